#![no_main]
//! Fuzzes `parlour::fuzzing::klondike_deal` (see that function for what it checks).

libfuzzer_sys::fuzz_target!(|data: &[u8]| parlour::fuzzing::klondike_deal(data));
