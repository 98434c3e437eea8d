## La versión para el navegador: su almacenamiento, su página y lo que un navegador no puede hacer.
web-storage-name = el almacenamiento del navegador para este sitio
web-loading-storage = Cargando Parlour…
web-start-failed = Parlour no pudo arrancar: { $reason }
web-no-webgl2 = Este navegador tiene WebGL 2 desactivado, y Parlour dibuja con él. Activa la aceleración por hardware en los ajustes del navegador, o prueba un Firefox, Chrome, Edge o Safari actual.
web-storage-off = Este navegador no guarda nada para este sitio (¿una ventana privada?): lo que juegues aquí se pierde al cerrar la pestaña. Exporta tus datos para conservarlos.
web-storage-unavailable = No se puede usar el almacenamiento del navegador ({ $reason }): las preferencias, los récords y las partidas solo duran hasta que se cierre esta pestaña.
web-storage-set-aside = { $file } del almacenamiento del navegador no se pudo usar ({ $reason }); se guardó como { $kept }.
web-storage-too-much = { $count ->
    [one] No se leyó una entrada del almacenamiento del navegador: hay más de las que Parlour lee.
   *[other] No se leyeron { $count } entradas del almacenamiento del navegador: hay más de las que Parlour lee.
}
web-storage-quota-full = El almacenamiento del navegador para este sitio está lleno: { $file } no se guardó. Libera espacio o exporta tus datos.
web-storage-write-failed = { $file } no se pudo guardar en el almacenamiento del navegador: { $error }
web-storage-full = { $file } no se guardó: los archivos de Parlour en este navegador superarían su límite.
web-file-too-large = { $file } ocupa más de { $limit } bytes y no se leyó.
web-file-unreadable = No se pudo leer { $file }: { $error }
web-no-lan = Un navegador no puede alojar ni buscar mesas en la red local: juega en la LAN desde la aplicación de escritorio.
web-lan-on-desktop = Juego en LAN: en la aplicación de escritorio
web-connection-ended = La conexión con el servidor terminó.
address-ignored = No se entendió en la dirección de la página y se ignoró: { $parameters }
page-title = { $game } · Parlour

## Tus datos: todo lo que guarda Parlour, en un archivo (Ajustes).
data-title = Tus datos
data-export = Exportar mis datos…
data-import = Importar…
data-file-kind = Datos de Parlour
data-export-title = Exportar mis datos
data-import-title = Importar datos
data-exported = Se exportaron tus datos: preferencias, récords, partidas en curso y diseños.
data-exported-missing = Se exportaron tus datos, sin lo que no se pudo leer: { $missed }
data-not-exported = No se exportaron tus datos: { $error }
data-not-imported = No se importó nada: { $reason }
data-imported = { $layouts ->
    [0] Importado: preferencias y récords combinados.
    [one] Importado: preferencias y récords combinados, un diseño nuevo.
   *[other] Importado: preferencias y récords combinados, { $layouts } diseños nuevos.
}
data-imported-refused = { $layouts ->
    [one] Importado (un diseño nuevo), salvo lo que no se pudo usar: { $refused }
   *[other] Importado ({ $layouts } diseños nuevos), salvo lo que no se pudo usar: { $refused }
}
data-replace-title = ¿Reemplazar tus partidas en curso?
data-replace-question = Los datos importados tienen otras partidas en curso de { $games }. ¿Continuar esas en lugar de las de aquí? Las de aquí se perderán.
data-replace-yes = Reemplazar
data-replace-no = Conservar las mías
