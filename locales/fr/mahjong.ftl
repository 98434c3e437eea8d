# mahjong: fr

## Vents et places

mahjong-wind-east = Est
mahjong-wind-south = Sud
mahjong-wind-west = Ouest
mahjong-wind-north = Nord
mahjong-seat-you = Vous
mahjong-seat-right = Droite
mahjong-seat-across = En face
mahjong-seat-left = Gauche
mahjong-name-you = { $name } (vous)
mahjong-name-stand-in = { $name } (l'ordinateur le remplace)
mahjong-name-away = { $name } (absent : l'ordinateur le remplace)
mahjong-computer = Ordinateur
mahjong-computer-with-level = { $name } ({ $level })
mahjong-level-easy = Facile
mahjong-level-medium = Moyen
mahjong-level-hard = Difficile
mahjong-default-name = Joueur

## La table

mahjong-name-line = { $name } · { $wind } · { $score }
mahjong-name-line-dealer = { $name } · { $wind } · donneur · { $score }
mahjong-info-round = Tour { $wind } · main { $hand }
mahjong-info-wall = Mur : { $count ->
    [one] { $count } tuile
   *[other] { $count } tuiles
}
mahjong-info-seat-wind = Votre vent de place : { $wind }

mahjong-discard-name = { $place ->
    [you] Votre défausse
   *[other] Défausse de { $seat }
} : { $tile }
mahjong-discard-last-name = { $place ->
    [you] Votre défausse
   *[other] Défausse de { $seat }
}, la dernière : { $tile }
mahjong-meld-name = { $place ->
    [you] Votre combinaison
   *[other] Combinaison de { $seat }
} : { $tile }
mahjong-meld-hidden-name = { $place ->
    [you] Votre combinaison
   *[other] Combinaison de { $seat }
} : tuile d'un kong caché
mahjong-hand-backs-name = { $place ->
    [you] Votre main
   *[other] Main de { $seat }
} : { $count ->
    [one] { $count } tuile cachée
   *[other] { $count } tuiles cachées
}
mahjong-bonus-name = { $place ->
    [you] Votre fleur ou saison
   *[other] Fleur ou saison de { $seat }
} : { $tile }
mahjong-hand-drawn-name = Votre tuile piochée : { $tile }
mahjong-hand-tile-name = Votre main : { $tile }

## Barre d'actions

mahjong-claims-prompt = { $seat } a défaussé : { $tile }.
mahjong-claims-waiting = Annonces en attente sur : { $tile }…
mahjong-pass = Passer
mahjong-win-self-drawn = Tsumo
mahjong-declare-kong = Kong : { $tile }
mahjong-your-turn = À vous : cliquez sur une tuile pour la défausser.
mahjong-thinking = { $seat } réfléchit…
mahjong-hint-button = 💡 Indice
mahjong-countdown = { $seconds } s
mahjong-countdown-name = Temps restant : { $seconds } secondes

## Annonces

mahjong-claim-win = Mahjong !
mahjong-claim-pong = Pung
mahjong-claim-kong = Kong
mahjong-claim-chow = Chow { $low }-{ $mid }-{ $high } de { $suit }

## Indice

mahjong-hint = { $suggestion } { $progress }
mahjong-hint-discard = Conseil : défaussez { $tile }.
mahjong-hint-kong = Conseil : annoncez un kong de { $tile }.
mahjong-hint-win = Conseil : annoncez votre victoire.
mahjong-hint-claim = Conseil : prenez-la : { $claim }.
mahjong-hint-pass = Conseil : laissez-la passer.
mahjong-hint-next-hand = Conseil : distribuez la main suivante.
mahjong-hint-nothing = Rien à faire avant votre tour.
mahjong-hint-complete = La main est complète.
mahjong-hint-ready = Prête, en attente de : { $waits } ({ $left ->
    [one] { $left } tuile encore invisible
   *[other] { $left } tuiles encore invisibles
}).
mahjong-hint-away = À { $shanten ->
    [one] { $shanten } tuile
   *[other] { $shanten } tuiles
} d'être prête ; { $left ->
    [one] { $left } tuile invisible
   *[other] { $left } tuiles invisibles
} ({ $kinds ->
    [one] { $kinds } sorte
   *[other] { $kinds } sortes
}) l'améliorent.
mahjong-hint-warning = { $seat } est peut-être prête (environ { $ready } %), et cette tuile { $risk ->
    [0] est presque sûrement sans danger
   *[other] ferait gagner un adversaire environ { $risk } % du temps
}.
mahjong-hint-folding = Votre main est trop loin d'être prête pour la course : c'est la tuile la plus sûre.
mahjong-hint-and = { $first } { $second }
mahjong-list-separator = {", "}

## Résultats

mahjong-next-hand = Main suivante
mahjong-next-hand-wait = La main suivante commence quand tout le monde est prêt.
mahjong-new-game = Nouvelle partie
mahjong-leave-table = Quitter la table
mahjong-draw = Main nulle : le mur est épuisé.
mahjong-win-heading = { $who ->
    [you] { $how ->
        [self] Vous gagnez par tsumo avec { $tile }
        [yours] Vous gagnez sur votre défausse : { $tile }
       *[other] Vous gagnez sur la défausse de { $discarder } : { $tile }
    }
   *[other] { $how ->
        [self] { $winner } gagne par tsumo avec { $tile }
        [yours] { $winner } gagne sur votre défausse : { $tile }
       *[other] { $winner } gagne sur la défausse de { $discarder } : { $tile }
    }
}
mahjong-faan = { $faan } faan
mahjong-total = Total
mahjong-total-limit = Total (limite)
mahjong-column-seat = Place
mahjong-column-this-hand = Cette main
mahjong-column-score = Score
mahjong-seat-and-wind = { $name } ({ $wind })
mahjong-winning-tile-name = Tuile gagnante : { $tile }
mahjong-winning-hand-name = Main gagnante : { $tile }
mahjong-winning-meld-name = Combinaison de la main gagnante : { $tile }
mahjong-winning-meld-hidden-name = Combinaison de la main gagnante : tuile d'un kong caché
mahjong-final-scores = Partie terminée : scores finaux
mahjong-final-place = { $place }.
mahjong-hands-played = { $count ->
    [one] { $count } main jouée.
   *[other] { $count } mains jouées.
}

## Combinaisons de points

mahjong-faan-thirteen-orphans = Treize orphelins
mahjong-faan-big-four-winds = Quatre grands vents
mahjong-faan-all-honours = Tout honneurs
mahjong-faan-all-terminals = Tout terminales
mahjong-faan-big-three-dragons = Trois grands dragons
mahjong-faan-full-flush = Couleur pure
mahjong-faan-small-four-winds = Quatre petits vents
mahjong-faan-small-three-dragons = Trois petits dragons
mahjong-faan-seven-pairs = Sept paires
mahjong-faan-all-pongs = Tout pungs
mahjong-faan-half-flush = Couleur mélangée
mahjong-faan-all-flowers = Les quatre fleurs
mahjong-faan-all-seasons = Les quatre saisons
mahjong-faan-dragon-pong = Pung de dragon
mahjong-faan-seat-wind = Pung du vent de place
mahjong-faan-round-wind = Pung du vent dominant
mahjong-faan-all-chows = Tout chows
mahjong-faan-concealed-hand = Main cachée
mahjong-faan-self-draw = Tsumo
mahjong-faan-win-on-kong = Victoire sur un kong
mahjong-faan-last-tile = Dernière tuile du mur
mahjong-faan-no-bonus-tiles = Ni fleurs ni saisons
mahjong-faan-seat-flower = Fleur de place
mahjong-faan-seat-season = Saison de place

## Barre d'état

mahjong-counter-round = Tour
mahjong-counter-round-value = { $wind } { $hand }
mahjong-counter-wall = Mur
mahjong-counter-score = Score
mahjong-deal = Partie { $game } : vous êtes Est et donnez en premier. Cliquez sur une tuile pour la défausser.
mahjong-deal-on-lan = Vous êtes sur les écrans du réseau local : quittez d'abord la table.
mahjong-restart = La partie recommence à la première main.
mahjong-nothing-to-undo = Vous n'avez aucune défausse à reprendre dans cette main.
mahjong-game-over-best = Vous terminez avec le meilleur score !
mahjong-game-over = Partie terminée.
mahjong-saved-wrong-tiles = la table contient { $count } tuiles au lieu des { $set } du jeu

## Coups refusés

mahjong-not-allowed = Interdit : { $reason }.
mahjong-error-no-such-seat = il n'y a pas de place { $seat } : les places vont de 0 à 3
mahjong-error-not-now = la place { $seat } ne peut pas faire cela maintenant : { $reason }
mahjong-error-not-held-discard = la place { $seat } n'a pas de { $face } à défausser
mahjong-error-not-held-kong = la place { $seat } n'a pas de { $face } pour faire un kong
mahjong-error-not-held = la place { $seat } n'a pas de { $face } pour { $action }
mahjong-error-claim-refused = la place { $seat } ne peut pas annoncer { $claim } sur cette défausse
mahjong-error-not-a-win = ce n'est pas une main gagnante d'au moins { $min_faan } faan
mahjong-error-game-over = la partie est terminée
mahjong-not-now-hand-in-play = la main est encore en cours
mahjong-not-now-hand-over = la main est terminée
mahjong-not-now-claims = une défausse attend les annonces : annoncez ou passez
mahjong-not-now-not-your-turn = ce n'est pas votre tour
mahjong-not-now-no-claim = elle n'a aucune annonce à faire sur cette défausse

## Options

mahjong-option-computer-players = Joueurs ordinateur
mahjong-option-countdown = Compte à rebours
mahjong-option-countdown-on = Activé
mahjong-seconds-suffix = {" s"}
mahjong-option-min-faan = Faan minimum
mahjong-option-hands = Mains
mahjong-option-seven-pairs = Sept paires gagne
mahjong-option-flowers = Fleurs et saisons
mahjong-option-all-winners = Tous ceux qui peuvent gagner sur une défausse gagnent
mahjong-option-rules-note = Les changements de règles (faan, sept paires, fleurs, gagnants) s'appliquent à la prochaine nouvelle partie.

## Jouer avec des amis

mahjong-play-lan = Jouer en réseau local
mahjong-play-online = Jouer en ligne
mahjong-strip-lan = Table locale { $room }
mahjong-strip-online = Salle en ligne { $room }
mahjong-autoplay-banner = Un joueur ordinateur ({ $level }) joue cette place
mahjong-room-link = Lien de la salle pour un navigateur :
mahjong-copy-link = Copier le lien

## Menu réseau local

mahjong-lan-title = Mahjong en réseau local
mahjong-your-name = Votre nom :
mahjong-own-table = Votre propre table
mahjong-own-table-note = Ouvrez une table sur cet ordinateur. Vos amis du même réseau la rejoignent ; l'ordinateur prend les places libres.
mahjong-host-table = Ouvrir une table
mahjong-friends-table = La table d'un ami
mahjong-searching = Recherche de tables sur le réseau local…
mahjong-join-table = Rejoindre la table { $room } ({ $address })
mahjong-search-again = Chercher à nouveau
mahjong-address = Adresse :
mahjong-join-address = Rejoindre par adresse
mahjong-rejoin-table = Revenir à la table { $room } ({ $address })
mahjong-back-to-computer = Retour à la partie contre l'ordinateur
mahjong-search-none = Aucune table trouvée sur le réseau local.
mahjong-search-failed = Impossible de chercher sur le réseau local : { $error }
mahjong-host-failed = Impossible d'ouvrir une table : { $error }
mahjong-address-missing = Saisissez l'adresse de l'hôte, par exemple 192.168.1.5:47470.
mahjong-address-bad = « { $address } » n'est pas une adresse : saisissez-la sous la forme 192.168.1.5:47470.

## Menu en ligne

mahjong-online-title = Mahjong en ligne
mahjong-server = Serveur :
mahjong-tls = Connexion sécurisée (TLS)
mahjong-ca-file = Fichier d'AC :
mahjong-ca-file-hint = vide : faire confiance aux autorités du système
mahjong-new-room = Une nouvelle salle
mahjong-bots-from-start = Joueurs ordinateur dès le départ :
mahjong-create-room = Créer une salle
mahjong-create-room-note = Vous recevez un code de salle à donner à vos amis.
mahjong-friends-room = La salle d'un ami
mahjong-room-code = Code de salle :
mahjong-join-room = Rejoindre la salle
mahjong-rejoin-room = Revenir à la salle { $room } ({ $server })
mahjong-room-code-missing = Saisissez le code de salle donné par votre ami.
mahjong-ca-file-failed = Impossible de lire le fichier d'AC : { $error }.
mahjong-server-missing = saisissez l'adresse du serveur, par exemple play.example.org:47480
mahjong-server-bad-port = { $port } n'est pas un numéro de port (1 à 65535)
mahjong-server-bad-address = { $address } n'est pas une adresse de serveur

## Salon

mahjong-connecting = Connexion à { $target }…
mahjong-cancel = Annuler
mahjong-room-code-heading = Code de salle : { $room }
mahjong-seats = Places
mahjong-seat-open = Libre : l'ordinateur la prendra au début
mahjong-close-table = Fermer la table
mahjong-host-address = Adresse : { $ip } · port { $port }
mahjong-host-address-note = Vos amis choisissent Jouer en réseau local dans le Mahjong de Parlour et rejoignent la table { $room }, ou saisissent { $address }.
mahjong-firewall-note = Le pare-feu doit laisser passer Parlour : port TCP { $tcp }, et port UDP { $udp } pour trouver la table.
mahjong-server-heading = Serveur : { $server }
mahjong-server-note = Vos amis choisissent Jouer en ligne dans le Mahjong de Parlour, puis saisissent ce serveur et le code de salle { $room }.
mahjong-joined-at = Table rejointe à { $address }.
mahjong-waiting-deal = La partie a commencé ; attente de la distribution…
mahjong-start-game = Lancer la partie
mahjong-add-bot = Ajouter un joueur ordinateur
mahjong-open-seats-note = L'ordinateur prend les places libres.
mahjong-waiting-maker = En attente que le créateur de la salle lance la partie…
mahjong-waiting-host = En attente que l'hôte lance la partie…

## Messages de la table ou du serveur

mahjong-host-refused = L'hôte a refusé : { $reason }.
mahjong-table-rejected = La table vous a refusé : { $reason }.
mahjong-server-rejected = Le serveur vous a refusé : { $reason }.
mahjong-host-left = L'hôte est parti : { $reason }
mahjong-room-closed = Le serveur a fermé la salle : { $reason }
mahjong-disconnected = Déconnecté de la table : { $reason }.
mahjong-seat-not-kept = Cette place n’a pas pu être gardée pour un rechargement de la page : { $error }.
mahjong-seat-not-taken-back = Ta place dans la salle { $room } n’a pas pu être reprise : { $reason }.
mahjong-online-game-over = Partie terminée. Scores finaux de la place 1 à la place 4 : { $scores }. Tu étais la place { $seat }.
mahjong-connect-failed = Connexion impossible : { $reason }.
