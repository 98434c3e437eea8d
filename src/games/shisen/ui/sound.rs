//! Sound effects: a short chime when a pair goes and a low buzz when a pick is refused.
//!
//! Both are synthesised here from sine waves (no recorded samples). The game talks to a
//! [`SoundOut`], so the game logic and the tests never need an audio device; the real output,
//! [`default_output`], plays through the platform's speaker (`platform::sound`): rodio on the
//! desktop where it is built in, Web Audio in the browser.

use std::f32::consts::TAU;

/// A sound the game makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// A pair was removed.
    Match,
    /// A pick was refused.
    Refuse,
}

/// Where the game's sounds go.
pub trait SoundOut {
    /// Plays `effect` at `volume` (0 silent to 1 full) without waiting for it to finish.
    fn play(&mut self, effect: Effect, volume: f32);
}

/// An output that drops every sound.
#[derive(Clone, Copy, Debug, Default)]
pub struct Silent;

impl SoundOut for Silent {
    fn play(&mut self, _effect: Effect, _volume: f32) {}
}

/// Whether this build can play sound at all (false on Linux without the `sound` feature).
pub const BUILT_IN: bool = crate::platform::sound::BUILT_IN;

/// The sample rate the effects are synthesised at.
pub const SAMPLE_RATE: u32 = 44_100;

/// One decaying tone: frequency in Hz, start and length in seconds, and loudness.
struct Tone {
    hz: f32,
    start: f32,
    length: f32,
    level: f32,
}

/// The mono samples of `effect` at [`SAMPLE_RATE`], scaled by `volume` (clamped to 0..=1).
pub fn samples(effect: Effect, volume: f32) -> Vec<f32> {
    // The match chime: two bright notes a fifth apart, like a small bell. The refusal: a low,
    // slightly detuned pair that beats, short and soft so it does not nag.
    let (tones, overtone): (&[Tone], f32) = match effect {
        Effect::Match => (
            &[
                Tone {
                    hz: 1046.5,
                    start: 0.0,
                    length: 0.12,
                    level: 0.5,
                },
                Tone {
                    hz: 1568.0,
                    start: 0.06,
                    length: 0.16,
                    level: 0.45,
                },
            ],
            0.25,
        ),
        Effect::Refuse => (
            &[
                Tone {
                    hz: 155.0,
                    start: 0.0,
                    length: 0.16,
                    level: 0.5,
                },
                Tone {
                    hz: 161.0,
                    start: 0.0,
                    length: 0.16,
                    level: 0.4,
                },
            ],
            0.5,
        ),
    };
    let volume = volume.clamp(0.0, 1.0);
    let total = tones
        .iter()
        .map(|t| t.start + t.length)
        .fold(0.0f32, f32::max);
    let count = (total * SAMPLE_RATE as f32).ceil() as usize;
    let mut out = vec![0.0f32; count];
    for tone in tones {
        let first = (tone.start * SAMPLE_RATE as f32) as usize;
        let len = (tone.length * SAMPLE_RATE as f32) as usize;
        for i in 0..len {
            let Some(slot) = out.get_mut(first + i) else {
                break;
            };
            let t = i as f32 / SAMPLE_RATE as f32;
            // A 3 ms attack avoids a click; the exponential decay makes it a pluck, not a beep.
            let attack = (t / 0.003).min(1.0);
            let decay = (-t * 5.0 / tone.length).exp();
            let wave = (TAU * tone.hz * t).sin() + overtone * (TAU * 2.0 * tone.hz * t).sin();
            *slot += tone.level * attack * decay * wave / (1.0 + overtone);
        }
    }
    for s in &mut out {
        *s = (*s * volume).clamp(-1.0, 1.0);
    }
    out
}

/// The sound output of this build: the platform's speaker, opened on the first sound played
/// (silence where sound is not built in or no device opens).
pub fn default_output() -> Box<dyn SoundOut> {
    Box::new(DeviceOut::default())
}

/// Plays through the platform's speaker.
#[derive(Default)]
struct DeviceOut {
    speaker: crate::platform::sound::Speaker,
}

impl SoundOut for DeviceOut {
    fn play(&mut self, effect: Effect, volume: f32) {
        if volume > 0.0 {
            self.speaker.play(samples(effect, volume), SAMPLE_RATE);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn effects_are_short_bounded_and_follow_the_volume() {
        for effect in [Effect::Match, Effect::Refuse] {
            let loud = samples(effect, 1.0);
            let seconds = loud.len() as f32 / SAMPLE_RATE as f32;
            assert!((0.1..0.5).contains(&seconds), "{effect:?}: {seconds} s");
            let peak = loud.iter().fold(0.0f32, |m, s| m.max(s.abs()));
            assert!(peak > 0.2 && peak <= 1.0, "{effect:?}: peak {peak}");
            // Starts and ends quietly: no click.
            assert!(loud[0].abs() < 0.01 && loud[loud.len() - 1].abs() < 0.05);
            let half = samples(effect, 0.5);
            let half_peak = half.iter().fold(0.0f32, |m, s| m.max(s.abs()));
            assert!((half_peak - peak / 2.0).abs() < 1e-3);
            assert!(samples(effect, 0.0).iter().all(|&s| s == 0.0));
        }
    }

    #[test]
    fn the_refusal_is_lower_than_the_match() {
        // Count zero crossings in the first 0.1 s: a rough pitch.
        let crossings = |v: Vec<f32>| {
            v[..SAMPLE_RATE as usize / 10]
                .windows(2)
                .filter(|w| w[0].signum() != w[1].signum())
                .count()
        };
        assert!(
            crossings(samples(Effect::Refuse, 1.0)) * 3 < crossings(samples(Effect::Match, 1.0))
        );
    }
}
