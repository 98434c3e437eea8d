//! The config folder's tests, one binary: versioned files, damaged and unwritable files, and the
//! player's layouts folder.

mod layouts_store;
mod previous_release;
mod store;
