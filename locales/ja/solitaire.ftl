# solitaire: ja
# 上海：同じ絵柄の取れる牌を二枚ずつ取り除く。

## The strip above the board
solitaire-back-to-editor = ⮨ エディターに戻る
solitaire-test-playing = { $layout } をテストプレイ中
solitaire-test-playing-unnamed = このレイアウトをテストプレイ中
solitaire-test-playing-tip = テストプレイは記録に残りません。
solitaire-shuffle = 🔀 シャッフル
solitaire-shuffle-tip = 残りの牌を取り切れるように配り直します（ヘルプ扱い）
solitaire-unsolvable-warning = ⚠ この局面はもう取り切れません。元に戻すかシャッフルしてください。
solitaire-layout = レイアウト
solitaire-layout-label = レイアウト：
solitaire-layout-entry = { $layout }（{ $count }枚）
solitaire-your-layouts = 自作レイアウト
solitaire-unreadable-files = { $count }個のファイルを読み込めませんでした
solitaire-layout-chooser-tip = 内蔵レイアウトと自作レイアウト（レイアウトフォルダーから）
solitaire-no-record = このレイアウトで終えたゲームはまだありません
solitaire-record = ベスト { $best } · { $played }回中{ $won }勝
solitaire-record-tip = ベストタイムはヒントもシャッフルも使わない勝利だけが対象です
solitaire-no-game = ゲームがありません。

## The counters in the status bar
solitaire-tiles-left = 残り牌
solitaire-moves = 取れる組
solitaire-shuffles = シャッフル

## The board
solitaire-tile-free = { $tile }、取れる、{ $column }列、{ $row }行、{ $layer }段目
solitaire-tile-blocked = { $tile }、取れない、{ $column }列、{ $row }行、{ $layer }段目
solitaire-tile-selected = { $tile }、選択中、{ $column }列、{ $row }行、{ $layer }段目
solitaire-tile-not-free = その牌は取れません。上に牌が載っているか、左右両側がふさがっています。

## Won, and no moves left
solitaire-cleared = クリア！
solitaire-cleared-in = { $time }でクリア！
solitaire-cleared-detail = { $layout }、配牌 { $deal }、{ $time }。
solitaire-cleared-test = テストプレイなので記録は変わりません。
solitaire-cleared-assisted = ヒントかシャッフルを使ったので、ベストタイムにはなりません。
solitaire-best-time = このレイアウトのベストタイム：{ $time }
solitaire-new-game = ✚ 新しいゲーム
solitaire-play-again = ⟲ この配牌をもう一度
solitaire-stuck-title = もう取れる牌がありません
solitaire-stuck-text = 取れる牌に同じ絵柄の組がありません。一手戻すか、残りの牌をシャッフルするか、最初からやり直してください。
solitaire-undo = ⮪ 元に戻す
solitaire-restart = ⟲ やり直す

## Messages in the status bar
solitaire-shuffled = シャッフルしました。残りの牌は取り切れます。
solitaire-shuffle-failed = シャッフルできません：{ $reason }。
solitaire-no-arrangement = 残りの牌をどう並べても取り切れません（{ $reason }）。元に戻してください。
solitaire-hint-searching = 安全な組を探しています…
solitaire-hint = ヒント：{ $first }と{ $second }。
solitaire-hint-unsafe = ヒント：{ $first }と{ $second }（どの組を取ってもこの局面は解けません。元に戻すかシャッフルしてください）。
solitaire-no-pair = 取れる組がありません。
solitaire-layout-gone = そのレイアウトはもうレイアウトフォルダーにありません。
solitaire-no-layout = 遊べるレイアウトがありません。
solitaire-layout-missing = レイアウト「{ $layout }」が見つかりません。
solitaire-cannot-be-played = { $layout } は遊べません：{ $reason }。

## Why a move was refused.
solitaire-error-no-such-tile = このレイアウトに { $index } 番の牌はありません
solitaire-error-already-removed = { $x },{ $y }（{ $z }層）の牌はもう取られています
solitaire-error-same-tile = 別々の牌を二枚選んでください
solitaire-error-not-free = { $x },{ $y }（{ $z }層）の牌は取れません。上に牌が載っているか、左右両側がふさがっています
solitaire-error-no-match = { $first }と{ $second }は同じ絵柄ではありません
solitaire-error-shuffle-length = シャッフルの結果は{ $got }枚ではなく{ $expected }枚でなければなりません
solitaire-error-shuffle-changes-faces = シャッフルでは盤上に残る牌の絵柄を並べ替えることしかできません

## Why no deal can be made.
solitaire-deal-empty = レイアウトに牌がありません
solitaire-deal-odd-count = レイアウトの牌が{ $count }枚です。牌は二枚ずつ取るので偶数枚が必要です
solitaire-deal-never-cleared = このレイアウトは決して取り切れません。どの順に取っても、同時に二枚取れることのない牌が残ります。例：{ $tiles }
solitaire-deal-search-limit = このレイアウトを取り切る手順は見つかりませんでした。おそらく取り切れません（例：{ $tiles }が隣に何もないまま積み重なって残ります）
solitaire-deal-unpaired = 盤上に対になる相手のいない牌が残ります
solitaire-stuck-tile = { $x },{ $y }（{ $z }層）の牌
solitaire-list-separator = {"、"}
solitaire-stuck-list = { $more ->
    [0] { $tiles }
   *[other] { $tiles }ほか{ $more }枚
}

## Layout files that cannot be used
solitaire-layout-too-large = このレイアウトには{ $width }x{ $height }x{ $layers }のグリッドが必要ですが、レイアウトファイルに入るのは最大で{ $max_width }x{ $max_height }（半牌単位）、{ $max_layers }層までです
solitaire-file-no-file-name = { $path }：このファイルには .layout ファイルを指定する FileName= 行がありません
solitaire-file-bad-name = 「{ $name }」はレイアウトフォルダー内のレイアウトファイル名ではありません
