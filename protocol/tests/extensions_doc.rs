//! Keeps `docs/lsp-extensions.md` in step with the method constants: every `repair/*` name
//! that appears in this crate's source must be in `methods::ALL` and have a doc section.

use std::path::Path;

use repaird_protocol::methods;

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("reading {}: {e}", path.display()))
}

/// Every string literal of the form `"repair/..."` in the crate's sources.
fn method_literals_in_sources() -> Vec<String> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut found = Vec::new();
    for entry in std::fs::read_dir(&src).expect("src dir") {
        let text = read(&entry.expect("dir entry").path());
        for piece in text.split("\"repair/").skip(1) {
            let name: String = piece
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '/')
                .collect();
            found.push(format!("repair/{name}"));
        }
    }
    found.sort();
    found.dedup();
    found
}

#[test]
fn every_method_literal_is_listed_in_all() {
    let literals = method_literals_in_sources();
    assert!(
        !literals.is_empty(),
        "no repair/* literal found: scanner broken"
    );
    for name in &literals {
        assert!(
            methods::ALL.contains(&name.as_str()),
            "{name} is missing from methods::ALL"
        );
    }
}

#[test]
fn every_method_has_a_doc_section() {
    let doc = read(&Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/lsp-extensions.md"));
    for name in methods::ALL {
        let heading = format!("## `{name}`");
        assert!(
            doc.contains(&heading),
            "docs/lsp-extensions.md has no section {heading}"
        );
    }
    for command in methods::commands::ALL {
        let mention = format!("`{command}`");
        assert!(
            doc.contains(&mention),
            "docs/lsp-extensions.md never mentions {mention}"
        );
    }
}

#[test]
fn advertised_example_lists_every_method() {
    let doc = read(&Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/lsp-extensions.md"));
    let example = format!(
        "\"methods\": [{}]",
        methods::ALL
            .iter()
            .map(|m| format!("\"{m}\""))
            .collect::<Vec<_>>()
            .join(", ")
    );
    assert!(
        doc.contains(&example),
        "the capability example in the doc should read {example}"
    );
}
