//! Telling the two protocols of one port apart: after the optional TLS handshake, the first bytes
//! a client sends say what it speaks. The line protocol's first message is a JSON object (`{`);
//! an HTTP request (a page, a WebSocket upgrade, a health check) starts with its method, in
//! capital letters. The bytes read to decide are handed on in front of the rest ([`Prefixed`]).

use std::io;
use std::pin::Pin;
use std::task::{Context, Poll};
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, ReadBuf};

/// What a connection speaks, from its first bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Speaks {
    /// HTTP/1: a request line such as `GET / HTTP/1.1`.
    Http,
    /// Parlour's newline-delimited JSON (anything else goes here too and is refused there as
    /// a bad line, as it always was).
    Lines,
}

/// Reads what the client sends first (one read, up to 16 bytes) and says what it speaks.
/// `None`: the connection ended before a byte came.
pub(crate) async fn first_bytes<S>(stream: &mut S) -> io::Result<Option<(Speaks, Vec<u8>)>>
where
    S: AsyncRead + Unpin,
{
    let mut buf = vec![0; 16];
    let read = stream.read(&mut buf).await?;
    if read == 0 {
        return Ok(None);
    }
    buf.truncate(read);
    Ok(Some((speaks(&buf), buf)))
}

/// HTTP methods are tokens of capital letters (`GET`, `HEAD`, `OPTIONS`, ...); the line
/// protocol never starts with one.
fn speaks(first: &[u8]) -> Speaks {
    match first.first() {
        Some(b'A'..=b'Z') => Speaks::Http,
        _ => Speaks::Lines,
    }
}

/// A stream with bytes already read from it put back in front.
pub struct Prefixed<S> {
    prefix: Vec<u8>,
    taken: usize,
    inner: S,
}

impl<S> Prefixed<S> {
    /// `inner`, read as if `prefix` still came first.
    pub(crate) fn new(prefix: Vec<u8>, inner: S) -> Self {
        Self {
            prefix,
            taken: 0,
            inner,
        }
    }
}

impl<S: AsyncRead + Unpin> AsyncRead for Prefixed<S> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = &mut *self;
        if let Some(rest) = this.prefix.get(this.taken..)
            && !rest.is_empty()
        {
            let n = rest.len().min(buf.remaining());
            buf.put_slice(rest.get(..n).unwrap_or_default());
            this.taken += n;
            if this.taken == this.prefix.len() {
                // Nothing more to give from it: free it.
                this.prefix = Vec::new();
                this.taken = 0;
            }
            return Poll::Ready(Ok(()));
        }
        Pin::new(&mut this.inner).poll_read(cx, buf)
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for Prefixed<S> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.inner).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.inner).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::io::AsyncWriteExt;

    #[test]
    fn http_methods_and_json_are_told_apart() {
        let check =
            |first: &[u8], expected: Speaks| assert_eq!(speaks(first), expected, "{first:?}");
        check(b"GET / HTTP/1.1\r\n", Speaks::Http);
        check(b"HEAD /healthz HTTP/1.1", Speaks::Http);
        check(b"OPTIONS * HTTP/1.1", Speaks::Http);
        check(b"{\"type\":\"hello\"", Speaks::Lines);
        check(b"\xff\xfe garbage", Speaks::Lines);
        check(b" {", Speaks::Lines);
        check(b"get / HTTP/1.1", Speaks::Lines);
    }

    #[test]
    fn the_bytes_read_to_decide_come_first_then_the_rest() {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .build()
            .unwrap();
        runtime.block_on(async {
            let (mut client, mut server) = tokio::io::duplex(64);
            client.write_all(b"GET / HTTP/1.1\r\n\r\n").await.unwrap();
            drop(client);
            let (speaks, first) = first_bytes(&mut server).await.unwrap().unwrap();
            assert_eq!(speaks, Speaks::Http);
            let mut all = String::new();
            Prefixed::new(first, server)
                .read_to_string(&mut all)
                .await
                .unwrap();
            assert_eq!(all, "GET / HTTP/1.1\r\n\r\n");
            let (client, mut server) = tokio::io::duplex(64);
            drop(client);
            assert!(first_bytes(&mut server).await.unwrap().is_none());
        });
    }
}
