# klondike: es

## Table
klondike-table = Mesa de Klondike
klondike-stock = Mazo
klondike-waste = Descarte
klondike-foundation = Base de { card-suit }
klondike-pile = Columna { $pile }
klondike-stock-face-down = { $count ->
    [one] Mazo, { $count } carta boca abajo
   *[other] Mazo, { $count } cartas boca abajo
}
klondike-face-down-card = { $pile }: carta boca abajo
klondike-empty-pile = { $pile }, sin cartas
klondike-stock-empty-recycle = Mazo vacío: da la vuelta al descarte

## Messages of play
klondike-no-passes-left = No quedan pasadas por el mazo.
klondike-nowhere-to-go = { $card } no tiene adónde ir.
klondike-cannot-move = Esa carta no se puede mover.
klondike-cannot-go-there = Las cartas no pueden ir ahí.
klondike-nothing-to-pick-up = Ahí no hay nada que coger.
klondike-holding = Tienes { $card }.
klondike-holding-more = Tienes { $card } y { $more } más.
klondike-no-hint = No queda ningún movimiento útil.
klondike-won = ¡Has ganado en { $time }!
klondike-won-score = ¡Has ganado en { $time }! Puntos: { $score }.

## Refused moves
klondike-error-empty-stock = El mazo está vacío: da la vuelta al descarte.
klondike-error-stock-not-empty = El mazo aún tiene cartas: repártelas primero.
klondike-error-no-passes-left = No quedan pasadas por el mazo.
klondike-error-empty-waste = El descarte está vacío.
klondike-error-no-such-pile = No existe la columna { $pile }.
klondike-error-empty-pile = La columna { $pile } está vacía.
klondike-error-not-a-run = { $count ->
    [one] La columna { $pile } no tiene { $count } carta boca arriba.
   *[other] La columna { $pile } no tiene una escalera de { $count } cartas boca arriba.
}
klondike-error-does-not-fit = { $card } no encaja sobre { $target }.
klondike-error-king-only = En una columna vacía solo puede ir un rey, no { $card }.
klondike-error-not-next = { $card } no es la siguiente de su base.
klondike-error-empty-foundation = La base de { card-suit } está vacía.
klondike-error-same-pile = Una columna no puede moverse sobre sí misma.

## Status bar
klondike-score = Puntos
klondike-dollars = { $amount } $
klondike-vegas-total = Total
klondike-redeals-left = Vueltas restantes

## Saved game
klondike-save-pile-count = { $count ->
    [one] la partida guardada tiene { $count } columna
   *[other] la partida guardada tiene { $count } columnas
}
klondike-save-duplicate-card = el reparto guardado es erróneo: { $card } aparece dos veces
klondike-save-card-count = el reparto guardado es erróneo: tiene { $count } cartas, no 52
klondike-save-bad-deal = el reparto guardado es erróneo: { $reason }

## Settings
klondike-rules-heading = Reglas (desde el próximo reparto)
klondike-play-heading = Juego
klondike-rules-next-deal = La partida actual conserva sus reglas; las nuevas se aplican desde el próximo reparto.
klondike-draw = Robar
klondike-draw-cards = { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}
klondike-passes = Pasadas por el mazo
klondike-passes-unlimited = Ilimitadas
klondike-passes-count = { $count }
klondike-piles = Columnas
klondike-scoring = Puntuación
klondike-scoring-none = Ninguna
klondike-scoring-standard = Estándar
klondike-scoring-vegas = Vegas
klondike-vegas-running-total = Vegas: acumular el total entre repartos
klondike-vegas-now = (ahora { $amount } $)
klondike-vegas-reset = Poner a cero
klondike-winnable-only = Repartir solo partidas que el solucionador gana
klondike-auto-safe = Subir a las bases las cartas seguras automáticamente
klondike-auto-finish = Terminar la partida sola cuando todas las cartas estén boca arriba
klondike-table-colour = Color de la mesa
klondike-table-colour-default = Por defecto
