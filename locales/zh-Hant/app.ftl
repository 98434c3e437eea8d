# app: zh-Hant
# 視窗外框：選單、工具列、狀態列、對話框、設定、統計和每日牌局。

## 遊戲切換器中顯示的遊戲名稱。
game-solitaire = 麻將接龍
game-editor = 版面編輯器
game-shisen = 四川省
game-match3 = 三消
game-klondike = 克朗代克
game-freecell = 新接龍
game-spider = 蜘蛛紙牌
game-mahjong = 麻將
switcher-games = 遊戲

## 選單。
menu-game = 遊戲
menu-new-game = 新遊戲
menu-new-game-numbered = 依編號開始新遊戲…
menu-restart = 重新開始
menu-today = 今日牌局…
menu-pause = 暫停
menu-statistics = 統計…
menu-records = 紀錄…
menu-quit = 結束
menu-edit = 編輯
menu-undo = 復原
menu-redo = 重做
menu-hint = 提示
menu-settings = 設定…
menu-help = 說明
menu-about = 關於 Parlour

## 工具列：簡短標籤（前面有圖示）及其提示。
tool-new-game = 新遊戲
tool-new-game-tip = 開始新的一局（F2）
tool-deal = 牌局…
tool-deal-tip = 依編號玩一局
tool-restart = 重新開始
tool-restart-tip = 重新開始這一局
tool-today = 今日
tool-today-tip = 每日牌局
tool-undo = 復原
tool-undo-tip = 復原一步（Ctrl+Z）
tool-redo = 重做
tool-redo-tip = 重做一步（Ctrl+Shift+Z）
tool-hint = 提示
tool-hint-tip = 顯示一步好的走法（H）
tool-pause = 暫停
tool-resume = 繼續
tool-pause-tip = 暫停並隱藏遊戲畫面（P）
tool-statistics = 統計
tool-statistics-tip = 本遊戲的統計（F8）
tool-settings = 設定
tool-settings-tip = 偏好設定
tool-about = 關於
tool-about-tip = 關於 Parlour

## 狀態列。
status-play-time = 遊戲時間
status-deal = 牌局 { $deal }
# $date 是日期，例如「2026年11月25日」。
status-daily-deal = { $date }的牌局：{ $deal }
status-nothing-to-undo = 沒有可復原的操作。
status-nothing-to-redo = 沒有可重做的操作。
banner-dismiss = 關閉
record-new-best-time = 新的最佳時間！
record-new-best-score = 新的最高分！

## 暫停畫面。
paused-title = 已暫停
paused-text = 遊戲畫面已隱藏，計時已停止。
paused-resume = 繼續

## 對話框共用的按鈕。
dialog-close = 關閉
dialog-cancel = 取消

## 設定。
settings-title = 設定
settings-language = 語言
settings-theme = 主題
settings-theme-system = 跟隨系統
settings-theme-light = 淺色
settings-theme-dark = 深色
settings-animation-speed = 動畫速度
settings-animation-off = 關
settings-saved-in = 儲存於 { $folder }
settings-tiles = 麻將牌
settings-corner-index = 顯示角標（「3」「E」），適合新手
settings-colour-blind = 色盲友善的花色
settings-dim-blocked = 將不能取走的牌變暗
settings-card-back = 撲克牌背面
# $back 是撲克牌背面的名稱，例如「格紋」。
settings-card-back-preview = { $back }預覽
settings-picture-hint = 選擇圖片…（PNG 或 JPEG 的路徑）
settings-use-picture = 使用圖片
settings-picture-none = 請先輸入 PNG 或 JPEG 圖片的路徑。
# $reason 說明圖片為何無法使用。
settings-picture-refused = { $reason }仍使用原本的背面。
settings-picture-done = 你的圖片已設為撲克牌背面。
# $detail 是圖片解碼器本身的說明。
settings-picture-undecodable = 該檔案不是 Parlour 能讀取的 PNG 或 JPEG 圖片（{ $detail }）。仍使用原本的背面。
settings-picture-empty = 該圖片是空的。仍使用原本的背面。
settings-picture-lost = 無法載入你的撲克牌背面圖片：{ $reason }

## 牌面圖庫。
gallery-title = 牌面圖庫
gallery-tile-width = 牌寬
gallery-tiles = 麻將牌
gallery-tile-back = 牌背
# $look 是下面的一種醒目樣式。
gallery-look-tile = 牌（{ $look }）
gallery-look-selected = 已選取
gallery-look-hinted = 提示
gallery-look-refused = 拒絕
gallery-look-dimmed = 變暗
gallery-cards = 撲克牌
gallery-card-back = 撲克牌背面：{ $back }
gallery-gems = 寶石
gallery-selected-gem = 選取的寶石

## 關於。
about-version = 版本 { $version }
about-games = 麻將牌與撲克牌遊戲：麻將接龍（附版面編輯器）、四川省、三消、克朗代克和麻將。
about-deals-licence = 每個牌局都有編號，可以重現。採用 MIT OR Apache-2.0 授權。
about-fonts = 牌面字形：Noto Serif CJK（SIL Open Font License 1.1）。
about-gallery = 牌面圖庫…

## 依編號開局對話框。
deal-dialog-title = 依編號開始新遊戲
deal-dialog-text = 每個牌局都有編號：同一個編號會再次發出同一局。
deal-dialog-hint = 牌局編號
deal-dialog-deal = 發牌
deal-dialog-not-a-number = 請輸入整數，例如 12345。
deal-dialog-out-of-range = 這個遊戲的牌局編號為 { $first } 到 { $last }。

## 紀錄。
records-title = 紀錄
records-none = 尚無完成的遊戲。
records-game = 遊戲
records-variant = 玩法
records-best-time = 最佳時間
records-best-score = 最高分
records-played = 已玩
records-won = 獲勝
records-streak = 連勝
records-best-streak = 最長連勝

## 統計。
stats-title = 統計：{ $game }
stats-no-games = 尚無遊戲紀錄
stats-no-games-text = 完成一局{ $game }後，這裡會顯示統計。
stats-variant = 玩法：
stats-reset = 重設統計…
stats-reset-question = 要重設這些統計嗎？以上所有對局都會被清除。
stats-reset-confirm = 重設
stats-reset-keep = 保留
stats-undo-reset = 復原對{ $variant }的重設
# 玩法名稱的各個部分，以逗號連接：「翻 3 張, 7 列, 3 輪」。
variant-draw = 翻 { $cards } 張
variant-piles = { $piles } 列
variant-passes = { $passes ->
   *[other] { $passes } 輪
}
variant-unlimited = 不限輪數
variant-unscored = 不計分
variant-standard = 標準計分
variant-vegas = 拉斯維加斯計分
variant-gravity = 重力
variant-cells = { $cells } 個空格
variant-bakers = 麵包師遊戲
variant-timed = 限時
variant-moves = 30 步
variant-suits = { $suits } 種花色
variant-endless = 無盡
variant-hands = 每局
variant-games = 每場
stats-played = 已玩局數
stats-won = 獲勝局數
stats-win-rate = 勝率
stats-streak = 目前連勝
stats-best-streak = 最長連勝
stats-best-time = 最佳時間
stats-median-time = 時間中位數
# 螢幕閱讀器讀出的數值：「已玩局數：12」。
stats-figure = { $label }：{ $value }
stats-chart-times = 每局獲勝時間（最近 { $games } 局）
stats-chart-best = 最佳時間 { $time }
stats-axis-game = 局
stats-chart-times-name = 圖表：每局獲勝時間
stats-no-recent-wins = 最近幾局中還沒有獲勝。
stats-chart-win-rate = 勝率變化
stats-chart-win-rate-name = 圖表：勝率變化
stats-chart-histogram = 獲勝時間分布
stats-chart-histogram-name = 圖表：時間直方圖
stats-bin = { $from } 至 { $to }

## 每日牌局。
daily-title = 每日牌局
daily-text = 同一天（UTC）所有人玩的都是同一局。這裡的每一局都可以獲勝。
daily-game-solitaire = 麻將接龍（烏龜）
daily-game-shisen = 四川省
daily-game-klondike-draw1 = 克朗代克（翻一張）
daily-game-klondike-draw3 = 克朗代克（翻三張）
daily-game-match3 = 三消（30 步）
daily-game-spider-one-suit = 蜘蛛紙牌（單色）
daily-game-freecell = 新接龍
daily-today-deal = 今日：{ $game }，牌局 { $deal }
daily-day-deal = { $date }：{ $game }，牌局 { $deal }
daily-won = 已獲勝
daily-played = 已玩，尚未獲勝
daily-not-played = 尚未玩過
daily-play-today = 玩今日牌局
daily-play-day = 玩這一天的牌局
daily-streak = 連續天數：{ $days ->
   *[other] { $days } 天
}（最長 { $best } 天）
daily-previous-month = 上個月
daily-next-month = 下個月
daily-key-won = 已獲勝
daily-key-played = 已玩
daily-day-won = 已獲勝
daily-day-played = 已玩
daily-day-to-come = 未到
daily-day-not-played = 未玩
# 螢幕閱讀器讀出的日曆中的一天：「2026年11月25日 星期三：已獲勝」。
daily-day-label = { $date }：{ $status }

## 日期。$weekday 為 1（星期一）到 7（星期日）；$month 為 1 到 12。
weekday-short = { $weekday ->
    [1] 一
    [2] 二
    [3] 三
    [4] 四
    [5] 五
    [6] 六
   *[7] 日
}
month-name = { $month }月
month-year = { $year }年{ month-name }
date-long = { $year }年{ month-name }{ $day }日 { $weekday ->
    [1] 星期一
    [2] 星期二
    [3] 星期三
    [4] 星期四
    [5] 星期五
    [6] 星期六
   *[7] 星期日
}
date-short = { $year }年{ month-name }{ $day }日

## 存檔與檔案的問題，顯示在橫幅中。
# $reason 說明存檔的問題；$file 是存檔保存的位置。
resume-failed-kept = 無法繼續進行中的{ $game }遊戲（{ $reason }）；已將其另存為 { $file }，並開始了新的一局。
resume-failed-not-kept = 無法繼續進行中的{ $game }遊戲（{ $reason }）；也無法將其另行保存（{ $error }），已開始新的一局。
save-damaged = 存檔已損毀：{ $error }
save-clock-implausible = 其計時為 { $seconds } 秒，沒有一局遊戲會持續這麼久
save-too-many-moves = 其中記錄了 { $moves } 步，而存檔最多只能保存 { $limit } 步
save-move-does-not-replay = 存檔中的某一步無法重播：{ $error }
store-no-config-folder = Parlour 找不到你的設定資料夾（沒有家目錄？）；設定與紀錄將保存在目前的資料夾中。
store-picture-cannot-open = 無法開啟 { $file }：{ $error }。
store-picture-not-a-file = { $file } 不是檔案。
store-picture-too-large = { $file } 超過 40 MB，請選擇較小的圖片。
store-picture-cannot-read = 無法讀取 { $file }：{ $error }。
store-damaged-kept = { $file } 已損毀（{ $reason }）。已將其另存為 { $kept }，並使用預設值。
store-damaged-not-kept = { $file } 已損毀（{ $reason }），且無法另行保存（{ $error }）；將使用預設值，該檔案保持不動。
store-unreadable = { $error }；將使用預設值。
store-cannot-save = Parlour 無法儲存到 { $folder }（{ $detail }）。遊戲可以繼續，但設定、紀錄和遊戲可能無法保存。
# Between the parts of a variant's name (a string literal keeps its spaces).
variant-separator = { "，" }

## 在視窗之外準備的發牌。
dealing = 正在發牌…
deal-not-made = 無法發牌。
deal-failed = 無法發牌：{ $reason }

## Settings, "Play on your other devices" (sync).
sync-title = 在你的其他裝置上玩
sync-intro = 一組秘密代碼透過 Parlour 伺服器連結你的裝置：進行中的遊戲、紀錄、版面和設定都會跟著你。
sync-server = 伺服器
sync-tls = 加密（HTTPS）
sync-make-code = 產生代碼
sync-code-input = 另一台裝置的代碼
sync-join = 用此代碼連結
sync-clear-warning = { $server } 不在你的區域網路內，且連線未加密：途中的任何人都能讀到代碼和你的資料。仍要傳送嗎？
sync-send-anyway = 仍要傳送
sync-cancel = 取消
sync-linked = 已透過 { $server } 連結
sync-last = 上次同步：{ $when }
sync-never = 尚未同步
sync-now = 立即同步
sync-running = 正在同步…
sync-show-code = 顯示代碼
sync-hide-code = 隱藏代碼
sync-code-label = 代碼：{ $code }
sync-qr-label = 同步代碼的 QR 碼
sync-forget = 在此裝置上忘記
sync-revoke = 撤銷代碼
sync-revoke-confirm = 刪除伺服器上的代碼及其全部資料嗎？在你用新代碼連結之前，其他裝置將停止同步。
sync-failed = 同步失敗：{ $error }
sync-conflict = { $game }：自上次同步以來，兩台裝置都改動了這局遊戲。
sync-keep-mine = 繼續這一局
sync-keep-theirs = 繼續另一台裝置的
sync-conflict-banner = 兩台裝置都改動了 { $game }；兩局遊戲都已保留。請在設定的「在你的其他裝置上玩」中選擇繼續哪一局。
sync-refused = 伺服器的部分資料被拒絕並另行保存：{ $refused }
sync-ca-file = CA 憑證（PEM 檔案）
sync-ca-file-hint = 留空：使用系統的憑證授權單位
sync-replace = 產生新代碼
sync-replace-confirm = 為你的所有裝置產生新代碼嗎？此裝置先同步，之後目前的代碼將失效：你的每台其他裝置都必須輸入新代碼（「在此裝置上忘記」，再「用此代碼連結」）。
sync-replaced = 此裝置有了新代碼，之前的代碼已失效。在你的每台其他裝置上：「在此裝置上忘記」，之後輸入新代碼並「用此代碼連結」。
sync-old-code-pending = 之前的代碼仍然有效，直到某次同步連上伺服器並將其撤銷。
sync-unknown-code = 伺服器不認得此代碼：可能輸入有誤、已被撤銷，或已在另一台裝置上換成新代碼。要用新代碼連結：「在此裝置上忘記」，之後輸入新代碼。
sync-old-code-kept = 之前的代碼暫時無法撤銷（{ $error }）；下次同步時會再試。
sync-too-many-versions = { $game } 未同步：超過 { $count } 個版本在等你選擇。請在設定的「在你的其他裝置上玩」中選擇一個。
sync-keep-theirs-numbered = 繼續另一個版本 { $number }

## The card over a won board (Klondike, FreeCell, Spider, Shisen-Sho)
won-card-heading = 你贏了！
won-card-detail = 第 { $deal } 局，用時 { $time }。
won-card-score = 得分：{ $score }
won-card-best-time = 最佳時間：{ $time }
won-card-assisted = 使用了提示，不計入最佳時間。
won-card-new-game = ➕ 新遊戲
won-card-play-again = 🔄 重玩這一局
won-card-close = 關閉

# The patience games' background solver (Klondike, FreeCell, Spider): its verdict on the
# position, in the status bar.
card-solver = 求解器
card-solver-thinking = 計算中…
card-solver-winnable = 可以獲勝
# A move lost a game that could have been won (or nothing is known of the deal).
card-solver-no-longer-winnable = 已無法獲勝
card-solver-cannot-be-won = 無解
# The search stopped before deciding (Spider's solver seldom proves a position lost).
card-solver-undecided = 未能判定
card-solver-won = 已獲勝
