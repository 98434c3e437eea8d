//! Parlour in the player's language: Fluent catalogs (`locales/<code>/*.ftl`), the language of
//! this thread, and the fonts that draw every script the catalogs use.
//!
//! Views never paste sentences together: each message is a Fluent pattern with named
//! variables, so plurals, word order and number forms are the translator's.

mod catalog;
pub mod fonts;
mod language;

pub use catalog::{MISSING_MARK, catalog_files, language, lookup_in, set_language, tr, tr_args};
pub use language::Language;

/// Re-exported for the `t!` macro.
pub use fluent_bundle::{FluentArgs, FluentValue};

/// A message of the catalogs in the current language: `t!("new-game")` or
/// `t!("tiles-left", count = 88)`. Variables are Fluent values (numbers for plurals, strings).
#[macro_export]
macro_rules! t {
    ($id:literal) => {
        $crate::i18n::tr($id)
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::i18n::FluentArgs::new();
        $(args.set(stringify!($name), $crate::i18n::FluentValue::from($value));)+
        $crate::i18n::tr_args($id, Some(&args))
    }};
}

/// The language of a system locale (the operating system's, or the browser's), for the first
/// start; English when there is none.
pub fn system_language(locale: Option<String>) -> Language {
    locale.map_or(Language::English, |l| Language::from_locale(&l))
}

#[cfg(test)]
mod tests;
