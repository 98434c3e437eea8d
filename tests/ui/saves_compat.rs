//! Saved games written by the release before the workspace split (tests/fixtures/saves, made by
//! each panel's own `save` after dealing deal 7 and asking for a hint) still resume, and save
//! again to the same value.

use parlour::panel::PanelContext;
use parlour::preferences::Preferences;
use parlour::records::Records;

#[test]
fn saves_of_the_previous_release_resume_unchanged() {
    for mut panel in parlour::app::panels() {
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
        assert_eq!(
            panel.save(0.0),
            Some(saved),
            "{key}: saved again differently"
        );
    }
}
