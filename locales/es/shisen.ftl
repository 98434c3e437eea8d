# shisen: es

## Above the board

shisen-shuffle-button = 🔀 Mezclar
shisen-shuffle-tooltip = Reordena las fichas restantes para que el tablero se pueda despejar (cuenta como ayuda)
shisen-board-cleared = ¡Tablero despejado!
shisen-stuck = No se puede quitar ninguna pareja: deshaz o mezcla.
shisen-unchecked-deal = No se ha comprobado si esta partida tiene solución.

shisen-tile = { $face }, fila { $row }, columna { $col }

## The dead-end dialog

shisen-dead-end-title = No quedan parejas
shisen-dead-end-text = { $count ->
    [one] Queda una ficha, pero no se puede quitar. Deshaz una jugada, mezcla las fichas restantes (cuenta como ayuda) o empieza una partida nueva.
   *[other] Quedan { $count } fichas, pero no se puede unir ninguna pareja. Deshaz una jugada, mezcla las fichas restantes (cuenta como ayuda) o empieza una partida nueva.
}
shisen-dead-end-undo = Deshacer
shisen-dead-end-shuffle = Mezclar
shisen-dead-end-new-game = Partida nueva

## Counters

shisen-counter-tiles-left = Fichas restantes
shisen-counter-pairs = Parejas
shisen-counter-board = Tablero
shisen-board-gravity = { $size } con gravedad
shisen-counter-help = Ayuda
shisen-help-used = usada

## Messages

shisen-shuffled = Fichas mezcladas en una disposición que se puede despejar.
shisen-won = ¡Tablero despejado en { $time }!
shisen-won-assisted = ¡Tablero despejado en { $time } (con ayuda: sin mejor tiempo)!
shisen-hint-shown = Pista mostrada: esta partida ya no cuenta para el mejor tiempo.
shisen-hint-risky = Esta pareja se puede quitar, pero quizá el tablero ya no se pueda despejar: piensa en Deshacer o Mezclar.
shisen-deal-failed = No se pudo repartir la partida { $deal }; elige otro número.

## Refused picks

shisen-error-off-board = La fila { $row }, columna { $col } está fuera del tablero de { $size }.
shisen-error-no-tile = No hay ninguna ficha en la fila { $row }, columna { $col }.
shisen-error-same-tile = Elige dos fichas distintas.
shisen-error-different-faces = { $a } y { $b } son fichas distintas: solo las fichas idénticas forman pareja.
shisen-error-no-path = Ninguna línea con dos giros como máximo une la fila { $row_a }, columna { $col_a } con la fila { $row_b }, columna { $col_b } por casillas vacías.
shisen-error-shuffle-count = Una mezcla debe dar una cara a cada una de las { $expected } fichas restantes, no a { $got }.
shisen-error-shuffle-faces = Una mezcla solo puede reordenar las fichas restantes, no cambiarlas.

## Shuffles and deals that could not be made

shisen-error-no-tiles-to-shuffle = no quedan fichas que mezclar
shisen-error-shuffle-not-found = no se encontró ninguna disposición con solución para las { $count } fichas restantes; vuelve a intentarlo o empieza una partida nueva
shisen-error-no-solvable-deal = partida { $deal } en { $size }: no se encontró ninguna disposición con solución en { $tries } intentos; elige otro número de partida

## Settings

shisen-settings-board-size = Tamaño del tablero
shisen-settings-rules = Reglas
shisen-settings-gravity = Gravedad: las fichas caen al quitar una pareja
shisen-settings-solvable-only = Solo partidas con solución (comprobadas por un solucionador exacto)
shisen-settings-sound = Sonido
shisen-settings-next-game = El tamaño y la gravedad se aplican a la próxima partida.
shisen-settings-new-game-now = Nueva partida ya
shisen-settings-wide = de ancho
shisen-settings-high = de alto
shisen-settings-tiles = { $count } fichas
shisen-settings-sound-effects = Efectos de sonido
shisen-settings-volume = volumen
shisen-settings-try-sound = Probar
shisen-settings-sound-not-built = No incluido: en Linux, compila con `--features sound` (necesita las cabeceras de ALSA, libasound2-dev).

## Board sizes that cannot be

shisen-error-size-format = '{ $text }' no es un tamaño de tablero: escribe ancho x alto, como 17x8
shisen-error-width = un tablero mide de { $min } a { $max } fichas de ancho, no { $width }
shisen-error-height = un tablero mide de { $min } a { $max } fichas de alto, no { $height }
shisen-error-groups-of-four = un tablero de { $width }x{ $height } tiene { $tiles } fichas, pero las fichas van en grupos de cuatro: elige un ancho y un alto cuyo producto sea múltiplo de 4, como 16x7 o 18x8
