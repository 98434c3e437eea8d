//! The packaging files agree with each other and with Cargo: the AppStream release is this
//! version, the desktop entry is a game, and every icon the packager is given exists at the
//! size its folder names.

const METAINFO: &str = include_str!("../../packaging/linux/org.parlourgames.Parlour.metainfo.xml");
const DESKTOP: &str = include_str!("../../packaging/linux/parlour.desktop");
const CARGO_TOML: &str = include_str!("../../Cargo.toml");

#[test]
fn the_appstream_data_lists_this_version_and_launches_the_desktop_entry() {
    let release = format!("<release version=\"{}\"", env!("CARGO_PKG_VERSION"));
    assert!(METAINFO.contains(&release), "add {release} to the metainfo");
    assert!(METAINFO.contains("<launchable type=\"desktop-id\">parlour.desktop</launchable>"));
    assert!(METAINFO.contains("<content_rating type=\"oars-1.1\">"));
}

#[test]
fn the_desktop_entry_is_a_board_and_card_game() {
    let categories = DESKTOP
        .lines()
        .find_map(|l| l.strip_prefix("Categories="))
        .unwrap_or_default();
    for category in ["Game", "BoardGame", "CardGame"] {
        assert!(categories.split(';').any(|c| c == category), "{category}");
    }
    assert!(DESKTOP.contains("Exec={{exec}}") && DESKTOP.contains("Icon={{icon}}"));
}

/// A PNG's width and height, from its header.
fn png_size(bytes: &[u8]) -> Option<(u32, u32)> {
    if bytes.get(..8)? != b"\x89PNG\r\n\x1a\n" {
        return None;
    }
    let word = |at: usize| Some(u32::from_be_bytes(bytes.get(at..at + 4)?.try_into().ok()?));
    Some((word(16)?, word(20)?))
}

#[test]
fn every_icon_given_to_the_packager_exists_at_its_size() {
    let root = env!("CARGO_MANIFEST_DIR");
    let icons: Vec<&str> = CARGO_TOML
        .lines()
        .filter_map(|l| l.trim().strip_prefix('"')?.strip_suffix("\","))
        .filter(|path| path.starts_with("packaging/icons/"))
        .collect();
    assert!(icons.len() >= 8, "{icons:?}");
    for icon in icons {
        let bytes = std::fs::read(format!("{root}/{icon}")).unwrap();
        if let Some(folder) = icon.split('/').find(|part| part.contains('x')) {
            let size: u32 = folder.split('x').next().unwrap().parse().unwrap();
            assert_eq!(png_size(&bytes), Some((size, size)), "{icon}");
        } else if icon.ends_with("1024.png") {
            assert_eq!(png_size(&bytes), Some((1024, 1024)));
        } else {
            assert!(
                icon.ends_with(".ico") && bytes.starts_with(&[0, 0, 1, 0]),
                "{icon}"
            );
        }
    }
}
