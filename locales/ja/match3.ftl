# match3: ja

## Gems

match3-gem = { $colour ->
    [red] 赤の宝石
    [orange] オレンジの宝石
    [yellow] 黄色の宝石
    [green] 緑の宝石
    [blue] 青の宝石
    [purple] 紫の宝石
    [white] 白の宝石
   *[other] 不明な宝石
}
match3-row-blaster = { $colour ->
    [red] 赤の横ライン消し
    [orange] オレンジの横ライン消し
    [yellow] 黄色の横ライン消し
    [green] 緑の横ライン消し
    [blue] 青の横ライン消し
    [purple] 紫の横ライン消し
    [white] 白の横ライン消し
   *[other] 不明な横ライン消し
}
match3-column-blaster = { $colour ->
    [red] 赤の縦ライン消し
    [orange] オレンジの縦ライン消し
    [yellow] 黄色の縦ライン消し
    [green] 緑の縦ライン消し
    [blue] 青の縦ライン消し
    [purple] 紫の縦ライン消し
    [white] 白の縦ライン消し
   *[other] 不明な縦ライン消し
}
match3-area-bomb = { $colour ->
    [red] 赤のボム
    [orange] オレンジのボム
    [yellow] 黄色のボム
    [green] 緑のボム
    [blue] 青のボム
    [purple] 紫のボム
    [white] 白のボム
   *[other] 不明なボム
}
match3-colour-bomb = カラーボム
match3-cell = { $gem }、{ $row }行{ $col }列

## Modes

match3-mode-timed = タイム
match3-mode-moves = 手数
match3-mode-endless = エンドレス
match3-mode-timed-tooltip = 2分間でできるだけ多く得点しよう
match3-mode-moves-tooltip = 30手でできるだけ多く得点しよう
match3-mode-endless-tooltip = 制限なし：好きなだけ遊べます
match3-deal-timed = タイムモード、ディール{ $deal }：2分間でできるだけ多く得点しよう。
match3-deal-moves = 手数モード、ディール{ $deal }：30手でできるだけ多く得点しよう。
match3-deal-endless = エンドレスモード、ディール{ $deal }：好きなだけ遊べます。
match3-daily = 今日のディール{ $deal }：30手でできるだけ多く得点しよう。
match3-settings-mode = 新しいゲームのモード

## The side panel and the counters

match3-score = スコア
match3-cascade-multiplier = 連鎖 ×{ $multiplier }！
match3-time-left = 残り時間
match3-moves-left = 残り手数
match3-moves-made = 手数
match3-moves = 手数
match3-best-in = { $mode ->
    [timed] { match3-mode-timed }
    [moves] { match3-mode-moves }
   *[endless] { match3-mode-endless }
}の最高記録：{ $best }
match3-mode = モード
match3-show-hint = 💡 ヒント
match3-show-hint-tooltip = よい入れ替えを表示 (H)
match3-auto-play = ▶ オートプレイ
match3-auto-play-tooltip = 止めるまでコンピューターがプレイします（Escまたは盤面をクリック）
match3-how-to-play = 隣り合う宝石を入れ替えて（両方をクリックするか、片方をドラッグ）、3つ以上並べましょう。4つ並べるとライン消し、L字やT字でボム、5つでカラーボムができます。連鎖すると得点が倍増します。

## The end of a game

match3-points = { $points ->
   *[other] { $score }点
}
match3-game-over-time = タイムアップ！
match3-game-over-moves = 手数切れ！
match3-play-again = もう一度
match3-finished-time = タイムアップ：{ $points ->
   *[other] { $score }点
}。
match3-finished-moves = 手数切れ：{ $points ->
   *[other] { $score }点
}。
match3-game-is-over = ゲームは終了しました：新しいゲームを始めてください (F2)。

## Messages during play

match3-cascade-said = { $steps }連鎖：{ $points }点！
match3-no-line = その入れ替えでは何もそろいません：3つ並ぶように入れ替えてください。
match3-auto-play-on = オートプレイ：コンピューターがプレイします。記録には残りません。
match3-auto-play-no-record = このゲームはオートプレイを使ったので、記録には残りません。
match3-no-swap = 並びを作れる入れ替えがありません。
match3-hint-right = ヒント：{ $row }行{ $col }列の{ $gem }を右隣と入れ替えよう。
match3-hint-left = ヒント：{ $row }行{ $col }列の{ $gem }を左隣と入れ替えよう。
match3-hint-above = ヒント：{ $row }行{ $col }列の{ $gem }を上と入れ替えよう。
match3-hint-below = ヒント：{ $row }行{ $col }列の{ $gem }を下と入れ替えよう。

## Refused swaps. Columns and rows here count from 0.

match3-refused-off-board = 入れ替えできません：{ $col }列{ $row }行は盤面の外です（列と行は0〜7）。
match3-refused-not-neighbours = 入れ替えできません：{ $col_a }列{ $row_a }行と{ $col_b }列{ $row_b }行は隣り合っていません：上下左右の隣と入れ替えてください。
match3-refused-no-line = 入れ替えできません：{ $col_a }列{ $row_a }行と{ $col_b }列{ $row_b }行を入れ替えても何もそろいません：3つ以上並ぶように入れ替えてください。
match3-refused-no-moves = 入れ替えできません：手数が残っていません。ゲームは終了です。
