# solitaire: ja
# 上海：同じ絵柄の取れる牌を二枚ずつ取り除く。

## The strip above the board
solitaire-back-to-editor = ↩ エディターに戻る
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
solitaire-new-game = ➕ 新しいゲーム
solitaire-play-again = 🔄 この配牌をもう一度
solitaire-stuck-title = もう取れる牌がありません
solitaire-stuck-text = 取れる牌に同じ絵柄の組がありません。一手戻すか、残りの牌をシャッフルするか、最初からやり直してください。
solitaire-undo = ↩ 元に戻す
solitaire-restart = 🔄 やり直す

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

solitaire-file-empty = { $line }行目：ファイルが空です。レイアウトは '{ $magic }' で始まります
solitaire-file-not-a-layout = { $line }行目：'{ $magic }' が必要ですが '{ $found }' がありました。Parlourのレイアウトではありません
solitaire-file-unsupported = { $line }行目：このレイアウトの形式は '{ $found }' ですが、このParlourが読めるのは '{ $magic }' です
solitaire-file-bad-header = { $line }行目：'name: Turtle' のようなヘッダーか 'layer 0' の行が必要ですが '{ $found }' がありました
solitaire-file-unknown-header = { $line }行目：不明なヘッダー '{ $key }'。ヘッダーは name、author、size です
solitaire-file-repeated-header = { $line }行目：'{ $key }' が二度目に出てきました
solitaire-file-missing-header = { $line }行目：層の前に '{ $key }:' の行がありません
solitaire-file-bad-size = { $line }行目：サイズは 幅x高さx層数（例：32x16x5）で、幅は2～{ $width }、高さは2～{ $height }、層数は1～{ $layers }（牌なしなら0x0x0）です。'{ $found }' がありました
solitaire-file-expected-layer = { $line }行目：'layer { $expected }' が必要ですが '{ $found }' がありました
solitaire-file-missing-rows = { $line }行目：第{ $layer }層は{ $found }行ですが、サイズでは{ $expected }行です
solitaire-file-missing-layers = { $line }行目：ファイルは{ $found }層で終わっていますが、サイズでは{ $expected }層です
solitaire-file-trailing = { $line }行目：'{ $found }' がサイズで許される最後の層（{ $layers }層）の後にあります
solitaire-file-row-too-wide = { $line }行目：この行は{ $found }マスですが、幅は{ $width }です
solitaire-file-bad-cell = { $line }行目{ $column }列：'{ $found }' はレイアウトのマスではありません。'.'、'['、']'、'-' を使ってください
solitaire-file-tile-outside = { $line }行目{ $column }列：ここから始まる牌が{ $width }x{ $height }のグリッドからはみ出しています
solitaire-file-broken-tile = { $line }行目{ $column }列：{ $tile_line }行目{ $tile_column }列から始まる牌には '{ $expected }' が必要ですが '{ $found }' がありました
solitaire-file-stray-cell = { $line }行目{ $column }列：'{ $found }' はどの牌にも属しません（牌は '[]' の下に '--'）。空きマスには '.' と書いてください
solitaire-kmj-not-a-layout = { $line }行目：'{ $magic_old }' か '{ $magic_new }' が必要ですが '{ $found }' がありました。KMahjonggのレイアウトではありません
solitaire-kmj-bad-dimension = { $line }行目：'{ $key }' の後には0より大きい整数が必要ですが '{ $found }' がありました
solitaire-kmj-missing-dimension = { $line }行目：ファイルに{ $what ->
    [width] 幅
    [height] 高さ
   *[depth] 奥行き
}がありません（'{ $example }' のような行）
solitaire-kmj-too-large = { $line }行目：{ $reason }
solitaire-kmj-row-width = { $line }行目：この行は{ $found }マスですが、盤の幅は{ $expected }マスです
solitaire-kmj-row-count = { $line }行目：グリッドの行は{ $found }行ですが、{ $height }行の層が{ $levels }つなら{ $expected }行必要です
solitaire-kmj-missing-group = { $line }行目：[{ $group }] グループがありません。KMahjonggのレイアウト説明ではありません
solitaire-kmj-bad-desktop-line = { $line }行目：キー=値 が必要ですが '{ $found }' がありました
solitaire-limit-grid = グリッドは半牌{ $width }x{ $height }で{ $layers }層です。Parlourの最大は{ $max_width }x{ $max_height }で{ $max_layers }層です
solitaire-limit-tiles = レイアウトの牌は{ $tiles }枚です。Parlourの最大は{ $max }枚です
solitaire-limit-outside = 第{ $z }層の{ $x },{ $y }にある牌が最大グリッド（半牌{ $max_width }x{ $max_height }、層0～{ $top }）の外にあります
solitaire-limit-same-place = 2枚の牌が同じ場所（第{ $z }層の{ $x },{ $y }）にあります
