# solitaire: fr
# Mahjong solitaire : retirer les paires de tuiles libres identiques.

## The strip above the board
solitaire-back-to-editor = ↩ Retour à l’éditeur
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
solitaire-new-game = ➕ Nouvelle partie
solitaire-play-again = 🔄 Rejouer cette donne
solitaire-stuck-title = Plus aucun coup
solitaire-stuck-text = Aucune paire de tuiles libres ne correspond. Annulez un coup, mélangez les tuiles restantes ou recommencez.
solitaire-undo = ↩ Annuler
solitaire-restart = 🔄 Recommencer

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

solitaire-file-empty = ligne { $line } : le fichier est vide ; une disposition commence par '{ $magic }'
solitaire-file-not-a-layout = ligne { $line } : '{ $magic }' attendu, '{ $found }' trouvé ; ce n'est pas une disposition Parlour
solitaire-file-unsupported = ligne { $line } : cette disposition utilise le format '{ $found }', mais ce Parlour lit '{ $magic }'
solitaire-file-bad-header = ligne { $line } : un en-tête comme 'name: Turtle' ou la ligne 'layer 0' était attendu, '{ $found }' trouvé
solitaire-file-unknown-header = ligne { $line } : en-tête inconnu '{ $key }' ; les en-têtes sont name, author et size
solitaire-file-repeated-header = ligne { $line } : '{ $key }' est donné une seconde fois
solitaire-file-missing-header = ligne { $line } : l'en-tête n'a pas de ligne '{ $key }:' avant les couches
solitaire-file-bad-size = ligne { $line } : la taille s'écrit LARGEURxHAUTEURxCOUCHES, par exemple 32x16x5, avec une largeur de 2 à { $width }, une hauteur de 2 à { $height } et de 1 à { $layers } couches (ou 0x0x0 sans tuiles) ; '{ $found }' trouvé
solitaire-file-expected-layer = ligne { $line } : 'layer { $expected }' attendu, '{ $found }' trouvé
solitaire-file-missing-rows = ligne { $line } : la couche { $layer } a { $found } rangées, mais la taille en annonce { $expected }
solitaire-file-missing-layers = ligne { $line } : le fichier s'arrête après { $found } couches, mais la taille en annonce { $expected }
solitaire-file-trailing = ligne { $line } : '{ $found }' vient après la dernière couche permise par la taille ({ $layers } couches)
solitaire-file-row-too-wide = ligne { $line } : cette rangée a { $found } cases, mais la largeur est { $width }
solitaire-file-bad-cell = ligne { $line }, colonne { $column } : '{ $found }' n'est pas une case de disposition ; utilisez '.', '[', ']' ou '-'
solitaire-file-tile-outside = ligne { $line }, colonne { $column } : la tuile qui commence ici dépasse de la grille { $width }x{ $height }
solitaire-file-broken-tile = ligne { $line }, colonne { $column } : '{ $expected }' attendu pour la tuile qui commence ligne { $tile_line }, colonne { $tile_column }, '{ $found }' trouvé
solitaire-file-stray-cell = ligne { $line }, colonne { $column } : '{ $found }' n'appartient à aucune tuile (une tuile est '[]' avec '--' dessous) ; écrivez '.' pour une case vide
solitaire-kmj-not-a-layout = ligne { $line } : '{ $magic_old }' ou '{ $magic_new }' attendu, '{ $found }' trouvé ; ce n'est pas une disposition KMahjongg
solitaire-kmj-bad-dimension = ligne { $line } : '{ $key }' doit être suivi d'un nombre entier supérieur à 0, '{ $found }' trouvé
solitaire-kmj-missing-dimension = ligne { $line } : le fichier ne donne jamais sa { $what ->
    [width] largeur
    [height] hauteur
   *[depth] profondeur
} (une ligne comme '{ $example }')
solitaire-kmj-too-large = ligne { $line } : { $reason }
solitaire-kmj-row-width = ligne { $line } : cette rangée a { $found } cases, mais le plateau en a { $expected } de large
solitaire-kmj-row-count = ligne { $line } : le fichier a { $found } rangées, mais { $levels } niveaux de { $height } rangées en demandent { $expected }
solitaire-kmj-missing-group = ligne { $line } : pas de groupe [{ $group }] ; ce n'est pas une description de disposition KMahjongg
solitaire-kmj-bad-desktop-line = ligne { $line } : Clé=Valeur attendu, '{ $found }' trouvé
solitaire-limit-grid = la grille fait { $width }x{ $height } demi-tuiles sur { $layers } couches ; la plus grande de Parlour fait { $max_width }x{ $max_height } sur { $max_layers } couches
solitaire-limit-tiles = la disposition a { $tiles } tuiles ; la plus grande de Parlour en tient { $max }
solitaire-limit-outside = une tuile est en { $x },{ $y } sur la couche { $z }, hors de la plus grande grille ({ $max_width }x{ $max_height } demi-tuiles, couches 0 à { $top })
solitaire-limit-same-place = deux tuiles sont au même endroit, { $x },{ $y } sur la couche { $z }
