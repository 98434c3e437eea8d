# klondike: fr

## Table
klondike-table = Table de Klondike
klondike-stock = Talon
klondike-waste = Défausse
klondike-foundation = Fondation de { $suit ->
    [clubs] trèfle
    [diamonds] carreau
    [hearts] cœur
   *[spades] pique
}
klondike-pile = Colonne { $pile }
klondike-stock-face-down = { $count ->
    [one] Talon, { $count } carte face cachée
   *[other] Talon, { $count } cartes face cachée
}
klondike-face-down-card = { $pile } : carte face cachée
klondike-empty-pile = { $pile }, vide
klondike-stock-empty-recycle = Talon vide : retourner la défausse

## Messages of play
klondike-no-passes-left = Plus aucun tour de talon.
klondike-nowhere-to-go = { $card } ne peut aller nulle part.
klondike-cannot-move = Cette carte ne peut pas bouger.
klondike-cannot-go-there = Ces cartes ne peuvent pas aller là.
klondike-nothing-to-pick-up = Rien à prendre ici.
klondike-holding = Vous tenez { $card }.
klondike-holding-more = { $more ->
    [one] Vous tenez { $card } et { $more } autre carte.
   *[other] Vous tenez { $card } et { $more } autres cartes.
}
klondike-no-hint = Plus aucun coup utile.
klondike-won = Gagné en { $time } !
klondike-won-score = Gagné en { $time } ! Score : { $score }.

## Refused moves
klondike-error-empty-stock = Le talon est vide : retournez la défausse.
klondike-error-stock-not-empty = Le talon a encore des cartes : distribuez-les d’abord.
klondike-error-no-passes-left = Plus aucun tour de talon.
klondike-error-empty-waste = La défausse est vide.
klondike-error-no-such-pile = Il n’y a pas de colonne { $pile }.
klondike-error-empty-pile = La colonne { $pile } est vide.
klondike-error-not-a-run = { $count ->
    [one] La colonne { $pile } n’a pas { $count } carte face visible.
   *[other] La colonne { $pile } n’a pas de suite de { $count } cartes face visible.
}
klondike-error-does-not-fit = { $card } ne va pas sur { $target }.
klondike-error-king-only = Seul un roi peut aller sur une colonne vide, pas { $card }.
klondike-error-not-next = { $card } n’est pas la suivante sur sa fondation.
klondike-error-empty-foundation = La fondation de { $suit ->
    [clubs] trèfle
    [diamonds] carreau
    [hearts] cœur
   *[spades] pique
} est vide.
klondike-error-same-pile = Une colonne ne peut pas aller sur elle-même.

## Status bar
klondike-score = Score
klondike-dollars = { $amount } $
klondike-vegas-total = Total
klondike-redeals-left = Redonnes restantes

## Saved game
klondike-save-pile-count = { $count ->
    [one] la sauvegarde a { $count } colonne
   *[other] la sauvegarde a { $count } colonnes
}
klondike-save-duplicate-card = la donne sauvegardée est fausse : { $card } apparaît deux fois
klondike-save-card-count = la donne sauvegardée est fausse : elle a { $count } cartes, pas 52
klondike-save-bad-deal = la donne sauvegardée est fausse : { $reason }

## Settings
klondike-rules-heading = Règles (dès la prochaine donne)
klondike-play-heading = Jeu
klondike-rules-next-deal = La partie en cours garde ses règles ; les nouvelles s’appliquent dès la prochaine donne.
klondike-draw = Tirer
klondike-draw-cards = { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
klondike-passes = Tours de talon
klondike-passes-unlimited = Illimités
klondike-passes-count = { $count }
klondike-piles = Colonnes
klondike-scoring = Décompte
klondike-scoring-none = Aucun
klondike-scoring-standard = Standard
klondike-scoring-vegas = Vegas
klondike-vegas-running-total = Vegas : cumuler le total d’une donne à l’autre
klondike-vegas-now = (actuellement { $amount } $)
klondike-vegas-reset = Remettre à zéro
klondike-winnable-only = Ne distribuer que des parties gagnables par le solveur
klondike-auto-safe = Monter automatiquement les cartes sûres aux fondations
klondike-auto-finish = Finir la partie seul quand toutes les cartes sont visibles
klondike-table-colour = Couleur du tapis
klondike-table-colour-default = Par défaut
