//! Saved games written by the release before the workspace split (tests/fixtures/saves, made by
//! each panel's own `save` after dealing deal 7 and asking for a hint) still resume, and save
//! again every field they had with the same value. (The panel scaffold adds the fields every
//! game now shares, such as `deal_no`, where a game did not save them before.)

use parlour::panel::PanelContext;
use parlour::preferences::Preferences;
use parlour::records::Records;

/// Games added after that release: they have no saves of it.
const ADDED_SINCE: [parlour::game_id::GameId; 2] = [
    parlour::game_id::GameId::FreeCell,
    parlour::game_id::GameId::Spider,
];

#[test]
fn saves_of_the_previous_release_resume_unchanged() {
    for mut panel in parlour::app::panels() {
        if ADDED_SINCE.contains(&panel.id()) {
            continue;
        }
        let key = panel.id().key();
        let path = format!(
            "{}/tests/fixtures/saves/{key}.json",
            env!("CARGO_MANIFEST_DIR")
        );
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let saved: serde_json::Value =
            serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
        let (mut prefs, mut records, mut messages) =
            (Preferences::default(), Records::default(), Vec::new());
        let mut cx = PanelContext::new(0.0, &mut prefs, &mut records, &mut messages);
        if let Err(e) = panel.as_mut().restore(saved.clone(), &mut cx) {
            panic!("{key}: the save no longer resumes: {e}");
        }
        let Some(again) = panel.save(0.0) else {
            panic!("{key}: the resumed game saves nothing");
        };
        let (Some(old), Some(new)) = (saved.as_object(), again.as_object()) else {
            panic!("{key}: a save is not a JSON object");
        };
        for (field, value) in old {
            assert_eq!(
                new.get(field),
                Some(value),
                "{key}: `{field}` saved again differently"
            );
        }
    }
}
