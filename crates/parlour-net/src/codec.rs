//! The line framing of the TCP connections (LAN tables and the room server's TCP side).

use parlour_proto::protocol::{Frame, MAX_FRAME};
use std::io;

/// The line framing of the async connections: tokio-util's [`LinesCodec`] with a cap of
/// [`MAX_FRAME`] bytes, with its two recoverable errors (an over-long line, a line that is not
/// UTF-8) turned into frames, because a codec error would end the stream and a bad line must
/// not end the connection.
///
/// [`LinesCodec`]: tokio_util::codec::LinesCodec
pub struct FrameCodec(tokio_util::codec::LinesCodec);

/// The codec for both sides of a connection.
pub fn codec() -> FrameCodec {
    FrameCodec(tokio_util::codec::LinesCodec::new_with_max_length(
        MAX_FRAME,
    ))
}

impl FrameCodec {
    fn frame(
        result: Result<Option<String>, tokio_util::codec::LinesCodecError>,
    ) -> io::Result<Option<Frame>> {
        use tokio_util::codec::LinesCodecError;
        match result {
            Ok(line) => Ok(line.map(Frame::Line)),
            Err(LinesCodecError::MaxLineLengthExceeded) => Ok(Some(Frame::TooLong)),
            Err(LinesCodecError::Io(e)) if e.kind() == io::ErrorKind::InvalidData => {
                Ok(Some(Frame::NotText))
            }
            Err(LinesCodecError::Io(e)) => Err(e),
        }
    }
}

impl tokio_util::codec::Decoder for FrameCodec {
    type Item = Frame;
    type Error = io::Error;

    fn decode(&mut self, buf: &mut bytes::BytesMut) -> io::Result<Option<Frame>> {
        Self::frame(self.0.decode(buf))
    }

    fn decode_eof(&mut self, buf: &mut bytes::BytesMut) -> io::Result<Option<Frame>> {
        Self::frame(self.0.decode_eof(buf))
    }
}

impl tokio_util::codec::Encoder<String> for FrameCodec {
    type Error = io::Error;

    fn encode(&mut self, line: String, buf: &mut bytes::BytesMut) -> io::Result<()> {
        self.0.encode(line, buf).map_err(|e| match e {
            tokio_util::codec::LinesCodecError::Io(e) => e,
            other => io::Error::other(other),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bytes::BytesMut;
    use parlour_proto::protocol::{ClientMsg, FrameError, MAX_FRAME, to_line};
    use parlour_rules::mahjong::table::Move;
    use tokio_util::codec::{Decoder, Encoder};

    fn frames(bytes: &[u8]) -> Vec<Frame> {
        let mut codec = codec();
        let mut buf = BytesMut::from(bytes);
        let mut frames = Vec::new();
        while let Some(frame) = codec.decode_eof(&mut buf).unwrap() {
            frames.push(frame);
        }
        frames
    }

    #[test]
    fn lines_are_read_one_by_one() {
        let read = frames(b"{\"type\":\"start\"}\n{\"type\":\"bye\"}\n");
        let msgs: Vec<ClientMsg> = read.into_iter().map(|f| f.decode().unwrap()).collect();
        assert_eq!(msgs, [ClientMsg::Start, ClientMsg::Bye]);
    }

    #[test]
    fn an_over_long_line_is_skipped_and_the_next_one_still_reads() {
        let mut bytes = vec![b'x'; MAX_FRAME + 10];
        bytes.push(b'\n');
        bytes.extend_from_slice(b"{\"type\":\"start\"}\n");
        let read = frames(&bytes);
        assert_eq!(read[0], Frame::TooLong);
        assert_eq!(
            read[1].clone().decode::<ClientMsg>().unwrap(),
            ClientMsg::Start
        );
        assert_eq!(read.len(), 2);
    }

    #[test]
    fn garbage_is_malformed_not_a_panic() {
        let read = frames(b"\xff\xfe\n{\n{\"type\":\"fly\"}\nnull\n");
        assert_eq!(read.len(), 4);
        for frame in read {
            assert!(matches!(
                frame.decode::<ClientMsg>(),
                Err(FrameError::Malformed(_))
            ));
        }
    }

    #[test]
    fn messages_round_trip() {
        let msg = ClientMsg::Act {
            mv: Move::Pass { seat: 2 },
        };
        let mut buf = BytesMut::new();
        codec().encode(to_line(&msg), &mut buf).unwrap();
        assert!(buf.ends_with(b"\n"));
        assert_eq!(frames(&buf)[0].clone().decode::<ClientMsg>().unwrap(), msg);
    }
}
