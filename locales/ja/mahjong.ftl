# mahjong: ja

## 風と席

mahjong-wind-east = 東
mahjong-wind-south = 南
mahjong-wind-west = 西
mahjong-wind-north = 北
mahjong-seat-you = あなた
mahjong-seat-right = 下家
mahjong-seat-across = 対面
mahjong-seat-left = 上家
mahjong-name-you = { $name }（あなた）
mahjong-name-stand-in = { $name }（コンピューターが代打ち）
mahjong-name-away = { $name }（離席中：コンピューターが代打ち）
mahjong-computer = コンピューター
mahjong-computer-with-level = { $name }（{ $level }）
mahjong-level-easy = やさしい
mahjong-level-medium = ふつう
mahjong-level-hard = むずかしい
mahjong-default-name = プレイヤー

## 卓

mahjong-name-line = { $name } · { $wind } · { $score }
mahjong-name-line-dealer = { $name } · { $wind } · 親 · { $score }
mahjong-info-round = { $wind }場 · 第{ $hand }局
mahjong-info-wall = 山：残り{ $count }枚
mahjong-info-seat-wind = あなたの自風：{ $wind }

mahjong-discard-name = { $place ->
    [you] あなたの捨て牌
   *[other] { $seat }の捨て牌
}：{ $tile }
mahjong-discard-last-name = { $place ->
    [you] あなたの捨て牌
   *[other] { $seat }の捨て牌
}（最新）：{ $tile }
mahjong-meld-name = { $place ->
    [you] あなたの副露
   *[other] { $seat }の副露
}：{ $tile }
mahjong-meld-hidden-name = { $place ->
    [you] あなたの副露
   *[other] { $seat }の副露
}：暗槓の伏せ牌
mahjong-hand-backs-name = { $place ->
    [you] あなたの手牌
   *[other] { $seat }の手牌
}：伏せ牌{ $count }枚
mahjong-bonus-name = { $place ->
    [you] あなたの花牌
   *[other] { $seat }の花牌
}：{ $tile }
mahjong-hand-drawn-name = あなたのツモ牌：{ $tile }
mahjong-hand-tile-name = あなたの手牌：{ $tile }

## 操作バー

mahjong-claims-prompt = { $seat }が{ $tile }を捨てました：
mahjong-claims-waiting = { $tile }への鳴きを待っています…
mahjong-pass = パス
mahjong-win-self-drawn = ツモ
mahjong-declare-kong = カン：{ $tile }
mahjong-your-turn = あなたの番です：牌をクリックして捨ててください。
mahjong-thinking = { $seat }が考えています…
mahjong-hint-button = 💡 ヒント
mahjong-countdown = { $seconds }秒
mahjong-countdown-name = 残り時間：{ $seconds }秒

## 鳴き

mahjong-claim-win = ロン
mahjong-claim-pong = ポン
mahjong-claim-kong = カン
mahjong-claim-chow = チー { $low }{ $mid }{ $high }{ $suit }

## ヒント

mahjong-hint = { $suggestion }{ $progress }
mahjong-hint-discard = おすすめ：{ $tile }を捨てる。
mahjong-hint-kong = おすすめ：{ $tile }でカンする。
mahjong-hint-win = おすすめ：和了を宣言する。
mahjong-hint-claim = おすすめ：鳴く（{ $claim }）。
mahjong-hint-pass = おすすめ：見送る。
mahjong-hint-next-hand = おすすめ：次の局を配る。
mahjong-hint-nothing = あなたの番まで何もすることはありません。
mahjong-hint-complete = 手牌は完成しています。
mahjong-hint-ready = テンパイ、待ち：{ $waits }（見えていない牌 残り{ $left }枚）。
mahjong-hint-away = { $shanten }シャンテン。見えていない{ $left }枚（{ $kinds }種）で手が進みます。
mahjong-hint-warning = { $seat }がテンパイしているかもしれません（約{ $ready }%）。この牌は{ $risk ->
    [0] ほぼ安全です
   *[other] 約{ $risk }%の確率で放銃します
}。
mahjong-hint-folding = 手がテンパイから遠いので降ります。いちばん安全な牌です。
mahjong-hint-and = { $first }{ $second }
mahjong-list-separator = 、

## 結果

mahjong-next-hand = 次の局
mahjong-next-hand-wait = 全員の準備ができたら次の局が始まります。
mahjong-new-game = 新しいゲーム
mahjong-leave-table = 卓を離れる
mahjong-draw = 流局：山がなくなりました。
mahjong-win-heading = { $who ->
    [you] { $how ->
        [self] あなたが{ $tile }でツモ和了
        [yours] あなたが自分の捨て牌{ $tile }で和了
       *[other] あなたが{ $discarder }の{ $tile }でロン和了
    }
   *[other] { $how ->
        [self] { $winner }が{ $tile }でツモ和了
        [yours] { $winner }があなたの{ $tile }でロン和了
       *[other] { $winner }が{ $discarder }の{ $tile }でロン和了
    }
}
mahjong-faan = { $faan }翻
mahjong-total = 合計
mahjong-total-limit = 合計（満貫）
mahjong-column-seat = 席
mahjong-column-this-hand = この局
mahjong-column-score = 点数
mahjong-seat-and-wind = { $name }（{ $wind }）
mahjong-winning-tile-name = 和了牌：{ $tile }
mahjong-winning-hand-name = 和了形：{ $tile }
mahjong-winning-meld-name = 和了形の副露：{ $tile }
mahjong-winning-meld-hidden-name = 和了形の副露：暗槓の伏せ牌
mahjong-final-scores = ゲーム終了：最終得点
mahjong-final-place = { $place }位
mahjong-hands-played = { $count }局を打ちました。

## 役

mahjong-faan-thirteen-orphans = 十三幺九
mahjong-faan-big-four-winds = 大四喜
mahjong-faan-all-honours = 字一色
mahjong-faan-all-terminals = 清老頭
mahjong-faan-big-three-dragons = 大三元
mahjong-faan-full-flush = 清一色
mahjong-faan-small-four-winds = 小四喜
mahjong-faan-small-three-dragons = 小三元
mahjong-faan-seven-pairs = 七対子
mahjong-faan-all-pongs = 対々和
mahjong-faan-half-flush = 混一色
mahjong-faan-all-flowers = 花牌四枚揃い
mahjong-faan-all-seasons = 季節牌四枚揃い
mahjong-faan-dragon-pong = 三元牌の刻子
mahjong-faan-seat-wind = 自風の刻子
mahjong-faan-round-wind = 場風の刻子
mahjong-faan-all-chows = 平和
mahjong-faan-concealed-hand = 門前清
mahjong-faan-self-draw = ツモ
mahjong-faan-win-on-kong = 嶺上開花
mahjong-faan-last-tile = 海底
mahjong-faan-no-bonus-tiles = 花牌なし
mahjong-faan-seat-flower = 自風の花
mahjong-faan-seat-season = 自風の季節

## ステータスバー

mahjong-counter-round = 局
mahjong-counter-round-value = { $wind }{ $hand }局
mahjong-counter-wall = 山
mahjong-counter-score = 点数
mahjong-deal = ゲーム{ $game }：あなたは東家で親です。牌をクリックして捨ててください。
mahjong-deal-on-lan = LAN画面を開いています：先に卓を離れてください。
mahjong-restart = ゲームを最初の局からやり直します。
mahjong-nothing-to-undo = この局で取り消せるあなたの捨て牌はありません。
mahjong-game-over-best = 最高得点で終了しました！
mahjong-game-over = ゲーム終了。
mahjong-saved-wrong-tiles = 卓の牌が{ $count }枚あり、セットの{ $set }枚と合いません

## 拒否された操作

mahjong-not-allowed = できません：{ $reason }。
mahjong-error-no-such-seat = 席{ $seat }はありません：席は0から3です
mahjong-error-not-now = 席{ $seat }は今それをできません：{ $reason }
mahjong-error-not-held-discard = 席{ $seat }は捨てる{ $face }を持っていません
mahjong-error-not-held-kong = 席{ $seat }はカンする{ $face }を持っていません
mahjong-error-not-held = 席{ $seat }は{ $face }を持っていません（{ $action }）
mahjong-error-claim-refused = 席{ $seat }はこの捨て牌に{ $claim }できません
mahjong-error-not-a-win = { $min_faan }翻以上の和了形ではありません
mahjong-error-game-over = ゲームは終了しています
mahjong-not-now-hand-in-play = 局はまだ続いています
mahjong-not-now-hand-over = 局は終わっています
mahjong-not-now-claims = 捨て牌が鳴きを待っています：鳴くかパスしてください
mahjong-not-now-not-your-turn = あなたの番ではありません
mahjong-not-now-no-claim = この捨て牌に答える鳴きがありません

## オプション

mahjong-option-computer-players = コンピューター
mahjong-option-countdown = 鳴きの制限時間
mahjong-option-countdown-on = オン
mahjong-seconds-suffix = 秒
mahjong-option-min-faan = 最低翻数
mahjong-option-hands = 和了形
mahjong-option-seven-pairs = 七対子を認める
mahjong-option-flowers = 花牌を使う
mahjong-option-all-winners = 同じ捨て牌で和了できる全員が和了
mahjong-option-rules-note = ルールの変更（翻、七対子、花牌、和了者）は次の新しいゲームから適用されます。

## 友達と遊ぶ

mahjong-play-lan = LANで遊ぶ
mahjong-play-online = オンラインで遊ぶ
mahjong-strip-lan = LAN卓 { $room }
mahjong-strip-online = オンラインルーム { $room }
mahjong-autoplay-banner = この席はコンピューター（{ $level }）が打っています
mahjong-room-link = ブラウザー用のルームのリンク：
mahjong-copy-link = リンクをコピー

## LANメニュー

mahjong-lan-title = LANで麻雀
mahjong-your-name = 名前：
mahjong-own-table = 自分の卓
mahjong-own-table-note = このコンピューターで卓を開きます。同じネットワークの友達が参加でき、空いた席にはコンピューターが座ります。
mahjong-host-table = 卓を開く
mahjong-friends-table = 友達の卓
mahjong-searching = LANで卓を探しています…
mahjong-join-table = 卓 { $room } に参加（{ $address }）
mahjong-search-again = もう一度探す
mahjong-address = アドレス：
mahjong-join-address = アドレスで参加
mahjong-rejoin-table = 卓 { $room } に戻る（{ $address }）
mahjong-back-to-computer = コンピューターとの対局に戻る
mahjong-search-none = LANに卓が見つかりません。
mahjong-search-failed = LANを検索できません：{ $error }
mahjong-host-failed = 卓を開けません：{ $error }
mahjong-address-missing = ホストのアドレスを入力してください（例：192.168.1.5:47470）。
mahjong-address-bad = 「{ $address }」はアドレスではありません：192.168.1.5:47470 の形で入力してください。

## オンラインメニュー

mahjong-online-title = オンラインで麻雀
mahjong-server = サーバー：
mahjong-tls = 安全な接続（TLS）
mahjong-ca-file = CAファイル：
mahjong-ca-file-hint = 空欄：システムの認証局を信頼
mahjong-new-room = 新しいルーム
mahjong-bots-from-start = 最初からのコンピューター：
mahjong-create-room = ルームを作る
mahjong-create-room-note = 友達に渡すルームコードが表示されます。
mahjong-friends-room = 友達のルーム
mahjong-room-code = ルームコード：
mahjong-join-room = ルームに参加
mahjong-rejoin-room = ルーム { $room } に戻る（{ $server }）
mahjong-room-code-missing = 友達から聞いたルームコードを入力してください。
mahjong-ca-file-failed = CAファイルを読めません：{ $error }。
mahjong-server-missing = サーバーのアドレスを入力してください（例：play.example.org:47480）
mahjong-server-bad-port = { $port } はポート番号（1〜65535）ではありません
mahjong-server-bad-address = { $address } はサーバーのアドレスではありません

## ロビー

mahjong-connecting = { $target } に接続しています…
mahjong-cancel = キャンセル
mahjong-room-code-heading = ルームコード：{ $room }
mahjong-seats = 席
mahjong-seat-open = 空席：開始時にコンピューターが座ります
mahjong-close-table = 卓を閉じる
mahjong-host-address = アドレス：{ $ip } · ポート { $port }
mahjong-host-address-note = 友達はParlourの麻雀で「LANで遊ぶ」を選び、卓 { $room } に参加するか、{ $address } を入力します。
mahjong-firewall-note = ファイアウォールでParlourを許可してください：TCPポート { $tcp }、卓の検索にUDPポート { $udp }。
mahjong-server-heading = サーバー：{ $server }
mahjong-server-note = 友達はParlourの麻雀で「オンラインで遊ぶ」を選び、このサーバーとルームコード { $room } を入力します。
mahjong-joined-at = { $address } の卓に参加しました。
mahjong-waiting-deal = ゲームが始まりました。配牌を待っています…
mahjong-start-game = ゲームを始める
mahjong-add-bot = コンピューターを追加
mahjong-open-seats-note = 空いた席にはコンピューターが座ります。
mahjong-waiting-maker = ルームの作成者がゲームを始めるのを待っています…
mahjong-waiting-host = ホストがゲームを始めるのを待っています…

## 卓やサーバーからのメッセージ

mahjong-host-refused = ホストが拒否しました：{ $reason }。
mahjong-table-rejected = 卓に参加できません：{ $reason }。
mahjong-server-rejected = サーバーに参加を断られました：{ $reason }。
mahjong-host-left = ホストが退出しました：{ $reason }
mahjong-room-closed = サーバーがルームを閉じました：{ $reason }
mahjong-disconnected = 卓との接続が切れました：{ $reason }。
mahjong-seat-not-kept = ページを再読み込みしたときのためにこの席を保存できませんでした：{ $error }。
mahjong-seat-not-taken-back = ルーム { $room } の席に戻れませんでした：{ $reason }。
mahjong-online-game-over = 対局終了。席1から席4までの最終得点：{ $scores }。あなたは席 { $seat } でした。
mahjong-connect-failed = 接続できません：{ $reason }。
