# freecell: fr

## Table: names of the piles, for screen readers
freecell-table = Table de FreeCell
freecell-column = Colonne { $column }
freecell-cell = Cellule libre { $cell }
freecell-foundation = Fondation de { $suit ->
    [clubs] trèfle
    [diamonds] carreau
    [hearts] cœur
   *[spades] pique
}
freecell-empty = { $pile }, vide

## Messages of play
freecell-cannot-pick = { $card } n’est pas dans la suite du dessus : impossible de la prendre.
freecell-cannot-go-there = Ces cartes ne peuvent pas aller là.
freecell-typed-source = { $card } : où ? Tapez 1-8, a-d ou h.
freecell-typed-empty = { $pile } n’a aucune carte à déplacer.
freecell-typed-no-move = Ce n’est pas un coup : tapez une colonne ou une cellule, puis sa destination.
freecell-no-hint = Aucun coup gagnant n’est connu d’ici.
freecell-hint = Indice : { $mv }
freecell-won = Gagné en { $time } !
freecell-deal-out-of-range = Les donnes de FreeCell sont numérotées de { $first } à { $last }.
freecell-no-winnable-deal = Aucune donne gagnée par le solveur n’a été trouvée à partir de ce numéro.

## Refused moves
freecell-error-no-such-column = Il n’y a pas de colonne { $column }.
freecell-error-no-such-cell = Il n’y a pas de cellule libre { $cell }.
freecell-error-empty-column = La colonne { $column } est vide.
freecell-error-empty-cell = La cellule libre { $cell } est vide.
freecell-error-cell-taken = La cellule libre { $cell } contient déjà une carte.
freecell-error-not-a-run = Les { $count } cartes du dessus de la colonne { $column } ne forment pas une suite.
freecell-error-too-many = { $count } cartes ne peuvent pas bouger d’un coup : les cellules libres et les colonnes vides en permettent { $max }.
freecell-error-does-not-fit = { $card } ne va pas sur { $target }.
freecell-error-not-next = { $card } n’est pas la suivante sur sa fondation.
freecell-error-same-column = Une colonne ne peut pas aller sur elle-même.
freecell-save-bad = la partie enregistrée est incorrecte : { $reason }

## Status bar
freecell-cards-home = Aux fondations
freecell-can-move = Déplaçables

## Settings
freecell-rules-heading = Règles (dès la prochaine donne)
freecell-cells = Cellules libres
freecell-bakers = Baker’s Game : monter par couleur
freecell-winnable-only = Sauter les donnes impossibles à gagner
freecell-play-heading = Jeu
freecell-auto-safe = Monter automatiquement les cartes sûres aux fondations
freecell-auto-finish = Finir la partie seul quand le reste est sûr
freecell-keys-help = Clavier : une colonne 1-8 ou une cellule a-d, puis sa destination (1-8, a-d, h pour les fondations). La même touche deux fois envoie une carte à sa fondation ou dans une cellule libre.
freecell-rules-next-deal = La partie en cours garde ses règles ; les nouvelles s’appliquent dès la prochaine donne.
