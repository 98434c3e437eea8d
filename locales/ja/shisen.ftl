# shisen: ja

## Above the board

shisen-shuffle-button = 🔀 シャッフル
shisen-shuffle-tooltip = 盤面をクリアできるように残りの牌を並べ替えます（ヘルプ扱い）
shisen-board-cleared = 盤面クリア！
shisen-stuck = 取れるペアがありません：元に戻すかシャッフルしてください。
shisen-unchecked-deal = この配牌は解けるかどうか確認されていません。

shisen-tile = { $face }、{ $row }行{ $col }列

## The dead-end dialog

shisen-dead-end-title = 取れるペアがありません
shisen-dead-end-text = 牌が{ $count }枚残っていますが、線でつなげるペアがありません。一手戻すか、残りの牌をシャッフルする（ヘルプ扱い）か、新しいゲームを始めてください。
shisen-dead-end-undo = 元に戻す
shisen-dead-end-shuffle = シャッフル
shisen-dead-end-new-game = 新しいゲーム

## Counters

shisen-counter-tiles-left = 残り牌
shisen-counter-pairs = ペア
shisen-counter-board = 盤面
shisen-board-gravity = { $size } 重力あり
shisen-counter-help = ヘルプ
shisen-help-used = 使用済み

## Messages

shisen-shuffled = クリアできる配置にシャッフルしました。
shisen-won = { $time }で盤面クリア！
shisen-won-assisted = { $time }で盤面クリア（ヘルプ使用：ベストタイム対象外）！
shisen-hint-shown = ヒントを表示しました：このゲームはベストタイムの対象外になります。
shisen-hint-risky = このペアは取れますが、盤面がクリアできなくなるかもしれません。元に戻すかシャッフルを検討してください。
shisen-deal-failed = 配牌{ $deal }を作れませんでした。別の番号を選んでください。

## Refused picks

shisen-error-off-board = { $row }行{ $col }列は{ $size }の盤面の外です。
shisen-error-no-tile = { $row }行{ $col }列に牌がありません。
shisen-error-same-tile = 別々の牌を2枚選んでください。
shisen-error-different-faces = { $a }と{ $b }は違う牌です：同じ牌どうしでなければペアになりません。
shisen-error-no-path = { $row_a }行{ $col_a }列と{ $row_b }行{ $col_b }列を、空きマスを通って曲がり2回以内で結ぶ線がありません。
shisen-error-shuffle-count = シャッフルでは残りの牌{ $expected }枚すべてに絵柄を割り当てる必要があります（{ $got }枚ではありません）。
shisen-error-shuffle-faces = シャッフルでは残りの牌を並べ替えることしかできず、牌を変えることはできません。

## Shuffles and deals that could not be made

shisen-error-no-tiles-to-shuffle = シャッフルする牌が残っていません
shisen-error-shuffle-not-found = 残り{ $count }枚の牌で解ける配置が見つかりませんでした。もう一度試すか、新しいゲームを始めてください
shisen-error-no-solvable-deal = 配牌{ $deal }（{ $size }）：{ $tries }回試しても解ける配置が見つかりませんでした。別の配牌番号を選んでください

## Settings

shisen-settings-board-size = 盤面サイズ
shisen-settings-rules = ルール
shisen-settings-gravity = 重力：牌を取ると上の牌が下に落ちる
shisen-settings-solvable-only = 解ける配牌のみ（厳密なソルバーで確認）
shisen-settings-sound = サウンド
shisen-settings-next-game = サイズと重力は次のゲームから適用されます。
shisen-settings-new-game-now = 今すぐ新しいゲーム
shisen-settings-wide = 列
shisen-settings-high = 行
shisen-settings-tiles = { $count }枚
shisen-settings-sound-effects = 効果音
shisen-settings-volume = 音量
shisen-settings-try-sound = 試聴
shisen-settings-sound-not-built = 組み込まれていません：Linuxでは `--features sound` を付けてビルドしてください（ALSAのヘッダー libasound2-dev が必要です）。

## Board sizes that cannot be

shisen-error-size-format = 「{ $text }」は盤面サイズではありません：17x8のように「幅x高さ」で書いてください
shisen-error-width = 盤面の幅は{ $min }〜{ $max }枚です（{ $width }枚は不可）
shisen-error-height = 盤面の高さは{ $min }〜{ $max }枚です（{ $height }枚は不可）
shisen-error-groups-of-four = { $width }x{ $height }の盤面は{ $tiles }枚になりますが、牌は4枚1組です：16x7や18x8のように、幅と高さの積が4の倍数になるサイズを選んでください
