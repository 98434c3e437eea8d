# freecell: en
#
# FreeCell patience. Words of the game: the eight columns (numbered 1 to 8 from the left), the
# free cells (lettered a to d; each holds one card), the four foundations (one per suit, built
# up from the ace; "home" in the players' notation). Baker's Game is FreeCell building by suit.
# $card is a card's full name in the player's language ("Queen of spades").

## Table: names of the piles, for screen readers
freecell-table = FreeCell table
# $column is the column's number, from 1.
freecell-column = Column { $column }
# $cell is the cell's letter: a, b, c or d.
freecell-cell = Free cell { $cell }
# $suit selects the suit: clubs, diamonds, hearts or spades (card-suit is in faces.ftl).
freecell-foundation = { card-suit } foundation
# $pile is the name of a pile above ("Column 3", "Free cell a", "hearts foundation").
freecell-empty = { $pile }, empty

## Messages of play
freecell-cannot-pick = { $card } is not on top of a run: it cannot be picked up.
freecell-cannot-go-there = Cards cannot go there.
# Keyboard play: a source was typed ("3"); the next key names where it goes.
freecell-typed-source = { $card }: where to? Type 1-8, a-d or h.
freecell-typed-empty = { $pile } has no card to move.
freecell-typed-no-move = That is no move: type a column or cell, then where it goes.
freecell-no-hint = No winning move is known from here.
# $mv is the move in the players' notation: "3a" (column 3 to cell a), "26x3" (three cards).
freecell-hint = Hint: { $mv }
# $time is a duration such as "4:05" or "1:02:33".
freecell-won = You won in { $time }!
freecell-deal-out-of-range = FreeCell deals are numbered { $first } to { $last }.
freecell-no-winnable-deal = No deal the solver wins was found from that number.

## Refused moves, each a sentence with its full stop.
freecell-error-no-such-column = There is no column { $column }.
freecell-error-no-such-cell = There is no free cell { $cell }.
freecell-error-empty-column = Column { $column } is empty.
freecell-error-empty-cell = Free cell { $cell } is empty.
freecell-error-cell-taken = Free cell { $cell } already holds a card.
freecell-error-not-a-run = The top { $count } cards of column { $column } are not a run.
# $max is how many cards the free cells and empty columns let move at once now.
freecell-error-too-many = { $count } cards cannot move at once: the free cells and empty columns allow { $max }.
freecell-error-does-not-fit = { $card } does not fit on { $target }.
freecell-error-not-next = { $card } is not next on its foundation.
freecell-error-same-column = A column cannot move onto itself.
# $reason is the rules' own explanation, in English.
freecell-save-bad = the saved game is wrong: { $reason }

## Status bar: counter labels and values
freecell-cards-home = Home
# How many cards may move at once now.
freecell-can-move = Can move

## Settings
freecell-rules-heading = Rules (from the next deal)
freecell-cells = Free cells
freecell-bakers = Baker's Game: build by suit
freecell-winnable-only = Skip the deals that cannot be won
freecell-play-heading = Play
freecell-auto-safe = Move safe cards to the foundations automatically
freecell-auto-finish = Finish the game by itself once the rest is safe
freecell-keys-help = Keyboard: a column 1-8 or cell a-d, then where it goes (1-8, a-d, h for home). The same key twice sends a card home or to a free cell.
freecell-rules-next-deal = The game in progress keeps its rules; the new ones apply from the next deal.
