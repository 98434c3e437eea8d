# match3: zh-Hant

## Gems

match3-gem = { $colour ->
    [red] 紅色寶石
    [orange] 橙色寶石
    [yellow] 黃色寶石
    [green] 綠色寶石
    [blue] 藍色寶石
    [purple] 紫色寶石
    [white] 白色寶石
   *[other] 未知寶石
}
match3-row-blaster = { $colour ->
    [red] 紅色橫排消除
    [orange] 橙色橫排消除
    [yellow] 黃色橫排消除
    [green] 綠色橫排消除
    [blue] 藍色橫排消除
    [purple] 紫色橫排消除
    [white] 白色橫排消除
   *[other] 未知橫排消除
}
match3-column-blaster = { $colour ->
    [red] 紅色直排消除
    [orange] 橙色直排消除
    [yellow] 黃色直排消除
    [green] 綠色直排消除
    [blue] 藍色直排消除
    [purple] 紫色直排消除
    [white] 白色直排消除
   *[other] 未知直排消除
}
match3-area-bomb = { $colour ->
    [red] 紅色區域炸彈
    [orange] 橙色區域炸彈
    [yellow] 黃色區域炸彈
    [green] 綠色區域炸彈
    [blue] 藍色區域炸彈
    [purple] 紫色區域炸彈
    [white] 白色區域炸彈
   *[other] 未知區域炸彈
}
match3-colour-bomb = 彩色炸彈
match3-cell = { $gem }，第 { $row } 橫列，第 { $col } 直行

## Modes

match3-mode-timed = 限時
match3-mode-moves = 限步
match3-mode-endless = 無盡
match3-mode-timed-tooltip = 兩分鐘內盡量多得分
match3-mode-moves-tooltip = 三十步內盡量多得分
match3-mode-endless-tooltip = 沒有限制：想玩多久就玩多久
match3-deal-timed = 限時模式，第 { $deal } 局：兩分鐘內盡量多得分。
match3-deal-moves = 限步模式，第 { $deal } 局：30 步內盡量多得分。
match3-deal-endless = 無盡模式，第 { $deal } 局：想玩多久就玩多久。
match3-daily = 每日一局 { $deal }：30 步內盡量多得分。
match3-settings-mode = 新遊戲的模式

## The side panel and the counters

match3-score = 得分
match3-cascade-multiplier = 連鎖 ×{ $multiplier }！
match3-time-left = 剩餘時間
match3-moves-left = 剩餘步數
match3-moves-made = 已走步數
match3-moves = 步數
match3-best-in = { $mode ->
    [timed] { match3-mode-timed }
    [moves] { match3-mode-moves }
   *[endless] { match3-mode-endless }
}最高分：{ $best }
match3-mode = 模式
match3-show-hint = 💡 提示
match3-show-hint-tooltip = 顯示一個好的交換 (H)
match3-auto-play = ▶ 自動玩
match3-auto-play-tooltip = 讓電腦一直玩，直到你停止它（按 Esc 或點擊棋盤）
match3-how-to-play = 交換兩顆相鄰的寶石（依序點擊兩顆，或拖曳一顆），讓三顆或更多同色寶石連成一線。四顆連線產生消除寶石，L 形或 T 形產生區域炸彈，五顆產生彩色炸彈。連鎖會讓得分加倍。

## The end of a game

match3-points = { $points ->
   *[other] { $score } 分
}
match3-game-over-time = 時間到！
match3-game-over-moves = 步數用完了！
match3-play-again = 再玩一次
match3-finished-time = 時間到：{ $points ->
   *[other] { $score } 分
}。
match3-finished-moves = 沒有剩餘步數：{ $points ->
   *[other] { $score } 分
}。
match3-game-is-over = 遊戲已結束：請開始新遊戲 (F2)。

## Messages during play

match3-cascade-said = 連鎖 ×{ $steps }：{ $points } 分！
match3-no-line = 這次交換連不成線：交換後必須有三顆連成一線。
match3-auto-play-on = 自動玩：正在觀看電腦遊戲。本局不計紀錄。
match3-auto-play-no-record = 本局使用了自動玩，因此不計紀錄。
match3-no-swap = 沒有能連成線的交換。
match3-hint-right = 提示：把第 { $row } 橫列第 { $col } 直行的{ $gem }與右邊的交換。
match3-hint-left = 提示：把第 { $row } 橫列第 { $col } 直行的{ $gem }與左邊的交換。
match3-hint-above = 提示：把第 { $row } 橫列第 { $col } 直行的{ $gem }與上面的交換。
match3-hint-below = 提示：把第 { $row } 橫列第 { $col } 直行的{ $gem }與下面的交換。

## Refused swaps. Columns and rows here count from 0.

match3-refused-off-board = 無法交換：第 { $col } 直行第 { $row } 橫列在棋盤之外（直行和橫列的編號為 0 到 7）。
match3-refused-not-neighbours = 無法交換：第 { $col_a } 直行第 { $row_a } 橫列與第 { $col_b } 直行第 { $row_b } 橫列不相鄰：只能與上下左右相鄰的寶石交換。
match3-refused-no-line = 無法交換：交換第 { $col_a } 直行第 { $row_a } 橫列與第 { $col_b } 直行第 { $row_b } 橫列連不成線：交換後必須有三顆或更多連成一線。
match3-refused-no-moves = 無法交換：沒有剩餘步數，遊戲已結束。
