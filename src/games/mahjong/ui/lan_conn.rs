//! A connection's side of the table: taking in the host's state messages (the countdown on
//! egui's clock, the last discard marked), the players' names as the board shows them, and what
//! a closed connection leaves (a way back, tried again by itself online).

use super::kept_seat::KeptSeat;
use super::lan::{Conn, Deadline, Lan, Place, Rejoin};
use crate::panel::PanelContext;
use crate::t;
use parlour_proto::protocol::SeatInfo;
use parlour_rules::mahjong::view::{PhaseView, SeatView};

impl Conn {
    pub(super) fn take_state(&mut self, view: SeatView, deadline_ms: Option<u64>, now: f64) {
        match &self.view {
            Some(old) if old.hand_no == view.hand_no => {
                for (seat, (was, is)) in old.seats.iter().zip(&view.seats).enumerate() {
                    if is.discards.len() > was.discards.len() {
                        self.last_discarder = Some(seat as u8);
                    }
                }
            }
            _ => self.last_discarder = None,
        }
        self.deadline = deadline_ms.map(|ms| {
            let left = ms as f64 / 1000.0;
            // A later message in the same window carries less time: keep the bar's full length.
            let total = match self.deadline {
                Some(d) if left <= d.ends - now + 0.5 => d.total,
                _ => left,
            };
            Deadline {
                ends: now + left,
                total,
            }
        });
        if !matches!(
            view.phase,
            PhaseView::Turn { .. } | PhaseView::Claims { .. }
        ) {
            self.deadline = None;
        }
        self.hint = None;
        self.view = Some(view);
    }

    /// The players' names by seat, as the board shows them.
    pub fn names(&self) -> [String; 4] {
        std::array::from_fn(|seat| match self.seats.get(seat) {
            Some(SeatInfo::Human {
                name,
                connected: true,
            }) => name.clone(),
            Some(SeatInfo::Human { name, .. }) => {
                t!("mahjong-name-stand-in", name = name.as_str())
            }
            Some(SeatInfo::Bot { name, level }) => super::options::computer_name(name, *level),
            _ => t!("mahjong-computer"),
        })
    }
}

/// How many times a dropped online seat is tried again by itself, 1, 2, 4, 8 and 16 seconds
/// apart (a phone's tab that wakes, a server restarting).
const RETRIES: u8 = 5;

impl Lan {
    /// The host gave this window `seat` at `room`, with its seat `token` (kept for a reload
    /// when online) and the room's web `link`.
    pub(super) fn welcomed(
        &mut self,
        seat: u8,
        token: String,
        room: String,
        link: Option<String>,
        cx: &mut PanelContext<'_>,
    ) {
        let Some(conn) = &mut self.conn else {
            return;
        };
        conn.seat = Some(seat);
        conn.room = Some(room.clone());
        // Only a web address is shown as a link: the server's word, checked.
        conn.link = link
            .filter(|l| (l.starts_with("https://") || l.starts_with("http://")) && l.len() <= 512);
        if conn.place == Place::Online {
            let kept = KeptSeat::new(&conn.target, &room, seat, &token);
            if let Err(error) = self.keeper.keep(&kept) {
                cx.say(t!("mahjong-seat-not-kept", error = error));
            }
        }
        self.retry = None;
        self.rejoin = Some(Rejoin {
            target: conn.target.clone(),
            place: conn.place,
            room,
            token,
        });
    }

    /// The connection closed (`reason`, in the transport's words).
    pub(super) fn closed(&mut self, reason: &str, cx: &mut PanelContext<'_>) {
        let Some(conn) = &self.conn else {
            return;
        };
        let (started, welcomed, place) = (conn.started, conn.room.is_some(), conn.place);
        let notice = if welcomed {
            t!("mahjong-disconnected", reason = reason)
        } else {
            t!("mahjong-connect-failed", reason = reason)
        };
        self.drop_conn(notice, cx);
        if !started && self.retry.is_none() {
            self.rejoin = None;
        } else if place == Place::Online {
            // Try the seat token again by itself: one second after the drop, then twice as
            // long each time a try fails.
            let (wait, left) = match self.retry {
                Some((_, left)) => (f64::from(1u32 << (RETRIES - left).min(4)), left),
                None => (1.0, RETRIES),
            };
            self.retry = (left > 0).then(|| (cx.now + wait, left - 1));
        }
    }
}
