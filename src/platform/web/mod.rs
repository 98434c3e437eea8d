//! The browser's side of the platform layer (eframe on wasm32, WebGL2 through glow). The
//! browser plumbing itself is the `parlour-web` crate; this is where the app meets it.

pub mod dialogs;
pub mod disk;
pub mod http;
pub mod net;
pub mod page;
pub mod sound;
pub mod start;
pub mod work;
