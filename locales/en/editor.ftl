# editor: en
# The Layout Editor: the player builds Mahjong Solitaire layouts tile by tile on a grid of
# half-tile cells, with several layers (layer 0 is the table). "Test-play" plays the layout.
# KMahjongg is the name of KDE's Mahjong Solitaire; .layout, .desktop and .tiles are file types.

## The document bar
editor-name = Name:
editor-name-hint = Layout name
editor-name-needed = A layout needs a name.
editor-author = Author:
editor-author-hint = Your name
editor-not-saved-yet = not saved yet
editor-file-tip = The file in your layouts folder; * marks unsaved changes
editor-new = 🆕 New
editor-new-tip = Start a new, empty layout
editor-open = 📂 Open…
editor-open-tip = Open, rename or delete your layouts
editor-save = 💾 Save
editor-save-tip = Save to your layouts folder
editor-import = 📥 Import…
editor-import-tip = Import KMahjongg .layout files
editor-export = 📤 Export…
editor-export-tip = Export for KMahjongg (.layout) or as .tiles
editor-test-play = ▶ Test-play
editor-test-play-tip = Play this layout in Mahjong Solitaire

## The tool palette
editor-tools = Tools
editor-tool-place = ✏ Place
editor-tool-place-tip = Click or drag to put tiles down
editor-tool-erase = ✖ Erase
editor-tool-erase-tip = Click or drag to take tiles away
editor-tool-select = ◻ Select
editor-tool-select-tip = Click or drag a box to select; drag the selection to move it (Page Up/Down while dragging changes its layer); Delete removes it
editor-tool-fill = ▣ Fill
editor-tool-fill-tip = Drag a rectangle to fill it with tiles
# New tiles are also placed at their mirror image across the middle of the grid.
editor-mirror = Mirror placement
editor-mirror-off = Off
editor-mirror-left-right = Left-right
editor-mirror-top-bottom = Top-bottom
editor-mirror-both = Both
editor-layers = Layers
# A layer's button: its number (0 is the table) and how many tiles it holds.
editor-layer-button = Layer { $layer }  ({ $count } tiles)
# How the layers above the current one are drawn: as outlines, or not at all.
editor-above = Above:
editor-ghosted = Ghosted
editor-hidden = Hidden
editor-clear-layer = Clear layer { $layer }
editor-clear-layer-tip = Take away every tile of this layer
# $count is the number of selected tiles.
editor-selection = Selection ({ $count })
editor-layer-up = ⬆ Layer up
editor-layer-down = ⬇ Layer down
editor-delete-selection = ❌ Delete
editor-shift = Shift the whole layout
# $direction is one of: left, right, up, down.
editor-shift-tip = { $direction ->
    [left] Shift every tile half a tile left
    [right] Shift every tile half a tile right
    [up] Shift every tile half a tile up
   *[down] Shift every tile half a tile down
}
# The name screen readers give the shift buttons. $direction as above.
editor-shift-name = { $direction ->
    [left] Shift left
    [right] Shift right
    [up] Shift up
   *[down] Shift down
}
editor-grid = Grid
editor-grid-width-tip = Width in half tiles
editor-grid-height-tip = Height in half tiles
editor-grid-layers-tip = Layers
editor-resize-grid = Resize grid
editor-start-from = Start from
editor-built-in = Built-in
editor-choose = Choose…
editor-one-of-mine = One of my layouts…
editor-one-of-mine-tip = Open one of your saved layouts

## The problems list and "Can this layout be won?"
editor-can-be-won = Can this layout be won?
editor-check-now = 🔍 Check now
editor-check-now-tip = Look for a deal that can be cleared (runs in the background)
editor-searching = Searching for a deal that can be cleared…
editor-verdict-yes = ✔ Yes
editor-verdict-no = ✖ No
editor-verdict-unknown = ? Unknown
# $deal is a deal number.
editor-verdict-deal = Deal { $deal } can be cleared.
# $reason is a finding of the checks or a deal error, made a sentence.
editor-verdict-reason = { $reason }.
editor-verdict-stale = (for the layout before your last edits)
# $error is the system's own message.
editor-verdict-not-started = the check could not start ({ $error })
editor-verdict-stopped = the check stopped unexpectedly
editor-problems = Problems: { $errors ->
    [one] { $errors } error
   *[other] { $errors } errors
}, { $warnings ->
    [one] { $warnings } warning
   *[other] { $warnings } warnings
}
editor-no-problems = None: the layout can be test-played.
editor-select-problem-tiles = Select these tiles
editor-tiles-selected = { $count ->
    [one] { $count } tile selected.
   *[other] { $count } tiles selected.
}
# $reason is a finding of the checks, below.
editor-cannot-play-yet = This layout cannot be played yet: { $reason }.

## The findings of the checks. They start in lower case: the window makes them a sentence.
## Places are "x,y on layer z": $x and $y count half tiles, $z is the layer from 0.
editor-check-no-tiles = the layout has no tiles
editor-check-odd-count = the layout has { $count } tiles; tiles leave in matching pairs, so the count must be even (add or remove one tile)
# $full is 144, a full set of tiles.
editor-check-incomplete-groups = the layout has { $count } tiles; beyond a full set of { $full } faces repeat in groups of four, so one face gets an extra pair (add or remove two tiles for complete groups)
editor-check-below-table = the tile at { $x },{ $y } on layer { $z } is below the table (layer 0)
editor-check-same-place = two tiles stand at the same place, { $x },{ $y } on layer { $z }
editor-check-overlap = the tile at { $x },{ $y } on layer { $z } overlaps the tile at { $ox },{ $oy }
editor-check-no-first-pair = { $free ->
    [one] only { $free } tile is free at the start, so no pair can ever be removed
   *[other] only { $free } tiles are free at the start, so no pair can ever be removed
}
# A stack of $stacked tiles, each lying on the one below, starting at x,y on layer z.
editor-check-stack-too-tall = the { $stacked } stacked tiles from { $x },{ $y } on layer { $z } up must leave one at a time, each with a partner from elsewhere, but only { $others } other tiles exist
editor-check-unsupported = the tile at { $x },{ $y } on layer { $z } is not fully resting on tiles of layer { $below }
# An island is a group of tiles that touches no other tile. $number of $islands; $count tiles.
editor-check-island = island { $number } of { $islands }: { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
} starting at { $x },{ $y } on layer { $z }, touching no other part

## Why an edit was refused. In lower case, after "Refused:".
editor-refused = Refused: { $reason }.
editor-error-outside = { $x },{ $y } on layer { $z } is outside the { $width }x{ $height } grid with { $layers } layers
editor-error-overlap = a tile at { $x },{ $y } on layer { $z } would overlap the tile at { $ox },{ $oy }
editor-error-no-tile = there is no tile at { $x },{ $y } on layer { $z }
editor-error-none-selected = no tiles are selected
editor-error-no-fit = no tile fits in that rectangle
editor-error-nothing-to-move = nothing to move
editor-error-no-tiles-to-shift = the layout has no tiles to shift
editor-error-nothing-to-shift = nothing to shift
editor-error-empty-layer = that layer has no tiles
editor-error-same-size = the grid already has that size
editor-error-same-name = the name is unchanged
editor-error-same-author = the author is unchanged
editor-error-bad-size = the grid can be 2 to { $width } half tiles wide, 2 to { $height } high and have 1 to { $layers } layers
editor-error-too-large = the layout needs a { $width }x{ $height }x{ $layers } grid, more than the editor's largest
# $reason is one of the refusals above.
editor-cannot-edit = That layout cannot be edited: { $reason }.
editor-file-cannot-edit = { $file } cannot be edited: { $reason }.

## The counters in the status bar
editor-counter-tiles = Tiles
editor-counter-layer = Layer
# The current layer, and the highest one.
editor-counter-layer-value = { $layer } of 0 to { $top }
editor-counter-grid = Grid

## The grid
# The grid's name for screen readers.
editor-grid-name = Layout grid, layer { $layer } of 0 to { $top }
# A tile's name for screen readers.
editor-tile-name = Tile at { $x },{ $y } on layer { $z }
editor-no-tile-there = There is no tile there on this layer.
editor-select-first = Select some tiles first.

## Files and dialogs
editor-no-folder = Parlour has no layouts folder here.
editor-no-folder-not-saved = Parlour has no layouts folder here, so the layout was not saved.
# $file is a file name in the layouts folder.
editor-saved-as = Saved as { $file }.
# $error starts with the file's path.
editor-not-saved = Not saved: { $error }
editor-could-not-open = Could not open { $error }
editor-started-from = Started from the layout; Undo brings back what you had.
editor-no-file-dialog = No file dialog is available here; type the path instead.
editor-my-layouts = My layouts
editor-import-title = Import layouts
editor-export-title = Export layout
editor-unsaved-title = Unsaved changes
editor-unsaved-question = Save your changes to “{ $layout }” first?
editor-discard = Discard changes
editor-cancel = Cancel
editor-no-layouts-yet = You have no saved layouts yet. Save one, or import KMahjongg layouts.
editor-close = Close
editor-ok = OK
editor-really-delete = Really delete
editor-keep = Keep
editor-row-open = Open
editor-rename = Rename
editor-delete = Delete
# A row of the My layouts dialog.
editor-row-tiles = { $count } tiles
editor-row-unreadable = cannot be read
editor-renamed = Renamed to “{ $layout }” ({ $file }).
editor-not-renamed = Not renamed: { $error }
editor-deleted = Deleted { $file }.
editor-not-deleted = Not deleted: { $error }
editor-import-help = Type the path of a KMahjongg .layout file (its .desktop beside it gives the name and author), a Parlour .tiles file, or a folder to import every .layout in it into your layouts folder.
editor-choose-file = 📄 Choose file…
editor-choose-folder = 📁 Choose folder…
editor-import-button = Import
editor-type-path = Type a path first.
editor-imported-one = Imported “{ $layout }”; save it to keep it.
editor-not-imported = Not imported: { $error }
editor-no-layout-files = { $path } has no .layout files.
editor-imported-many = Imported { $count ->
    [one] { $count } layout
   *[other] { $count } layouts
} into your layouts folder.
# $failed files could not be read; $first is the first one's error, starting with its path.
editor-imported-some = Imported { $count ->
    [one] { $count } layout
   *[other] { $count } layouts
} into your layouts folder. { $failed } could not be read, such as { $first }
editor-export-help = Type the path to write. A .layout file is KMahjongg's format (version 1.0 when the layout fits 32x16x5, else 1.1) with a .desktop beside it for the name and author; any other extension writes Parlour's own format.
editor-export-button = Export
editor-exported = Exported to { $file }.
# A KMahjongg layout is written as two files: the .layout and its .desktop.
editor-exported-two = Exported to { $file } and { $second }.
editor-not-exported = Not exported: { $error }

## The system's file dialogs
editor-browse-import-file = Import a layout
editor-browse-layouts = Layouts
editor-browse-import-folder = Import every KMahjongg layout in a folder
editor-browse-export = Export the layout
editor-browse-kmahjongg-layout = KMahjongg layout
editor-browse-parlour-layout = Parlour layout
