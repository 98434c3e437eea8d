//! The layouts that come with Parlour, embedded from `layouts/*.tiles` (in this crate).

use super::layout::Layout;
use super::layout_format::parse_layout;

/// The built-in layout files, in the order the layout list shows them.
const FILES: &[(&str, &str)] = &[
    ("turtle.tiles", include_str!("../../layouts/turtle.tiles")),
    ("pyramid.tiles", include_str!("../../layouts/pyramid.tiles")),
    (
        "fortress.tiles",
        include_str!("../../layouts/fortress.tiles"),
    ),
    ("bridge.tiles", include_str!("../../layouts/bridge.tiles")),
    ("dragon.tiles", include_str!("../../layouts/dragon.tiles")),
    ("cloud.tiles", include_str!("../../layouts/cloud.tiles")),
    ("cat.tiles", include_str!("../../layouts/cat.tiles")),
    ("spider.tiles", include_str!("../../layouts/spider.tiles")),
    ("flower.tiles", include_str!("../../layouts/flower.tiles")),
    ("stairs.tiles", include_str!("../../layouts/stairs.tiles")),
    ("crab.tiles", include_str!("../../layouts/crab.tiles")),
    (
        "butterfly.tiles",
        include_str!("../../layouts/butterfly.tiles"),
    ),
];

/// The built-in layout files as (file name, text), for tests and for copying into a player's
/// folder as a starting point.
pub fn builtin_files() -> &'static [(&'static str, &'static str)] {
    FILES
}

/// Every built-in layout, parsed. A built-in that failed to parse would be a bug (a test parses
/// them all), so it is left out rather than stopping the game.
pub fn builtin_layouts() -> Vec<Layout> {
    FILES
        .iter()
        .filter_map(|(_, text)| parse_layout(text).ok())
        .collect()
}

/// The names of the built-in layouts, for `parlour solitaire layouts`.
pub fn layout_names() -> Vec<String> {
    builtin_layouts().into_iter().map(|l| l.name).collect()
}

/// The built-in layout called `name` (any case), if there is one.
pub fn builtin_layout(name: &str) -> Option<Layout> {
    let name = name.trim();
    builtin_layouts()
        .into_iter()
        .find(|l| l.name.eq_ignore_ascii_case(name))
}
