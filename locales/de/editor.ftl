# editor: de

## The document bar
editor-name = Name:
editor-name-hint = Name des Layouts
editor-name-needed = Ein Layout braucht einen Namen.
editor-author = Autor:
editor-author-hint = Dein Name
editor-not-saved-yet = noch nicht gespeichert
editor-file-tip = Die Datei in deinem Layout-Ordner; * markiert ungespeicherte Änderungen
editor-new = 🆕 Neu
editor-new-tip = Ein neues, leeres Layout beginnen
editor-open = 📂 Öffnen…
editor-open-tip = Eigene Layouts öffnen, umbenennen oder löschen
editor-save = 💾 Speichern
editor-save-tip = In deinem Layout-Ordner speichern
editor-import = 📥 Import…
editor-import-tip = KMahjongg-Dateien (.layout) importieren
editor-export = 📤 Export…
editor-export-tip = Für KMahjongg (.layout) oder als .tiles exportieren
editor-test-play = ▶ Probespiel
editor-test-play-tip = Dieses Layout in Mahjong-Solitär spielen

## The tool palette
editor-tools = Werkzeuge
editor-tool-place = ✏ Setzen
editor-tool-place-tip = Klicken oder ziehen, um Steine zu setzen
editor-tool-erase = ✖ Löschen
editor-tool-erase-tip = Klicken oder ziehen, um Steine wegzunehmen
editor-tool-select = ◻ Auswahl
editor-tool-select-tip = Klicken oder einen Rahmen ziehen, um auszuwählen; die Auswahl ziehen, um sie zu verschieben (Bild auf/ab beim Ziehen wechselt die Ebene); Entf entfernt sie
editor-tool-fill = ▣ Füllen
editor-tool-fill-tip = Ein Rechteck ziehen, um es mit Steinen zu füllen
editor-mirror = Spiegeln
editor-mirror-off = Aus
editor-mirror-left-right = Links-rechts
editor-mirror-top-bottom = Oben-unten
editor-mirror-both = Beides
editor-layers = Ebenen
editor-layer-button = Ebene { $layer }  ({ $count } Steine)
editor-above = Darüber:
editor-ghosted = Umriss
editor-hidden = Verborgen
editor-clear-layer = Ebene { $layer } leeren
editor-clear-layer-tip = Alle Steine dieser Ebene wegnehmen
editor-selection = Auswahl ({ $count })
editor-layer-up = ⬆ Ebene hoch
editor-layer-down = ⬇ Ebene runter
editor-delete-selection = ❌ Löschen
editor-shift = Ganzes Layout verschieben
editor-shift-tip = { $direction ->
    [left] Alle Steine um einen halben Stein nach links schieben
    [right] Alle Steine um einen halben Stein nach rechts schieben
    [up] Alle Steine um einen halben Stein nach oben schieben
   *[down] Alle Steine um einen halben Stein nach unten schieben
}
editor-shift-name = { $direction ->
    [left] Nach links schieben
    [right] Nach rechts schieben
    [up] Nach oben schieben
   *[down] Nach unten schieben
}
editor-grid = Raster
editor-grid-width-tip = Breite in halben Steinen
editor-grid-height-tip = Höhe in halben Steinen
editor-grid-layers-tip = Ebenen
editor-resize-grid = Raster ändern
editor-start-from = Vorlage
editor-built-in = Mitgeliefert
editor-choose = Wählen…
editor-one-of-mine = Eigenes Layout…
editor-one-of-mine-tip = Eines deiner gespeicherten Layouts öffnen

## The problems list and "Can this layout be won?"
editor-can-be-won = Ist dieses Layout lösbar?
editor-check-now = 🔍 Jetzt prüfen
editor-check-now-tip = Nach einem Spiel suchen, das sich abräumen lässt (läuft im Hintergrund)
editor-searching = Suche ein Spiel, das sich abräumen lässt…
editor-verdict-yes = ✔ Ja
editor-verdict-no = ✖ Nein
editor-verdict-unknown = ? Unbekannt
editor-verdict-deal = Spiel { $deal } lässt sich abräumen.
editor-verdict-reason = { $reason }.
editor-verdict-stale = (für das Layout vor deinen letzten Änderungen)
editor-verdict-not-started = die Prüfung konnte nicht starten ({ $error })
editor-verdict-stopped = die Prüfung hat unerwartet aufgehört
editor-problems = Probleme: { $errors ->
    [one] 1 Fehler
   *[other] { $errors } Fehler
}, { $warnings ->
    [one] 1 Warnung
   *[other] { $warnings } Warnungen
}
editor-no-problems = Keine: Das Layout kann probegespielt werden.
editor-select-problem-tiles = Diese Steine auswählen
editor-tiles-selected = { $count ->
    [one] 1 Stein ausgewählt.
   *[other] { $count } Steine ausgewählt.
}
editor-cannot-play-yet = Dieses Layout ist noch nicht spielbar: { $reason }.

## The findings of the checks.
editor-check-no-tiles = das Layout hat keine Steine
editor-check-odd-count = das Layout hat { $count } Steine; Steine gehen in gleichen Paaren, also muss die Zahl gerade sein (einen Stein hinzufügen oder entfernen)
editor-check-incomplete-groups = das Layout hat { $count } Steine; über einen vollen Satz von { $full } hinaus wiederholen sich die Bilder in Vierergruppen, also bekommt ein Bild ein zusätzliches Paar (zwei Steine hinzufügen oder entfernen für volle Gruppen)
editor-check-below-table = der Stein bei { $x },{ $y } auf Ebene { $z } liegt unter dem Tisch (Ebene 0)
editor-check-same-place = zwei Steine stehen an derselben Stelle, { $x },{ $y } auf Ebene { $z }
editor-check-overlap = der Stein bei { $x },{ $y } auf Ebene { $z } überlappt den Stein bei { $ox },{ $oy }
editor-check-no-first-pair = { $free ->
    [one] nur 1 Stein ist am Anfang frei, also kann nie ein Paar entfernt werden
   *[other] nur { $free } Steine sind am Anfang frei, also kann nie ein Paar entfernt werden
}
editor-check-stack-too-tall = die { $stacked } gestapelten Steine ab { $x },{ $y } auf Ebene { $z } aufwärts müssen einzeln gehen, jeder mit einem Partner von anderswo, aber es gibt nur { $others } andere Steine
editor-check-unsupported = der Stein bei { $x },{ $y } auf Ebene { $z } liegt nicht ganz auf Steinen von Ebene { $below }
editor-check-island = Insel { $number } von { $islands }: { $count ->
    [one] 1 Stein
   *[other] { $count } Steine
} ab { $x },{ $y } auf Ebene { $z }, ohne Berührung mit dem Rest

## Why an edit was refused.
editor-refused = Abgelehnt: { $reason }.
editor-error-outside = { $x },{ $y } auf Ebene { $z } liegt außerhalb des Rasters { $width }x{ $height } mit { $layers } Ebenen
editor-error-overlap = ein Stein bei { $x },{ $y } auf Ebene { $z } würde den Stein bei { $ox },{ $oy } überlappen
editor-error-no-tile = bei { $x },{ $y } auf Ebene { $z } liegt kein Stein
editor-error-none-selected = keine Steine ausgewählt
editor-error-no-fit = in dieses Rechteck passt kein Stein
editor-error-nothing-to-move = nichts zu verschieben
editor-error-no-tiles-to-shift = das Layout hat keine Steine zum Verschieben
editor-error-nothing-to-shift = nichts zu verschieben
editor-error-empty-layer = diese Ebene hat keine Steine
editor-error-same-size = das Raster hat schon diese Größe
editor-error-same-name = der Name ist unverändert
editor-error-same-author = der Autor ist unverändert
editor-error-bad-size = das Raster kann 2 bis { $width } halbe Steine breit, 2 bis { $height } hoch sein und 1 bis { $layers } Ebenen haben
editor-error-too-large = das Layout braucht ein Raster von { $width }x{ $height }x{ $layers }, größer als das größte des Editors
editor-cannot-edit = Dieses Layout kann nicht bearbeitet werden: { $reason }.
editor-file-cannot-edit = { $file } kann nicht bearbeitet werden: { $reason }.

## The counters in the status bar
editor-counter-tiles = Steine
editor-counter-layer = Ebene
editor-counter-layer-value = { $layer } von 0 bis { $top }
editor-counter-grid = Raster

## The grid
editor-grid-name = Layout-Raster, Ebene { $layer } von 0 bis { $top }
editor-tile-name = Stein bei { $x },{ $y } auf Ebene { $z }
editor-no-tile-there = Dort liegt auf dieser Ebene kein Stein.
editor-select-first = Wähle zuerst Steine aus.

## Files and dialogs
editor-no-folder = Parlour hat hier keinen Layout-Ordner.
editor-no-folder-not-saved = Parlour hat hier keinen Layout-Ordner, daher wurde das Layout nicht gespeichert.
editor-saved-as = Gespeichert als { $file }.
editor-not-saved = Nicht gespeichert: { $error }
editor-could-not-open = Öffnen fehlgeschlagen: { $error }
editor-started-from = Vom Layout ausgegangen; Rückgängig holt zurück, was du hattest.
editor-no-file-dialog = Hier gibt es keinen Dateidialog; gib den Pfad stattdessen ein.
editor-my-layouts = Meine Layouts
editor-import-title = Layouts importieren
editor-export-title = Layout exportieren
editor-unsaved-title = Ungespeicherte Änderungen
editor-unsaved-question = Änderungen an „{ $layout }“ zuerst speichern?
editor-discard = Verwerfen
editor-cancel = Abbrechen
editor-no-layouts-yet = Du hast noch keine gespeicherten Layouts. Speichere eines oder importiere KMahjongg-Layouts.
editor-close = Schließen
editor-ok = OK
editor-really-delete = Wirklich löschen
editor-keep = Behalten
editor-row-open = Öffnen
editor-rename = Umbenennen
editor-delete = Löschen
editor-row-tiles = { $count } Steine
editor-row-unreadable = nicht lesbar
editor-renamed = Umbenannt in „{ $layout }“ ({ $file }).
editor-not-renamed = Nicht umbenannt: { $error }
editor-deleted = { $file } gelöscht.
editor-not-deleted = Nicht gelöscht: { $error }
editor-import-help = Gib den Pfad einer KMahjongg-Datei (.layout) ein (die .desktop-Datei daneben liefert Name und Autor), einer Parlour-Datei (.tiles) oder eines Ordners, um jede .layout-Datei darin in deinen Layout-Ordner zu importieren.
editor-choose-file = 📄 Datei wählen…
editor-choose-folder = 📁 Ordner wählen…
editor-import-button = Importieren
editor-type-path = Gib zuerst einen Pfad ein.
editor-imported-one = „{ $layout }“ importiert; speichere es, um es zu behalten.
editor-not-imported = Nicht importiert: { $error }
editor-no-layout-files = { $path } enthält keine .layout-Dateien.
editor-imported-many = { $count ->
    [one] 1 Layout in deinen Layout-Ordner importiert.
   *[other] { $count } Layouts in deinen Layout-Ordner importiert.
}
editor-imported-some = { $count ->
    [one] 1 Layout in deinen Layout-Ordner importiert.
   *[other] { $count } Layouts in deinen Layout-Ordner importiert.
} { $failed } nicht lesbar, zum Beispiel { $first }
editor-export-help = Gib den Pfad zum Schreiben ein. Eine .layout-Datei ist das Format von KMahjongg (Version 1.0, wenn das Layout in 32x16x5 passt, sonst 1.1) mit einer .desktop-Datei daneben für Name und Autor; jede andere Endung schreibt das eigene Format von Parlour.
editor-export-button = Exportieren
editor-exported = Exportiert nach { $file }.
editor-exported-two = Exportiert nach { $file } und { $second }.
editor-not-exported = Nicht exportiert: { $error }

## The system's file dialogs
editor-browse-import-file = Ein Layout importieren
editor-browse-layouts = Layouts
editor-browse-import-folder = Alle KMahjongg-Layouts eines Ordners importieren
editor-browse-export = Das Layout exportieren
editor-browse-kmahjongg-layout = KMahjongg-Layout
editor-browse-parlour-layout = Parlour-Layout
