# spider: zh-Hant
#
# 蜘蛛紙牌。十列從左起編號 0 到 9，與選列的按鍵和命令列記法一致。「順子」是同花色按降序
# 排列的牌；「完成的順子」（同花色從 K 到 A）會自動離開牌桌。拒絕訊息裡的 $card 是簡短的
# 牌代碼（點數 A、2–9、T 表示 10、J、Q、K，加英文花色字母 C、D、H、S，如「8D」「TS」），
# 其他地方的 $card 是牌的全名。

## 牌桌：螢幕閱讀器使用的名稱
spider-table = 蜘蛛紙牌牌桌
spider-card-in-column = { $card }，第 { $column } 列
spider-face-down-card = 背面朝上的牌，第 { $column } 列
spider-empty-column = 第 { $column } 列，空
spider-stock = 牌堆，還剩 { $rows } 次發牌
spider-stock-empty = 牌堆，空
spider-finished-run = 完成的順子：{ $suit }

## 遊戲訊息
spider-typed-column = 第 { $column } 列：請輸入目標列。
spider-nowhere-to-go = { $card }無處可放。
spider-cannot-move = 那張牌不能移動：只有同花色連續的順子才能一起移動。
spider-no-hint = 已沒有有用的走法了。
spider-hint-deal = 從牌堆發一行牌。
spider-no-winnable-deal = 在這個編號附近沒有找到能贏的牌局，請換一個編號。
spider-won = 用時 { $time }，你贏了！得分：{ $score }。

## 被拒絕的走法（每條是一句完整的話）
spider-error-stock-empty = 牌堆已空。
spider-error-empty-column-blocks-deal = 只有在沒有空列時才能發牌：第 { $column } 列是空的。
spider-error-no-such-column = 沒有第 { $column } 列：列的編號是 0 到 9。
spider-error-empty-column = 第 { $column } 列是空的。
spider-error-same-column = 一列不能移到它自己上面。
spider-error-not-a-run = 第 { $column } 列沒有 { $count } 張可移動的順子：只有正面朝上、同花色且連續的牌才能一起移動。
spider-error-does-not-fit = { $card }不能放在{ $target }上：牌要放在比它大一點的牌上。

## 狀態列
spider-score = 得分
spider-rows-left = 剩餘發牌
spider-runs = 順子
spider-runs-of = { $done }/{ $all }

## 無法恢復的存檔（不加句號）
spider-save-bad = 存檔的牌局有誤：{ $reason }

## 設定
spider-rules-heading = 規則
spider-suits = 花色
spider-suit-count = { $count } 種花色
spider-winnable-only = 只發求解器能贏的牌局
spider-winnable-not-four = 四種花色時求解器很少能在限度內獲勝：僅限一種和兩種花色。
spider-show-solver = 在狀態列顯示求解器的判斷
spider-rules-next-deal = 目前牌局保留原來的花色數；新的花色數從下一局起生效。
spider-table-colour = 牌桌顏色
spider-table-colour-default = 預設
