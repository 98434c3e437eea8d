//! Sound on the desktop: rodio's mixer on the default device where sound is built in (always on
//! Windows and macOS; on Linux with the `sound` cargo feature, which needs the ALSA headers), and
//! silence otherwise.

/// Whether this build can play sound at all (false on Linux without the `sound` feature).
pub const BUILT_IN: bool = cfg!(any(
    target_os = "windows",
    target_os = "macos",
    feature = "sound"
));

/// The default audio device, opened on the first sound played, so a game that never makes a
/// sound (or a test) never touches it, and a machine without one just stays silent.
#[derive(Default)]
pub struct Speaker {
    #[cfg(any(target_os = "windows", target_os = "macos", feature = "sound"))]
    sink: Option<rodio::MixerDeviceSink>,
    failed: bool,
}

impl Speaker {
    /// Plays mono `samples` at `rate` Hz without waiting for them to finish.
    pub fn play(&mut self, samples: Vec<f32>, rate: u32) {
        if self.failed {
            return;
        }
        #[cfg(any(target_os = "windows", target_os = "macos", feature = "sound"))]
        {
            use std::num::NonZero;
            if self.sink.is_none() {
                match rodio::DeviceSinkBuilder::open_default_sink() {
                    Ok(mut sink) => {
                        sink.log_on_drop(false);
                        self.sink = Some(sink);
                    }
                    Err(_) => {
                        // No usable device: play on silently rather than retry every move.
                        self.failed = true;
                        return;
                    }
                }
            }
            let (Some(sink), Some(rate)) = (&self.sink, NonZero::new(rate)) else {
                return;
            };
            let buffer = rodio::buffer::SamplesBuffer::new(NonZero::<u16>::MIN, rate, samples);
            sink.mixer().add(buffer);
        }
        #[cfg(not(any(target_os = "windows", target_os = "macos", feature = "sound")))]
        {
            let _ = (samples, rate);
            self.failed = true;
        }
    }
}
