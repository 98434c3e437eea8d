# shisen: de

## Above the board

shisen-shuffle-button = 🔀 Mischen
shisen-shuffle-tooltip = Die übrigen Steine so neu anordnen, dass das Brett geräumt werden kann (zählt als Hilfe)
shisen-board-cleared = Brett geräumt!
shisen-stuck = Kein Paar kann entfernt werden: Rückgängig machen oder mischen.
shisen-unchecked-deal = Dieses Spiel wurde nicht auf Lösbarkeit geprüft.

shisen-tile = { $face }, Reihe { $row }, Spalte { $col }

## The dead-end dialog

shisen-dead-end-title = Keine Paare mehr
shisen-dead-end-text = { $count ->
    [one] Es ist noch ein Stein übrig, aber er lässt sich nicht entfernen. Nimm einen Zug zurück, mische die übrigen Steine (zählt als Hilfe) oder beginne ein neues Spiel.
   *[other] Es sind noch { $count } Steine übrig, aber keine zwei lassen sich verbinden. Nimm einen Zug zurück, mische die übrigen Steine (zählt als Hilfe) oder beginne ein neues Spiel.
}
shisen-dead-end-undo = Rückgängig
shisen-dead-end-shuffle = Mischen
shisen-dead-end-new-game = Neues Spiel

## Counters

shisen-counter-tiles-left = Steine übrig
shisen-counter-pairs = Paare
shisen-counter-board = Brett
shisen-board-gravity = { $size } mit Schwerkraft
shisen-counter-help = Hilfe
shisen-help-used = genutzt

## Messages

shisen-shuffled = Neu gemischt: Diese Anordnung lässt sich räumen.
shisen-won = Brett in { $time } geräumt!
shisen-won-assisted = Brett in { $time } geräumt (mit Hilfe: keine Bestzeit)!
shisen-hint-shown = Tipp angezeigt: Dieses Spiel zählt nicht mehr für die Bestzeit.
shisen-hint-risky = Dieses Paar kann weg, aber danach ist das Brett vielleicht nicht mehr lösbar: Rückgängig machen oder mischen?
shisen-deal-failed = Spiel { $deal } konnte nicht erstellt werden; wähle eine andere Nummer.

## Refused picks

shisen-error-off-board = Reihe { $row }, Spalte { $col } liegt außerhalb des { $size }-Bretts.
shisen-error-no-tile = In Reihe { $row }, Spalte { $col } liegt kein Stein.
shisen-error-same-tile = Wähle zwei verschiedene Steine.
shisen-error-different-faces = { $a } und { $b } sind verschiedene Steine: Nur gleiche Steine bilden ein Paar.
shisen-error-no-path = Keine Linie mit höchstens zwei Knicken verbindet Reihe { $row_a }, Spalte { $col_a } und Reihe { $row_b }, Spalte { $col_b } über leere Felder.
shisen-error-shuffle-count = Ein Mischen muss jedem der { $expected } übrigen Steine ein Motiv geben, nicht { $got }.
shisen-error-shuffle-faces = Ein Mischen darf die übrigen Steine nur umordnen, nicht verändern.

## Shuffles and deals that could not be made

shisen-error-no-tiles-to-shuffle = es sind keine Steine zum Mischen übrig
shisen-error-shuffle-not-found = keine lösbare Anordnung der { $count } übrigen Steine gefunden; versuche es noch einmal oder beginne ein neues Spiel
shisen-error-no-solvable-deal = Spiel { $deal } auf { $size }: keine lösbare Anordnung in { $tries } Versuchen gefunden; wähle eine andere Spielnummer

## Settings

shisen-settings-board-size = Brettgröße
shisen-settings-rules = Regeln
shisen-settings-gravity = Schwerkraft: Steine rutschen nach dem Entfernen nach unten
shisen-settings-solvable-only = Nur lösbare Spiele (von einem exakten Löser geprüft)
shisen-settings-sound = Ton
shisen-settings-next-game = Größe und Schwerkraft gelten ab dem nächsten Spiel.
shisen-settings-new-game-now = Jetzt neues Spiel
shisen-settings-wide = breit
shisen-settings-high = hoch
shisen-settings-tiles = { $count } Steine
shisen-settings-sound-effects = Soundeffekte
shisen-settings-volume = Lautstärke
shisen-settings-try-sound = Testen
shisen-settings-sound-not-built = Nicht eingebaut: Unter Linux mit `--features sound` bauen (benötigt die ALSA-Header, libasound2-dev).

## Board sizes that cannot be

shisen-error-size-format = „{ $text }“ ist keine Brettgröße: Breite x Höhe schreiben, etwa 17x8
shisen-error-width = ein Brett ist { $min } bis { $max } Steine breit, nicht { $width }
shisen-error-height = ein Brett ist { $min } bis { $max } Steine hoch, nicht { $height }
shisen-error-groups-of-four = ein { $width }x{ $height }-Brett fasst { $tiles } Steine, aber Steine gibt es nur in Vierergruppen: Wähle Breite und Höhe so, dass ihr Produkt ein Vielfaches von 4 ist, etwa 16x7 oder 18x8
