# Noms des cartes et des tuiles, pour les lecteurs d'écran et les messages.

card-suit = { $suit ->
    [clubs] trèfles
    [diamonds] carreaux
    [hearts] cœurs
   *[spades] piques
}
card-ace = As de { $suit ->
    [clubs] trèfle
    [diamonds] carreau
    [hearts] cœur
   *[spades] pique
}
card-jack = Valet de { $suit ->
    [clubs] trèfle
    [diamonds] carreau
    [hearts] cœur
   *[spades] pique
}
card-queen = Dame de { $suit ->
    [clubs] trèfle
    [diamonds] carreau
    [hearts] cœur
   *[spades] pique
}
card-king = Roi de { $suit ->
    [clubs] trèfle
    [diamonds] carreau
    [hearts] cœur
   *[spades] pique
}
card-number = { $rank } de { $suit ->
    [clubs] trèfle
    [diamonds] carreau
    [hearts] cœur
   *[spades] pique
}

tile-suit = { $suit ->
    [characters] caractères
    [dots] cercles
    [bamboo] bambous
    [honours] honneurs
   *[bonus] tuiles bonus
}
tile-characters = { $rank } de caractères
tile-dots = { $rank } de cercles
tile-bamboo = { $rank } de bambous
tile-honour = { $rank ->
    [1] Vent d'est
    [2] Vent du sud
    [3] Vent d'ouest
    [4] Vent du nord
    [5] Dragon blanc
    [6] Dragon vert
   *[7] Dragon rouge
}
tile-bonus = { $rank ->
    [1] Fleur de prunier
    [2] Fleur d'orchidée
    [3] Fleur de chrysanthème
    [4] Fleur de bambou
    [5] Saison du printemps
    [6] Saison de l'été
    [7] Saison de l'automne
   *[8] Saison de l'hiver
}

back-lattice = Treillis
back-rosette = Rosace
back-tartan = Tartan
back-custom = Mon image

gem-name = { $kind ->
    [0] Rubis rouge
    [1] Ambre orange
    [2] Topaze étoilée jaune
    [3] Émeraude verte
    [4] Saphir bleu
    [5] Améthyste violette
   *[6] Perle blanche
}
