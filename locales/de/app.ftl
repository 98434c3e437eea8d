# app: de
# Der Rahmen des Fensters: Menüs, Werkzeugleiste, Statusleiste, Dialoge, Einstellungen,
# Statistik und Spiel des Tages.

## Die Spiele, wie die Spielauswahl sie nennt.
game-solitaire = Mahjong-Solitär
game-editor = Layout-Editor
game-shisen = Shisen-Sho
game-match3 = Match-3
game-klondike = Klondike
game-freecell = FreeCell
game-spider = Spider
game-mahjong = Mahjong
switcher-games = Spiele

## Menüs.
menu-game = Spiel
menu-new-game = Neues Spiel
menu-new-game-numbered = Spiel mit Nummer…
menu-restart = Neu starten
menu-today = Spiel des Tages…
menu-pause = Pause
menu-statistics = Statistik…
menu-records = Rekorde…
menu-quit = Beenden
menu-edit = Bearbeiten
menu-undo = Rückgängig
menu-redo = Wiederholen
menu-hint = Tipp
menu-settings = Einstellungen…
menu-help = Hilfe
menu-about = Über Parlour

## Werkzeugleiste: eine kurze Beschriftung (davor steht ein Symbol) und ihr Tooltip.
tool-new-game = Neu
tool-new-game-tip = Ein neues Spiel geben (F2)
tool-deal = Nummer…
tool-deal-tip = Ein Spiel mit Nummer spielen
tool-restart = Neustart
tool-restart-tip = Dieses Spiel von vorn beginnen
tool-today = Heute
tool-today-tip = Das Spiel des Tages
tool-undo = Zurück
tool-undo-tip = Einen Zug zurücknehmen (Strg+Z)
tool-redo = Vor
tool-redo-tip = Einen Zug wiederholen (Strg+Umschalt+Z)
tool-hint = Tipp
tool-hint-tip = Einen guten Zug zeigen (H)
tool-pause = Pause
tool-resume = Weiter
tool-pause-tip = Pausieren und Spielfeld verbergen (P)
tool-statistics = Statistik
tool-statistics-tip = Statistik dieses Spiels (F8)
tool-settings = Einstellungen
tool-settings-tip = Einstellungen ändern
tool-about = Info
tool-about-tip = Über Parlour

## Statusleiste.
status-play-time = Spielzeit
status-deal = Spiel Nr. { $deal }
# $date ist ein Datum wie „25. November 2026“.
status-daily-deal = Spiel vom { $date }: Nr. { $deal }
status-nothing-to-undo = Nichts rückgängig zu machen.
status-nothing-to-redo = Nichts zu wiederholen.
banner-dismiss = Ausblenden
record-new-best-time = Neue Bestzeit!
record-new-best-score = Neue Höchstpunktzahl!

## Der Pausenbildschirm.
paused-title = Pausiert
paused-text = Das Spielfeld ist verborgen und die Uhr angehalten.
paused-resume = Weiter

## Gemeinsame Schaltflächen der Dialoge.
dialog-close = Schließen
dialog-cancel = Abbrechen

## Einstellungen.
settings-title = Einstellungen
settings-language = Sprache
settings-theme = Farbschema
settings-theme-system = Wie im System
settings-theme-light = Hell
settings-theme-dark = Dunkel
settings-animation-speed = Animationstempo
settings-animation-off = aus
settings-saved-in = Gespeichert in { $folder }
settings-tiles = Steine
settings-corner-index = Eckindex („3“, „E“) für Einsteiger
settings-colour-blind = Farben für Farbenblinde
settings-dim-blocked = Nicht freie Steine abdunkeln
settings-card-back = Kartenrücken
# $back ist der Name eines Kartenrückens, etwa „Gitter“.
settings-card-back-preview = Vorschau: { $back }
settings-picture-hint = Bild wählen… (Pfad zu einer PNG- oder JPEG-Datei)
settings-use-picture = Bild verwenden
settings-picture-none = Geben Sie zuerst den Pfad eines PNG- oder JPEG-Bildes ein.
# $reason sagt, warum das Bild nicht verwendet werden kann.
settings-picture-refused = { $reason } Der bisherige Kartenrücken bleibt.
settings-picture-done = Ihr Bild ist jetzt der Kartenrücken.
# $detail ist die eigene Erklärung des Bilddecoders.
settings-picture-undecodable = Diese Datei ist kein PNG- oder JPEG-Bild, das Parlour lesen kann ({ $detail }). Der bisherige Kartenrücken bleibt.
settings-picture-empty = Dieses Bild ist leer. Der bisherige Kartenrücken bleibt.
settings-picture-lost = Ihr Bild für den Kartenrücken konnte nicht geladen werden: { $reason }

## Die Motivgalerie.
gallery-title = Motivgalerie
gallery-tile-width = Steinbreite
gallery-tiles = Steine
gallery-tile-back = Steinrückseite
# $look ist eine der Hervorhebungen unten.
gallery-look-tile = Stein: { $look }
gallery-look-selected = Ausgewählt
gallery-look-hinted = Als Tipp gezeigt
gallery-look-refused = Abgelehnt
gallery-look-dimmed = Abgedunkelt
gallery-cards = Karten
gallery-card-back = Kartenrücken: { $back }
gallery-gems = Edelsteine
gallery-selected-gem = Ausgewählter Edelstein

## Über.
about-version = Version { $version }
about-games = Stein- und Kartenspiele: Mahjong-Solitär mit Layout-Editor, Shisen-Sho, Match-3, Klondike und Mahjong.
about-deals-licence = Jedes Spiel ist nummeriert und wiederholbar. Lizenziert unter MIT oder Apache-2.0.
about-fonts = Steinsymbole: Noto Serif CJK (SIL Open Font License 1.1).
about-gallery = Motivgalerie…

## Der Dialog für ein Spiel mit Nummer.
deal-dialog-title = Spiel mit Nummer
deal-dialog-text = Jedes Spiel hat eine Nummer: Dieselbe Nummer ergibt wieder dasselbe Spiel.
deal-dialog-hint = Spielnummer
deal-dialog-deal = Spielen
deal-dialog-not-a-number = Geben Sie eine ganze Zahl ein, etwa 12345.
deal-dialog-out-of-range = Die Spiele dieses Spiels haben die Nummern { $first } bis { $last }.

## Rekorde.
records-title = Rekorde
records-none = Noch keine beendeten Spiele.
records-game = Spiel
records-variant = Variante
records-best-time = Bestzeit
records-best-score = Höchstpunktzahl
records-played = Gespielt
records-won = Gewonnen
records-streak = Serie
records-best-streak = Beste Serie

## Statistik.
stats-title = Statistik: { $game }
stats-no-games = Noch keine Spiele
stats-no-games-text = Sobald Sie ein Spiel { $game } beendet haben, erscheint hier seine Statistik.
stats-variant = Variante:
stats-reset = Statistik zurücksetzen…
stats-reset-question = Diese Statistik zurücksetzen? Alle Spiele oben werden vergessen.
stats-reset-confirm = Zurücksetzen
stats-reset-keep = Behalten
stats-undo-reset = Zurücksetzen von { $variant } rückgängig machen
# Die Teile des Namens einer Variante, durch Kommas getrennt: „3 Karten ziehen, 7 Stapel, unbegrenzte Durchgänge“.
variant-draw = { $cards ->
    [one] { $cards } Karte ziehen
   *[other] { $cards } Karten ziehen
}
variant-piles = { $piles } Stapel
variant-passes = { $passes ->
    [one] { $passes } Durchgang
   *[other] { $passes } Durchgänge
}
variant-unlimited = unbegrenzte Durchgänge
variant-unscored = ohne Wertung
variant-standard = Standardwertung
variant-vegas = Vegas-Wertung
variant-gravity = Schwerkraft
variant-cells = { $cells ->
    [one] { $cells } freie Zelle
   *[other] { $cells } freie Zellen
}
variant-bakers = Baker’s Game
variant-timed = auf Zeit
variant-moves = 30 Züge
variant-suits = { $suits ->
    [one] { $suits } Farbe
   *[other] { $suits } Farben
}
variant-endless = endlos
variant-hands = Hände
variant-games = Spiele
stats-played = Gespielt
stats-won = Gewonnen
stats-win-rate = Gewinnquote
stats-streak = Aktuelle Serie
stats-best-streak = Längste Serie
stats-best-time = Bestzeit
stats-median-time = Medianzeit
# Eine Kennzahl, wie Bildschirmleser sie vorlesen: „Gespielt: 12“.
stats-figure = { $label }: { $value }
stats-chart-times = Zeit pro gewonnenem Spiel (letzte { $games } Spiele)
stats-chart-best = Bestzeit { $time }
stats-axis-game = Spiel
stats-chart-times-name = Diagramm: Zeit pro gewonnenem Spiel
stats-no-recent-wins = Unter den letzten Spielen ist noch kein gewonnenes.
stats-chart-win-rate = Gewinnquote im Zeitverlauf
stats-chart-win-rate-name = Diagramm: Gewinnquote im Zeitverlauf
stats-chart-histogram = Zeiten gewonnener Spiele
stats-chart-histogram-name = Diagramm: Histogramm der Zeiten
stats-bin = { $from } bis { $to }

## Das Spiel des Tages.
daily-title = Spiel des Tages
daily-text = Alle bekommen am selben Tag (UTC) dasselbe Spiel. Jedes Spiel hier ist lösbar.
daily-game-solitaire = Mahjong-Solitär, Schildkröte
daily-game-shisen = Shisen-Sho
daily-game-klondike-draw1 = Klondike, eine Karte ziehen
daily-game-klondike-draw3 = Klondike, drei Karten ziehen
daily-game-match3 = Match-3, 30 Züge
daily-game-spider-one-suit = Spider, eine Farbe
daily-game-freecell = FreeCell
daily-today-deal = Heute: { $game }, Spiel Nr. { $deal }
daily-day-deal = { $date }: { $game }, Spiel Nr. { $deal }
daily-won = Gewonnen
daily-played = Gespielt, noch nicht gewonnen
daily-not-played = Noch nicht gespielt
daily-play-today = Heute spielen
daily-play-day = Diesen Tag spielen
daily-streak = Tagesserie: { $days ->
    [one] { $days } Tag
   *[other] { $days } Tage
} (längste: { $best })
daily-previous-month = Vorheriger Monat
daily-next-month = Nächster Monat
daily-key-won = gewonnen
daily-key-played = gespielt
daily-day-won = gewonnen
daily-day-played = gespielt
daily-day-to-come = kommt noch
daily-day-not-played = nicht gespielt
# Ein Tag des Kalenders, wie Bildschirmleser ihn vorlesen:
# „Mittwoch, 25. November 2026: gewonnen“.
daily-day-label = { $date }: { $status }

## Datumsangaben. $weekday ist 1 (Montag) bis 7 (Sonntag); $month ist 1 bis 12.
weekday-short = { $weekday ->
    [1] Mo
    [2] Di
    [3] Mi
    [4] Do
    [5] Fr
    [6] Sa
   *[7] So
}
month-name = { $month ->
    [1] Januar
    [2] Februar
    [3] März
    [4] April
    [5] Mai
    [6] Juni
    [7] Juli
    [8] August
    [9] September
    [10] Oktober
    [11] November
   *[12] Dezember
}
month-year = { month-name } { $year }
date-long = { $weekday ->
    [1] Montag
    [2] Dienstag
    [3] Mittwoch
    [4] Donnerstag
    [5] Freitag
    [6] Samstag
   *[7] Sonntag
}, { $day }. { month-name } { $year }
date-short = { $day }. { month-name } { $year }

## Probleme mit gespeicherten Spielen und Dateien, in einem Banner angezeigt.
# $reason sagt, was mit dem Spielstand nicht stimmt; $file, wo er aufbewahrt wurde.
resume-failed-kept = Ihr laufendes Spiel { $game } konnte nicht fortgesetzt werden ({ $reason }); es wurde als { $file } aufbewahrt, und ein neues Spiel wurde gegeben.
resume-failed-not-kept = Ihr laufendes Spiel { $game } konnte nicht fortgesetzt werden ({ $reason }); es konnte nicht beiseitegelegt werden ({ $error }), und ein neues Spiel wurde gegeben.
save-damaged = der Spielstand ist beschädigt: { $error }
save-clock-implausible = seine Uhr zeigt { $seconds } Sekunden, so lange dauert kein Spiel
save-too-many-moves = er enthält { $moves } Züge; ein gespeichertes Spiel enthält höchstens { $limit }
save-move-does-not-replay = ein gespeicherter Zug lässt sich nicht nachspielen: { $error }
store-no-config-folder = Parlour hat Ihren Konfigurationsordner nicht gefunden (kein Benutzerordner?); Einstellungen und Rekorde werden im aktuellen Ordner gespeichert.
store-picture-cannot-open = { $file } kann nicht geöffnet werden: { $error }.
store-picture-not-a-file = { $file } ist keine Datei.
store-picture-too-large = { $file } ist größer als 40 MB; wählen Sie ein kleineres Bild.
store-picture-cannot-read = { $file } kann nicht gelesen werden: { $error }.
store-damaged-kept = { $file } war beschädigt ({ $reason }). Die Datei wurde als { $kept } aufbewahrt, und es werden Standardwerte verwendet.
store-damaged-not-kept = { $file } war beschädigt ({ $reason }) und konnte nicht beiseitegelegt werden ({ $error }); es werden Standardwerte verwendet, und die Datei bleibt unverändert.
store-unreadable = { $error }; es werden Standardwerte verwendet.
store-cannot-save = Parlour kann nicht in { $folder } speichern ({ $detail }). Sie können weiterspielen, aber Einstellungen, Rekorde und Spiele werden möglicherweise nicht gespeichert.
# Zwischen den Teilen des Namens einer Variante (ein String-Literal behält seine Leerzeichen).
variant-separator = { ", " }

## Ein Spiel, das außerhalb des Fensters ausgeteilt wird.
dealing = Wird ausgeteilt …
deal-not-made = Das Spiel konnte nicht ausgeteilt werden.
deal-failed = Das Spiel konnte nicht ausgeteilt werden: { $reason }

## Settings, "Play on your other devices" (sync).
sync-title = Auf Ihren anderen Geräten spielen
sync-intro = Ein geheimer Code verbindet Ihre Geräte über einen Parlour-Server: laufende Spiele, Rekorde, Layouts und Einstellungen folgen Ihnen.
sync-server = Server
sync-tls = Verschlüsselt (HTTPS)
sync-make-code = Code erstellen
sync-code-input = Code von einem anderen Gerät
sync-join = Mit diesem Code verbinden
sync-clear-warning = { $server } ist nicht in Ihrem lokalen Netz und die Verbindung ist nicht verschlüsselt: Jeder auf dem Weg könnte den Code und Ihre Daten lesen. Trotzdem senden?
sync-send-anyway = Trotzdem senden
sync-cancel = Abbrechen
sync-linked = Verbunden über { $server }
sync-last = Letzter Abgleich: { $when }
sync-never = Noch nicht abgeglichen
sync-now = Jetzt abgleichen
sync-running = Abgleich läuft…
sync-show-code = Code zeigen
sync-hide-code = Code verbergen
sync-code-label = Code: { $code }
sync-qr-label = QR-Code des Abgleich-Codes
sync-forget = Auf diesem Gerät vergessen
sync-revoke = Code widerrufen
sync-revoke-confirm = Den Code und alle seine Daten auf dem Server löschen? Ihre anderen Geräte gleichen nicht mehr ab, bis Sie sie mit einem neuen Code verbinden.
sync-failed = Abgleich fehlgeschlagen: { $error }
sync-conflict = { $game }: Beide Geräte haben dieses Spiel seit dem letzten Abgleich verändert.
sync-keep-mine = Dieses fortsetzen
sync-keep-theirs = Das des anderen Geräts fortsetzen
sync-conflict-banner = Beide Geräte haben { $game } verändert; beide Spiele bleiben erhalten. Wählen Sie in den Einstellungen unter „Auf Ihren anderen Geräten spielen“, welches Sie fortsetzen.
sync-refused = Einige Daten vom Server wurden abgelehnt und beiseitegelegt: { $refused }
sync-ca-file = CA-Zertifikat (PEM-Datei)
sync-ca-file-hint = Leer: die Zertifizierungsstellen des Systems
sync-replace = Neuen Code erstellen
sync-replace-confirm = Einen neuen Code für alle Ihre Geräte erstellen? Dieses Gerät gleicht zuerst ab, dann funktioniert der jetzige Code nicht mehr: Jedes Ihrer anderen Geräte muss den neuen Code eingeben („Auf diesem Gerät vergessen“, dann „Mit diesem Code verbinden“).
sync-replaced = Dieses Gerät hat einen neuen Code, der alte funktioniert nicht mehr. Auf jedem Ihrer anderen Geräte: „Auf diesem Gerät vergessen“, dann den neuen Code eingeben und „Mit diesem Code verbinden“.
sync-old-code-pending = Der alte Code funktioniert noch, bis ein Abgleich den Server erreicht und ihn widerruft.
sync-unknown-code = Der Server kennt diesen Code nicht: Er wurde falsch eingegeben, widerrufen oder auf einem anderen Gerät durch einen neuen Code ersetzt. Um einen neuen Code zu verwenden: „Auf diesem Gerät vergessen“, dann den Code eingeben.
sync-old-code-kept = Der alte Code konnte noch nicht widerrufen werden ({ $error }); der nächste Abgleich versucht es erneut.
sync-too-many-versions = { $game } wurde nicht abgeglichen: Mehr als { $count } Fassungen warten auf Ihre Wahl. Wählen Sie eine in den Einstellungen unter „Auf Ihren anderen Geräten spielen“.
sync-keep-theirs-numbered = Die andere Fassung { $number } fortsetzen

## The card over a won board (Klondike, FreeCell, Spider, Shisen-Sho)
won-card-heading = Gewonnen!
won-card-detail = Spiel { $deal }, in { $time }.
won-card-score = Punkte: { $score }
won-card-best-time = Bestzeit: { $time }
won-card-assisted = Mit Tipps gelöst, daher keine Bestzeit.
won-card-new-game = ➕ Neues Spiel
won-card-play-again = 🔄 Dieses Spiel wiederholen
won-card-close = Schließen

# The patience games' background solver (Klondike, FreeCell, Spider): its verdict on the
# position, in the status bar.
card-solver = Löser
card-solver-thinking = rechnet…
card-solver-winnable = gewinnbar
# A move lost a game that could have been won (or nothing is known of the deal).
card-solver-no-longer-winnable = nicht mehr gewinnbar
card-solver-cannot-be-won = nicht zu gewinnen
# The search stopped before deciding (Spider's solver seldom proves a position lost).
card-solver-undecided = unklar
card-solver-won = gewonnen
