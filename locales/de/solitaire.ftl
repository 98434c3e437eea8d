# solitaire: de
# Mahjong-Solitär: Paare gleicher freier Steine abräumen.

## The strip above the board
solitaire-back-to-editor = ↩ Zurück zum Editor
solitaire-test-playing = Testspiel: { $layout }
solitaire-test-playing-unnamed = Testspiel dieses Layouts
solitaire-test-playing-tip = Testspiele zählen nicht für die Bestenliste.
solitaire-shuffle = 🔀 Mischen
solitaire-shuffle-tip = Die übrigen Steine neu verteilen, sodass sie abgeräumt werden können (zählt als Hilfe)
solitaire-unsolvable-warning = ⚠ Diese Stellung lässt sich nicht mehr abräumen: rückgängig machen oder mischen.
solitaire-layout = Layout
solitaire-layout-label = Layout:
solitaire-layout-entry = { $layout } ({ $count } Steine)
solitaire-your-layouts = Eigene Layouts
solitaire-unreadable-files = { $count ->
    [one] 1 Datei konnte nicht gelesen werden
   *[other] { $count } Dateien konnten nicht gelesen werden
}
solitaire-layout-chooser-tip = Mitgelieferte Layouts und eigene (aus deinem Layout-Ordner)
solitaire-no-record = Auf diesem Layout noch keine beendeten Spiele
solitaire-record = Bestzeit { $best } · { $won } von { $played } gewonnen
solitaire-record-tip = Als Bestzeit zählen nur Siege ohne Tipps und ohne Mischen
solitaire-no-game = Kein Spiel.

## The counters in the status bar
solitaire-tiles-left = Steine übrig
solitaire-moves = Züge
solitaire-shuffles = Gemischt

## The board
solitaire-tile-free = { $tile }, frei, Spalte { $column }, Reihe { $row }, Ebene { $layer }
solitaire-tile-blocked = { $tile }, blockiert, Spalte { $column }, Reihe { $row }, Ebene { $layer }
solitaire-tile-selected = { $tile }, ausgewählt, Spalte { $column }, Reihe { $row }, Ebene { $layer }
solitaire-tile-not-free = Dieser Stein ist nicht frei: Etwas liegt auf ihm oder beide Seiten sind blockiert.

## Won, and no moves left
solitaire-cleared = Abgeräumt!
solitaire-cleared-in = Abgeräumt in { $time }!
solitaire-cleared-detail = { $layout }, Spiel { $deal }, in { $time }.
solitaire-cleared-test = Ein Testspiel: Die Bestenliste bleibt unverändert.
solitaire-cleared-assisted = Mit Tipps oder Mischen gelöst, daher keine Bestzeit.
solitaire-best-time = Bestzeit auf diesem Layout: { $time }
solitaire-new-game = ➕ Neues Spiel
solitaire-play-again = 🔄 Dieses Spiel wiederholen
solitaire-stuck-title = Keine Züge mehr
solitaire-stuck-text = Keine zwei freien Steine passen zusammen. Nimm einen Zug zurück, mische die übrigen Steine oder fang neu an.
solitaire-undo = ↩ Rückgängig
solitaire-restart = 🔄 Neu starten

## Messages in the status bar
solitaire-shuffled = Gemischt: Die übrigen Steine lassen sich abräumen.
solitaire-shuffle-failed = Mischen nicht möglich: { $reason }.
solitaire-no-arrangement = Keine Anordnung der übrigen Steine lässt sich abräumen ({ $reason }). Mach lieber Züge rückgängig.
solitaire-hint-searching = Suche ein sicheres Paar …
solitaire-hint = Tipp: { $first } und { $second }.
solitaire-hint-unsafe = Tipp: { $first } und { $second } (kein Paar hält diese Stellung lösbar: rückgängig machen oder mischen).
solitaire-no-pair = Kein Paar kann entfernt werden.
solitaire-layout-gone = Dieses Layout ist nicht mehr in deinem Layout-Ordner.
solitaire-no-layout = Kein Layout zum Spielen.
solitaire-layout-missing = Das Layout { $layout } fehlt.
solitaire-cannot-be-played = { $layout } ist nicht spielbar: { $reason }.

## Why a move was refused.
solitaire-error-no-such-tile = auf diesem Layout gibt es keinen Stein Nummer { $index }
solitaire-error-already-removed = der Stein bei { $x },{ $y } Ebene { $z } wurde schon entfernt
solitaire-error-same-tile = wähle zwei verschiedene Steine
solitaire-error-not-free = der Stein bei { $x },{ $y } Ebene { $z } ist nicht frei: Etwas liegt auf ihm oder beide Seiten sind blockiert
solitaire-error-no-match = { $first } und { $second } passen nicht zusammen
solitaire-error-shuffle-length = Mischen muss { $expected } Steinbilder ergeben, nicht { $got }
solitaire-error-shuffle-changes-faces = Mischen darf nur die Bilder der Steine auf dem Brett umordnen

## Why no deal can be made.
solitaire-deal-empty = das Layout hat keine Steine
solitaire-deal-odd-count = das Layout hat { $count } Steine; Steine gehen paarweise, also braucht es eine gerade Zahl
solitaire-deal-never-cleared = dieses Layout lässt sich nie abräumen: Wie auch immer man die Steine entfernt, es bleiben welche übrig, von denen nie zwei zugleich frei sind, zum Beispiel { $tiles }
solitaire-deal-search-limit = es wurde kein Weg gefunden, dieses Layout abzuräumen; es ist wohl unlösbar (zum Beispiel liegen { $tiles } am Ende gestapelt, ohne Nachbarn)
solitaire-deal-unpaired = ein Stein bleibt ohne passenden Partner auf dem Brett
solitaire-stuck-tile = der Stein bei { $x },{ $y } Ebene { $z }
solitaire-list-separator = {", "}
solitaire-stuck-list = { $more ->
    [0] { $tiles }
   *[other] { $tiles } und { $more } weitere
}

## Layout files that cannot be used
solitaire-layout-too-large = das Layout braucht ein Raster von { $width }x{ $height }x{ $layers }, aber eine Layout-Datei fasst höchstens { $max_width }x{ $max_height } halbe Steine und { $max_layers } Ebenen
solitaire-file-no-file-name = { $path }: Die Datei hat keine FileName=-Zeile, die ihre .layout-Datei nennt
solitaire-file-bad-name = „{ $name }“ ist kein Name einer Layout-Datei im Layout-Ordner

solitaire-file-empty = Zeile { $line }: Die Datei ist leer; ein Layout beginnt mit '{ $magic }'
solitaire-file-not-a-layout = Zeile { $line }: '{ $magic }' erwartet, '{ $found }' gefunden; das ist kein Parlour-Layout
solitaire-file-unsupported = Zeile { $line }: Dieses Layout hat das Format '{ $found }', dieses Parlour liest '{ $magic }'
solitaire-file-bad-header = Zeile { $line }: Kopfzeile wie 'name: Turtle' oder die Zeile 'layer 0' erwartet, '{ $found }' gefunden
solitaire-file-unknown-header = Zeile { $line }: unbekannte Kopfzeile '{ $key }'; die Kopfzeilen sind name, author und size
solitaire-file-repeated-header = Zeile { $line }: '{ $key }' steht ein zweites Mal da
solitaire-file-missing-header = Zeile { $line }: Vor den Ebenen fehlt die Zeile '{ $key }:'
solitaire-file-bad-size = Zeile { $line }: Die Größe lautet BREITExHÖHExEBENEN, etwa 32x16x5, mit Breite 2 bis { $width }, Höhe 2 bis { $height } und 1 bis { $layers } Ebenen (oder 0x0x0 ohne Steine); gefunden: '{ $found }'
solitaire-file-expected-layer = Zeile { $line }: 'layer { $expected }' erwartet, '{ $found }' gefunden
solitaire-file-missing-rows = Zeile { $line }: Ebene { $layer } hat { $found } Reihen, die Größe verlangt { $expected }
solitaire-file-missing-layers = Zeile { $line }: Die Datei endet nach { $found } Ebenen, die Größe verlangt { $expected }
solitaire-file-trailing = Zeile { $line }: '{ $found }' steht nach der letzten Ebene, die die Größe erlaubt ({ $layers } Ebenen)
solitaire-file-row-too-wide = Zeile { $line }: Diese Reihe hat { $found } Felder, die Breite ist aber { $width }
solitaire-file-bad-cell = Zeile { $line }, Spalte { $column }: '{ $found }' ist kein Layout-Feld; erlaubt sind '.', '[', ']' und '-'
solitaire-file-tile-outside = Zeile { $line }, Spalte { $column }: Der hier beginnende Stein ragt aus dem { $width }x{ $height }-Raster
solitaire-file-broken-tile = Zeile { $line }, Spalte { $column }: '{ $expected }' erwartet für den Stein ab Zeile { $tile_line }, Spalte { $tile_column }, '{ $found }' gefunden
solitaire-file-stray-cell = Zeile { $line }, Spalte { $column }: '{ $found }' gehört zu keinem Stein (ein Stein ist '[]' mit '--' darunter); schreiben Sie '.' für ein leeres Feld
solitaire-kmj-not-a-layout = Zeile { $line }: '{ $magic_old }' oder '{ $magic_new }' erwartet, '{ $found }' gefunden; das ist kein KMahjongg-Layout
solitaire-kmj-bad-dimension = Zeile { $line }: Auf '{ $key }' muss eine ganze Zahl über 0 folgen, gefunden: '{ $found }'
solitaire-kmj-missing-dimension = Zeile { $line }: Die Datei nennt nie ihre { $what ->
    [width] Breite
    [height] Höhe
   *[depth] Tiefe
} (eine Zeile wie '{ $example }')
solitaire-kmj-too-large = Zeile { $line }: { $reason }
solitaire-kmj-row-width = Zeile { $line }: Diese Reihe hat { $found } Felder, das Brett ist aber { $expected } Felder breit
solitaire-kmj-row-count = Zeile { $line }: Die Datei hat { $found } Rasterreihen, { $levels } Ebenen mit { $height } Reihen brauchen { $expected }
solitaire-kmj-missing-group = Zeile { $line }: keine Gruppe [{ $group }]; das ist keine KMahjongg-Layoutbeschreibung
solitaire-kmj-bad-desktop-line = Zeile { $line }: Schlüssel=Wert erwartet, '{ $found }' gefunden
solitaire-limit-grid = Das Raster ist { $width }x{ $height } halbe Steine mit { $layers } Ebenen; das größte in Parlour ist { $max_width }x{ $max_height } mit { $max_layers } Ebenen
solitaire-limit-tiles = Das Layout hat { $tiles } Steine; das größte in Parlour fasst { $max }
solitaire-limit-outside = Ein Stein liegt bei { $x },{ $y } auf Ebene { $z }, außerhalb des größten Rasters ({ $max_width }x{ $max_height } halbe Steine, Ebenen 0 bis { $top })
solitaire-limit-same-place = Zwei Steine liegen an derselben Stelle, { $x },{ $y } auf Ebene { $z }
