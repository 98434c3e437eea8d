//! Who sits where at a LAN table: people, computer players, and seats kept for a person whose
//! connection dropped. Pure bookkeeping, no sockets, so the rules of joining are easy to test.

use super::protocol::SeatInfo;
use parlour_rules::mahjong::bot::{self, Difficulty};

/// A connection's number on the host.
pub type ConnId = u64;

/// Who holds a seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Occupant {
    /// Nobody; a computer player takes it when the game starts.
    Open,
    /// A computer player from the start.
    Bot,
    /// A person; `conn` is `None` while their connection is down, and a computer player
    /// stands in until they come back with their token.
    Human {
        /// Their connection, if up.
        conn: Option<ConnId>,
        /// Their name.
        name: String,
        /// The token that reclaims the seat.
        token: String,
    },
}

/// Why a join was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum JoinError {
    /// Every seat is taken.
    #[error("the table is full")]
    Full,
    /// The game started and the joiner holds no seat.
    #[error("the game has started; only players who held a seat can rejoin")]
    Started,
}

/// A successful join.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Joined {
    /// The seat.
    pub seat: u8,
    /// The seat's token.
    pub token: String,
    /// An older connection that held this seat and must be dropped.
    pub replaced: Option<ConnId>,
}

/// The four seats.
#[derive(Clone, Debug)]
pub struct Seats {
    seats: [Occupant; 4],
    started: bool,
}

impl Seats {
    /// Four seats, the last `bot_seats` (at most 3) kept for computer players.
    pub fn new(bot_seats: u8) -> Self {
        let first_bot = 4 - usize::from(bot_seats.min(3));
        Self {
            seats: std::array::from_fn(|i| {
                if i >= first_bot {
                    Occupant::Bot
                } else {
                    Occupant::Open
                }
            }),
            started: false,
        }
    }

    /// Seats a person: back in their own seat with a valid token, else (before the start) in
    /// the first open seat with the token `new_token`.
    pub fn join(
        &mut self,
        conn: ConnId,
        name: &str,
        token: Option<&str>,
        new_token: String,
    ) -> Result<Joined, JoinError> {
        if let Some(token) = token {
            for (seat, occupant) in self.seats.iter_mut().enumerate() {
                if let Occupant::Human {
                    conn: held,
                    token: own,
                    name: own_name,
                } = occupant
                    && own == token
                {
                    let replaced = held.replace(conn).filter(|&old| old != conn);
                    *own_name = clean_name(name, seat);
                    return Ok(Joined {
                        seat: seat as u8,
                        token: own.clone(),
                        replaced,
                    });
                }
            }
        }
        if self.started {
            return Err(JoinError::Started);
        }
        let seat = self
            .seats
            .iter()
            .position(|o| *o == Occupant::Open)
            .ok_or(JoinError::Full)?;
        self.seats[seat] = Occupant::Human {
            conn: Some(conn),
            name: clean_name(name, seat),
            token: new_token.clone(),
        };
        Ok(Joined {
            seat: seat as u8,
            token: new_token,
            replaced: None,
        })
    }

    /// A connection went away. Before the start its seat opens again; after it a computer
    /// player stands in and the seat waits for its token. Returns the seat it held.
    pub fn leave(&mut self, conn: ConnId) -> Option<u8> {
        let seat = self.seat_of(conn)?;
        let slot = &mut self.seats[usize::from(seat)];
        if self.started {
            if let Occupant::Human { conn, .. } = slot {
                *conn = None;
            }
        } else {
            *slot = Occupant::Open;
        }
        Some(seat)
    }

    /// Starts the game: computer players take the open seats.
    pub fn start(&mut self) {
        self.started = true;
        for occupant in &mut self.seats {
            if *occupant == Occupant::Open {
                *occupant = Occupant::Bot;
            }
        }
    }

    /// Makes one open seat (the last) a computer player's; false when none is open.
    pub fn add_bot(&mut self) -> bool {
        match self.seats.iter().rposition(|o| *o == Occupant::Open) {
            Some(seat) => {
                self.seats[seat] = Occupant::Bot;
                true
            }
            None => false,
        }
    }

    /// Back to the lobby after a game: people still connected keep their seats, every other seat
    /// opens, and then `bot_seats` of them (the last ones) go to computer players again.
    pub fn back_to_lobby(&mut self, bot_seats: u8) {
        self.started = false;
        for occupant in &mut self.seats {
            if !matches!(occupant, Occupant::Human { conn: Some(_), .. }) {
                *occupant = Occupant::Open;
            }
        }
        for _ in 0..bot_seats.min(3) {
            self.add_bot();
        }
    }

    /// Whether the game has started.
    pub fn is_started(&self) -> bool {
        self.started
    }

    /// Whether no seat is open.
    pub fn is_full(&self) -> bool {
        !self.seats.contains(&Occupant::Open)
    }

    /// The seat a connection holds.
    pub fn seat_of(&self, conn: ConnId) -> Option<u8> {
        self.seats
            .iter()
            .position(|o| matches!(o, Occupant::Human { conn: Some(c), .. } if *c == conn))
            .map(|s| s as u8)
    }

    /// The connection holding a seat.
    pub fn conn_of(&self, seat: u8) -> Option<ConnId> {
        match self.seats.get(usize::from(seat))? {
            Occupant::Human { conn, .. } => *conn,
            _ => None,
        }
    }

    /// Whether a computer player acts for the seat (a bot seat, or a person who is away).
    pub fn is_computer(&self, seat: u8) -> bool {
        self.conn_of(seat).is_none()
    }

    /// The seats as the lobby shows them; computer players by name, playing at `level`.
    pub fn infos(&self, level: Difficulty) -> Vec<SeatInfo> {
        self.seats
            .iter()
            .enumerate()
            .map(|(seat, o)| match o {
                Occupant::Open => SeatInfo::Open,
                Occupant::Bot => SeatInfo::Bot {
                    name: bot::NAMES[seat].to_owned(),
                    level: Some(level),
                },
                Occupant::Human { conn, name, .. } => SeatInfo::Human {
                    name: name.clone(),
                    connected: conn.is_some(),
                },
            })
            .collect()
    }
}

/// A name others can read: trimmed, no control characters, at most 24 characters.
fn clean_name(name: &str, seat: usize) -> String {
    let cleaned: String = name
        .chars()
        .filter(|c| !c.is_control())
        .take(24)
        .collect::<String>()
        .trim()
        .to_owned();
    if cleaned.is_empty() {
        format!("Player {}", seat + 1)
    } else {
        cleaned
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn people_fill_open_seats_in_order_and_bots_keep_theirs() {
        let mut seats = Seats::new(2);
        let a = seats.join(1, "Ann", None, "ta".into()).unwrap();
        let b = seats.join(2, "Bo", None, "tb".into()).unwrap();
        assert_eq!((a.seat, b.seat), (0, 1));
        assert!(seats.is_full());
        assert_eq!(seats.join(3, "Cy", None, "tc".into()), Err(JoinError::Full));
        assert!(seats.is_computer(2) && seats.is_computer(3));
    }

    #[test]
    fn leaving_before_the_start_opens_the_seat() {
        let mut seats = Seats::new(0);
        seats.join(1, "Ann", None, "ta".into()).unwrap();
        assert_eq!(seats.leave(1), Some(0));
        assert_eq!(seats.infos(Difficulty::Easy)[0], SeatInfo::Open);
    }

    #[test]
    fn after_the_start_a_bot_stands_in_and_the_token_wins_the_seat_back() {
        let mut seats = Seats::new(0);
        seats.join(1, "Ann", None, "ta".into()).unwrap();
        seats.join(2, "Bo", None, "tb".into()).unwrap();
        seats.start();
        assert!(seats.is_computer(2), "open seats became bots");
        assert_eq!(seats.leave(2), Some(1));
        assert!(seats.is_computer(1), "a bot stands in");
        assert_eq!(
            seats.join(3, "Stranger", None, "tx".into()),
            Err(JoinError::Started)
        );
        assert_eq!(
            seats.join(3, "Stranger", Some("wrong"), "tx".into()),
            Err(JoinError::Started)
        );
        let back = seats.join(4, "Bo", Some("tb"), "ty".into()).unwrap();
        assert_eq!((back.seat, back.token.as_str()), (1, "tb"));
        assert_eq!(seats.conn_of(1), Some(4));
    }

    #[test]
    fn a_token_used_while_connected_replaces_the_old_connection() {
        let mut seats = Seats::new(3);
        seats.join(1, "Ann", None, "ta".into()).unwrap();
        let again = seats.join(9, "Ann", Some("ta"), "tz".into()).unwrap();
        assert_eq!(again.replaced, Some(1));
        assert_eq!(seats.seat_of(9), Some(0));
        assert_eq!(seats.seat_of(1), None);
    }

    #[test]
    fn back_in_the_lobby_people_keep_their_seats_and_the_rest_open() {
        let mut seats = Seats::new(1);
        seats.join(1, "Ann", None, "ta".into()).unwrap();
        seats.join(2, "Bo", None, "tb".into()).unwrap();
        seats.start();
        seats.leave(1);
        seats.back_to_lobby(1);
        assert!(!seats.is_started());
        assert_eq!(seats.infos(Difficulty::Easy)[0], SeatInfo::Open, "Ann left");
        assert_eq!(seats.seat_of(2), Some(1), "Bo stays");
        assert_eq!(seats.infos(Difficulty::Easy)[2], SeatInfo::Open);
        assert_eq!(
            seats.infos(Difficulty::Easy)[3],
            SeatInfo::Bot {
                name: "Lin".into(),
                level: Some(Difficulty::Easy)
            }
        );
        assert!(seats.add_bot());
        assert!(matches!(
            seats.infos(Difficulty::Easy)[2],
            SeatInfo::Bot { .. }
        ));
        assert!(seats.add_bot());
        assert!(!seats.add_bot(), "no seat left");
    }

    #[test]
    fn names_are_cleaned() {
        let mut seats = Seats::new(0);
        seats.join(1, "  \u{7}Zed\n", None, "t".into()).unwrap();
        seats.join(2, "", None, "u".into()).unwrap();
        let long = "x".repeat(100);
        seats.join(3, &long, None, "v".into()).unwrap();
        let names: Vec<String> = seats
            .infos(Difficulty::Easy)
            .into_iter()
            .filter_map(|i| match i {
                SeatInfo::Human { name, .. } => Some(name),
                _ => None,
            })
            .collect();
        assert_eq!(names[0], "Zed");
        assert_eq!(names[1], "Player 2");
        assert_eq!(names[2].len(), 24);
    }
}
