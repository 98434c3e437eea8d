//! TLS: a client that trusts the server's CA plays; one that does not is told the certificate
//! is not trusted; plain and TLS do not mix silently.

use super::{TestServer, wait_for, wait_until};
use parlour_net::client::Client;
use parlour_net::protocol::{RoomRequest, ServerMsg};
use parlour_net::session::Target;
use parlour_net::tls::Roots;
use std::time::Duration;

/// A CA and a certificate for `localhost` it signed, as PEM text.
struct Pki {
    ca: String,
    cert: String,
    key: String,
}

fn pki() -> Pki {
    let ca_key = rcgen::KeyPair::generate().unwrap();
    let mut ca_params = rcgen::CertificateParams::new(Vec::<String>::new()).unwrap();
    ca_params.is_ca = rcgen::IsCa::Ca(rcgen::BasicConstraints::Unconstrained);
    let ca_cert = ca_params.self_signed(&ca_key).unwrap();
    let issuer = rcgen::Issuer::new(ca_params, ca_key);
    let key = rcgen::KeyPair::generate().unwrap();
    let params = rcgen::CertificateParams::new(vec!["localhost".to_string()]).unwrap();
    let cert = params.signed_by(&key, &issuer).unwrap();
    Pki {
        ca: ca_cert.pem(),
        cert: cert.pem(),
        key: key.serialize_pem(),
    }
}

fn tls_server(pki: &Pki, dir: &tempfile::TempDir) -> TestServer {
    let cert = dir.path().join("cert.pem");
    let key = dir.path().join("key.pem");
    std::fs::write(&cert, &pki.cert).unwrap();
    std::fs::write(&key, &pki.key).unwrap();
    TestServer::start(&[
        "--tls-cert",
        cert.to_str().unwrap(),
        "--tls-key",
        key.to_str().unwrap(),
    ])
}

fn target(server: &TestServer, roots: Option<Roots>) -> Target {
    Target {
        host: "localhost".into(),
        port: server.addr().port(),
        tls: roots,
    }
}

fn new_room() -> RoomRequest {
    RoomRequest::New { bots: 3, rounds: 1 }
}

#[test]
fn a_client_trusting_the_ca_gets_a_room_over_tls() {
    let (pki, dir) = (pki(), tempfile::tempdir().unwrap());
    let server = tls_server(&pki, &dir);
    let roots = Roots::Pem(pki.ca.into_bytes());
    let client = Client::connect_room(target(&server, Some(roots)), "Ann", new_room()).unwrap();
    wait_for(&client, Duration::from_secs(10), |m| {
        matches!(m, ServerMsg::Welcome { .. }).then_some(())
    });
}

#[test]
fn a_certificate_from_another_ca_is_named_as_untrusted() {
    let (pki_a, pki_b, dir) = (pki(), pki(), tempfile::tempdir().unwrap());
    let server = tls_server(&pki_a, &dir);
    let roots = Roots::Pem(pki_b.ca.into_bytes());
    let error = Client::connect_room(target(&server, Some(roots)), "Ann", new_room())
        .err()
        .expect("refused");
    assert!(error.to_string().contains("not trusted"), "{error}");
    wait_until(
        "the failed handshake in the log",
        Duration::from_secs(5),
        || server.log_has("TLS handshake failed"),
    );
}

#[test]
fn plain_and_tls_do_not_mix_silently() {
    let (pki, dir) = (pki(), tempfile::tempdir().unwrap());
    let tls = tls_server(&pki, &dir);
    let plain_client = Client::connect_room(target(&tls, None), "Ann", new_room()).unwrap();
    let got = plain_client.recv_timeout(Duration::from_secs(15));
    assert!(
        !matches!(
            got,
            Some(parlour_net::client::ClientEvent::Msg(
                ServerMsg::Welcome { .. }
            ))
        ),
        "no room without TLS: {got:?}"
    );

    let plain = TestServer::start(&[]);
    let roots = Roots::Pem(pki.ca.into_bytes());
    let error = Client::connect_room(target(&plain, Some(roots)), "Ann", new_room())
        .err()
        .expect("refused");
    assert!(error.to_string().contains("TLS"), "{error}");
}

#[test]
fn pages_and_websockets_share_the_tls_port() {
    use futures_util::{SinkExt, StreamExt};
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    use tokio_rustls::rustls::pki_types::ServerName;
    use tokio_tungstenite::tungstenite::Message;
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;

    let (pki, dir, dist) = (
        pki(),
        tempfile::tempdir().unwrap(),
        tempfile::tempdir().unwrap(),
    );
    super::http::fake_dist(dist.path());
    let cert = dir.path().join("cert.pem");
    let key = dir.path().join("key.pem");
    std::fs::write(&cert, &pki.cert).unwrap();
    std::fs::write(&key, &pki.key).unwrap();
    let server = TestServer::start(&[
        "--tls-cert",
        cert.to_str().unwrap(),
        "--tls-key",
        key.to_str().unwrap(),
        "--web-root",
        dist.path().to_str().unwrap(),
    ]);
    let port = server.addr().port();
    let config = parlour_net::tls::client_config(&Roots::Pem(pki.ca.into_bytes())).unwrap();
    let connector = tokio_rustls::TlsConnector::from(config);
    let tls = || async {
        let tcp = tokio::net::TcpStream::connect(server.addr()).await.unwrap();
        let name = ServerName::try_from("localhost").unwrap();
        connector.connect(name, tcp).await.unwrap()
    };
    server.runtime.block_on(async {
        // The page over https, its policy naming the secure WebSocket of the same origin.
        let mut page = tls().await;
        let request =
            format!("GET / HTTP/1.1\r\nHost: localhost:{port}\r\nConnection: close\r\n\r\n");
        page.write_all(request.as_bytes()).await.unwrap();
        let mut bytes = Vec::new();
        let _ = page.read_to_end(&mut bytes).await;
        let reply = super::http::parse(&bytes);
        assert_eq!(reply.status, 200);
        let policy = reply.header("content-security-policy").unwrap();
        assert!(
            policy.contains(&format!("wss://localhost:{port}")),
            "{policy}"
        );

        // A room over wss://, the page's own origin.
        let mut request = format!("wss://localhost:{port}/ws")
            .into_client_request()
            .unwrap();
        let origin = format!("https://localhost:{port}");
        request
            .headers_mut()
            .insert("origin", origin.parse().unwrap());
        let (mut ws, _) = tokio_tungstenite::client_async(request, tls().await)
            .await
            .unwrap();
        let hello = parlour_net::protocol::to_line(&parlour_net::protocol::ClientMsg::Hello {
            version: parlour_net::protocol::PROTOCOL_VERSION,
            name: "Ann".into(),
            token: None,
            room: Some(new_room()),
        });
        ws.send(Message::text(hello)).await.unwrap();
        let Some(Ok(Message::Text(text))) = ws.next().await else {
            panic!("no answer");
        };
        let msg: ServerMsg = serde_json::from_str(text.as_str()).unwrap();
        assert!(matches!(msg, ServerMsg::Welcome { .. }), "{msg:?}");
    });
}
