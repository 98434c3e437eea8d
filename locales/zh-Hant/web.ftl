## 瀏覽器版：儲存空間、頁面，以及瀏覽器做不到的事。
web-storage-name = 瀏覽器為本網站保留的儲存空間
web-loading-storage = 正在載入 Parlour…
web-start-failed = Parlour 無法啟動：{ $reason }
web-no-webgl2 = 此瀏覽器關閉了 WebGL 2，而 Parlour 需要用它繪製。請在瀏覽器設定中開啟硬體加速，或試用最新的 Firefox、Chrome、Edge 或 Safari。
web-storage-off = 此瀏覽器不為本網站保存任何內容（是私密視窗嗎？）：關閉分頁後，這裡的遊戲進度都會遺失。要保留，請匯出資料。
web-storage-unavailable = 無法使用瀏覽器的儲存空間（{ $reason }）：設定、紀錄和遊戲只保留到關閉此分頁為止。
web-storage-set-aside = 瀏覽器儲存空間中的 { $file } 無法使用（{ $reason }），已另存為 { $kept }。
web-storage-too-much = 瀏覽器儲存空間中有 { $count } 個項目未讀取：超出了 Parlour 讀取的上限。
web-storage-quota-full = 瀏覽器為本網站保留的儲存空間已滿：{ $file } 未儲存。請騰出空間，或匯出資料。
web-storage-write-failed = 無法將 { $file } 儲存到瀏覽器的儲存空間：{ $error }
web-storage-full = { $file } 未儲存：Parlour 在此瀏覽器中的檔案將超出上限。
web-file-too-large = { $file } 超過 { $limit } 位元組，未讀取。
web-file-unreadable = 無法讀取 { $file }：{ $error }
web-no-lan = 瀏覽器無法在區域網路中開設或尋找牌桌：請用桌面版進行區域網路對局。
web-lan-on-desktop = 區域網路對局請用桌面版
web-connection-ended = 與伺服器的連線已中斷。
address-ignored = 網頁網址中有無法辨識的部分，已略過：{ $parameters }
page-title = { $game } · Parlour

## 你的資料：Parlour 保存的一切，合成一個檔案（設定）。
data-title = 你的資料
data-export = 匯出我的資料…
data-import = 匯入…
data-file-kind = Parlour 資料
data-export-title = 匯出我的資料
data-import-title = 匯入資料
data-exported = 已匯出你的資料：設定、紀錄、進行中的遊戲和佈局。
data-exported-missing = 已匯出你的資料，但無法讀取的部分除外：{ $missed }
data-not-exported = 未能匯出你的資料：{ $error }
data-not-imported = 未匯入任何內容：{ $reason }
data-imported = 已匯入：設定和紀錄已合併，新增 { $layouts } 個佈局。
data-imported-refused = 已匯入（新增 { $layouts } 個佈局），但以下內容無法使用：{ $refused }
data-replace-title = 取代進行中的遊戲？
data-replace-question = 匯入的資料中有 { $games } 的其他進行中的遊戲。要繼續那些遊戲，而不是這裡的嗎？這裡的遊戲將會遺失。
data-replace-yes = 取代
data-replace-no = 保留我的
