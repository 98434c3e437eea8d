# solitaire: zh-Hant
# 麻將接龍：成對消去相同的可取牌。

## The strip above the board
solitaire-back-to-editor = ↩ 返回編輯器
solitaire-test-playing = 正在試玩 { $layout }
solitaire-test-playing-unnamed = 正在試玩此佈局
solitaire-test-playing-tip = 試玩不計入記錄。
solitaire-shuffle = 🔀 洗牌
solitaire-shuffle-tip = 重新發放剩餘的牌，使其可以消完（算作協助）
solitaire-unsolvable-warning = ⚠ 此局面已無法消完：請復原或洗牌。
solitaire-layout = 佈局
solitaire-layout-label = 佈局：
solitaire-layout-entry = { $layout }（{ $count } 張牌）
solitaire-your-layouts = 我的佈局
solitaire-unreadable-files = { $count } 個檔案無法讀取
solitaire-layout-chooser-tip = 內建佈局和你自己的佈局（來自佈局資料夾）
solitaire-no-record = 此佈局還沒有完成的牌局
solitaire-record = 最佳 { $best } · { $played } 局勝 { $won } 局
solitaire-record-tip = 最佳時間只計不用提示和洗牌的勝局
solitaire-no-game = 沒有牌局。

## The counters in the status bar
solitaire-tiles-left = 剩餘牌數
solitaire-moves = 可消對數
solitaire-shuffles = 洗牌次數

## The board
solitaire-tile-free = { $tile }，可取，第 { $column } 欄，第 { $row } 列，第 { $layer } 層
solitaire-tile-blocked = { $tile }，被擋住，第 { $column } 欄，第 { $row } 列，第 { $layer } 層
solitaire-tile-selected = { $tile }，已選取，第 { $column } 欄，第 { $row } 列，第 { $layer } 層
solitaire-tile-not-free = 這張牌不可取：上面壓著牌，或者左右兩側都被擋住。

## Won, and no moves left
solitaire-cleared = 全部消完！
solitaire-cleared-in = 用時 { $time } 消完！
solitaire-cleared-detail = { $layout }，第 { $deal } 局，用時 { $time }。
solitaire-cleared-test = 這是試玩：記錄不變。
solitaire-cleared-assisted = 使用了提示或洗牌，不計最佳時間。
solitaire-best-time = 此佈局最佳時間：{ $time }
solitaire-new-game = ➕ 新遊戲
solitaire-play-again = 🔄 重玩這一局
solitaire-stuck-title = 無牌可消
solitaire-stuck-text = 可取的牌中沒有相同的兩張。請復原一步、將剩餘的牌洗牌，或重新開始。
solitaire-undo = ↩ 復原
solitaire-restart = 🔄 重新開始

## Messages in the status bar
solitaire-shuffled = 已洗牌：剩餘的牌可以消完。
solitaire-shuffle-failed = 無法洗牌：{ $reason }。
solitaire-no-arrangement = 剩餘的牌無論怎樣排列都無法消完（{ $reason }）。請改為復原。
solitaire-hint-searching = 正在尋找安全的一對…
solitaire-hint = 提示：{ $first } 和 { $second }。
solitaire-hint-unsafe = 提示：{ $first } 和 { $second }（沒有哪一對能讓此局面保持可解：請復原或洗牌）。
solitaire-no-pair = 沒有可以消去的一對。
solitaire-layout-gone = 該佈局已不在你的佈局資料夾中。
solitaire-no-layout = 沒有可玩的佈局。
solitaire-layout-missing = 缺少佈局 { $layout }。
solitaire-cannot-be-played = { $layout } 無法遊玩：{ $reason }。

## Why a move was refused.
solitaire-error-no-such-tile = 此佈局上沒有編號為 { $index } 的牌
solitaire-error-already-removed = 位於 { $x },{ $y } 第 { $z } 層的牌已被消去
solitaire-error-same-tile = 請選擇兩張不同的牌
solitaire-error-not-free = 位於 { $x },{ $y } 第 { $z } 層的牌不可取：上面壓著牌，或者左右兩側都被擋住
solitaire-error-no-match = { $first } 和 { $second } 不相同
solitaire-error-shuffle-length = 洗牌應給出 { $expected } 張牌面，而不是 { $got } 張
solitaire-error-shuffle-changes-faces = 洗牌只能重新排列仍在牌桌上的牌面

## Why no deal can be made.
solitaire-deal-empty = 佈局中沒有牌
solitaire-deal-odd-count = 佈局有 { $count } 張牌；牌要成對消去，所以數量必須是偶數
solitaire-deal-never-cleared = 此佈局永遠無法消完：無論按什麼順序消牌，都會剩下一些牌，其中任意兩張都不會同時可取，例如 { $tiles }
solitaire-deal-search-limit = 未找到消完此佈局的方法，它很可能無法消完（例如 { $tiles } 最後疊在一起，旁邊空無一牌）
solitaire-deal-unpaired = 牌桌上有一張牌沒有可配對的牌
solitaire-stuck-tile = 位於 { $x },{ $y } 第 { $z } 層的牌
solitaire-list-separator = {"、"}
solitaire-stuck-list = { $more ->
    [0] { $tiles }
   *[other] { $tiles }，以及另外 { $more } 張
}

## Layout files that cannot be used
solitaire-layout-too-large = 此佈局需要 { $width }x{ $height }x{ $layers } 的網格，但佈局檔案最多容納 { $max_width }x{ $max_height } 個半牌格和 { $max_layers } 層
solitaire-file-no-file-name = { $path }：此檔案沒有指明其 .layout 檔案的 FileName= 行
solitaire-file-bad-name = 「{ $name }」不是佈局資料夾中的佈局檔案名稱

solitaire-file-empty = 第 { $line } 行：檔案是空的；版面應以 '{ $magic }' 開頭
solitaire-file-not-a-layout = 第 { $line } 行：應為 '{ $magic }'，卻是 '{ $found }'；這不是 Parlour 版面
solitaire-file-unsupported = 第 { $line } 行：此版面使用格式 '{ $found }'，但本版 Parlour 讀取 '{ $magic }'
solitaire-file-bad-header = 第 { $line } 行：應為 'name: Turtle' 這樣的檔頭或 'layer 0' 行，卻是 '{ $found }'
solitaire-file-unknown-header = 第 { $line } 行：未知的檔頭 '{ $key }'；檔頭有 name、author 和 size
solitaire-file-repeated-header = 第 { $line } 行：'{ $key }' 出現了第二次
solitaire-file-missing-header = 第 { $line } 行：在各層之前缺少 '{ $key }:' 行
solitaire-file-bad-size = 第 { $line } 行：尺寸應寫作 寬x高x層數，如 32x16x5，寬 2 到 { $width }，高 2 到 { $height }，層數 1 到 { $layers }（無牌時為 0x0x0）；卻是 '{ $found }'
solitaire-file-expected-layer = 第 { $line } 行：應為 'layer { $expected }'，卻是 '{ $found }'
solitaire-file-missing-rows = 第 { $line } 行：第 { $layer } 層有 { $found } 列，但尺寸為 { $expected } 列
solitaire-file-missing-layers = 第 { $line } 行：檔案在 { $found } 層後結束，但尺寸為 { $expected } 層
solitaire-file-trailing = 第 { $line } 行：'{ $found }' 位於尺寸允許的最後一層之後（{ $layers } 層）
solitaire-file-row-too-wide = 第 { $line } 行：此列有 { $found } 格，但寬度為 { $width }
solitaire-file-bad-cell = 第 { $line } 行第 { $column } 欄：'{ $found }' 不是版面格；請使用 '.'、'['、']' 或 '-'
solitaire-file-tile-outside = 第 { $line } 行第 { $column } 欄：從這裡開始的牌超出了 { $width }x{ $height } 的格線
solitaire-file-broken-tile = 第 { $line } 行第 { $column } 欄：從第 { $tile_line } 行第 { $tile_column } 欄開始的牌此處應為 '{ $expected }'，卻是 '{ $found }'
solitaire-file-stray-cell = 第 { $line } 行第 { $column } 欄：'{ $found }' 不屬於任何牌（一張牌是 '[]'，下方為 '--'）；空格請寫 '.'
solitaire-kmj-not-a-layout = 第 { $line } 行：應為 '{ $magic_old }' 或 '{ $magic_new }'，卻是 '{ $found }'；這不是 KMahjongg 版面
solitaire-kmj-bad-dimension = 第 { $line } 行：'{ $key }' 後應為大於 0 的整數，卻是 '{ $found }'
solitaire-kmj-missing-dimension = 第 { $line } 行：檔案沒有給出{ $what ->
    [width] 寬度
    [height] 高度
   *[depth] 深度
}（如 '{ $example }' 這樣的行）
solitaire-kmj-too-large = 第 { $line } 行：{ $reason }
solitaire-kmj-row-width = 第 { $line } 行：此列有 { $found } 格，但牌桌寬 { $expected } 格
solitaire-kmj-row-count = 第 { $line } 行：檔案有 { $found } 列格線，但 { $levels } 層、每層 { $height } 列需要 { $expected } 列
solitaire-kmj-missing-group = 第 { $line } 行：沒有 [{ $group }] 組；這不是 KMahjongg 版面說明
solitaire-kmj-bad-desktop-line = 第 { $line } 行：應為 鍵=值，卻是 '{ $found }'
solitaire-limit-grid = 格線為 { $width }x{ $height } 半牌、{ $layers } 層；Parlour 最大為 { $max_width }x{ $max_height }、{ $max_layers } 層
solitaire-limit-tiles = 版面有 { $tiles } 張牌；Parlour 最多容納 { $max } 張
solitaire-limit-outside = 第 { $z } 層 { $x },{ $y } 處的牌在最大格線之外（{ $max_width }x{ $max_height } 半牌，層 0 到 { $top }）
solitaire-limit-same-place = 兩張牌在同一位置：第 { $z } 層 { $x },{ $y }
