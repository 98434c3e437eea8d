# Nombres de cartas y fichas, para lectores de pantalla y mensajes.

card-suit = { $suit ->
    [clubs] tréboles
    [diamonds] diamantes
    [hearts] corazones
   *[spades] picas
}
card-ace = As de { card-suit }
card-jack = Jota de { card-suit }
card-queen = Reina de { card-suit }
card-king = Rey de { card-suit }
card-number = { $rank } de { card-suit }

tile-suit = { $suit ->
    [characters] caracteres
    [dots] círculos
    [bamboo] bambúes
    [honours] honores
   *[bonus] fichas de bonificación
}
tile-characters = { $rank } de caracteres
tile-dots = { $rank } de círculos
tile-bamboo = { $rank } de bambúes
tile-honour = { $rank ->
    [1] Viento del este
    [2] Viento del sur
    [3] Viento del oeste
    [4] Viento del norte
    [5] Dragón blanco
    [6] Dragón verde
   *[7] Dragón rojo
}
tile-bonus = { $rank ->
    [1] Flor del ciruelo
    [2] Flor de la orquídea
    [3] Flor del crisantemo
    [4] Flor del bambú
    [5] Estación de primavera
    [6] Estación de verano
    [7] Estación de otoño
   *[8] Estación de invierno
}

back-lattice = Celosía
back-rosette = Roseta
back-tartan = Tartán
back-custom = Mi imagen

gem-name = { $kind ->
    [0] Rubí rojo
    [1] Ámbar naranja
    [2] Topacio estrella amarillo
    [3] Esmeralda verde
    [4] Zafiro azul
    [5] Amatista morada
   *[6] Perla blanca
}
