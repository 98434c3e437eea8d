## ブラウザー版：ストレージ、ページ、ブラウザーにできないこと。
web-storage-name = このサイト用のブラウザーのストレージ
web-loading-storage = Parlour を読み込んでいます…
web-start-failed = Parlour を起動できませんでした：{ $reason }
web-no-webgl2 = このブラウザーでは WebGL 2 がオフになっていますが、Parlour は WebGL 2 で描画します。ブラウザーの設定でハードウェアアクセラレーションをオンにするか、最新の Firefox、Chrome、Edge、Safari をお試しください。
web-storage-off = このブラウザーはこのサイトのデータを保存しません（プライベートウィンドウ？）。ここでの遊びはタブを閉じると失われます。残すにはデータを書き出してください。
web-storage-unavailable = ブラウザーのストレージを使えません（{ $reason }）。設定・記録・ゲームはこのタブを閉じるまでしか残りません。
web-storage-set-aside = ブラウザーのストレージの { $file } は使えませんでした（{ $reason }）。{ $kept } として残しました。
web-storage-too-much = ブラウザーのストレージの { $count } 件の項目は読み込みませんでした。Parlour が読む上限を超えています。
web-storage-quota-full = このサイト用のブラウザーのストレージがいっぱいです。{ $file } を保存できませんでした。空きを作るか、データを書き出してください。
web-storage-write-failed = { $file } をブラウザーのストレージに保存できませんでした：{ $error }
web-storage-full = { $file } は保存されませんでした。このブラウザーでの Parlour のファイルが上限を超えてしまいます。
web-file-too-large = { $file } は { $limit } バイトを超えるため、読み込みませんでした。
web-file-unreadable = { $file } を読み込めませんでした：{ $error }
web-no-lan = ブラウザーはローカルネットワークで卓を開いたり探したりできません。LAN 対戦はデスクトップ版でどうぞ。
web-lan-on-desktop = LAN 対戦はデスクトップ版で
web-connection-ended = サーバーとの接続が切れました。
address-ignored = ページのアドレスのうち、わからない部分を無視しました：{ $parameters }
page-title = { $game } · Parlour

## あなたのデータ：Parlour が保存するすべてを 1 つのファイルに（設定）。
data-title = あなたのデータ
data-export = データを書き出す…
data-import = 読み込む…
data-file-kind = Parlour のデータ
data-export-title = データを書き出す
data-import-title = データを読み込む
data-exported = データを書き出しました：設定、記録、進行中のゲーム、レイアウト。
data-exported-missing = データを書き出しました。読めなかったものは除きました：{ $missed }
data-not-exported = データを書き出せませんでした：{ $error }
data-not-imported = 何も読み込みませんでした：{ $reason }
data-imported = 読み込みました。設定と記録をまとめ、新しいレイアウトは { $layouts } 件です。
data-imported-refused = 読み込みました（新しいレイアウト { $layouts } 件）。使えなかったもの：{ $refused }
data-replace-title = 進行中のゲームを置き換えますか？
data-replace-question = 読み込んだデータには { $games } の別の進行中のゲームがあります。ここのゲームの代わりにそちらを続けますか？ ここのゲームは失われます。
data-replace-yes = 置き換える
data-replace-no = 今のままにする
