## The browser build: its storage, its page and what a browser cannot do.
web-storage-name = the browser's storage for this site
web-loading-storage = Loading Parlour…
# $reason is the browser's own words.
web-start-failed = Parlour could not start: { $reason }
# The app's WebGL 2 context could not be made (hardware acceleration off, a blocked GPU).
web-no-webgl2 = This browser has WebGL 2 switched off, and Parlour draws with it. Turn on hardware acceleration in the browser's settings, or try a current Firefox, Chrome, Edge or Safari.
web-storage-off = This browser keeps nothing for this site (a private window?): what you play here is lost when the tab closes. Export your data to keep it.
web-storage-unavailable = The browser's storage cannot be used ({ $reason }): preferences, records and games last only until this tab closes.
web-storage-set-aside = { $file } in the browser's storage could not be used ({ $reason }); it was kept as { $kept }.
web-storage-too-much = { $count ->
    [one] One entry in the browser's storage was not read: there are more than Parlour reads.
   *[other] { $count } entries in the browser's storage were not read: there are more than Parlour reads.
}
web-storage-quota-full = The browser's storage for this site is full: { $file } was not saved. Free some space, or export your data.
web-storage-write-failed = { $file } could not be saved in the browser's storage: { $error }
web-storage-full = { $file } was not saved: Parlour's files in this browser would pass their limit.
# $limit is a number of bytes.
web-file-too-large = { $file } is larger than { $limit } bytes and was not read.
web-file-unreadable = { $file } could not be read: { $error }
web-no-lan = A browser cannot host or find tables on the local network: play on the LAN from the desktop app.
web-lan-on-desktop = LAN play is in the desktop app
web-connection-ended = The connection to the server ended.
# The page's address named something Parlour does not know; $parameters lists it as written.
address-ignored = Not understood in the page's address, and ignored: { $parameters }
# The browser tab's title.
page-title = { $game } · Parlour

## Your data: everything Parlour keeps, as one file (Settings).
data-title = Your data
data-export = Export my data…
data-import = Import…
data-file-kind = Parlour data
data-export-title = Export my data
data-import-title = Import data
data-exported = Your data was exported: preferences, records, games in progress and layouts.
data-exported-missing = Your data was exported, without what could not be read: { $missed }
data-not-exported = Your data was not exported: { $error }
data-not-imported = Nothing was imported: { $reason }
data-imported = { $layouts ->
    [0] Imported: preferences and records merged.
    [one] Imported: preferences and records merged, one new layout.
   *[other] Imported: preferences and records merged, { $layouts } new layouts.
}
data-imported-refused = { $layouts ->
    [one] Imported (one new layout), except what could not be used: { $refused }
   *[other] Imported ({ $layouts } new layouts), except what could not be used: { $refused }
}
data-replace-title = Replace your games in progress?
data-replace-question = The imported data has other games in progress of { $games }. Continue those instead of the ones here? The ones here are then lost.
data-replace-yes = Replace
data-replace-no = Keep mine
