# freecell: es

## Table: names of the piles, for screen readers
freecell-table = Mesa de FreeCell
freecell-column = Columna { $column }
freecell-cell = Celda libre { $cell }
freecell-foundation = Base de { card-suit }
freecell-empty = { $pile }, sin cartas

## Messages of play
freecell-cannot-pick = { $card } no está en la escalera de arriba: no se puede coger.
freecell-cannot-go-there = Las cartas no pueden ir ahí.
freecell-typed-source = { $card }: ¿adónde? Escribe 1-8, a-d o h.
freecell-typed-empty = { $pile } no tiene ninguna carta que mover.
freecell-typed-no-move = Eso no es un movimiento: escribe una columna o celda y luego el destino.
freecell-no-hint = Desde aquí no se conoce ningún movimiento ganador.
freecell-hint = Pista: { $mv }
freecell-won = ¡Has ganado en { $time }!
freecell-deal-out-of-range = Las partidas de FreeCell van numeradas del { $first } al { $last }.
freecell-no-winnable-deal = No se encontró a partir de ese número ninguna partida que el solucionador gane.

## Refused moves
freecell-error-no-such-column = No hay columna { $column }.
freecell-error-no-such-cell = No hay celda libre { $cell }.
freecell-error-empty-column = La columna { $column } está vacía.
freecell-error-empty-cell = La celda libre { $cell } está vacía.
freecell-error-cell-taken = La celda libre { $cell } ya tiene una carta.
freecell-error-not-a-run = Las { $count } cartas de arriba de la columna { $column } no forman una escalera.
freecell-error-too-many = No se pueden mover { $count } cartas a la vez: las celdas libres y las columnas vacías permiten { $max }.
freecell-error-does-not-fit = { $card } no encaja sobre { $target }.
freecell-error-not-next = { $card } no es la siguiente de su base.
freecell-error-same-column = Una columna no puede moverse sobre sí misma.
freecell-save-bad = la partida guardada es incorrecta: { $reason }

## Status bar
freecell-cards-home = En las bases
freecell-can-move = Se pueden mover

## Settings
freecell-rules-heading = Reglas (desde la próxima partida)
freecell-cells = Celdas libres
freecell-bakers = Baker's Game: construir por palo
freecell-winnable-only = Saltar las partidas que no se pueden ganar
freecell-play-heading = Juego
freecell-auto-safe = Subir automáticamente las cartas seguras a las bases
freecell-auto-finish = Terminar la partida sola cuando el resto sea seguro
freecell-keys-help = Teclado: una columna 1-8 o celda a-d, y luego el destino (1-8, a-d, h para las bases). La misma tecla dos veces sube una carta a su base o a una celda libre.
freecell-rules-next-deal = La partida en curso conserva sus reglas; las nuevas se aplican desde la próxima partida.
