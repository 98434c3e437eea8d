# freecell: de

## Table: names of the piles, for screen readers
freecell-table = FreeCell-Tisch
freecell-column = Spalte { $column }
freecell-cell = Freie Zelle { $cell }
freecell-foundation = Zielstapel { card-suit }
freecell-empty = { $pile }, leer

## Messages of play
freecell-cannot-pick = { $card } liegt nicht in einer Folge ganz oben und kann nicht genommen werden.
freecell-cannot-go-there = Dort können die Karten nicht hin.
freecell-typed-source = { $card }: wohin? Tippen Sie 1–8, a–d oder h.
freecell-typed-empty = { $pile } hat keine Karte zum Ziehen.
freecell-typed-no-move = Das ist kein Zug: erst eine Spalte oder Zelle, dann das Ziel tippen.
freecell-no-hint = Von hier ist kein gewinnender Zug bekannt.
freecell-hint = Tipp: { $mv }
freecell-won = Gewonnen in { $time }!
freecell-deal-out-of-range = FreeCell-Spiele haben die Nummern { $first } bis { $last }.
freecell-no-winnable-deal = Ab dieser Nummer wurde kein Spiel gefunden, das der Löser gewinnt.

## Refused moves
freecell-error-no-such-column = Es gibt keine Spalte { $column }.
freecell-error-no-such-cell = Es gibt keine freie Zelle { $cell }.
freecell-error-empty-column = Spalte { $column } ist leer.
freecell-error-empty-cell = Die freie Zelle { $cell } ist leer.
freecell-error-cell-taken = In der freien Zelle { $cell } liegt schon eine Karte.
freecell-error-not-a-run = Die obersten { $count } Karten von Spalte { $column } bilden keine Folge.
freecell-error-too-many = { $count } Karten können nicht auf einmal ziehen: Freie Zellen und leere Spalten erlauben { $max }.
freecell-error-does-not-fit = { $card } passt nicht auf { $target }.
freecell-error-not-next = { $card } kann noch nicht auf den Zielstapel.
freecell-error-same-column = Eine Spalte kann nicht auf sich selbst ziehen.
freecell-save-bad = das gespeicherte Spiel ist fehlerhaft: { $reason }

## Status bar
freecell-cards-home = Abgelegt
freecell-can-move = Ziehbar

## Settings
freecell-rules-heading = Regeln (ab dem nächsten Spiel)
freecell-cells = Freie Zellen
freecell-bakers = Baker’s Game: nach Farbe anlegen
freecell-winnable-only = Spiele überspringen, die nicht zu gewinnen sind
freecell-play-heading = Spiel
freecell-auto-safe = Sichere Karten automatisch auf die Zielstapel legen
freecell-auto-finish = Spiel automatisch beenden, sobald der Rest sicher ist
freecell-keys-help = Tastatur: eine Spalte 1–8 oder Zelle a–d, dann das Ziel (1–8, a–d, h für die Zielstapel). Dieselbe Taste zweimal legt eine Karte ab oder in eine freie Zelle.
freecell-rules-next-deal = Das laufende Spiel behält seine Regeln; die neuen gelten ab dem nächsten Spiel.
