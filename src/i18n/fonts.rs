//! The fonts of the interface: egui's own, then the bundled symbols (a Noto Emoji subset) and
//! Noto Sans CJK subsets (all made by `tools/subset_ui_fonts.sh`), the active language's CJK font
//! first so Japanese text takes Japanese glyph forms and Chinese text Chinese ones.

use super::Language;
use std::sync::Arc;

/// Noto Emoji, cut to the symbols the catalogs and the tool bar use (egui's own emoji fonts are
/// twenty times its size).
pub const SYMBOLS: &[u8] = include_bytes!("../../assets/fonts/parlour-symbols.ttf");
/// Noto Sans CJK JP, cut to the Japanese catalog's characters.
pub const JAPANESE: &[u8] = include_bytes!("../../assets/fonts/parlour-ui-ja.otf");
/// Noto Sans CJK SC, cut to the Simplified Chinese catalog's characters.
pub const SIMPLIFIED_CHINESE: &[u8] = include_bytes!("../../assets/fonts/parlour-ui-sc.otf");
/// Noto Sans CJK TC, cut to the Traditional Chinese catalog's characters.
pub const TRADITIONAL_CHINESE: &[u8] = include_bytes!("../../assets/fonts/parlour-ui-tc.otf");

/// The CJK fonts in the order `language` wants them (each is also every other language's
/// fallback: the language picker names all of them in their own scripts).
pub fn cjk_fonts(language: Language) -> [(&'static str, &'static [u8]); 3] {
    let ja = ("parlour-ui-ja", JAPANESE);
    let sc = ("parlour-ui-sc", SIMPLIFIED_CHINESE);
    let tc = ("parlour-ui-tc", TRADITIONAL_CHINESE);
    match language {
        Language::SimplifiedChinese => [sc, tc, ja],
        Language::TraditionalChinese => [tc, sc, ja],
        _ => [ja, sc, tc],
    }
}

/// The interface's fonts for `language`: Ubuntu Light (egui's own; its figures all have one
/// width, so the clock does not jitter and needs no monospace font), egui's few icons, the
/// symbols, then the CJK fonts in `language`'s order. Built here rather than from egui's
/// defaults, which would also link Hack (egui's monospace font, 148 KB of the browser download)
/// and draw nothing Parlour shows.
pub fn definitions(language: Language) -> egui::FontDefinitions {
    let scaled = |data: &'static [u8], scale: f32| {
        egui::FontData::from_static(data).tweak(egui::FontTweak {
            scale,
            ..Default::default()
        })
    };
    // The symbols and icons at egui's own scales for them, so they sit in a line of text.
    let latin = [
        (
            "Ubuntu-Light",
            scaled(epaint_default_fonts::UBUNTU_LIGHT, 1.0),
        ),
        ("egui-icons", scaled(epaint_default_fonts::EGUI_ICONS, 0.90)),
        ("parlour-symbols", scaled(SYMBOLS, 0.81)),
    ];
    let cjk = cjk_fonts(language).map(|(name, data)| (name, egui::FontData::from_static(data)));
    let mut fonts = egui::FontDefinitions::empty();
    let mut order = Vec::new();
    for (name, data) in latin.into_iter().chain(cjk) {
        fonts.font_data.insert(name.to_owned(), Arc::new(data));
        order.push(name.to_owned());
    }
    for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        fonts.families.insert(family, order.clone());
    }
    fonts
}
