//! The page's Content-Security-Policy: what the browser build needs and nothing more.
//!
//! trunk writes `index.html` with inline elements: the module script that imports the hashed
//! JavaScript and starts the wasm, and whatever inline `<script>` and `<style>` the page's own
//! source has. Rather than allow inline code in general, the policy names each element by the
//! SHA-256 of its text, worked out when the server starts; any other inline code, or code from
//! anywhere but this server, does not run.

use base64::Engine;
use sha2::{Digest, Sha256};

/// The hashes of a page's inline elements, as CSP source expressions (`'sha256-...'`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct InlineHashes {
    /// Inline `<script>` elements (those without `src`).
    pub(crate) scripts: Vec<String>,
    /// `<style>` elements.
    pub(crate) styles: Vec<String>,
}

/// Finds the inline `<script>` and `<style>` elements of `html` and hashes their text as a
/// browser does: the exact characters between the start tag and the end tag. Comments are
/// skipped. The page is the server's own file (trunk's output), not a visitor's input.
pub(crate) fn inline_hashes(html: &str) -> InlineHashes {
    let mut hashes = InlineHashes::default();
    // ASCII lower case keeps every byte offset, so positions found here index `html` too.
    let lower = html.to_ascii_lowercase();
    let mut at = 0;
    while let Some(found) = next_element(&lower, at) {
        match found {
            Element::Comment { end } => at = end,
            Element::Raw {
                kind,
                content,
                has_src,
                end,
            } => {
                if let Some(text) = html.get(content.0..content.1) {
                    let hash = sha256_source(text);
                    match kind {
                        Kind::Script if !has_src => hashes.scripts.push(hash),
                        Kind::Style => hashes.styles.push(hash),
                        Kind::Script => {}
                    }
                }
                at = end;
            }
        }
    }
    hashes
}

/// `'sha256-<base64>'` of a text.
fn sha256_source(text: &str) -> String {
    let digest = Sha256::digest(text.as_bytes());
    format!(
        "'sha256-{}'",
        base64::engine::general_purpose::STANDARD.encode(digest)
    )
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Script,
    Style,
}

enum Element {
    /// `<!-- ... -->`, ending at `end`.
    Comment { end: usize },
    /// A `<script>` or `<style>` element: its text's span, whether it names a `src`, and
    /// where it ends.
    Raw {
        kind: Kind,
        content: (usize, usize),
        has_src: bool,
        end: usize,
    },
}

/// The next comment, script or style element at or after `from` in the lower-cased page.
fn next_element(lower: &str, from: usize) -> Option<Element> {
    let mut at = from;
    loop {
        let start = at + lower.get(at..)?.find('<')?;
        let rest = lower.get(start..)?;
        if rest.starts_with("<!--") {
            let end = rest
                .find("-->")
                .map_or(lower.len(), |i| start + i + "-->".len());
            return Some(Element::Comment { end });
        }
        let kind = [("<script", Kind::Script), ("<style", Kind::Style)]
            .into_iter()
            .find(|(tag, _)| {
                rest.starts_with(tag)
                    && rest
                        .as_bytes()
                        .get(tag.len())
                        .is_some_and(|b| b.is_ascii_whitespace() || matches!(b, b'>' | b'/'))
            })
            .map(|(_, kind)| kind);
        let Some(kind) = kind else {
            at = start + 1;
            continue;
        };
        let (tag_end, has_src) = start_tag(lower, start)?;
        let close = match kind {
            Kind::Script => "</script",
            Kind::Style => "</style",
        };
        let content_end = lower
            .get(tag_end..)?
            .find(close)
            .map_or(lower.len(), |i| tag_end + i);
        let end = lower
            .get(content_end..)?
            .find('>')
            .map_or(lower.len(), |i| content_end + i + 1);
        return Some(Element::Raw {
            kind,
            content: (tag_end, content_end),
            has_src,
            end,
        });
    }
}

/// Reads a start tag from `start` (its `<`): where its text begins (after the `>`) and whether
/// it has a `src` attribute. Quoted attribute values may hold `>`.
fn start_tag(lower: &str, start: usize) -> Option<(usize, bool)> {
    let bytes = lower.as_bytes();
    let mut i = start + 1;
    let mut quote: Option<u8> = None;
    let mut has_src = false;
    while let Some(&b) = bytes.get(i) {
        match (quote, b) {
            (Some(q), b) if b == q => quote = None,
            (Some(_), _) => {}
            (None, b'"' | b'\'') => quote = Some(b),
            (None, b'>') => return Some((i + 1, has_src)),
            (None, b's')
                if bytes
                    .get(i.wrapping_sub(1))
                    .is_some_and(u8::is_ascii_whitespace)
                    && lower.get(i..).is_some_and(|r| {
                        r.starts_with("src")
                            && r.as_bytes().get(3).is_some_and(|b| {
                                matches!(b, b'=' | b'>' | b' ' | b'\t' | b'\n' | b'/')
                            })
                    }) =>
            {
                has_src = true;
            }
            _ => {}
        }
        i += 1;
    }
    None
}

/// The policy for the page. `websocket` is the origin of its own WebSocket (`wss://host`):
/// CSP Level 3 lets `'self'` cover it, older browsers need it named.
pub(crate) fn policy(hashes: &InlineHashes, websocket: Option<&str>) -> String {
    let mut script = vec!["'self'", "'wasm-unsafe-eval'"];
    script.extend(hashes.scripts.iter().map(String::as_str));
    let mut style = vec!["'self'"];
    style.extend(hashes.styles.iter().map(String::as_str));
    let mut connect = vec!["'self'"];
    connect.extend(websocket);
    [
        "default-src 'none'".to_owned(),
        format!("script-src {}", script.join(" ")),
        format!("style-src {}", style.join(" ")),
        "img-src 'self' data: blob:".to_owned(),
        format!("connect-src {}", connect.join(" ")),
        "worker-src 'self'".to_owned(),
        "object-src 'none'".to_owned(),
        "base-uri 'none'".to_owned(),
        "form-action 'none'".to_owned(),
        "frame-ancestors 'none'".to_owned(),
    ]
    .join("; ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inline_scripts_and_styles_are_hashed_and_others_left_out() {
        let html = "<!doctype html><html><head>\
            <!-- <script>not this</script> -->\
            <style>body { margin: 0 }</style>\
            <script type=\"module\" data-x='a>b'>import init from './parlour-0123456789abcdef.js';</script>\
            <script src=\"./x.js\"></script>\
            <SCRIPT>one()</SCRIPT>\
            <scripts>not an element</scripts>\
            </head><body><script>\n</script></body></html>";
        let hashes = inline_hashes(html);
        let expected = |texts: &[&str]| texts.iter().map(|t| sha256_source(t)).collect::<Vec<_>>();
        assert_eq!(
            hashes.scripts,
            expected(&[
                "import init from './parlour-0123456789abcdef.js';",
                "one()",
                "\n"
            ])
        );
        assert_eq!(hashes.styles, expected(&["body { margin: 0 }"]));
    }

    #[test]
    fn a_known_text_has_its_known_hash() {
        // `printf 'alert(1)' | openssl dgst -sha256 -binary | base64`
        assert_eq!(
            sha256_source("alert(1)"),
            "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"
        );
    }

    #[test]
    fn the_policy_allows_the_app_and_nothing_more() {
        let hashes = InlineHashes {
            scripts: vec!["'sha256-a'".into()],
            styles: vec!["'sha256-b'".into()],
        };
        let policy = policy(&hashes, Some("wss://play.example.org"));
        for directive in [
            "default-src 'none'",
            "script-src 'self' 'wasm-unsafe-eval' 'sha256-a'",
            "style-src 'self' 'sha256-b'",
            "connect-src 'self' wss://play.example.org",
            "worker-src 'self'",
            "img-src 'self' data: blob:",
            "object-src 'none'",
            "base-uri 'none'",
            "frame-ancestors 'none'",
        ] {
            assert!(
                policy.split("; ").any(|d| d == directive),
                "{directive} in {policy}"
            );
        }
        assert!(!policy.contains("unsafe-inline") && !policy.contains("'unsafe-eval'"));
    }
}
