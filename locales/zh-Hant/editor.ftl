# editor: zh-Hant

## The document bar
editor-name = 名稱：
editor-name-hint = 佈局名稱
editor-name-needed = 佈局需要一個名稱。
editor-author = 作者：
editor-author-hint = 你的名字
editor-not-saved-yet = 尚未儲存
editor-file-tip = 佈局資料夾中的檔案；* 表示有未儲存的變更
editor-new = 🆕 新增
editor-new-tip = 新增一個空白佈局
editor-open = 📂 開啟…
editor-open-tip = 開啟、重新命名或刪除你的佈局
editor-save = 💾 儲存
editor-save-tip = 儲存到你的佈局資料夾
editor-import = 📥 匯入…
editor-import-tip = 匯入 KMahjongg 的 .layout 檔案
editor-export = 📤 匯出…
editor-export-tip = 匯出為 KMahjongg 格式（.layout）或 .tiles
editor-test-play = ▶ 試玩
editor-test-play-tip = 在麻將接龍中玩這個佈局

## The tool palette
editor-tools = 工具
editor-tool-place = ✏ 放置
editor-tool-place-tip = 按一下或拖曳來放置牌
editor-tool-erase = ✖ 擦除
editor-tool-erase-tip = 按一下或拖曳來移走牌
editor-tool-select = ◻ 選取
editor-tool-select-tip = 按一下或拖出方框來選取；拖曳選取範圍來移動（拖曳時按 Page Up/Down 更換所在層）；按 Delete 刪除
editor-tool-fill = ▣ 填滿
editor-tool-fill-tip = 拖出一個矩形，用牌將其填滿
editor-mirror = 鏡像放置
editor-mirror-off = 關
editor-mirror-left-right = 左右
editor-mirror-top-bottom = 上下
editor-mirror-both = 雙向
editor-layers = 層
editor-layer-button = 第 { $layer } 層  （{ $count } 張）
editor-above = 上層：
editor-ghosted = 輪廓
editor-hidden = 隱藏
editor-clear-layer = 清空第 { $layer } 層
editor-clear-layer-tip = 移走此層的所有牌
editor-selection = 已選取（{ $count }）
editor-layer-up = ⬆ 上移一層
editor-layer-down = ⬇ 下移一層
editor-delete-selection = ❌ 刪除
editor-shift = 平移整個佈局
editor-shift-tip = { $direction ->
    [left] 將所有牌向左平移半張牌
    [right] 將所有牌向右平移半張牌
    [up] 將所有牌向上平移半張牌
   *[down] 將所有牌向下平移半張牌
}
editor-shift-name = { $direction ->
    [left] 向左平移
    [right] 向右平移
    [up] 向上平移
   *[down] 向下平移
}
editor-grid = 網格
editor-grid-width-tip = 寬度（以半張牌計）
editor-grid-height-tip = 高度（以半張牌計）
editor-grid-layers-tip = 層數
editor-resize-grid = 調整網格
editor-start-from = 從範本開始
editor-built-in = 內建
editor-choose = 選擇…
editor-one-of-mine = 我的佈局…
editor-one-of-mine-tip = 開啟你儲存的佈局之一

## The problems list and "Can this layout be won?"
editor-can-be-won = 這個佈局能贏嗎？
editor-check-now = 🔍 立即檢查
editor-check-now-tip = 尋找一個可以消完的牌局（在背景執行）
editor-searching = 正在尋找可以消完的牌局…
editor-verdict-yes = ✔ 能
editor-verdict-no = ✖ 不能
editor-verdict-unknown = ? 未知
editor-verdict-deal = 第 { $deal } 局可以消完。
editor-verdict-reason = { $reason }。
editor-verdict-stale = （針對你最近編輯之前的佈局）
editor-verdict-not-started = 檢查無法啟動（{ $error }）
editor-verdict-stopped = 檢查意外停止
editor-problems = 問題：{ $errors } 個錯誤，{ $warnings } 個警告
editor-no-problems = 無：此佈局可以試玩。
editor-select-problem-tiles = 選取這些牌
editor-tiles-selected = 已選取 { $count } 張牌。
editor-cannot-play-yet = 此佈局還不能玩：{ $reason }。

## The findings of the checks.
editor-check-no-tiles = 佈局中沒有牌
editor-check-odd-count = 佈局有 { $count } 張牌；牌按相同的一對消去，所以數量必須是偶數（新增或移走一張牌）
editor-check-incomplete-groups = 佈局有 { $count } 張牌；超過一整副 { $full } 張後，牌面按四張一組重複，因此有一種牌面會多出一對（新增或移走兩張牌以湊成完整的組）
editor-check-below-table = 位於 { $x },{ $y } 第 { $z } 層的牌在桌面之下（第 0 層）
editor-check-same-place = 兩張牌位於同一位置：{ $x },{ $y } 第 { $z } 層
editor-check-overlap = 位於 { $x },{ $y } 第 { $z } 層的牌與 { $ox },{ $oy } 處的牌重疊
editor-check-no-first-pair = 開局時只有 { $free } 張牌可取，因此永遠無法消去任何一對
editor-check-stack-too-tall = 從 { $x },{ $y } 第 { $z } 層往上疊著的 { $stacked } 張牌必須逐張消去，每張都要與別處的牌配對，但其他牌只有 { $others } 張
editor-check-unsupported = 位於 { $x },{ $y } 第 { $z } 層的牌沒有完全放在第 { $below } 層的牌上
editor-check-island = 孤島 { $number }/{ $islands }：從 { $x },{ $y } 第 { $z } 層開始的 { $count } 張牌，與其他部分不相連

## Why an edit was refused.
editor-refused = 無法執行：{ $reason }。
editor-error-outside = { $x },{ $y } 第 { $z } 層超出了 { $width }x{ $height }、共 { $layers } 層的網格
editor-error-overlap = 放在 { $x },{ $y } 第 { $z } 層的牌會與 { $ox },{ $oy } 處的牌重疊
editor-error-no-tile = { $x },{ $y } 第 { $z } 層沒有牌
editor-error-none-selected = 沒有選取任何牌
editor-error-no-fit = 那個矩形裡放不下牌
editor-error-nothing-to-move = 沒有可移動的內容
editor-error-no-tiles-to-shift = 佈局中沒有可平移的牌
editor-error-nothing-to-shift = 沒有可平移的內容
editor-error-empty-layer = 那一層沒有牌
editor-error-same-size = 網格已經是這個大小
editor-error-same-name = 名稱沒有變化
editor-error-same-author = 作者沒有變化
editor-error-bad-size = 網格寬可為 2 到 { $width } 個半牌格，高 2 到 { $height }，層數 1 到 { $layers }
editor-error-too-large = 此佈局需要 { $width }x{ $height }x{ $layers } 的網格，超出編輯器的最大尺寸
editor-cannot-edit = 無法編輯該佈局：{ $reason }。
editor-file-cannot-edit = 無法編輯 { $file }：{ $reason }。

## The counters in the status bar
editor-counter-tiles = 牌數
editor-counter-layer = 層
editor-counter-layer-value = { $layer }（0 到 { $top }）
editor-counter-grid = 網格

## The grid
editor-grid-name = 佈局網格，第 { $layer } 層（0 到 { $top }）
editor-tile-name = 位於 { $x },{ $y } 第 { $z } 層的牌
editor-no-tile-there = 此層的那個位置沒有牌。
editor-select-first = 請先選取一些牌。

## Files and dialogs
editor-no-folder = Parlour 在這裡沒有佈局資料夾。
editor-no-folder-not-saved = Parlour 在這裡沒有佈局資料夾，因此佈局沒有儲存。
editor-saved-as = 已儲存為 { $file }。
editor-not-saved = 未儲存：{ $error }
editor-could-not-open = 無法開啟 { $error }
editor-started-from = 已從該佈局開始；復原可找回你原來的內容。
editor-no-file-dialog = 這裡沒有檔案對話框；請直接輸入路徑。
editor-my-layouts = 我的佈局
editor-import-title = 匯入佈局
editor-export-title = 匯出佈局
editor-unsaved-title = 未儲存的變更
editor-unsaved-question = 先儲存對「{ $layout }」的變更嗎？
editor-discard = 捨棄變更
editor-cancel = 取消
editor-no-layouts-yet = 你還沒有儲存的佈局。儲存一個，或匯入 KMahjongg 佈局。
editor-close = 關閉
editor-ok = 確定
editor-really-delete = 確認刪除
editor-keep = 保留
editor-row-open = 開啟
editor-rename = 重新命名
editor-delete = 刪除
editor-row-tiles = { $count } 張
editor-row-unreadable = 無法讀取
editor-renamed = 已重新命名為「{ $layout }」（{ $file }）。
editor-not-renamed = 未重新命名：{ $error }
editor-deleted = 已刪除 { $file }。
editor-not-deleted = 未刪除：{ $error }
editor-import-help = 輸入 KMahjongg .layout 檔案的路徑（旁邊的 .desktop 檔案提供名稱和作者）、Parlour .tiles 檔案的路徑，或一個資料夾的路徑，將其中的每個 .layout 匯入你的佈局資料夾。
editor-choose-file = 📄 選擇檔案…
editor-choose-folder = 📁 選擇資料夾…
editor-import-button = 匯入
editor-type-path = 請先輸入路徑。
editor-imported-one = 已匯入「{ $layout }」；儲存後才會保留。
editor-not-imported = 未匯入：{ $error }
editor-no-layout-files = { $path } 中沒有 .layout 檔案。
editor-imported-many = 已將 { $count } 個佈局匯入你的佈局資料夾。
editor-imported-some = 已將 { $count } 個佈局匯入你的佈局資料夾。{ $failed } 個無法讀取，例如 { $first }
editor-export-help = 輸入要寫入的路徑。.layout 檔案是 KMahjongg 的格式（佈局能放進 32x16x5 時為 1.0 版，否則為 1.1 版），旁邊會附帶記錄名稱和作者的 .desktop 檔案；其他副檔名則寫成 Parlour 自己的格式。
editor-export-button = 匯出
editor-exported = 已匯出到 { $file }。
editor-exported-two = 已匯出到 { $file } 和 { $second }。
editor-not-exported = 未匯出：{ $error }

## The system's file dialogs
editor-browse-import-file = 匯入佈局
editor-browse-layouts = 佈局
editor-browse-import-folder = 匯入資料夾中的所有 KMahjongg 佈局
editor-browse-export = 匯出佈局
editor-browse-kmahjongg-layout = KMahjongg 佈局
editor-browse-parlour-layout = Parlour 佈局
