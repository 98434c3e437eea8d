//! Sound in the browser: Web Audio. Browsers let a page make sound only after the player's
//! first click or key, so the audio context is made on the first sound played (the game makes
//! sounds only in answer to the player).

/// Whether this build can play sound at all.
pub const BUILT_IN: bool = true;

/// The page's audio context, made on the first sound played.
#[derive(Default)]
pub struct Speaker {
    context: Option<web_sys::AudioContext>,
    failed: bool,
}

impl Speaker {
    /// Plays mono `samples` at `rate` Hz without waiting for them to finish.
    pub fn play(&mut self, samples: Vec<f32>, rate: u32) {
        if self.failed || samples.is_empty() {
            return;
        }
        if self.context.is_none() {
            match web_sys::AudioContext::new() {
                Ok(context) => self.context = Some(context),
                Err(_) => {
                    self.failed = true;
                    return;
                }
            }
        }
        let Some(context) = &self.context else {
            return;
        };
        // A context made before the first gesture starts suspended; resuming is harmless after.
        let _ = context.resume();
        let Ok(length) = u32::try_from(samples.len()) else {
            return;
        };
        let played = context
            .create_buffer(1, length, rate as f32)
            .and_then(|buffer| {
                buffer.copy_to_channel(&samples, 0)?;
                let source = context.create_buffer_source()?;
                source.set_buffer(Some(&buffer));
                source.connect_with_audio_node(&context.destination())?;
                source.start()
            });
        if played.is_err() {
            self.failed = true;
        }
    }
}
