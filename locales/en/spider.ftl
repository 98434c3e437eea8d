# spider: en
#
# Spider patience. Words of the game: ten columns (numbered 0 to 9 from the left, as the keys
# that pick them and the command line's notation number them), the stock (the face-down cards
# dealt a row at a time, one card on each column), a run (cards of one suit in sequence) and a
# finished run (king to ace in one suit, which leaves the table by itself).
#
# $card in the refusals below is a short card code: the rank (A, 2 to 9, T for ten, J, Q, K)
# and an English suit letter (C, D, H, S), for example "8D" or "TS". Elsewhere $card is a
# card's full name in the player's language ("Queen of spades").

## Table: names for screen readers
spider-table = Spider table
# A face-up card. $card is its full name, $column the column's number (0 to 9).
spider-card-in-column = { $card }, column { $column }
spider-face-down-card = Face-down card, column { $column }
spider-empty-column = Column { $column }, empty
# $rows is how many rows of ten cards the stock still holds.
spider-stock = Stock, { $rows ->
    [one] { $rows } row left
   *[other] { $rows } rows left
}
spider-stock-empty = Stock, empty
# $suit is a suit's name as in faces.ftl's card-suit ("spades").
spider-finished-run = Finished run of { $suit }

## Messages of play
# Keyboard play: the first column was typed; the next digit says where its run goes.
spider-typed-column = Column { $column }: type the column to move to.
spider-nowhere-to-go = { $card } has nowhere to go.
spider-cannot-move = That card cannot move: only a run of one suit in sequence moves together.
spider-no-hint = No helpful move is left.
spider-hint-deal = Deal a row from the stock.
spider-no-winnable-deal = No winnable deal was found near that number; try another.
# $time is a duration such as "4:05" or "1:02:33".
spider-won = You won in { $time }! Score: { $score }.

## Refused moves, each a sentence with its full stop. $column is a column's number (0 to 9).
spider-error-stock-empty = The stock is empty.
spider-error-empty-column-blocks-deal = A row is dealt only when no column is empty: column { $column } is empty.
spider-error-no-such-column = There is no column { $column }: columns are 0 to 9.
spider-error-empty-column = Column { $column } is empty.
spider-error-same-column = A column cannot move onto itself.
spider-error-not-a-run = Column { $column } has no movable run of { $count }: only face-up cards of one suit in sequence move together.
# $card and $target are card codes ("8D does not fit on TH").
spider-error-does-not-fit = { $card } does not fit on { $target }: a card goes on the next higher rank.

## Status bar: counter labels and values
spider-score = Score
# Rows of ten cards left in the stock.
spider-rows-left = Rows left
spider-runs = Runs
# Finished runs: $done of $all (8).
spider-runs-of = { $done }/{ $all }

## A saved game that cannot be resumed. Shown inside the message "Your Spider game in progress
## could not be resumed (…)", so it starts in lower case and has no full stop. $reason is the
## rules engine's English text.
spider-save-bad = the saved game is wrong: { $reason }

## Settings
spider-rules-heading = Rules
spider-suits = Suits
# A radio button: a suit count (1, 2 or 4).
spider-suit-count = { $count ->
    [one] { $count } suit
   *[other] { $count } suits
}
spider-winnable-only = Deal only games the solver can win
# Why "winnable only" is off with four suits.
spider-winnable-not-four = The solver seldom wins four suits within its budget: one and two suits only.
spider-show-solver = Show the solver's verdict in the status bar
spider-rules-next-deal = The current game keeps its suits; the new count applies from the next deal.
spider-table-colour = Table colour
# Puts the table colour back to the default green.
spider-table-colour-default = Default
