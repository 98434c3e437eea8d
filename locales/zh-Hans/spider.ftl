# spider: zh-Hans
#
# 蜘蛛纸牌。十列从左起编号 0 到 9，与选列的按键和命令行记法一致。“顺子”是同花色按降序
# 排列的牌；“完成的顺子”（同花色从 K 到 A）会自动离开牌桌。拒绝消息里的 $card 是简短的
# 牌代码（点数 A、2–9、T 表示 10、J、Q、K，加英文花色字母 C、D、H、S，如“8D”“TS”），
# 其他地方的 $card 是牌的全名。

## 牌桌：读屏软件使用的名称
spider-table = 蜘蛛纸牌牌桌
spider-card-in-column = { $card }，第 { $column } 列
spider-face-down-card = 背面朝上的牌，第 { $column } 列
spider-empty-column = 第 { $column } 列，空
spider-stock = 牌堆，还剩 { $rows } 次发牌
spider-stock-empty = 牌堆，空
spider-finished-run = 完成的顺子：{ $suit }

## 游戏消息
spider-typed-column = 第 { $column } 列：请输入目标列。
spider-nowhere-to-go = { $card }无处可放。
spider-cannot-move = 那张牌不能移动：只有同花色连续的顺子才能一起移动。
spider-no-hint = 已没有有用的走法了。
spider-hint-deal = 从牌堆发一行牌。
spider-no-winnable-deal = 在这个编号附近没有找到能赢的牌局，请换一个编号。
spider-won = 用时 { $time }，你赢了！得分：{ $score }。

## 被拒绝的走法（每条是一句完整的话）
spider-error-stock-empty = 牌堆已空。
spider-error-empty-column-blocks-deal = 只有在没有空列时才能发牌：第 { $column } 列是空的。
spider-error-no-such-column = 没有第 { $column } 列：列的编号是 0 到 9。
spider-error-empty-column = 第 { $column } 列是空的。
spider-error-same-column = 一列不能移到它自己上面。
spider-error-not-a-run = 第 { $column } 列没有 { $count } 张可移动的顺子：只有正面朝上、同花色且连续的牌才能一起移动。
spider-error-does-not-fit = { $card }不能放在{ $target }上：牌要放在比它大一点的牌上。

## 状态栏
spider-score = 得分
spider-rows-left = 剩余发牌
spider-runs = 顺子
spider-runs-of = { $done }/{ $all }

## 无法恢复的存档（不加句号）
spider-save-bad = 存档的牌局有误：{ $reason }

## 设置
spider-rules-heading = 规则
spider-suits = 花色
spider-suit-count = { $count } 种花色
spider-winnable-only = 只发求解器能赢的牌局
spider-winnable-not-four = 四种花色时求解器很少能在限度内获胜：仅限一种和两种花色。
spider-show-solver = 在状态栏显示求解器的判断
spider-rules-next-deal = 当前牌局保留原来的花色数；新的花色数从下一局起生效。
spider-table-colour = 牌桌颜色
spider-table-colour-default = 默认
