# freecell: zh-Hans

## Table: names of the piles, for screen readers
freecell-table = 空当接龙牌桌
freecell-column = 第 { $column } 列
freecell-cell = 空当 { $cell }
freecell-foundation = { card-suit }收牌区
freecell-empty = { $pile }，空

## Messages of play
freecell-cannot-pick = { $card } 不在最上面的连续牌中，不能拿起。
freecell-cannot-go-there = 牌不能放在那里。
freecell-typed-source = { $card }：移到哪里？请输入 1-8、a-d 或 h。
freecell-typed-empty = { $pile }没有可移动的牌。
freecell-typed-no-move = 这不是一步棋：先输入一列或一个空当，再输入目的地。
freecell-no-hint = 从这里找不到能获胜的一步。
freecell-hint = 提示：{ $mv }
freecell-won = 用时 { $time } 获胜！
freecell-deal-out-of-range = 空当接龙的牌局编号为 { $first } 到 { $last }。
freecell-no-winnable-deal = 从该编号起没有找到求解器能获胜的牌局。

## Refused moves
freecell-error-no-such-column = 没有第 { $column } 列。
freecell-error-no-such-cell = 没有空当 { $cell }。
freecell-error-empty-column = 第 { $column } 列是空的。
freecell-error-empty-cell = 空当 { $cell } 是空的。
freecell-error-cell-taken = 空当 { $cell } 已经有牌了。
freecell-error-not-a-run = 第 { $column } 列最上面的 { $count } 张牌不连续。
freecell-error-too-many = 不能一次移动 { $count } 张牌：空当和空列只允许 { $max } 张。
freecell-error-does-not-fit = { $card } 不能放在 { $target } 上。
freecell-error-not-next = { $card } 还不能放上收牌区。
freecell-error-same-column = 一列不能移到自己上面。
freecell-save-bad = 保存的牌局有误：{ $reason }

## Status bar
freecell-cards-home = 已收牌
freecell-can-move = 可移动

## Settings
freecell-rules-heading = 规则（从下一局起）
freecell-cells = 空当数
freecell-bakers = 面包师游戏：按同花色接牌
freecell-winnable-only = 跳过无法获胜的牌局
freecell-play-heading = 玩法
freecell-auto-safe = 自动把安全的牌放上收牌区
freecell-auto-finish = 剩下的牌都安全时自动完成
freecell-keys-help = 键盘：先输入列 1-8 或空当 a-d，再输入目的地（1-8、a-d，h 为收牌区）。同一个键按两次，会把牌放上收牌区或空当。
freecell-rules-next-deal = 进行中的牌局保留原来的规则；新规则从下一局起生效。
