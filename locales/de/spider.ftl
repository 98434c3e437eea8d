# spider: de
#
# Spider. Die zehn Reihen tragen die Nummern 0 bis 9 von links, wie die Tasten, die sie wählen,
# und die Notation der Befehlszeile. Eine Folge sind Karten einer Farbe in absteigender Reihe;
# eine fertige Folge (König bis Ass einer Farbe) verlässt den Tisch von selbst.
# $card in den Ablehnungen ist ein kurzer Kartencode (Rang A, 2–9, T für Zehn, J, Q, K und ein
# englischer Farbbuchstabe C, D, H, S), etwa „8D“ oder „TS“; sonst ist $card der volle Name.

## Tisch: Namen für Bildschirmleser
spider-table = Spider-Tisch
spider-card-in-column = { $card }, Reihe { $column }
spider-face-down-card = Verdeckte Karte, Reihe { $column }
spider-empty-column = Reihe { $column }, leer
spider-stock = Talon, { $rows ->
    [one] noch { $rows } Austeilung
   *[other] noch { $rows } Austeilungen
}
spider-stock-empty = Talon, leer
spider-finished-run = Fertige Folge: { $suit }

## Meldungen im Spiel
spider-typed-column = Reihe { $column }: Tippe die Zielreihe.
spider-nowhere-to-go = { $card } passt nirgends hin.
spider-cannot-move = Diese Karte kann nicht ziehen: nur eine Folge einer Farbe zieht gemeinsam.
spider-no-hint = Es gibt keinen hilfreichen Zug mehr.
spider-hint-deal = Teile eine Reihe aus dem Talon aus.
spider-no-winnable-deal = Nahe dieser Nummer fand sich kein gewinnbares Spiel; versuche eine andere.
spider-won = Gewonnen in { $time }! Punkte: { $score }.

## Abgelehnte Züge, jeweils ein Satz mit Punkt.
spider-error-stock-empty = Der Talon ist leer.
spider-error-empty-column-blocks-deal = Ausgeteilt wird nur, wenn keine Reihe leer ist: Reihe { $column } ist leer.
spider-error-no-such-column = Es gibt keine Reihe { $column }: die Reihen sind 0 bis 9.
spider-error-empty-column = Reihe { $column } ist leer.
spider-error-same-column = Eine Reihe kann nicht auf sich selbst ziehen.
spider-error-not-a-run = Reihe { $column } hat keine bewegliche Folge von { $count }: nur offene Karten einer Farbe in Folge ziehen gemeinsam.
spider-error-does-not-fit = { $card } passt nicht auf { $target }: eine Karte kommt auf den nächsthöheren Rang.

## Statusleiste
spider-score = Punkte
spider-rows-left = Austeilungen übrig
spider-runs = Folgen
spider-runs-of = { $done }/{ $all }

## Gespeichertes Spiel (klein, ohne Punkt)
spider-save-bad = das gespeicherte Spiel ist fehlerhaft: { $reason }

## Einstellungen
spider-rules-heading = Regeln
spider-suits = Farben
spider-suit-count = { $count ->
    [one] { $count } Farbe
   *[other] { $count } Farben
}
spider-winnable-only = Nur Spiele geben, die der Löser gewinnt
spider-winnable-not-four = Mit vier Farben gewinnt der Löser in seinem Rahmen selten: nur bei einer und zwei Farben.
spider-show-solver = Urteil des Lösers in der Statusleiste zeigen
spider-rules-next-deal = Das laufende Spiel behält seine Farben; die neue Zahl gilt ab dem nächsten Spiel.
spider-table-colour = Tischfarbe
spider-table-colour-default = Standard
