# match3: fr

## Gems

match3-gem = { $colour ->
    [red] Gemme rouge
    [orange] Gemme orange
    [yellow] Gemme jaune
    [green] Gemme verte
    [blue] Gemme bleue
    [purple] Gemme violette
    [white] Gemme blanche
   *[other] Gemme inconnue
}
match3-row-blaster = { $colour ->
    [red] Laser de ligne rouge
    [orange] Laser de ligne orange
    [yellow] Laser de ligne jaune
    [green] Laser de ligne vert
    [blue] Laser de ligne bleu
    [purple] Laser de ligne violet
    [white] Laser de ligne blanc
   *[other] Laser de ligne inconnu
}
match3-column-blaster = { $colour ->
    [red] Laser de colonne rouge
    [orange] Laser de colonne orange
    [yellow] Laser de colonne jaune
    [green] Laser de colonne vert
    [blue] Laser de colonne bleu
    [purple] Laser de colonne violet
    [white] Laser de colonne blanc
   *[other] Laser de colonne inconnu
}
match3-area-bomb = { $colour ->
    [red] Bombe de zone rouge
    [orange] Bombe de zone orange
    [yellow] Bombe de zone jaune
    [green] Bombe de zone verte
    [blue] Bombe de zone bleue
    [purple] Bombe de zone violette
    [white] Bombe de zone blanche
   *[other] Bombe de zone inconnue
}
match3-colour-bomb = Bombe de couleur
match3-cell = { $gem }, ligne { $row }, colonne { $col }

## Modes

match3-mode-timed = Chrono
match3-mode-moves = Coups
match3-mode-endless = Infini
match3-mode-timed-tooltip = Deux minutes pour marquer un maximum de points
match3-mode-moves-tooltip = Trente coups pour marquer un maximum de points
match3-mode-endless-tooltip = Sans limite : jouez aussi longtemps que vous voulez
match3-deal-timed = Partie chrono, donne { $deal } : marquez un maximum de points en deux minutes.
match3-deal-moves = Partie en coups, donne { $deal } : marquez un maximum de points en 30 coups.
match3-deal-endless = Partie infinie, donne { $deal } : jouez aussi longtemps que vous voulez.
match3-daily = Donne du jour { $deal } : marquez un maximum de points en 30 coups.
match3-settings-mode = Mode des nouvelles parties

## The side panel and the counters

match3-score = Score
match3-cascade-multiplier = Cascade ×{ $multiplier } !
match3-time-left = Temps restant
match3-moves-left = Coups restants
match3-moves-made = Coups joués
match3-moves = Coups
match3-best-in = Record ({ $mode ->
    [timed] { match3-mode-timed }
    [moves] { match3-mode-moves }
   *[endless] { match3-mode-endless }
}) : { $best }
match3-mode = Mode
match3-show-hint = 💡 Indice
match3-show-hint-tooltip = Montrer un bon échange (H)
match3-auto-play = ▶ Jeu auto
match3-auto-play-tooltip = Laisser l'ordinateur jouer jusqu'à ce que vous l'arrêtiez (Échap ou clic sur le plateau)
match3-how-to-play = Échangez deux gemmes voisines (cliquez sur les deux, ou faites-en glisser une) pour en aligner trois ou plus. Quatre en ligne donnent un laser, un L ou un T une bombe de zone, cinq une bombe de couleur. Les cascades multiplient les points.

## The end of a game

match3-points = { $points ->
    [one] { $score } point
   *[other] { $score } points
}
match3-game-over-time = Temps écoulé !
match3-game-over-moves = Plus de coups !
match3-play-again = Rejouer
match3-finished-time = Temps écoulé : { $points ->
    [one] { $score } point
   *[other] { $score } points
}.
match3-finished-moves = Plus de coups : { $points ->
    [one] { $score } point
   *[other] { $score } points
}.
match3-game-is-over = La partie est terminée : commencez-en une nouvelle (F2).

## Messages during play

match3-cascade-said = Cascade ×{ $steps } : { $points ->
    [one] { $points } point
   *[other] { $points } points
} !
match3-no-line = Cet échange n'aligne rien : un échange doit former une ligne de trois.
match3-auto-play-on = Jeu auto : l'ordinateur joue. La partie ne compte pas pour les records.
match3-auto-play-no-record = Le jeu auto a aidé dans cette partie : elle ne compte pas pour les records.
match3-no-swap = Aucun échange ne forme de ligne.
match3-hint-right = Indice : échangez { $gem } (ligne { $row }, colonne { $col }) avec sa voisine de droite.
match3-hint-left = Indice : échangez { $gem } (ligne { $row }, colonne { $col }) avec sa voisine de gauche.
match3-hint-above = Indice : échangez { $gem } (ligne { $row }, colonne { $col }) avec sa voisine du dessus.
match3-hint-below = Indice : échangez { $gem } (ligne { $row }, colonne { $col }) avec sa voisine du dessous.

## Refused swaps. Columns and rows here count from 0.

match3-refused-off-board = Échange refusé : colonne { $col }, ligne { $row } est hors du plateau (colonnes et lignes vont de 0 à 7).
match3-refused-not-neighbours = Échange refusé : colonne { $col_a }, ligne { $row_a } et colonne { $col_b }, ligne { $row_b } ne sont pas voisines : échangez une gemme avec une voisine à côté, au-dessus ou en dessous.
match3-refused-no-line = Échange refusé : échanger colonne { $col_a }, ligne { $row_a } et colonne { $col_b }, ligne { $row_b } n'aligne rien : un échange doit former une ligne de trois ou plus.
match3-refused-no-moves = Échange refusé : plus de coups, la partie est terminée.
