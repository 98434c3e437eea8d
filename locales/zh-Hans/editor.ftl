# editor: zh-Hans

## The document bar
editor-name = 名称：
editor-name-hint = 布局名称
editor-name-needed = 布局需要一个名称。
editor-author = 作者：
editor-author-hint = 你的名字
editor-not-saved-yet = 尚未保存
editor-file-tip = 布局文件夹中的文件；* 表示有未保存的更改
editor-new = 🆕 新建
editor-new-tip = 新建一个空布局
editor-open = 📂 打开…
editor-open-tip = 打开、重命名或删除你的布局
editor-save = 💾 保存
editor-save-tip = 保存到你的布局文件夹
editor-import = 📥 导入…
editor-import-tip = 导入 KMahjongg 的 .layout 文件
editor-export = 📤 导出…
editor-export-tip = 导出为 KMahjongg 格式（.layout）或 .tiles
editor-test-play = ▶ 试玩
editor-test-play-tip = 在麻将接龙中玩这个布局

## The tool palette
editor-tools = 工具
editor-tool-place = ✏ 放置
editor-tool-place-tip = 单击或拖动来放置牌
editor-tool-erase = ✖ 擦除
editor-tool-erase-tip = 单击或拖动来移走牌
editor-tool-select = ◻ 选择
editor-tool-select-tip = 单击或拖出方框来选择；拖动所选内容来移动（拖动时按 Page Up/Down 更换所在层）；按 Delete 删除
editor-tool-fill = ▣ 填充
editor-tool-fill-tip = 拖出一个矩形，用牌将其填满
editor-mirror = 镜像放置
editor-mirror-off = 关
editor-mirror-left-right = 左右
editor-mirror-top-bottom = 上下
editor-mirror-both = 双向
editor-layers = 层
editor-layer-button = 第 { $layer } 层  （{ $count } 张）
editor-above = 上层：
editor-ghosted = 轮廓
editor-hidden = 隐藏
editor-clear-layer = 清空第 { $layer } 层
editor-clear-layer-tip = 移走此层的所有牌
editor-selection = 已选（{ $count }）
editor-layer-up = ⬆ 上移一层
editor-layer-down = ⬇ 下移一层
editor-delete-selection = ❌ 删除
editor-shift = 平移整个布局
editor-shift-tip = { $direction ->
    [left] 将所有牌向左平移半张牌
    [right] 将所有牌向右平移半张牌
    [up] 将所有牌向上平移半张牌
   *[down] 将所有牌向下平移半张牌
}
editor-shift-name = { $direction ->
    [left] 向左平移
    [right] 向右平移
    [up] 向上平移
   *[down] 向下平移
}
editor-grid = 网格
editor-grid-width-tip = 宽度（以半张牌计）
editor-grid-height-tip = 高度（以半张牌计）
editor-grid-layers-tip = 层数
editor-resize-grid = 调整网格
editor-start-from = 从模板开始
editor-built-in = 内置
editor-choose = 选择…
editor-one-of-mine = 我的布局…
editor-one-of-mine-tip = 打开你保存的布局之一

## The problems list and "Can this layout be won?"
editor-can-be-won = 这个布局能赢吗？
editor-check-now = 🔍 立即检查
editor-check-now-tip = 寻找一个可以消完的牌局（在后台运行）
editor-searching = 正在寻找可以消完的牌局…
editor-verdict-yes = ✔ 能
editor-verdict-no = ✖ 不能
editor-verdict-unknown = ? 未知
editor-verdict-deal = 第 { $deal } 局可以消完。
editor-verdict-reason = { $reason }。
editor-verdict-stale = （针对你最近编辑之前的布局）
editor-verdict-not-started = 检查无法启动（{ $error }）
editor-verdict-stopped = 检查意外停止
editor-problems = 问题：{ $errors } 个错误，{ $warnings } 个警告
editor-no-problems = 无：此布局可以试玩。
editor-select-problem-tiles = 选中这些牌
editor-tiles-selected = 已选中 { $count } 张牌。
editor-cannot-play-yet = 此布局还不能玩：{ $reason }。

## The findings of the checks.
editor-check-no-tiles = 布局中没有牌
editor-check-odd-count = 布局有 { $count } 张牌；牌按相同的一对消去，所以数量必须是偶数（添加或移走一张牌）
editor-check-incomplete-groups = 布局有 { $count } 张牌；超过一整副 { $full } 张后，牌面按四张一组重复，因此有一种牌面会多出一对（添加或移走两张牌以凑成完整的组）
editor-check-below-table = 位于 { $x },{ $y } 第 { $z } 层的牌在桌面之下（第 0 层）
editor-check-same-place = 两张牌位于同一位置：{ $x },{ $y } 第 { $z } 层
editor-check-overlap = 位于 { $x },{ $y } 第 { $z } 层的牌与 { $ox },{ $oy } 处的牌重叠
editor-check-no-first-pair = 开局时只有 { $free } 张牌可取，因此永远无法消去任何一对
editor-check-stack-too-tall = 从 { $x },{ $y } 第 { $z } 层往上叠着的 { $stacked } 张牌必须逐张消去，每张都要与别处的牌配对，但其他牌只有 { $others } 张
editor-check-unsupported = 位于 { $x },{ $y } 第 { $z } 层的牌没有完全放在第 { $below } 层的牌上
editor-check-island = 孤岛 { $number }/{ $islands }：从 { $x },{ $y } 第 { $z } 层开始的 { $count } 张牌，与其他部分不相连

## Why an edit was refused.
editor-refused = 无法执行：{ $reason }。
editor-error-outside = { $x },{ $y } 第 { $z } 层超出了 { $width }x{ $height }、共 { $layers } 层的网格
editor-error-overlap = 放在 { $x },{ $y } 第 { $z } 层的牌会与 { $ox },{ $oy } 处的牌重叠
editor-error-no-tile = { $x },{ $y } 第 { $z } 层没有牌
editor-error-none-selected = 没有选中任何牌
editor-error-no-fit = 那个矩形里放不下牌
editor-error-nothing-to-move = 没有可移动的内容
editor-error-no-tiles-to-shift = 布局中没有可平移的牌
editor-error-nothing-to-shift = 没有可平移的内容
editor-error-empty-layer = 那一层没有牌
editor-error-same-size = 网格已经是这个大小
editor-error-same-name = 名称没有变化
editor-error-same-author = 作者没有变化
editor-error-bad-size = 网格宽可为 2 到 { $width } 个半牌格，高 2 到 { $height }，层数 1 到 { $layers }
editor-error-too-large = 此布局需要 { $width }x{ $height }x{ $layers } 的网格，超出编辑器的最大尺寸
editor-cannot-edit = 无法编辑该布局：{ $reason }。
editor-file-cannot-edit = 无法编辑 { $file }：{ $reason }。

## The counters in the status bar
editor-counter-tiles = 牌数
editor-counter-layer = 层
editor-counter-layer-value = { $layer }（0 到 { $top }）
editor-counter-grid = 网格

## The grid
editor-grid-name = 布局网格，第 { $layer } 层（0 到 { $top }）
editor-tile-name = 位于 { $x },{ $y } 第 { $z } 层的牌
editor-no-tile-there = 此层的那个位置没有牌。
editor-select-first = 请先选择一些牌。

## Files and dialogs
editor-no-folder = Parlour 在这里没有布局文件夹。
editor-no-folder-not-saved = Parlour 在这里没有布局文件夹，因此布局没有保存。
editor-saved-as = 已保存为 { $file }。
editor-not-saved = 未保存：{ $error }
editor-could-not-open = 无法打开 { $error }
editor-started-from = 已从该布局开始；撤销可恢复你原来的内容。
editor-no-file-dialog = 这里没有文件对话框；请直接输入路径。
editor-my-layouts = 我的布局
editor-import-title = 导入布局
editor-export-title = 导出布局
editor-unsaved-title = 未保存的更改
editor-unsaved-question = 先保存对“{ $layout }”的更改吗？
editor-discard = 放弃更改
editor-cancel = 取消
editor-no-layouts-yet = 你还没有保存的布局。保存一个，或导入 KMahjongg 布局。
editor-close = 关闭
editor-ok = 确定
editor-really-delete = 确认删除
editor-keep = 保留
editor-row-open = 打开
editor-rename = 重命名
editor-delete = 删除
editor-row-tiles = { $count } 张
editor-row-unreadable = 无法读取
editor-renamed = 已重命名为“{ $layout }”（{ $file }）。
editor-not-renamed = 未重命名：{ $error }
editor-deleted = 已删除 { $file }。
editor-not-deleted = 未删除：{ $error }
editor-import-help = 输入 KMahjongg .layout 文件的路径（旁边的 .desktop 文件提供名称和作者）、Parlour .tiles 文件的路径，或一个文件夹的路径，将其中的每个 .layout 导入你的布局文件夹。
editor-choose-file = 📄 选择文件…
editor-choose-folder = 📁 选择文件夹…
editor-import-button = 导入
editor-type-path = 请先输入路径。
editor-imported-one = 已导入“{ $layout }”；保存后才会保留。
editor-not-imported = 未导入：{ $error }
editor-no-layout-files = { $path } 中没有 .layout 文件。
editor-imported-many = 已将 { $count } 个布局导入你的布局文件夹。
editor-imported-some = 已将 { $count } 个布局导入你的布局文件夹。{ $failed } 个无法读取，例如 { $first }
editor-export-help = 输入要写入的路径。.layout 文件是 KMahjongg 的格式（布局能放进 32x16x5 时为 1.0 版，否则为 1.1 版），旁边会附带记录名称和作者的 .desktop 文件；其他扩展名则写成 Parlour 自己的格式。
editor-export-button = 导出
editor-exported = 已导出到 { $file }。
editor-exported-two = 已导出到 { $file } 和 { $second }。
editor-not-exported = 未导出：{ $error }

## The system's file dialogs
editor-browse-import-file = 导入布局
editor-browse-layouts = 布局
editor-browse-import-folder = 导入文件夹中的所有 KMahjongg 布局
editor-browse-export = 导出布局
editor-browse-kmahjongg-layout = KMahjongg 布局
editor-browse-parlour-layout = Parlour 布局
