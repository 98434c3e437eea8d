# match3: es

## Gems

match3-gem = { $colour ->
    [red] Gema roja
    [orange] Gema naranja
    [yellow] Gema amarilla
    [green] Gema verde
    [blue] Gema azul
    [purple] Gema morada
    [white] Gema blanca
   *[other] Gema desconocida
}
match3-row-blaster = { $colour ->
    [red] Rayo de fila rojo
    [orange] Rayo de fila naranja
    [yellow] Rayo de fila amarillo
    [green] Rayo de fila verde
    [blue] Rayo de fila azul
    [purple] Rayo de fila morado
    [white] Rayo de fila blanco
   *[other] Rayo de fila desconocido
}
match3-column-blaster = { $colour ->
    [red] Rayo de columna rojo
    [orange] Rayo de columna naranja
    [yellow] Rayo de columna amarillo
    [green] Rayo de columna verde
    [blue] Rayo de columna azul
    [purple] Rayo de columna morado
    [white] Rayo de columna blanco
   *[other] Rayo de columna desconocido
}
match3-area-bomb = { $colour ->
    [red] Bomba de área roja
    [orange] Bomba de área naranja
    [yellow] Bomba de área amarilla
    [green] Bomba de área verde
    [blue] Bomba de área azul
    [purple] Bomba de área morada
    [white] Bomba de área blanca
   *[other] Bomba de área desconocida
}
match3-colour-bomb = Bomba de color
match3-cell = { $gem }, fila { $row }, columna { $col }

## Modes

match3-mode-timed = Contrarreloj
match3-mode-moves = Movimientos
match3-mode-endless = Sin fin
match3-mode-timed-tooltip = Dos minutos para sumar todos los puntos que puedas
match3-mode-moves-tooltip = Treinta movimientos para sumar todos los puntos que puedas
match3-mode-endless-tooltip = Sin límite: juega todo lo que quieras
match3-deal-timed = Partida contrarreloj n.º { $deal }: suma todos los puntos que puedas en dos minutos.
match3-deal-moves = Partida de movimientos n.º { $deal }: suma todos los puntos que puedas en 30 movimientos.
match3-deal-endless = Partida sin fin n.º { $deal }: juega todo lo que quieras.
match3-daily = Partida del día { $deal }: suma todos los puntos que puedas en 30 movimientos.
match3-settings-mode = Modo de las partidas nuevas

## The side panel and the counters

match3-score = Puntos
match3-cascade-multiplier = ¡Cascada ×{ $multiplier }!
match3-time-left = Tiempo restante
match3-moves-left = Movimientos restantes
match3-moves-made = Movimientos hechos
match3-moves = Movimientos
match3-best-in = Récord ({ $mode ->
    [timed] { match3-mode-timed }
    [moves] { match3-mode-moves }
   *[endless] { match3-mode-endless }
}): { $best }
match3-mode = Modo
match3-show-hint = 💡 Ver pista
match3-show-hint-tooltip = Muestra un buen intercambio (H)
match3-auto-play = ▶ Juego automático
match3-auto-play-tooltip = Deja jugar al ordenador hasta que lo detengas (Esc o clic en el tablero)
match3-how-to-play = Intercambia dos gemas vecinas (haz clic en las dos o arrastra una) para alinear tres o más. Cuatro en línea forman un rayo, una L o una T una bomba de área y cinco una bomba de color. Las cascadas multiplican los puntos.

## The end of a game

match3-points = { $points ->
    [one] { $score } punto
   *[other] { $score } puntos
}
match3-game-over-time = ¡Se acabó el tiempo!
match3-game-over-moves = ¡Sin movimientos!
match3-play-again = Jugar otra vez
match3-finished-time = Se acabó el tiempo: { $points ->
    [one] { $score } punto
   *[other] { $score } puntos
}.
match3-finished-moves = No quedan movimientos: { $points ->
    [one] { $score } punto
   *[other] { $score } puntos
}.
match3-game-is-over = La partida ha terminado: empieza una nueva (F2).

## Messages during play

match3-cascade-said = ¡Cascada ×{ $steps }: { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}!
match3-no-line = Ese intercambio no alinea nada: un intercambio debe formar una línea de tres.
match3-auto-play-on = Juego automático: el ordenador juega por ti. No cuenta para los récords.
match3-auto-play-no-record = El juego automático ayudó en esta partida, así que no cuenta para los récords.
match3-no-swap = Ningún intercambio forma una línea.
match3-hint-right = Pista: intercambia { $gem } de la fila { $row }, columna { $col } con la de su derecha.
match3-hint-left = Pista: intercambia { $gem } de la fila { $row }, columna { $col } con la de su izquierda.
match3-hint-above = Pista: intercambia { $gem } de la fila { $row }, columna { $col } con la de arriba.
match3-hint-below = Pista: intercambia { $gem } de la fila { $row }, columna { $col } con la de abajo.

## Refused swaps. Columns and rows here count from 0.

match3-refused-off-board = Intercambio rechazado: la columna { $col }, fila { $row } está fuera del tablero (columnas y filas van de 0 a 7).
match3-refused-not-neighbours = Intercambio rechazado: la columna { $col_a }, fila { $row_a } y la columna { $col_b }, fila { $row_b } no son vecinas: intercambia una gema con una de al lado, de arriba o de abajo.
match3-refused-no-line = Intercambio rechazado: intercambiar la columna { $col_a }, fila { $row_a } y la columna { $col_b }, fila { $row_b } no alinea nada: un intercambio debe formar una línea de tres o más.
match3-refused-no-moves = Intercambio rechazado: no quedan movimientos, la partida ha terminado.
