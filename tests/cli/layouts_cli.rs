//! `parlour layout check` and `parlour layout convert` on files in a temporary folder.

use parlour::cli::layout::{DealCheck, LayoutCommand, read_layout_file, run, run_with_deal_finder};
use parlour_rules::solitaire::builtin::builtin_layout;
use parlour_rules::solitaire::layout::Layout;

fn run_to_string(cmd: LayoutCommand) -> (Result<(), String>, String) {
    let mut out = Vec::new();
    let result = run(cmd, &mut out).map_err(|e| e.to_string());
    (result, String::from_utf8_lossy(&out).into_owned())
}

#[test]
fn convert_both_ways_keeps_tiles_name_and_author() {
    let Ok(dir) = tempfile::tempdir() else {
        panic!("temp dir");
    };
    let Some(turtle) = builtin_layout("Turtle") else {
        panic!("Turtle is built in");
    };
    let tiles_path = dir.path().join("turtle.tiles");
    let Ok(text) = parlour_rules::solitaire::layout_format::write_layout(&turtle) else {
        panic!("Turtle fits a file");
    };
    let Ok(()) = std::fs::write(&tiles_path, text) else {
        panic!("write");
    };
    let kmj = dir.path().join("turtle.layout");
    let (result, text) = run_to_string(LayoutCommand::Convert {
        input: tiles_path.clone(),
        output: kmj.clone(),
    });
    assert_eq!(result, Ok(()));
    assert!(text.contains("144 tiles"), "{text}");
    assert!(dir.path().join("turtle.desktop").is_file());
    let back = dir.path().join("back.tiles");
    let (result, _) = run_to_string(LayoutCommand::Convert {
        input: kmj,
        output: back.clone(),
    });
    assert_eq!(result, Ok(()));
    let read: Result<Layout, String> = read_layout_file(&back).map_err(|e| e.to_string());
    assert_eq!(read, Ok(turtle.clone()));
    // A .desktop stands for its .layout.
    let via_desktop =
        read_layout_file(&dir.path().join("turtle.desktop")).map_err(|e| e.to_string());
    assert_eq!(via_desktop, Ok(turtle));
}

#[test]
fn check_reports_and_fails_on_errors() {
    let Ok(dir) = tempfile::tempdir() else {
        panic!("temp dir");
    };
    let odd = dir.path().join("odd.tiles");
    let text = "parlour-layout 1\nname: Odd\nsize: 2x2x1\nlayer 0\n[]\n--\n";
    let Ok(()) = std::fs::write(&odd, text) else {
        panic!("write");
    };
    let (result, out) = run_to_string(LayoutCommand::Check {
        file: odd.clone(),
        json: false,
    });
    assert!(
        out.contains("tiles: 1") && out.contains("playable: no"),
        "{out}"
    );
    assert!(result.is_err_and(|e| e.contains("the layout has 1 tiles")));

    let (result, out) = run_to_string(LayoutCommand::Check {
        file: odd,
        json: true,
    });
    assert!(result.is_err());
    let Ok(json) = serde_json::from_str::<serde_json::Value>(&out) else {
        panic!("not JSON: {out}");
    };
    assert_eq!(json["tiles"], 1);
    assert_eq!(json["problems"][0]["kind"], "odd_count");
    assert_eq!(json["solvable"], false);

    let broken = dir.path().join("broken.tiles");
    let Ok(()) = std::fs::write(
        &broken,
        "parlour-layout 1\nname: B\nsize: 2x2x1\nlayer 0\n[]\n-.\n",
    ) else {
        panic!("write");
    };
    let (result, _) = run_to_string(LayoutCommand::Check {
        file: broken,
        json: false,
    });
    assert!(result.is_err_and(|e| e.contains("broken.tiles: line 6, column 2")));
}

#[test]
fn check_asks_the_deal_finder_when_given() {
    let Ok(dir) = tempfile::tempdir() else {
        panic!("temp dir");
    };
    let path = dir.path().join("pair.tiles");
    let Ok(()) = std::fs::write(
        &path,
        "parlour-layout 1\nname: Pair\nsize: 4x2x1\nlayer 0\n[][]\n----\n",
    ) else {
        panic!("write");
    };
    let cmd = LayoutCommand::Check {
        file: path.clone(),
        json: false,
    };
    let (result, out) = run_to_string(cmd.clone());
    assert_eq!(result, Ok(()));
    assert!(out.contains("solvable deal: not checked"), "{out}");

    let mut out = Vec::new();
    let yes = |_: &Layout| DealCheck::Solvable { deal_no: 7 };
    assert!(run_with_deal_finder(cmd.clone(), &mut out, Some(&yes)).is_ok());
    assert!(String::from_utf8_lossy(&out).contains("solvable deal: yes (deal 7)"));

    let mut out = Vec::new();
    let no = |_: &Layout| DealCheck::Unsolvable {
        reason: String::from("a stack cannot clear"),
    };
    let result = run_with_deal_finder(cmd, &mut out, Some(&no)).map_err(|e| e.to_string());
    assert!(result.is_err_and(|e| e.contains("no solvable deal exists: a stack cannot clear")));
}
