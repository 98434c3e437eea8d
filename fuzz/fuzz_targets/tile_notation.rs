#![no_main]
//! Fuzzes `parlour::fuzzing::tile_notation` (see that function for what it checks).

libfuzzer_sys::fuzz_target!(|data: &[u8]| parlour::fuzzing::tile_notation(data));
