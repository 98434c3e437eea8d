# solitaire: fr
# Mahjong solitaire : retirer les paires de tuiles libres identiques.

## The strip above the board
solitaire-back-to-editor = ⮨ Retour à l’éditeur
solitaire-test-playing = Essai de { $layout }
solitaire-test-playing-unnamed = Essai de cette disposition
solitaire-test-playing-tip = Les parties d’essai ne comptent pas dans les records.
solitaire-shuffle = 🔀 Mélanger
solitaire-shuffle-tip = Redistribuer les tuiles restantes pour qu’on puisse les retirer (compte comme aide)
solitaire-unsolvable-warning = ⚠ Cette position ne peut plus être vidée : annulez ou mélangez.
solitaire-layout = Disposition
solitaire-layout-label = Disposition :
solitaire-layout-entry = { $layout } ({ $count } tuiles)
solitaire-your-layouts = Vos dispositions
solitaire-unreadable-files = { $count ->
    [one] 1 fichier illisible
   *[other] { $count } fichiers illisibles
}
solitaire-layout-chooser-tip = Dispositions fournies et les vôtres (de votre dossier de dispositions)
solitaire-no-record = Aucune partie terminée sur cette disposition
solitaire-record = Record { $best } · { $won } gagnées sur { $played }
solitaire-record-tip = Le record ne compte que les victoires sans indice ni mélange
solitaire-no-game = Aucune partie.

## The counters in the status bar
solitaire-tiles-left = Tuiles restantes
solitaire-moves = Coups
solitaire-shuffles = Mélanges

## The board
solitaire-tile-free = { $tile }, libre, colonne { $column }, rangée { $row }, niveau { $layer }
solitaire-tile-blocked = { $tile }, bloquée, colonne { $column }, rangée { $row }, niveau { $layer }
solitaire-tile-selected = { $tile }, sélectionnée, colonne { $column }, rangée { $row }, niveau { $layer }
solitaire-tile-not-free = Cette tuile n’est pas libre : quelque chose la recouvre ou ses deux côtés sont bloqués.

## Won, and no moves left
solitaire-cleared = Gagné !
solitaire-cleared-in = Plateau vidé en { $time } !
solitaire-cleared-detail = { $layout }, donne { $deal }, en { $time }.
solitaire-cleared-test = Partie d’essai : les records sont inchangés.
solitaire-cleared-assisted = Avec l’aide d’indices ou de mélanges : pas de record.
solitaire-best-time = Record sur cette disposition : { $time }
solitaire-new-game = ✚ Nouvelle partie
solitaire-play-again = ⟲ Rejouer cette donne
solitaire-stuck-title = Plus aucun coup
solitaire-stuck-text = Aucune paire de tuiles libres ne correspond. Annulez un coup, mélangez les tuiles restantes ou recommencez.
solitaire-undo = ⮪ Annuler
solitaire-restart = ⟲ Recommencer

## Messages in the status bar
solitaire-shuffled = Mélangé : les tuiles restantes peuvent être retirées.
solitaire-shuffle-failed = Mélange impossible : { $reason }.
solitaire-no-arrangement = Aucun arrangement des tuiles restantes ne peut être vidé ({ $reason }). Annulez plutôt.
solitaire-hint-searching = Recherche d’une paire sûre…
solitaire-hint = Indice : { $first } et { $second }.
solitaire-hint-unsafe = Indice : { $first } et { $second } (aucune paire ne garde cette position soluble : annulez ou mélangez).
solitaire-no-pair = Aucune paire ne peut être retirée.
solitaire-layout-gone = Cette disposition n’est plus dans votre dossier de dispositions.
solitaire-no-layout = Aucune disposition à jouer.
solitaire-layout-missing = La disposition { $layout } est introuvable.
solitaire-cannot-be-played = { $layout } ne peut pas être jouée : { $reason }.

## Why a move was refused.
solitaire-error-no-such-tile = il n’y a pas de tuile numéro { $index } sur cette disposition
solitaire-error-already-removed = la tuile en { $x },{ $y } niveau { $z } a déjà été retirée
solitaire-error-same-tile = choisissez deux tuiles différentes
solitaire-error-not-free = la tuile en { $x },{ $y } niveau { $z } n’est pas libre : quelque chose la recouvre ou ses deux côtés sont bloqués
solitaire-error-no-match = { $first } et { $second } ne vont pas ensemble
solitaire-error-shuffle-length = un mélange doit donner { $expected } faces, pas { $got }
solitaire-error-shuffle-changes-faces = un mélange ne peut que réarranger les faces des tuiles encore en jeu

## Why no deal can be made.
solitaire-deal-empty = la disposition n’a aucune tuile
solitaire-deal-odd-count = la disposition a { $count } tuiles ; les tuiles vont par paires, il en faut donc un nombre pair
solitaire-deal-never-cleared = cette disposition ne peut jamais être vidée : quel que soit l’ordre, il reste des tuiles dont jamais deux ne sont libres en même temps, par exemple { $tiles }
solitaire-deal-search-limit = aucun moyen de vider cette disposition n’a été trouvé ; elle est sans doute insoluble (par exemple { $tiles } finissent empilées sans rien à côté)
solitaire-deal-unpaired = une tuile reste sans partenaire assorti sur le plateau
solitaire-stuck-tile = la tuile en { $x },{ $y } niveau { $z }
solitaire-list-separator = {", "}
solitaire-stuck-list = { $more ->
    [0] { $tiles }
   *[other] { $tiles } et { $more } autres
}

## Layout files that cannot be used
solitaire-layout-too-large = la disposition demande une grille de { $width }x{ $height }x{ $layers }, mais un fichier de disposition contient au plus { $max_width }x{ $max_height } demi-tuiles et { $max_layers } niveaux
solitaire-file-no-file-name = { $path } : le fichier n’a pas de ligne FileName= désignant son fichier .layout
solitaire-file-bad-name = « { $name } » n’est pas un nom de fichier de disposition du dossier de dispositions
