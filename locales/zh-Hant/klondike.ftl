# klondike: zh-Hant

## Table
klondike-table = 克朗代克牌桌
klondike-stock = 牌堆
klondike-waste = 棄牌堆
klondike-foundation = { card-suit }收牌區
klondike-pile = 第 { $pile } 列
klondike-stock-face-down = 牌堆，{ $count } 張背面朝上
klondike-face-down-card = { $pile }：背面朝上的牌
klondike-empty-pile = { $pile }，空
klondike-stock-empty-recycle = 牌堆已空：可把棄牌堆翻回

## Messages of play
klondike-no-passes-left = 已沒有翻牌堆的次數了。
klondike-nowhere-to-go = { $card }無處可放。
klondike-cannot-move = 這張牌不能移動。
klondike-cannot-go-there = 牌不能放在那裡。
klondike-nothing-to-pick-up = 那裡沒有可拿起的牌。
klondike-holding = 已拿起{ $card }。
klondike-holding-more = 已拿起{ $card }等 { $more } 張牌。
klondike-no-hint = 已沒有有用的走法了。
klondike-won = 用時 { $time }，你贏了！
klondike-won-score = 用時 { $time }，你贏了！得分：{ $score }。

## Refused moves
klondike-error-empty-stock = 牌堆已空：請把棄牌堆翻回。
klondike-error-stock-not-empty = 牌堆裡還有牌：請先發完。
klondike-error-no-passes-left = 已沒有翻牌堆的次數了。
klondike-error-empty-waste = 棄牌堆是空的。
klondike-error-no-such-pile = 沒有第 { $pile } 列。
klondike-error-empty-pile = 第 { $pile } 列是空的。
klondike-error-not-a-run = 第 { $pile } 列沒有 { $count } 張正面朝上的連續牌。
klondike-error-does-not-fit = { $card } 不能放在 { $target } 上。
klondike-error-king-only = 空列只能放 K，不能放 { $card }。
klondike-error-not-next = { $card } 還不能放上收牌區。
klondike-error-empty-foundation = { card-suit }收牌區是空的。
klondike-error-same-pile = 一列不能移到它自己上面。

## Status bar
klondike-score = 得分
klondike-dollars = ${ $amount }
klondike-vegas-total = 累計
klondike-redeals-left = 剩餘輪數

## Saved game
klondike-save-pile-count = 存檔有 { $count } 列
klondike-save-duplicate-card = 存檔的牌局有誤：{ $card } 出現了兩次
klondike-save-card-count = 存檔的牌局有誤：有 { $count } 張牌，而不是 52 張
klondike-save-bad-deal = 存檔的牌局有誤：{ $reason }

## Settings
klondike-rules-heading = 規則（從下一局起）
klondike-play-heading = 玩法
klondike-rules-next-deal = 目前這局保持原有規則；新規則從下一局起生效。
klondike-draw = 每次翻牌
klondike-draw-cards = { $count } 張
klondike-passes = 翻牌堆輪數
klondike-passes-unlimited = 不限
klondike-passes-count = { $count } 輪
klondike-piles = 牌列數
klondike-scoring = 計分
klondike-scoring-none = 不計分
klondike-scoring-standard = 標準
klondike-scoring-vegas = 維加斯
klondike-vegas-running-total = 維加斯：跨局累計總分
klondike-vegas-now = （現為 ${ $amount }）
klondike-vegas-reset = 歸零
klondike-winnable-only = 只發求解器能贏的牌局
klondike-auto-safe = 自動把安全的牌移到收牌區
klondike-auto-finish = 所有牌翻開後自動完成
klondike-table-colour = 牌桌顏色
klondike-table-colour-default = 預設
