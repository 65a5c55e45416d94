//! Site analysis on a small fixture: which tokens may be replaced by what, and which
//! statements may be deleted.

use repaird_bench::csyntax::{analyse, SiteKind, SyntaxError};

const FIXTURE: &str = r#"
#include <stdlib.h>
typedef struct node { int key; int size; struct node *prev; struct node *next; } node_t;
struct other { int key; struct other *link; };

node_t *walk(node_t *head, int limit)
{
    node_t *cur = head;
    node_t *last = NULL;
    struct other *o = NULL;
    int i = 0;
    while (cur != NULL && i < limit) {
        last = cur;
        cur = cur->next;
        i++;
    }
    if (o != NULL)
        o->key = cur->size;
    return last;
}
"#;

/// Each site as (kind, original, candidates), in source order.
fn sites() -> Vec<(SiteKind, String, Vec<String>)> {
    let analysis = analyse(FIXTURE, &["walk".to_string()]).unwrap();
    analysis
        .replace_sites
        .iter()
        .map(|s| (s.kind, s.original.clone(), s.candidates.clone()))
        .collect()
}

fn strings(items: &[&str]) -> Vec<String> {
    items.iter().map(|s| s.to_string()).collect()
}

#[test]
fn candidates_have_the_same_type() {
    let sites = sites();
    // `node_t *cur = head;`: other node pointers or NULL, never `cur` itself.
    assert_eq!(
        sites[0],
        (
            SiteKind::Variable,
            "head".into(),
            strings(&["last", "NULL"])
        )
    );
    // `node_t *last = NULL;`: node pointers other than the one being declared.
    assert_eq!(
        sites[1],
        (SiteKind::Null, "NULL".into(), strings(&["cur", "head"]))
    );
    // `struct other *o = NULL;`: no other `struct other *` exists.
    assert!(!sites
        .iter()
        .any(|s| s.0 == SiteKind::Null && s.2.contains(&"o".to_string())));
    // `cur = cur->next`: the field can become `prev` only; the base is read, not NULL-able.
    let next = sites.iter().find(|s| s.1 == "next").unwrap();
    assert_eq!(next.2, strings(&["prev"]));
    // `cur->size` is an int field of node_t: `key` is its only same-typed sibling.
    let size = sites.iter().find(|s| s.1 == "size").unwrap();
    assert_eq!(size.2, strings(&["key"]));
    // `o->key` belongs to struct other, whose only int field is `key`: not a site.
    assert_eq!(sites.iter().filter(|s| s.1 == "key").count(), 0);
    // Int variables: `i` and `limit` swap with each other.
    let i_site = sites.iter().find(|s| s.1 == "i").unwrap();
    assert_eq!(i_site.2, strings(&["limit"]));
}

#[test]
fn assignments_and_increments_are_deletable() {
    let analysis = analyse(FIXTURE, &["walk".to_string()]).unwrap();
    let deletable: Vec<&str> = analysis
        .delete_sites
        .iter()
        .map(|d| d.text.as_str())
        .collect();
    assert_eq!(
        deletable,
        [
            "last = cur;",
            "cur = cur->next;",
            "i++;",
            "o->key = cur->size;"
        ]
    );
    // The unbraced body of the `if` is replaced by `;`, the others lose their whole line.
    let body = &analysis.delete_sites[3];
    assert_eq!(body.replacement, ";");
    let whole_line = &analysis.delete_sites[0];
    assert_eq!(
        &FIXTURE[whole_line.removal.clone()],
        "        last = cur;\n"
    );
    assert_eq!(analysis.statements, 11);
}

#[test]
fn bad_input_is_a_typed_error() {
    assert_eq!(
        analyse(FIXTURE, &["missing".to_string()]).unwrap_err(),
        SyntaxError::MissingFunction("missing".into())
    );
    assert!(matches!(
        analyse("int f( { return 1; }", &["f".to_string()]),
        Err(SyntaxError::Parse { .. })
    ));
}
