# match3: de

## Gems

match3-gem = { $colour ->
    [red] Roter Edelstein
    [orange] Orangefarbener Edelstein
    [yellow] Gelber Edelstein
    [green] Grüner Edelstein
    [blue] Blauer Edelstein
    [purple] Violetter Edelstein
    [white] Weißer Edelstein
   *[other] Unbekannter Edelstein
}
match3-row-blaster = { $colour ->
    [red] Roter Reihenblaster
    [orange] Orangefarbener Reihenblaster
    [yellow] Gelber Reihenblaster
    [green] Grüner Reihenblaster
    [blue] Blauer Reihenblaster
    [purple] Violetter Reihenblaster
    [white] Weißer Reihenblaster
   *[other] Unbekannter Reihenblaster
}
match3-column-blaster = { $colour ->
    [red] Roter Spaltenblaster
    [orange] Orangefarbener Spaltenblaster
    [yellow] Gelber Spaltenblaster
    [green] Grüner Spaltenblaster
    [blue] Blauer Spaltenblaster
    [purple] Violetter Spaltenblaster
    [white] Weißer Spaltenblaster
   *[other] Unbekannter Spaltenblaster
}
match3-area-bomb = { $colour ->
    [red] Rote Flächenbombe
    [orange] Orangefarbene Flächenbombe
    [yellow] Gelbe Flächenbombe
    [green] Grüne Flächenbombe
    [blue] Blaue Flächenbombe
    [purple] Violette Flächenbombe
    [white] Weiße Flächenbombe
   *[other] Unbekannte Flächenbombe
}
match3-colour-bomb = Farbbombe
match3-cell = { $gem }, Reihe { $row }, Spalte { $col }

## Modes

match3-mode-timed = Zeit
match3-mode-moves = Züge
match3-mode-endless = Endlos
match3-mode-timed-tooltip = Zwei Minuten, um so viele Punkte wie möglich zu holen
match3-mode-moves-tooltip = Dreißig Züge, um so viele Punkte wie möglich zu holen
match3-mode-endless-tooltip = Ohne Limit: Spiel, so lange du willst
match3-deal-timed = Zeitspiel Nr. { $deal }: Hol in zwei Minuten so viele Punkte wie möglich.
match3-deal-moves = Zügespiel Nr. { $deal }: Hol in 30 Zügen so viele Punkte wie möglich.
match3-deal-endless = Endlosspiel Nr. { $deal }: Spiel, so lange du willst.
match3-daily = Spiel des Tages { $deal }: Hol in 30 Zügen so viele Punkte wie möglich.
match3-settings-mode = Modus neuer Spiele

## The side panel and the counters

match3-score = Punkte
match3-cascade-multiplier = Kaskade ×{ $multiplier }!
match3-time-left = Restzeit
match3-moves-left = Züge übrig
match3-moves-made = Gemachte Züge
match3-moves = Züge
match3-best-in = Rekord ({ $mode ->
    [timed] { match3-mode-timed }
    [moves] { match3-mode-moves }
   *[endless] { match3-mode-endless }
}): { $best }
match3-mode = Modus
match3-show-hint = 💡 Tipp zeigen
match3-show-hint-tooltip = Einen guten Tausch zeigen (H)
match3-auto-play = ▶ Autoplay
match3-auto-play-tooltip = Den Computer spielen lassen, bis du ihn stoppst (Esc oder Klick aufs Brett)
match3-how-to-play = Tausche zwei benachbarte Edelsteine (beide anklicken oder einen ziehen), um drei oder mehr in eine Reihe zu bringen. Vier in einer Reihe ergeben einen Blaster, ein L oder T eine Flächenbombe, fünf eine Farbbombe. Kaskaden vervielfachen die Punkte.

## The end of a game

match3-points = { $points ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
}
match3-game-over-time = Zeit um!
match3-game-over-moves = Keine Züge mehr!
match3-play-again = Noch einmal
match3-finished-time = Zeit um: { $points ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
}.
match3-finished-moves = Keine Züge mehr: { $points ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
}.
match3-game-is-over = Das Spiel ist vorbei: Starte ein neues (F2).

## Messages during play

match3-cascade-said = Kaskade ×{ $steps }: { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}!
match3-no-line = Dieser Tausch bringt nichts in eine Reihe: Ein Tausch muss eine Dreierreihe ergeben.
match3-auto-play-on = Autoplay: Der Computer spielt. Das Spiel zählt nicht für Rekorde.
match3-auto-play-no-record = Autoplay hat in diesem Spiel geholfen, daher zählt es nicht für Rekorde.
match3-no-swap = Kein Tausch ergibt eine Reihe.
match3-hint-right = Tipp: { $gem } in Reihe { $row }, Spalte { $col } mit dem rechten Nachbarn tauschen.
match3-hint-left = Tipp: { $gem } in Reihe { $row }, Spalte { $col } mit dem linken Nachbarn tauschen.
match3-hint-above = Tipp: { $gem } in Reihe { $row }, Spalte { $col } mit dem oberen Nachbarn tauschen.
match3-hint-below = Tipp: { $gem } in Reihe { $row }, Spalte { $col } mit dem unteren Nachbarn tauschen.

## Refused swaps. Columns and rows here count from 0.

match3-refused-off-board = Tausch abgelehnt: Spalte { $col }, Reihe { $row } liegt außerhalb des Bretts (Spalten und Reihen gehen von 0 bis 7).
match3-refused-not-neighbours = Tausch abgelehnt: Spalte { $col_a }, Reihe { $row_a } und Spalte { $col_b }, Reihe { $row_b } sind keine Nachbarn: Tausche einen Edelstein mit einem daneben, darüber oder darunter.
match3-refused-no-line = Tausch abgelehnt: Der Tausch von Spalte { $col_a }, Reihe { $row_a } und Spalte { $col_b }, Reihe { $row_b } bringt nichts in eine Reihe: Ein Tausch muss drei oder mehr in eine Reihe bringen.
match3-refused-no-moves = Tausch abgelehnt: Keine Züge mehr, das Spiel ist vorbei.
