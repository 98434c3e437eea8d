# mahjong: en
# Four-player Mahjong (Hong Kong rules): the table, the claims, the hint, the results, the
# options, and the screens for playing on the LAN and online.

## Winds and seats

mahjong-wind-east = East
mahjong-wind-south = South
mahjong-wind-west = West
mahjong-wind-north = North
# How the player calls the other seats, by where they sit on the screen.
mahjong-seat-you = You
mahjong-seat-right = Right
mahjong-seat-across = Across
mahjong-seat-left = Left
# The player's own name at a LAN table, or their own seat in the lobby.
mahjong-name-you = { $name } (you)
# A player whose connection dropped; a computer player plays for them.
mahjong-name-stand-in = { $name } (computer stands in)
mahjong-name-away = { $name } (away: a computer player stands in)
# A computer player with no name.
mahjong-computer = Computer
# A computer player's name and level: "Mei (Medium)".
mahjong-computer-with-level = { $name } ({ $level })
mahjong-level-easy = Easy
mahjong-level-medium = Medium
mahjong-level-hard = Hard
# The name others see at a LAN table when the account has none.
mahjong-default-name = Player

## The table

# The line over each seat's tiles: name, seat wind, score.
mahjong-name-line = { $name } · { $wind } · { $score }
mahjong-name-line-dealer = { $name } · { $wind } · dealer · { $score }
# The box in the middle of the table. $wind is a wind's name; $hand counts the hands played.
mahjong-info-round = { $wind } round · hand { $hand }
mahjong-info-wall = Wall: { $count } tiles
mahjong-info-seat-wind = Your seat wind: { $wind }

# Names read by screen readers. $place is "you" for the player's own tiles, "other" for
# another seat's; $seat is then that seat's name (Right, Across, Left); $tile is a tile's name.
mahjong-discard-name = { $place ->
    [you] Your discard
   *[other] Discard of { $seat }
}: { $tile }
mahjong-discard-last-name = { $place ->
    [you] Your discard
   *[other] Discard of { $seat }
}, the last: { $tile }
mahjong-meld-name = { $place ->
    [you] Your meld
   *[other] Meld of { $seat }
}: { $tile }
# A concealed kong shows two of its tiles face down.
mahjong-meld-hidden-name = { $place ->
    [you] Your meld
   *[other] Meld of { $seat }
}: concealed kong tile
mahjong-hand-backs-name = { $place ->
    [you] Your hand
   *[other] Hand of { $seat }
}: { $count } concealed tiles
mahjong-bonus-name = { $place ->
    [you] Your flower or season
   *[other] Flower or season of { $seat }
}: { $tile }
mahjong-hand-drawn-name = Your drawn tile: { $tile }
mahjong-hand-tile-name = Your hand: { $tile }

## The action bar over the player's hand

# $seat is who discarded; the buttons to claim the tile follow.
mahjong-claims-prompt = { $seat } discarded the { $tile }:
mahjong-claims-waiting = Waiting for claims on the { $tile }…
mahjong-pass = Pass
mahjong-win-self-drawn = Win (self-drawn)
# A button: declare a kong of this tile.
mahjong-declare-kong = Kong: { $tile }
mahjong-your-turn = Your turn: click a tile to discard it.
mahjong-thinking = { $seat } is thinking…
mahjong-hint-button = 💡 Hint
# The claim countdown, on its bar, and read by screen readers.
mahjong-countdown = { $seconds } s
mahjong-countdown-name = Time left: { $seconds } seconds

## Claims (buttons). Chow: three tiles in a row of one suit, $suit is the suit's name.

mahjong-claim-win = Win
mahjong-claim-pong = Pong
mahjong-claim-kong = Kong
mahjong-claim-chow = Chow { $low }-{ $mid }-{ $high } of { $suit }

## The hint: a suggestion, then how far the hand is from ready

# The two sentences of the hint, one after the other.
mahjong-hint = { $suggestion } { $progress }
mahjong-hint-discard = Suggestion: discard the { $tile }.
mahjong-hint-kong = Suggestion: declare a kong of { $tile }.
mahjong-hint-win = Suggestion: declare your win.
# $claim is a claim's button text (Pong, Chow 3-4-5 of dots...).
mahjong-hint-claim = Suggestion: claim it: { $claim }.
mahjong-hint-pass = Suggestion: let it go.
mahjong-hint-next-hand = Suggestion: deal the next hand.
mahjong-hint-nothing = Nothing to do until your turn.
mahjong-hint-complete = The hand is complete.
# $waits lists the tiles that complete the hand; $left counts those not seen yet.
mahjong-hint-ready = Ready, waiting on: { $waits } ({ $left ->
    [one] { $left } tile
   *[other] { $left } tiles
} left unseen).
# $shanten: how many tiles the hand still needs to be ready. $left unseen tiles of $kinds
# different faces would bring it one step nearer.
mahjong-hint-away = { $shanten ->
    [one] { $shanten } tile
   *[other] { $shanten } tiles
} from ready; { $left ->
    [one] { $left } unseen tile
   *[other] { $left } unseen tiles
} ({ $kinds ->
    [one] { $kinds } kind
   *[other] { $kinds } kinds
}) { $left ->
    [one] improves
   *[other] improve
} it.
# The hint's warning for a suggested discard: $seat may be ready ($ready, a whole percentage);
# $risk (a whole percentage) is the chance the tile wins someone's hand.
mahjong-hint-warning = { $seat } may be ready (about { $ready } %), and this tile { $risk ->
    [0] is almost surely safe
   *[other] would deal in about { $risk } % of the time
}.
mahjong-hint-folding = Your hand is too far from ready to race, so this is the safest tile.
# Two sentences of the hint, one after the other.
mahjong-hint-and = { $first } { $second }
# Between the tiles of a list.
mahjong-list-separator = {", "}

## Results

mahjong-next-hand = Next hand
mahjong-next-hand-wait = The next hand starts when everyone is ready.
mahjong-new-game = New game
mahjong-leave-table = Leave the table
mahjong-draw = Exhaustive draw: the wall is empty.
# $who: "you" when the player won, else "other" ($winner is the winner's name).
# $how: "self" (won on a tile drawn from the wall), "yours" (on the player's discard),
# "other" (on the discard of $discarder). $tile is the winning tile.
mahjong-win-heading = { $who ->
    [you] { $how ->
        [self] You win by self-draw with the { $tile }
        [yours] You win on your discard with the { $tile }
       *[other] You win on { $discarder }'s discard with the { $tile }
    }
   *[other] { $how ->
        [self] { $winner } wins by self-draw with the { $tile }
        [yours] { $winner } wins on your discard with the { $tile }
       *[other] { $winner } wins on { $discarder }'s discard with the { $tile }
    }
}
# Faan: the doubling points of Hong Kong Mahjong.
mahjong-faan = { $faan } faan
mahjong-total = Total
# The hand reached the limit, the most a hand can score.
mahjong-total-limit = Total (limit)
mahjong-column-seat = Seat
mahjong-column-this-hand = This hand
mahjong-column-score = Score
mahjong-seat-and-wind = { $name } ({ $wind })
mahjong-winning-tile-name = Winning tile: { $tile }
mahjong-winning-hand-name = Winning hand: { $tile }
mahjong-winning-meld-name = Winning hand meld: { $tile }
mahjong-winning-meld-hidden-name = Winning hand meld: concealed kong tile
mahjong-final-scores = Game over: final scores
# A place in the final ranking: "1.", "2."...
mahjong-final-place = { $place }.
mahjong-hands-played = { $count } hands played.

## Scoring patterns (Hong Kong old style)

mahjong-faan-thirteen-orphans = Thirteen orphans
mahjong-faan-big-four-winds = Big four winds
mahjong-faan-all-honours = All honours
mahjong-faan-all-terminals = All terminals
mahjong-faan-big-three-dragons = Big three dragons
mahjong-faan-full-flush = Full flush
mahjong-faan-small-four-winds = Small four winds
mahjong-faan-small-three-dragons = Small three dragons
mahjong-faan-seven-pairs = Seven pairs
mahjong-faan-all-pongs = All pongs
mahjong-faan-half-flush = Half flush
mahjong-faan-all-flowers = All four flowers
mahjong-faan-all-seasons = All four seasons
mahjong-faan-dragon-pong = Dragon pong
mahjong-faan-seat-wind = Seat wind pong
mahjong-faan-round-wind = Round wind pong
mahjong-faan-all-chows = All chows
mahjong-faan-concealed-hand = Concealed hand
mahjong-faan-self-draw = Self-drawn
mahjong-faan-win-on-kong = Win on a kong
mahjong-faan-last-tile = Last tile of the wall
mahjong-faan-no-bonus-tiles = No flowers or seasons
mahjong-faan-seat-flower = Seat flower
mahjong-faan-seat-season = Seat season

## Status bar

mahjong-counter-round = Round
# The round's wind and the hand's number: "East 3".
mahjong-counter-round-value = { $wind } { $hand }
mahjong-counter-wall = Wall
mahjong-counter-score = Score
# $game is the game's number.
mahjong-deal = Game { $game }: you are East and deal first. Click a tile to discard it.
mahjong-deal-on-lan = You are on the LAN screens: leave the table first.
mahjong-restart = The game starts again from the first hand.
mahjong-nothing-to-undo = There is no discard of yours to take back in this hand.
mahjong-game-over-best = You finished with the best score!
mahjong-game-over = Game over.
# A saved game that does not hold the whole set of tiles.
mahjong-saved-wrong-tiles = the table holds { $count } tiles instead of the set's { $set }

## Refused moves. $reason is one of the texts below (or one the table gave in English).

mahjong-not-allowed = Not allowed: { $reason }.
mahjong-error-no-such-seat = there is no seat { $seat }: seats are 0 to 3
mahjong-error-not-now = seat { $seat } cannot do that now: { $reason }
# $face is a tile's short code, such as 3p (3 of dots) or 5z (white dragon).
mahjong-error-not-held-discard = seat { $seat } has no { $face } to discard
mahjong-error-not-held-kong = seat { $seat } has no { $face } to make a kong with
# $action is an English phrase from the rules, for a case not listed above.
mahjong-error-not-held = seat { $seat } has no { $face } to { $action }
# $claim is the claim's short English label, such as Chow 3-4-5p.
mahjong-error-claim-refused = seat { $seat } cannot claim { $claim } on this discard
mahjong-error-not-a-win = that is not a winning hand worth at least { $min_faan } faan
mahjong-error-game-over = the game is over
mahjong-not-now-hand-in-play = the hand is still being played
mahjong-not-now-hand-over = the hand is over
mahjong-not-now-claims = a discard is waiting for claims: claim or pass
mahjong-not-now-not-your-turn = it is not your turn
mahjong-not-now-no-claim = it has no claim to answer on this discard

## Options (in Settings)

mahjong-option-computer-players = Computer players
mahjong-option-countdown = Claim countdown
mahjong-option-countdown-on = On
# After the seconds on the countdown's slider (keep the space).
mahjong-seconds-suffix = {" s"}
mahjong-option-min-faan = Minimum faan
mahjong-option-hands = Hands
mahjong-option-seven-pairs = Seven pairs wins
mahjong-option-flowers = Flowers and seasons
mahjong-option-all-winners = Everyone who can win on a discard wins
mahjong-option-rules-note = Rule changes (faan, seven pairs, flowers, winners) apply from the next new game.

## Playing with friends: the entries over the table, and the strip during a game

mahjong-play-lan = Play on the LAN
mahjong-play-online = Play online
# $room is the room code, such as K7QD-MX3P.
mahjong-strip-lan = LAN table { $room }
mahjong-strip-online = Online room { $room }
mahjong-autoplay-banner = Computer player ({ $level }) plays this seat
mahjong-room-link = Room link for a browser:
mahjong-copy-link = Copy link

## The LAN menu

mahjong-lan-title = Play Mahjong on the LAN
mahjong-your-name = Your name:
mahjong-own-table = Your own table
mahjong-own-table-note = Open a table on this computer. Friends on the same network join it; computer players take the seats nobody takes.
mahjong-host-table = Host a table
mahjong-friends-table = A friend's table
mahjong-searching = Looking for tables on the LAN…
# $address is the table's network address, such as 192.168.1.5:47470.
mahjong-join-table = Join table { $room } ({ $address })
mahjong-search-again = Look for tables again
mahjong-address = Address:
mahjong-join-address = Join by address
mahjong-rejoin-table = Rejoin table { $room } ({ $address })
mahjong-back-to-computer = Back to the game against the computer
mahjong-search-none = No tables found on the LAN.
# $error is the system's reason, in English.
mahjong-search-failed = Could not search the LAN: { $error }
mahjong-host-failed = Could not open a table: { $error }
mahjong-address-missing = Type the host's address, such as 192.168.1.5:47470.
mahjong-address-bad = “{ $address }” is not an address: type it as 192.168.1.5:47470.

## The online menu

mahjong-online-title = Play Mahjong online
mahjong-server = Server:
mahjong-tls = Secure connection (TLS)
# A file of certificate authorities (PEM) to trust for the server.
mahjong-ca-file = CA file:
mahjong-ca-file-hint = empty: trust the system's authorities
mahjong-new-room = A new room
mahjong-bots-from-start = Computer players from the start:
mahjong-create-room = Create a room
mahjong-create-room-note = You get a room code to give your friends.
mahjong-friends-room = A friend's room
mahjong-room-code = Room code:
mahjong-join-room = Join the room
# $server is the server's address, such as play.example.org:47480.
mahjong-rejoin-room = Rejoin room { $room } ({ $server })
mahjong-room-code-missing = Type the room code your friend gave you.
mahjong-ca-file-failed = Cannot read the CA file: { $error }.
mahjong-server-missing = type the server's address, such as play.example.org:47480
mahjong-server-bad-port = { $port } is not a port number (1 to 65535)
mahjong-server-bad-address = { $address } is not a server address

## The lobby

mahjong-connecting = Connecting to { $target }…
mahjong-cancel = Cancel
mahjong-room-code-heading = Room code: { $room }
mahjong-seats = Seats
mahjong-seat-open = Open: a computer player takes it at the start
mahjong-close-table = Close the table
mahjong-host-address = Address: { $ip } · port { $port }
mahjong-host-address-note = Friends choose Play on the LAN in Parlour's Mahjong and join table { $room }, or type { $address }.
mahjong-firewall-note = A firewall must let Parlour in: TCP port { $tcp }, and UDP port { $udp } for finding the table.
mahjong-server-heading = Server: { $server }
mahjong-server-note = Friends choose Play online in Parlour's Mahjong, type this server and the room code { $room }.
mahjong-joined-at = Joined the table at { $address }.
mahjong-waiting-deal = The game has started; waiting for the deal…
mahjong-start-game = Start the game
mahjong-add-bot = Add a computer player
mahjong-open-seats-note = Computer players take the open seats.
mahjong-waiting-maker = Waiting for the room's maker to start the game…
mahjong-waiting-host = Waiting for the host to start the game…

## Messages from the table or the server. $reason is the other side's reason, in English.

mahjong-host-refused = The host refused that: { $reason }.
mahjong-table-rejected = The table turned you away: { $reason }.
mahjong-server-rejected = The server turned you away: { $reason }.
mahjong-host-left = The host left: { $reason }
mahjong-room-closed = The server closed the room: { $reason }
mahjong-disconnected = Disconnected from the table: { $reason }.
mahjong-seat-not-kept = This seat could not be kept for a reload of the page: { $error }.
mahjong-seat-not-taken-back = Your seat in room { $room } could not be taken back: { $reason }.
mahjong-online-game-over = Game over. Final scores from seat 1 to seat 4: { $scores }. You were seat { $seat }.
mahjong-connect-failed = Could not connect: { $reason }.
