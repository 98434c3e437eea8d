#![no_main]
//! Fuzzes `parlour::fuzzing::preferences` (see that function for what it checks).

libfuzzer_sys::fuzz_target!(|data: &[u8]| parlour::fuzzing::preferences(data));
