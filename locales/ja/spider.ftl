# spider: ja
#
# スパイダー。10 の列は左から 0～9 の番号で、列を選ぶキーとコマンドラインの記法と同じです。
# 「組」は同じスートで降順に並んだカード、「完成した組」（同じスートの K から A まで）は
# 自動で場から取り除かれます。拒否メッセージの $card は短いカード記号（ランク A、2～9、
# 10 は T、J、Q、K と英語のスート文字 C、D、H、S。例：「8D」「TS」）で、それ以外は正式名です。

## 場：スクリーンリーダー用の名前
spider-table = スパイダーの場
spider-card-in-column = { $card }、第{ $column }列
spider-face-down-card = 裏向きのカード、第{ $column }列
spider-empty-column = 第{ $column }列、空
spider-stock = 山札、残り{ $rows }回
spider-stock-empty = 山札、空
spider-finished-run = 完成した組：{ $suit }

## プレイ中のメッセージ
spider-typed-column = 第{ $column }列：移動先の列の番号を入力してください。
spider-nowhere-to-go = { $card }を置ける場所がありません。
spider-cannot-move = そのカードは動かせません：同じスートで続いた組だけがまとめて動きます。
spider-no-hint = 役に立つ手はもうありません。
spider-hint-deal = 山札から 1 列配ってください。
spider-no-winnable-deal = その番号の近くにクリアできる配りが見つかりませんでした。別の番号を試してください。
spider-won = { $time }でクリア！スコア：{ $score }。

## 拒否された手（それぞれ句点で終わる一文）
spider-error-stock-empty = 山札は空です。
spider-error-empty-column-blocks-deal = 空の列があると配れません：第{ $column }列が空です。
spider-error-no-such-column = 第{ $column }列はありません：列は 0～9 です。
spider-error-empty-column = 第{ $column }列は空です。
spider-error-same-column = 同じ列には移動できません。
spider-error-not-a-run = 第{ $column }列に { $count } 枚の動かせる組はありません：表向きで同じスートの続いたカードだけがまとめて動きます。
spider-error-does-not-fit = { $card }は{ $target }の上に置けません：カードは 1 つ上のランクの上に置きます。

## ステータスバー
spider-score = スコア
spider-rows-left = 残りの配り
spider-runs = 完成した組
spider-runs-of = { $done }/{ $all }

## 再開できない保存ゲーム（句点なし）
spider-save-bad = 保存されたゲームが不正です：{ $reason }

## 設定
spider-rules-heading = ルール
spider-suits = スート
spider-suit-count = { $count }スート
spider-winnable-only = ソルバーが解ける配りだけにする
spider-winnable-not-four = 4 スートはソルバーが上限内に解けることがまれなため、1 スートと 2 スートだけです。
spider-show-solver = ソルバーの判定をステータスバーに表示する
spider-rules-next-deal = 今のゲームはスート数を保ちます。新しいスート数は次の配りからです。
spider-table-colour = 台の色
spider-table-colour-default = 既定
