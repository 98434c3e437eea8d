# mahjong: zh-Hans

## 风位与座位

mahjong-wind-east = 东
mahjong-wind-south = 南
mahjong-wind-west = 西
mahjong-wind-north = 北
mahjong-seat-you = 你
mahjong-seat-right = 下家
mahjong-seat-across = 对家
mahjong-seat-left = 上家
mahjong-name-you = { $name }（你）
mahjong-name-stand-in = { $name }（电脑代打）
mahjong-name-away = { $name }（离开：电脑代打）
mahjong-computer = 电脑
mahjong-computer-with-level = { $name }（{ $level }）
mahjong-level-easy = 简单
mahjong-level-medium = 中等
mahjong-level-hard = 困难
mahjong-default-name = 玩家

## 牌桌

mahjong-name-line = { $name } · { $wind } · { $score }
mahjong-name-line-dealer = { $name } · { $wind } · 庄家 · { $score }
mahjong-info-round = { $wind }圈 · 第{ $hand }局
mahjong-info-wall = 牌墙：{ $count }张
mahjong-info-seat-wind = 你的门风：{ $wind }

mahjong-discard-name = { $place ->
    [you] 你的弃牌
   *[other] { $seat }的弃牌
}：{ $tile }
mahjong-discard-last-name = { $place ->
    [you] 你的弃牌
   *[other] { $seat }的弃牌
}，最新一张：{ $tile }
mahjong-meld-name = { $place ->
    [you] 你的副露
   *[other] { $seat }的副露
}：{ $tile }
mahjong-meld-hidden-name = { $place ->
    [you] 你的副露
   *[other] { $seat }的副露
}：暗杠的扣牌
mahjong-hand-backs-name = { $place ->
    [you] 你的手牌
   *[other] { $seat }的手牌
}：{ $count }张暗牌
mahjong-bonus-name = { $place ->
    [you] 你的花牌
   *[other] { $seat }的花牌
}：{ $tile }
mahjong-hand-drawn-name = 你摸到的牌：{ $tile }
mahjong-hand-tile-name = 你的手牌：{ $tile }

## 操作栏

mahjong-claims-prompt = { $seat }打出了{ $tile }：
mahjong-claims-waiting = 等待对{ $tile }的吃碰杠胡…
mahjong-pass = 过
mahjong-win-self-drawn = 自摸
mahjong-declare-kong = 杠：{ $tile }
mahjong-your-turn = 轮到你了：点击一张牌打出。
mahjong-thinking = { $seat }正在思考…
mahjong-hint-button = 💡 提示
mahjong-countdown = { $seconds }秒
mahjong-countdown-name = 剩余时间：{ $seconds }秒

## 吃碰杠胡

mahjong-claim-win = 胡
mahjong-claim-pong = 碰
mahjong-claim-kong = 杠
mahjong-claim-chow = 吃 { $low }{ $mid }{ $high }{ $suit }

## 提示

mahjong-hint = { $suggestion }{ $progress }
mahjong-hint-discard = 建议：打出{ $tile }。
mahjong-hint-kong = 建议：用{ $tile }开杠。
mahjong-hint-win = 建议：宣布胡牌。
mahjong-hint-claim = 建议：{ $claim }。
mahjong-hint-pass = 建议：过。
mahjong-hint-next-hand = 建议：开始下一局。
mahjong-hint-nothing = 轮到你之前无事可做。
mahjong-hint-complete = 这手牌已经完成。
mahjong-hint-ready = 听牌，等：{ $waits }（还有{ $left }张未见）。
mahjong-hint-away = { $shanten }向听；未见的{ $left }张牌（{ $kinds }种）能改进这手牌。
mahjong-hint-warning = { $seat }可能已经听牌（约{ $ready }%）；这张牌{ $risk ->
    [0] 几乎安全
   *[other] 约有{ $risk }%的机会点炮
}。
mahjong-hint-folding = 手牌离听牌太远，不宜硬拼：这是最安全的牌。
mahjong-hint-and = { $first }{ $second }
mahjong-list-separator = 、

## 结果

mahjong-next-hand = 下一局
mahjong-next-hand-wait = 所有人准备好后开始下一局。
mahjong-new-game = 新游戏
mahjong-leave-table = 离开牌桌
mahjong-draw = 流局：牌墙已摸完。
mahjong-win-heading = { $who ->
    [you] { $how ->
        [self] 你自摸{ $tile }胡牌
        [yours] 你胡了自己打出的{ $tile }
       *[other] 你胡了{ $discarder }打出的{ $tile }
    }
   *[other] { $how ->
        [self] { $winner }自摸{ $tile }胡牌
        [yours] { $winner }胡了你打出的{ $tile }
       *[other] { $winner }胡了{ $discarder }打出的{ $tile }
    }
}
mahjong-faan = { $faan }番
mahjong-total = 合计
mahjong-total-limit = 合计（满番）
mahjong-column-seat = 座位
mahjong-column-this-hand = 本局
mahjong-column-score = 得分
mahjong-seat-and-wind = { $name }（{ $wind }）
mahjong-winning-tile-name = 胡的牌：{ $tile }
mahjong-winning-hand-name = 胡牌牌型：{ $tile }
mahjong-winning-meld-name = 胡牌牌型的副露：{ $tile }
mahjong-winning-meld-hidden-name = 胡牌牌型的副露：暗杠的扣牌
mahjong-final-scores = 游戏结束：最终得分
mahjong-final-place = 第{ $place }名
mahjong-hands-played = 共打了{ $count }局。

## 番种

mahjong-faan-thirteen-orphans = 十三幺
mahjong-faan-big-four-winds = 大四喜
mahjong-faan-all-honours = 字一色
mahjong-faan-all-terminals = 清幺九
mahjong-faan-big-three-dragons = 大三元
mahjong-faan-full-flush = 清一色
mahjong-faan-small-four-winds = 小四喜
mahjong-faan-small-three-dragons = 小三元
mahjong-faan-seven-pairs = 七对子
mahjong-faan-all-pongs = 对对胡
mahjong-faan-half-flush = 混一色
mahjong-faan-all-flowers = 四花齐
mahjong-faan-all-seasons = 四季齐
mahjong-faan-dragon-pong = 箭刻
mahjong-faan-seat-wind = 门风刻
mahjong-faan-round-wind = 圈风刻
mahjong-faan-all-chows = 平胡
mahjong-faan-concealed-hand = 门前清
mahjong-faan-self-draw = 自摸
mahjong-faan-win-on-kong = 杠上开花
mahjong-faan-last-tile = 海底捞月
mahjong-faan-no-bonus-tiles = 无花
mahjong-faan-seat-flower = 正花
mahjong-faan-seat-season = 正季

## 状态栏

mahjong-counter-round = 圈
mahjong-counter-round-value = { $wind }{ $hand }
mahjong-counter-wall = 牌墙
mahjong-counter-score = 得分
mahjong-deal = 第{ $game }局：你坐东位，先坐庄。点击一张牌打出。
mahjong-deal-on-lan = 你正在局域网界面：请先离开牌桌。
mahjong-restart = 游戏从第一局重新开始。
mahjong-nothing-to-undo = 本局没有你可以收回的弃牌。
mahjong-game-over-best = 你以最高分结束了游戏！
mahjong-game-over = 游戏结束。
mahjong-saved-wrong-tiles = 牌桌上有{ $count }张牌，而不是整副的{ $set }张

## 被拒绝的操作

mahjong-not-allowed = 不允许：{ $reason }。
mahjong-error-no-such-seat = 没有座位{ $seat }：座位为0到3
mahjong-error-not-now = 座位{ $seat }现在不能这样做：{ $reason }
mahjong-error-not-held-discard = 座位{ $seat }没有可打出的{ $face }
mahjong-error-not-held-kong = 座位{ $seat }没有可开杠的{ $face }
mahjong-error-not-held = 座位{ $seat }没有{ $face }（{ $action }）
mahjong-error-claim-refused = 座位{ $seat }不能对这张弃牌{ $claim }
mahjong-error-not-a-win = 这不是至少{ $min_faan }番的胡牌牌型
mahjong-error-game-over = 游戏已结束
mahjong-not-now-hand-in-play = 本局还在进行
mahjong-not-now-hand-over = 本局已结束
mahjong-not-now-claims = 一张弃牌正在等待吃碰杠胡：请选择或过
mahjong-not-now-not-your-turn = 还没轮到你
mahjong-not-now-no-claim = 它对这张弃牌没有可回应的操作

## 选项

mahjong-option-computer-players = 电脑玩家
mahjong-option-countdown = 吃碰倒计时
mahjong-option-countdown-on = 开启
mahjong-seconds-suffix = 秒
mahjong-option-min-faan = 起胡番数
mahjong-option-hands = 牌型
mahjong-option-seven-pairs = 七对子可胡
mahjong-option-flowers = 使用花牌
mahjong-option-all-winners = 一炮多响
mahjong-option-rules-note = 规则的改动（番数、七对子、花牌、胡牌者）从下一局新游戏开始生效。

## 与朋友一起玩

mahjong-play-lan = 局域网对战
mahjong-play-online = 在线对战
mahjong-strip-lan = 局域网牌桌 { $room }
mahjong-strip-online = 在线房间 { $room }
mahjong-autoplay-banner = 电脑玩家（{ $level }）代打这个座位
mahjong-room-link = 浏览器用的房间链接：
mahjong-copy-link = 复制链接

## 局域网菜单

mahjong-lan-title = 局域网麻将
mahjong-your-name = 你的名字：
mahjong-own-table = 你自己的牌桌
mahjong-own-table-note = 在这台电脑上开一张牌桌。同一网络中的朋友可以加入；没人坐的座位由电脑玩家坐。
mahjong-host-table = 开牌桌
mahjong-friends-table = 朋友的牌桌
mahjong-searching = 正在局域网中寻找牌桌…
mahjong-join-table = 加入牌桌 { $room }（{ $address }）
mahjong-search-again = 重新寻找牌桌
mahjong-address = 地址：
mahjong-join-address = 按地址加入
mahjong-rejoin-table = 回到牌桌 { $room }（{ $address }）
mahjong-back-to-computer = 回到与电脑的对局
mahjong-search-none = 局域网中没有找到牌桌。
mahjong-search-failed = 无法搜索局域网：{ $error }
mahjong-host-failed = 无法开牌桌：{ $error }
mahjong-address-missing = 请输入主机的地址，例如 192.168.1.5:47470。
mahjong-address-bad = “{ $address }”不是地址：请按 192.168.1.5:47470 的格式输入。

## 在线菜单

mahjong-online-title = 在线麻将
mahjong-server = 服务器：
mahjong-tls = 安全连接（TLS）
mahjong-ca-file = CA 文件：
mahjong-ca-file-hint = 留空：信任系统的证书颁发机构
mahjong-new-room = 新房间
mahjong-bots-from-start = 开局时的电脑玩家：
mahjong-create-room = 创建房间
mahjong-create-room-note = 你会得到一个房间码，发给你的朋友。
mahjong-friends-room = 朋友的房间
mahjong-room-code = 房间码：
mahjong-join-room = 加入房间
mahjong-rejoin-room = 回到房间 { $room }（{ $server }）
mahjong-room-code-missing = 请输入朋友给你的房间码。
mahjong-ca-file-failed = 无法读取 CA 文件：{ $error }。
mahjong-server-missing = 请输入服务器的地址，例如 play.example.org:47480
mahjong-server-bad-port = { $port } 不是端口号（1 到 65535）
mahjong-server-bad-address = { $address } 不是服务器地址

## 大厅

mahjong-connecting = 正在连接 { $target }…
mahjong-cancel = 取消
mahjong-room-code-heading = 房间码：{ $room }
mahjong-seats = 座位
mahjong-seat-open = 空位：开局时由电脑玩家坐
mahjong-close-table = 关闭牌桌
mahjong-host-address = 地址：{ $ip } · 端口 { $port }
mahjong-host-address-note = 朋友在 Parlour 的麻将中选择“局域网对战”，加入牌桌 { $room }，或输入 { $address }。
mahjong-firewall-note = 防火墙须允许 Parlour：TCP 端口 { $tcp }，以及用于寻找牌桌的 UDP 端口 { $udp }。
mahjong-server-heading = 服务器：{ $server }
mahjong-server-note = 朋友在 Parlour 的麻将中选择“在线对战”，输入这个服务器和房间码 { $room }。
mahjong-joined-at = 已加入 { $address } 的牌桌。
mahjong-waiting-deal = 游戏已开始，等待发牌…
mahjong-start-game = 开始游戏
mahjong-add-bot = 添加电脑玩家
mahjong-open-seats-note = 空位由电脑玩家坐。
mahjong-waiting-maker = 等待房间创建者开始游戏…
mahjong-waiting-host = 等待主机开始游戏…

## 来自牌桌或服务器的消息

mahjong-host-refused = 主机拒绝了这一操作：{ $reason }。
mahjong-table-rejected = 牌桌拒绝了你：{ $reason }。
mahjong-server-rejected = 服务器拒绝了你：{ $reason }。
mahjong-host-left = 主机已离开：{ $reason }
mahjong-room-closed = 服务器关闭了房间：{ $reason }
mahjong-disconnected = 与牌桌的连接已断开：{ $reason }。
mahjong-seat-not-kept = 无法为重新加载页面保存这个座位：{ $error }。
mahjong-seat-not-taken-back = 无法回到房间 { $room } 的座位：{ $reason }。
mahjong-online-game-over = 对局结束。座位 1 到座位 4 的最终得分：{ $scores }。你是座位 { $seat }。
mahjong-connect-failed = 无法连接：{ $reason }。
