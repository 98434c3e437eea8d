//! Sync from a page served elsewhere (`--allow-origin`, such as a GitHub Pages build): the
//! browser's preflight is answered for the origins named and for no other, and the page may
//! read the revision the server answers with.

use super::TestServer;
use super::sync::{document, new_code, push, send, text};

const PAGES: &str = "https://pages.example.org";

fn preflight(addr: std::net::SocketAddr, origin: &str) -> super::http::Reply {
    let headers = [
        ("Origin", origin),
        ("Access-Control-Request-Method", "PUT"),
        (
            "Access-Control-Request-Headers",
            "content-type, if-match, parlour-sync-code",
        ),
    ];
    send(addr, "OPTIONS", "/sync/v1/data", &headers, None)
}

#[test]
fn pages_allowed_elsewhere_may_sync_and_read_the_revision() {
    let server = TestServer::start(&["--allow-origin", PAGES]);
    let addr = server.addr();

    let allowed = preflight(addr, PAGES);
    assert!(allowed.status < 300, "{}", text(&allowed));
    assert_eq!(allowed.header("access-control-allow-origin"), Some(PAGES));
    let methods = allowed.header("access-control-allow-methods").unwrap_or("");
    assert!(methods.contains("PUT"), "{methods}");
    let headers = allowed
        .header("access-control-allow-headers")
        .unwrap_or("")
        .to_ascii_lowercase();
    for needed in ["parlour-sync-code", "if-match", "content-type"] {
        assert!(headers.contains(needed), "{needed} in {headers}");
    }
    assert_eq!(
        allowed.header("access-control-allow-credentials"),
        None,
        "the code is a header of its own: no cookies, no credentials"
    );

    let code = new_code(addr);
    assert_eq!(push(addr, &code, 0, &document(1)).status, 200);
    let pulled = send(
        addr,
        "GET",
        "/sync/v1/data",
        &[("Parlour-Sync-Code", &code), ("Origin", PAGES)],
        None,
    );
    assert_eq!(pulled.status, 200, "{}", text(&pulled));
    assert_eq!(pulled.header("access-control-allow-origin"), Some(PAGES));
    let exposed = pulled
        .header("access-control-expose-headers")
        .unwrap_or("")
        .to_ascii_lowercase();
    assert!(exposed.contains("etag"), "{exposed}");
}

#[test]
fn other_origins_get_no_cross_origin_answer() {
    let server = TestServer::start(&["--allow-origin", PAGES]);
    let addr = server.addr();
    for origin in ["https://elsewhere.example", "http://pages.example.org"] {
        let refused = preflight(addr, origin);
        assert_eq!(
            refused.header("access-control-allow-origin"),
            None,
            "{origin}: {}",
            text(&refused)
        );
    }
    // Without --allow-origin no page elsewhere may sync; the server's own pages need no CORS.
    let alone = TestServer::start(&[]);
    let reply = preflight(alone.addr(), PAGES);
    assert_eq!(reply.header("access-control-allow-origin"), None);
}
