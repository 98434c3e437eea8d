# Names of cards and tiles, read by screen readers and shown in messages.

## Playing cards. $suit is one of: clubs, diamonds, hearts, spades.
card-suit = { $suit ->
    [clubs] clubs
    [diamonds] diamonds
    [hearts] hearts
   *[spades] spades
}
card-ace = Ace of { card-suit }
card-jack = Jack of { card-suit }
card-queen = Queen of { card-suit }
card-king = King of { card-suit }
# $rank is 2 to 10.
card-number = { $rank } of { card-suit }

## Mahjong tiles. $rank is 1 to 9 for the suits.
tile-suit = { $suit ->
    [characters] characters
    [dots] dots
    [bamboo] bamboo
    [honours] honours
   *[bonus] bonus tiles
}
tile-characters = { $rank } of characters
tile-dots = { $rank } of dots
tile-bamboo = { $rank } of bamboo
# $rank: 1-4 the winds east, south, west, north; 5-7 the white, green and red dragons.
tile-honour = { $rank ->
    [1] East wind
    [2] South wind
    [3] West wind
    [4] North wind
    [5] White dragon
    [6] Green dragon
   *[7] Red dragon
}
# $rank: 1-4 the flowers plum, orchid, chrysanthemum, bamboo; 5-8 the seasons.
tile-bonus = { $rank ->
    [1] Plum flower
    [2] Orchid flower
    [3] Chrysanthemum flower
    [4] Bamboo flower
    [5] Spring season
    [6] Summer season
    [7] Autumn season
   *[8] Winter season
}

## Card backs.
back-lattice = Lattice
back-rosette = Rosette
back-tartan = Tartan
back-custom = My picture

## Match-3 gems. $kind is 0 to 6.
gem-name = { $kind ->
    [0] Red ruby
    [1] Orange amber
    [2] Yellow topaz star
    [3] Green emerald
    [4] Blue sapphire
    [5] Purple amethyst
   *[6] White pearl
}
