# shisen: zh-Hans

## Above the board

shisen-shuffle-button = 🔀 洗牌
shisen-shuffle-tooltip = 重新排列剩余的牌，使棋盘可以消完（算作求助）
shisen-board-cleared = 棋盘已清空！
shisen-stuck = 没有可以消除的对子：请撤销或洗牌。
shisen-unchecked-deal = 此局未经可解性检查。

shisen-tile = { $face }，第 { $row } 行，第 { $col } 列

## The dead-end dialog

shisen-dead-end-title = 没有可消的对子了
shisen-dead-end-text = 还剩 { $count } 张牌，但没有任何两张能连起来。请撤销一步、洗牌（算作求助）或开始新游戏。
shisen-dead-end-undo = 撤销
shisen-dead-end-shuffle = 洗牌
shisen-dead-end-new-game = 新游戏

## Counters

shisen-counter-tiles-left = 剩余牌数
shisen-counter-pairs = 可消对子
shisen-counter-board = 棋盘
shisen-board-gravity = { $size } 重力
shisen-counter-help = 求助
shisen-help-used = 已使用

## Messages

shisen-shuffled = 已洗牌，新的排列可以消完。
shisen-won = 用时 { $time } 清空棋盘！
shisen-won-assisted = 用时 { $time } 清空棋盘（使用了求助：不计最佳时间）！
shisen-hint-shown = 已显示提示：本局不再计入最佳时间。
shisen-hint-risky = 这对牌可以消除，但之后棋盘可能无法消完：可考虑撤销或洗牌。
shisen-deal-failed = 无法生成第 { $deal } 局；请换一个编号。

## Refused picks

shisen-error-off-board = 第 { $row } 行第 { $col } 列不在 { $size } 的棋盘上。
shisen-error-no-tile = 第 { $row } 行第 { $col } 列没有牌。
shisen-error-same-tile = 请选择两张不同的牌。
shisen-error-different-faces = { $a } 和 { $b } 是不同的牌：只有相同的牌才能配对。
shisen-error-no-path = 第 { $row_a } 行第 { $col_a } 列与第 { $row_b } 行第 { $col_b } 列之间没有经过空格、最多拐两个弯的连线。
shisen-error-shuffle-count = 洗牌必须为剩余的 { $expected } 张牌各分配一个牌面，而不是 { $got } 张。
shisen-error-shuffle-faces = 洗牌只能重新排列剩余的牌，不能改变它们。

## Shuffles and deals that could not be made

shisen-error-no-tiles-to-shuffle = 没有剩余的牌可洗
shisen-error-shuffle-not-found = 剩余的 { $count } 张牌找不到可解的排列；请重试或开始新游戏
shisen-error-no-solvable-deal = 第 { $deal } 局（{ $size }）：尝试 { $tries } 次未找到可解的排列；请换一个局号

## Settings

shisen-settings-board-size = 棋盘大小
shisen-settings-rules = 规则
shisen-settings-gravity = 重力：消除后上方的牌落下
shisen-settings-solvable-only = 只发可解的局（由精确求解器验证）
shisen-settings-sound = 声音
shisen-settings-next-game = 大小和重力从下一局起生效。
shisen-settings-new-game-now = 立即开新局
shisen-settings-wide = 列
shisen-settings-high = 行
shisen-settings-tiles = { $count } 张牌
shisen-settings-sound-effects = 音效
shisen-settings-volume = 音量
shisen-settings-try-sound = 试听
shisen-settings-sound-not-built = 未内置：在 Linux 上请用 `--features sound` 构建（需要 ALSA 头文件 libasound2-dev）。

## Board sizes that cannot be

shisen-error-size-format = “{ $text }”不是棋盘大小：请写成“宽x高”，例如 17x8
shisen-error-width = 棋盘宽度须为 { $min } 到 { $max } 张牌，不能是 { $width }
shisen-error-height = 棋盘高度须为 { $min } 到 { $max } 张牌，不能是 { $height }
shisen-error-groups-of-four = { $width }x{ $height } 的棋盘有 { $tiles } 张牌，但牌是四张一组的：请选择乘积为 4 的倍数的宽和高，例如 16x7 或 18x8
