//! The layout editor's view: a document bar (name, author, files), a tool palette, the editing
//! grid and the problems list. Every edit is an [`EditMove`] played on the panel scaffold's
//! session, so undo, redo and the work in progress kept across restarts come from there.

mod board;
mod browse;
mod files;
mod grid;
mod import_export;
mod side;
mod texts;
mod verdict;

pub use verdict::{Answer, Reason, answer_for};

use serde::{Deserialize, Serialize};

use crate::game_id::GameId;
use crate::panel::{Counter, Game, Handoff, PanelContext, Session, SessionPanel};
use crate::t;
use parlour_rules::editor::checks::{self, Problem};
use parlour_rules::editor::model::{EditLayout, EditMove, Mirror};
use parlour_rules::solitaire::layout::{Layout, TilePos};

/// What a click on the grid does.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Tool {
    /// Put a tile where the pointer is (drag to paint).
    #[default]
    Place,
    /// Take away the tile under the pointer (drag to rub out).
    Erase,
    /// Select tiles (click, Shift+click, or drag a box) and drag them elsewhere.
    Select,
    /// Drag a rectangle to fill it with tiles.
    Fill,
}

impl Tool {
    const ALL: [Tool; 4] = [Tool::Place, Tool::Erase, Tool::Select, Tool::Fill];

    /// The tool's button and its tooltip.
    fn texts(self) -> (String, String) {
        match self {
            Tool::Place => (t!("editor-tool-place"), t!("editor-tool-place-tip")),
            Tool::Erase => (t!("editor-tool-erase"), t!("editor-tool-erase-tip")),
            Tool::Select => (t!("editor-tool-select"), t!("editor-tool-select-tip")),
            Tool::Fill => (t!("editor-tool-fill"), t!("editor-tool-fill-tip")),
        }
    }
}

/// How the layers above the current one are shown.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum UpperLayers {
    /// As outlines, so the whole layout can be seen.
    #[default]
    Ghosted,
    /// Not at all.
    Hidden,
}

/// The editor's own fields of its work in progress, kept by the shell across restarts so nothing
/// is lost at exit.
#[derive(Serialize, Deserialize)]
pub struct Saved {
    saved: Option<EditLayout>,
    file: Option<String>,
    layer: i32,
}

/// The Layout Editor panel.
pub type EditorPanel = SessionPanel<EditorView>;

/// The editor's view state: the file, the tool, the layer, the selection, dialogs, checks.
pub struct EditorView {
    /// The layout as last written to `file` (`None`: never saved).
    saved: Option<EditLayout>,
    /// Its file in the layouts folder.
    file: Option<String>,
    tool: Tool,
    mirror: Mirror,
    layer: i32,
    upper: UpperLayers,
    /// The selected tiles' places.
    selection: Vec<TilePos>,
    drag: Option<board::Drag>,
    problems: Vec<Problem>,
    /// The layout the problems were found in.
    checked: Option<Vec<TilePos>>,
    verdict: Option<verdict::Verdict>,
    dialog: Option<files::Dialog>,
    /// A document-replacing action waiting for the player's answer about unsaved changes.
    pending: Option<files::Pending>,
    /// A native file dialog's answer, while one is open.
    browsing: Option<std::sync::mpsc::Receiver<crate::platform::dialogs::Chosen>>,
    name_text: String,
    author_text: String,
}

/// The editor at work for one call: its view and the session it edits.
struct Editing<'a> {
    view: &'a mut EditorView,
    session: &'a mut Session<EditLayout>,
}

impl std::ops::Deref for Editing<'_> {
    type Target = EditorView;

    fn deref(&self) -> &EditorView {
        self.view
    }
}

impl std::ops::DerefMut for Editing<'_> {
    fn deref_mut(&mut self) -> &mut EditorView {
        self.view
    }
}

impl Default for EditorPanel {
    fn default() -> Self {
        Self::new()
    }
}

impl EditorPanel {
    /// An editor with an empty 32x16x5 grid.
    pub fn new() -> Self {
        let view = EditorView {
            saved: None,
            file: None,
            tool: Tool::Place,
            mirror: Mirror::NONE,
            layer: 0,
            upper: UpperLayers::Ghosted,
            selection: Vec::new(),
            drag: None,
            problems: Vec::new(),
            checked: None,
            verdict: None,
            dialog: None,
            pending: None,
            browsing: None,
            name_text: String::new(),
            author_text: String::new(),
        };
        Self::with_game(view, EditLayout::default(), 0)
    }

    /// The layout being edited.
    pub fn layout(&self) -> &EditLayout {
        self.session.state()
    }

    /// Whether the layout differs from its file (or was never saved and has something in it).
    pub fn is_modified(&self) -> bool {
        self.game.is_modified(self.session.state())
    }
}

impl EditorView {
    /// Whether `layout` differs from its file (or was never saved and has something in it).
    fn is_modified(&self, layout: &EditLayout) -> bool {
        match &self.saved {
            Some(saved) => saved != layout,
            None => *layout != EditLayout::default(),
        }
    }

    /// Forgets what belonged to the last document (selection, checks, verdict).
    fn forget_document(&mut self) {
        self.selection.clear();
        self.drag = None;
        self.layer = 0;
        self.checked = None;
        self.verdict = None;
    }
}

impl Editing<'_> {
    /// Whether the layout differs from its file.
    fn is_modified(&self) -> bool {
        self.view.is_modified(self.session.state())
    }

    /// Applies one edit as an undoable step; a refused edit is explained in the status bar.
    /// Returns whether it was applied.
    fn edit(&mut self, mv: EditMove, cx: &mut PanelContext<'_>) -> bool {
        match self.session.play(mv) {
            Ok(()) => true,
            Err(e) => {
                cx.say(t!("editor-refused", reason = texts::edit_error_text(&e)));
                false
            }
        }
    }

    /// Starts a new document: `layout` with a fresh history.
    fn load(&mut self, layout: EditLayout, file: Option<String>) {
        self.view.saved = file.as_ref().map(|_| layout.clone());
        self.session.start(layout, 0);
        self.view.file = file;
        self.view.forget_document();
    }

    /// Recomputes the problems when the tiles changed.
    fn refresh_checks(&mut self) {
        let tiles = self.session.state().tiles();
        if self.view.checked.as_deref() != Some(tiles) {
            self.view.problems = checks::check_layout(&self.session.state().to_layout());
            self.view.checked = Some(tiles.to_vec());
        }
    }

    /// Keeps the selection to tiles that exist (an undo may have taken some away).
    fn prune_selection(&mut self) {
        let tiles = self.session.state().tiles();
        self.view.selection.retain(|t| tiles.contains(t));
    }

    /// Selects the tiles a problem is about and shows their layer.
    fn select_problem(&mut self, index: usize) {
        let Some(problem) = self.view.problems.get(index) else {
            return;
        };
        let tiles = self.session.state().tiles();
        self.view.selection = problem
            .tiles
            .iter()
            .filter_map(|&i| tiles.get(i).copied())
            .collect();
        if let Some(lowest) = self.selection.iter().map(|t| t.z).min() {
            self.layer = lowest;
        }
        self.tool = Tool::Select;
    }

    /// Hands the layout to Mahjong Solitaire to be played, if it has no errors.
    fn test_play(&mut self, cx: &mut PanelContext<'_>) {
        self.refresh_checks();
        if let Some(error) = self
            .problems
            .iter()
            .find(|p| p.severity == checks::Severity::Error)
        {
            let reason = texts::problem_text(error, self.session.state().tiles(), &self.problems);
            cx.say(t!("editor-cannot-play-yet", reason = reason));
            return;
        }
        let layout: Layout = self.session.state().to_layout();
        cx.hand_off(
            GameId::Solitaire,
            Handoff::PlayLayout {
                layout: Box::new(layout),
                from: GameId::Editor,
            },
        );
    }

    /// Keyboard commands of the editor (only while no text field has focus).
    fn keys(&mut self, ui: &egui::Ui, cx: &mut PanelContext<'_>) {
        if ui.ctx().egui_wants_keyboard_input() || self.dialog.is_some() {
            return;
        }
        let mut pressed = Vec::new();
        // While a selection is dragged, Page Up and Page Down change its layer (see `board`).
        let dragging = matches!(self.drag, Some(board::Drag::Move { .. }));
        ui.ctx().input_mut(|i| {
            use egui::{Key, Modifiers};
            let keys = [
                Key::Delete,
                Key::ArrowLeft,
                Key::ArrowRight,
                Key::ArrowUp,
                Key::ArrowDown,
                Key::PageUp,
                Key::PageDown,
            ];
            for key in keys {
                let paging = matches!(key, Key::PageUp | Key::PageDown);
                if !(dragging && paging) && i.consume_key(Modifiers::NONE, key) {
                    pressed.push(key);
                }
            }
        });
        for key in pressed {
            use egui::Key;
            let has_selection = !self.selection.is_empty();
            match key {
                Key::Delete if has_selection => {
                    let tiles = std::mem::take(&mut self.selection);
                    self.edit(EditMove::Remove { tiles }, cx);
                }
                Key::ArrowLeft if has_selection => self.move_selection(-1, 0, 0, cx),
                Key::ArrowRight if has_selection => self.move_selection(1, 0, 0, cx),
                Key::ArrowUp if has_selection => self.move_selection(0, -1, 0, cx),
                Key::ArrowDown if has_selection => self.move_selection(0, 1, 0, cx),
                Key::PageUp => {
                    let top = self.session.state().size().layers - 1;
                    self.layer = (self.layer + 1).min(top);
                }
                Key::PageDown => self.layer = (self.layer - 1).max(0),
                _ => {}
            }
        }
    }

    /// The whole editor: document bar, tools, problems, the grid and the dialogs.
    fn ui(&mut self, ui: &mut egui::Ui, cx: &mut PanelContext<'_>) {
        self.prune_selection();
        self.refresh_checks();
        if let Some(verdict) = &mut self.verdict {
            verdict.poll();
        }
        self.keys(ui, cx);
        // On a phone the problems go below the grid: three columns do not fit side by side.
        let narrow = ui.available_width() < 760.0;
        egui::Panel::top("editor_document").show(ui, |ui| self.document_ui(ui, cx));
        if narrow {
            egui::Panel::bottom("editor_problems")
                .resizable(false)
                .exact_size(150.0)
                .show(ui, |ui| self.problems_ui(ui, cx));
        }
        egui::Panel::left("editor_tools")
            .resizable(false)
            .exact_size(if narrow { 150.0 } else { 180.0 })
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| self.tools_ui(ui, cx));
            });
        if !narrow {
            egui::Panel::right("editor_problems")
                .resizable(false)
                .exact_size(250.0)
                .show(ui, |ui| self.problems_ui(ui, cx));
        }
        egui::CentralPanel::default().show(ui, |ui| self.board_ui(ui, cx));
        self.dialogs_ui(ui.ctx(), cx);
    }
}

impl Game for EditorView {
    const ID: GameId = GameId::Editor;
    const TIMED: bool = false;
    type State = EditLayout;
    type Saved = Saved;

    fn deal(
        &mut self,
        _deal_no: u64,
        _session: &Session<EditLayout>,
        _cx: &mut PanelContext<'_>,
    ) -> Result<(u64, EditLayout), String> {
        // Called only when there is no work in progress to resume: start with an empty grid.
        self.saved = None;
        self.file = None;
        self.forget_document();
        Ok((0, EditLayout::default()))
    }

    fn board_ui(
        &mut self,
        ui: &mut egui::Ui,
        session: &mut Session<EditLayout>,
        cx: &mut PanelContext<'_>,
    ) {
        Editing {
            view: self,
            session,
        }
        .ui(ui, cx);
    }

    fn is_numbered(&self) -> bool {
        false
    }

    fn cancel_selection(&mut self) {
        self.selection.clear();
        self.drag = None;
    }

    fn counters(&self, session: &Session<EditLayout>) -> Vec<Counter> {
        let state = session.state();
        let size = state.size();
        vec![
            Counter::new(t!("editor-counter-tiles"), state.tiles().len()),
            Counter::new(
                t!("editor-counter-layer"),
                t!(
                    "editor-counter-layer-value",
                    layer = i64::from(self.layer),
                    top = i64::from(size.layers - 1)
                ),
            ),
            Counter::new(
                t!("editor-counter-grid"),
                format!("{}x{}", size.width, size.height),
            ),
        ]
    }

    fn check_saved(&self, initial: &EditLayout) -> Result<(), String> {
        // Held to the layout limits, like any layout file.
        parlour_rules::solitaire::limits::check_grid(initial.size())
            .and_then(|()| parlour_rules::solitaire::limits::check_layout(&initial.to_layout()))
            .map_err(|e| e.to_string())
    }

    fn saved(&self, _session: &Session<EditLayout>) -> Saved {
        Saved {
            saved: self.saved.clone(),
            file: self.file.clone(),
            layer: self.layer,
        }
    }

    fn restored(&mut self, saved: Saved, _session: &mut Session<EditLayout>) -> Result<(), String> {
        self.saved = saved.saved;
        self.file = saved.file;
        self.layer = saved.layer;
        self.checked = None;
        Ok(())
    }

    fn receive(
        &mut self,
        handoff: Handoff,
        session: &mut Session<EditLayout>,
        cx: &mut PanelContext<'_>,
    ) {
        // A layout handed over (say "edit this layout" from the game) is taken in as one
        // undoable step, so nothing being edited is lost.
        if let Handoff::PlayLayout { layout, .. } = handoff {
            match EditLayout::from_layout(&layout) {
                Ok(layout) => {
                    Editing {
                        view: self,
                        session,
                    }
                    .edit(EditMove::Replace { layout }, cx);
                }
                Err(e) => cx.say(t!(
                    "editor-cannot-edit",
                    reason = texts::edit_error_text(&e)
                )),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::panel::GamePanel;
    use crate::preferences::Preferences;
    use crate::records::Records;

    #[test]
    fn work_in_progress_survives_a_restart_with_its_undo_stack() {
        let mut panel = EditorPanel::new();
        for x in [0, 2, 4] {
            let at = TilePos::new(x, 0, 0);
            let placed = panel.session.play(EditMove::Place {
                at,
                mirror: Mirror::NONE,
            });
            assert_eq!(placed, Ok(()));
        }
        assert!(panel.session.undo());
        assert!(panel.is_modified());
        let saved = panel.save(0.0).unwrap();

        let (mut prefs, mut records, mut messages) =
            (Preferences::default(), Records::default(), Vec::new());
        let mut cx = PanelContext::new(0.0, &mut prefs, &mut records, &mut messages);
        let mut back = EditorPanel::new();
        assert_eq!(back.restore(saved, &mut cx), Ok(()));
        assert_eq!(back.layout(), panel.layout());
        assert_eq!(back.layout().tiles().len(), 2);
        assert!(back.is_modified());
        assert!(back.redo(&mut cx));
        assert_eq!(back.layout().tiles().len(), 3);
    }
}
