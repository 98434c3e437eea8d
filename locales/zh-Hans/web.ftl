## 浏览器版：存储、页面，以及浏览器做不到的事。
web-storage-name = 浏览器为本网站保留的存储
web-loading-storage = 正在加载 Parlour…
web-start-failed = Parlour 无法启动：{ $reason }
web-no-webgl2 = 此浏览器关闭了 WebGL 2，而 Parlour 需要用它绘制。请在浏览器设置中打开硬件加速，或试用最新的 Firefox、Chrome、Edge 或 Safari。
web-storage-off = 此浏览器不为本网站保存任何内容（是隐私窗口吗？）：关闭标签页后，这里的游戏进度都会丢失。要保留，请导出数据。
web-storage-unavailable = 无法使用浏览器的存储（{ $reason }）：设置、记录和游戏只保留到关闭此标签页为止。
web-storage-set-aside = 浏览器存储中的 { $file } 无法使用（{ $reason }），已另存为 { $kept }。
web-storage-too-much = 浏览器存储中有 { $count } 个条目未读取：超出了 Parlour 读取的上限。
web-storage-quota-full = 浏览器为本网站保留的存储已满：{ $file } 未保存。请腾出空间，或导出数据。
web-storage-write-failed = 无法将 { $file } 保存到浏览器的存储：{ $error }
web-storage-full = { $file } 未保存：Parlour 在此浏览器中的文件将超出上限。
web-file-too-large = { $file } 超过 { $limit } 字节，未读取。
web-file-unreadable = 无法读取 { $file }：{ $error }
web-no-lan = 浏览器无法在局域网中开设或查找牌桌：请用桌面版进行局域网对局。
web-lan-on-desktop = 局域网对局请用桌面版
web-connection-ended = 与服务器的连接已断开。
address-ignored = 网页地址中有无法识别的部分，已忽略：{ $parameters }
page-title = { $game } · Parlour

## 你的数据：Parlour 保存的一切，合成一个文件（设置）。
data-title = 你的数据
data-export = 导出我的数据…
data-import = 导入…
data-file-kind = Parlour 数据
data-export-title = 导出我的数据
data-import-title = 导入数据
data-exported = 已导出你的数据：设置、记录、进行中的游戏和布局。
data-exported-missing = 已导出你的数据，但无法读取的部分除外：{ $missed }
data-not-exported = 未能导出你的数据：{ $error }
data-not-imported = 未导入任何内容：{ $reason }
data-imported = 已导入：设置和记录已合并，新增 { $layouts } 个布局。
data-imported-refused = 已导入（新增 { $layouts } 个布局），但以下内容无法使用：{ $refused }
data-replace-title = 替换进行中的游戏？
data-replace-question = 导入的数据中有 { $games } 的其他进行中的游戏。要继续那些游戏，而不是这里的吗？这里的游戏将会丢失。
data-replace-yes = 替换
data-replace-no = 保留我的
