# app: es
# El marco de la ventana: menús, barra de herramientas, barra de estado, diálogos, ajustes,
# estadísticas y partida del día.

## Juegos, tal como los nombra el selector.
game-solitaire = Mahjong solitario
game-editor = Editor de diseños
game-shisen = Shisen-Sho
game-match3 = Match-3
game-klondike = Klondike
game-freecell = FreeCell
game-spider = Spider
game-mahjong = Mahjong
switcher-games = Juegos

## Menús.
menu-game = Juego
menu-new-game = Nueva partida
menu-new-game-numbered = Nueva partida con número…
menu-restart = Reiniciar
menu-today = Partida del día…
menu-pause = Pausa
menu-statistics = Estadísticas…
menu-records = Récords…
menu-quit = Salir
menu-edit = Editar
menu-undo = Deshacer
menu-redo = Rehacer
menu-hint = Pista
menu-settings = Ajustes…
menu-help = Ayuda
menu-about = Acerca de Parlour

## Barra de herramientas: una etiqueta corta (precedida de un icono) y su descripción emergente.
tool-new-game = Nueva
tool-new-game-tip = Repartir una partida nueva (F2)
tool-deal = Número…
tool-deal-tip = Jugar una partida numerada
tool-restart = Reiniciar
tool-restart-tip = Empezar de nuevo esta partida
tool-today = Hoy
tool-today-tip = La partida del día
tool-undo = Deshacer
tool-undo-tip = Deshacer un movimiento (Ctrl+Z)
tool-redo = Rehacer
tool-redo-tip = Rehacer un movimiento (Ctrl+Shift+Z)
tool-hint = Pista
tool-hint-tip = Mostrar un buen movimiento (H)
tool-pause = Pausa
tool-resume = Reanudar
tool-pause-tip = Pausar y ocultar el tablero (P)
tool-statistics = Estadísticas
tool-statistics-tip = Estadísticas de este juego (F8)
tool-settings = Ajustes
tool-settings-tip = Preferencias
tool-about = Acerca de
tool-about-tip = Acerca de Parlour

## Barra de estado.
status-play-time = Tiempo de juego
status-deal = Partida n.º { $deal }
# $date es una fecha como «25 de noviembre de 2026».
status-daily-deal = Partida del { $date }: { $deal }
status-nothing-to-undo = No hay nada que deshacer.
status-nothing-to-redo = No hay nada que rehacer.
banner-dismiss = Descartar
record-new-best-time = ¡Nuevo mejor tiempo!
record-new-best-score = ¡Nueva mejor puntuación!

## La pantalla de pausa.
paused-title = En pausa
paused-text = El tablero está oculto y el reloj, detenido.
paused-resume = Reanudar

## Botones comunes de los diálogos.
dialog-close = Cerrar
dialog-cancel = Cancelar

## Ajustes.
settings-title = Ajustes
settings-language = Idioma
settings-theme = Tema
settings-theme-system = Según el sistema
settings-theme-light = Claro
settings-theme-dark = Oscuro
settings-animation-speed = Velocidad de animación
settings-animation-off = desactivada
settings-saved-in = Guardado en { $folder }
settings-tiles = Fichas
settings-corner-index = Índice en la esquina («3», «E») para principiantes
settings-colour-blind = Palos aptos para daltónicos
settings-dim-blocked = Atenuar las fichas que no están libres
settings-card-back = Dorso de las cartas
# $back es el nombre de un dorso de cartas, como «Celosía».
settings-card-back-preview = Vista previa: { $back }
settings-picture-hint = Elegir imagen… (ruta a un PNG o JPEG)
settings-use-picture = Usar imagen
settings-picture-none = Escribe primero la ruta de una imagen PNG o JPEG.
# $reason dice por qué no se puede usar la imagen.
settings-picture-refused = { $reason } Se mantiene el dorso anterior.
settings-picture-done = Tu imagen es ahora el dorso de las cartas.
# $detail es la explicación del propio decodificador de imágenes.
settings-picture-undecodable = Ese archivo no es una imagen PNG o JPEG que Parlour pueda leer ({ $detail }). Se mantiene el dorso anterior.
settings-picture-empty = Esa imagen está vacía. Se mantiene el dorso anterior.
settings-picture-lost = No se pudo cargar tu imagen para el dorso de las cartas: { $reason }

## La galería de motivos.
gallery-title = Galería de motivos
gallery-tile-width = Ancho de ficha
gallery-tiles = Fichas
gallery-tile-back = Dorso de ficha
# $look es uno de los aspectos de resaltado de abajo (ficha, femenino).
gallery-look-tile = Ficha: { $look }
gallery-look-selected = Seleccionada
gallery-look-hinted = Sugerida
gallery-look-refused = Rechazada
gallery-look-dimmed = Atenuada
gallery-cards = Cartas
gallery-card-back = Dorso: { $back }
gallery-gems = Gemas
gallery-selected-gem = Gema seleccionada

## Acerca de.
about-version = Versión { $version }
about-games = Juegos de fichas y de cartas: Mahjong solitario con editor de diseños, Shisen-Sho, Match-3, Klondike y Mahjong.
about-deals-licence = Cada partida está numerada y se puede reproducir. Licencia MIT o Apache-2.0.
about-fonts = Glifos de las fichas: Noto Serif CJK (SIL Open Font License 1.1).
about-gallery = Galería de motivos…

## El diálogo de partida numerada.
deal-dialog-title = Nueva partida con número
deal-dialog-text = Cada partida tiene un número: el mismo número vuelve a repartir la misma partida.
deal-dialog-hint = Número de partida
deal-dialog-deal = Repartir
deal-dialog-not-a-number = Escribe un número entero, como 12345.
deal-dialog-out-of-range = Las partidas de este juego van numeradas del { $first } al { $last }.

## Récords.
records-title = Récords
records-none = Aún no hay partidas terminadas.
records-game = Juego
records-variant = Variante
records-best-time = Mejor tiempo
records-best-score = Mejor puntuación
records-played = Jugadas
records-won = Ganadas
records-streak = Racha
records-best-streak = Mejor racha

## Estadísticas.
stats-title = Estadísticas: { $game }
stats-no-games = Aún no hay partidas
stats-no-games-text = Termina una partida de { $game } y sus estadísticas aparecerán aquí.
stats-variant = Variante:
stats-reset = Restablecer estadísticas…
stats-reset-question = ¿Restablecer estas estadísticas? Se olvidarán todas las partidas de arriba.
stats-reset-confirm = Restablecer
stats-reset-keep = Conservarlas
stats-undo-reset = Deshacer el restablecimiento de { $variant }
# Las partes del nombre de una variante, unidas por comas: «robar 3, 7 columnas, pasadas ilimitadas».
variant-draw = robar { $cards }
variant-piles = { $piles } columnas
variant-passes = { $passes ->
    [one] { $passes } pasada
   *[other] { $passes } pasadas
}
variant-unlimited = pasadas ilimitadas
variant-unscored = sin puntuación
variant-standard = puntuación estándar
variant-vegas = puntuación Vegas
variant-gravity = gravedad
variant-cells = { $cells ->
    [one] { $cells } celda libre
   *[other] { $cells } celdas libres
}
variant-bakers = Baker's Game
variant-timed = contrarreloj
variant-moves = 30 movimientos
variant-suits = { $suits ->
    [one] { $suits } palo
   *[other] { $suits } palos
}
variant-endless = sin fin
variant-hands = manos
variant-games = partidas
stats-played = Partidas jugadas
stats-won = Partidas ganadas
stats-win-rate = Tasa de victorias
stats-streak = Racha actual
stats-best-streak = Racha más larga
stats-best-time = Mejor tiempo
stats-median-time = Tiempo mediano
# Una cifra tal como la leen los lectores de pantalla: «Partidas jugadas: 12».
stats-figure = { $label }: { $value }
stats-chart-times = Tiempo por partida ganada (últimas { $games } partidas)
stats-chart-best = mejor tiempo { $time }
stats-axis-game = partida
stats-chart-times-name = Gráfico: tiempo por partida ganada
stats-no-recent-wins = Aún no hay partidas ganadas entre las últimas.
stats-chart-win-rate = Tasa de victorias a lo largo del tiempo
stats-chart-win-rate-name = Gráfico: tasa de victorias a lo largo del tiempo
stats-chart-histogram = Tiempos de las partidas ganadas
stats-chart-histogram-name = Gráfico: histograma de tiempos
stats-bin = de { $from } a { $to }

## La partida del día.
daily-title = Partida del día
daily-text = Todos reciben la misma partida el mismo día (UTC). Todas las partidas de aquí se pueden ganar.
daily-game-solitaire = Mahjong solitario, Tortuga
daily-game-shisen = Shisen-Sho
daily-game-klondike-draw1 = Klondike, robar una
daily-game-klondike-draw3 = Klondike, robar tres
daily-game-match3 = Match-3, 30 movimientos
daily-game-spider-one-suit = Spider, un palo
daily-game-freecell = FreeCell
daily-today-deal = Hoy: { $game }, partida n.º { $deal }
daily-day-deal = { $date }: { $game }, partida n.º { $deal }
daily-won = Ganada
daily-played = Jugada, aún sin ganar
daily-not-played = Aún sin jugar
daily-play-today = Jugar hoy
daily-play-day = Jugar este día
daily-streak = Racha diaria: { $days ->
    [one] { $days } día
   *[other] { $days } días
} (máxima: { $best })
daily-previous-month = Mes anterior
daily-next-month = Mes siguiente
daily-key-won = ganada
daily-key-played = jugada
daily-day-won = ganada
daily-day-played = jugada
daily-day-to-come = por llegar
daily-day-not-played = sin jugar
# Un día del calendario tal como lo leen los lectores de pantalla:
# «miércoles, 25 de noviembre de 2026: ganada».
daily-day-label = { $date }: { $status }

## Fechas. $weekday va de 1 (lunes) a 7 (domingo); $month, de 1 a 12.
weekday-short = { $weekday ->
    [1] lun
    [2] mar
    [3] mié
    [4] jue
    [5] vie
    [6] sáb
   *[7] dom
}
month-name = { $month ->
    [1] enero
    [2] febrero
    [3] marzo
    [4] abril
    [5] mayo
    [6] junio
    [7] julio
    [8] agosto
    [9] septiembre
    [10] octubre
    [11] noviembre
   *[12] diciembre
}
month-year = { month-name } de { $year }
date-long = { $weekday ->
    [1] lunes
    [2] martes
    [3] miércoles
    [4] jueves
    [5] viernes
    [6] sábado
   *[7] domingo
}, { $day } de { month-name } de { $year }
date-short = { $day } de { month-name } de { $year }

## Problemas con partidas guardadas y archivos, mostrados en un aviso.
# $reason dice qué falla en la partida guardada; $file, dónde se ha conservado.
resume-failed-kept = No se pudo reanudar tu partida de { $game } en curso ({ $reason }); se ha conservado como { $file } y se ha repartido una partida nueva.
resume-failed-not-kept = No se pudo reanudar tu partida de { $game } en curso ({ $reason }); no se pudo apartar ({ $error }) y se ha repartido una partida nueva.
save-damaged = la partida guardada está dañada: { $error }
save-clock-implausible = su reloj marca { $seconds } segundos, y ninguna partida dura tanto
save-too-many-moves = registra { $moves } movimientos; una partida guardada admite como máximo { $limit }
save-move-does-not-replay = un movimiento guardado no se puede reproducir: { $error }
store-no-config-folder = Parlour no encontró tu carpeta de configuración (¿no hay carpeta personal?); los ajustes y los récords se guardan en la carpeta actual.
store-picture-cannot-open = No se puede abrir { $file }: { $error }.
store-picture-not-a-file = { $file } no es un archivo.
store-picture-too-large = { $file } ocupa más de 40 MB; elige una imagen más pequeña.
store-picture-cannot-read = No se puede leer { $file }: { $error }.
store-damaged-kept = { $file } estaba dañado ({ $reason }). Se ha conservado como { $kept } y se usan los valores predeterminados.
store-damaged-not-kept = { $file } estaba dañado ({ $reason }) y no se pudo apartar ({ $error }); se usan los valores predeterminados y el archivo no se toca.
store-unreadable = { $error }; se usan los valores predeterminados.
store-cannot-save = Parlour no puede guardar en { $folder } ({ $detail }). Puedes seguir jugando, pero puede que no se conserven los ajustes, los récords ni las partidas.
# Entre las partes del nombre de una variante (una cadena literal conserva sus espacios).
variant-separator = { ", " }

## Un reparto que se prepara fuera de la ventana.
dealing = Repartiendo…
deal-not-made = No se pudo hacer el reparto.
deal-failed = No se pudo hacer el reparto: { $reason }

## Settings, "Play on your other devices" (sync).
sync-title = Juega en tus otros dispositivos
sync-intro = Un código secreto une tus dispositivos a través de un servidor de Parlour: las partidas en curso, los récords, los diseños y las preferencias te siguen.
sync-server = Servidor
sync-tls = Cifrado (HTTPS)
sync-make-code = Crear un código
sync-code-input = Código de otro dispositivo
sync-join = Unir con este código
sync-clear-warning = { $server } no está en tu red local y la conexión no está cifrada: cualquiera en el camino podría leer el código y tus datos. ¿Enviarlo de todos modos?
sync-send-anyway = Enviar de todos modos
sync-cancel = Cancelar
sync-linked = Unido a través de { $server }
sync-last = Última sincronización: { $when }
sync-never = Aún sin sincronizar
sync-now = Sincronizar ahora
sync-running = Sincronizando…
sync-show-code = Mostrar el código
sync-hide-code = Ocultar el código
sync-code-label = Código: { $code }
sync-qr-label = Código QR del código de sincronización
sync-forget = Olvidar en este dispositivo
sync-revoke = Revocar el código
sync-revoke-confirm = ¿Borrar el código y todos sus datos del servidor? Tus otros dispositivos dejarán de sincronizar hasta que los unas con un código nuevo.
sync-failed = La sincronización falló: { $error }
sync-conflict = { $game }: los dos dispositivos cambiaron esta partida desde la última sincronización.
sync-keep-mine = Seguir con esta
sync-keep-theirs = Seguir con la del otro dispositivo
sync-conflict-banner = Los dos dispositivos cambiaron { $game }; se guardan ambas partidas. Elige cuál seguir en Preferencias, «Juega en tus otros dispositivos».
sync-refused = Algunos datos del servidor se rechazaron y se guardaron aparte: { $refused }
sync-ca-file = Certificado de CA (archivo PEM)
sync-ca-file-hint = Vacío: las autoridades de certificación del sistema
sync-replace = Crear un código nuevo
sync-replace-confirm = ¿Crear un código nuevo para todos tus dispositivos? Este dispositivo sincroniza primero y luego el código actual deja de funcionar: cada uno de tus otros dispositivos debe introducir el código nuevo («Olvidar en este dispositivo» y luego «Unir con este código»).
sync-replaced = Este dispositivo tiene un código nuevo y el anterior ya no funciona. En cada uno de tus otros dispositivos: «Olvidar en este dispositivo», luego introduce el código nuevo y «Unir con este código».
sync-old-code-pending = El código anterior sigue funcionando hasta que una sincronización llegue al servidor y lo revoque.
sync-unknown-code = El servidor no conoce este código: se escribió mal, se revocó o se sustituyó por uno nuevo en otro dispositivo. Para unir con un código nuevo: «Olvidar en este dispositivo» y luego introdúcelo.
sync-old-code-kept = Aún no se pudo revocar el código anterior ({ $error }); la próxima sincronización lo volverá a intentar.
sync-too-many-versions = { $game } no se sincronizó: más de { $count } versiones esperan tu elección. Elige una en Preferencias, «Juega en tus otros dispositivos».
sync-keep-theirs-numbered = Seguir con la otra versión { $number }

## The card over a won board (Klondike, FreeCell, Spider, Shisen-Sho)
won-card-heading = ¡Has ganado!
won-card-detail = Reparto { $deal }, en { $time }.
won-card-score = Puntos: { $score }
won-card-best-time = Récord: { $time }
won-card-assisted = Con ayuda de pistas, así que no marca récord.
won-card-new-game = ➕ Nueva partida
won-card-play-again = 🔄 Jugar otra vez este reparto
won-card-close = Cerrar

# The patience games' background solver (Klondike, FreeCell, Spider): its verdict on the
# position, in the status bar.
card-solver = Solucionador
card-solver-thinking = pensando…
card-solver-winnable = se puede ganar
# A move lost a game that could have been won (or nothing is known of the deal).
card-solver-no-longer-winnable = ya no se puede ganar
card-solver-cannot-be-won = imposible de ganar
# The search stopped before deciding (Spider's solver seldom proves a position lost).
card-solver-undecided = sin decidir
card-solver-won = ganada
