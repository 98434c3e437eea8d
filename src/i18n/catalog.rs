//! The Fluent catalogs, built into the binary, and the lookups the views call through `t!`.
//!
//! Each language is a folder `locales/<code>/` of `.ftl` files, one per area of the app; a
//! translator edits text there, never Rust. The language is per thread (the window's thread
//! sets it), so tests in parallel threads can each speak their own.

use super::Language;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use std::cell::Cell;
use std::sync::OnceLock;

/// What a lookup shows for a message no catalog has: easy to spot, and searched for by the tests.
pub const MISSING_MARK: char = '⟦';

/// The catalog files of one language: (area, text).
type Files = [(&'static str, &'static str); 11];

macro_rules! catalog {
    ($code:literal) => {
        [
            (
                "app",
                include_str!(concat!("../../locales/", $code, "/app.ftl")),
            ),
            (
                "faces",
                include_str!(concat!("../../locales/", $code, "/faces.ftl")),
            ),
            (
                "solitaire",
                include_str!(concat!("../../locales/", $code, "/solitaire.ftl")),
            ),
            (
                "editor",
                include_str!(concat!("../../locales/", $code, "/editor.ftl")),
            ),
            (
                "shisen",
                include_str!(concat!("../../locales/", $code, "/shisen.ftl")),
            ),
            (
                "match3",
                include_str!(concat!("../../locales/", $code, "/match3.ftl")),
            ),
            (
                "klondike",
                include_str!(concat!("../../locales/", $code, "/klondike.ftl")),
            ),
            (
                "freecell",
                include_str!(concat!("../../locales/", $code, "/freecell.ftl")),
            ),
            (
                "spider",
                include_str!(concat!("../../locales/", $code, "/spider.ftl")),
            ),
            (
                "mahjong",
                include_str!(concat!("../../locales/", $code, "/mahjong.ftl")),
            ),
            (
                "web",
                include_str!(concat!("../../locales/", $code, "/web.ftl")),
            ),
        ]
    };
}

/// Every language's catalog files, in [`Language::ALL`] order.
pub fn catalog_files(language: Language) -> Files {
    match language {
        Language::English => catalog!("en"),
        Language::Spanish => catalog!("es"),
        Language::French => catalog!("fr"),
        Language::German => catalog!("de"),
        Language::Japanese => catalog!("ja"),
        Language::SimplifiedChinese => catalog!("zh-Hans"),
        Language::TraditionalChinese => catalog!("zh-Hant"),
    }
}

type Bundle = FluentBundle<FluentResource>;

fn build(language: Language) -> Bundle {
    let locale = language
        .code()
        .parse()
        .unwrap_or_else(|_| unic_langid::LanguageIdentifier::default());
    let mut bundle = FluentBundle::new_concurrent(vec![locale]);
    // egui draws Unicode isolation marks as boxes; Parlour's text is all left to right.
    bundle.set_use_isolating(false);
    for (_, text) in catalog_files(language) {
        // A file with a syntax error still gives its good messages (the tests refuse errors).
        let resource = FluentResource::try_new(text.to_owned()).unwrap_or_else(|(res, _)| res);
        // A message defined twice keeps its first text (the tests refuse duplicates).
        bundle.add_resource_overriding(resource);
    }
    bundle
}

fn bundles() -> &'static [Bundle] {
    static BUNDLES: OnceLock<Vec<Bundle>> = OnceLock::new();
    BUNDLES.get_or_init(|| Language::ALL.into_iter().map(build).collect())
}

thread_local! {
    static CURRENT: Cell<Language> = const { Cell::new(Language::English) };
}

/// Makes `language` the one this thread's lookups speak.
pub fn set_language(language: Language) {
    CURRENT.with(|c| c.set(language));
}

/// The language this thread speaks.
pub fn language() -> Language {
    CURRENT.with(Cell::get)
}

fn format_in(language: Language, id: &str, args: Option<&FluentArgs<'_>>) -> Option<String> {
    let bundle = bundles().get(language.index())?;
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    Some(
        bundle
            .format_pattern(pattern, args, &mut errors)
            .into_owned(),
    )
}

/// The message `id` in `language`, with `args`; `None` when that catalog lacks it.
pub fn lookup_in(language: Language, id: &str, args: Option<&FluentArgs<'_>>) -> Option<String> {
    format_in(language, id, args)
}

/// The message `id` with `args` in this thread's language, else in English, else `⟦id⟧`.
pub fn tr_args(id: &str, args: Option<&FluentArgs<'_>>) -> String {
    format_in(language(), id, args)
        .or_else(|| format_in(Language::English, id, args))
        .unwrap_or_else(|| format!("{MISSING_MARK}{id}⟧"))
}

/// The message `id` in this thread's language.
pub fn tr(id: &str) -> String {
    tr_args(id, None)
}
