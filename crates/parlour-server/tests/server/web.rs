//! The browser build's files: types, compression, caching by name, the page's
//! Content-Security-Policy (its hashes checked against the page's inline elements), /healthz,
//! what is not served, and the access log.

use super::TestServer;
use super::http::{self, INLINE_SCRIPT, INLINE_STYLE, TRUNK_SCRIPT, get, request};
use base64::Engine;
use sha2::{Digest, Sha256};
use std::io::Read;

fn web_server(extra: &[&str]) -> (TestServer, tempfile::TempDir) {
    let dist = tempfile::tempdir().unwrap();
    http::fake_dist(dist.path());
    let mut args = vec!["--web-root", dist.path().to_str().unwrap()];
    args.extend_from_slice(extra);
    (TestServer::start(&args), dist)
}

/// The CSP source of a text, worked out here independently of the server.
fn hash_source(text: &str) -> String {
    let digest = Sha256::digest(text.as_bytes());
    format!(
        "'sha256-{}'",
        base64::engine::general_purpose::STANDARD.encode(digest)
    )
}

fn directive<'a>(policy: &'a str, name: &str) -> Vec<&'a str> {
    policy
        .split(';')
        .map(str::trim)
        .find_map(|d| d.strip_prefix(name).filter(|rest| rest.starts_with(' ')))
        .unwrap_or_else(|| panic!("no {name} in {policy}"))
        .split_whitespace()
        .collect()
}

#[test]
fn the_page_is_never_cached_and_carries_a_policy_with_its_inline_hashes() {
    let (server, dist) = web_server(&[]);
    let addr = server.addr();
    let page = std::fs::read(dist.path().join("index.html")).unwrap();
    for path in ["/", "/index.html", "/?room=K7QD-MX3P"] {
        let reply = get(addr, path, &[]);
        assert_eq!(reply.status, 200, "{path}");
        assert_eq!(reply.body, page, "{path}: the page itself");
        assert_eq!(
            reply.header("content-type"),
            Some("text/html; charset=utf-8")
        );
        assert_eq!(reply.header("cache-control"), Some("no-cache"));
        assert_eq!(reply.header("x-content-type-options"), Some("nosniff"));
        assert_eq!(reply.header("referrer-policy"), Some("no-referrer"));
        let policy = reply.header("content-security-policy").unwrap();
        let mut scripts = vec!["'self'", "'wasm-unsafe-eval'"];
        let (trunk, inline) = (hash_source(TRUNK_SCRIPT), hash_source(INLINE_SCRIPT));
        scripts.extend([trunk.as_str(), inline.as_str()]);
        assert_eq!(directive(policy, "script-src"), scripts);
        let style = hash_source(INLINE_STYLE);
        assert_eq!(directive(policy, "style-src"), ["'self'", style.as_str()]);
        let ws = format!("ws://{addr}");
        assert_eq!(directive(policy, "connect-src"), ["'self'", ws.as_str()]);
        assert_eq!(directive(policy, "default-src"), ["'none'"]);
        assert_eq!(directive(policy, "worker-src"), ["'self'"]);
        assert_eq!(directive(policy, "img-src"), ["'self'", "data:", "blob:"]);
        for (name, value) in [("object-src", "'none'"), ("base-uri", "'none'")] {
            assert_eq!(directive(policy, name), [value]);
        }
        assert_eq!(directive(policy, "frame-ancestors"), ["'none'"]);
        assert!(!policy.contains("unsafe-inline"), "{policy}");
    }
    // A file that is not the page has no policy of its own.
    let script = get(addr, "/parlour-0123456789abcdef.js", &[]);
    assert_eq!(script.header("content-security-policy"), None);
}

#[test]
fn behind_a_public_url_the_policy_names_its_secure_websocket() {
    let (server, _dist) = web_server(&["--public-url", "https://play.example.org/"]);
    let reply = get(server.addr(), "/", &[]);
    let policy = reply.header("content-security-policy").unwrap();
    assert_eq!(
        directive(policy, "connect-src"),
        ["'self'", "wss://play.example.org"]
    );
}

#[test]
fn files_have_their_types_codings_and_caching_by_name() {
    let (server, dist) = web_server(&[]);
    let addr = server.addr();
    let wasm = std::fs::read(dist.path().join("parlour-0123456789abcdef_bg.wasm")).unwrap();
    let path = "/parlour-0123456789abcdef_bg.wasm";
    let immutable = Some("public, max-age=31536000, immutable");

    let plain = get(addr, path, &[]);
    assert_eq!(plain.status, 200);
    assert_eq!(plain.header("content-type"), Some("application/wasm"));
    assert_eq!(plain.header("cache-control"), immutable);
    assert_eq!(plain.header("content-encoding"), None);
    assert_eq!(plain.header("vary"), Some("Accept-Encoding"));
    assert_eq!(plain.body, wasm);

    let br = get(
        addr,
        path,
        &[("Accept-Encoding", "gzip, deflate, br, zstd")],
    );
    assert_eq!(br.header("content-encoding"), Some("br"));
    assert!(br.body.len() < wasm.len() / 2, "{} bytes", br.body.len());
    let mut unpacked = Vec::new();
    brotli::Decompressor::new(&br.body[..], 4096)
        .read_to_end(&mut unpacked)
        .unwrap();
    assert_eq!(unpacked, wasm);

    let gz = get(addr, path, &[("Accept-Encoding", "gzip;q=1, br;q=0")]);
    assert_eq!(gz.header("content-encoding"), Some("gzip"));
    let mut unpacked = Vec::new();
    flate2::read::GzDecoder::new(&gz.body[..])
        .read_to_end(&mut unpacked)
        .unwrap();
    assert_eq!(unpacked, wasm);
    assert_ne!(gz.header("etag"), br.header("etag"), "one tag per coding");

    let script = get(addr, "/parlour-0123456789abcdef.js", &[]);
    assert_eq!(
        script.header("content-type"),
        Some("text/javascript; charset=utf-8")
    );
    assert_eq!(script.header("cache-control"), immutable);
    for unhashed in [
        "/parlour-worker.js",
        "/parlour-worker_bg.wasm",
        "/parlour-worker_loader.js",
    ] {
        let reply = get(addr, unhashed, &[("Accept-Encoding", "br")]);
        assert_eq!(reply.status, 200, "{unhashed}");
        assert_eq!(
            reply.header("cache-control"),
            Some("no-cache"),
            "{unhashed}"
        );
        assert_eq!(reply.header("content-encoding"), Some("br"), "{unhashed}");
    }
    let icon = get(
        addr,
        "/org-fedcba9876543210.png",
        &[("Accept-Encoding", "br")],
    );
    assert_eq!(icon.header("content-type"), Some("image/png"));
    assert_eq!(
        icon.header("content-encoding"),
        None,
        "a PNG is compressed already"
    );
    assert_eq!(icon.body, http::png_bytes());
}

#[test]
fn a_revalidated_page_is_not_sent_again_and_head_has_no_body() {
    let (server, _dist) = web_server(&[]);
    let addr = server.addr();
    let first = get(addr, "/", &[("Accept-Encoding", "gzip")]);
    let etag = first.header("etag").unwrap().to_owned();
    let again = get(
        addr,
        "/",
        &[("Accept-Encoding", "gzip"), ("If-None-Match", &etag)],
    );
    assert_eq!(again.status, 304);
    assert!(again.body.is_empty());
    assert_eq!(again.header("cache-control"), Some("no-cache"));
    let changed = get(addr, "/", &[("If-None-Match", "\"something-else\"")]);
    assert_eq!(changed.status, 200);

    let head = request(addr, "HEAD", "/parlour-0123456789abcdef_bg.wasm", &[]);
    assert_eq!(head.status, 200);
    assert!(head.body.is_empty());
    let length: usize = head.header("content-length").unwrap().parse().unwrap();
    assert_eq!(length, http::wasm_bytes().len());
}

#[test]
fn only_the_files_of_the_web_root_are_served() {
    let (server, dist) = web_server(&[]);
    std::fs::write(dist.path().join(".secret"), "no").unwrap();
    let addr = server.addr();
    for path in [
        "/nothing.js",
        "/../Cargo.toml",
        "/%2e%2e/Cargo.toml",
        "/.secret",
        "/index.html/",
        "//etc/passwd",
    ] {
        assert_eq!(get(addr, path, &[]).status, 404, "{path}");
    }
    let post = request(addr, "POST", "/", &[("Content-Length", "0")]);
    assert_eq!(post.status, 405);
    assert_eq!(post.header("allow"), Some("GET, HEAD"));
}

#[test]
fn healthz_answers_and_the_access_log_leaves_out_query_strings() {
    let (server, _dist) = web_server(&[]);
    let reply = get(server.addr(), "/healthz", &[]);
    assert_eq!(reply.status, 200);
    // The browser build tells a room server's page by this body: "ok parlour-server ...".
    let body = String::from_utf8_lossy(&reply.body);
    let version = parlour_net::protocol::PROTOCOL_VERSION;
    assert!(body.starts_with("ok parlour-server "), "{body}");
    assert!(body.ends_with(&format!(" protocol {version}\n")), "{body}");
    assert_eq!(reply.header("cache-control"), Some("no-store"));
    get(server.addr(), "/?room=K7QD-MX3P&autoplay=medium", &[]);
    get(server.addr(), "/missing?room=ABCD-EFGH", &[]);
    super::wait_until(
        "the access lines",
        std::time::Duration::from_secs(5),
        || server.log_has("GET /missing 404"),
    );
    assert!(server.log_has("GET /healthz 200"));
    assert!(server.log_has("GET / 200"));
    let log = server.log.lock().unwrap().join("\n");
    assert!(!log.contains("K7QD") && !log.contains("ABCD"), "{log}");
    assert!(!log.contains("autoplay"), "{log}");
}

#[test]
fn without_a_web_root_the_port_answers_health_checks_and_no_pages() {
    let server = TestServer::start(&[]);
    assert_eq!(get(server.addr(), "/healthz", &[]).status, 200);
    let page = get(server.addr(), "/", &[]);
    assert_eq!(page.status, 404);
    assert!(String::from_utf8_lossy(&page.body).contains("--web-root"));
}

#[test]
fn a_web_root_that_is_not_a_build_is_refused_at_start() {
    let empty = tempfile::tempdir().unwrap();
    let error = TestServer::try_start(&["--web-root", empty.path().to_str().unwrap()])
        .err()
        .unwrap();
    assert!(error.contains("no index.html"), "{error}");
    let missing = empty.path().join("missing");
    let error = TestServer::try_start(&["--web-root", missing.to_str().unwrap()])
        .err()
        .unwrap();
    assert!(error.contains("missing"), "{error}");
    let (big, _) = (tempfile::tempdir().unwrap(), ());
    http::fake_dist(big.path());
    std::fs::write(big.path().join("huge.bin"), vec![0u8; 1024 * 1024 + 1]).unwrap();
    let error = TestServer::try_start(&[
        "--web-root",
        big.path().to_str().unwrap(),
        "--web-root-max-mib",
        "1",
    ])
    .err()
    .unwrap();
    assert!(error.contains("--web-root-max-mib"), "{error}");
    let error = TestServer::try_start(&["--public-url", "play.example.org"])
        .err()
        .unwrap();
    assert!(error.contains("--public-url"), "{error}");
}

#[test]
fn the_page_learns_from_its_server_file_that_a_room_server_served_it() {
    // The build carries {"rooms": false} for static hosts; the room server answers in its place.
    let dist = tempfile::tempdir().unwrap();
    http::fake_dist(dist.path());
    std::fs::write(
        dist.path().join("parlour-server.json"),
        "{\"rooms\": false}\n",
    )
    .unwrap();
    let server = TestServer::start(&["--web-root", dist.path().to_str().unwrap()]);
    let without_root = TestServer::start(&[]);
    for server in [&server, &without_root] {
        let reply = get(server.addr(), "/parlour-server.json", &[]);
        assert_eq!(reply.status, 200);
        assert_eq!(reply.header("content-type"), Some("application/json"));
        assert_eq!(reply.header("cache-control"), Some("no-store"));
        let json: serde_json::Value = serde_json::from_slice(&reply.body).unwrap();
        assert_eq!(json["rooms"], serde_json::Value::Bool(true), "{json}");
        assert_eq!(json["server"], "parlour-server");
        assert_eq!(
            json["protocol"],
            u64::from(parlour_net::protocol::PROTOCOL_VERSION)
        );
    }
}
