# klondike: en
#
# Klondike patience. Words of the game: the stock (the face-down pile dealt from), the waste
# (the face-up cards dealt from the stock), the four foundations (one per suit, built up from
# the ace) and the tableau piles (the columns, numbered from 1 on the left).
#
# $card in the refusals below is a short card code as the rules engine writes it: the rank
# (A, 2 to 10, J, Q, K) and an English suit letter (C, D, H, S), for example "8D" or "QS".
# Elsewhere $card is a card's full name in the player's language ("Queen of spades").

## Table: names of the piles, for screen readers
klondike-table = Klondike table
klondike-stock = Stock
klondike-waste = Waste
# $suit selects the suit: clubs, diamonds, hearts or spades (card-suit is in faces.ftl).
klondike-foundation = { card-suit } foundation
# $pile is the tableau pile's number, from 1.
klondike-pile = Pile { $pile }
# The top of the stock. $count is how many cards the stock holds.
klondike-stock-face-down = Stock, { $count ->
    [one] { $count } card
   *[other] { $count } cards
} face down
# $pile is the name of a pile above ("Pile 3").
klondike-face-down-card = { $pile }: face-down card
# $pile is the name of a pile above ("Pile 3", "hearts foundation", "Waste").
klondike-empty-pile = { $pile }, empty
# An empty stock while the waste can still be turned over into it.
klondike-stock-empty-recycle = Stock, empty: turn the waste over

## Messages of play
klondike-no-passes-left = No passes through the stock are left.
klondike-nowhere-to-go = { $card } has nowhere to go.
klondike-cannot-move = That card cannot move.
klondike-cannot-go-there = Cards cannot go there.
klondike-nothing-to-pick-up = Nothing there can be picked up.
# Keyboard play: the cursor picked up a card.
klondike-holding = Holding { $card }.
# Keyboard play: the cursor picked up a run. $more is how many cards lie on top of $card.
klondike-holding-more = Holding { $card } and { $more } more.
klondike-no-hint = No helpful move is left.
# $time is a duration such as "4:05" or "1:02:33".
klondike-won = You won in { $time }!
klondike-won-score = You won in { $time }! Score: { $score }.

## Refused moves. These start in lower case in English; when one is said on its own the window
## puts its first letter in upper case. Each ends with its full stop.
klondike-error-empty-stock = the stock is empty: recycle the waste instead.
klondike-error-stock-not-empty = the stock still has cards: deal them first.
klondike-error-no-passes-left = no passes through the stock are left.
klondike-error-empty-waste = the waste is empty.
klondike-error-no-such-pile = there is no pile { $pile }.
klondike-error-empty-pile = pile { $pile } is empty.
klondike-error-not-a-run = pile { $pile } has no face-up run of { $count ->
    [one] { $count } card
   *[other] { $count } cards
}.
# $card and $target are card codes ("8D does not fit on 9H").
klondike-error-does-not-fit = { $card } does not fit on { $target }.
klondike-error-king-only = only a king may go on an empty pile, not { $card }.
klondike-error-not-next = { $card } is not next on its foundation.
# $suit selects the suit, as in klondike-foundation.
klondike-error-empty-foundation = the { card-suit } foundation is empty.
klondike-error-same-pile = a pile cannot move onto itself.

## Status bar: counter labels and values
klondike-score = Score
# A Vegas score in dollars; $amount may be negative.
klondike-dollars = ${ $amount }
# The Vegas running total across deals.
klondike-vegas-total = Total
# How many more times the waste may be turned back into the stock.
klondike-redeals-left = Redeals left

## A saved game that cannot be resumed. Shown inside the message "Your Klondike game in
## progress could not be resumed (…)", so they start in lower case and have no full stop.
klondike-save-pile-count = the save has { $count } piles
klondike-save-duplicate-card = the saved deal is wrong: { $card } appears twice
klondike-save-card-count = the saved deal is wrong: the deal has { $count } cards, not 52
# $reason is the rules engine's English text; it is not reached in practice.
klondike-save-bad-deal = the saved deal is wrong: { $reason }

## Settings
klondike-rules-heading = Rules (from the next deal)
klondike-play-heading = Play
klondike-rules-next-deal = The current game keeps its rules; the new ones apply from the next deal.
# How many cards each click on the stock deals.
klondike-draw = Draw
klondike-draw-cards = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
klondike-passes = Passes through the stock
klondike-passes-unlimited = Unlimited
# A number of passes (3 or 1), as a radio button next to "Unlimited".
klondike-passes-count = { $count }
klondike-piles = Tableau piles
klondike-scoring = Scoring
klondike-scoring-none = None
klondike-scoring-standard = Standard
klondike-scoring-vegas = Vegas
klondike-vegas-running-total = Vegas: keep a running total across deals
# $amount is the running total in dollars.
klondike-vegas-now = (now ${ $amount })
klondike-vegas-reset = Reset total
klondike-winnable-only = Deal only games the solver can win
klondike-auto-safe = Move safe cards to the foundations automatically
klondike-auto-finish = Finish the game automatically once every card is face up
klondike-table-colour = Table colour
# Puts the table colour back to the default green.
klondike-table-colour-default = Default
