# freecell: zh-Hant

## Table: names of the piles, for screen readers
freecell-table = 新接龍牌桌
freecell-column = 第 { $column } 列
freecell-cell = 空格 { $cell }
freecell-foundation = { card-suit }收牌區
freecell-empty = { $pile }，空

## Messages of play
freecell-cannot-pick = { $card } 不在最上面的連續牌中，不能拿起。
freecell-cannot-go-there = 牌不能放在那裡。
freecell-typed-source = { $card }：移到哪裡？請輸入 1-8、a-d 或 h。
freecell-typed-empty = { $pile }沒有可移動的牌。
freecell-typed-no-move = 這不是一步：先輸入一列或一個空格，再輸入目的地。
freecell-no-hint = 從這裡找不到能獲勝的一步。
freecell-hint = 提示：{ $mv }
freecell-won = 用時 { $time } 獲勝！
freecell-deal-out-of-range = 新接龍的牌局編號為 { $first } 到 { $last }。
freecell-no-winnable-deal = 從該編號起沒有找到求解器能獲勝的牌局。

## Refused moves
freecell-error-no-such-column = 沒有第 { $column } 列。
freecell-error-no-such-cell = 沒有空格 { $cell }。
freecell-error-empty-column = 第 { $column } 列是空的。
freecell-error-empty-cell = 空格 { $cell } 是空的。
freecell-error-cell-taken = 空格 { $cell } 已經有牌了。
freecell-error-not-a-run = 第 { $column } 列最上面的 { $count } 張牌不連續。
freecell-error-too-many = 不能一次移動 { $count } 張牌：空格和空列只允許 { $max } 張。
freecell-error-does-not-fit = { $card } 不能放在 { $target } 上。
freecell-error-not-next = { $card } 還不能放上收牌區。
freecell-error-same-column = 一列不能移到自己上面。
freecell-save-bad = 儲存的牌局有誤：{ $reason }

## Status bar
freecell-cards-home = 已收牌
freecell-can-move = 可移動

## Settings
freecell-rules-heading = 規則（從下一局起）
freecell-cells = 空格數
freecell-bakers = 麵包師遊戲：按同花色接牌
freecell-winnable-only = 跳過無法獲勝的牌局
freecell-play-heading = 玩法
freecell-auto-safe = 自動把安全的牌放上收牌區
freecell-auto-finish = 剩下的牌都安全時自動完成
freecell-keys-help = 鍵盤：先輸入列 1-8 或空格 a-d，再輸入目的地（1-8、a-d，h 為收牌區）。同一個鍵按兩次，會把牌放上收牌區或空格。
freecell-rules-next-deal = 進行中的牌局保留原來的規則；新規則從下一局起生效。
