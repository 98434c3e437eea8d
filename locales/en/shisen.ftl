# shisen: en
# Shisen-Sho: remove pairs of identical tiles joined by a line with at most two turns.

## Above the board

shisen-shuffle-button = 🔀 Shuffle
shisen-shuffle-tooltip = Rearrange the tiles left so the board can be cleared (counts as help)
shisen-board-cleared = Board cleared!
# Shown above the board, and said, when tiles remain but no pair can be removed.
shisen-stuck = No pair can be removed: undo or shuffle.
# The deal was made with "Solvable deals only" off.
shisen-unchecked-deal = This deal was not checked for solvability.

# The accessible name of a tile, read by screen readers. $face is the tile's name ("Red dragon");
# rows and columns count from 1.
shisen-tile = { $face }, row { $row }, column { $col }

## The dead-end dialog: tiles remain but no pair can be removed

shisen-dead-end-title = No more pairs
shisen-dead-end-text = { $count ->
    [one] One tile is left, but it cannot be removed. Take back a move, shuffle the tiles left (counts as help), or start a new game.
   *[other] { $count } tiles are left, but no two of them can be joined. Take back a move, shuffle the tiles left (counts as help), or start a new game.
}
shisen-dead-end-undo = Undo
shisen-dead-end-shuffle = Shuffle
shisen-dead-end-new-game = New game

## Counters in the status bar

shisen-counter-tiles-left = Tiles left
# Pairs that can be removed now.
shisen-counter-pairs = Pairs
# The board's size, like "17x8".
shisen-counter-board = Board
# The board counter's value when tiles fall down after a removal. $size is like "17x8".
shisen-board-gravity = { $size } gravity
shisen-counter-help = Help
# The Help counter's value: hints or shuffles were used in this game.
shisen-help-used = used

## Messages

shisen-shuffled = Shuffled into an arrangement that can be cleared.
# $time is like "3:25".
shisen-won = Board cleared in { $time }!
shisen-won-assisted = Board cleared in { $time } (with help: no best time)!
shisen-hint-shown = Hint shown: this game no longer counts for a best time.
shisen-hint-risky = This pair can go, but the board may no longer be clearable: consider Undo or Shuffle.
# $deal is the deal number.
shisen-deal-failed = Deal { $deal } could not be made; pick another number.

## Refused picks. Rows and columns here count from 0. $a and $b are tile codes like "3p".

shisen-error-off-board = Row { $row }, column { $col } is off the { $size } board.
shisen-error-no-tile = There is no tile at row { $row }, column { $col }.
shisen-error-same-tile = Pick two different tiles.
shisen-error-different-faces = { $a } and { $b } are different tiles: only identical tiles make a pair.
shisen-error-no-path = No line with at most two turns joins row { $row_a }, column { $col_a } and row { $row_b }, column { $col_b } through empty cells.
shisen-error-shuffle-count = A shuffle must give a face to each of the { $expected } tiles left, not { $got }.
shisen-error-shuffle-faces = A shuffle may only rearrange the tiles left, not change them.

## Shuffles and deals that could not be made

shisen-error-no-tiles-to-shuffle = there are no tiles left to shuffle
shisen-error-shuffle-not-found = no solvable arrangement of the { $count } tiles left was found; try again or start a new game
# $deal is the deal number, $size like "17x8".
shisen-error-no-solvable-deal = deal { $deal } on { $size }: no solvable arrangement found in { $tries } tries; pick another deal number

## Settings

shisen-settings-board-size = Board size
shisen-settings-rules = Rules
shisen-settings-gravity = Gravity: tiles fall down after a removal
shisen-settings-solvable-only = Solvable deals only (checked by an exact solver)
shisen-settings-sound = Sound
shisen-settings-next-game = Size and gravity apply to the next game.
shisen-settings-new-game-now = New game now
# Beside the width slider: "17 wide".
shisen-settings-wide = wide
# Beside the height slider: "8 high".
shisen-settings-high = high
shisen-settings-tiles = { $count } tiles
shisen-settings-sound-effects = Sound effects
# Beside the volume slider.
shisen-settings-volume = volume
# Plays a sound at the chosen volume.
shisen-settings-try-sound = Try
shisen-settings-sound-not-built = Not built in: on Linux, build with `--features sound` (needs the ALSA headers, libasound2-dev).

## Board sizes that cannot be

shisen-error-size-format = '{ $text }' is not a board size: write width x height, like 17x8
shisen-error-width = a board is { $min } to { $max } tiles wide, not { $width }
shisen-error-height = a board is { $min } to { $max } tiles high, not { $height }
shisen-error-groups-of-four = a { $width }x{ $height } board holds { $tiles } tiles, but tiles come in groups of four: choose a width and height whose product is a multiple of 4, like 16x7 or 18x8
