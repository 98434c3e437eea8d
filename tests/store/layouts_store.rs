//! The player's layouts folder: list, write, rename, delete; and importing a folder of
//! KMahjongg layouts.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failed unwrap is a failed test

use parlour::layout_files::{self as layouts, LayoutFolder};
use parlour_rules::solitaire::builtin;
use parlour_rules::solitaire::layout::{Layout, TilePos};

fn pair(name: &str) -> Layout {
    Layout::new(
        name,
        "Ada",
        vec![TilePos::new(0, 0, 0), TilePos::new(2, 0, 0)],
    )
}

#[test]
fn write_list_rename_delete() {
    let dir = tempfile::tempdir().unwrap();
    let folder = LayoutFolder::new(dir.path().join("layouts"));
    assert!(
        folder.list().unwrap().is_empty(),
        "a missing folder has no layouts"
    );

    let first = folder.write(&pair("Two Tiles!"), None).unwrap();
    assert_eq!(first, "two-tiles.tiles");
    let second = folder.write(&pair("two tiles"), None).unwrap();
    assert_eq!(
        second, "two-tiles-2.tiles",
        "an existing file is never overwritten"
    );
    // Writing over a named file replaces it.
    let mut changed = pair("Two Tiles!");
    changed.tiles.push(TilePos::new(4, 0, 0));
    assert_eq!(folder.write(&changed, Some(&first)).unwrap(), first);
    assert_eq!(folder.read(&first).unwrap(), changed);

    let renamed = folder.rename(&second, "Bridge of two").unwrap();
    assert_eq!(renamed, "bridge-of-two.tiles");
    assert_eq!(folder.read(&renamed).unwrap().name, "Bridge of two");
    assert!(folder.read(&second).is_err());

    std::fs::write(folder.dir().join("broken.tiles"), "not a layout").unwrap();
    let listed: Vec<(String, bool)> = folder
        .list()
        .unwrap()
        .into_iter()
        .map(|e| (e.file, e.layout.is_ok()))
        .collect();
    assert_eq!(
        listed,
        vec![
            ("broken.tiles".to_owned(), false),
            ("bridge-of-two.tiles".to_owned(), true),
            ("two-tiles.tiles".to_owned(), true),
        ]
    );
    let broken = folder.read("broken.tiles").unwrap_err().to_string();
    assert!(broken.contains("line 1"), "{broken}");

    folder.delete(&renamed).unwrap();
    assert!(folder.read(&renamed).is_err());
    // Only plain names of the folder's own files are accepted.
    for bad in [
        "../escape.tiles",
        "/etc/passwd",
        "notes.txt",
        ".hidden.tiles",
    ] {
        assert!(folder.read(bad).is_err(), "{bad}");
        assert!(folder.delete(bad).is_err(), "{bad}");
    }
}

#[test]
fn a_whole_folder_of_kmahjongg_layouts_is_imported() {
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("kmahjongg");
    std::fs::create_dir_all(&source).unwrap();
    let builtins = builtin::builtin_layouts();
    for layout in builtins.iter().take(4) {
        let path = source.join(format!("{}.layout", layout.name.to_lowercase()));
        layouts::write_layout_file(layout, &path).unwrap();
    }
    std::fs::write(source.join("bad.layout"), "kmahjongg-layout-v1.0\n111\n").unwrap();

    let found = layouts::import_kmahjongg_folder(&source).unwrap();
    assert_eq!(found.len(), 5);
    let mut ok = 0;
    for (path, layout) in &found {
        match layout {
            Ok(layout) => {
                let original = builtins.iter().find(|b| b.name == layout.name).unwrap();
                assert_eq!(layout, original, "{}", path.display());
                ok += 1;
            }
            Err(e) => assert!(e.to_string().contains("line"), "{e}"),
        }
    }
    assert_eq!(ok, 4);
}

/// Runs `parlour --config-dir DIR ARGS...` headless and returns what it printed.
fn parlour(dir: &std::path::Path, args: &[&str]) -> Result<String, String> {
    use clap::Parser as _;
    let mut argv = vec!["parlour", "--config-dir", dir.to_str().unwrap()];
    argv.extend_from_slice(args);
    let mut cli = parlour::cli::Cli::try_parse_from(argv).unwrap();
    let command = cli.command.take().unwrap();
    let mut out = Vec::new();
    parlour::cli::run(&cli, command, &mut out).map_err(|e| e.to_string())?;
    Ok(String::from_utf8(out).unwrap())
}

#[test]
fn the_players_layouts_are_listed_and_played_by_name_from_the_command_line() {
    let dir = tempfile::tempdir().unwrap();
    let folder = LayoutFolder::new(dir.path().join("layouts"));
    let file = folder.write(&pair("Two Stones"), None).unwrap();

    let listed = parlour(dir.path(), &["solitaire", "layouts"]).unwrap();
    let lines: Vec<&str> = listed.lines().collect();
    let builtins = builtin::layout_names();
    assert_eq!(lines[..builtins.len()], builtins[..], "built-ins first");
    let mine = folder.dir().join(&file).display().to_string();
    assert_eq!(lines[builtins.len()..], [format!("Two Stones\t{mine}")]);

    // Dealt by its name, in any case.
    let dealt = parlour(
        dir.path(),
        &[
            "solitaire",
            "deal",
            "--layout",
            "two stones",
            "--deal",
            "3",
            "--json",
        ],
    )
    .unwrap();
    let value: serde_json::Value = serde_json::from_str(&dealt).unwrap();
    assert_eq!(value["layout"], "Two Stones");
    assert_eq!(value["tiles"].as_array().unwrap().len(), 2);

    // A name that is neither built in, nor the player's, nor a file: a clear error.
    let error = parlour(
        dir.path(),
        &["solitaire", "deal", "--layout", "Nowhere", "--deal", "1"],
    )
    .unwrap_err();
    assert!(error.contains("Nowhere"), "{error}");
}
