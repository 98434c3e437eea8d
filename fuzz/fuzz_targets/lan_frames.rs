#![no_main]
//! Fuzzes `parlour::fuzzing::lan_frames` (see that function for what it checks).

libfuzzer_sys::fuzz_target!(|data: &[u8]| parlour::fuzzing::lan_frames(data));
