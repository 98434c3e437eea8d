#![no_main]
//! Fuzzes `parlour::fuzzing::layout_file` (see that function for what it checks).

libfuzzer_sys::fuzz_target!(|data: &[u8]| parlour::fuzzing::layout_file(data));
