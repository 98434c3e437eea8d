# solitaire: es
# Mahjong solitario: retirar parejas de fichas libres iguales.

## The strip above the board
solitaire-back-to-editor = ↩ Volver al editor
solitaire-test-playing = Probando { $layout }
solitaire-test-playing-unnamed = Probando este diseño
solitaire-test-playing-tip = Las partidas de prueba no cuentan en los récords.
solitaire-shuffle = 🔀 Mezclar
solitaire-shuffle-tip = Repartir de nuevo las fichas restantes para que puedan retirarse (cuenta como ayuda)
solitaire-unsolvable-warning = ⚠ Esta posición ya no se puede despejar: deshaz o mezcla.
solitaire-layout = Diseño
solitaire-layout-label = Diseño:
solitaire-layout-entry = { $layout } ({ $count } fichas)
solitaire-your-layouts = Tus diseños
solitaire-unreadable-files = { $count ->
    [one] No se pudo leer 1 archivo
   *[other] No se pudieron leer { $count } archivos
}
solitaire-layout-chooser-tip = Diseños incluidos y los tuyos (de tu carpeta de diseños)
solitaire-no-record = Aún no hay partidas terminadas en este diseño
solitaire-record = Récord { $best } · { $won } ganadas de { $played }
solitaire-record-tip = El récord solo cuenta victorias sin pistas ni mezclas
solitaire-no-game = No hay partida.

## The counters in the status bar
solitaire-tiles-left = Fichas restantes
solitaire-moves = Jugadas
solitaire-shuffles = Mezclas

## The board
solitaire-tile-free = { $tile }, libre, columna { $column }, fila { $row }, capa { $layer }
solitaire-tile-blocked = { $tile }, bloqueada, columna { $column }, fila { $row }, capa { $layer }
solitaire-tile-selected = { $tile }, seleccionada, columna { $column }, fila { $row }, capa { $layer }
solitaire-tile-not-free = Esa ficha no está libre: tiene algo encima o sus dos lados están bloqueados.

## Won, and no moves left
solitaire-cleared = ¡Despejado!
solitaire-cleared-in = ¡Despejado en { $time }!
solitaire-cleared-detail = { $layout }, reparto { $deal }, en { $time }.
solitaire-cleared-test = Una partida de prueba: los récords no cambian.
solitaire-cleared-assisted = Con ayuda de pistas o mezclas, así que no marca récord.
solitaire-best-time = Récord en este diseño: { $time }
solitaire-new-game = ➕ Nueva partida
solitaire-play-again = 🔄 Jugar otra vez este reparto
solitaire-stuck-title = No quedan jugadas
solitaire-stuck-text = No hay dos fichas libres iguales. Deshaz una jugada, mezcla las fichas restantes o empieza de nuevo.
solitaire-undo = ↩ Deshacer
solitaire-restart = 🔄 Reiniciar

## Messages in the status bar
solitaire-shuffled = Mezclado: las fichas restantes se pueden despejar.
solitaire-shuffle-failed = No se pudo mezclar: { $reason }.
solitaire-no-arrangement = Ninguna disposición de las fichas restantes se puede despejar ({ $reason }). Mejor deshaz.
solitaire-hint-searching = Buscando una pareja segura…
solitaire-hint = Pista: { $first } y { $second }.
solitaire-hint-unsafe = Pista: { $first } y { $second } (ninguna pareja mantiene esta posición resoluble: deshaz o mezcla).
solitaire-no-pair = No se puede retirar ninguna pareja.
solitaire-layout-gone = Ese diseño ya no está en tu carpeta de diseños.
solitaire-no-layout = No hay ningún diseño para jugar.
solitaire-layout-missing = Falta el diseño { $layout }.
solitaire-cannot-be-played = { $layout } no se puede jugar: { $reason }.

## Why a move was refused.
solitaire-error-no-such-tile = no hay ninguna ficha número { $index } en este diseño
solitaire-error-already-removed = la ficha en { $x },{ $y } capa { $z } ya se ha retirado
solitaire-error-same-tile = elige dos fichas distintas
solitaire-error-not-free = la ficha en { $x },{ $y } capa { $z } no está libre: tiene algo encima o sus dos lados están bloqueados
solitaire-error-no-match = { $first } y { $second } no son pareja
solitaire-error-shuffle-length = una mezcla debe dar { $expected } caras, no { $got }
solitaire-error-shuffle-changes-faces = una mezcla solo puede reordenar las caras de las fichas que siguen en el tablero

## Why no deal can be made.
solitaire-deal-empty = el diseño no tiene fichas
solitaire-deal-odd-count = el diseño tiene { $count } fichas; las fichas van por parejas, así que necesita un número par
solitaire-deal-never-cleared = este diseño nunca se puede despejar: se retiren como se retiren las fichas, quedan algunas de las que nunca hay dos libres a la vez, por ejemplo { $tiles }
solitaire-deal-search-limit = no se encontró forma de despejar este diseño; probablemente no se puede (por ejemplo, { $tiles } acaban apiladas sin nada al lado)
solitaire-deal-unpaired = una ficha queda sin pareja en el tablero
solitaire-stuck-tile = la ficha en { $x },{ $y } capa { $z }
solitaire-list-separator = {", "}
solitaire-stuck-list = { $more ->
    [0] { $tiles }
   *[other] { $tiles } y { $more } más
}

## Layout files that cannot be used
solitaire-layout-too-large = el diseño necesita una cuadrícula de { $width }x{ $height }x{ $layers }, pero un archivo de diseño admite como mucho { $max_width }x{ $max_height } medias fichas y { $max_layers } capas
solitaire-file-no-file-name = { $path }: el archivo no tiene una línea FileName= que nombre su archivo .layout
solitaire-file-bad-name = «{ $name }» no es un nombre de archivo de diseño de la carpeta de diseños

solitaire-file-empty = línea { $line }: el archivo está vacío; un diseño empieza por '{ $magic }'
solitaire-file-not-a-layout = línea { $line }: se esperaba '{ $magic }' y hay '{ $found }'; no es un diseño de Parlour
solitaire-file-unsupported = línea { $line }: este diseño usa el formato '{ $found }', pero esta versión de Parlour lee '{ $magic }'
solitaire-file-bad-header = línea { $line }: se esperaba una cabecera como 'name: Turtle' o la línea 'layer 0' y hay '{ $found }'
solitaire-file-unknown-header = línea { $line }: cabecera desconocida '{ $key }'; las cabeceras son name, author y size
solitaire-file-repeated-header = línea { $line }: '{ $key }' aparece por segunda vez
solitaire-file-missing-header = línea { $line }: la cabecera no tiene la línea '{ $key }:' antes de las capas
solitaire-file-bad-size = línea { $line }: el tamaño se escribe ANCHOxALTOxCAPAS, como 32x16x5, con ancho de 2 a { $width }, alto de 2 a { $height } y capas de 1 a { $layers } (o 0x0x0 sin fichas); hay '{ $found }'
solitaire-file-expected-layer = línea { $line }: se esperaba 'layer { $expected }' y hay '{ $found }'
solitaire-file-missing-rows = línea { $line }: la capa { $layer } tiene { $found } filas, pero el tamaño indica { $expected }
solitaire-file-missing-layers = línea { $line }: el archivo termina tras { $found } capas, pero el tamaño indica { $expected }
solitaire-file-trailing = línea { $line }: '{ $found }' va después de la última capa que permite el tamaño ({ $layers } capas)
solitaire-file-row-too-wide = línea { $line }: esta fila tiene { $found } celdas, pero el ancho es { $width }
solitaire-file-bad-cell = línea { $line }, columna { $column }: '{ $found }' no es una celda de diseño; usa '.', '[', ']' o '-'
solitaire-file-tile-outside = línea { $line }, columna { $column }: la ficha que empieza aquí sale de la cuadrícula de { $width }x{ $height }
solitaire-file-broken-tile = línea { $line }, columna { $column }: se esperaba '{ $expected }' para la ficha que empieza en la línea { $tile_line }, columna { $tile_column }, y hay '{ $found }'
solitaire-file-stray-cell = línea { $line }, columna { $column }: '{ $found }' no pertenece a ninguna ficha (una ficha es '[]' con '--' debajo); escribe '.' para una celda vacía
solitaire-kmj-not-a-layout = línea { $line }: se esperaba '{ $magic_old }' o '{ $magic_new }' y hay '{ $found }'; no es un diseño de KMahjongg
solitaire-kmj-bad-dimension = línea { $line }: tras '{ $key }' debe ir un número entero mayor que 0 y hay '{ $found }'
solitaire-kmj-missing-dimension = línea { $line }: el archivo nunca indica su { $what ->
    [width] ancho
    [height] alto
   *[depth] profundidad
} (una línea como '{ $example }')
solitaire-kmj-too-large = línea { $line }: { $reason }
solitaire-kmj-row-width = línea { $line }: esta fila tiene { $found } celdas, pero el tablero tiene { $expected } de ancho
solitaire-kmj-row-count = línea { $line }: el archivo tiene { $found } filas, pero { $levels } niveles de { $height } filas necesitan { $expected }
solitaire-kmj-missing-group = línea { $line }: no hay grupo [{ $group }]; no es una descripción de diseño de KMahjongg
solitaire-kmj-bad-desktop-line = línea { $line }: se esperaba Clave=Valor y hay '{ $found }'
solitaire-limit-grid = la cuadrícula es de { $width }x{ $height } medias fichas con { $layers } capas; la mayor de Parlour es { $max_width }x{ $max_height } con { $max_layers } capas
solitaire-limit-tiles = el diseño tiene { $tiles } fichas; el mayor de Parlour admite { $max }
solitaire-limit-outside = hay una ficha en { $x },{ $y } en la capa { $z }, fuera de la cuadrícula mayor ({ $max_width }x{ $max_height } medias fichas, capas 0 a { $top })
solitaire-limit-same-place = dos fichas ocupan el mismo lugar, { $x },{ $y } en la capa { $z }
