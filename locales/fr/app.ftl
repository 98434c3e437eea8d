# app: fr
# Le cadre de la fenêtre : menus, barre d’outils, barre d’état, boîtes de dialogue, paramètres,
# statistiques et donne du jour.

## Les jeux, tels que le sélecteur les nomme.
game-solitaire = Mahjong solitaire
game-editor = Éditeur de dispositions
game-shisen = Shisen-Sho
game-match3 = Match-3
game-klondike = Klondike
game-freecell = FreeCell
game-spider = Spider
game-mahjong = Mahjong
switcher-games = Jeux

## Menus.
menu-game = Partie
menu-new-game = Nouvelle partie
menu-new-game-numbered = Nouvelle partie numérotée…
menu-restart = Recommencer
menu-today = Donne du jour…
menu-pause = Pause
menu-statistics = Statistiques…
menu-records = Records…
menu-quit = Quitter
menu-edit = Édition
menu-undo = Annuler
menu-redo = Refaire
menu-hint = Indice
menu-settings = Paramètres…
menu-help = Aide
menu-about = À propos de Parlour

## Barre d’outils : une étiquette courte (précédée d’une icône) et son infobulle.
tool-new-game = Nouvelle
tool-new-game-tip = Distribuer une nouvelle partie (F2)
tool-deal = Numéro…
tool-deal-tip = Jouer une donne numérotée
tool-restart = Rejouer
tool-restart-tip = Recommencer cette donne
tool-today = Du jour
tool-today-tip = La donne du jour
tool-undo = Annuler
tool-undo-tip = Annuler un coup (Ctrl+Z)
tool-redo = Refaire
tool-redo-tip = Refaire un coup (Ctrl+Shift+Z)
tool-hint = Indice
tool-hint-tip = Montrer un bon coup (H)
tool-pause = Pause
tool-resume = Reprendre
tool-pause-tip = Mettre en pause et masquer le plateau (P)
tool-statistics = Statistiques
tool-statistics-tip = Statistiques de ce jeu (F8)
tool-settings = Paramètres
tool-settings-tip = Préférences
tool-about = À propos
tool-about-tip = À propos de Parlour

## Barre d’état.
status-play-time = Temps de jeu
status-deal = Donne n° { $deal }
# $date est une date comme « 25 novembre 2026 ».
status-daily-deal = Donne du { $date } : { $deal }
status-nothing-to-undo = Rien à annuler.
status-nothing-to-redo = Rien à refaire.
banner-dismiss = Ignorer
record-new-best-time = Nouveau meilleur temps !
record-new-best-score = Nouveau meilleur score !

## L’écran de pause.
paused-title = En pause
paused-text = Le plateau est masqué et le chronomètre est arrêté.
paused-resume = Reprendre

## Boutons communs aux boîtes de dialogue.
dialog-close = Fermer
dialog-cancel = Annuler

## Paramètres.
settings-title = Paramètres
settings-language = Langue
settings-theme = Thème
settings-theme-system = Selon le système
settings-theme-light = Clair
settings-theme-dark = Sombre
settings-animation-speed = Vitesse des animations
settings-animation-off = désactivées
settings-saved-in = Enregistré dans { $folder }
settings-tiles = Tuiles
settings-corner-index = Index dans le coin (« 3 », « E ») pour débutants
settings-colour-blind = Familles adaptées aux daltoniens
settings-dim-blocked = Assombrir les tuiles qui ne sont pas libres
settings-card-back = Dos des cartes
# $back est le nom d’un dos de cartes, comme « Treillis ».
settings-card-back-preview = Aperçu : { $back }
settings-picture-hint = Choisir une image… (chemin d’un PNG ou d’un JPEG)
settings-use-picture = Utiliser l’image
settings-picture-none = Saisissez d’abord le chemin d’une image PNG ou JPEG.
# $reason dit pourquoi l’image ne peut pas être utilisée.
settings-picture-refused = { $reason } Le dos précédent est conservé.
settings-picture-done = Votre image est désormais le dos des cartes.
# $detail est l’explication du décodeur d’images lui-même.
settings-picture-undecodable = Ce fichier n’est pas une image PNG ou JPEG que Parlour sait lire ({ $detail }). Le dos précédent est conservé.
settings-picture-empty = Cette image est vide. Le dos précédent est conservé.
settings-picture-lost = L’image de votre dos de cartes n’a pas pu être chargée : { $reason }

## La galerie des motifs.
gallery-title = Galerie des motifs
gallery-tile-width = Largeur des tuiles
gallery-tiles = Tuiles
gallery-tile-back = Dos de tuile
# $look est l’un des aspects de mise en évidence ci-dessous (tuile, féminin).
gallery-look-tile = Tuile : { $look }
gallery-look-selected = Sélectionnée
gallery-look-hinted = Suggérée
gallery-look-refused = Refusée
gallery-look-dimmed = Assombrie
gallery-cards = Cartes
gallery-card-back = Dos : { $back }
gallery-gems = Gemmes
gallery-selected-gem = Gemme sélectionnée

## À propos.
about-version = Version { $version }
about-games = Jeux de tuiles et de cartes : Mahjong solitaire avec un éditeur de dispositions, Shisen-Sho, Match-3, Klondike et Mahjong.
about-deals-licence = Chaque donne est numérotée et reproductible. Sous licence MIT ou Apache-2.0.
about-fonts = Glyphes des tuiles : Noto Serif CJK (SIL Open Font License 1.1).
about-gallery = Galerie des motifs…

## La boîte de dialogue de la donne numérotée.
deal-dialog-title = Nouvelle partie numérotée
deal-dialog-text = Chaque donne a un numéro : le même numéro redonne la même partie.
deal-dialog-hint = Numéro de donne
deal-dialog-deal = Distribuer
deal-dialog-not-a-number = Saisissez un nombre entier, par exemple 12345.
deal-dialog-out-of-range = Les donnes de ce jeu sont numérotées de { $first } à { $last }.

## Records.
records-title = Records
records-none = Aucune partie terminée pour l’instant.
records-game = Jeu
records-variant = Variante
records-best-time = Meilleur temps
records-best-score = Meilleur score
records-played = Jouées
records-won = Gagnées
records-streak = Série
records-best-streak = Meilleure série

## Statistiques.
stats-title = Statistiques : { $game }
stats-no-games = Aucune partie pour l’instant
stats-no-games-text = Terminez une partie de { $game } et ses statistiques apparaîtront ici.
stats-variant = Variante :
stats-reset = Réinitialiser les statistiques…
stats-reset-question = Réinitialiser ces statistiques ? Toutes les parties ci-dessus seront oubliées.
stats-reset-confirm = Réinitialiser
stats-reset-keep = Les garder
stats-undo-reset = Annuler la réinitialisation de { $variant }
# Les parties du nom d’une variante, séparées par des virgules : « pioche de 3, 7 colonnes, passages illimités ».
variant-draw = pioche de { $cards }
variant-piles = { $piles } colonnes
variant-passes = { $passes ->
    [one] { $passes } passage
   *[other] { $passes } passages
}
variant-unlimited = passages illimités
variant-unscored = sans score
variant-standard = score standard
variant-vegas = score Vegas
variant-gravity = gravité
variant-cells = { $cells ->
    [one] { $cells } cellule libre
   *[other] { $cells } cellules libres
}
variant-bakers = Baker’s Game
variant-timed = contre la montre
variant-moves = 30 coups
variant-suits = { $suits ->
    [one] { $suits } couleur
   *[other] { $suits } couleurs
}
variant-endless = sans fin
variant-hands = mains
variant-games = parties
stats-played = Parties jouées
stats-won = Parties gagnées
stats-win-rate = Taux de victoire
stats-streak = Série en cours
stats-best-streak = Plus longue série
stats-best-time = Meilleur temps
stats-median-time = Temps médian
# Un chiffre tel que le lisent les lecteurs d’écran : « Parties jouées : 12 ».
stats-figure = { $label } : { $value }
stats-chart-times = Temps par partie gagnée ({ $games } dernières parties)
stats-chart-best = meilleur temps { $time }
stats-axis-game = partie
stats-chart-times-name = Graphique : temps par partie gagnée
stats-no-recent-wins = Aucune partie gagnée parmi les dernières pour l’instant.
stats-chart-win-rate = Taux de victoire au fil du temps
stats-chart-win-rate-name = Graphique : taux de victoire au fil du temps
stats-chart-histogram = Temps des parties gagnées
stats-chart-histogram-name = Graphique : histogramme des temps
stats-bin = de { $from } à { $to }

## La donne du jour.
daily-title = Donne du jour
daily-text = Tout le monde reçoit la même donne le même jour (UTC). Toutes les donnes proposées ici peuvent être gagnées.
daily-game-solitaire = Mahjong solitaire, Tortue
daily-game-shisen = Shisen-Sho
daily-game-klondike-draw1 = Klondike, pioche d’une carte
daily-game-klondike-draw3 = Klondike, pioche de trois cartes
daily-game-match3 = Match-3, 30 coups
daily-game-spider-one-suit = Spider, une couleur
daily-game-freecell = FreeCell
daily-today-deal = Aujourd’hui : { $game }, donne n° { $deal }
daily-day-deal = { $date } : { $game }, donne n° { $deal }
daily-won = Gagnée
daily-played = Jouée, pas encore gagnée
daily-not-played = Pas encore jouée
daily-play-today = Jouer aujourd’hui
daily-play-day = Jouer ce jour-là
daily-streak = Série quotidienne : { $days ->
    [one] { $days } jour
   *[other] { $days } jours
} (record : { $best })
daily-previous-month = Mois précédent
daily-next-month = Mois suivant
daily-key-won = gagnée
daily-key-played = jouée
daily-day-won = gagnée
daily-day-played = jouée
daily-day-to-come = à venir
daily-day-not-played = pas jouée
# Un jour du calendrier tel que le lisent les lecteurs d’écran :
# « mercredi 25 novembre 2026 : gagnée ».
daily-day-label = { $date } : { $status }

## Dates. $weekday va de 1 (lundi) à 7 (dimanche) ; $month de 1 à 12.
weekday-short = { $weekday ->
    [1] lun.
    [2] mar.
    [3] mer.
    [4] jeu.
    [5] ven.
    [6] sam.
   *[7] dim.
}
month-name = { $month ->
    [1] janvier
    [2] février
    [3] mars
    [4] avril
    [5] mai
    [6] juin
    [7] juillet
    [8] août
    [9] septembre
    [10] octobre
    [11] novembre
   *[12] décembre
}
month-year = { month-name } { $year }
# Le premier du mois s’écrit « 1er ».
date-long = { $weekday ->
    [1] lundi
    [2] mardi
    [3] mercredi
    [4] jeudi
    [5] vendredi
    [6] samedi
   *[7] dimanche
} { $day ->
    [1] 1er
   *[other] { $day }
} { month-name } { $year }
date-short = { $day ->
    [1] 1er
   *[other] { $day }
} { month-name } { $year }

## Problèmes de parties sauvegardées et de fichiers, affichés dans un bandeau.
# $reason dit ce qui ne va pas dans la sauvegarde ; $file où elle a été conservée.
resume-failed-kept = Votre partie de { $game } en cours n’a pas pu être reprise ({ $reason }) ; elle a été conservée sous { $file } et une nouvelle partie a été distribuée.
resume-failed-not-kept = Votre partie de { $game } en cours n’a pas pu être reprise ({ $reason }) ; elle n’a pas pu être mise de côté ({ $error }) et une nouvelle partie a été distribuée.
save-damaged = la sauvegarde est endommagée : { $error }
save-clock-implausible = son chronomètre indique { $seconds } secondes, ce qu’aucune partie ne dure
save-too-many-moves = elle enregistre { $moves } coups ; une partie sauvegardée en contient au plus { $limit }
save-move-does-not-replay = un coup sauvegardé ne peut pas être rejoué : { $error }
store-no-config-folder = Parlour n’a pas trouvé votre dossier de configuration (pas de dossier personnel ?) ; les paramètres et les records sont conservés dans le dossier courant.
store-picture-cannot-open = Impossible d’ouvrir { $file } : { $error }.
store-picture-not-a-file = { $file } n’est pas un fichier.
store-picture-too-large = { $file } dépasse 40 Mo ; choisissez une image plus petite.
store-picture-cannot-read = Impossible de lire { $file } : { $error }.
store-damaged-kept = { $file } était endommagé ({ $reason }). Il a été conservé sous { $kept } et les valeurs par défaut sont utilisées.
store-damaged-not-kept = { $file } était endommagé ({ $reason }) et n’a pas pu être mis de côté ({ $error }) ; les valeurs par défaut sont utilisées et le fichier est laissé tel quel.
store-unreadable = { $error } ; les valeurs par défaut sont utilisées.
store-cannot-save = Parlour ne peut pas enregistrer dans { $folder } ({ $detail }). Le jeu continue, mais les paramètres, les records et les parties risquent de ne pas être conservés.
# Entre les parties du nom d’une variante (une chaîne littérale garde ses espaces).
variant-separator = { ", " }

## Une donne préparée hors de la fenêtre.
dealing = Distribution…
deal-not-made = La donne n'a pas pu être faite.
deal-failed = La donne n'a pas pu être faite : { $reason }

## Settings, "Play on your other devices" (sync).
sync-title = Jouer sur vos autres appareils
sync-intro = Un code secret relie vos appareils par un serveur Parlour : parties en cours, records, dispositions et préférences vous suivent.
sync-server = Serveur
sync-tls = Chiffré (HTTPS)
sync-make-code = Créer un code
sync-code-input = Code d’un autre appareil
sync-join = Relier avec ce code
sync-clear-warning = { $server } n’est pas sur votre réseau local et la connexion n’est pas chiffrée : n’importe qui sur le trajet pourrait lire le code et vos données. L’envoyer quand même ?
sync-send-anyway = Envoyer quand même
sync-cancel = Annuler
sync-linked = Relié par { $server }
sync-last = Dernière synchronisation : { $when }
sync-never = Pas encore synchronisé
sync-now = Synchroniser
sync-running = Synchronisation…
sync-show-code = Afficher le code
sync-hide-code = Masquer le code
sync-code-label = Code : { $code }
sync-qr-label = Code QR du code de synchronisation
sync-forget = Oublier sur cet appareil
sync-revoke = Révoquer le code
sync-revoke-confirm = Supprimer le code et toutes ses données sur le serveur ? Vos autres appareils ne se synchronisent plus tant que vous ne les reliez pas avec un nouveau code.
sync-failed = La synchronisation a échoué : { $error }
sync-conflict = { $game } : les deux appareils ont modifié cette partie depuis leur dernière synchronisation.
sync-keep-mine = Continuer celle-ci
sync-keep-theirs = Continuer celle de l’autre appareil
sync-conflict-banner = Les deux appareils ont modifié { $game } ; les deux parties sont gardées. Choisissez laquelle continuer dans les Préférences, « Jouer sur vos autres appareils ».
sync-refused = Des données du serveur ont été refusées et mises de côté : { $refused }
sync-ca-file = Certificat d’autorité (fichier PEM)
sync-ca-file-hint = Vide : les autorités de certification du système
sync-replace = Créer un nouveau code
sync-replace-confirm = Créer un nouveau code pour tous vos appareils ? Cet appareil se synchronise d’abord, puis le code actuel ne fonctionne plus : chacun de vos autres appareils doit saisir le nouveau code (« Oublier sur cet appareil », puis « Relier avec ce code »).
sync-replaced = Cet appareil a un nouveau code et l’ancien ne fonctionne plus. Sur chacun de vos autres appareils : « Oublier sur cet appareil », puis saisissez le nouveau code et « Relier avec ce code ».
sync-old-code-pending = L’ancien code fonctionne encore jusqu’à ce qu’une synchronisation atteigne le serveur et le révoque.
sync-unknown-code = Le serveur ne connaît pas ce code : il a été mal saisi, révoqué, ou remplacé par un nouveau code sur un autre appareil. Pour relier avec un nouveau code : « Oublier sur cet appareil », puis saisissez-le.
sync-old-code-kept = L’ancien code n’a pas encore pu être révoqué ({ $error }) ; la prochaine synchronisation réessaie.
sync-too-many-versions = { $game } n’a pas été synchronisé : plus de { $count } versions attendent votre choix. Choisissez-en une dans les Préférences, « Jouer sur vos autres appareils ».
sync-keep-theirs-numbered = Continuer l’autre version { $number }

## The card over a won board (Klondike, FreeCell, Spider, Shisen-Sho)
won-card-heading = Gagné !
won-card-detail = Donne { $deal }, en { $time }.
won-card-score = Score : { $score }
won-card-best-time = Record : { $time }
won-card-assisted = Avec l’aide d’indices : pas de record.
won-card-new-game = ➕ Nouvelle partie
won-card-play-again = 🔄 Rejouer cette donne
won-card-close = Fermer

# The patience games' background solver (Klondike, FreeCell, Spider): its verdict on the
# position, in the status bar.
card-solver = Solveur
card-solver-thinking = réflexion…
card-solver-winnable = gagnable
# A move lost a game that could have been won (or nothing is known of the deal).
card-solver-no-longer-winnable = plus gagnable
card-solver-cannot-be-won = impossible à gagner
# The search stopped before deciding (Spider's solver seldom proves a position lost).
card-solver-undecided = indécis
card-solver-won = gagnée
