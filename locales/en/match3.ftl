# match3: en
# Match-3: swap neighbouring gems to line up three or more of a colour.

## Gems: their accessible names, read by screen readers and said in hints.
## $colour is one of red, orange, yellow, green, blue, purple, white (any other is an odd gem).

match3-gem = { $colour ->
    [red] Red gem
    [orange] Orange gem
    [yellow] Yellow gem
    [green] Green gem
    [blue] Blue gem
    [purple] Purple gem
    [white] White gem
   *[other] Odd gem
}
# A special gem that clears its whole row.
match3-row-blaster = { $colour ->
    [red] Red row blaster
    [orange] Orange row blaster
    [yellow] Yellow row blaster
    [green] Green row blaster
    [blue] Blue row blaster
    [purple] Purple row blaster
    [white] White row blaster
   *[other] Odd row blaster
}
# A special gem that clears its whole column.
match3-column-blaster = { $colour ->
    [red] Red column blaster
    [orange] Orange column blaster
    [yellow] Yellow column blaster
    [green] Green column blaster
    [blue] Blue column blaster
    [purple] Purple column blaster
    [white] White column blaster
   *[other] Odd column blaster
}
# A special gem that clears the cells around it.
match3-area-bomb = { $colour ->
    [red] Red area bomb
    [orange] Orange area bomb
    [yellow] Yellow area bomb
    [green] Green area bomb
    [blue] Blue area bomb
    [purple] Purple area bomb
    [white] White area bomb
   *[other] Odd area bomb
}
# A special gem that clears every gem of one colour.
match3-colour-bomb = Colour bomb
# A cell of the board, for screen readers. $gem is one of the names above; rows and columns
# count from 1.
match3-cell = { $gem }, row { $row }, column { $col }

## Modes

match3-mode-timed = Timed
match3-mode-moves = Moves
match3-mode-endless = Endless
match3-mode-timed-tooltip = Two minutes to score as much as you can
match3-mode-moves-tooltip = Thirty moves to score as much as you can
match3-mode-endless-tooltip = No limit: play as long as you like
# Said when a game is dealt. $deal is the deal number.
match3-deal-timed = Timed game, deal { $deal }: score as much as you can in two minutes.
match3-deal-moves = Moves game, deal { $deal }: score as much as you can in 30 moves.
match3-deal-endless = Endless game, deal { $deal }: play as long as you like.
match3-daily = Deal of the day { $deal }: score as much as you can in 30 moves.
match3-settings-mode = Mode of new games

## The side panel and the counters

match3-score = Score
# While a cascade plays: each chain of matches multiplies the points.
match3-cascade-multiplier = Cascade ×{ $multiplier }!
match3-time-left = Time left
match3-moves-left = Moves left
match3-moves-made = Moves made
# The counter of moves made in an endless game.
match3-moves = Moves
# The best score of a mode. $mode is timed, moves or endless; $best is the score, or "–".
match3-best-in = Best in { $mode ->
    [timed] { match3-mode-timed }
    [moves] { match3-mode-moves }
   *[endless] { match3-mode-endless }
}: { $best }
match3-mode = Mode
match3-show-hint = 💡 Show hint
match3-show-hint-tooltip = Show a good swap (H)
match3-auto-play = ▶ Auto-play
match3-auto-play-tooltip = Let the computer play until you stop it (Esc or click the board)
match3-how-to-play = Swap two neighbouring gems (click both, or drag one) to line up three or more. Four in a line make a line blaster, an L or T an area bomb, five a colour bomb. Cascades multiply the points.

## The end of a game

# $points is the score as a number (for the plural); $score is the same, written like "12,345".
match3-points = { $points ->
    [one] { $score } point
   *[other] { $score } points
}
match3-game-over-time = Time's up!
match3-game-over-moves = Out of moves!
match3-play-again = Play again
match3-finished-time = Time's up: { $points ->
    [one] { $score } point
   *[other] { $score } points
}.
match3-finished-moves = No moves left: { $points ->
    [one] { $score } point
   *[other] { $score } points
}.
match3-game-is-over = The game is over: start a new one (F2).

## Messages during play

# $steps is how many steps the cascade took; $points what it scored.
match3-cascade-said = Cascade ×{ $steps }: { $points ->
    [one] { $points } point
   *[other] { $points } points
}!
match3-no-line = That swap lines up nothing: a swap must make a line of three.
match3-auto-play-on = Auto-play: watching the computer play. It sets no record.
match3-auto-play-no-record = Auto-play helped in this game, so it sets no record.
match3-no-swap = No swap makes a line.
# Hints. $gem is a gem's name ("Red gem"); rows and columns count from 1.
match3-hint-right = Hint: swap the { $gem } at row { $row }, column { $col } with the one to its right.
match3-hint-left = Hint: swap the { $gem } at row { $row }, column { $col } with the one to its left.
match3-hint-above = Hint: swap the { $gem } at row { $row }, column { $col } with the one above.
match3-hint-below = Hint: swap the { $gem } at row { $row }, column { $col } with the one below.

## Refused swaps. Columns and rows here count from 0.

match3-refused-off-board = Swap refused: column { $col }, row { $row } is off the board (columns and rows go from 0 to 7).
match3-refused-not-neighbours = Swap refused: column { $col_a }, row { $row_a } and column { $col_b }, row { $row_b } are not neighbours: swap a gem with one beside, above or below it.
match3-refused-no-line = Swap refused: swapping column { $col_a }, row { $row_a } and column { $col_b }, row { $row_b } lines up nothing: a swap must make a line of three or more.
match3-refused-no-moves = Swap refused: no moves left: the game is over.
