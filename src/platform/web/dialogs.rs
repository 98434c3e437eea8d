//! Choosing files in the browser: its file picker for reading (the files are copied into the
//! page's storage under `/picked/<purpose>/`, so the code that reads them is the desktop's), and
//! downloads for writing (a path under `/downloads/`: writing it downloads the file).

pub use super::super::dialogs_common::{Ask, Chosen, Filter, Wake};
use super::disk::{DOWNLOADS, PICKED};
use std::path::PathBuf;
use std::sync::mpsc::{Receiver, channel};

/// Whether the player can type a path: a browser has none.
pub const TYPED_PATHS: bool = false;

/// Asks the browser. Reading opens its file picker (several files at once for a folder);
/// writing answers at once with a path under the downloads folder. Files larger than
/// `max_bytes` are refused before they are read; what was picked before for the same `purpose`
/// is dropped first.
pub fn ask(ask: Ask, purpose: &str, max_bytes: u64, wake: Wake) -> Receiver<Chosen> {
    let (sender, receiver) = channel();
    let folder = PathBuf::from(format!("{PICKED}/{purpose}"));
    let (dialog, several) = match ask {
        Ask::SaveFile { file_name, .. } => {
            let _ = sender.send(Chosen::Path(PathBuf::from(format!(
                "{DOWNLOADS}/{file_name}"
            ))));
            wake();
            return receiver;
        }
        Ask::OpenFile { title, filters } => {
            let mut dialog = rfd::AsyncFileDialog::new().set_title(title);
            for filter in &filters {
                dialog = dialog.add_filter(&filter.name, &filter.extensions);
            }
            (dialog, false)
        }
        Ask::OpenFolder { title } => (rfd::AsyncFileDialog::new().set_title(title), true),
    };
    wasm_bindgen_futures::spawn_local(async move {
        let picked = if several {
            dialog.pick_files().await.unwrap_or_default()
        } else {
            dialog.pick_file().await.into_iter().collect()
        };
        if picked.is_empty() {
            let _ = sender.send(Chosen::Nothing);
            wake();
            return;
        }
        for old in parlour_web::files::keys_under(&format!("{}/", folder.display())) {
            parlour_web::files::remove(&old);
        }
        let mut first = None;
        for file in picked {
            let name = file.file_name().replace('/', "_");
            let path = folder.join(&name);
            // The size is known before the bytes are read.
            if file.inner().size() > max_bytes as f64 {
                crate::platform::report(crate::t!(
                    "web-file-too-large",
                    file = name,
                    limit = max_bytes as i64
                ));
                continue;
            }
            let bytes = match read(file.inner()).await {
                Ok(bytes) => bytes,
                Err(error) => {
                    crate::platform::report(crate::t!(
                        "web-file-unreadable",
                        file = name,
                        error = error
                    ));
                    continue;
                }
            };
            if let Err(problem) = parlour_web::files::write(&path.display().to_string(), bytes) {
                crate::platform::report(super::page::storage_problem_text(&problem));
                continue;
            }
            first.get_or_insert(path);
        }
        let chosen = match first {
            Some(_) if several => Chosen::Path(folder),
            Some(file) => Chosen::Path(file),
            None => Chosen::Nothing,
        };
        let _ = sender.send(chosen);
        wake();
    });
    receiver
}

/// The bytes of a picked file (its size was checked before).
async fn read(file: &web_sys::File) -> Result<Vec<u8>, String> {
    let buffer = wasm_bindgen_futures::JsFuture::from(file.array_buffer())
        .await
        .map_err(|e| parlour_web::js_text(&e))?;
    Ok(js_sys::Uint8Array::new(&buffer).to_vec())
}
