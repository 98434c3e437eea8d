# klondike: de

## Table
klondike-table = Klondike-Tisch
klondike-stock = Talon
klondike-waste = Ablage
klondike-foundation = Zielstapel { card-suit }
klondike-pile = Reihe { $pile }
klondike-stock-face-down = { $count ->
    [one] Talon, { $count } Karte verdeckt
   *[other] Talon, { $count } Karten verdeckt
}
klondike-face-down-card = { $pile }: verdeckte Karte
klondike-empty-pile = { $pile }, leer
klondike-stock-empty-recycle = Talon leer: Ablage umdrehen

## Messages of play
klondike-no-passes-left = Keine Durchgänge durch den Talon mehr.
klondike-nowhere-to-go = { $card } passt nirgends hin.
klondike-cannot-move = Diese Karte kann nicht bewegt werden.
klondike-cannot-go-there = Dort können die Karten nicht hin.
klondike-nothing-to-pick-up = Dort gibt es nichts aufzunehmen.
klondike-holding = { $card } aufgenommen.
klondike-holding-more = { $more ->
    [one] { $card } und { $more } weitere Karte aufgenommen.
   *[other] { $card } und { $more } weitere Karten aufgenommen.
}
klondike-no-hint = Es gibt keinen hilfreichen Zug mehr.
klondike-won = Gewonnen in { $time }!
klondike-won-score = Gewonnen in { $time }! Punkte: { $score }.

## Refused moves
klondike-error-empty-stock = Der Talon ist leer: Ablage umdrehen.
klondike-error-stock-not-empty = Der Talon hat noch Karten: erst diese geben.
klondike-error-no-passes-left = Keine Durchgänge durch den Talon mehr.
klondike-error-empty-waste = Die Ablage ist leer.
klondike-error-no-such-pile = Es gibt keine Reihe { $pile }.
klondike-error-empty-pile = Reihe { $pile } ist leer.
klondike-error-not-a-run = { $count ->
    [one] Reihe { $pile } hat keine { $count } offene Karte.
   *[other] Reihe { $pile } hat keine offene Folge von { $count } Karten.
}
klondike-error-does-not-fit = { $card } passt nicht auf { $target }.
klondike-error-king-only = Auf eine leere Reihe darf nur ein König, nicht { $card }.
klondike-error-not-next = { $card } kann noch nicht auf den Zielstapel.
klondike-error-empty-foundation = Der Zielstapel { card-suit } ist leer.
klondike-error-same-pile = Eine Reihe kann nicht auf sich selbst ziehen.

## Status bar
klondike-score = Punkte
klondike-dollars = { $amount } $
klondike-vegas-total = Summe
klondike-redeals-left = Runden übrig

## Saved game
klondike-save-pile-count = { $count ->
    [one] der Spielstand hat { $count } Reihe
   *[other] der Spielstand hat { $count } Reihen
}
klondike-save-duplicate-card = das gespeicherte Spiel ist fehlerhaft: { $card } kommt doppelt vor
klondike-save-card-count = das gespeicherte Spiel ist fehlerhaft: es hat { $count } Karten statt 52
klondike-save-bad-deal = das gespeicherte Spiel ist fehlerhaft: { $reason }

## Settings
klondike-rules-heading = Regeln (ab dem nächsten Spiel)
klondike-play-heading = Spiel
klondike-rules-next-deal = Das laufende Spiel behält seine Regeln; die neuen gelten ab dem nächsten Spiel.
klondike-draw = Ziehen
klondike-draw-cards = { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}
klondike-passes = Durchgänge durch den Talon
klondike-passes-unlimited = Unbegrenzt
klondike-passes-count = { $count }
klondike-piles = Reihen
klondike-scoring = Wertung
klondike-scoring-none = Keine
klondike-scoring-standard = Standard
klondike-scoring-vegas = Vegas
klondike-vegas-running-total = Vegas: Summe über alle Spiele fortführen
klondike-vegas-now = (jetzt { $amount } $)
klondike-vegas-reset = Summe löschen
klondike-winnable-only = Nur Spiele geben, die der Löser gewinnt
klondike-auto-safe = Sichere Karten automatisch auf die Zielstapel legen
klondike-auto-finish = Spiel automatisch beenden, sobald alle Karten offen liegen
klondike-table-colour = Tischfarbe
klondike-table-colour-default = Standard
