//! The desktop's side of the platform layer (Linux, Windows, macOS).

pub mod dialogs;
pub mod disk;
pub mod http;
pub mod net;
pub mod page;
pub mod sound;
pub mod work;
