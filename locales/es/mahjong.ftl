# mahjong: es

## Vientos y asientos

mahjong-wind-east = Este
mahjong-wind-south = Sur
mahjong-wind-west = Oeste
mahjong-wind-north = Norte
mahjong-seat-you = Tú
mahjong-seat-right = Derecha
mahjong-seat-across = Enfrente
mahjong-seat-left = Izquierda
mahjong-name-you = { $name } (tú)
mahjong-name-stand-in = { $name } (juega el ordenador)
mahjong-name-away = { $name } (ausente: juega el ordenador)
mahjong-computer = Ordenador
mahjong-computer-with-level = { $name } ({ $level })
mahjong-level-easy = Fácil
mahjong-level-medium = Medio
mahjong-level-hard = Difícil
mahjong-default-name = Jugador

## La mesa

mahjong-name-line = { $name } · { $wind } · { $score }
mahjong-name-line-dealer = { $name } · { $wind } · reparte · { $score }
mahjong-info-round = Ronda { $wind } · mano { $hand }
mahjong-info-wall = Muro: { $count ->
    [one] { $count } ficha
   *[other] { $count } fichas
}
mahjong-info-seat-wind = Tu viento de asiento: { $wind }

mahjong-discard-name = { $place ->
    [you] Tu descarte
   *[other] Descarte de { $seat }
}: { $tile }
mahjong-discard-last-name = { $place ->
    [you] Tu descarte
   *[other] Descarte de { $seat }
}, el último: { $tile }
mahjong-meld-name = { $place ->
    [you] Tu combinación
   *[other] Combinación de { $seat }
}: { $tile }
mahjong-meld-hidden-name = { $place ->
    [you] Tu combinación
   *[other] Combinación de { $seat }
}: ficha de un kong oculto
mahjong-hand-backs-name = { $place ->
    [you] Tu mano
   *[other] Mano de { $seat }
}: { $count ->
    [one] { $count } ficha oculta
   *[other] { $count } fichas ocultas
}
mahjong-bonus-name = { $place ->
    [you] Tu flor o estación
   *[other] Flor o estación de { $seat }
}: { $tile }
mahjong-hand-drawn-name = Tu ficha robada: { $tile }
mahjong-hand-tile-name = Tu mano: { $tile }

## Barra de acciones

mahjong-claims-prompt = { $seat } ha descartado: { $tile }.
mahjong-claims-waiting = Esperando reclamaciones sobre: { $tile }…
mahjong-pass = Paso
mahjong-win-self-drawn = Tsumo
mahjong-declare-kong = Kong: { $tile }
mahjong-your-turn = Tu turno: haz clic en una ficha para descartarla.
mahjong-thinking = { $seat } está pensando…
mahjong-hint-button = 💡 Pista
mahjong-countdown = { $seconds } s
mahjong-countdown-name = Tiempo restante: { $seconds } segundos

## Reclamaciones

mahjong-claim-win = ¡Mahjong!
mahjong-claim-pong = Pung
mahjong-claim-kong = Kong
mahjong-claim-chow = Chow { $low }-{ $mid }-{ $high } de { $suit }

## Pista

mahjong-hint = { $suggestion } { $progress }
mahjong-hint-discard = Sugerencia: descarta { $tile }.
mahjong-hint-kong = Sugerencia: declara un kong de { $tile }.
mahjong-hint-win = Sugerencia: declara tu victoria.
mahjong-hint-claim = Sugerencia: reclámala: { $claim }.
mahjong-hint-pass = Sugerencia: déjala pasar.
mahjong-hint-next-hand = Sugerencia: reparte la mano siguiente.
mahjong-hint-nothing = Nada que hacer hasta tu turno.
mahjong-hint-complete = La mano está completa.
mahjong-hint-ready = Lista, esperando: { $waits } ({ $left ->
    [one] queda { $left } ficha sin ver
   *[other] quedan { $left } fichas sin ver
}).
mahjong-hint-away = A { $shanten ->
    [one] { $shanten } ficha
   *[other] { $shanten } fichas
} de estar lista; { $left ->
    [one] { $left } ficha sin ver
   *[other] { $left } fichas sin ver
} ({ $kinds ->
    [one] { $kinds } tipo
   *[other] { $kinds } tipos
}) la mejoran.
mahjong-hint-warning = { $seat } podría estar lista (alrededor del { $ready } %), y esta ficha { $risk ->
    [0] es casi segura
   *[other] haría ganar a otro jugador alrededor del { $risk } % de las veces
}.
mahjong-hint-folding = Tu mano está demasiado lejos de estar lista para competir: esta es la ficha más segura.
mahjong-hint-and = { $first } { $second }
mahjong-list-separator = {", "}

## Resultados

mahjong-next-hand = Mano siguiente
mahjong-next-hand-wait = La mano siguiente empieza cuando todos estén listos.
mahjong-new-game = Partida nueva
mahjong-leave-table = Dejar la mesa
mahjong-draw = Empate: el muro se ha agotado.
mahjong-win-heading = { $who ->
    [you] { $how ->
        [self] Ganas por tsumo con { $tile }
        [yours] Ganas con tu descarte: { $tile }
       *[other] Ganas con el descarte de { $discarder }: { $tile }
    }
   *[other] { $how ->
        [self] { $winner } gana por tsumo con { $tile }
        [yours] { $winner } gana con tu descarte: { $tile }
       *[other] { $winner } gana con el descarte de { $discarder }: { $tile }
    }
}
mahjong-faan = { $faan } faan
mahjong-total = Total
mahjong-total-limit = Total (límite)
mahjong-column-seat = Asiento
mahjong-column-this-hand = Esta mano
mahjong-column-score = Puntos
mahjong-seat-and-wind = { $name } ({ $wind })
mahjong-winning-tile-name = Ficha ganadora: { $tile }
mahjong-winning-hand-name = Mano ganadora: { $tile }
mahjong-winning-meld-name = Combinación de la mano ganadora: { $tile }
mahjong-winning-meld-hidden-name = Combinación de la mano ganadora: ficha de un kong oculto
mahjong-final-scores = Fin de la partida: puntuación final
mahjong-final-place = { $place }.
mahjong-hands-played = { $count ->
    [one] { $count } mano jugada.
   *[other] { $count } manos jugadas.
}

## Combinaciones de puntuación

mahjong-faan-thirteen-orphans = Trece huérfanos
mahjong-faan-big-four-winds = Cuatro grandes vientos
mahjong-faan-all-honours = Todo honores
mahjong-faan-all-terminals = Todo terminales
mahjong-faan-big-three-dragons = Tres grandes dragones
mahjong-faan-full-flush = Color puro
mahjong-faan-small-four-winds = Cuatro pequeños vientos
mahjong-faan-small-three-dragons = Tres pequeños dragones
mahjong-faan-seven-pairs = Siete parejas
mahjong-faan-all-pongs = Todo pungs
mahjong-faan-half-flush = Color mixto
mahjong-faan-all-flowers = Las cuatro flores
mahjong-faan-all-seasons = Las cuatro estaciones
mahjong-faan-dragon-pong = Pung de dragón
mahjong-faan-seat-wind = Pung del viento de asiento
mahjong-faan-round-wind = Pung del viento de ronda
mahjong-faan-all-chows = Todo chows
mahjong-faan-concealed-hand = Mano oculta
mahjong-faan-self-draw = Tsumo
mahjong-faan-win-on-kong = Victoria tras un kong
mahjong-faan-last-tile = Última ficha del muro
mahjong-faan-no-bonus-tiles = Sin flores ni estaciones
mahjong-faan-seat-flower = Flor propia
mahjong-faan-seat-season = Estación propia

## Barra de estado

mahjong-counter-round = Ronda
mahjong-counter-round-value = { $wind } { $hand }
mahjong-counter-wall = Muro
mahjong-counter-score = Puntos
mahjong-deal = Partida { $game }: eres el Este y repartes primero. Haz clic en una ficha para descartarla.
mahjong-deal-on-lan = Estás en las pantallas de red local: deja la mesa primero.
mahjong-restart = La partida vuelve a empezar desde la primera mano.
mahjong-nothing-to-undo = No tienes ningún descarte que deshacer en esta mano.
mahjong-game-over-best = ¡Has terminado con la mejor puntuación!
mahjong-game-over = Fin de la partida.
mahjong-saved-wrong-tiles = la mesa tiene { $count } fichas en lugar de las { $set } del juego

## Jugadas rechazadas

mahjong-not-allowed = No permitido: { $reason }.
mahjong-error-no-such-seat = no existe el asiento { $seat }: los asientos van del 0 al 3
mahjong-error-not-now = el asiento { $seat } no puede hacer eso ahora: { $reason }
mahjong-error-not-held-discard = el asiento { $seat } no tiene { $face } para descartar
mahjong-error-not-held-kong = el asiento { $seat } no tiene { $face } para hacer un kong
mahjong-error-not-held = el asiento { $seat } no tiene { $face } para { $action }
mahjong-error-claim-refused = el asiento { $seat } no puede reclamar { $claim } sobre este descarte
mahjong-error-not-a-win = no es una mano ganadora de al menos { $min_faan } faan
mahjong-error-game-over = la partida ha terminado
mahjong-not-now-hand-in-play = la mano aún se está jugando
mahjong-not-now-hand-over = la mano ha terminado
mahjong-not-now-claims = un descarte espera reclamaciones: reclama o pasa
mahjong-not-now-not-your-turn = no es tu turno
mahjong-not-now-no-claim = no tiene ninguna reclamación que responder sobre este descarte

## Opciones

mahjong-option-computer-players = Jugadores del ordenador
mahjong-option-countdown = Cuenta atrás para reclamar
mahjong-option-countdown-on = Activada
mahjong-seconds-suffix = {" s"}
mahjong-option-min-faan = Faan mínimo
mahjong-option-hands = Manos
mahjong-option-seven-pairs = Siete parejas gana
mahjong-option-flowers = Flores y estaciones
mahjong-option-all-winners = Ganan todos los que puedan con un descarte
mahjong-option-rules-note = Los cambios de reglas (faan, siete parejas, flores, ganadores) se aplican desde la próxima partida nueva.

## Jugar con amigos

mahjong-play-lan = Jugar en red local
mahjong-play-online = Jugar en línea
mahjong-strip-lan = Mesa local { $room }
mahjong-strip-online = Sala en línea { $room }
mahjong-autoplay-banner = Un jugador de la computadora ({ $level }) juega este asiento
mahjong-room-link = Enlace de la sala para el navegador:
mahjong-copy-link = Copiar enlace

## Menú de red local

mahjong-lan-title = Mahjong en red local
mahjong-your-name = Tu nombre:
mahjong-own-table = Tu propia mesa
mahjong-own-table-note = Abre una mesa en este ordenador. Tus amigos de la misma red se unen a ella; el ordenador ocupa los asientos libres.
mahjong-host-table = Abrir una mesa
mahjong-friends-table = La mesa de un amigo
mahjong-searching = Buscando mesas en la red local…
mahjong-join-table = Unirse a la mesa { $room } ({ $address })
mahjong-search-again = Buscar mesas de nuevo
mahjong-address = Dirección:
mahjong-join-address = Unirse por dirección
mahjong-rejoin-table = Volver a la mesa { $room } ({ $address })
mahjong-back-to-computer = Volver a la partida contra el ordenador
mahjong-search-none = No se han encontrado mesas en la red local.
mahjong-search-failed = No se pudo buscar en la red local: { $error }
mahjong-host-failed = No se pudo abrir una mesa: { $error }
mahjong-address-missing = Escribe la dirección del anfitrión, por ejemplo 192.168.1.5:47470.
mahjong-address-bad = «{ $address }» no es una dirección: escríbela como 192.168.1.5:47470.

## Menú en línea

mahjong-online-title = Mahjong en línea
mahjong-server = Servidor:
mahjong-tls = Conexión segura (TLS)
mahjong-ca-file = Archivo de CA:
mahjong-ca-file-hint = vacío: confiar en las autoridades del sistema
mahjong-new-room = Una sala nueva
mahjong-bots-from-start = Jugadores del ordenador desde el principio:
mahjong-create-room = Crear una sala
mahjong-create-room-note = Recibirás un código de sala para dárselo a tus amigos.
mahjong-friends-room = La sala de un amigo
mahjong-room-code = Código de sala:
mahjong-join-room = Unirse a la sala
mahjong-rejoin-room = Volver a la sala { $room } ({ $server })
mahjong-room-code-missing = Escribe el código de sala que te dio tu amigo.
mahjong-ca-file-failed = No se puede leer el archivo de CA: { $error }.
mahjong-server-missing = escribe la dirección del servidor, por ejemplo play.example.org:47480
mahjong-server-bad-port = { $port } no es un número de puerto (de 1 a 65535)
mahjong-server-bad-address = { $address } no es una dirección de servidor

## Sala de espera

mahjong-connecting = Conectando con { $target }…
mahjong-cancel = Cancelar
mahjong-room-code-heading = Código de sala: { $room }
mahjong-seats = Asientos
mahjong-seat-open = Libre: lo ocupará el ordenador al empezar
mahjong-close-table = Cerrar la mesa
mahjong-host-address = Dirección: { $ip } · puerto { $port }
mahjong-host-address-note = Tus amigos eligen Jugar en red local en el Mahjong de Parlour y se unen a la mesa { $room }, o escriben { $address }.
mahjong-firewall-note = El cortafuegos debe dejar pasar a Parlour: puerto TCP { $tcp } y puerto UDP { $udp } para encontrar la mesa.
mahjong-server-heading = Servidor: { $server }
mahjong-server-note = Tus amigos eligen Jugar en línea en el Mahjong de Parlour y escriben este servidor y el código de sala { $room }.
mahjong-joined-at = Te has unido a la mesa en { $address }.
mahjong-waiting-deal = La partida ha empezado; esperando el reparto…
mahjong-start-game = Empezar la partida
mahjong-add-bot = Añadir un jugador del ordenador
mahjong-open-seats-note = El ordenador ocupa los asientos libres.
mahjong-waiting-maker = Esperando a que quien creó la sala empiece la partida…
mahjong-waiting-host = Esperando a que el anfitrión empiece la partida…

## Mensajes de la mesa o del servidor

mahjong-host-refused = El anfitrión lo ha rechazado: { $reason }.
mahjong-table-rejected = La mesa no te ha admitido: { $reason }.
mahjong-server-rejected = El servidor no te ha admitido: { $reason }.
mahjong-host-left = El anfitrión se ha ido: { $reason }
mahjong-room-closed = El servidor ha cerrado la sala: { $reason }
mahjong-disconnected = Desconectado de la mesa: { $reason }.
mahjong-seat-not-kept = No se pudo guardar este asiento para cuando se recargue la página: { $error }.
mahjong-seat-not-taken-back = No se pudo recuperar tu asiento en la sala { $room }: { $reason }.
mahjong-online-game-over = Fin de la partida. Puntuaciones finales del asiento 1 al 4: { $scores }. Eras el asiento { $seat }.
mahjong-connect-failed = No se pudo conectar: { $reason }.
