# shisen: zh-Hant

## Above the board

shisen-shuffle-button = 🔀 洗牌
shisen-shuffle-tooltip = 重新排列剩餘的牌，使棋盤可以消完（算作求助）
shisen-board-cleared = 棋盤已清空！
shisen-stuck = 沒有可以消除的對子：請復原或洗牌。
shisen-unchecked-deal = 此局未經可解性檢查。

shisen-tile = { $face }，第 { $row } 橫列，第 { $col } 直行

## The dead-end dialog

shisen-dead-end-title = 沒有可消的對子了
shisen-dead-end-text = 還剩 { $count } 張牌，但沒有任何兩張能連起來。請復原一步、洗牌（算作求助）或開始新遊戲。
shisen-dead-end-undo = 復原
shisen-dead-end-shuffle = 洗牌
shisen-dead-end-new-game = 新遊戲

## Counters

shisen-counter-tiles-left = 剩餘牌數
shisen-counter-pairs = 可消對子
shisen-counter-board = 棋盤
shisen-board-gravity = { $size } 重力
shisen-counter-help = 求助
shisen-help-used = 已使用

## Messages

shisen-shuffled = 已洗牌，新的排列可以消完。
shisen-won = 用時 { $time } 清空棋盤！
shisen-won-assisted = 用時 { $time } 清空棋盤（使用了求助：不計最佳時間）！
shisen-hint-shown = 已顯示提示：本局不再計入最佳時間。
shisen-hint-risky = 這對牌可以消除，但之後棋盤可能無法消完：可考慮復原或洗牌。
shisen-deal-failed = 無法產生第 { $deal } 局；請換一個編號。

## Refused picks

shisen-error-off-board = 第 { $row } 橫列第 { $col } 直行不在 { $size } 的棋盤上。
shisen-error-no-tile = 第 { $row } 橫列第 { $col } 直行沒有牌。
shisen-error-same-tile = 請選擇兩張不同的牌。
shisen-error-different-faces = { $a } 和 { $b } 是不同的牌：只有相同的牌才能配對。
shisen-error-no-path = 第 { $row_a } 橫列第 { $col_a } 直行與第 { $row_b } 橫列第 { $col_b } 直行之間沒有經過空格、最多轉兩個彎的連線。
shisen-error-shuffle-count = 洗牌必須為剩餘的 { $expected } 張牌各分配一個牌面，而不是 { $got } 張。
shisen-error-shuffle-faces = 洗牌只能重新排列剩餘的牌，不能改變它們。

## Shuffles and deals that could not be made

shisen-error-no-tiles-to-shuffle = 沒有剩餘的牌可洗
shisen-error-shuffle-not-found = 剩餘的 { $count } 張牌找不到可解的排列；請重試或開始新遊戲
shisen-error-no-solvable-deal = 第 { $deal } 局（{ $size }）：嘗試 { $tries } 次仍找不到可解的排列；請換一個局號

## Settings

shisen-settings-board-size = 棋盤大小
shisen-settings-rules = 規則
shisen-settings-gravity = 重力：消除後上方的牌落下
shisen-settings-solvable-only = 只發可解的局（由精確求解器驗證）
shisen-settings-sound = 聲音
shisen-settings-next-game = 大小和重力從下一局起生效。
shisen-settings-new-game-now = 立即開新局
shisen-settings-wide = 直行
shisen-settings-high = 橫列
shisen-settings-tiles = { $count } 張牌
shisen-settings-sound-effects = 音效
shisen-settings-volume = 音量
shisen-settings-try-sound = 試聽
shisen-settings-sound-not-built = 未內建：在 Linux 上請用 `--features sound` 建置（需要 ALSA 標頭檔 libasound2-dev）。

## Board sizes that cannot be

shisen-error-size-format = 「{ $text }」不是棋盤大小：請寫成「寬x高」，例如 17x8
shisen-error-width = 棋盤寬度須為 { $min } 到 { $max } 張牌，不能是 { $width }
shisen-error-height = 棋盤高度須為 { $min } 到 { $max } 張牌，不能是 { $height }
shisen-error-groups-of-four = { $width }x{ $height } 的棋盤有 { $tiles } 張牌，但牌是四張一組的：請選擇乘積為 4 的倍數的寬和高，例如 16x7 或 18x8
