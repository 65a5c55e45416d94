#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| repaird_fuzz::mi_line(data));
