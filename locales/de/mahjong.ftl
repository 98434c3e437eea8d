# mahjong: de

## Winde und Plätze

mahjong-wind-east = Ost
mahjong-wind-south = Süd
mahjong-wind-west = West
mahjong-wind-north = Nord
mahjong-seat-you = Du
mahjong-seat-right = Rechts
mahjong-seat-across = Gegenüber
mahjong-seat-left = Links
mahjong-name-you = { $name } (du)
mahjong-name-stand-in = { $name } (Computer spielt)
mahjong-name-away = { $name } (weg: ein Computer spielt)
mahjong-computer = Computer
mahjong-computer-with-level = { $name } ({ $level })
mahjong-level-easy = Leicht
mahjong-level-medium = Mittel
mahjong-level-hard = Schwer
mahjong-default-name = Spieler

## Der Tisch

mahjong-name-line = { $name } · { $wind } · { $score }
mahjong-name-line-dealer = { $name } · { $wind } · Geber · { $score }
mahjong-info-round = Runde { $wind } · Hand { $hand }
mahjong-info-wall = Mauer: { $count ->
    [one] { $count } Stein
   *[other] { $count } Steine
}
mahjong-info-seat-wind = Dein Platzwind: { $wind }

mahjong-discard-name = { $place ->
    [you] Dein Abwurf
   *[other] Abwurf von { $seat }
}: { $tile }
mahjong-discard-last-name = { $place ->
    [you] Dein Abwurf
   *[other] Abwurf von { $seat }
}, der letzte: { $tile }
mahjong-meld-name = { $place ->
    [you] Deine Meldung
   *[other] Meldung von { $seat }
}: { $tile }
mahjong-meld-hidden-name = { $place ->
    [you] Deine Meldung
   *[other] Meldung von { $seat }
}: Stein eines verdeckten Kongs
mahjong-hand-backs-name = { $place ->
    [you] Deine Hand
   *[other] Hand von { $seat }
}: { $count ->
    [one] { $count } verdeckter Stein
   *[other] { $count } verdeckte Steine
}
mahjong-bonus-name = { $place ->
    [you] Deine Blume oder Jahreszeit
   *[other] Blume oder Jahreszeit von { $seat }
}: { $tile }
mahjong-hand-drawn-name = Dein gezogener Stein: { $tile }
mahjong-hand-tile-name = Deine Hand: { $tile }

## Aktionsleiste

mahjong-claims-prompt = { $seat } hat abgeworfen: { $tile }.
mahjong-claims-waiting = Warte auf Ansagen zu: { $tile }…
mahjong-pass = Passen
mahjong-win-self-drawn = Tsumo
mahjong-declare-kong = Kong: { $tile }
mahjong-your-turn = Du bist dran: Klicke einen Stein an, um ihn abzuwerfen.
mahjong-thinking = { $seat } denkt nach…
mahjong-hint-button = 💡 Tipp
mahjong-countdown = { $seconds } s
mahjong-countdown-name = Verbleibende Zeit: { $seconds } Sekunden

## Ansagen

mahjong-claim-win = Mahjong!
mahjong-claim-pong = Pung
mahjong-claim-kong = Kong
mahjong-claim-chow = Chow { $low }-{ $mid }-{ $high } { $suit }

## Tipp

mahjong-hint = { $suggestion } { $progress }
mahjong-hint-discard = Vorschlag: Wirf { $tile } ab.
mahjong-hint-kong = Vorschlag: Melde ein Kong aus { $tile }.
mahjong-hint-win = Vorschlag: Erkläre deinen Sieg.
mahjong-hint-claim = Vorschlag: Nimm ihn: { $claim }.
mahjong-hint-pass = Vorschlag: Lass ihn vorbeigehen.
mahjong-hint-next-hand = Vorschlag: Gib die nächste Hand.
mahjong-hint-nothing = Nichts zu tun bis zu deinem Zug.
mahjong-hint-complete = Die Hand ist vollständig.
mahjong-hint-ready = Bereit, wartet auf: { $waits } ({ $left ->
    [one] noch { $left } Stein ungesehen
   *[other] noch { $left } Steine ungesehen
}).
mahjong-hint-away = { $shanten ->
    [one] { $shanten } Stein
   *[other] { $shanten } Steine
} bis bereit; { $left ->
    [one] { $left } ungesehener Stein
   *[other] { $left } ungesehene Steine
} ({ $kinds ->
    [one] { $kinds } Sorte
   *[other] { $kinds } Sorten
}) verbessern sie.
mahjong-hint-warning = { $seat } ist vielleicht bereit (etwa { $ready } %), und dieser Stein { $risk ->
    [0] ist so gut wie sicher
   *[other] ließe in etwa { $risk } % der Fälle jemanden gewinnen
}.
mahjong-hint-folding = Deine Hand ist zu weit von bereit entfernt, um mitzuhalten: Das ist der sicherste Stein.
mahjong-hint-and = { $first } { $second }
mahjong-list-separator = {", "}

## Ergebnisse

mahjong-next-hand = Nächste Hand
mahjong-next-hand-wait = Die nächste Hand beginnt, wenn alle bereit sind.
mahjong-new-game = Neues Spiel
mahjong-leave-table = Tisch verlassen
mahjong-draw = Remis: Die Mauer ist leer.
mahjong-win-heading = { $who ->
    [you] { $how ->
        [self] Du gewinnst mit Tsumo: { $tile }
        [yours] Du gewinnst mit deinem Abwurf: { $tile }
       *[other] Du gewinnst mit dem Abwurf von { $discarder }: { $tile }
    }
   *[other] { $how ->
        [self] { $winner } gewinnt mit Tsumo: { $tile }
        [yours] { $winner } gewinnt mit deinem Abwurf: { $tile }
       *[other] { $winner } gewinnt mit dem Abwurf von { $discarder }: { $tile }
    }
}
mahjong-faan = { $faan } Faan
mahjong-total = Summe
mahjong-total-limit = Summe (Limit)
mahjong-column-seat = Platz
mahjong-column-this-hand = Diese Hand
mahjong-column-score = Punkte
mahjong-seat-and-wind = { $name } ({ $wind })
mahjong-winning-tile-name = Gewinnstein: { $tile }
mahjong-winning-hand-name = Gewinnhand: { $tile }
mahjong-winning-meld-name = Meldung der Gewinnhand: { $tile }
mahjong-winning-meld-hidden-name = Meldung der Gewinnhand: Stein eines verdeckten Kongs
mahjong-final-scores = Spielende: Endstand
mahjong-final-place = { $place }.
mahjong-hands-played = { $count ->
    [one] { $count } Hand gespielt.
   *[other] { $count } Hände gespielt.
}

## Wertungen

mahjong-faan-thirteen-orphans = Dreizehn Waisen
mahjong-faan-big-four-winds = Vier große Winde
mahjong-faan-all-honours = Nur Ehrensteine
mahjong-faan-all-terminals = Nur Endsteine
mahjong-faan-big-three-dragons = Drei große Drachen
mahjong-faan-full-flush = Reine Farbe
mahjong-faan-small-four-winds = Vier kleine Winde
mahjong-faan-small-three-dragons = Drei kleine Drachen
mahjong-faan-seven-pairs = Sieben Paare
mahjong-faan-all-pongs = Nur Pungs
mahjong-faan-half-flush = Unreine Farbe
mahjong-faan-all-flowers = Alle vier Blumen
mahjong-faan-all-seasons = Alle vier Jahreszeiten
mahjong-faan-dragon-pong = Drachen-Pung
mahjong-faan-seat-wind = Platzwind-Pung
mahjong-faan-round-wind = Rundenwind-Pung
mahjong-faan-all-chows = Nur Chows
mahjong-faan-concealed-hand = Verdeckte Hand
mahjong-faan-self-draw = Tsumo
mahjong-faan-win-on-kong = Sieg nach Kong
mahjong-faan-last-tile = Letzter Stein der Mauer
mahjong-faan-no-bonus-tiles = Keine Blumen oder Jahreszeiten
mahjong-faan-seat-flower = Eigene Blume
mahjong-faan-seat-season = Eigene Jahreszeit

## Statusleiste

mahjong-counter-round = Runde
mahjong-counter-round-value = { $wind } { $hand }
mahjong-counter-wall = Mauer
mahjong-counter-score = Punkte
mahjong-deal = Spiel { $game }: Du bist Ost und gibst zuerst. Klicke einen Stein an, um ihn abzuwerfen.
mahjong-deal-on-lan = Du bist in den LAN-Ansichten: Verlasse zuerst den Tisch.
mahjong-restart = Das Spiel beginnt wieder bei der ersten Hand.
mahjong-nothing-to-undo = In dieser Hand gibt es keinen Abwurf von dir, den du zurücknehmen kannst.
mahjong-game-over-best = Du hast mit der besten Punktzahl abgeschlossen!
mahjong-game-over = Spielende.
mahjong-saved-wrong-tiles = der Tisch enthält { $count } Steine statt der { $set } des Satzes

## Abgelehnte Züge

mahjong-not-allowed = Nicht erlaubt: { $reason }.
mahjong-error-no-such-seat = es gibt keinen Platz { $seat }: Plätze sind 0 bis 3
mahjong-error-not-now = Platz { $seat } kann das jetzt nicht: { $reason }
mahjong-error-not-held-discard = Platz { $seat } hat kein { $face } zum Abwerfen
mahjong-error-not-held-kong = Platz { $seat } hat kein { $face } für ein Kong
mahjong-error-not-held = Platz { $seat } hat kein { $face } zum { $action }
mahjong-error-claim-refused = Platz { $seat } kann auf diesen Abwurf nicht { $claim } ansagen
mahjong-error-not-a-win = das ist keine Gewinnhand mit mindestens { $min_faan } Faan
mahjong-error-game-over = das Spiel ist vorbei
mahjong-not-now-hand-in-play = die Hand wird noch gespielt
mahjong-not-now-hand-over = die Hand ist vorbei
mahjong-not-now-claims = ein Abwurf wartet auf Ansagen: ansagen oder passen
mahjong-not-now-not-your-turn = du bist nicht dran
mahjong-not-now-no-claim = er hat auf diesen Abwurf nichts anzusagen

## Optionen

mahjong-option-computer-players = Computergegner
mahjong-option-countdown = Ansage-Countdown
mahjong-option-countdown-on = An
mahjong-seconds-suffix = {" s"}
mahjong-option-min-faan = Mindest-Faan
mahjong-option-hands = Hände
mahjong-option-seven-pairs = Sieben Paare gewinnen
mahjong-option-flowers = Blumen und Jahreszeiten
mahjong-option-all-winners = Alle, die auf einen Abwurf gewinnen können, gewinnen
mahjong-option-rules-note = Regeländerungen (Faan, sieben Paare, Blumen, Gewinner) gelten ab dem nächsten neuen Spiel.

## Mit Freunden spielen

mahjong-play-lan = Im LAN spielen
mahjong-play-online = Online spielen
mahjong-strip-lan = LAN-Tisch { $room }
mahjong-strip-online = Online-Raum { $room }
mahjong-autoplay-banner = Computerspieler ({ $level }) spielt diesen Platz
mahjong-room-link = Link zum Raum für den Browser:
mahjong-copy-link = Link kopieren

## LAN-Menü

mahjong-lan-title = Mahjong im LAN
mahjong-your-name = Dein Name:
mahjong-own-table = Dein eigener Tisch
mahjong-own-table-note = Eröffne einen Tisch auf diesem Computer. Freunde im selben Netzwerk setzen sich dazu; freie Plätze übernehmen Computergegner.
mahjong-host-table = Tisch eröffnen
mahjong-friends-table = Der Tisch eines Freundes
mahjong-searching = Suche Tische im LAN…
mahjong-join-table = Tisch { $room } beitreten ({ $address })
mahjong-search-again = Erneut suchen
mahjong-address = Adresse:
mahjong-join-address = Per Adresse beitreten
mahjong-rejoin-table = Zurück an Tisch { $room } ({ $address })
mahjong-back-to-computer = Zurück zum Spiel gegen den Computer
mahjong-search-none = Keine Tische im LAN gefunden.
mahjong-search-failed = Suche im LAN fehlgeschlagen: { $error }
mahjong-host-failed = Tisch konnte nicht eröffnet werden: { $error }
mahjong-address-missing = Gib die Adresse des Gastgebers ein, etwa 192.168.1.5:47470.
mahjong-address-bad = „{ $address }“ ist keine Adresse: Gib sie als 192.168.1.5:47470 ein.

## Online-Menü

mahjong-online-title = Mahjong online
mahjong-server = Server:
mahjong-tls = Sichere Verbindung (TLS)
mahjong-ca-file = CA-Datei:
mahjong-ca-file-hint = leer: den Zertifizierungsstellen des Systems vertrauen
mahjong-new-room = Ein neuer Raum
mahjong-bots-from-start = Computergegner von Anfang an:
mahjong-create-room = Raum erstellen
mahjong-create-room-note = Du bekommst einen Raumcode für deine Freunde.
mahjong-friends-room = Der Raum eines Freundes
mahjong-room-code = Raumcode:
mahjong-join-room = Raum beitreten
mahjong-rejoin-room = Zurück in Raum { $room } ({ $server })
mahjong-room-code-missing = Gib den Raumcode ein, den dein Freund dir gegeben hat.
mahjong-ca-file-failed = Die CA-Datei kann nicht gelesen werden: { $error }.
mahjong-server-missing = gib die Adresse des Servers ein, etwa play.example.org:47480
mahjong-server-bad-port = { $port } ist keine Portnummer (1 bis 65535)
mahjong-server-bad-address = { $address } ist keine Serveradresse

## Lobby

mahjong-connecting = Verbinde mit { $target }…
mahjong-cancel = Abbrechen
mahjong-room-code-heading = Raumcode: { $room }
mahjong-seats = Plätze
mahjong-seat-open = Frei: Ein Computergegner übernimmt beim Start
mahjong-close-table = Tisch schließen
mahjong-host-address = Adresse: { $ip } · Port { $port }
mahjong-host-address-note = Freunde wählen „Im LAN spielen“ im Mahjong von Parlour und treten Tisch { $room } bei oder geben { $address } ein.
mahjong-firewall-note = Die Firewall muss Parlour durchlassen: TCP-Port { $tcp } und UDP-Port { $udp } zum Finden des Tisches.
mahjong-server-heading = Server: { $server }
mahjong-server-note = Freunde wählen „Online spielen“ im Mahjong von Parlour und geben diesen Server und den Raumcode { $room } ein.
mahjong-joined-at = Am Tisch unter { $address } beigetreten.
mahjong-waiting-deal = Das Spiel hat begonnen; warte auf das Geben…
mahjong-start-game = Spiel starten
mahjong-add-bot = Computergegner hinzufügen
mahjong-open-seats-note = Freie Plätze übernehmen Computergegner.
mahjong-waiting-maker = Warte, bis der Ersteller des Raums das Spiel startet…
mahjong-waiting-host = Warte, bis der Gastgeber das Spiel startet…

## Meldungen des Tisches oder Servers

mahjong-host-refused = Der Gastgeber hat das abgelehnt: { $reason }.
mahjong-table-rejected = Der Tisch hat dich abgewiesen: { $reason }.
mahjong-server-rejected = Der Server hat dich abgewiesen: { $reason }.
mahjong-host-left = Der Gastgeber ist gegangen: { $reason }
mahjong-room-closed = Der Server hat den Raum geschlossen: { $reason }
mahjong-disconnected = Verbindung zum Tisch getrennt: { $reason }.
mahjong-seat-not-kept = Dieser Platz konnte nicht für ein Neuladen der Seite gemerkt werden: { $error }.
mahjong-seat-not-taken-back = Dein Platz in Raum { $room } konnte nicht zurückgewonnen werden: { $reason }.
mahjong-online-game-over = Spiel vorbei. Endstand von Platz 1 bis Platz 4: { $scores }. Du warst Platz { $seat }.
mahjong-connect-failed = Verbindung fehlgeschlagen: { $reason }.
