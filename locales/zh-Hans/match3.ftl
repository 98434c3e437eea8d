# match3: zh-Hans

## Gems

match3-gem = { $colour ->
    [red] 红色宝石
    [orange] 橙色宝石
    [yellow] 黄色宝石
    [green] 绿色宝石
    [blue] 蓝色宝石
    [purple] 紫色宝石
    [white] 白色宝石
   *[other] 未知宝石
}
match3-row-blaster = { $colour ->
    [red] 红色横排消除
    [orange] 橙色横排消除
    [yellow] 黄色横排消除
    [green] 绿色横排消除
    [blue] 蓝色横排消除
    [purple] 紫色横排消除
    [white] 白色横排消除
   *[other] 未知横排消除
}
match3-column-blaster = { $colour ->
    [red] 红色竖排消除
    [orange] 橙色竖排消除
    [yellow] 黄色竖排消除
    [green] 绿色竖排消除
    [blue] 蓝色竖排消除
    [purple] 紫色竖排消除
    [white] 白色竖排消除
   *[other] 未知竖排消除
}
match3-area-bomb = { $colour ->
    [red] 红色区域炸弹
    [orange] 橙色区域炸弹
    [yellow] 黄色区域炸弹
    [green] 绿色区域炸弹
    [blue] 蓝色区域炸弹
    [purple] 紫色区域炸弹
    [white] 白色区域炸弹
   *[other] 未知区域炸弹
}
match3-colour-bomb = 彩色炸弹
match3-cell = { $gem }，第 { $row } 行，第 { $col } 列

## Modes

match3-mode-timed = 限时
match3-mode-moves = 限步
match3-mode-endless = 无尽
match3-mode-timed-tooltip = 两分钟内尽量多得分
match3-mode-moves-tooltip = 三十步内尽量多得分
match3-mode-endless-tooltip = 没有限制：想玩多久就玩多久
match3-deal-timed = 限时模式，第 { $deal } 局：两分钟内尽量多得分。
match3-deal-moves = 限步模式，第 { $deal } 局：30 步内尽量多得分。
match3-deal-endless = 无尽模式，第 { $deal } 局：想玩多久就玩多久。
match3-daily = 每日一局 { $deal }：30 步内尽量多得分。
match3-settings-mode = 新游戏的模式

## The side panel and the counters

match3-score = 得分
match3-cascade-multiplier = 连锁 ×{ $multiplier }！
match3-time-left = 剩余时间
match3-moves-left = 剩余步数
match3-moves-made = 已走步数
match3-moves = 步数
match3-best-in = { $mode ->
    [timed] { match3-mode-timed }
    [moves] { match3-mode-moves }
   *[endless] { match3-mode-endless }
}最高分：{ $best }
match3-mode = 模式
match3-show-hint = 💡 提示
match3-show-hint-tooltip = 显示一个好的交换 (H)
match3-auto-play = ▶ 自动玩
match3-auto-play-tooltip = 让电脑一直玩，直到你停止它（按 Esc 或点击棋盘）
match3-how-to-play = 交换两个相邻的宝石（依次点击两个，或拖动一个），让三个或更多同色宝石连成一线。四个连线生成消除宝石，L 形或 T 形生成区域炸弹，五个生成彩色炸弹。连锁会让得分翻倍。

## The end of a game

match3-points = { $points ->
   *[other] { $score } 分
}
match3-game-over-time = 时间到！
match3-game-over-moves = 步数用完了！
match3-play-again = 再玩一次
match3-finished-time = 时间到：{ $points ->
   *[other] { $score } 分
}。
match3-finished-moves = 没有剩余步数：{ $points ->
   *[other] { $score } 分
}。
match3-game-is-over = 游戏已结束：请开始新游戏 (F2)。

## Messages during play

match3-cascade-said = 连锁 ×{ $steps }：{ $points } 分！
match3-no-line = 这次交换连不成线：交换后必须有三个连成一线。
match3-auto-play-on = 自动玩：正在观看电脑游戏。本局不计纪录。
match3-auto-play-no-record = 本局使用了自动玩，因此不计纪录。
match3-no-swap = 没有能连成线的交换。
match3-hint-right = 提示：把第 { $row } 行第 { $col } 列的{ $gem }与右边的交换。
match3-hint-left = 提示：把第 { $row } 行第 { $col } 列的{ $gem }与左边的交换。
match3-hint-above = 提示：把第 { $row } 行第 { $col } 列的{ $gem }与上面的交换。
match3-hint-below = 提示：把第 { $row } 行第 { $col } 列的{ $gem }与下面的交换。

## Refused swaps. Columns and rows here count from 0.

match3-refused-off-board = 无法交换：第 { $col } 列第 { $row } 行在棋盘之外（列和行的编号为 0 到 7）。
match3-refused-not-neighbours = 无法交换：第 { $col_a } 列第 { $row_a } 行与第 { $col_b } 列第 { $row_b } 行不相邻：只能与上下左右相邻的宝石交换。
match3-refused-no-line = 无法交换：交换第 { $col_a } 列第 { $row_a } 行与第 { $col_b } 列第 { $row_b } 行连不成线：交换后必须有三个或更多连成一线。
match3-refused-no-moves = 无法交换：没有剩余步数，游戏已结束。
