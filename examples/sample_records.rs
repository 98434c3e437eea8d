//! Writes a records file with a few dozen finished games into a config folder, to look at the
//! Statistics window and the daily calendar: `cargo run --example sample_records -- DIR`, then
//! `parlour --config-dir DIR`.

#![allow(clippy::print_stdout, clippy::print_stderr)] // a command-line helper

#[path = "../tests/support/sample_records.rs"]
mod sample_records;

use parlour::records::Records;
use parlour::store::Store;

fn main() {
    let Some(dir) = std::env::args_os().nth(1) else {
        eprintln!("usage: sample_records CONFIG_DIR");
        std::process::exit(2);
    };
    let today = time::OffsetDateTime::now_utc().date();
    let records = sample_records::sample_records(today, 40);
    let mut store = Store::open(Some(dir.into()));
    if !store.save(Records::FILE, Records::VERSION, &records) {
        eprintln!("could not write the records");
        std::process::exit(1);
    }
    println!("wrote {}", store.dir().join(Records::FILE).display());
}
