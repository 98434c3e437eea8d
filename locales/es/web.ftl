## La versión para el navegador: su almacenamiento, su página y lo que un navegador no puede hacer.
web-storage-name = el almacenamiento del navegador para este sitio
web-loading-storage = Cargando Parlour…
web-start-failed = Parlour no pudo arrancar: { $reason }
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
web-no-online-yet = Las salas en línea aún no se pueden usar desde el navegador.
address-ignored = No se entendió en la dirección de la página y se ignoró: { $parameters }
page-title = { $game } · Parlour
