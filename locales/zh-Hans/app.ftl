# app: zh-Hans
# 窗口外框：菜单、工具栏、状态栏、对话框、设置、统计和每日牌局。

## 游戏切换器中显示的游戏名称。
game-solitaire = 麻将接龙
game-editor = 布局编辑器
game-shisen = 四川省
game-match3 = 三消
game-klondike = 克朗代克
game-freecell = 空当接龙
game-spider = 蜘蛛纸牌
game-mahjong = 麻将
switcher-games = 游戏

## 菜单。
menu-game = 游戏
menu-new-game = 新游戏
menu-new-game-numbered = 按编号开始新游戏…
menu-restart = 重新开始
menu-today = 今日牌局…
menu-pause = 暂停
menu-statistics = 统计…
menu-records = 记录…
menu-quit = 退出
menu-edit = 编辑
menu-undo = 撤销
menu-redo = 重做
menu-hint = 提示
menu-settings = 设置…
menu-help = 帮助
menu-about = 关于 Parlour

## 工具栏：简短标签（前面有图标）及其提示。
tool-new-game = 新游戏
tool-new-game-tip = 开始新的一局（F2）
tool-deal = 牌局…
tool-deal-tip = 按编号玩一局
tool-restart = 重新开始
tool-restart-tip = 重新开始这一局
tool-today = 今日
tool-today-tip = 每日牌局
tool-undo = 撤销
tool-undo-tip = 撤销一步（Ctrl+Z）
tool-redo = 重做
tool-redo-tip = 重做一步（Ctrl+Shift+Z）
tool-hint = 提示
tool-hint-tip = 显示一步好的走法（H）
tool-pause = 暂停
tool-resume = 继续
tool-pause-tip = 暂停并隐藏游戏画面（P）
tool-statistics = 统计
tool-statistics-tip = 本游戏的统计（F8）
tool-settings = 设置
tool-settings-tip = 偏好设置
tool-about = 关于
tool-about-tip = 关于 Parlour

## 状态栏。
status-play-time = 游戏时间
status-deal = 牌局 { $deal }
# $date 是日期，例如“2026年11月25日”。
status-daily-deal = { $date }的牌局：{ $deal }
status-nothing-to-undo = 没有可撤销的操作。
status-nothing-to-redo = 没有可重做的操作。
banner-dismiss = 关闭
record-new-best-time = 新的最佳用时！
record-new-best-score = 新的最高分！

## 暂停画面。
paused-title = 已暂停
paused-text = 游戏画面已隐藏，计时已停止。
paused-resume = 继续

## 对话框共用的按钮。
dialog-close = 关闭
dialog-cancel = 取消

## 设置。
settings-title = 设置
settings-language = 语言
settings-theme = 主题
settings-theme-system = 跟随系统
settings-theme-light = 浅色
settings-theme-dark = 深色
settings-animation-speed = 动画速度
settings-animation-off = 关
settings-saved-in = 保存在 { $folder }
settings-tiles = 麻将牌
settings-corner-index = 显示角标（“3”“E”），适合新手
settings-colour-blind = 色盲友好的花色
settings-dim-blocked = 调暗不能取走的牌
settings-card-back = 纸牌背面
# $back 是纸牌背面的名称，例如“格纹”。
settings-card-back-preview = { $back }预览
settings-picture-hint = 选择图片…（PNG 或 JPEG 的路径）
settings-use-picture = 使用图片
settings-picture-none = 请先输入 PNG 或 JPEG 图片的路径。
# $reason 说明图片为何不能使用。
settings-picture-refused = { $reason }仍使用原来的背面。
settings-picture-done = 你的图片已设为纸牌背面。
# $detail 是图片解码器自己的说明。
settings-picture-undecodable = 该文件不是 Parlour 能读取的 PNG 或 JPEG 图片（{ $detail }）。仍使用原来的背面。
settings-picture-empty = 该图片是空的。仍使用原来的背面。
settings-picture-lost = 无法加载你的纸牌背面图片：{ $reason }

## 牌面图库。
gallery-title = 牌面图库
gallery-tile-width = 牌宽
gallery-tiles = 麻将牌
gallery-tile-back = 牌背
# $look 是下面的一种高亮样式。
gallery-look-tile = 牌（{ $look }）
gallery-look-selected = 已选中
gallery-look-hinted = 提示
gallery-look-refused = 拒绝
gallery-look-dimmed = 变暗
gallery-cards = 纸牌
gallery-card-back = 纸牌背面：{ $back }
gallery-gems = 宝石
gallery-selected-gem = 选中的宝石

## 关于。
about-version = 版本 { $version }
about-games = 麻将牌与纸牌游戏：麻将接龙（附布局编辑器）、四川省、三消、克朗代克和麻将。
about-deals-licence = 每个牌局都有编号，可以重现。采用 MIT OR Apache-2.0 许可。
about-fonts = 牌面字形：Noto Serif CJK（SIL Open Font License 1.1）。
about-gallery = 牌面图库…

## 按编号开局对话框。
deal-dialog-title = 按编号开始新游戏
deal-dialog-text = 每个牌局都有编号：同一个编号会再次发出同一局。
deal-dialog-hint = 牌局编号
deal-dialog-deal = 发牌
deal-dialog-not-a-number = 请输入一个整数，例如 12345。
deal-dialog-out-of-range = 这个游戏的牌局编号为 { $first } 到 { $last }。

## 记录。
records-title = 记录
records-none = 还没有完成的游戏。
records-game = 游戏
records-variant = 玩法
records-best-time = 最佳用时
records-best-score = 最高分
records-played = 已玩
records-won = 获胜
records-streak = 连胜
records-best-streak = 最长连胜

## 统计。
stats-title = 统计：{ $game }
stats-no-games = 暂无游戏记录
stats-no-games-text = 完成一局{ $game }后，这里会显示统计。
stats-variant = 玩法：
stats-reset = 重置统计…
stats-reset-question = 要重置这些统计吗？以上所有对局都将被清除。
stats-reset-confirm = 重置
stats-reset-keep = 保留
stats-undo-reset = 撤销对{ $variant }的重置
# 玩法名称的各个部分，以逗号连接：“翻 3 张, 7 列, 3 轮”。
variant-draw = 翻 { $cards } 张
variant-piles = { $piles } 列
variant-passes = { $passes ->
   *[other] { $passes } 轮
}
variant-unlimited = 不限轮数
variant-unscored = 不计分
variant-standard = 标准计分
variant-vegas = 拉斯维加斯计分
variant-gravity = 重力
variant-cells = { $cells } 个空当
variant-bakers = 面包师游戏
variant-timed = 限时
variant-moves = 30 步
variant-suits = { $suits } 种花色
variant-endless = 无尽
variant-hands = 每局
variant-games = 每场
stats-played = 已玩局数
stats-won = 获胜局数
stats-win-rate = 胜率
stats-streak = 当前连胜
stats-best-streak = 最长连胜
stats-best-time = 最佳用时
stats-median-time = 用时中位数
# 屏幕阅读器读出的数值：“已玩局数：12”。
stats-figure = { $label }：{ $value }
stats-chart-times = 每局获胜用时（最近 { $games } 局）
stats-chart-best = 最佳用时 { $time }
stats-axis-game = 局
stats-chart-times-name = 图表：每局获胜用时
stats-no-recent-wins = 最近几局中还没有获胜。
stats-chart-win-rate = 胜率变化
stats-chart-win-rate-name = 图表：胜率变化
stats-chart-histogram = 获胜用时分布
stats-chart-histogram-name = 图表：用时直方图
stats-bin = { $from } 至 { $to }

## 每日牌局。
daily-title = 每日牌局
daily-text = 同一天（UTC）所有人玩的都是同一局。这里的每一局都可以获胜。
daily-game-solitaire = 麻将接龙（乌龟）
daily-game-shisen = 四川省
daily-game-klondike-draw1 = 克朗代克（翻一张）
daily-game-klondike-draw3 = 克朗代克（翻三张）
daily-game-match3 = 三消（30 步）
daily-game-spider-one-suit = 蜘蛛纸牌（单色）
daily-game-freecell = 空当接龙
daily-today-deal = 今日：{ $game }，牌局 { $deal }
daily-day-deal = { $date }：{ $game }，牌局 { $deal }
daily-won = 已获胜
daily-played = 已玩，尚未获胜
daily-not-played = 尚未玩过
daily-play-today = 玩今日牌局
daily-play-day = 玩这一天的牌局
daily-streak = 连续天数：{ $days ->
   *[other] { $days } 天
}（最长 { $best } 天）
daily-previous-month = 上个月
daily-next-month = 下个月
daily-key-won = 已获胜
daily-key-played = 已玩
daily-day-won = 已获胜
daily-day-played = 已玩
daily-day-to-come = 未到
daily-day-not-played = 未玩
# 屏幕阅读器读出的日历中的一天：“2026年11月25日 星期三：已获胜”。
daily-day-label = { $date }：{ $status }

## 日期。$weekday 为 1（星期一）到 7（星期日）；$month 为 1 到 12。
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

## 存档和文件的问题，显示在横幅中。
# $reason 说明存档的问题；$file 是存档保存的位置。
resume-failed-kept = 无法继续进行中的{ $game }游戏（{ $reason }）；已将其另存为 { $file }，并开始了新的一局。
resume-failed-not-kept = 无法继续进行中的{ $game }游戏（{ $reason }）；也无法将其另行保存（{ $error }），已开始新的一局。
save-damaged = 存档已损坏：{ $error }
save-clock-implausible = 其计时为 { $seconds } 秒，没有哪局游戏会持续这么久
save-too-many-moves = 其中记录了 { $moves } 步，而存档最多只能保存 { $limit } 步
save-move-does-not-replay = 存档中的某一步无法重放：{ $error }
store-no-config-folder = Parlour 找不到你的配置文件夹（没有主文件夹？）；设置和记录将保存在当前文件夹中。
store-picture-cannot-open = 无法打开 { $file }：{ $error }。
store-picture-not-a-file = { $file } 不是文件。
store-picture-too-large = { $file } 超过 40 MB，请选择更小的图片。
store-picture-cannot-read = 无法读取 { $file }：{ $error }。
store-damaged-kept = { $file } 已损坏（{ $reason }）。已将其另存为 { $kept }，并使用默认设置。
store-damaged-not-kept = { $file } 已损坏（{ $reason }），且无法另行保存（{ $error }）；将使用默认设置，该文件保持不动。
store-unreadable = { $error }；将使用默认设置。
store-cannot-save = Parlour 无法保存到 { $folder }（{ $detail }）。游戏可以继续，但设置、记录和游戏可能无法保存。
# Between the parts of a variant's name (a string literal keeps its spaces).
variant-separator = { "，" }

## 在窗口之外准备的发牌。
dealing = 正在发牌…
deal-not-made = 无法发牌。
deal-failed = 无法发牌：{ $reason }

## Settings, "Play on your other devices" (sync).
sync-title = 在你的其他设备上玩
sync-intro = 一个秘密代码通过 Parlour 服务器连接你的设备：进行中的游戏、记录、布局和设置都会跟着你。
sync-server = 服务器
sync-tls = 加密（HTTPS）
sync-make-code = 生成代码
sync-code-input = 另一台设备的代码
sync-join = 用此代码连接
sync-clear-warning = { $server } 不在你的局域网内，且连接未加密：途中的任何人都能读到代码和你的数据。仍然发送吗？
sync-send-anyway = 仍然发送
sync-cancel = 取消
sync-linked = 已通过 { $server } 连接
sync-last = 上次同步：{ $when }
sync-never = 尚未同步
sync-now = 立即同步
sync-running = 正在同步…
sync-show-code = 显示代码
sync-hide-code = 隐藏代码
sync-code-label = 代码：{ $code }
sync-qr-label = 同步代码的二维码
sync-forget = 在此设备上忘记
sync-revoke = 撤销代码
sync-revoke-confirm = 删除服务器上的代码及其全部数据吗？在你用新代码连接之前，其他设备将停止同步。
sync-failed = 同步失败：{ $error }
sync-conflict = { $game }：自上次同步以来，两台设备都改动了这局游戏。
sync-keep-mine = 继续这一局
sync-keep-theirs = 继续另一台设备的
sync-conflict-banner = 两台设备都改动了 { $game }；两局游戏都已保留。请在设置的“在你的其他设备上玩”中选择继续哪一局。
sync-refused = 服务器的部分数据被拒绝并另行保存：{ $refused }
sync-ca-file = CA 证书（PEM 文件）
sync-ca-file-hint = 留空：使用系统的证书颁发机构
sync-replace = 生成新代码
sync-replace-confirm = 为你的所有设备生成新代码吗？此设备先同步，然后当前代码将失效：你的每台其他设备都必须输入新代码（“在此设备上忘记”，再“用此代码连接”）。
sync-replaced = 此设备有了新代码，之前的代码已失效。在你的每台其他设备上：“在此设备上忘记”，然后输入新代码并“用此代码连接”。
sync-old-code-pending = 之前的代码仍然有效，直到某次同步连上服务器并将其撤销。
sync-unknown-code = 服务器不认识此代码：可能输入有误、已被撤销，或已在另一台设备上换成新代码。要用新代码连接：“在此设备上忘记”，然后输入新代码。
sync-old-code-kept = 之前的代码暂时无法撤销（{ $error }）；下次同步时会再试。
sync-too-many-versions = { $game } 未同步：超过 { $count } 个版本在等你选择。请在设置的“在你的其他设备上玩”中选择一个。
sync-keep-theirs-numbered = 继续另一个版本 { $number }

## The card over a won board (Klondike, FreeCell, Spider, Shisen-Sho)
won-card-heading = 你赢了！
won-card-detail = 第 { $deal } 局，用时 { $time }。
won-card-score = 得分：{ $score }
won-card-best-time = 最佳时间：{ $time }
won-card-assisted = 使用了提示，不计入最佳时间。
won-card-new-game = ➕ 新游戏
won-card-play-again = 🔄 重玩这一局
won-card-close = 关闭

# The patience games' background solver (Klondike, FreeCell, Spider): its verdict on the
# position, in the status bar.
card-solver = 求解器
card-solver-thinking = 计算中…
card-solver-winnable = 可以获胜
# A move lost a game that could have been won (or nothing is known of the deal).
card-solver-no-longer-winnable = 已无法获胜
card-solver-cannot-be-won = 无解
# The search stopped before deciding (Spider's solver seldom proves a position lost).
card-solver-undecided = 未能判定
card-solver-won = 已获胜
