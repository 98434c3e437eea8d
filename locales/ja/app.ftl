# app: ja
# ウィンドウの外枠：メニュー、ツールバー、ステータスバー、ダイアログ、設定、統計、日替わりゲーム。

## ゲーム切り替えで表示する名前。
game-solitaire = 上海
game-editor = レイアウト編集
game-shisen = 四川省
game-match3 = マッチ3
game-klondike = クロンダイク
game-freecell = フリーセル
game-spider = スパイダー
game-mahjong = 麻雀
switcher-games = ゲーム

## メニュー。
menu-game = ゲーム
menu-new-game = 新しいゲーム
menu-new-game-numbered = 番号を指定して新しいゲーム…
menu-restart = リスタート
menu-today = 今日のゲーム…
menu-pause = 一時停止
menu-statistics = 統計…
menu-records = 記録…
menu-quit = 終了
menu-edit = 編集
menu-undo = 元に戻す
menu-redo = やり直し
menu-hint = ヒント
menu-settings = 設定…
menu-help = ヘルプ
menu-about = Parlourについて

## ツールバー：短いラベル（前にアイコンが付く）とツールチップ。
tool-new-game = 新しいゲーム
tool-new-game-tip = 新しいゲームを配る（F2）
tool-deal = 番号…
tool-deal-tip = 番号を指定してプレイ
tool-restart = リスタート
tool-restart-tip = このゲームを最初からやり直す
tool-today = 今日
tool-today-tip = 日替わりゲーム
tool-undo = 元に戻す
tool-undo-tip = 1手戻す（Ctrl+Z）
tool-redo = やり直し
tool-redo-tip = 戻した手をやり直す（Ctrl+Shift+Z）
tool-hint = ヒント
tool-hint-tip = よい手を表示（H）
tool-pause = 一時停止
tool-resume = 再開
tool-pause-tip = 一時停止して盤面を隠す（P）
tool-statistics = 統計
tool-statistics-tip = このゲームの統計（F8）
tool-settings = 設定
tool-settings-tip = 環境設定
tool-about = 情報
tool-about-tip = Parlourについて

## ステータスバー。
status-play-time = プレイ時間
status-deal = ゲーム番号 { $deal }
# $date は「2026年11月25日」のような日付。
status-daily-deal = { $date }のゲーム：{ $deal }
status-nothing-to-undo = 元に戻す操作はありません。
status-nothing-to-redo = やり直す操作はありません。
banner-dismiss = 閉じる
record-new-best-time = ベストタイム更新！
record-new-best-score = ベストスコア更新！

## 一時停止画面。
paused-title = 一時停止中
paused-text = 盤面は隠され、時計は止まっています。
paused-resume = 再開

## ダイアログ共通のボタン。
dialog-close = 閉じる
dialog-cancel = キャンセル

## 設定。
settings-title = 設定
settings-language = 言語
settings-theme = テーマ
settings-theme-system = システムに合わせる
settings-theme-light = ライト
settings-theme-dark = ダーク
settings-animation-speed = アニメーション速度
settings-animation-off = オフ
settings-saved-in = 保存先：{ $folder }
settings-tiles = 牌
settings-corner-index = 初心者向けに隅に目印を表示（「3」「E」）
settings-colour-blind = 色覚に配慮した牌の配色
settings-dim-blocked = 取れない牌を暗く表示
settings-card-back = カードの裏面
# $back はカードの裏面の名前（「格子」など）。
settings-card-back-preview = { $back }のプレビュー
settings-picture-hint = 画像を選択…（PNGまたはJPEGのパス）
settings-use-picture = 画像を使う
settings-picture-none = 先にPNGまたはJPEG画像のパスを入力してください。
# $reason は画像を使えない理由。
settings-picture-refused = { $reason }裏面は変更されません。
settings-picture-done = 画像をカードの裏面にしました。
# $detail は画像デコーダー自身の説明。
settings-picture-undecodable = このファイルはParlourが読み込めるPNGまたはJPEG画像ではありません（{ $detail }）。裏面は変更されません。
settings-picture-empty = この画像は空です。裏面は変更されません。
settings-picture-lost = カードの裏面の画像を読み込めませんでした：{ $reason }

## 絵柄ギャラリー。
gallery-title = 絵柄ギャラリー
gallery-tile-width = 牌の幅
gallery-tiles = 牌
gallery-tile-back = 牌の裏面
# $look は下の強調表示のいずれか。
gallery-look-tile = 牌（{ $look }）
gallery-look-selected = 選択中
gallery-look-hinted = ヒント
gallery-look-refused = 不可
gallery-look-dimmed = 減光
gallery-cards = カード
gallery-card-back = カードの裏面：{ $back }
gallery-gems = 宝石
gallery-selected-gem = 選択中の宝石

## バージョン情報。
about-version = バージョン { $version }
about-games = 牌とカードのゲーム集：上海（レイアウトエディター付き）、四川省、マッチ3、クロンダイク、麻雀。
about-deals-licence = どのゲームにも番号があり、同じ配りを再現できます。ライセンスはMIT OR Apache-2.0です。
about-fonts = 牌の文字：Noto Serif CJK（SIL Open Font License 1.1）。
about-gallery = 絵柄ギャラリー…

## 番号指定ダイアログ。
deal-dialog-title = 番号を指定して新しいゲーム
deal-dialog-text = どのゲームにも番号があり、同じ番号を入力すると同じゲームをもう一度プレイできます。
deal-dialog-hint = ゲーム番号
deal-dialog-deal = 開始
deal-dialog-not-a-number = 12345のような整数を入力してください。
deal-dialog-out-of-range = このゲームの配り番号は{ $first }から{ $last }までです。

## 記録。
records-title = 記録
records-none = 終了したゲームはまだありません。
records-game = ゲーム
records-variant = 種類
records-best-time = ベストタイム
records-best-score = ベストスコア
records-played = プレイ
records-won = 勝利
records-streak = 連勝
records-best-streak = 最長連勝

## 統計。
stats-title = 統計：{ $game }
stats-no-games = まだ記録がありません
stats-no-games-text = { $game }を1ゲーム終えると、ここに統計が表示されます。
stats-variant = 種類：
stats-reset = 統計をリセット…
stats-reset-question = この統計をリセットしますか？上のゲームの記録はすべて消去されます。
stats-reset-confirm = リセット
stats-reset-keep = リセットしない
stats-undo-reset = { $variant }のリセットを取り消す
# 種類の名前の部分。コンマでつながる：「3枚めくり, 7列, 山札3巡」。
variant-draw = { $cards }枚めくり
variant-piles = { $piles }列
variant-passes = { $passes ->
   *[other] 山札{ $passes }巡
}
variant-unlimited = 山札巡回無制限
variant-unscored = スコアなし
variant-standard = 標準スコア
variant-vegas = ベガス式スコア
variant-gravity = 重力あり
variant-cells = フリーセル{ $cells }個
variant-bakers = ベーカーズゲーム
variant-timed = タイムアタック
variant-moves = 30手
variant-suits = { $suits }スート
variant-endless = エンドレス
variant-hands = 局ごと
variant-games = 対局ごと
stats-played = プレイ回数
stats-won = 勝利回数
stats-win-rate = 勝率
stats-streak = 現在の連勝
stats-best-streak = 最長連勝
stats-best-time = ベストタイム
stats-median-time = タイムの中央値
# スクリーンリーダーが読み上げる数値：「プレイ回数：12」。
stats-figure = { $label }：{ $value }
stats-chart-times = 勝利したゲームのタイム（直近{ $games }ゲーム）
stats-chart-best = ベストタイム { $time }
stats-axis-game = ゲーム
stats-chart-times-name = グラフ：勝利したゲームのタイム
stats-no-recent-wins = 直近のゲームにはまだ勝利がありません。
stats-chart-win-rate = 勝率の推移
stats-chart-win-rate-name = グラフ：勝率の推移
stats-chart-histogram = 勝利したゲームのタイム分布
stats-chart-histogram-name = グラフ：タイムのヒストグラム
stats-bin = { $from }〜{ $to }

## 日替わりゲーム。
daily-title = 日替わりゲーム
daily-text = 同じ日（UTC）には全員が同じゲームをプレイします。ここのゲームはどれもクリアできます。
daily-game-solitaire = 上海（タートル）
daily-game-shisen = 四川省
daily-game-klondike-draw1 = クロンダイク（1枚めくり）
daily-game-klondike-draw3 = クロンダイク（3枚めくり）
daily-game-match3 = マッチ3（30手）
daily-game-spider-one-suit = スパイダー（1スート）
daily-game-freecell = フリーセル
daily-today-deal = 今日：{ $game }、ゲーム番号 { $deal }
daily-day-deal = { $date }：{ $game }、ゲーム番号 { $deal }
daily-won = クリア済み
daily-played = プレイ済み（未クリア）
daily-not-played = 未プレイ
daily-play-today = 今日のゲームをプレイ
daily-play-day = この日のゲームをプレイ
daily-streak = 連続記録：{ $days ->
   *[other] { $days }日
}（最長{ $best }日）
daily-previous-month = 前の月
daily-next-month = 次の月
daily-key-won = クリア
daily-key-played = プレイ済み
daily-day-won = クリア
daily-day-played = プレイ済み
daily-day-to-come = これから
daily-day-not-played = 未プレイ
# スクリーンリーダーが読み上げるカレンダーの日：「2026年11月25日（水）：クリア」。
daily-day-label = { $date }：{ $status }

## 日付。$weekday は 1（月曜）から 7（日曜）、$month は 1 から 12。
weekday-short = { $weekday ->
    [1] 月
    [2] 火
    [3] 水
    [4] 木
    [5] 金
    [6] 土
   *[7] 日
}
month-name = { $month }月
month-year = { $year }年{ month-name }
date-long = { $year }年{ month-name }{ $day }日（{ $weekday ->
    [1] 月
    [2] 火
    [3] 水
    [4] 木
    [5] 金
    [6] 土
   *[7] 日
}）
date-short = { $year }年{ month-name }{ $day }日

## 保存したゲームやファイルの問題（バナーに表示）。
# $reason はセーブデータの問題点、$file はその保存先。
resume-failed-kept = 進行中の{ $game }のゲームを再開できませんでした（{ $reason }）。ゲームは{ $file }として保管し、新しいゲームを配りました。
resume-failed-not-kept = 進行中の{ $game }のゲームを再開できませんでした（{ $reason }）。ゲームを退避することもできなかったため（{ $error }）、新しいゲームを配りました。
save-damaged = セーブデータが壊れています：{ $error }
save-clock-implausible = 時計が{ $seconds }秒を示していますが、そんなに長く続くゲームはありません
save-too-many-moves = { $moves }手が記録されていますが、保存できるのは最大{ $limit }手です
save-move-does-not-replay = 保存された手を再現できません：{ $error }
store-no-config-folder = Parlourは設定フォルダーを見つけられませんでした（ホームフォルダーがない？）。設定と記録は現在のフォルダーに保存されます。
store-picture-cannot-open = { $file }を開けません：{ $error }。
store-picture-not-a-file = { $file }はファイルではありません。
store-picture-too-large = { $file }は40 MBを超えています。もっと小さい画像を選んでください。
store-picture-cannot-read = { $file }を読み込めません：{ $error }。
store-damaged-kept = { $file }は壊れていました（{ $reason }）。{ $kept }として保管し、初期設定を使います。
store-damaged-not-kept = { $file }は壊れていて（{ $reason }）、退避もできませんでした（{ $error }）。初期設定を使い、ファイルはそのままにします。
store-unreadable = { $error }。初期設定を使います。
store-cannot-save = Parlourは{ $folder }に保存できません（{ $detail }）。プレイは続けられますが、設定、記録、ゲームが保存されないことがあります。
# Between the parts of a variant's name (a string literal keeps its spaces).
variant-separator = { "、" }

## ウィンドウの外で用意する配牌・配札。
dealing = 配っています…
deal-not-made = 配ることができませんでした。
deal-failed = 配ることができませんでした：{ $reason }

## Settings, "Play on your other devices" (sync).
sync-title = ほかの端末で遊ぶ
sync-intro = 秘密のコードひとつで、Parlour サーバーを通して端末どうしをつなぎます。遊びかけのゲーム、記録、レイアウト、設定がついてきます。
sync-server = サーバー
sync-tls = 暗号化（HTTPS）
sync-make-code = コードを作る
sync-code-input = ほかの端末のコード
sync-join = このコードでつなぐ
sync-clear-warning = { $server } はローカルネットワークになく、接続は暗号化されていません。途中の誰でもコードとデータを読めます。それでも送りますか？
sync-send-anyway = それでも送る
sync-cancel = キャンセル
sync-linked = { $server } でつながっています
sync-last = 最後の同期：{ $when }
sync-never = まだ同期していません
sync-now = 今すぐ同期
sync-running = 同期しています…
sync-show-code = コードを表示
sync-hide-code = コードを隠す
sync-code-label = コード：{ $code }
sync-qr-label = 同期コードの QR コード
sync-forget = この端末で忘れる
sync-revoke = コードを取り消す
sync-revoke-confirm = サーバーのコードとそのデータをすべて削除しますか？ほかの端末は新しいコードでつなぐまで同期しなくなります。
sync-failed = 同期できませんでした：{ $error }
sync-conflict = { $game }：前回の同期のあと、両方の端末でこのゲームが変わりました。
sync-keep-mine = こちらを続ける
sync-keep-theirs = ほかの端末のほうを続ける
sync-conflict-banner = 両方の端末で { $game } が変わりました。どちらのゲームも残してあります。設定の「ほかの端末で遊ぶ」で続けるほうを選んでください。
sync-refused = サーバーのデータの一部を受け付けず、別に保存しました：{ $refused }
sync-ca-file = CA 証明書（PEM ファイル）
sync-ca-file-hint = 空のとき：システムの認証局
sync-replace = 新しいコードを作る
sync-replace-confirm = すべての端末のために新しいコードを作りますか？この端末がまず同期し、そのあと今のコードは使えなくなります。ほかの端末ではそれぞれ新しいコードを入れてください（「この端末で忘れる」、そして「このコードでつなぐ」）。
sync-replaced = この端末に新しいコードができ、前のコードはもう使えません。ほかの端末ではそれぞれ「この端末で忘れる」のあと、新しいコードを入れて「このコードでつなぐ」を選んでください。
sync-old-code-pending = 前のコードは、同期でサーバーが取り消すまで使えます。
sync-unknown-code = サーバーにこのコードがありません。入力のまちがいか、取り消されたか、ほかの端末で新しいコードに変わりました。新しいコードでつなぐには「この端末で忘れる」のあと、そのコードを入れてください。
sync-old-code-kept = 前のコードはまだ取り消せませんでした（{ $error }）。次の同期でもう一度試します。
sync-too-many-versions = { $game } は同期しませんでした：{ $count } より多くの版があなたの選択を待っています。設定の「ほかの端末で遊ぶ」でひとつ選んでください。
sync-keep-theirs-numbered = ほかの版 { $number } を続ける

## The card over a won board (Klondike, FreeCell, Spider, Shisen-Sho)
won-card-heading = 勝ちました！
won-card-detail = 配牌 { $deal }、{ $time }。
won-card-score = スコア：{ $score }
won-card-best-time = ベストタイム：{ $time }
won-card-assisted = ヒントを使ったので、ベストタイムにはなりません。
won-card-new-game = ➕ 新しいゲーム
won-card-play-again = 🔄 この配牌をもう一度
won-card-close = 閉じる

# The patience games' background solver (Klondike, FreeCell, Spider): its verdict on the
# position, in the status bar.
card-solver = ソルバー
card-solver-thinking = 計算中…
card-solver-winnable = クリア可能
# A move lost a game that could have been won (or nothing is known of the deal).
card-solver-no-longer-winnable = クリア不能になった
card-solver-cannot-be-won = クリア不能
# The search stopped before deciding (Spider's solver seldom proves a position lost).
card-solver-undecided = 判定不能
card-solver-won = クリア
