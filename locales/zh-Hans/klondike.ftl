# klondike: zh-Hans

## Table
klondike-table = 克朗代克牌桌
klondike-stock = 牌堆
klondike-waste = 弃牌堆
klondike-foundation = { card-suit }收牌区
klondike-pile = 第 { $pile } 列
klondike-stock-face-down = 牌堆，{ $count } 张背面朝上
klondike-face-down-card = { $pile }：背面朝上的牌
klondike-empty-pile = { $pile }，空
klondike-stock-empty-recycle = 牌堆已空：可把弃牌堆翻回

## Messages of play
klondike-no-passes-left = 已没有翻牌堆的次数了。
klondike-nowhere-to-go = { $card }无处可放。
klondike-cannot-move = 这张牌不能移动。
klondike-cannot-go-there = 牌不能放在那里。
klondike-nothing-to-pick-up = 那里没有可拿起的牌。
klondike-holding = 已拿起{ $card }。
klondike-holding-more = 已拿起{ $card }等 { $more } 张牌。
klondike-no-hint = 已没有有用的走法了。
klondike-won = 用时 { $time }，你赢了！
klondike-won-score = 用时 { $time }，你赢了！得分：{ $score }。

## Refused moves
klondike-error-empty-stock = 牌堆已空：请把弃牌堆翻回。
klondike-error-stock-not-empty = 牌堆里还有牌：请先发完。
klondike-error-no-passes-left = 已没有翻牌堆的次数了。
klondike-error-empty-waste = 弃牌堆是空的。
klondike-error-no-such-pile = 没有第 { $pile } 列。
klondike-error-empty-pile = 第 { $pile } 列是空的。
klondike-error-not-a-run = 第 { $pile } 列没有 { $count } 张正面朝上的连续牌。
klondike-error-does-not-fit = { $card } 不能放在 { $target } 上。
klondike-error-king-only = 空列只能放 K，不能放 { $card }。
klondike-error-not-next = { $card } 还不能放上收牌区。
klondike-error-empty-foundation = { card-suit }收牌区是空的。
klondike-error-same-pile = 一列不能移到它自己上面。

## Status bar
klondike-score = 得分
klondike-dollars = ${ $amount }
klondike-vegas-total = 累计
klondike-redeals-left = 剩余轮数

## Saved game
klondike-save-pile-count = 存档有 { $count } 列
klondike-save-duplicate-card = 存档的牌局有误：{ $card } 出现了两次
klondike-save-card-count = 存档的牌局有误：有 { $count } 张牌，而不是 52 张
klondike-save-bad-deal = 存档的牌局有误：{ $reason }

## Settings
klondike-rules-heading = 规则（从下一局起）
klondike-play-heading = 玩法
klondike-rules-next-deal = 当前这局保持原有规则；新规则从下一局起生效。
klondike-draw = 每次翻牌
klondike-draw-cards = { $count } 张
klondike-passes = 翻牌堆轮数
klondike-passes-unlimited = 不限
klondike-passes-count = { $count } 轮
klondike-piles = 牌列数
klondike-scoring = 计分
klondike-scoring-none = 不计分
klondike-scoring-standard = 标准
klondike-scoring-vegas = 维加斯
klondike-vegas-running-total = 维加斯：跨局累计总分
klondike-vegas-now = （现为 ${ $amount }）
klondike-vegas-reset = 清零
klondike-winnable-only = 只发求解器能赢的牌局
klondike-auto-safe = 自动把安全的牌移到收牌区
klondike-auto-finish = 所有牌翻开后自动完成
klondike-table-colour = 牌桌颜色
klondike-table-colour-default = 默认
