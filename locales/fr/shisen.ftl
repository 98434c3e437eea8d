# shisen: fr

## Above the board

shisen-shuffle-button = 🔀 Mélanger
shisen-shuffle-tooltip = Réarranger les tuiles restantes pour que le plateau puisse être vidé (compte comme aide)
shisen-board-cleared = Plateau vidé !
shisen-stuck = Aucune paire ne peut être retirée : annulez ou mélangez.
shisen-unchecked-deal = Cette donne n'a pas été vérifiée : elle n'a peut-être pas de solution.

shisen-tile = { $face }, ligne { $row }, colonne { $col }

## The dead-end dialog

shisen-dead-end-title = Plus de paires
shisen-dead-end-text = { $count ->
    [one] Il reste une tuile, mais elle ne peut pas être retirée. Annulez un coup, mélangez les tuiles restantes (compte comme aide) ou commencez une nouvelle partie.
   *[other] Il reste { $count } tuiles, mais aucune paire ne peut être reliée. Annulez un coup, mélangez les tuiles restantes (compte comme aide) ou commencez une nouvelle partie.
}
shisen-dead-end-undo = Annuler
shisen-dead-end-shuffle = Mélanger
shisen-dead-end-new-game = Nouvelle partie

## Counters

shisen-counter-tiles-left = Tuiles restantes
shisen-counter-pairs = Paires
shisen-counter-board = Plateau
shisen-board-gravity = { $size } avec gravité
shisen-counter-help = Aide
shisen-help-used = utilisée

## Messages

shisen-shuffled = Tuiles mélangées en une disposition qui peut être vidée.
shisen-won = Plateau vidé en { $time } !
shisen-won-assisted = Plateau vidé en { $time } (avec aide : pas de meilleur temps) !
shisen-hint-shown = Indice affiché : cette partie ne compte plus pour le meilleur temps.
shisen-hint-risky = Cette paire peut partir, mais le plateau risque de ne plus pouvoir être vidé : pensez à Annuler ou Mélanger.
shisen-deal-failed = La donne { $deal } n'a pas pu être créée ; choisissez un autre numéro.

## Refused picks

shisen-error-off-board = La case ligne { $row }, colonne { $col } est hors du plateau { $size }.
shisen-error-no-tile = Il n'y a pas de tuile en ligne { $row }, colonne { $col }.
shisen-error-same-tile = Choisissez deux tuiles différentes.
shisen-error-different-faces = { $a } et { $b } sont des tuiles différentes : seules des tuiles identiques forment une paire.
shisen-error-no-path = Aucune ligne d'au plus deux coudes ne relie la ligne { $row_a }, colonne { $col_a } à la ligne { $row_b }, colonne { $col_b } par des cases vides.
shisen-error-shuffle-count = Un mélange doit donner une face à chacune des { $expected } tuiles restantes, pas à { $got }.
shisen-error-shuffle-faces = Un mélange peut seulement réarranger les tuiles restantes, pas les changer.

## Shuffles and deals that could not be made

shisen-error-no-tiles-to-shuffle = il ne reste aucune tuile à mélanger
shisen-error-shuffle-not-found = aucune disposition résoluble des { $count } tuiles restantes n'a été trouvée ; réessayez ou commencez une nouvelle partie
shisen-error-no-solvable-deal = donne { $deal } en { $size } : aucune disposition résoluble trouvée en { $tries } essais ; choisissez un autre numéro de donne

## Settings

shisen-settings-board-size = Taille du plateau
shisen-settings-rules = Règles
shisen-settings-gravity = Gravité : les tuiles tombent après un retrait
shisen-settings-solvable-only = Donnes résolubles uniquement (vérifiées par un solveur exact)
shisen-settings-sound = Son
shisen-settings-next-game = La taille et la gravité s'appliquent à la prochaine partie.
shisen-settings-new-game-now = Nouvelle partie
shisen-settings-wide = de large
shisen-settings-high = de haut
shisen-settings-tiles = { $count } tuiles
shisen-settings-sound-effects = Effets sonores
shisen-settings-volume = volume
shisen-settings-try-sound = Essayer
shisen-settings-sound-not-built = Non inclus : sous Linux, compilez avec `--features sound` (nécessite les en-têtes ALSA, libasound2-dev).

## Board sizes that cannot be

shisen-error-size-format = « { $text } » n'est pas une taille de plateau : écrivez largeur x hauteur, par exemple 17x8
shisen-error-width = un plateau fait de { $min } à { $max } tuiles de large, pas { $width }
shisen-error-height = un plateau fait de { $min } à { $max } tuiles de haut, pas { $height }
shisen-error-groups-of-four = un plateau de { $width }x{ $height } contient { $tiles } tuiles, mais les tuiles vont par groupes de quatre : choisissez une largeur et une hauteur dont le produit est un multiple de 4, par exemple 16x7 ou 18x8
