# spider: es
#
# Spider. Las diez columnas se numeran de 0 a 9 desde la izquierda, como las teclas que las
# eligen y la notación de la línea de órdenes. Una escalera son cartas de un palo en orden
# descendente; una escalera completa (del rey al as de un palo) sale de la mesa sola.
# $card en los rechazos es un código corto (rango A, 2–9, T para el diez, J, Q, K y una letra
# de palo en inglés C, D, H, S), como «8D» o «TS»; en lo demás es el nombre completo.

## Mesa: nombres para lectores de pantalla
spider-table = Mesa de Spider
spider-card-in-column = { $card }, columna { $column }
spider-face-down-card = Carta boca abajo, columna { $column }
spider-empty-column = Columna { $column }, vacía
spider-stock = Mazo, { $rows ->
    [one] queda { $rows } fila
   *[other] quedan { $rows } filas
}
spider-stock-empty = Mazo, vacío
spider-finished-run = Escalera completa de { $suit }

## Mensajes del juego
spider-typed-column = Columna { $column }: escribe la columna de destino.
spider-nowhere-to-go = { $card } no tiene adónde ir.
spider-cannot-move = Esa carta no puede moverse: solo se mueve junta una escalera de un palo.
spider-no-hint = No queda ningún movimiento útil.
spider-hint-deal = Reparte una fila del mazo.
spider-no-winnable-deal = No se encontró un reparto ganable cerca de ese número; prueba otro.
spider-won = ¡Has ganado en { $time }! Puntos: { $score }.

## Movimientos rechazados, cada uno una frase con su punto.
spider-error-stock-empty = El mazo está vacío.
spider-error-empty-column-blocks-deal = Solo se reparte una fila si ninguna columna está vacía: la columna { $column } está vacía.
spider-error-no-such-column = No hay columna { $column }: las columnas van de 0 a 9.
spider-error-empty-column = La columna { $column } está vacía.
spider-error-same-column = Una columna no puede moverse sobre sí misma.
spider-error-not-a-run = La columna { $column } no tiene una escalera movible de { $count }: solo se mueven juntas cartas boca arriba de un palo en orden.
spider-error-does-not-fit = { $card } no va sobre { $target }: una carta va sobre el rango inmediatamente superior.

## Barra de estado
spider-score = Puntos
spider-rows-left = Filas restantes
spider-runs = Escaleras
spider-runs-of = { $done }/{ $all }

## Partida guardada (en minúscula, sin punto)
spider-save-bad = la partida guardada es errónea: { $reason }

## Ajustes
spider-rules-heading = Reglas
spider-suits = Palos
spider-suit-count = { $count ->
    [one] { $count } palo
   *[other] { $count } palos
}
spider-winnable-only = Repartir solo partidas que el solucionador gana
spider-winnable-not-four = Con cuatro palos el solucionador rara vez gana dentro de su límite: solo con uno y dos palos.
spider-show-solver = Mostrar el veredicto del solucionador en la barra de estado
spider-rules-next-deal = La partida actual conserva sus palos; el nuevo número se aplica desde el próximo reparto.
spider-table-colour = Color de la mesa
spider-table-colour-default = Por defecto
