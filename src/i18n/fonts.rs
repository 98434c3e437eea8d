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

/// egui's default fonts with the symbols and then the CJK fonts after them, in `language`'s
/// order.
pub fn definitions(language: Language) -> egui::FontDefinitions {
    let mut fonts = egui::FontDefinitions::default();
    let symbols = ("parlour-symbols", SYMBOLS);
    for (name, data) in std::iter::once(symbols).chain(cjk_fonts(language)) {
        fonts
            .font_data
            .insert(name.to_owned(), Arc::new(egui::FontData::from_static(data)));
        for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
            fonts
                .families
                .entry(family)
                .or_default()
                .push(name.to_owned());
        }
    }
    fonts
}
