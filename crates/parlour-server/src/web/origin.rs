//! Web origins: the server's own (from `--public-url`, or the request's scheme and Host), the
//! others `--allow-origin` names, and the check a browser's WebSocket handshake must pass.

use axum::http::Uri;
use axum::http::uri::Scheme;

/// An origin in the form browsers send it: `scheme://host` or `scheme://host:port`, the scheme
/// and host in lower case, the port left out when it is the scheme's default.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Origin(String);

impl Origin {
    /// The origin of an `http://` or `https://` address (a path after it is ignored); `None`
    /// for anything else.
    pub(crate) fn parse(text: &str) -> Option<Self> {
        let uri: Uri = text.trim().parse().ok()?;
        let secure = match uri.scheme() {
            Some(s) if *s == Scheme::HTTPS => true,
            Some(s) if *s == Scheme::HTTP => false,
            _ => return None,
        };
        let authority = uri.authority()?;
        // A user name in an origin is never sent by a browser; refusing it keeps the text plain.
        if authority.as_str().contains('@') {
            return None;
        }
        Self::from_parts(secure, authority.host(), authority.port_u16())
    }

    /// The origin a request names with its Host header, on a connection that is `secure`
    /// (TLS) or not. `None` when the Host is missing or not a plain host name.
    pub(crate) fn of_host(secure: bool, host: &str) -> Option<Self> {
        if !host.bytes().all(is_host_byte) {
            return None;
        }
        let scheme = if secure { "https" } else { "http" };
        Self::parse(&format!("{scheme}://{host}"))
    }

    fn from_parts(secure: bool, host: &str, port: Option<u16>) -> Option<Self> {
        if host.is_empty() || !host.bytes().all(is_host_byte) {
            return None;
        }
        let scheme = if secure { "https" } else { "http" };
        let host = host.to_ascii_lowercase();
        let default_port = if secure { 443 } else { 80 };
        Some(Self(match port {
            Some(port) if port != default_port => format!("{scheme}://{host}:{port}"),
            _ => format!("{scheme}://{host}"),
        }))
    }

    /// The origin as text.
    pub(crate) fn as_str(&self) -> &str {
        &self.0
    }

    /// The origin of this page's WebSocket: `wss://` for `https://`, `ws://` for `http://`.
    pub(crate) fn websocket(&self) -> String {
        match self.0.strip_prefix("https://") {
            Some(rest) => format!("wss://{rest}"),
            None => format!("ws://{}", self.0.trim_start_matches("http://")),
        }
    }
}

/// Letters, digits and the punctuation of host names, IPv6 addresses and ports: nothing that
/// could end a header or a policy directive.
fn is_host_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-' | b':' | b'[' | b']' | b'_')
}

/// Which page origins may open WebSockets here.
#[derive(Clone, Debug, Default)]
pub(crate) struct Origins {
    /// The server's own, from `--public-url`; without it, each request's own.
    pub(crate) public: Option<Origin>,
    /// The `--allow-origin` ones.
    pub(crate) others: Vec<Origin>,
}

/// Why a handshake's origin was refused.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Refused(pub(crate) String);

impl Origins {
    /// The server's own origin for a request: `--public-url`'s, else its scheme and Host.
    pub(crate) fn own(&self, secure: bool, host: Option<&str>) -> Option<Origin> {
        self.public
            .clone()
            .or_else(|| host.and_then(|host| Origin::of_host(secure, host)))
    }

    /// Checks a WebSocket handshake's `Origin` header. A request without one comes from a
    /// program, not a page (browsers always send it), and is let through: the check stops other
    /// sites' pages from opening rooms in their visitors' names, which only a browser can be
    /// made to do.
    pub(crate) fn check(
        &self,
        origin: Option<&[u8]>,
        secure: bool,
        host: Option<&str>,
    ) -> Result<(), Refused> {
        let Some(sent) = origin else {
            return Ok(());
        };
        let text = String::from_utf8_lossy(sent);
        let shown: String = text.chars().take(100).collect();
        let Some(sent) = Origin::parse(&text) else {
            return Err(Refused(format!("origin {shown:?} is not a web origin")));
        };
        let own = self.own(secure, host);
        if own.as_ref() == Some(&sent) || self.others.contains(&sent) {
            Ok(())
        } else {
            Err(Refused(format!("origin {shown} is not allowed")))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn origins_are_written_as_browsers_send_them() {
        let check = |text: &str, expected: Option<&str>| {
            assert_eq!(
                Origin::parse(text).as_ref().map(Origin::as_str),
                expected,
                "{text}"
            );
        };
        check("https://play.example.org", Some("https://play.example.org"));
        check(
            "https://Play.Example.org/",
            Some("https://play.example.org"),
        );
        check(
            "https://play.example.org:443/x?y",
            Some("https://play.example.org"),
        );
        check(
            "http://play.example.org:80",
            Some("http://play.example.org"),
        );
        check("http://127.0.0.1:47480", Some("http://127.0.0.1:47480"));
        check("https://[::1]:8443", Some("https://[::1]:8443"));
        check("ftp://play.example.org", None);
        check("play.example.org", None);
        check("null", None);
        check("https://user@play.example.org", None);
    }

    #[test]
    fn websocket_origins_follow_the_page_scheme() {
        let https = Origin::parse("https://play.example.org").unwrap();
        assert_eq!(https.websocket(), "wss://play.example.org");
        let http = Origin::parse("http://127.0.0.1:8080").unwrap();
        assert_eq!(http.websocket(), "ws://127.0.0.1:8080");
    }

    #[test]
    fn the_handshake_origin_must_be_the_server_or_an_allowed_one() {
        let public = Origins {
            public: Origin::parse("https://play.example.org"),
            others: vec![Origin::parse("https://friends.example.net").unwrap()],
        };
        let check = |origins: &Origins, sent: Option<&str>, secure, host, ok: bool| {
            let result = origins.check(sent.map(str::as_bytes), secure, host);
            assert_eq!(result.is_ok(), ok, "{sent:?} {host:?}: {result:?}");
        };
        check(
            &public,
            Some("https://play.example.org"),
            false,
            Some("10.0.0.5:47480"),
            true,
        );
        check(
            &public,
            Some("https://friends.example.net"),
            false,
            None,
            true,
        );
        check(
            &public,
            Some("https://evil.example.com"),
            false,
            Some("play.example.org"),
            false,
        );
        check(
            &public,
            Some("http://play.example.org"),
            false,
            Some("play.example.org"),
            false,
        );
        check(&public, None, false, None, true);
        check(&public, Some("null"), false, None, false);
        let own = Origins::default();
        check(
            &own,
            Some("http://127.0.0.1:47480"),
            false,
            Some("127.0.0.1:47480"),
            true,
        );
        check(
            &own,
            Some("https://127.0.0.1:47480"),
            true,
            Some("127.0.0.1:47480"),
            true,
        );
        check(
            &own,
            Some("http://127.0.0.1:47480"),
            true,
            Some("127.0.0.1:47480"),
            false,
        );
        check(
            &own,
            Some("http://127.0.0.1:47481"),
            false,
            Some("127.0.0.1:47480"),
            false,
        );
        check(
            &own,
            Some("http://127.0.0.1:47480"),
            false,
            Some("a;b"),
            false,
        );
        check(&own, Some("http://127.0.0.1:47480"), false, None, false);
    }
}
