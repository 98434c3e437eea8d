## La version pour navigateur : son stockage, sa page et ce qu'un navigateur ne peut pas faire.
web-storage-name = le stockage du navigateur pour ce site
web-loading-storage = Chargement de Parlour…
web-start-failed = Parlour n'a pas pu démarrer : { $reason }
web-no-webgl2 = Ce navigateur a WebGL 2 désactivé, et Parlour dessine avec. Activez l'accélération matérielle dans les réglages du navigateur, ou essayez un Firefox, Chrome, Edge ou Safari récent.
web-storage-off = Ce navigateur ne garde rien pour ce site (une fenêtre privée ?) : ce que vous jouez ici est perdu à la fermeture de l'onglet. Exportez vos données pour les garder.
web-storage-unavailable = Le stockage du navigateur est inutilisable ({ $reason }) : préférences, records et parties ne durent que jusqu'à la fermeture de cet onglet.
web-storage-set-aside = { $file } dans le stockage du navigateur était inutilisable ({ $reason }) ; il a été conservé sous { $kept }.
web-storage-too-much = { $count ->
    [one] Une entrée du stockage du navigateur n'a pas été lue : il y en a plus que Parlour n'en lit.
   *[other] { $count } entrées du stockage du navigateur n'ont pas été lues : il y en a plus que Parlour n'en lit.
}
web-storage-quota-full = Le stockage du navigateur pour ce site est plein : { $file } n'a pas été enregistré. Libérez de la place ou exportez vos données.
web-storage-write-failed = { $file } n'a pas pu être enregistré dans le stockage du navigateur : { $error }
web-storage-full = { $file } n'a pas été enregistré : les fichiers de Parlour dans ce navigateur dépasseraient leur limite.
web-file-too-large = { $file } dépasse { $limit } octets et n'a pas été lu.
web-file-unreadable = { $file } n'a pas pu être lu : { $error }
web-no-lan = Un navigateur ne peut ni héberger ni trouver de tables sur le réseau local : jouez en réseau local depuis l'application de bureau.
web-lan-on-desktop = Jeu en réseau local : dans l'application de bureau
web-connection-ended = La connexion au serveur s'est terminée.
address-ignored = Incompris dans l'adresse de la page, et ignoré : { $parameters }
page-title = { $game } · Parlour

## Vos données : tout ce que Parlour garde, en un fichier (Réglages).
data-title = Vos données
data-export = Exporter mes données…
data-import = Importer…
data-file-kind = Données de Parlour
data-export-title = Exporter mes données
data-import-title = Importer des données
data-exported = Vos données ont été exportées : préférences, records, parties en cours et dispositions.
data-exported-missing = Vos données ont été exportées, sans ce qui n'a pas pu être lu : { $missed }
data-not-exported = Vos données n'ont pas été exportées : { $error }
data-not-imported = Rien n'a été importé : { $reason }
data-imported = { $layouts ->
    [0] Importé : préférences et records fusionnés.
    [one] Importé : préférences et records fusionnés, une nouvelle disposition.
   *[other] Importé : préférences et records fusionnés, { $layouts } nouvelles dispositions.
}
data-imported-refused = { $layouts ->
    [one] Importé (une nouvelle disposition), sauf ce qui était inutilisable : { $refused }
   *[other] Importé ({ $layouts } nouvelles dispositions), sauf ce qui était inutilisable : { $refused }
}
data-replace-title = Remplacer vos parties en cours ?
data-replace-question = Les données importées contiennent d'autres parties en cours de { $games }. Continuer celles-là plutôt que celles d'ici ? Celles d'ici seront perdues.
data-replace-yes = Remplacer
data-replace-no = Garder les miennes
