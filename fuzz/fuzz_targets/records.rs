#![no_main]
//! Fuzzes `parlour::fuzzing::records` (see that function for what it checks).

libfuzzer_sys::fuzz_target!(|data: &[u8]| parlour::fuzzing::records(data));
