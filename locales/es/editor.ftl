# editor: es

## The document bar
editor-name = Nombre:
editor-name-hint = Nombre del diseño
editor-name-needed = Un diseño necesita un nombre.
editor-author = Autor:
editor-author-hint = Tu nombre
editor-not-saved-yet = sin guardar todavía
editor-file-tip = El archivo en tu carpeta de diseños; * indica cambios sin guardar
editor-new = 🆕 Nuevo
editor-new-tip = Empezar un diseño nuevo y vacío
editor-open = 📂 Abrir…
editor-open-tip = Abrir, renombrar o borrar tus diseños
editor-save = 💾 Guardar
editor-save-tip = Guardar en tu carpeta de diseños
editor-import = 📥 Importar…
editor-import-tip = Importar archivos .layout de KMahjongg
editor-export = 📤 Exportar…
editor-export-tip = Exportar para KMahjongg (.layout) o como .tiles
editor-test-play = ▶ Probar
editor-test-play-tip = Jugar este diseño en Mahjong solitario

## The tool palette
editor-tools = Herramientas
editor-tool-place = ✏ Poner
editor-tool-place-tip = Haz clic o arrastra para poner fichas
editor-tool-erase = ✖ Borrar
editor-tool-erase-tip = Haz clic o arrastra para quitar fichas
editor-tool-select = ◻ Seleccionar
editor-tool-select-tip = Haz clic o traza un recuadro para seleccionar; arrastra la selección para moverla (Re Pág/Av Pág mientras arrastras cambia su capa); Supr la quita
editor-tool-fill = ▣ Rellenar
editor-tool-fill-tip = Traza un rectángulo para llenarlo de fichas
editor-mirror = Colocar en espejo
editor-mirror-off = No
editor-mirror-left-right = Izq.-der.
editor-mirror-top-bottom = Arriba-abajo
editor-mirror-both = Ambos
editor-layers = Capas
editor-layer-button = Capa { $layer }  ({ $count } fichas)
editor-above = Encima:
editor-ghosted = Contorno
editor-hidden = Ocultas
editor-clear-layer = Vaciar capa { $layer }
editor-clear-layer-tip = Quitar todas las fichas de esta capa
editor-selection = Selección ({ $count })
editor-layer-up = ⬆ Subir capa
editor-layer-down = ⬇ Bajar capa
editor-delete-selection = ❌ Borrar
editor-shift = Desplazar todo el diseño
editor-shift-tip = { $direction ->
    [left] Desplazar todas las fichas media ficha a la izquierda
    [right] Desplazar todas las fichas media ficha a la derecha
    [up] Desplazar todas las fichas media ficha hacia arriba
   *[down] Desplazar todas las fichas media ficha hacia abajo
}
editor-shift-name = { $direction ->
    [left] Desplazar a la izquierda
    [right] Desplazar a la derecha
    [up] Desplazar hacia arriba
   *[down] Desplazar hacia abajo
}
editor-grid = Cuadrícula
editor-grid-width-tip = Ancho en medias fichas
editor-grid-height-tip = Alto en medias fichas
editor-grid-layers-tip = Capas
editor-resize-grid = Cambiar tamaño
editor-start-from = Partir de
editor-built-in = Incluidos
editor-choose = Elegir…
editor-one-of-mine = Uno de mis diseños…
editor-one-of-mine-tip = Abrir uno de tus diseños guardados

## The problems list and "Can this layout be won?"
editor-can-be-won = ¿Se puede ganar este diseño?
editor-check-now = 🔍 Comprobar
editor-check-now-tip = Buscar un reparto que se pueda despejar (en segundo plano)
editor-searching = Buscando un reparto que se pueda despejar…
editor-verdict-yes = ✔ Sí
editor-verdict-no = ✖ No
editor-verdict-unknown = ? Desconocido
editor-verdict-deal = El reparto { $deal } se puede despejar.
editor-verdict-reason = { $reason }.
editor-verdict-stale = (para el diseño antes de tus últimos cambios)
editor-verdict-not-started = la comprobación no pudo empezar ({ $error })
editor-verdict-stopped = la comprobación se detuvo inesperadamente
editor-problems = Problemas: { $errors ->
    [one] { $errors } error
   *[other] { $errors } errores
}, { $warnings ->
    [one] { $warnings } aviso
   *[other] { $warnings } avisos
}
editor-no-problems = Ninguno: el diseño se puede probar.
editor-select-problem-tiles = Seleccionar estas fichas
editor-tiles-selected = { $count ->
    [one] { $count } ficha seleccionada.
   *[other] { $count } fichas seleccionadas.
}
editor-cannot-play-yet = Este diseño aún no se puede jugar: { $reason }.

## The findings of the checks.
editor-check-no-tiles = el diseño no tiene fichas
editor-check-odd-count = el diseño tiene { $count } fichas; las fichas salen por parejas iguales, así que el número debe ser par (añade o quita una ficha)
editor-check-incomplete-groups = el diseño tiene { $count } fichas; pasado un juego completo de { $full }, las caras se repiten en grupos de cuatro, así que una cara recibe una pareja de más (añade o quita dos fichas para completar los grupos)
editor-check-below-table = la ficha en { $x },{ $y } en la capa { $z } está bajo la mesa (capa 0)
editor-check-same-place = dos fichas están en el mismo sitio, { $x },{ $y } en la capa { $z }
editor-check-overlap = la ficha en { $x },{ $y } en la capa { $z } se solapa con la ficha en { $ox },{ $oy }
editor-check-no-first-pair = { $free ->
    [one] solo { $free } ficha está libre al empezar, así que nunca se podrá retirar una pareja
   *[other] solo { $free } fichas están libres al empezar, así que nunca se podrá retirar una pareja
}
editor-check-stack-too-tall = las { $stacked } fichas apiladas desde { $x },{ $y } en la capa { $z } hacia arriba deben salir de una en una, cada una con una pareja de otro sitio, pero solo hay { $others } fichas más
editor-check-unsupported = la ficha en { $x },{ $y } en la capa { $z } no descansa del todo sobre fichas de la capa { $below }
editor-check-island = isla { $number } de { $islands }: { $count ->
    [one] { $count } ficha
   *[other] { $count } fichas
} desde { $x },{ $y } en la capa { $z }, sin tocar ninguna otra parte

## Why an edit was refused.
editor-refused = Rechazado: { $reason }.
editor-error-outside = { $x },{ $y } en la capa { $z } está fuera de la cuadrícula de { $width }x{ $height } con { $layers } capas
editor-error-overlap = una ficha en { $x },{ $y } en la capa { $z } se solaparía con la ficha en { $ox },{ $oy }
editor-error-no-tile = no hay ninguna ficha en { $x },{ $y } en la capa { $z }
editor-error-none-selected = no hay fichas seleccionadas
editor-error-no-fit = no cabe ninguna ficha en ese rectángulo
editor-error-nothing-to-move = nada que mover
editor-error-no-tiles-to-shift = el diseño no tiene fichas que desplazar
editor-error-nothing-to-shift = nada que desplazar
editor-error-empty-layer = esa capa no tiene fichas
editor-error-same-size = la cuadrícula ya tiene ese tamaño
editor-error-same-name = el nombre no ha cambiado
editor-error-same-author = el autor no ha cambiado
editor-error-bad-size = la cuadrícula puede tener de 2 a { $width } medias fichas de ancho, de 2 a { $height } de alto y de 1 a { $layers } capas
editor-error-too-large = el diseño necesita una cuadrícula de { $width }x{ $height }x{ $layers }, mayor que la más grande del editor
editor-cannot-edit = Ese diseño no se puede editar: { $reason }.
editor-file-cannot-edit = { $file } no se puede editar: { $reason }.

## The counters in the status bar
editor-counter-tiles = Fichas
editor-counter-layer = Capa
editor-counter-layer-value = { $layer } de 0 a { $top }
editor-counter-grid = Cuadrícula

## The grid
editor-grid-name = Cuadrícula del diseño, capa { $layer } de 0 a { $top }
editor-tile-name = Ficha en { $x },{ $y } en la capa { $z }
editor-no-tile-there = No hay ninguna ficha ahí en esta capa.
editor-select-first = Selecciona primero algunas fichas.

## Files and dialogs
editor-no-folder = Parlour no tiene aquí una carpeta de diseños.
editor-no-folder-not-saved = Parlour no tiene aquí una carpeta de diseños, así que el diseño no se guardó.
editor-saved-as = Guardado como { $file }.
editor-not-saved = No guardado: { $error }
editor-could-not-open = No se pudo abrir { $error }
editor-started-from = Partiendo del diseño; Deshacer recupera lo que tenías.
editor-no-file-dialog = Aquí no hay diálogo de archivos; escribe la ruta.
editor-my-layouts = Mis diseños
editor-import-title = Importar diseños
editor-export-title = Exportar diseño
editor-unsaved-title = Cambios sin guardar
editor-unsaved-question = ¿Guardar primero los cambios de «{ $layout }»?
editor-discard = Descartar cambios
editor-cancel = Cancelar
editor-no-layouts-yet = Aún no tienes diseños guardados. Guarda uno o importa diseños de KMahjongg.
editor-close = Cerrar
editor-ok = Aceptar
editor-really-delete = Borrar de verdad
editor-keep = Conservar
editor-row-open = Abrir
editor-rename = Renombrar
editor-delete = Borrar
editor-row-tiles = { $count } fichas
editor-row-unreadable = no se puede leer
editor-renamed = Renombrado como «{ $layout }» ({ $file }).
editor-not-renamed = No renombrado: { $error }
editor-deleted = { $file } borrado.
editor-not-deleted = No borrado: { $error }
editor-import-help = Escribe la ruta de un archivo .layout de KMahjongg (su .desktop al lado da el nombre y el autor), de un archivo .tiles de Parlour, o de una carpeta para importar cada .layout que contenga a tu carpeta de diseños.
editor-choose-file = 📄 Elegir archivo…
editor-choose-folder = 📁 Elegir carpeta…
editor-import-button = Importar
editor-type-path = Escribe primero una ruta.
editor-imported-one = «{ $layout }» importado; guárdalo para conservarlo.
editor-not-imported = No importado: { $error }
editor-no-layout-files = { $path } no tiene archivos .layout.
editor-imported-many = { $count ->
    [one] { $count } diseño importado a tu carpeta de diseños.
   *[other] { $count } diseños importados a tu carpeta de diseños.
}
editor-imported-some = { $count ->
    [one] { $count } diseño importado a tu carpeta de diseños.
   *[other] { $count } diseños importados a tu carpeta de diseños.
} { $failed } no se pudieron leer, por ejemplo { $first }
editor-export-help = Escribe la ruta donde guardar. Un archivo .layout usa el formato de KMahjongg (versión 1.0 si el diseño cabe en 32x16x5, si no 1.1) con un .desktop al lado para el nombre y el autor; cualquier otra extensión usa el formato propio de Parlour.
editor-export-button = Exportar
editor-exported = Exportado a { $file }.
editor-exported-two = Exportado a { $file } y { $second }.
editor-not-exported = No exportado: { $error }

## The system's file dialogs
editor-browse-import-file = Importar un diseño
editor-browse-layouts = Diseños
editor-browse-import-folder = Importar todos los diseños de KMahjongg de una carpeta
editor-browse-export = Exportar el diseño
editor-browse-kmahjongg-layout = Diseño de KMahjongg
editor-browse-parlour-layout = Diseño de Parlour
