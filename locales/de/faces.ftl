# Namen der Karten und Steine, für Bildschirmleser und Meldungen.

card-suit = { $suit ->
    [clubs] Kreuz
    [diamonds] Karo
    [hearts] Herz
   *[spades] Pik
}
card-ace = { card-suit }-Ass
card-jack = { card-suit }-Bube
card-queen = { card-suit }-Dame
card-king = { card-suit }-König
card-number = { card-suit } { $rank }

tile-suit = { $suit ->
    [characters] Zeichen
    [dots] Kreise
    [bamboo] Bambus
    [honours] Ehrensteine
   *[bonus] Bonussteine
}
tile-characters = Zeichen { $rank }
tile-dots = Kreise { $rank }
tile-bamboo = Bambus { $rank }
tile-honour = { $rank ->
    [1] Ostwind
    [2] Südwind
    [3] Westwind
    [4] Nordwind
    [5] Weißer Drache
    [6] Grüner Drache
   *[7] Roter Drache
}
tile-bonus = { $rank ->
    [1] Blume Pflaume
    [2] Blume Orchidee
    [3] Blume Chrysantheme
    [4] Blume Bambus
    [5] Jahreszeit Frühling
    [6] Jahreszeit Sommer
    [7] Jahreszeit Herbst
   *[8] Jahreszeit Winter
}

back-lattice = Gitter
back-rosette = Rosette
back-tartan = Karo
back-custom = Mein Bild

gem-name = { $kind ->
    [0] Roter Rubin
    [1] Oranger Bernstein
    [2] Gelber Topasstern
    [3] Grüner Smaragd
    [4] Blauer Saphir
    [5] Violetter Amethyst
   *[6] Weiße Perle
}
