//! The catalogs against each other and against the fonts: every English message in every
//! language with the same variables, no syntax errors or duplicates, a glyph for every character.

use super::{Language, catalog_files, lookup_in};
use fluent_bundle::FluentResource;
use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};

/// Each message's own variables and the messages and terms it refers to.
#[derive(Default, Debug)]
struct Uses {
    variables: BTreeSet<String>,
    references: BTreeSet<String>,
}

fn walk_inline(expr: &ast::InlineExpression<&str>, uses: &mut Uses) {
    match expr {
        ast::InlineExpression::VariableReference { id } => {
            uses.variables.insert(id.name.to_owned());
        }
        ast::InlineExpression::MessageReference { id, .. } => {
            uses.references.insert(id.name.to_owned());
        }
        ast::InlineExpression::TermReference { id, arguments, .. } => {
            uses.references.insert(format!("-{}", id.name));
            for arg in arguments
                .iter()
                .flat_map(|a| a.positional.iter().chain(a.named.iter().map(|n| &n.value)))
            {
                walk_inline(arg, uses);
            }
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for arg in arguments
                .positional
                .iter()
                .chain(arguments.named.iter().map(|n| &n.value))
            {
                walk_inline(arg, uses);
            }
        }
        ast::InlineExpression::Placeable { expression } => walk_expression(expression, uses),
        ast::InlineExpression::StringLiteral { .. }
        | ast::InlineExpression::NumberLiteral { .. } => {}
    }
}

fn walk_expression(expr: &ast::Expression<&str>, uses: &mut Uses) {
    match expr {
        ast::Expression::Select { selector, variants } => {
            walk_inline(selector, uses);
            for variant in variants {
                walk_pattern(&variant.value, uses);
            }
        }
        ast::Expression::Inline(inline) => walk_inline(inline, uses),
    }
}

fn walk_pattern(pattern: &ast::Pattern<&str>, uses: &mut Uses) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            walk_expression(expression, uses);
        }
    }
}

/// Every message and term of `language`: its uses, after checking the files parse cleanly and
/// define nothing twice.
fn messages(language: Language) -> BTreeMap<String, Uses> {
    let mut all = BTreeMap::new();
    for (area, text) in catalog_files(language) {
        let resource = match FluentResource::try_new(text.to_owned()) {
            Ok(resource) => resource,
            Err((_, errors)) => panic!("locales/{}/{area}.ftl: {errors:?}", language.code()),
        };
        for entry in resource.entries() {
            let (id, pattern, attributes) = match entry {
                ast::Entry::Message(m) => (m.id.name.to_owned(), m.value.as_ref(), &m.attributes),
                ast::Entry::Term(t) => (format!("-{}", t.id.name), Some(&t.value), &t.attributes),
                ast::Entry::Junk { content } => {
                    panic!(
                        "locales/{}/{area}.ftl: cannot read {content:?}",
                        language.code()
                    )
                }
                _ => continue,
            };
            let mut uses = Uses::default();
            for pattern in pattern
                .into_iter()
                .chain(attributes.iter().map(|a| &a.value))
            {
                walk_pattern(pattern, &mut uses);
            }
            let previous = all.insert(id.clone(), uses);
            assert!(
                previous.is_none(),
                "locales/{}/{area}.ftl defines {id} twice",
                language.code()
            );
        }
    }
    all
}

/// The variables a message uses, its own and those of the messages it refers to.
fn variables(all: &BTreeMap<String, Uses>, id: &str, depth: usize) -> BTreeSet<String> {
    let Some(uses) = all.get(id) else {
        return BTreeSet::new();
    };
    let mut vars = uses.variables.clone();
    if depth < 8 {
        for reference in &uses.references {
            vars.extend(variables(all, reference, depth + 1));
        }
    }
    vars
}

#[test]
fn every_language_has_every_english_message_with_the_same_variables() {
    let english = messages(Language::English);
    assert!(english.len() > 1, "the English catalog is empty");
    for language in Language::ALL {
        let translated = messages(language);
        let code = language.code();
        for id in english.keys().filter(|id| !id.starts_with('-')) {
            assert!(translated.contains_key(id), "locales/{code} lacks {id}");
            assert_eq!(
                variables(&translated, id, 0),
                variables(&english, id, 0),
                "locales/{code}: {id} uses other variables than English"
            );
        }
        for id in translated.keys().filter(|id| !id.starts_with('-')) {
            assert!(
                english.contains_key(id),
                "locales/{code} has {id}, English has not"
            );
        }
        for (id, uses) in &translated {
            for reference in &uses.references {
                assert!(
                    translated.contains_key(reference),
                    "locales/{code}: {id} refers to a missing {reference}"
                );
            }
        }
    }
}

#[test]
fn every_message_formats_in_every_language() {
    let english = messages(Language::English);
    for language in Language::ALL {
        for id in english.keys().filter(|id| !id.starts_with('-')) {
            let text = lookup_in(language, id, None);
            assert!(text.is_some(), "{}: {id}", language.code());
        }
    }
}

/// The characters a font maps to glyphs.
fn covers(font: &[u8], c: char) -> bool {
    use skrifa::MetadataProvider as _;
    skrifa::FontRef::new(font).is_ok_and(|f| f.charmap().map(c).is_some())
}

#[test]
fn every_catalog_character_has_a_glyph() {
    let defaults = egui::FontDefinitions::default();
    for language in Language::ALL {
        let fonts = super::fonts::definitions(language);
        let family = &fonts.families[&egui::FontFamily::Proportional];
        let data: Vec<&[u8]> = family
            .iter()
            .filter_map(|name| fonts.font_data.get(name).map(|d| (*d.font).as_ref()))
            .collect();
        assert!(family.len() > defaults.families[&egui::FontFamily::Proportional].len());
        let mut text: String = catalog_files(language).iter().map(|(_, t)| *t).collect();
        text.extend(Language::ALL.iter().map(|l| l.native_name()));
        let missing: BTreeSet<char> = text
            .chars()
            .filter(|c| !c.is_control() && !data.iter().any(|font| covers(font, *c)))
            .collect();
        assert!(
            missing.is_empty(),
            "{}: no glyph for {missing:?}; run tools/subset_ui_fonts.sh",
            language.code()
        );
    }
}

/// The characters past ASCII in the code (not its comments) of the Rust files under `dir`.
fn source_symbols(dir: &std::path::Path, found: &mut BTreeSet<char>) {
    for entry in std::fs::read_dir(dir).expect("read src") {
        let path = entry.expect("entry").path();
        if path.is_dir() {
            source_symbols(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).expect("read source");
            for line in text.lines() {
                let code = line.split("//").next().unwrap_or_default();
                found.extend(code.chars().filter(|c| !c.is_ascii()));
            }
        }
    }
}

#[test]
fn every_symbol_in_the_sources_has_a_glyph() {
    // The tile faces draw their characters with their own font (src/faces); everything else
    // the code writes on screen goes through the interface fonts.
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut symbols = BTreeSet::new();
    for dir in ["app", "games", "panel", "i18n"] {
        source_symbols(&root.join(dir), &mut symbols);
    }
    let fonts = super::fonts::definitions(Language::English);
    let data: Vec<&[u8]> = fonts.families[&egui::FontFamily::Proportional]
        .iter()
        .filter_map(|name| fonts.font_data.get(name).map(|d| (*d.font).as_ref()))
        .collect();
    // The brackets of a missing message are seen only when a catalog lacks one, which the
    // tests above rule out.
    let missing: BTreeSet<char> = symbols
        .into_iter()
        .filter(|c| !matches!(c, '⟦' | '⟧'))
        .filter(|c| !data.iter().any(|font| covers(font, *c)))
        .collect();
    assert!(
        missing.is_empty(),
        "no glyph for {missing:?}; run tools/subset_ui_fonts.sh"
    );
}

#[test]
fn chinese_and_japanese_take_their_own_glyph_forms_first() {
    let first_cjk = |language| super::fonts::cjk_fonts(language)[0].0;
    assert_eq!(first_cjk(Language::Japanese), "parlour-ui-ja");
    assert_eq!(first_cjk(Language::SimplifiedChinese), "parlour-ui-sc");
    assert_eq!(first_cjk(Language::TraditionalChinese), "parlour-ui-tc");
}
