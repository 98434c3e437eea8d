# spider: fr
#
# Spider. Les dix colonnes sont numérotées de 0 à 9 depuis la gauche, comme les touches qui les
# choisissent et la notation de la ligne de commande. Une suite : des cartes d’une couleur en
# ordre décroissant ; une suite complète (du roi à l’as d’une couleur) quitte la table seule.
# $card dans les refus est un code court (rang A, 2–9, T pour le dix, J, Q, K et une lettre de
# couleur anglaise C, D, H, S), comme « 8D » ou « TS » ; ailleurs c’est le nom complet.

## Table : noms pour les lecteurs d’écran
spider-table = Table de Spider
spider-card-in-column = { $card }, colonne { $column }
spider-face-down-card = Carte face cachée, colonne { $column }
spider-empty-column = Colonne { $column }, vide
spider-stock = Talon, { $rows ->
    [one] { $rows } rangée restante
   *[other] { $rows } rangées restantes
}
spider-stock-empty = Talon, vide
spider-finished-run = Suite complète : { $suit }

## Messages de jeu
spider-typed-column = Colonne { $column } : tapez la colonne de destination.
spider-nowhere-to-go = { $card } ne peut aller nulle part.
spider-cannot-move = Cette carte ne peut pas bouger : seule une suite d’une couleur se déplace d’un bloc.
spider-no-hint = Plus aucun coup utile.
spider-hint-deal = Distribuez une rangée du talon.
spider-no-winnable-deal = Aucune donne gagnable trouvée près de ce numéro ; essayez-en un autre.
spider-won = Gagné en { $time } ! Score : { $score }.

## Coups refusés, chacun une phrase avec son point.
spider-error-stock-empty = Le talon est vide.
spider-error-empty-column-blocks-deal = Une rangée n’est distribuée que si aucune colonne n’est vide : la colonne { $column } est vide.
spider-error-no-such-column = Il n’y a pas de colonne { $column } : les colonnes vont de 0 à 9.
spider-error-empty-column = La colonne { $column } est vide.
spider-error-same-column = Une colonne ne peut pas aller sur elle-même.
spider-error-not-a-run = La colonne { $column } n’a pas de suite déplaçable de { $count } : seules des cartes visibles d’une couleur en ordre se déplacent ensemble.
spider-error-does-not-fit = { $card } ne va pas sur { $target } : une carte va sur le rang juste au-dessus.

## Barre d’état
spider-score = Score
spider-rows-left = Rangées restantes
spider-runs = Suites
spider-runs-of = { $done }/{ $all }

## Partie sauvegardée (minuscule, sans point)
spider-save-bad = la partie sauvegardée est fausse : { $reason }

## Réglages
spider-rules-heading = Règles
spider-suits = Couleurs
spider-suit-count = { $count ->
    [one] { $count } couleur
   *[other] { $count } couleurs
}
spider-winnable-only = Ne distribuer que des parties gagnables par le solveur
spider-winnable-not-four = Avec quatre couleurs, le solveur gagne rarement dans sa limite : une et deux couleurs seulement.
spider-show-solver = Afficher le verdict du solveur dans la barre d’état
spider-rules-next-deal = La partie en cours garde ses couleurs ; le nouveau nombre vaut dès la prochaine donne.
spider-table-colour = Couleur du tapis
spider-table-colour-default = Par défaut
