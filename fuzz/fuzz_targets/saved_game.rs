#![no_main]
//! Fuzzes `parlour::fuzzing::saved_game` (see that function for what it checks).

libfuzzer_sys::fuzz_target!(|data: &[u8]| parlour::fuzzing::saved_game(data));
