# editor: fr

## The document bar
editor-name = Nom :
editor-name-hint = Nom de la disposition
editor-name-needed = Une disposition doit avoir un nom.
editor-author = Auteur :
editor-author-hint = Votre nom
editor-not-saved-yet = pas encore enregistrée
editor-file-tip = Le fichier dans votre dossier de dispositions ; * signale des modifications non enregistrées
editor-new = 🆕 Nouveau
editor-new-tip = Commencer une nouvelle disposition vide
editor-open = 📂 Ouvrir…
editor-open-tip = Ouvrir, renommer ou supprimer vos dispositions
editor-save = 💾 Enregistrer
editor-save-tip = Enregistrer dans votre dossier de dispositions
editor-import = 📥 Importer…
editor-import-tip = Importer des fichiers .layout de KMahjongg
editor-export = 📤 Exporter…
editor-export-tip = Exporter pour KMahjongg (.layout) ou en .tiles
editor-test-play = ▶ Essayer
editor-test-play-tip = Jouer cette disposition dans Mahjong solitaire

## The tool palette
editor-tools = Outils
editor-tool-place = ✏ Poser
editor-tool-place-tip = Cliquez ou glissez pour poser des tuiles
editor-tool-erase = ✖ Gommer
editor-tool-erase-tip = Cliquez ou glissez pour enlever des tuiles
editor-tool-select = ◻ Sélection
editor-tool-select-tip = Cliquez ou tracez un cadre pour sélectionner ; glissez la sélection pour la déplacer (Page préc./suiv. pendant le glissement change son niveau) ; Suppr l’enlève
editor-tool-fill = ▣ Remplir
editor-tool-fill-tip = Tracez un rectangle pour le remplir de tuiles
editor-mirror = Pose en miroir
editor-mirror-off = Non
editor-mirror-left-right = Gauche-droite
editor-mirror-top-bottom = Haut-bas
editor-mirror-both = Les deux
editor-layers = Niveaux
editor-layer-button = Niveau { $layer }  ({ $count } tuiles)
editor-above = Au-dessus :
editor-ghosted = Contours
editor-hidden = Masqués
editor-clear-layer = Vider le niveau { $layer }
editor-clear-layer-tip = Enlever toutes les tuiles de ce niveau
editor-selection = Sélection ({ $count })
editor-layer-up = ⬆ Monter
editor-layer-down = ⬇ Descendre
editor-delete-selection = ❌ Supprimer
editor-shift = Décaler toute la disposition
editor-shift-tip = { $direction ->
    [left] Décaler toutes les tuiles d’une demi-tuile vers la gauche
    [right] Décaler toutes les tuiles d’une demi-tuile vers la droite
    [up] Décaler toutes les tuiles d’une demi-tuile vers le haut
   *[down] Décaler toutes les tuiles d’une demi-tuile vers le bas
}
editor-shift-name = { $direction ->
    [left] Décaler à gauche
    [right] Décaler à droite
    [up] Décaler vers le haut
   *[down] Décaler vers le bas
}
editor-grid = Grille
editor-grid-width-tip = Largeur en demi-tuiles
editor-grid-height-tip = Hauteur en demi-tuiles
editor-grid-layers-tip = Niveaux
editor-resize-grid = Redimensionner
editor-start-from = Partir de
editor-built-in = Fournies
editor-choose = Choisir…
editor-one-of-mine = Une de mes dispositions…
editor-one-of-mine-tip = Ouvrir une de vos dispositions enregistrées

## The problems list and "Can this layout be won?"
editor-can-be-won = Cette disposition est-elle gagnable ?
editor-check-now = 🔍 Vérifier
editor-check-now-tip = Chercher une donne qui peut être vidée (en arrière-plan)
editor-searching = Recherche d’une donne qui peut être vidée…
editor-verdict-yes = ✔ Oui
editor-verdict-no = ✖ Non
editor-verdict-unknown = ? Inconnu
editor-verdict-deal = La donne { $deal } peut être vidée.
editor-verdict-reason = { $reason }.
editor-verdict-stale = (pour la disposition avant vos dernières modifications)
editor-verdict-not-started = la vérification n’a pas pu démarrer ({ $error })
editor-verdict-stopped = la vérification s’est arrêtée de façon inattendue
editor-problems = Problèmes : { $errors ->
    [one] { $errors } erreur
   *[other] { $errors } erreurs
}, { $warnings ->
    [one] { $warnings } avertissement
   *[other] { $warnings } avertissements
}
editor-no-problems = Aucun : la disposition peut être essayée.
editor-select-problem-tiles = Sélectionner ces tuiles
editor-tiles-selected = { $count ->
    [one] { $count } tuile sélectionnée.
   *[other] { $count } tuiles sélectionnées.
}
editor-cannot-play-yet = Cette disposition ne peut pas encore être jouée : { $reason }.

## The findings of the checks.
editor-check-no-tiles = la disposition n’a aucune tuile
editor-check-odd-count = la disposition a { $count } tuiles ; les tuiles partent par paires, le nombre doit donc être pair (ajoutez ou enlevez une tuile)
editor-check-incomplete-groups = la disposition a { $count } tuiles ; au-delà d’un jeu complet de { $full }, les faces se répètent par groupes de quatre, donc une face reçoit une paire de trop (ajoutez ou enlevez deux tuiles pour des groupes complets)
editor-check-below-table = la tuile en { $x },{ $y } au niveau { $z } est sous la table (niveau 0)
editor-check-same-place = deux tuiles sont au même endroit, { $x },{ $y } au niveau { $z }
editor-check-overlap = la tuile en { $x },{ $y } au niveau { $z } chevauche la tuile en { $ox },{ $oy }
editor-check-no-first-pair = { $free ->
    [one] seulement { $free } tuile est libre au départ, donc aucune paire ne pourra jamais être retirée
   *[other] seulement { $free } tuiles sont libres au départ, donc aucune paire ne pourra jamais être retirée
}
editor-check-stack-too-tall = les { $stacked } tuiles empilées à partir de { $x },{ $y } au niveau { $z } doivent partir une à une, chacune avec une partenaire d’ailleurs, mais il n’existe que { $others } autres tuiles
editor-check-unsupported = la tuile en { $x },{ $y } au niveau { $z } ne repose pas entièrement sur des tuiles du niveau { $below }
editor-check-island = îlot { $number } sur { $islands } : { $count ->
    [one] { $count } tuile
   *[other] { $count } tuiles
} à partir de { $x },{ $y } au niveau { $z }, sans contact avec le reste

## Why an edit was refused.
editor-refused = Refusé : { $reason }.
editor-error-outside = { $x },{ $y } au niveau { $z } est hors de la grille de { $width }x{ $height } à { $layers } niveaux
editor-error-overlap = une tuile en { $x },{ $y } au niveau { $z } chevaucherait la tuile en { $ox },{ $oy }
editor-error-no-tile = il n’y a pas de tuile en { $x },{ $y } au niveau { $z }
editor-error-none-selected = aucune tuile n’est sélectionnée
editor-error-no-fit = aucune tuile ne tient dans ce rectangle
editor-error-nothing-to-move = rien à déplacer
editor-error-no-tiles-to-shift = la disposition n’a aucune tuile à décaler
editor-error-nothing-to-shift = rien à décaler
editor-error-empty-layer = ce niveau n’a aucune tuile
editor-error-same-size = la grille a déjà cette taille
editor-error-same-name = le nom est inchangé
editor-error-same-author = l’auteur est inchangé
editor-error-bad-size = la grille peut faire de 2 à { $width } demi-tuiles de large, de 2 à { $height } de haut et avoir de 1 à { $layers } niveaux
editor-error-too-large = la disposition demande une grille de { $width }x{ $height }x{ $layers }, plus que la plus grande de l’éditeur
editor-cannot-edit = Cette disposition ne peut pas être modifiée : { $reason }.
editor-file-cannot-edit = { $file } ne peut pas être modifié : { $reason }.

## The counters in the status bar
editor-counter-tiles = Tuiles
editor-counter-layer = Niveau
editor-counter-layer-value = { $layer } sur 0 à { $top }
editor-counter-grid = Grille

## The grid
editor-grid-name = Grille de la disposition, niveau { $layer } sur 0 à { $top }
editor-tile-name = Tuile en { $x },{ $y } au niveau { $z }
editor-no-tile-there = Il n’y a pas de tuile ici à ce niveau.
editor-select-first = Sélectionnez d’abord des tuiles.

## Files and dialogs
editor-no-folder = Parlour n’a pas de dossier de dispositions ici.
editor-no-folder-not-saved = Parlour n’a pas de dossier de dispositions ici : la disposition n’a pas été enregistrée.
editor-saved-as = Enregistrée sous { $file }.
editor-not-saved = Non enregistrée : { $error }
editor-could-not-open = Impossible d’ouvrir { $error }
editor-started-from = Disposition reprise ; Annuler rétablit ce que vous aviez.
editor-no-file-dialog = Aucune boîte de dialogue de fichiers ici ; tapez plutôt le chemin.
editor-my-layouts = Mes dispositions
editor-import-title = Importer des dispositions
editor-export-title = Exporter la disposition
editor-unsaved-title = Modifications non enregistrées
editor-unsaved-question = Enregistrer d’abord vos modifications de « { $layout } » ?
editor-discard = Abandonner
editor-cancel = Annuler
editor-no-layouts-yet = Vous n’avez encore aucune disposition enregistrée. Enregistrez-en une ou importez des dispositions KMahjongg.
editor-close = Fermer
editor-ok = OK
editor-really-delete = Supprimer vraiment
editor-keep = Garder
editor-row-open = Ouvrir
editor-rename = Renommer
editor-delete = Supprimer
editor-row-tiles = { $count } tuiles
editor-row-unreadable = illisible
editor-renamed = Renommée en « { $layout } » ({ $file }).
editor-not-renamed = Non renommée : { $error }
editor-deleted = { $file } supprimé.
editor-not-deleted = Non supprimé : { $error }
editor-import-help = Tapez le chemin d’un fichier .layout de KMahjongg (le .desktop à côté donne le nom et l’auteur), d’un fichier .tiles de Parlour, ou d’un dossier pour importer chaque .layout qu’il contient dans votre dossier de dispositions.
editor-choose-file = 📄 Choisir un fichier…
editor-choose-folder = 📁 Choisir un dossier…
editor-import-button = Importer
editor-type-path = Tapez d’abord un chemin.
editor-imported-one = « { $layout } » importée ; enregistrez-la pour la garder.
editor-not-imported = Non importé : { $error }
editor-no-layout-files = { $path } ne contient aucun fichier .layout.
editor-imported-many = { $count ->
    [one] { $count } disposition importée dans votre dossier de dispositions.
   *[other] { $count } dispositions importées dans votre dossier de dispositions.
}
editor-imported-some = { $count ->
    [one] { $count } disposition importée dans votre dossier de dispositions.
   *[other] { $count } dispositions importées dans votre dossier de dispositions.
} { $failed ->
    [one] { $failed } illisible
   *[other] { $failed } illisibles
}, par exemple { $first }
editor-export-help = Tapez le chemin où écrire. Un fichier .layout est au format de KMahjongg (version 1.0 si la disposition tient en 32x16x5, sinon 1.1) avec un .desktop à côté pour le nom et l’auteur ; toute autre extension écrit le format propre à Parlour.
editor-export-button = Exporter
editor-exported = Exportée vers { $file }.
editor-exported-two = Exportée vers { $file } et { $second }.
editor-not-exported = Non exportée : { $error }

## The system's file dialogs
editor-browse-import-file = Importer une disposition
editor-browse-layouts = Dispositions
editor-browse-import-folder = Importer toutes les dispositions KMahjongg d’un dossier
editor-browse-export = Exporter la disposition
editor-browse-kmahjongg-layout = Disposition KMahjongg
editor-browse-parlour-layout = Disposition Parlour
