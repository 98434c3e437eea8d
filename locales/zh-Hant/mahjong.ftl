# mahjong: zh-Hant

## 風位與座位

mahjong-wind-east = 東
mahjong-wind-south = 南
mahjong-wind-west = 西
mahjong-wind-north = 北
mahjong-seat-you = 你
mahjong-seat-right = 下家
mahjong-seat-across = 對家
mahjong-seat-left = 上家
mahjong-name-you = { $name }（你）
mahjong-name-stand-in = { $name }（電腦代打）
mahjong-name-away = { $name }（離開：電腦代打）
mahjong-computer = 電腦
mahjong-computer-with-level = { $name }（{ $level }）
mahjong-level-easy = 簡單
mahjong-level-medium = 中等
mahjong-level-hard = 困難
mahjong-default-name = 玩家

## 牌桌

mahjong-name-line = { $name } · { $wind } · { $score }
mahjong-name-line-dealer = { $name } · { $wind } · 莊家 · { $score }
mahjong-info-round = { $wind }圈 · 第{ $hand }局
mahjong-info-wall = 牌牆：{ $count }隻
mahjong-info-seat-wind = 你的門風：{ $wind }

mahjong-discard-name = { $place ->
    [you] 你打出的牌
   *[other] { $seat }打出的牌
}：{ $tile }
mahjong-discard-last-name = { $place ->
    [you] 你打出的牌
   *[other] { $seat }打出的牌
}，最新一隻：{ $tile }
mahjong-meld-name = { $place ->
    [you] 你的副露
   *[other] { $seat }的副露
}：{ $tile }
mahjong-meld-hidden-name = { $place ->
    [you] 你的副露
   *[other] { $seat }的副露
}：暗槓的蓋牌
mahjong-hand-backs-name = { $place ->
    [you] 你的手牌
   *[other] { $seat }的手牌
}：{ $count }隻暗牌
mahjong-bonus-name = { $place ->
    [you] 你的花
   *[other] { $seat }的花
}：{ $tile }
mahjong-hand-drawn-name = 你摸到的牌：{ $tile }
mahjong-hand-tile-name = 你的手牌：{ $tile }

## 操作欄

mahjong-claims-prompt = { $seat }打出{ $tile }：
mahjong-claims-waiting = 等待其他人對{ $tile }上、碰、槓或食糊…
mahjong-pass = 過
mahjong-win-self-drawn = 自摸
mahjong-declare-kong = 槓：{ $tile }
mahjong-your-turn = 輪到你：按一隻牌打出。
mahjong-thinking = { $seat }思考中…
mahjong-hint-button = 💡 提示
mahjong-countdown = { $seconds }秒
mahjong-countdown-name = 剩餘時間：{ $seconds }秒

## 上、碰、槓、食糊

mahjong-claim-win = 食糊
mahjong-claim-pong = 碰
mahjong-claim-kong = 槓
mahjong-claim-chow = 上 { $low }{ $mid }{ $high }{ $suit }

## 提示

mahjong-hint = { $suggestion }{ $progress }
mahjong-hint-discard = 建議：打出{ $tile }。
mahjong-hint-kong = 建議：用{ $tile }開槓。
mahjong-hint-win = 建議：宣佈食糊。
mahjong-hint-claim = 建議：{ $claim }。
mahjong-hint-pass = 建議：過。
mahjong-hint-next-hand = 建議：開始下一局。
mahjong-hint-nothing = 輪到你之前無事可做。
mahjong-hint-complete = 這手牌已經完成。
mahjong-hint-ready = 叫糊，等：{ $waits }（還有{ $left }隻未見）。
mahjong-hint-away = { $shanten }向聽；未見的{ $left }隻牌（{ $kinds }種）能改進這手牌。
mahjong-hint-warning = { $seat }可能已經叫糊（約{ $ready }%）；這隻牌{ $risk ->
    [0] 幾乎安全
   *[other] 約有{ $risk }%的機會出銃
}。
mahjong-hint-folding = 手牌離叫糊太遠，不宜硬拼：這是最安全的牌。
mahjong-hint-and = { $first }{ $second }
mahjong-list-separator = 、

## 結果

mahjong-next-hand = 下一局
mahjong-next-hand-wait = 所有人準備好後開始下一局。
mahjong-new-game = 新遊戲
mahjong-leave-table = 離開牌桌
mahjong-draw = 流局：牌牆已摸完。
mahjong-win-heading = { $who ->
    [you] { $how ->
        [self] 你自摸{ $tile }食糊
        [yours] 你食自己打出的{ $tile }
       *[other] 你食{ $discarder }打出的{ $tile }
    }
   *[other] { $how ->
        [self] { $winner }自摸{ $tile }食糊
        [yours] { $winner }食你打出的{ $tile }
       *[other] { $winner }食{ $discarder }打出的{ $tile }
    }
}
mahjong-faan = { $faan }番
mahjong-total = 合計
mahjong-total-limit = 合計（爆棚）
mahjong-column-seat = 座位
mahjong-column-this-hand = 本局
mahjong-column-score = 分數
mahjong-seat-and-wind = { $name }（{ $wind }）
mahjong-winning-tile-name = 食糊的牌：{ $tile }
mahjong-winning-hand-name = 食糊牌型：{ $tile }
mahjong-winning-meld-name = 食糊牌型的副露：{ $tile }
mahjong-winning-meld-hidden-name = 食糊牌型的副露：暗槓的蓋牌
mahjong-final-scores = 遊戲結束：最終分數
mahjong-final-place = 第{ $place }名
mahjong-hands-played = 共打了{ $count }局。

## 番種

mahjong-faan-thirteen-orphans = 十三么
mahjong-faan-big-four-winds = 大四喜
mahjong-faan-all-honours = 字一色
mahjong-faan-all-terminals = 清么九
mahjong-faan-big-three-dragons = 大三元
mahjong-faan-full-flush = 清一色
mahjong-faan-small-four-winds = 小四喜
mahjong-faan-small-three-dragons = 小三元
mahjong-faan-seven-pairs = 七對子
mahjong-faan-all-pongs = 對對糊
mahjong-faan-half-flush = 混一色
mahjong-faan-all-flowers = 一台花（四花）
mahjong-faan-all-seasons = 一台花（四季）
mahjong-faan-dragon-pong = 三元牌
mahjong-faan-seat-wind = 門風
mahjong-faan-round-wind = 圈風
mahjong-faan-all-chows = 平糊
mahjong-faan-concealed-hand = 門前清
mahjong-faan-self-draw = 自摸
mahjong-faan-win-on-kong = 槓上開花
mahjong-faan-last-tile = 海底撈月
mahjong-faan-no-bonus-tiles = 無花
mahjong-faan-seat-flower = 正花
mahjong-faan-seat-season = 正季

## 狀態列

mahjong-counter-round = 圈
mahjong-counter-round-value = { $wind }{ $hand }
mahjong-counter-wall = 牌牆
mahjong-counter-score = 分數
mahjong-deal = 第{ $game }局：你坐東位，先做莊。按一隻牌打出。
mahjong-deal-on-lan = 你正在區域網路畫面：請先離開牌桌。
mahjong-restart = 遊戲從第一局重新開始。
mahjong-nothing-to-undo = 本局沒有你可以收回的牌。
mahjong-game-over-best = 你以最高分完成遊戲！
mahjong-game-over = 遊戲結束。
mahjong-saved-wrong-tiles = 牌桌上有{ $count }隻牌，而不是整副的{ $set }隻

## 被拒絕的操作

mahjong-not-allowed = 不允許：{ $reason }。
mahjong-error-no-such-seat = 沒有座位{ $seat }：座位為0到3
mahjong-error-not-now = 座位{ $seat }現在不能這樣做：{ $reason }
mahjong-error-not-held-discard = 座位{ $seat }沒有可打出的{ $face }
mahjong-error-not-held-kong = 座位{ $seat }沒有可開槓的{ $face }
mahjong-error-not-held = 座位{ $seat }沒有{ $face }（{ $action }）
mahjong-error-claim-refused = 座位{ $seat }不能對這隻牌{ $claim }
mahjong-error-not-a-win = 這不是至少{ $min_faan }番的糊牌
mahjong-error-game-over = 遊戲已結束
mahjong-not-now-hand-in-play = 本局還在進行
mahjong-not-now-hand-over = 本局已結束
mahjong-not-now-claims = 有一隻打出的牌正在等待上、碰、槓或食糊：請選擇或過
mahjong-not-now-not-your-turn = 還沒輪到你
mahjong-not-now-no-claim = 它對這隻牌沒有可回應的操作

## 選項

mahjong-option-computer-players = 電腦玩家
mahjong-option-countdown = 上碰倒數
mahjong-option-countdown-on = 開啟
mahjong-seconds-suffix = 秒
mahjong-option-min-faan = 起糊番數
mahjong-option-hands = 牌型
mahjong-option-seven-pairs = 七對子可食糊
mahjong-option-flowers = 使用花牌
mahjong-option-all-winners = 一炮多響
mahjong-option-rules-note = 規則的改動（番數、七對子、花牌、食糊者）從下一局新遊戲開始生效。

## 與朋友一起玩

mahjong-play-lan = 區域網路對戰
mahjong-play-online = 線上對戰
mahjong-strip-lan = 區域網路牌桌 { $room }
mahjong-strip-online = 線上房間 { $room }
mahjong-autoplay-banner = 電腦玩家（{ $level }）代打這個座位
mahjong-room-link = 瀏覽器用的房間連結：
mahjong-copy-link = 複製連結

## 區域網路選單

mahjong-lan-title = 區域網路麻將
mahjong-your-name = 你的名字：
mahjong-own-table = 你自己的牌桌
mahjong-own-table-note = 在這部電腦上開一張牌桌。同一網路中的朋友可以加入；沒人坐的座位由電腦玩家坐。
mahjong-host-table = 開牌桌
mahjong-friends-table = 朋友的牌桌
mahjong-searching = 正在區域網路中尋找牌桌…
mahjong-join-table = 加入牌桌 { $room }（{ $address }）
mahjong-search-again = 重新尋找牌桌
mahjong-address = 位址：
mahjong-join-address = 按位址加入
mahjong-rejoin-table = 回到牌桌 { $room }（{ $address }）
mahjong-back-to-computer = 回到與電腦的對局
mahjong-search-none = 區域網路中找不到牌桌。
mahjong-search-failed = 無法搜尋區域網路：{ $error }
mahjong-host-failed = 無法開牌桌：{ $error }
mahjong-address-missing = 請輸入主機的位址，例如 192.168.1.5:47470。
mahjong-address-bad = 「{ $address }」不是位址：請按 192.168.1.5:47470 的格式輸入。

## 線上選單

mahjong-online-title = 線上麻將
mahjong-server = 伺服器：
mahjong-tls = 安全連線（TLS）
mahjong-ca-file = CA 檔案：
mahjong-ca-file-hint = 留空：信任系統的憑證機構
mahjong-new-room = 新房間
mahjong-bots-from-start = 開局時的電腦玩家：
mahjong-create-room = 建立房間
mahjong-create-room-note = 你會得到一個房間碼，發給你的朋友。
mahjong-friends-room = 朋友的房間
mahjong-room-code = 房間碼：
mahjong-join-room = 加入房間
mahjong-rejoin-room = 回到房間 { $room }（{ $server }）
mahjong-room-code-missing = 請輸入朋友給你的房間碼。
mahjong-ca-file-failed = 無法讀取 CA 檔案：{ $error }。
mahjong-server-missing = 請輸入伺服器的位址，例如 play.example.org:47480
mahjong-server-bad-port = { $port } 不是連接埠號碼（1 到 65535）
mahjong-server-bad-address = { $address } 不是伺服器位址

## 大廳

mahjong-connecting = 正在連線到 { $target }…
mahjong-cancel = 取消
mahjong-room-code-heading = 房間碼：{ $room }
mahjong-seats = 座位
mahjong-seat-open = 空位：開局時由電腦玩家坐
mahjong-close-table = 關閉牌桌
mahjong-host-address = 位址：{ $ip } · 連接埠 { $port }
mahjong-host-address-note = 朋友在 Parlour 的麻將中選擇「區域網路對戰」，加入牌桌 { $room }，或輸入 { $address }。
mahjong-firewall-note = 防火牆須允許 Parlour：TCP 連接埠 { $tcp }，以及用來尋找牌桌的 UDP 連接埠 { $udp }。
mahjong-server-heading = 伺服器：{ $server }
mahjong-server-note = 朋友在 Parlour 的麻將中選擇「線上對戰」，輸入這個伺服器和房間碼 { $room }。
mahjong-joined-at = 已加入 { $address } 的牌桌。
mahjong-waiting-deal = 遊戲已開始，等待發牌…
mahjong-start-game = 開始遊戲
mahjong-add-bot = 加入電腦玩家
mahjong-open-seats-note = 空位由電腦玩家坐。
mahjong-waiting-maker = 等待房間建立者開始遊戲…
mahjong-waiting-host = 等待主機開始遊戲…

## 來自牌桌或伺服器的訊息

mahjong-host-refused = 主機拒絕了這個操作：{ $reason }。
mahjong-table-rejected = 牌桌拒絕了你：{ $reason }。
mahjong-server-rejected = 伺服器拒絕了你：{ $reason }。
mahjong-host-left = 主機已離開：{ $reason }
mahjong-room-closed = 伺服器關閉了房間：{ $reason }
mahjong-disconnected = 與牌桌的連線已中斷：{ $reason }。
mahjong-seat-not-kept = 無法為重新載入頁面保存這個座位：{ $error }。
mahjong-seat-not-taken-back = 無法回到房間 { $room } 的座位：{ $reason }。
mahjong-online-game-over = 對局結束。座位 1 到座位 4 的最終得分：{ $scores }。你是座位 { $seat }。
mahjong-connect-failed = 無法連線：{ $reason }。
