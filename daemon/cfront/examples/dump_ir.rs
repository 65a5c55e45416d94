//! Prints the IR of C files: `cargo run -p repaird-cfront --example dump_ir -- FILE...`

fn main() {
    let opts = repaird_cfront::ParseOptions::default();
    for arg in std::env::args().skip(1) {
        let outcome = repaird_cfront::parse_file(std::path::Path::new(&arg), &opts);
        println!("== {arg}");
        for d in &outcome.diagnostics {
            println!(
                "diagnostic {:?} {}:{}:{} {}",
                d.severity,
                d.file.display(),
                d.line,
                d.column,
                d.message
            );
        }
        if let Some(p) = &outcome.program {
            print!("{}", repaird_cfront::pretty::program(p));
        }
    }
}
