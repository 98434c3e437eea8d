# editor: ja

## The document bar
editor-name = 名前：
editor-name-hint = レイアウト名
editor-name-needed = レイアウトには名前が必要です。
editor-author = 作者：
editor-author-hint = あなたの名前
editor-not-saved-yet = 未保存
editor-file-tip = レイアウトフォルダー内のファイル。* は未保存の変更があることを示します
editor-new = 🆕 新規
editor-new-tip = 空のレイアウトを新しく作ります
editor-open = 📂 開く…
editor-open-tip = 自作レイアウトを開く、名前を変える、削除する
editor-save = 💾 保存
editor-save-tip = レイアウトフォルダーに保存します
editor-import = 📥 読み込み…
editor-import-tip = KMahjongg の .layout ファイルを読み込みます
editor-export = 📤 書き出し…
editor-export-tip = KMahjongg 用（.layout）または .tiles として書き出します
editor-test-play = ▶ テストプレイ
editor-test-play-tip = このレイアウトを上海で遊びます

## The tool palette
editor-tools = ツール
editor-tool-place = ✏ 置く
editor-tool-place-tip = クリックまたはドラッグで牌を置きます
editor-tool-erase = ✖ 消す
editor-tool-erase-tip = クリックまたはドラッグで牌を取り除きます
editor-tool-select = ◻ 選択
editor-tool-select-tip = クリックするか枠をドラッグして選択。選択範囲をドラッグで移動（ドラッグ中に Page Up/Down でレイヤーを変更）。Delete で削除
editor-tool-fill = ▣ 塗りつぶし
editor-tool-fill-tip = 四角形をドラッグして牌で埋めます
editor-mirror = ミラー配置
editor-mirror-off = なし
editor-mirror-left-right = 左右
editor-mirror-top-bottom = 上下
editor-mirror-both = 両方
editor-layers = レイヤー
editor-layer-button = レイヤー { $layer }  （{ $count }枚）
editor-above = 上のレイヤー：
editor-ghosted = 輪郭
editor-hidden = 非表示
editor-clear-layer = レイヤー { $layer } を空にする
editor-clear-layer-tip = このレイヤーの牌をすべて取り除きます
editor-selection = 選択（{ $count }）
editor-layer-up = ⬆ 上のレイヤーへ
editor-layer-down = ⬇ 下のレイヤーへ
editor-delete-selection = ❌ 削除
editor-shift = レイアウト全体をずらす
editor-shift-tip = { $direction ->
    [left] すべての牌を半牌分左へずらします
    [right] すべての牌を半牌分右へずらします
    [up] すべての牌を半牌分上へずらします
   *[down] すべての牌を半牌分下へずらします
}
editor-shift-name = { $direction ->
    [left] 左へずらす
    [right] 右へずらす
    [up] 上へずらす
   *[down] 下へずらす
}
editor-grid = グリッド
editor-grid-width-tip = 幅（半牌単位）
editor-grid-height-tip = 高さ（半牌単位）
editor-grid-layers-tip = レイヤー数
editor-resize-grid = サイズ変更
editor-start-from = ひな形
editor-built-in = 内蔵
editor-choose = 選ぶ…
editor-one-of-mine = 自作レイアウト…
editor-one-of-mine-tip = 保存済みの自作レイアウトを開きます

## The problems list and "Can this layout be won?"
editor-can-be-won = このレイアウトはクリアできる？
editor-check-now = 🔍 今すぐ確認
editor-check-now-tip = 取り切れる配牌を探します（バックグラウンドで実行）
editor-searching = 取り切れる配牌を探しています…
editor-verdict-yes = ✔ はい
editor-verdict-no = ✖ いいえ
editor-verdict-unknown = ? 不明
editor-verdict-deal = 配牌 { $deal } は取り切れます。
editor-verdict-reason = { $reason }。
editor-verdict-stale = （最後の編集より前のレイアウトについての結果です）
editor-verdict-not-started = 確認を開始できませんでした（{ $error }）
editor-verdict-stopped = 確認が予期せず止まりました
editor-problems = 問題：エラー { $errors }件、警告 { $warnings }件
editor-no-problems = なし：このレイアウトはテストプレイできます。
editor-select-problem-tiles = これらの牌を選択
editor-tiles-selected = { $count }枚の牌を選択しました。
editor-cannot-play-yet = このレイアウトはまだ遊べません：{ $reason }。

## The findings of the checks.
editor-check-no-tiles = レイアウトに牌がありません
editor-check-odd-count = レイアウトの牌が{ $count }枚です。牌は同じ絵柄の二枚一組で取るので、偶数枚でなければなりません（牌を一枚足すか減らしてください）
editor-check-incomplete-groups = レイアウトの牌が{ $count }枚です。一式{ $full }枚を超えると絵柄は四枚一組で繰り返されるため、ある絵柄に余分な一組ができます（組をそろえるには牌を二枚足すか減らしてください）
editor-check-below-table = { $x },{ $y }（レイヤー { $z }）の牌が卓より下にあります（レイヤー 0）
editor-check-same-place = 二枚の牌が同じ場所 { $x },{ $y }（レイヤー { $z }）にあります
editor-check-overlap = { $x },{ $y }（レイヤー { $z }）の牌が { $ox },{ $oy } の牌と重なっています
editor-check-no-first-pair = 最初に取れる牌が{ $free }枚しかないため、一組も取れません
editor-check-stack-too-tall = { $x },{ $y }（レイヤー { $z }）から上に積まれた{ $stacked }枚の牌は一枚ずつ、それぞれ別の場所の相手と取るしかありませんが、ほかの牌は{ $others }枚しかありません
editor-check-unsupported = { $x },{ $y }（レイヤー { $z }）の牌がレイヤー { $below } の牌の上に完全には載っていません
editor-check-island = 島 { $number }/{ $islands }：{ $x },{ $y }（レイヤー { $z }）から始まる{ $count }枚の牌で、ほかの部分と接していません

## Why an edit was refused.
editor-refused = できません：{ $reason }。
editor-error-outside = { $x },{ $y }（レイヤー { $z }）は { $width }x{ $height }、{ $layers }レイヤーのグリッドの外です
editor-error-overlap = { $x },{ $y }（レイヤー { $z }）に置くと { $ox },{ $oy } の牌と重なります
editor-error-no-tile = { $x },{ $y }（レイヤー { $z }）に牌はありません
editor-error-none-selected = 牌が選択されていません
editor-error-no-fit = その四角形には牌が入りません
editor-error-nothing-to-move = 移動するものがありません
editor-error-no-tiles-to-shift = ずらす牌がレイアウトにありません
editor-error-nothing-to-shift = ずらすものがありません
editor-error-empty-layer = そのレイヤーには牌がありません
editor-error-same-size = グリッドはすでにそのサイズです
editor-error-same-name = 名前が変わっていません
editor-error-same-author = 作者が変わっていません
editor-error-bad-size = グリッドの幅は 2～{ $width } 半牌、高さは 2～{ $height }、レイヤーは 1～{ $layers } です
editor-error-too-large = このレイアウトには { $width }x{ $height }x{ $layers } のグリッドが必要で、エディターの最大を超えています
editor-cannot-edit = そのレイアウトは編集できません：{ $reason }。
editor-file-cannot-edit = { $file } は編集できません：{ $reason }。

## The counters in the status bar
editor-counter-tiles = 牌
editor-counter-layer = レイヤー
editor-counter-layer-value = { $layer }（0～{ $top }）
editor-counter-grid = グリッド

## The grid
editor-grid-name = レイアウトのグリッド、レイヤー { $layer }（0～{ $top }）
editor-tile-name = { $x },{ $y }（レイヤー { $z }）の牌
editor-no-tile-there = このレイヤーのそこには牌がありません。
editor-select-first = 先に牌を選択してください。

## Files and dialogs
editor-no-folder = この環境には Parlour のレイアウトフォルダーがありません。
editor-no-folder-not-saved = この環境には Parlour のレイアウトフォルダーがないため、保存しませんでした。
editor-saved-as = { $file } として保存しました。
editor-not-saved = 保存できません：{ $error }
editor-could-not-open = 開けません：{ $error }
editor-started-from = レイアウトを元に始めました。元に戻すと前の状態に戻ります。
editor-no-file-dialog = ここではファイルダイアログを使えません。パスを入力してください。
editor-my-layouts = 自作レイアウト
editor-import-title = レイアウトの読み込み
editor-export-title = レイアウトの書き出し
editor-unsaved-title = 未保存の変更
editor-unsaved-question = 先に「{ $layout }」の変更を保存しますか？
editor-discard = 変更を破棄
editor-cancel = キャンセル
editor-no-layouts-yet = 保存したレイアウトはまだありません。保存するか、KMahjongg のレイアウトを読み込んでください。
editor-close = 閉じる
editor-ok = OK
editor-really-delete = 本当に削除
editor-keep = 残す
editor-row-open = 開く
editor-rename = 名前の変更
editor-delete = 削除
editor-row-tiles = { $count }枚
editor-row-unreadable = 読み込めません
editor-renamed = 「{ $layout }」に名前を変更しました（{ $file }）。
editor-not-renamed = 名前を変更できません：{ $error }
editor-deleted = { $file } を削除しました。
editor-not-deleted = 削除できません：{ $error }
editor-import-help = KMahjongg の .layout ファイル（隣の .desktop に名前と作者があります）、Parlour の .tiles ファイル、またはフォルダーのパスを入力してください。フォルダーなら中の .layout をすべてレイアウトフォルダーに読み込みます。
editor-choose-file = 📄 ファイルを選ぶ…
editor-choose-folder = 📁 フォルダーを選ぶ…
editor-import-button = 読み込む
editor-type-path = 先にパスを入力してください。
editor-imported-one = 「{ $layout }」を読み込みました。残すには保存してください。
editor-not-imported = 読み込めません：{ $error }
editor-no-layout-files = { $path } には .layout ファイルがありません。
editor-imported-many = { $count }個のレイアウトをレイアウトフォルダーに読み込みました。
editor-imported-some = { $count }個のレイアウトをレイアウトフォルダーに読み込みました。{ $failed }個は読み込めませんでした。例：{ $first }
editor-export-help = 書き出し先のパスを入力してください。.layout は KMahjongg の形式です（32x16x5 に収まればバージョン 1.0、そうでなければ 1.1）。名前と作者を記した .desktop が隣に作られます。ほかの拡張子では Parlour 独自の形式で書き出します。
editor-export-button = 書き出す
editor-exported = { $file } に書き出しました。
editor-exported-two = { $file } と { $second } に書き出しました。
editor-not-exported = 書き出せません：{ $error }

## The system's file dialogs
editor-browse-import-file = レイアウトを読み込む
editor-browse-layouts = レイアウト
editor-browse-import-folder = フォルダー内の KMahjongg レイアウトをすべて読み込む
editor-browse-export = レイアウトを書き出す
editor-browse-kmahjongg-layout = KMahjongg レイアウト
editor-browse-parlour-layout = Parlour レイアウト
