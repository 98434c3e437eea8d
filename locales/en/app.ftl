# The window's shell: menus, tool bar, status bar, dialogs, settings, statistics and the deal
# of the day.

## Games, as the switcher names them.
game-solitaire = Mahjong Solitaire
game-editor = Layout Editor
game-shisen = Shisen-Sho
game-match3 = Match-3
game-klondike = Klondike
game-freecell = FreeCell
game-spider = Spider
game-mahjong = Mahjong
switcher-games = Games

## Menus.
menu-game = Game
menu-new-game = New game
menu-new-game-numbered = New game with number…
menu-restart = Restart
menu-today = Today's deal…
menu-pause = Pause
menu-statistics = Statistics…
menu-records = Records…
menu-quit = Quit
menu-edit = Edit
menu-undo = Undo
menu-redo = Redo
menu-hint = Hint
menu-settings = Settings…
menu-help = Help
menu-about = About Parlour

## Tool bar: a short label (an icon stands before it) and its tooltip.
tool-new-game = New game
tool-new-game-tip = Deal a new game (F2)
tool-deal = Deal…
tool-deal-tip = Play a numbered deal
tool-restart = Restart
tool-restart-tip = Start this deal again
tool-today = Today
tool-today-tip = The deal of the day
tool-undo = Undo
tool-undo-tip = Take back a move (Ctrl+Z)
tool-redo = Redo
tool-redo-tip = Repeat a move (Ctrl+Shift+Z)
tool-hint = Hint
tool-hint-tip = Show a good move (H)
tool-pause = Pause
tool-resume = Resume
tool-pause-tip = Pause and hide the board (P)
tool-statistics = Statistics
tool-statistics-tip = Statistics of this game (F8)
tool-settings = Settings
tool-settings-tip = Preferences
tool-about = About
tool-about-tip = About Parlour

## Status bar.
status-play-time = Play time
status-deal = Deal { $deal }
# $date is a date such as "25 November 2026".
status-daily-deal = Deal of { $date }: { $deal }
status-nothing-to-undo = Nothing to undo.
status-nothing-to-redo = Nothing to redo.
banner-dismiss = Dismiss
record-new-best-time = New best time!
record-new-best-score = New best score!

## The pause screen.
paused-title = Paused
paused-text = The board is hidden and the clock is stopped.
paused-resume = Resume

## Buttons shared by dialogs.
dialog-close = Close
dialog-cancel = Cancel

## Settings.
settings-title = Settings
settings-language = Language
settings-theme = Theme
settings-theme-system = Follow system
settings-theme-light = Light
settings-theme-dark = Dark
settings-animation-speed = Animation speed
settings-animation-off = off
settings-saved-in = Saved in { $folder }
settings-tiles = Tiles
settings-corner-index = Corner index ("3", "E") for beginners
settings-colour-blind = Colour-blind friendly suits
settings-dim-blocked = Dim tiles that are not free
settings-card-back = Card back
# $back is the name of a card back, such as "Lattice".
settings-card-back-preview = { $back } preview
settings-picture-hint = Choose image… (path to a PNG or JPEG)
settings-use-picture = Use picture
settings-picture-none = Type the path of a PNG or JPEG picture first.
# $reason says why the picture cannot be used.
settings-picture-refused = { $reason } The previous back stays.
settings-picture-done = Your picture is now the card back.
# $detail is the picture decoder's own explanation.
settings-picture-undecodable = That file is not a PNG or JPEG picture Parlour can read ({ $detail }). The previous back stays.
settings-picture-empty = That picture is empty. The previous back stays.
settings-picture-lost = Your card back picture could not be loaded: { $reason }

## The faces gallery.
gallery-title = Faces gallery
gallery-tile-width = Tile width
gallery-tiles = Tiles
gallery-tile-back = Tile back
# $look is one of the highlight looks below.
gallery-look-tile = { $look } tile
gallery-look-selected = Selected
gallery-look-hinted = Hinted
gallery-look-refused = Refused
gallery-look-dimmed = Dimmed
gallery-cards = Cards
gallery-card-back = { $back } card back
gallery-gems = Gems
gallery-selected-gem = Selected gem

## About.
about-version = Version { $version }
about-games = Tile and card games: Mahjong Solitaire with a layout editor, Shisen-Sho, Match-3, Klondike and Mahjong.
about-deals-licence = Every deal is numbered and reproducible. Licensed MIT OR Apache-2.0.
about-fonts = Tile glyphs: Noto Serif CJK (SIL Open Font License 1.1).
about-gallery = Faces gallery…

## The numbered deal dialog.
deal-dialog-title = New game with number
deal-dialog-text = Every deal has a number: the same number deals the same game again.
deal-dialog-hint = Deal number
deal-dialog-deal = Deal
deal-dialog-not-a-number = Type a whole number, such as 12345.
deal-dialog-out-of-range = This game's deals are numbered { $first } to { $last }.

## Records.
records-title = Records
records-none = No finished games yet.
records-game = Game
records-variant = Variant
records-best-time = Best time
records-best-score = Best score
records-played = Played
records-won = Won
records-streak = Streak
records-best-streak = Best streak

## Statistics.
stats-title = Statistics: { $game }
stats-no-games = No games yet
stats-no-games-text = Finish a game of { $game } and its statistics appear here.
stats-variant = Variant:
stats-reset = Reset statistics…
stats-reset-question = Reset these statistics? Every game above is forgotten.
stats-reset-confirm = Reset
stats-reset-keep = Keep them
stats-undo-reset = Undo reset of { $variant }
# The parts of a variant's name, joined with commas: "draw 3, 7 piles, unlimited passes".
variant-draw = draw { $cards }
variant-piles = { $piles } piles
variant-passes = { $passes ->
    [one] { $passes } pass
   *[other] { $passes } passes
}
variant-unlimited = unlimited passes
variant-unscored = no score
variant-standard = standard score
variant-vegas = Vegas score
variant-gravity = gravity
variant-cells = { $cells ->
    [one] { $cells } free cell
   *[other] { $cells } free cells
}
variant-bakers = Baker's Game
variant-timed = timed
variant-moves = 30 moves
variant-suits = { $suits ->
    [one] { $suits } suit
   *[other] { $suits } suits
}
variant-endless = endless
variant-hands = hands
variant-games = games
stats-played = Games played
stats-won = Games won
stats-win-rate = Win rate
stats-streak = Current streak
stats-best-streak = Longest streak
stats-best-time = Best time
stats-median-time = Median time
# A figure as screen readers say it: "Games played: 12".
stats-figure = { $label }: { $value }
stats-chart-times = Time per won game (last { $games } games)
stats-chart-best = best time { $time }
stats-axis-game = game
stats-chart-times-name = Chart: time per won game
stats-no-recent-wins = No won games among the last ones yet.
stats-chart-win-rate = Win rate over time
stats-chart-win-rate-name = Chart: win rate over time
stats-chart-histogram = Times of won games
stats-chart-histogram-name = Chart: histogram of times
stats-bin = { $from } to { $to }

## The deal of the day.
daily-title = Deal of the day
daily-text = Everyone gets the same deal on the same day (UTC). Every deal here can be won.
daily-game-solitaire = Mahjong Solitaire, Turtle
daily-game-shisen = Shisen-Sho
daily-game-klondike-draw1 = Klondike, draw one
daily-game-klondike-draw3 = Klondike, draw three
daily-game-match3 = Match-3, 30 moves
daily-game-spider-one-suit = Spider, one suit
daily-game-freecell = FreeCell
daily-today-deal = Today: { $game }, deal { $deal }
daily-day-deal = { $date }: { $game }, deal { $deal }
daily-won = Won
daily-played = Played, not won yet
daily-not-played = Not played yet
daily-play-today = Play today
daily-play-day = Play this day
daily-streak = Daily streak: { $days ->
    [one] { $days } day
   *[other] { $days } days
} (longest { $best })
daily-previous-month = Previous month
daily-next-month = Next month
daily-key-won = won
daily-key-played = played
daily-day-won = won
daily-day-played = played
daily-day-to-come = to come
daily-day-not-played = not played
# A day of the calendar as screen readers say it: "Wednesday 25 November 2026: won".
daily-day-label = { $date }: { $status }

## Dates. $weekday is 1 (Monday) to 7 (Sunday); $month is 1 to 12.
weekday-short = { $weekday ->
    [1] Mon
    [2] Tue
    [3] Wed
    [4] Thu
    [5] Fri
    [6] Sat
   *[7] Sun
}
month-name = { $month ->
    [1] January
    [2] February
    [3] March
    [4] April
    [5] May
    [6] June
    [7] July
    [8] August
    [9] September
    [10] October
    [11] November
   *[12] December
}
month-year = { month-name } { $year }
date-long = { $weekday ->
    [1] Monday
    [2] Tuesday
    [3] Wednesday
    [4] Thursday
    [5] Friday
    [6] Saturday
   *[7] Sunday
} { $day } { month-name } { $year }
date-short = { $day } { month-name } { $year }

## Problems with saved games and files, shown in a banner.
# $reason says what is wrong with the save; $file where it was kept.
resume-failed-kept = Your { $game } game in progress could not be resumed ({ $reason }); it was kept as { $file }, and a new game was dealt.
resume-failed-not-kept = Your { $game } game in progress could not be resumed ({ $reason }); it could not be set aside ({ $error }), and a new game was dealt.
save-damaged = the save is damaged: { $error }
save-clock-implausible = its clock reads { $seconds } seconds, which no game lasts
save-too-many-moves = it records { $moves } moves; a saved game holds at most { $limit }
save-move-does-not-replay = a saved move does not replay: { $error }
store-no-config-folder = Parlour could not find your config folder (no home folder?); settings and records are kept in the current folder.
store-picture-cannot-open = Cannot open { $file }: { $error }.
store-picture-not-a-file = { $file } is not a file.
store-picture-too-large = { $file } is larger than 40 MB; choose a smaller picture.
store-picture-cannot-read = Cannot read { $file }: { $error }.
store-damaged-kept = { $file } was damaged ({ $reason }). It was kept as { $kept } and defaults are used.
store-damaged-not-kept = { $file } was damaged ({ $reason }) and could not be set aside ({ $error }); defaults are used and the file is left alone.
store-unreadable = { $error }; defaults are used.
store-cannot-save = Parlour cannot save in { $folder } ({ $detail }). Play goes on, but settings, records and games may not be kept.
# Between the parts of a variant's name (a string literal keeps its spaces).
variant-separator = { ", " }

## A deal worked out away from the window.
dealing = Dealing…
deal-not-made = The deal could not be made.
deal-failed = The deal could not be made: { $reason }

## Settings, "Play on your other devices" (sync).
sync-title = Play on your other devices
sync-intro = One secret code links your devices through a Parlour server: games in progress, records, layouts and preferences follow you.
sync-server = Server
sync-tls = Encrypted (HTTPS)
sync-make-code = Make a code
sync-code-input = Code from another device
sync-join = Link with this code
sync-clear-warning = { $server } is not on your local network and the connection is not encrypted: anyone along the way could read the code and your data. Send it anyway?
sync-send-anyway = Send anyway
sync-cancel = Cancel
sync-linked = Linked through { $server }
sync-last = Last sync: { $when }
sync-never = Not synced yet
sync-now = Sync now
sync-running = Syncing…
sync-show-code = Show the code
sync-hide-code = Hide the code
sync-code-label = Code: { $code }
sync-qr-label = QR code of the sync code
sync-forget = Forget on this device
sync-revoke = Revoke the code
sync-revoke-confirm = Delete the code and all its data on the server? Your other devices stop syncing until you link them with a new code.
sync-failed = Sync failed: { $error }
sync-conflict = { $game }: both devices changed this game since they last synced.
sync-keep-mine = Continue this one
sync-keep-theirs = Continue the other device’s
sync-conflict-banner = Both devices changed { $game }; both games are kept. Choose which to continue in Settings, “Play on your other devices”.
sync-refused = Some data from the server was refused and kept aside: { $refused }
sync-ca-file = CA certificate (PEM file)
sync-ca-file-hint = Empty: the system’s certificate authorities
sync-replace = Make a new code
sync-replace-confirm = Make a new code for all your devices? This device syncs first, then the current code stops working: each of your other devices must enter the new code (“Forget on this device”, then “Link with this code”).
sync-replaced = This device has a new code and the old one no longer works. On each of your other devices: “Forget on this device”, then enter the new code and “Link with this code”.
sync-old-code-pending = The old code still works until a sync reaches the server and revokes it.
sync-unknown-code = The server does not know this code: it was mistyped, revoked, or replaced by a new code on another device. To link with a new code: “Forget on this device”, then enter it.
sync-old-code-kept = The old code could not be revoked yet ({ $error }); the next sync tries again.
sync-too-many-versions = { $game } did not sync: more than { $count } versions wait for your choice. Choose one in Settings, “Play on your other devices”.
sync-keep-theirs-numbered = Continue the other version { $number }

## The card over a won board (Klondike, FreeCell, Spider, Shisen-Sho)
won-card-heading = You won!
won-card-detail = Deal { $deal }, in { $time }.
won-card-score = Score: { $score }
won-card-best-time = Best time: { $time }
won-card-assisted = With help from hints, so it sets no best time.
won-card-new-game = ➕ New game
won-card-play-again = 🔄 Play this deal again
won-card-close = Close

# The patience games' background solver (Klondike, FreeCell, Spider): its verdict on the
# position, in the status bar.
card-solver = Solver
card-solver-thinking = thinking…
card-solver-winnable = winnable
# A move lost a game that could have been won (or nothing is known of the deal).
card-solver-no-longer-winnable = no longer winnable
card-solver-cannot-be-won = cannot be won
# The search stopped before deciding (Spider's solver seldom proves a position lost).
card-solver-undecided = undecided
card-solver-won = won
