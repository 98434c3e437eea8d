# solitaire: zh-Hans
# 麻将接龙：成对消去相同的可取牌。

## The strip above the board
solitaire-back-to-editor = ↩ 返回编辑器
solitaire-test-playing = 正在试玩 { $layout }
solitaire-test-playing-unnamed = 正在试玩此布局
solitaire-test-playing-tip = 试玩不计入记录。
solitaire-shuffle = 🔀 洗牌
solitaire-shuffle-tip = 重新发放剩余的牌，使其可以消完（算作帮助）
solitaire-unsolvable-warning = ⚠ 此局面已无法消完：请撤销或洗牌。
solitaire-layout = 布局
solitaire-layout-label = 布局：
solitaire-layout-entry = { $layout }（{ $count } 张牌）
solitaire-your-layouts = 我的布局
solitaire-unreadable-files = { $count } 个文件无法读取
solitaire-layout-chooser-tip = 内置布局和你自己的布局（来自布局文件夹）
solitaire-no-record = 此布局还没有完成的对局
solitaire-record = 最佳 { $best } · { $played } 局胜 { $won } 局
solitaire-record-tip = 最佳用时只计不用提示和洗牌的胜局
solitaire-no-game = 没有对局。

## The counters in the status bar
solitaire-tiles-left = 剩余牌数
solitaire-moves = 可消对数
solitaire-shuffles = 洗牌次数

## The board
solitaire-tile-free = { $tile }，可取，第 { $column } 列，第 { $row } 行，第 { $layer } 层
solitaire-tile-blocked = { $tile }，被挡住，第 { $column } 列，第 { $row } 行，第 { $layer } 层
solitaire-tile-selected = { $tile }，已选中，第 { $column } 列，第 { $row } 行，第 { $layer } 层
solitaire-tile-not-free = 这张牌不可取：上面压着牌，或者左右两侧都被挡住。

## Won, and no moves left
solitaire-cleared = 全部消完！
solitaire-cleared-in = 用时 { $time } 消完！
solitaire-cleared-detail = { $layout }，第 { $deal } 局，用时 { $time }。
solitaire-cleared-test = 这是试玩：记录不变。
solitaire-cleared-assisted = 使用了提示或洗牌，不计最佳用时。
solitaire-best-time = 此布局最佳用时：{ $time }
solitaire-new-game = ➕ 新游戏
solitaire-play-again = 🔄 重玩这一局
solitaire-stuck-title = 无牌可消
solitaire-stuck-text = 可取的牌中没有相同的两张。请撤销一步、将剩余的牌洗牌，或重新开始。
solitaire-undo = ↩ 撤销
solitaire-restart = 🔄 重新开始

## Messages in the status bar
solitaire-shuffled = 已洗牌：剩余的牌可以消完。
solitaire-shuffle-failed = 无法洗牌：{ $reason }。
solitaire-no-arrangement = 剩余的牌无论怎样排列都无法消完（{ $reason }）。请改为撤销。
solitaire-hint-searching = 正在寻找安全的一对…
solitaire-hint = 提示：{ $first } 和 { $second }。
solitaire-hint-unsafe = 提示：{ $first } 和 { $second }（没有哪一对能让此局面保持可解：请撤销或洗牌）。
solitaire-no-pair = 没有可以消去的一对。
solitaire-layout-gone = 该布局已不在你的布局文件夹中。
solitaire-no-layout = 没有可玩的布局。
solitaire-layout-missing = 缺少布局 { $layout }。
solitaire-cannot-be-played = { $layout } 无法游玩：{ $reason }。

## Why a move was refused.
solitaire-error-no-such-tile = 此布局上没有编号为 { $index } 的牌
solitaire-error-already-removed = 位于 { $x },{ $y } 第 { $z } 层的牌已被消去
solitaire-error-same-tile = 请选择两张不同的牌
solitaire-error-not-free = 位于 { $x },{ $y } 第 { $z } 层的牌不可取：上面压着牌，或者左右两侧都被挡住
solitaire-error-no-match = { $first } 和 { $second } 不相同
solitaire-error-shuffle-length = 洗牌应给出 { $expected } 张牌面，而不是 { $got } 张
solitaire-error-shuffle-changes-faces = 洗牌只能重新排列仍在牌桌上的牌面

## Why no deal can be made.
solitaire-deal-empty = 布局中没有牌
solitaire-deal-odd-count = 布局有 { $count } 张牌；牌要成对消去，所以数量必须是偶数
solitaire-deal-never-cleared = 此布局永远无法消完：无论按什么顺序消牌，都会剩下一些牌，其中任意两张都不会同时可取，例如 { $tiles }
solitaire-deal-search-limit = 未找到消完此布局的方法，它很可能无法消完（例如 { $tiles } 最后叠在一起，旁边空无一牌）
solitaire-deal-unpaired = 牌桌上有一张牌没有可配对的牌
solitaire-stuck-tile = 位于 { $x },{ $y } 第 { $z } 层的牌
solitaire-list-separator = {"、"}
solitaire-stuck-list = { $more ->
    [0] { $tiles }
   *[other] { $tiles }，以及另外 { $more } 张
}

## Layout files that cannot be used
solitaire-layout-too-large = 此布局需要 { $width }x{ $height }x{ $layers } 的网格，但布局文件最多容纳 { $max_width }x{ $max_height } 个半牌格和 { $max_layers } 层
solitaire-file-no-file-name = { $path }：此文件没有指明其 .layout 文件的 FileName= 行
solitaire-file-bad-name = “{ $name }”不是布局文件夹中的布局文件名

solitaire-file-empty = 第 { $line } 行：文件为空；布局应以 '{ $magic }' 开头
solitaire-file-not-a-layout = 第 { $line } 行：应为 '{ $magic }'，却是 '{ $found }'；这不是 Parlour 布局
solitaire-file-unsupported = 第 { $line } 行：此布局使用格式 '{ $found }'，但本版 Parlour 读取 '{ $magic }'
solitaire-file-bad-header = 第 { $line } 行：应为 'name: Turtle' 这样的文件头或 'layer 0' 行，却是 '{ $found }'
solitaire-file-unknown-header = 第 { $line } 行：未知的文件头 '{ $key }'；文件头有 name、author 和 size
solitaire-file-repeated-header = 第 { $line } 行：'{ $key }' 出现了第二次
solitaire-file-missing-header = 第 { $line } 行：在各层之前缺少 '{ $key }:' 行
solitaire-file-bad-size = 第 { $line } 行：尺寸应写作 宽x高x层数，如 32x16x5，宽 2 到 { $width }，高 2 到 { $height }，层数 1 到 { $layers }（无牌时为 0x0x0）；却是 '{ $found }'
solitaire-file-expected-layer = 第 { $line } 行：应为 'layer { $expected }'，却是 '{ $found }'
solitaire-file-missing-rows = 第 { $line } 行：第 { $layer } 层有 { $found } 行，但尺寸为 { $expected } 行
solitaire-file-missing-layers = 第 { $line } 行：文件在 { $found } 层后结束，但尺寸为 { $expected } 层
solitaire-file-trailing = 第 { $line } 行：'{ $found }' 位于尺寸允许的最后一层之后（{ $layers } 层）
solitaire-file-row-too-wide = 第 { $line } 行：此行有 { $found } 格，但宽度为 { $width }
solitaire-file-bad-cell = 第 { $line } 行第 { $column } 列：'{ $found }' 不是布局格；请使用 '.'、'['、']' 或 '-'
solitaire-file-tile-outside = 第 { $line } 行第 { $column } 列：从这里开始的牌超出了 { $width }x{ $height } 的网格
solitaire-file-broken-tile = 第 { $line } 行第 { $column } 列：从第 { $tile_line } 行第 { $tile_column } 列开始的牌此处应为 '{ $expected }'，却是 '{ $found }'
solitaire-file-stray-cell = 第 { $line } 行第 { $column } 列：'{ $found }' 不属于任何牌（一张牌是 '[]'，下方为 '--'）；空格请写 '.'
solitaire-kmj-not-a-layout = 第 { $line } 行：应为 '{ $magic_old }' 或 '{ $magic_new }'，却是 '{ $found }'；这不是 KMahjongg 布局
solitaire-kmj-bad-dimension = 第 { $line } 行：'{ $key }' 后应为大于 0 的整数，却是 '{ $found }'
solitaire-kmj-missing-dimension = 第 { $line } 行：文件没有给出{ $what ->
    [width] 宽度
    [height] 高度
   *[depth] 深度
}（如 '{ $example }' 这样的行）
solitaire-kmj-too-large = 第 { $line } 行：{ $reason }
solitaire-kmj-row-width = 第 { $line } 行：此行有 { $found } 格，但牌桌宽 { $expected } 格
solitaire-kmj-row-count = 第 { $line } 行：文件有 { $found } 行网格，但 { $levels } 层、每层 { $height } 行需要 { $expected } 行
solitaire-kmj-missing-group = 第 { $line } 行：没有 [{ $group }] 组；这不是 KMahjongg 布局说明
solitaire-kmj-bad-desktop-line = 第 { $line } 行：应为 键=值，却是 '{ $found }'
solitaire-limit-grid = 网格为 { $width }x{ $height } 半牌、{ $layers } 层；Parlour 最大为 { $max_width }x{ $max_height }、{ $max_layers } 层
solitaire-limit-tiles = 布局有 { $tiles } 张牌；Parlour 最多容纳 { $max } 张
solitaire-limit-outside = 第 { $z } 层 { $x },{ $y } 处的牌在最大网格之外（{ $max_width }x{ $max_height } 半牌，层 0 到 { $top }）
solitaire-limit-same-place = 两张牌在同一位置：第 { $z } 层 { $x },{ $y }
