//! Program-wide type facts: typedefs, struct fields, function definitions and their
//! return types, and the types that declarators give their names.

use super::{named_children, text, CType};
use std::collections::{BTreeMap, HashMap};
use tree_sitter::Node;

/// Program-wide facts: typedefs, struct fields, function definitions and return types.
pub(super) struct ProgramTypes<'t> {
    pub(super) source: &'t str,
    pub(super) typedefs: HashMap<String, CType>,
    /// struct base name -> field name -> type (ordered, so candidates are deterministic).
    pub(super) fields: HashMap<String, BTreeMap<String, CType>>,
    pub(super) definitions: HashMap<&'t str, Node<'t>>,
    pub(super) returns: HashMap<String, CType>,
}

impl<'t> ProgramTypes<'t> {
    pub(super) fn collect(root: Node<'t>, source: &'t str) -> Self {
        let mut me = ProgramTypes {
            source,
            typedefs: HashMap::new(),
            fields: HashMap::new(),
            definitions: HashMap::new(),
            returns: HashMap::new(),
        };
        // Typedefs first, in order, so later declarations resolve them.
        for item in named_children(root) {
            if item.kind() == "type_definition" {
                me.add_typedef(item);
            }
        }
        me.add_structs(root);
        for item in named_children(root) {
            if item.kind() == "function_definition" {
                if let (Some(ty), Some(decl)) = (
                    item.child_by_field_name("type"),
                    item.child_by_field_name("declarator"),
                ) {
                    if let Some(base) = me.base_of(ty) {
                        let (name, ty) = me.declared(decl, base);
                        if let Some(name) = name {
                            me.definitions.insert(name, item);
                            me.returns.insert(name.to_string(), ty);
                        }
                    }
                }
            }
        }
        me
    }

    fn add_typedef(&mut self, def: Node<'t>) {
        let Some(ty) = def.child_by_field_name("type") else {
            return;
        };
        let mut cursor = def.walk();
        let declarators: Vec<Node> = def
            .children_by_field_name("declarator", &mut cursor)
            .collect();
        for decl in declarators {
            let fallback = declarator_name(decl, self.source).unwrap_or_default();
            let base = self.base_of(ty).unwrap_or_else(|| CType {
                base: fallback.to_string(),
                pointers: 0,
            });
            if let (Some(name), ty) = self.declared(decl, base) {
                self.typedefs.insert(name.to_string(), ty);
            }
        }
    }

    fn add_structs(&mut self, node: Node<'t>) {
        if node.kind() == "struct_specifier" {
            if let Some(body) = node.child_by_field_name("body") {
                let base = self.struct_base(node);
                let mut fields = BTreeMap::new();
                for field in named_children(body) {
                    if field.kind() != "field_declaration" {
                        continue;
                    }
                    let Some(ty) = field.child_by_field_name("type") else {
                        continue;
                    };
                    let Some(field_base) = self.base_of(ty) else {
                        continue;
                    };
                    let mut cursor = field.walk();
                    let decls: Vec<Node> = field
                        .children_by_field_name("declarator", &mut cursor)
                        .collect();
                    for decl in decls {
                        if let (Some(name), ty) = self.declared(decl, field_base.clone()) {
                            fields.insert(name.to_string(), ty);
                        }
                    }
                }
                self.fields.entry(base).or_default().extend(fields);
            }
        }
        for child in named_children(node) {
            self.add_structs(child);
        }
    }

    /// `struct tag`, or the typedef name of an anonymous struct.
    fn struct_base(&self, spec: Node) -> String {
        if let Some(name) = spec.child_by_field_name("name") {
            return format!("struct {}", text(name, self.source));
        }
        spec.parent()
            .filter(|p| p.kind() == "type_definition")
            .and_then(|p| p.child_by_field_name("declarator"))
            .and_then(|d| declarator_name(d, self.source))
            .unwrap_or("struct <anonymous>")
            .to_string()
    }

    /// The type named by a type specifier, typedefs resolved.
    pub(super) fn base_of(&self, ty: Node) -> Option<CType> {
        match ty.kind() {
            "primitive_type" | "sized_type_specifier" => Some(CType {
                base: text(ty, self.source)
                    .split_whitespace()
                    .collect::<Vec<_>>()
                    .join(" "),
                pointers: 0,
            }),
            "struct_specifier" => {
                if ty.child_by_field_name("name").is_none()
                    && ty.child_by_field_name("body").is_some()
                {
                    return None; // anonymous: named by its typedef
                }
                Some(CType {
                    base: self.struct_base(ty),
                    pointers: 0,
                })
            }
            "type_identifier" => {
                let name = text(ty, self.source);
                Some(self.typedefs.get(name).cloned().unwrap_or(CType {
                    base: name.to_string(),
                    pointers: 0,
                }))
            }
            _ => None,
        }
    }

    /// Name and full type of a declarator over `base`.
    pub(super) fn declared(&self, decl: Node<'t>, base: CType) -> (Option<&'t str>, CType) {
        match decl.kind() {
            "pointer_declarator" | "array_declarator" => {
                let inner = decl.child_by_field_name("declarator");
                let ty = CType {
                    base: base.base,
                    pointers: base.pointers + 1,
                };
                match inner {
                    Some(inner) => self.declared(inner, ty),
                    None => (None, ty),
                }
            }
            "init_declarator" | "function_declarator" | "parenthesized_declarator" => {
                let inner = decl
                    .child_by_field_name("declarator")
                    .or_else(|| decl.named_child(0));
                match inner {
                    Some(inner) => self.declared(inner, base),
                    None => (None, base),
                }
            }
            "identifier" | "field_identifier" | "type_identifier" => {
                (Some(text(decl, self.source)), base)
            }
            _ => (None, base),
        }
    }
}

pub(super) fn declarator_name<'s>(decl: Node, source: &'s str) -> Option<&'s str> {
    match decl.kind() {
        "identifier" | "field_identifier" | "type_identifier" => Some(text(decl, source)),
        _ => decl
            .child_by_field_name("declarator")
            .and_then(|d| declarator_name(d, source)),
    }
}
