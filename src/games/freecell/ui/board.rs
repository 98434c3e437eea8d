//! FreeCell's table: the free cells and foundations in the top row, the eight columns below,
//! laid out on the shared card table ([`crate::games::card_table`]); clicks, drags and typed
//! notation become moves. The board never changes the game: it returns [`Intent`]s that the
//! panel plays through its history, after asking the rules whether they are legal.

use super::messages::refusal;
use super::notation::{End, Typed, Typing, home_or_cell, move_between};
use crate::faces::names::card_name;
use crate::faces::{CARD_ASPECT, CardView};
use crate::games::card_table::{
    CardLayout, CardTable, FanSteps, Marks, Placed, Pointer, TableStyle, fan_steps,
};
use crate::t;
use egui::{Color32, Key, Rect, pos2, vec2};
use parlour_rules::engine::card::{Card, CardSuit};
use parlour_rules::freecell::rules::{COLUMNS, FreeCell, Move};

/// A pile of the FreeCell table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Pile {
    /// A column, from 0 on the left.
    Column(u8),
    /// A free cell, from 0 on the left.
    Cell(u8),
    /// The foundation of the suit with this index (`CardSuit::ALL` order).
    Foundation(u8),
}

impl Pile {
    /// The pile as an end of the notation.
    fn end(self) -> End {
        match self {
            Pile::Column(c) => End::Column(c),
            Pile::Cell(c) => End::Cell(c),
            Pile::Foundation(_) => End::Home,
        }
    }

    /// What a screen reader says for the pile.
    pub fn name(self) -> String {
        match self {
            Pile::Column(c) => t!("freecell-column", column = i64::from(c) + 1),
            Pile::Cell(c) => t!(
                "freecell-cell",
                cell = parlour_rules::freecell::rules::cell_letter(c).to_string()
            ),
            Pile::Foundation(s) => {
                let suit = CardSuit::ALL
                    .get(usize::from(s))
                    .map_or("spades", |s| suit_key(*s));
                t!("freecell-foundation", suit = suit)
            }
        }
    }
}

/// What the player asked for this frame.
#[derive(Clone, Debug, PartialEq)]
pub enum Intent {
    /// Play this move (legal: the rules checked it; the panel adds the automatic moves).
    Play(Move),
    /// Say this in the status bar.
    Say(String),
}

/// The board's own state: the card table's (drag, flights, highlights), the cards held by a
/// click and the notation typed so far.
#[derive(Default)]
pub struct Board {
    table: CardTable<Pile>,
    /// A run picked up by a click: its pile and the index of its first card.
    held: Option<(Pile, usize)>,
    typing: Typing,
}

/// Gap between columns, as a fraction of the card width.
const GAP: f32 = 0.16;
/// The fan of a column: every card face up.
const STEPS: FanSteps = FanSteps {
    down: 0.0,
    up: 0.28,
    min_down: 0.0,
    min_up: 0.16,
};

/// Lays out `game` in `board`: cells left and foundations right in the top row, the columns
/// below, their fans squeezed to fit.
pub fn layout(game: &FreeCell, board: Rect) -> CardLayout<Pile> {
    let columns = COLUMNS as f32;
    let by_width = board.width() / (columns + (columns + 1.0) * GAP);
    let by_height = board.height() / (CARD_ASPECT * 4.6 + 3.0 * GAP);
    let w = by_width.min(by_height).max(8.0);
    let card = vec2(w, w * CARD_ASPECT);
    let step = w * (1.0 + GAP);
    let left = board.center().x - (columns * w + (columns - 1.0) * GAP * w) / 2.0;
    let top = board.top() + GAP * w;
    let at = |i: usize, y: f32| Rect::from_min_size(pos2(left + i as f32 * step, y), card);
    let mut layout = CardLayout::new(card);
    for (i, held) in game.cells.iter().enumerate() {
        let pile = Pile::Cell(i as u8);
        let rect = at(i, top);
        layout.add_slot(pile, rect);
        layout.add_drop_zone(pile, rect.expand(GAP * w / 2.0));
        layout.stack(pile, rect, held.iter().copied());
    }
    for (s, suit) in CardSuit::ALL.into_iter().enumerate() {
        let pile = Pile::Foundation(s as u8);
        let rect = at(COLUMNS - 4 + s, top);
        layout.add_slot(pile, rect);
        layout.add_drop_zone(pile, rect.expand(GAP * w / 2.0));
        let top_rank = game.foundations.get(s).copied().unwrap_or(0);
        layout.stack(
            pile,
            rect,
            (1..=top_rank).filter_map(|r| Card::new(r, suit)),
        );
    }
    let columns_top = top + card.y + GAP * w * 2.0;
    let room = board.bottom() - columns_top - card.y - GAP * w;
    for (i, column) in game.columns.iter().enumerate() {
        let pile = Pile::Column(i as u8);
        let base = at(i, columns_top);
        layout.add_slot(pile, base);
        let (_, up) = fan_steps(0, column.len().saturating_sub(1), card.y, room, STEPS);
        let cards: Vec<(Card, CardView)> = column.iter().map(|&c| (c, CardView::Up(c))).collect();
        let bottom = layout.fan(pile, base, &cards, |_| up);
        let zone = Rect::from_min_max(
            base.min - vec2(GAP * w / 2.0, 0.0),
            pos2(base.right() + GAP * w / 2.0, bottom.max(board.bottom())),
        );
        layout.add_drop_zone(pile, zone);
    }
    layout
}

/// The cards of `pile` from `index` up.
fn cards_from(game: &FreeCell, pile: Pile, index: usize) -> Vec<Card> {
    match pile {
        Pile::Column(c) => game
            .columns
            .get(usize::from(c))
            .and_then(|column| column.get(index..))
            .map(<[Card]>::to_vec)
            .unwrap_or_default(),
        Pile::Cell(c) => game
            .cells
            .get(usize::from(c))
            .copied()
            .flatten()
            .into_iter()
            .collect(),
        Pile::Foundation(_) => Vec::new(),
    }
}

/// Whether the player may take hold of `placed` (with the cards on it): a card of a column's
/// top run, or a card in a cell.
fn can_pick(game: &FreeCell, placed: &Placed<Pile>) -> bool {
    match placed.pile {
        Pile::Column(c) => {
            let len = game.columns.get(usize::from(c)).map_or(0, Vec::len);
            placed.index + game.run_len(usize::from(c)) >= len
        }
        Pile::Cell(_) => true,
        Pile::Foundation(_) => false,
    }
}

/// The move taking the cards of `from` from `index` up onto `to`.
fn move_to(game: &FreeCell, from: Pile, index: usize, to: Pile) -> Option<Move> {
    let count = cards_from(game, from, index).len();
    match (from, to) {
        (Pile::Column(from), Pile::Column(to)) => Some(Move::ColumnToColumn {
            from,
            to,
            count: u8::try_from(count).ok()?,
        }),
        (Pile::Column(_), _) | (Pile::Cell(_), _) if count == 1 => {
            move_between(game, from.end(), to.end())
        }
        _ => None,
    }
}

impl Board {
    /// Forgets the drag, the held cards, the typing and the highlights (a new deal, an undo).
    pub fn reset(&mut self) {
        self.table.reset();
        self.held = None;
        self.typing.clear();
    }

    /// Drops what is held and what was typed (Esc).
    pub fn cancel(&mut self) {
        self.table.cancel_drag();
        self.held = None;
        self.typing.clear();
    }

    /// Whether a typed source waits for its destination (then `h` means home, not a hint).
    pub fn is_typing(&self) -> bool {
        self.typing.source().is_some()
    }

    /// Points at `mv`'s cards and destination as a hint for a while after `now`.
    pub fn show_hint(&mut self, game: &FreeCell, mv: Move, now: f64) {
        let (from, count, to) = match mv {
            Move::ColumnToColumn { from, to, count } => {
                (Pile::Column(from), usize::from(count), Pile::Column(to))
            }
            Move::ColumnToCell { from, cell } => (Pile::Column(from), 1, Pile::Cell(cell)),
            Move::CellToColumn { cell, to } => (Pile::Cell(cell), 1, Pile::Column(to)),
            Move::ColumnToFoundation { from } => (Pile::Column(from), 1, home_of(game, mv)),
            Move::CellToFoundation { cell } => (Pile::Cell(cell), 1, home_of(game, mv)),
        };
        let all = cards_from(game, from, 0);
        let cards = all[all.len().saturating_sub(count)..].to_vec();
        self.table.show_hint(cards, to, now);
    }

    /// Whether something moves on the board and needs the next frame.
    pub fn is_animating(&self) -> bool {
        self.table.is_animating()
    }

    /// Paints `game` in the space left in `ui` and returns what the player asked for.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        game: &FreeCell,
        now: f64,
        colour: Color32,
        prefs: &crate::preferences::Preferences,
    ) -> Vec<Intent> {
        let (board, response) = CardTable::<Pile>::allocate(ui, &t!("freecell-table"));
        let layout = layout(game, board);
        let mut intents = Vec::new();
        if CardTable::<Pile>::keep_focus(ui, &response) {
            self.keyboard(ui, game, now, &mut intents);
        }
        let pointer = self
            .table
            .pointer(ui, &response, &layout, now, |p| can_pick(game, p));
        if let Some(pointer) = pointer {
            self.pointer(pointer, game, now, &mut intents);
        }
        self.table.accessibility(
            ui,
            &layout,
            "freecell",
            |placed| on_top_or_in_play(game, placed).then(|| card_name(placed.card)),
            |pile| t!("freecell-empty", pile = pile.name()),
        );
        let selected = self.held_cards(game);
        let cursor = self
            .typing
            .source()
            .and_then(pile_of)
            .and_then(|pile| layout.top_rect(pile));
        let label = |pile: Pile| match pile {
            Pile::Foundation(s) => CardSuit::ALL.get(usize::from(s)).map(|s| suit_sign(*s)),
            Pile::Cell(c) => Some(parlour_rules::freecell::rules::cell_letter(c).to_string()),
            Pile::Column(_) => None,
        };
        let marks = Marks {
            selected: &selected,
            cursor,
            slot_label: &label,
        };
        let style = TableStyle {
            colour,
            speed: prefs.animation_speed,
            prefs,
        };
        self.table.paint(ui, &layout, board, now, style, &marks);
        intents
    }

    /// The cards held by a click or named by a typed source.
    fn held_cards(&self, game: &FreeCell) -> Vec<Card> {
        if let Some((pile, index)) = self.held {
            return cards_from(game, pile, index);
        }
        match self.typing.source().and_then(pile_of) {
            Some(pile) => cards_from(game, pile, 0)
                .last()
                .copied()
                .into_iter()
                .collect(),
            None => Vec::new(),
        }
    }

    /// Checks `mv` with the rules: plays it, or flashes `cards` and says why not.
    fn try_move(
        &mut self,
        game: &FreeCell,
        mv: Move,
        cards: Vec<Card>,
        now: f64,
        intents: &mut Vec<Intent>,
    ) {
        match game.check(&mv) {
            Ok(()) => intents.push(Intent::Play(mv)),
            Err(error) => {
                self.table.refuse(cards, now);
                intents.push(Intent::Say(refusal(&error)));
            }
        }
    }

    fn pointer(
        &mut self,
        pointer: Pointer<Pile>,
        game: &FreeCell,
        now: f64,
        intents: &mut Vec<Intent>,
    ) {
        self.typing.clear();
        match pointer {
            Pointer::Drop {
                from,
                index,
                cards,
                targets,
            } => {
                self.held = None;
                let mut first_error = None;
                let over_a_pile = !targets.is_empty();
                for to in targets {
                    let Some(mv) = move_to(game, from, index, to) else {
                        continue;
                    };
                    match game.check(&mv) {
                        Ok(()) => {
                            intents.push(Intent::Play(mv));
                            return;
                        }
                        Err(e) => {
                            first_error.get_or_insert(e);
                        }
                    }
                }
                if let Some(error) = first_error {
                    self.table.refuse(cards, now);
                    intents.push(Intent::Say(refusal(&error)));
                } else if over_a_pile {
                    self.table.refuse(cards, now);
                    intents.push(Intent::Say(t!("freecell-cannot-go-there")));
                }
            }
            Pointer::Click { card, double: true } => {
                self.held = None;
                if let Some(mv) = home_or_cell(game, card.pile.end()) {
                    self.try_move(game, mv, vec![card.card], now, intents);
                }
            }
            Pointer::Click {
                card,
                double: false,
            } => match self.held.take() {
                Some((from, index)) if from != card.pile => {
                    self.put_held(game, from, index, card.pile, now, intents);
                }
                Some(_) => {}
                None if can_pick(game, &card) => self.held = Some((card.pile, card.index)),
                None => {
                    self.table.refuse(vec![card.card], now);
                    intents.push(Intent::Say(t!(
                        "freecell-cannot-pick",
                        card = card_name(card.card)
                    )));
                }
            },
            Pointer::ClickPile { pile, .. } => {
                if let Some((from, index)) = self.held.take() {
                    self.put_held(game, from, index, pile, now, intents);
                }
            }
        }
    }

    /// Puts the held cards on `to`.
    fn put_held(
        &mut self,
        game: &FreeCell,
        from: Pile,
        index: usize,
        to: Pile,
        now: f64,
        intents: &mut Vec<Intent>,
    ) {
        let cards = cards_from(game, from, index);
        match move_to(game, from, index, to) {
            Some(mv) => self.try_move(game, mv, cards, now, intents),
            None => {
                self.table.refuse(cards, now);
                intents.push(Intent::Say(t!("freecell-cannot-go-there")));
            }
        }
    }

    /// Typed notation: `1`-`8`, `a`-`d`, `h`.
    fn keyboard(&mut self, ui: &egui::Ui, game: &FreeCell, now: f64, intents: &mut Vec<Intent>) {
        let typed: Vec<End> = ui.input(|i| {
            i.events
                .iter()
                .filter_map(|event| match event {
                    egui::Event::Key {
                        key,
                        pressed: true,
                        repeat: false,
                        modifiers,
                        ..
                    } if !modifiers.any() || *modifiers == egui::Modifiers::SHIFT => key_end(*key),
                    _ => None,
                })
                .collect()
        });
        for end in typed {
            self.held = None;
            match self.typing.key(end, game) {
                Typed::Picked(source) => {
                    let picked = pile_of(source).map(|p| cards_from(game, p, 0));
                    match picked.as_deref().and_then(<[Card]>::last) {
                        Some(&card) => intents.push(Intent::Say(t!(
                            "freecell-typed-source",
                            card = card_name(card)
                        ))),
                        None => {
                            self.typing.clear();
                            intents.push(Intent::Say(t!(
                                "freecell-typed-empty",
                                pile = pile_of(source).map(Pile::name).unwrap_or_default()
                            )));
                        }
                    }
                }
                Typed::Play(mv) => {
                    let cards = moved_cards(game, mv);
                    self.try_move(game, mv, cards, now, intents);
                }
                Typed::NoMove => intents.push(Intent::Say(t!("freecell-typed-no-move"))),
            }
        }
    }
}

/// The end a key names: `1`-`8`, `a`-`d`, `h`.
fn key_end(key: Key) -> Option<End> {
    let c = match key {
        Key::Num1 => '1',
        Key::Num2 => '2',
        Key::Num3 => '3',
        Key::Num4 => '4',
        Key::Num5 => '5',
        Key::Num6 => '6',
        Key::Num7 => '7',
        Key::Num8 => '8',
        Key::A => 'a',
        Key::B => 'b',
        Key::C => 'c',
        Key::D => 'd',
        Key::H => 'h',
        _ => return None,
    };
    End::from_char(c)
}

/// The pile an end of the notation names (none for home).
fn pile_of(end: End) -> Option<Pile> {
    match end {
        End::Column(c) => Some(Pile::Column(c)),
        End::Cell(c) => Some(Pile::Cell(c)),
        End::Home => None,
    }
}

/// The cards `mv` picks up.
fn moved_cards(game: &FreeCell, mv: Move) -> Vec<Card> {
    let (pile, count) = match mv {
        Move::ColumnToColumn { from, count, .. } => (Pile::Column(from), usize::from(count)),
        Move::ColumnToCell { from, .. } | Move::ColumnToFoundation { from } => {
            (Pile::Column(from), 1)
        }
        Move::CellToColumn { cell, .. } | Move::CellToFoundation { cell } => (Pile::Cell(cell), 1),
    };
    let all = cards_from(game, pile, 0);
    all[all.len().saturating_sub(count)..].to_vec()
}

/// The foundation a move home goes to.
fn home_of(game: &FreeCell, mv: Move) -> Pile {
    let card = moved_cards(game, mv).last().copied();
    Pile::Foundation(card.map_or(0, |c| c.suit.index() as u8))
}

/// Whether a card gets a name of its own: every card in play, and a foundation's top card.
fn on_top_or_in_play(game: &FreeCell, placed: &Placed<Pile>) -> bool {
    match placed.pile {
        Pile::Foundation(s) => {
            placed.index + 1
                == usize::from(game.foundations.get(usize::from(s)).copied().unwrap_or(0))
        }
        Pile::Column(_) | Pile::Cell(_) => true,
    }
}

/// The catalogs' key for a suit (`clubs`, ...), which `card-suit` selects its words by.
fn suit_key(suit: CardSuit) -> &'static str {
    match suit {
        CardSuit::Clubs => "clubs",
        CardSuit::Diamonds => "diamonds",
        CardSuit::Hearts => "hearts",
        CardSuit::Spades => "spades",
    }
}

/// A suit's sign, drawn faintly in its empty foundation.
fn suit_sign(suit: CardSuit) -> String {
    match suit {
        CardSuit::Clubs => "♣",
        CardSuit::Diamonds => "♦",
        CardSuit::Hearts => "♥",
        CardSuit::Spades => "♠",
    }
    .to_owned()
}
