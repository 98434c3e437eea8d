# freecell: ja

## Table: names of the piles, for screen readers
freecell-table = フリーセルの場
freecell-column = 第{ $column }列
freecell-cell = フリーセル{ $cell }
freecell-foundation = { card-suit }の組札
freecell-empty = { $pile }、空

## Messages of play
freecell-cannot-pick = { $card }は一番上の連続した列にないので、取れません。
freecell-cannot-go-there = そこには置けません。
freecell-typed-source = { $card }：どこへ？ 1〜8、a〜d、h を入力してください。
freecell-typed-empty = { $pile }には動かせるカードがありません。
freecell-typed-no-move = それは手になりません。列かセルを入力してから、移動先を入力してください。
freecell-no-hint = ここから勝てる手は見つかっていません。
freecell-hint = ヒント：{ $mv }
freecell-won = { $time }でクリア！
freecell-deal-out-of-range = フリーセルの配り番号は{ $first }から{ $last }までです。
freecell-no-winnable-deal = その番号からは、ソルバーが解ける配りが見つかりませんでした。

## Refused moves
freecell-error-no-such-column = 第{ $column }列はありません。
freecell-error-no-such-cell = フリーセル{ $cell }はありません。
freecell-error-empty-column = 第{ $column }列は空です。
freecell-error-empty-cell = フリーセル{ $cell }は空です。
freecell-error-cell-taken = フリーセル{ $cell }にはもうカードがあります。
freecell-error-not-a-run = 第{ $column }列の上の{ $count }枚は連続していません。
freecell-error-too-many = { $count }枚は一度に動かせません。フリーセルと空の列で動かせるのは{ $max }枚です。
freecell-error-does-not-fit = { $card }は{ $target }の上に置けません。
freecell-error-not-next = { $card }はまだ組札に置けません。
freecell-error-same-column = 列を同じ列に動かすことはできません。
freecell-save-bad = 保存されたゲームが正しくありません：{ $reason }

## Status bar
freecell-cards-home = 組札
freecell-can-move = 移動可能

## Settings
freecell-rules-heading = ルール（次の配りから）
freecell-cells = フリーセルの数
freecell-bakers = ベーカーズゲーム：同じスートで重ねる
freecell-winnable-only = クリアできない配りを飛ばす
freecell-play-heading = プレイ
freecell-auto-safe = 安全なカードを自動で組札へ移す
freecell-auto-finish = 残りが安全になったら自動で仕上げる
freecell-keys-help = キーボード：列 1〜8 かセル a〜d、次に移動先（1〜8、a〜d、組札は h）。同じキーを2回押すと、カードを組札かフリーセルへ送ります。
freecell-rules-next-deal = 今のゲームは元のルールのままです。新しいルールは次の配りから適用されます。
