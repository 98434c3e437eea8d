# klondike: ja

## Table
klondike-table = クロンダイクの場
klondike-stock = 山札
klondike-waste = 捨て札
klondike-foundation = { card-suit }の組札
klondike-pile = 第{ $pile }列
klondike-stock-face-down = 山札、裏向き{ $count }枚
klondike-face-down-card = { $pile }：裏向きのカード
klondike-empty-pile = { $pile }、空
klondike-stock-empty-recycle = 山札は空：捨て札を戻せます

## Messages of play
klondike-no-passes-left = 山札をめくれる回数が残っていません。
klondike-nowhere-to-go = { $card }を置ける場所がありません。
klondike-cannot-move = そのカードは動かせません。
klondike-cannot-go-there = そこには置けません。
klondike-nothing-to-pick-up = そこに取れるカードはありません。
klondike-holding = { $card }を持っています。
klondike-holding-more = { $card }ほか{ $more }枚を持っています。
klondike-no-hint = 役に立つ手はもうありません。
klondike-won = { $time }でクリア！
klondike-won-score = { $time }でクリア！スコア：{ $score }。

## Refused moves
klondike-error-empty-stock = 山札が空です。捨て札を山札に戻してください。
klondike-error-stock-not-empty = 山札にまだカードがあります。先にめくってください。
klondike-error-no-passes-left = 山札をめくれる回数が残っていません。
klondike-error-empty-waste = 捨て札がありません。
klondike-error-no-such-pile = 第{ $pile }列はありません。
klondike-error-empty-pile = 第{ $pile }列は空です。
klondike-error-not-a-run = 第{ $pile }列に表向きで続く{ $count }枚のカードはありません。
klondike-error-does-not-fit = { $card }は{ $target }の上に置けません。
klondike-error-king-only = 空いた列に置けるのはキングだけです（{ $card }は置けません）。
klondike-error-not-next = { $card }はまだ組札に置けません。
klondike-error-empty-foundation = { card-suit }の組札は空です。
klondike-error-same-pile = 同じ列には移動できません。

## Status bar
klondike-score = スコア
klondike-dollars = ${ $amount }
klondike-vegas-total = 累計
klondike-redeals-left = 残り巡回数

## Saved game
klondike-save-pile-count = 保存データの列が{ $count }列です
klondike-save-duplicate-card = 保存された配り方が不正です：{ $card }が2枚あります
klondike-save-card-count = 保存された配り方が不正です：カードが52枚でなく{ $count }枚です
klondike-save-bad-deal = 保存された配り方が不正です：{ $reason }

## Settings
klondike-rules-heading = ルール（次の配りから）
klondike-play-heading = プレイ
klondike-rules-next-deal = 今のゲームは元のルールのままです。新しいルールは次の配りから適用されます。
klondike-draw = めくる枚数
klondike-draw-cards = { $count }枚
klondike-passes = 山札の巡回
klondike-passes-unlimited = 無制限
klondike-passes-count = { $count }回
klondike-piles = 場札の列数
klondike-scoring = 得点方式
klondike-scoring-none = なし
klondike-scoring-standard = 標準
klondike-scoring-vegas = ベガス
klondike-vegas-running-total = ベガス：配りをまたいで累計する
klondike-vegas-now = （現在 ${ $amount }）
klondike-vegas-reset = 累計をリセット
klondike-winnable-only = ソルバーが解ける配りだけにする
klondike-auto-safe = 安全なカードを自動で組札へ移す
klondike-auto-finish = 全カードが表向きになったら自動で仕上げる
klondike-table-colour = 台の色
klondike-table-colour-default = 既定
