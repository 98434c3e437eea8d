#![no_main]
//! Fuzzes `parlour::fuzzing::card_notation` (see that function for what it checks).

libfuzzer_sys::fuzz_target!(|data: &[u8]| parlour::fuzzing::card_notation(data));
