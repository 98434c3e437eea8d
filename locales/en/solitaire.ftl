# solitaire: en
# Mahjong Solitaire: clear the board by removing pairs of matching free tiles.
# A tile is "free" when nothing lies on it and its left or right side is open.

## The strip above the board
solitaire-back-to-editor = ↩ Back to the editor
# $layout is the layout's name, for example "Turtle" (layout names are not translated).
solitaire-test-playing = Test-playing { $layout }
solitaire-test-playing-unnamed = Test-playing this layout
solitaire-test-playing-tip = Test games do not count in the records.
solitaire-shuffle = 🔀 Shuffle
solitaire-shuffle-tip = Re-deal the remaining tiles so they can be cleared (counts as help)
solitaire-unsolvable-warning = ⚠ This position can no longer be cleared: undo or shuffle.
# Shown in the layout chooser before a game is dealt.
solitaire-layout = Layout
solitaire-layout-label = Layout:
# An entry of the layout chooser: the layout's name and its number of tiles.
solitaire-layout-entry = { $layout } ({ $count } tiles)
solitaire-your-layouts = Your layouts
solitaire-unreadable-files = { $count ->
    [one] 1 file could not be read
   *[other] { $count } files could not be read
}
solitaire-layout-chooser-tip = Built-in layouts and your own (from your layouts folder)
solitaire-no-record = No games finished on this layout yet
# $best is a time such as "3:25", or "–" when no game was won without help.
solitaire-record = Best { $best } · won { $won } of { $played }
solitaire-record-tip = Best time counts only wins without hints or shuffles
solitaire-no-game = No game.

## The counters in the status bar
solitaire-tiles-left = Tiles left
# The number of pairs that can be removed now.
solitaire-moves = Moves
solitaire-shuffles = Shuffles

## The board
# A tile's name for screen readers. $tile is a tile name such as "3 of dots";
# $column and $row count half tiles, $layer counts from 1.
solitaire-tile-free = { $tile }, free, column { $column }, row { $row }, layer { $layer }
solitaire-tile-blocked = { $tile }, blocked, column { $column }, row { $row }, layer { $layer }
solitaire-tile-selected = { $tile }, selected, column { $column }, row { $row }, layer { $layer }
solitaire-tile-not-free = That tile is not free: something lies on it or both its sides are blocked.

## Won, and no moves left
solitaire-cleared = Cleared!
# $time is a time such as "3:25".
solitaire-cleared-in = Cleared in { $time }!
# $layout is the layout's name, $deal the deal number, $time a time such as "3:25".
solitaire-cleared-detail = { $layout }, deal { $deal }, in { $time }.
solitaire-cleared-test = A test game: the records are unchanged.
solitaire-cleared-assisted = With help from hints or shuffles, so it sets no best time.
solitaire-best-time = Best time on this layout: { $time }
solitaire-new-game = ➕ New game
solitaire-play-again = 🔄 Play this deal again
solitaire-stuck-title = No moves left
solitaire-stuck-text = No two free tiles match. Take a move back, shuffle the tiles that are left, or start over.
solitaire-undo = ↩ Undo
solitaire-restart = 🔄 Restart

## Messages in the status bar
solitaire-shuffled = Shuffled: the remaining tiles can be cleared.
# $reason is one of the error texts below.
solitaire-shuffle-failed = Could not shuffle: { $reason }.
solitaire-no-arrangement = No arrangement of the remaining tiles can be cleared ({ $reason }). Undo instead.
solitaire-hint-searching = Looking for a safe pair…
# $first and $second are tile names such as "3 of dots".
solitaire-hint = Hint: { $first } and { $second }.
solitaire-hint-unsafe = Hint: { $first } and { $second } (no pair keeps this position solvable: undo or shuffle).
solitaire-no-pair = No pair can be removed.
solitaire-layout-gone = That layout is no longer in your layouts folder.
solitaire-no-layout = No layout to play.
solitaire-layout-missing = The { $layout } layout is missing.
# $reason is one of the deal errors below.
solitaire-cannot-be-played = { $layout } cannot be played: { $reason }.

## Why a move was refused. These start in lower case: the window makes them a sentence
## or puts them after a colon. $x and $y count half tiles, $z is the layer from 0.
solitaire-error-no-such-tile = there is no tile number { $index } on this layout
solitaire-error-already-removed = the tile at { $x },{ $y } layer { $z } has already been removed
solitaire-error-same-tile = pick two different tiles
solitaire-error-not-free = the tile at { $x },{ $y } layer { $z } is not free: something lies on it or both its sides are blocked
solitaire-error-no-match = { $first } and { $second } do not match
solitaire-error-shuffle-length = a shuffle must give { $expected } faces, not { $got }
solitaire-error-shuffle-changes-faces = a shuffle may only rearrange the faces of the tiles still on the board

## Why no deal can be made. In lower case, as above.
solitaire-deal-empty = the layout has no tiles
solitaire-deal-odd-count = the layout has { $count } tiles; tiles go in pairs, so it needs an even number
# $tiles is a list of tiles made with solitaire-stuck-list.
solitaire-deal-never-cleared = this layout can never be cleared: however the tiles are removed, some are left of which never two are free at the same time, for example { $tiles }
solitaire-deal-search-limit = no way to clear this layout was found; it probably cannot be cleared (for example { $tiles } end up stacked with nothing beside them)
solitaire-deal-unpaired = a tile is left without any matching partner on the board
# One tile of such a list.
solitaire-stuck-tile = the tile at { $x },{ $y } layer { $z }
# What goes between the tiles of a list.
solitaire-list-separator = {", "}
# $tiles is up to six tiles; $more is how many more there are (0: none).
solitaire-stuck-list = { $more ->
    [0] { $tiles }
   *[other] { $tiles } and { $more } more
}

## Layout files that cannot be used
solitaire-layout-too-large = the layout needs a { $width }x{ $height }x{ $layers } grid, but a layout file holds at most { $max_width }x{ $max_height } half tiles and { $max_layers } layers
solitaire-file-no-file-name = { $path }: the file has no FileName= line naming its .layout file
solitaire-file-bad-name = '{ $name }' is not a layout file name in the layouts folder

## What is wrong with a layout file, line by line. Quoted text ('...') is from the file or is
## file syntax: keep it as it is. $magic is a format's first line, such as "parlour-layout 1".
solitaire-file-empty = line { $line }: the file is empty; a layout starts with '{ $magic }'
solitaire-file-not-a-layout = line { $line }: expected '{ $magic }', found '{ $found }'; this is not a Parlour layout
solitaire-file-unsupported = line { $line }: this layout uses format '{ $found }', but this Parlour reads '{ $magic }'
solitaire-file-bad-header = line { $line }: expected a header such as 'name: Turtle' or the line 'layer 0', found '{ $found }'
solitaire-file-unknown-header = line { $line }: unknown header '{ $key }'; the headers are name, author and size
solitaire-file-repeated-header = line { $line }: '{ $key }' is given a second time
solitaire-file-missing-header = line { $line }: the header has no '{ $key }:' line before the layers
solitaire-file-bad-size = line { $line }: the size must read WIDTHxHEIGHTxLAYERS, such as 32x16x5, with width from 2 to { $width }, height from 2 to { $height } and layers from 1 to { $layers } (or 0x0x0 for no tiles); found '{ $found }'
solitaire-file-expected-layer = line { $line }: expected 'layer { $expected }', found '{ $found }'
solitaire-file-missing-rows = line { $line }: layer { $layer } has { $found } rows, but the size says { $expected }
solitaire-file-missing-layers = line { $line }: the file ends after { $found } layers, but the size says { $expected }
solitaire-file-trailing = line { $line }: '{ $found }' comes after the last layer the size allows ({ $layers } layers)
solitaire-file-row-too-wide = line { $line }: this row has { $found } cells, but the size's width is { $width }
solitaire-file-bad-cell = line { $line }, column { $column }: '{ $found }' is not a layout cell; use '.', '[', ']' or '-'
solitaire-file-tile-outside = line { $line }, column { $column }: the tile starting here sticks out of the { $width }x{ $height } grid
solitaire-file-broken-tile = line { $line }, column { $column }: expected '{ $expected }' for the tile starting at line { $tile_line }, column { $tile_column }, found '{ $found }'
solitaire-file-stray-cell = line { $line }, column { $column }: '{ $found }' belongs to no tile (a tile is '[]' with '--' below it); write '.' for an empty cell
# KMahjongg's files. $key is w, h or d; $what is width, height or depth.
solitaire-kmj-not-a-layout = line { $line }: expected '{ $magic_old }' or '{ $magic_new }', found '{ $found }'; this is not a KMahjongg layout
solitaire-kmj-bad-dimension = line { $line }: '{ $key }' must be followed by a whole number above 0, found '{ $found }'
solitaire-kmj-missing-dimension = line { $line }: the file never gives its { $what ->
    [width] width
    [height] height
   *[depth] depth
} (a line such as '{ $example }')
solitaire-kmj-too-large = line { $line }: { $reason }
solitaire-kmj-row-width = line { $line }: this row has { $found } cells, but the board is { $expected } cells wide
solitaire-kmj-row-count = line { $line }: the file has { $found } grid rows, but { $levels } levels of { $height } rows need { $expected }
solitaire-kmj-missing-group = line { $line }: no [{ $group }] group; this is not a KMahjongg layout description
solitaire-kmj-bad-desktop-line = line { $line }: expected Key=Value, found '{ $found }'
# Parlour's largest layout.
solitaire-limit-grid = the grid is { $width }x{ $height } half tiles with { $layers } layers; Parlour's largest is { $max_width }x{ $max_height } with { $max_layers } layers
solitaire-limit-tiles = the layout has { $tiles } tiles; Parlour's largest holds { $max }
solitaire-limit-outside = a tile stands at { $x },{ $y } on layer { $z }, outside the largest grid ({ $max_width }x{ $max_height } half tiles, layers 0 to { $top })
solitaire-limit-same-place = two tiles stand in the same place, { $x },{ $y } on layer { $z }
