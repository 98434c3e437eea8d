## Die Browser-Version: ihr Speicher, ihre Seite und was ein Browser nicht kann.
web-storage-name = der Browser-Speicher dieser Website
web-loading-storage = Parlour wird geladen …
web-start-failed = Parlour konnte nicht starten: { $reason }
web-no-webgl2 = In diesem Browser ist WebGL 2 ausgeschaltet, und Parlour zeichnet damit. Schalten Sie die Hardwarebeschleunigung in den Einstellungen des Browsers ein, oder versuchen Sie einen aktuellen Firefox, Chrome, Edge oder Safari.
web-storage-off = Dieser Browser speichert nichts für diese Website (ein privates Fenster?): Was Sie hier spielen, geht beim Schließen des Tabs verloren. Exportieren Sie Ihre Daten, um sie zu behalten.
web-storage-unavailable = Der Browser-Speicher ist nicht nutzbar ({ $reason }): Einstellungen, Rekorde und Spiele bleiben nur erhalten, bis dieser Tab geschlossen wird.
web-storage-set-aside = { $file } im Browser-Speicher war nicht nutzbar ({ $reason }); es wurde als { $kept } aufbewahrt.
web-storage-too-much = { $count ->
    [one] Ein Eintrag im Browser-Speicher wurde nicht gelesen: Es sind mehr, als Parlour liest.
   *[other] { $count } Einträge im Browser-Speicher wurden nicht gelesen: Es sind mehr, als Parlour liest.
}
web-storage-quota-full = Der Browser-Speicher dieser Website ist voll: { $file } wurde nicht gespeichert. Geben Sie Platz frei oder exportieren Sie Ihre Daten.
web-storage-write-failed = { $file } konnte nicht im Browser-Speicher gespeichert werden: { $error }
web-storage-full = { $file } wurde nicht gespeichert: Die Dateien von Parlour in diesem Browser würden ihre Grenze überschreiten.
web-file-too-large = { $file } ist größer als { $limit } Bytes und wurde nicht gelesen.
web-file-unreadable = { $file } konnte nicht gelesen werden: { $error }
web-no-lan = Ein Browser kann im lokalen Netz keine Tische eröffnen oder finden: Spielen Sie im LAN mit der Desktop-App.
web-lan-on-desktop = Spielen im LAN: mit der Desktop-App
web-connection-ended = Die Verbindung zum Server wurde beendet.
address-ignored = In der Adresse der Seite nicht verstanden und übergangen: { $parameters }
page-title = { $game } · Parlour

## Ihre Daten: alles, was Parlour aufbewahrt, in einer Datei (Einstellungen).
data-title = Ihre Daten
data-export = Meine Daten exportieren …
data-import = Importieren …
data-file-kind = Parlour-Daten
data-export-title = Meine Daten exportieren
data-import-title = Daten importieren
data-exported = Ihre Daten wurden exportiert: Einstellungen, Rekorde, laufende Spiele und Layouts.
data-exported-missing = Ihre Daten wurden exportiert, ohne das, was nicht gelesen werden konnte: { $missed }
data-not-exported = Ihre Daten wurden nicht exportiert: { $error }
data-not-imported = Nichts wurde importiert: { $reason }
data-imported = { $layouts ->
    [0] Importiert: Einstellungen und Rekorde zusammengeführt.
    [one] Importiert: Einstellungen und Rekorde zusammengeführt, ein neues Layout.
   *[other] Importiert: Einstellungen und Rekorde zusammengeführt, { $layouts } neue Layouts.
}
data-imported-refused = { $layouts ->
    [one] Importiert (ein neues Layout), außer dem Unbrauchbaren: { $refused }
   *[other] Importiert ({ $layouts } neue Layouts), außer dem Unbrauchbaren: { $refused }
}
data-replace-title = Laufende Spiele ersetzen?
data-replace-question = Die importierten Daten enthalten andere laufende Spiele von { $games }. Diese statt der hiesigen fortsetzen? Die hiesigen gehen dann verloren.
data-replace-yes = Ersetzen
data-replace-no = Meine behalten
