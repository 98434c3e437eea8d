//! A tiny HTTP/1.1 client for the tests (requests written by hand, so a test can also write a
//! malformed or endless one), a fake `dist/` like the one trunk writes, and a WebSocket client.

use parlour_server::load;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::Path;
use std::time::Duration;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::http::HeaderValue;

/// A WebSocket client's connection.
pub type Ws = tokio_tungstenite::WebSocketStream<tokio::net::TcpStream>;

/// An answer.
#[derive(Debug)]
pub struct Reply {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl Reply {
    /// A header's value (the first of that name).
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

/// Sends `raw` on a new connection and reads the answer to the end of the connection.
pub fn exchange(addr: SocketAddr, raw: &[u8]) -> Reply {
    let mut stream = TcpStream::connect(addr).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    stream.write_all(raw).unwrap();
    let mut bytes = Vec::new();
    let _ = stream.read_to_end(&mut bytes);
    parse(&bytes)
}

/// Reads one answer from bytes.
pub fn parse(bytes: &[u8]) -> Reply {
    let split = bytes
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .unwrap_or_else(|| panic!("no head in {:?}", String::from_utf8_lossy(bytes)));
    let head = String::from_utf8_lossy(&bytes[..split]).into_owned();
    let mut lines = head.split("\r\n");
    let status = lines
        .next()
        .unwrap()
        .split(' ')
        .nth(1)
        .unwrap()
        .parse()
        .unwrap();
    let headers = lines
        .map(|l| {
            let (name, value) = l.split_once(':').unwrap();
            (name.trim().to_owned(), value.trim().to_owned())
        })
        .collect();
    Reply {
        status,
        headers,
        body: bytes[split + 4..].to_vec(),
    }
}

/// `GET path` with these extra headers, on a connection closed after the answer.
pub fn get(addr: SocketAddr, path: &str, headers: &[(&str, &str)]) -> Reply {
    request(addr, "GET", path, headers)
}

/// `method path` with these extra headers, on a connection closed after the answer.
pub fn request(addr: SocketAddr, method: &str, path: &str, headers: &[(&str, &str)]) -> Reply {
    let mut raw = format!("{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n");
    for (name, value) in headers {
        raw.push_str(&format!("{name}: {value}\r\n"));
    }
    raw.push_str("\r\n");
    exchange(addr, raw.as_bytes())
}

/// The inline elements of the fake page, exactly as written inside their tags.
pub const INLINE_STYLE: &str = "\n  html, body { margin: 0; background: #1e2a24; }\n";
pub const INLINE_SCRIPT: &str = "\n  (function () { document.title = \"Parlour\"; })();\n";
pub const TRUNK_SCRIPT: &str = "\nimport init, * as bindings from './parlour-0123456789abcdef.js';\nconst wasm = await init({ module_or_path: './parlour-0123456789abcdef_bg.wasm' });\nwindow.wasmBindings = bindings;\n";

/// Writes a dist/ as `trunk build --release` would: the page with trunk's inline module
/// script, hashed script and wasm, an icon, and the Web Worker's unhashed files.
pub fn fake_dist(dir: &Path) {
    let page = format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>Parlour</title>\n\
         <style>{INLINE_STYLE}</style>\n\
         <link rel=\"modulepreload\" href=\"./parlour-0123456789abcdef.js\" crossorigin=\"anonymous\">\n\
         <link rel=\"icon\" href=\"./org-fedcba9876543210.png\">\n\
         <script type=\"module\">{TRUNK_SCRIPT}</script>\n</head>\n<body>\n\
         <canvas id=\"parlour_canvas\"></canvas>\n<script>{INLINE_SCRIPT}</script>\n</body>\n</html>\n"
    );
    std::fs::write(dir.join("index.html"), page).unwrap();
    let script = "export default function init() { return 42; }\n".repeat(200);
    std::fs::write(dir.join("parlour-0123456789abcdef.js"), &script).unwrap();
    std::fs::write(dir.join("parlour-worker.js"), &script).unwrap();
    std::fs::write(
        dir.join("parlour-worker_loader.js"),
        "importScripts('./parlour-worker.js');\n".repeat(20),
    )
    .unwrap();
    std::fs::write(dir.join("parlour-0123456789abcdef_bg.wasm"), wasm_bytes()).unwrap();
    std::fs::write(dir.join("parlour-worker_bg.wasm"), wasm_bytes()).unwrap();
    std::fs::write(dir.join("org-fedcba9876543210.png"), png_bytes()).unwrap();
}

/// Bytes that start like a wasm module and compress like one.
pub fn wasm_bytes() -> Vec<u8> {
    let mut bytes = b"\0asm\x01\0\0\0".to_vec();
    for i in 0..20_000u32 {
        bytes.extend_from_slice(&(i % 251).to_le_bytes());
    }
    bytes
}

/// Bytes with a PNG's signature (the server does not decode them).
pub fn png_bytes() -> Vec<u8> {
    let mut bytes = b"\x89PNG\r\n\x1a\n".to_vec();
    bytes.extend((0..2_000u32).map(|i| (i * 7 % 256) as u8));
    bytes
}

/// A WebSocket handshake to `/ws` with these headers; the error is the server's answer.
pub async fn websocket(
    addr: SocketAddr,
    headers: &[(&'static str, &str)],
) -> Result<Ws, tokio_tungstenite::tungstenite::Error> {
    let stream = tokio::net::TcpStream::connect(addr).await.unwrap();
    let mut request = format!("ws://{addr}/ws").into_client_request().unwrap();
    for (name, value) in headers {
        request
            .headers_mut()
            .insert(*name, HeaderValue::from_str(value).unwrap());
    }
    let config = Some(load::client_websocket_config());
    tokio_tungstenite::client_async_with_config(request, stream, config)
        .await
        .map(|(ws, _)| ws)
}

/// The HTTP status a refused handshake got.
pub fn refused_status(error: &tokio_tungstenite::tungstenite::Error) -> u16 {
    match error {
        tokio_tungstenite::tungstenite::Error::Http(response) => response.status().as_u16(),
        other => panic!("not an HTTP refusal: {other:?}"),
    }
}
