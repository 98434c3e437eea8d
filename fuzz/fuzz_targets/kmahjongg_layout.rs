#![no_main]
//! Fuzzes `parlour::fuzzing::kmahjongg_layout` (see that function for what it checks).

libfuzzer_sys::fuzz_target!(|data: &[u8]| parlour::fuzzing::kmahjongg_layout(data));
