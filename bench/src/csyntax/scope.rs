//! The variables of one function under test, expression typing, and the collection of
//! replace and delete sites in its body.

use super::types::{declarator_name, ProgramTypes};
use super::{named_children, text, Analysis, CType, DeleteSite, ReplaceSite, SiteKind};
use std::collections::BTreeMap;
use std::ops::Range;
use tree_sitter::Node;

/// The variables of one function under test.
pub(super) struct FunctionScope<'a, 't> {
    program: &'a ProgramTypes<'t>,
    source: &'t str,
    return_type: Option<CType>,
    /// Ordered by name so candidate lists are deterministic.
    variables: BTreeMap<String, CType>,
}

impl<'a, 't> FunctionScope<'a, 't> {
    pub(super) fn new(def: Node<'t>, source: &'t str, program: &'a ProgramTypes<'t>) -> Self {
        let mut me = FunctionScope {
            program,
            source,
            return_type: None,
            variables: BTreeMap::new(),
        };
        let decl = def.child_by_field_name("declarator");
        if let Some(name) = decl.and_then(|d| declarator_name(d, source)) {
            me.return_type = program.returns.get(name).cloned();
        }
        if let Some(params) = decl.and_then(find_parameters) {
            for param in named_children(params) {
                if param.kind() == "parameter_declaration" {
                    me.add_declaration(param);
                }
            }
        }
        if let Some(body) = def.child_by_field_name("body") {
            me.add_locals(body);
        }
        me
    }

    fn add_locals(&mut self, node: Node<'t>) {
        if node.kind() == "declaration" {
            self.add_declaration(node);
        }
        for child in named_children(node) {
            self.add_locals(child);
        }
    }

    fn add_declaration(&mut self, decl: Node<'t>) {
        let Some(base) = decl
            .child_by_field_name("type")
            .and_then(|t| self.program.base_of(t))
        else {
            return;
        };
        let mut cursor = decl.walk();
        let declarators: Vec<Node> = decl
            .children_by_field_name("declarator", &mut cursor)
            .collect();
        for d in declarators {
            if let (Some(name), ty) = self.program.declared(d, base.clone()) {
                self.variables.entry(name.to_string()).or_insert(ty);
            }
        }
    }

    fn same_typed_variables(&self, ty: &CType, except: &str) -> Vec<String> {
        self.variables
            .iter()
            .filter(|(name, t)| *t == ty && name.as_str() != except)
            .map(|(name, _)| name.clone())
            .collect()
    }

    fn type_of(&self, expr: Node) -> Option<CType> {
        match expr.kind() {
            "identifier" => self.variables.get(text(expr, self.source)).cloned(),
            "parenthesized_expression" => expr.named_child(0).and_then(|e| self.type_of(e)),
            "field_expression" => {
                let (base, field) = self.field_owner(expr)?;
                self.program.fields.get(&base)?.get(field).cloned()
            }
            "call_expression" => {
                let callee = expr.child_by_field_name("function")?;
                self.program.returns.get(text(callee, self.source)).cloned()
            }
            "pointer_expression" => {
                let arg = expr.child_by_field_name("argument")?;
                let ty = self.type_of(arg)?;
                if text(expr.child_by_field_name("operator")?, self.source) == "&" {
                    Some(CType {
                        base: ty.base,
                        pointers: ty.pointers + 1,
                    })
                } else {
                    ty.deref()
                }
            }
            "number_literal" => Some(CType {
                base: "int".into(),
                pointers: 0,
            }),
            _ => None,
        }
    }

    /// The struct a field access reads from, and the field's name.
    fn field_owner(&self, access: Node<'t>) -> Option<(String, &'t str)> {
        let field = text(access.child_by_field_name("field")?, self.source);
        let arg = access.child_by_field_name("argument")?;
        let arrow = text(access.child_by_field_name("operator")?, self.source) == "->";
        let owner = self
            .type_of(arg)
            .and_then(|t| if arrow { t.deref() } else { Some(t) });
        match owner {
            Some(t) if t.pointers == 0 && self.program.fields.contains_key(&t.base) => {
                Some((t.base, field))
            }
            // Unknown receiver type: fall back to the only struct that has this field.
            _ => {
                let mut owners = self
                    .program
                    .fields
                    .iter()
                    .filter(|(_, fs)| fs.contains_key(field));
                match (owners.next(), owners.next()) {
                    (Some((base, _)), None) => Some((base.clone(), field)),
                    _ => None,
                }
            }
        }
    }

    pub(super) fn collect_sites(&self, node: Node<'t>, out: &mut Analysis) {
        match node.kind() {
            "declaration" => {
                let mut cursor = node.walk();
                let decls: Vec<Node> = node
                    .children_by_field_name("declarator", &mut cursor)
                    .collect();
                for d in decls {
                    if let Some(value) = d.child_by_field_name("value") {
                        self.collect_sites(value, out);
                    }
                }
                return;
            }
            "call_expression" => {
                if let Some(args) = node.child_by_field_name("arguments") {
                    self.collect_sites(args, out);
                }
                return;
            }
            "sizeof_expression" | "string_literal" => return,
            "expression_statement" => self.add_delete_site(node, out),
            "field_expression" => {
                self.add_field_site(node, out);
                if let Some(arg) = node.child_by_field_name("argument") {
                    self.collect_sites(arg, out);
                }
                return;
            }
            "identifier" if text(node, self.source) == "NULL" => self.add_null_site(node, out),
            "null" => self.add_null_site(node, out),
            "identifier" => self.add_variable_site(node, out),
            _ => {}
        }
        for child in named_children(node) {
            self.collect_sites(child, out);
        }
    }

    fn add_variable_site(&self, ident: Node<'t>, out: &mut Analysis) {
        let name = text(ident, self.source);
        let Some(ty) = self.variables.get(name) else {
            return;
        };
        let mut candidates = self.same_typed_variables(ty, name);
        if let Some(declared) = self.initialised_variable(ident) {
            candidates.retain(|c| *c != declared);
        }
        if ty.pointers > 0 && is_rvalue(ident) {
            candidates.push("NULL".to_string());
        }
        self.drop_other_operand(ident, &mut candidates);
        push_site(out, SiteKind::Variable, ident, name, candidates);
    }

    fn add_field_site(&self, access: Node<'t>, out: &mut Analysis) {
        let Some((base, field)) = self.field_owner(access) else {
            return;
        };
        let Some(fields) = self.program.fields.get(&base) else {
            return;
        };
        let Some(ty) = fields.get(field) else {
            return;
        };
        let candidates = fields
            .iter()
            .filter(|(name, t)| *t == ty && name.as_str() != field)
            .map(|(name, _)| name.clone())
            .collect();
        let node = access
            .child_by_field_name("field")
            .expect("field access has a field");
        push_site(out, SiteKind::Field, node, field, candidates);
    }

    fn add_null_site(&self, null: Node<'t>, out: &mut Analysis) {
        let Some(ty) = self.null_context_type(null) else {
            return;
        };
        let mut candidates = self.same_typed_variables(&ty, "NULL");
        if let Some(declared) = self.initialised_variable(null) {
            candidates.retain(|c| *c != declared);
        }
        self.drop_other_operand(null, &mut candidates);
        push_site(
            out,
            SiteKind::Null,
            null,
            text(null, self.source),
            candidates,
        );
    }

    /// `a == a`, `a = a`: replacing one operand by the other is no plausible bug.
    fn drop_other_operand(&self, operand: Node<'t>, candidates: &mut Vec<String>) {
        let Some(parent) = operand.parent() else {
            return;
        };
        if !matches!(parent.kind(), "binary_expression" | "assignment_expression") {
            return;
        }
        let (Some(left), Some(right)) = (
            parent.child_by_field_name("left"),
            parent.child_by_field_name("right"),
        ) else {
            return;
        };
        let other = if left.id() == operand.id() {
            right
        } else {
            left
        };
        let other = text(other, self.source);
        candidates.retain(|c| c != other);
    }

    /// The variable whose initializer contains `node`: replacing a token by that
    /// variable would read it before it has a value.
    fn initialised_variable(&self, node: Node<'t>) -> Option<String> {
        let mut cur = node;
        while let Some(parent) = cur.parent() {
            match parent.kind() {
                "init_declarator" => {
                    let decl = parent.child_by_field_name("declarator")?;
                    return declarator_name(decl, self.source).map(str::to_string);
                }
                "expression_statement" | "compound_statement" | "declaration" => return None,
                _ => cur = parent,
            }
        }
        None
    }

    /// The pointer type a `NULL` stands for, from what it is compared with or assigned to.
    fn null_context_type(&self, null: Node<'t>) -> Option<CType> {
        let mut child = null;
        let mut parent = null.parent()?;
        while parent.kind() == "parenthesized_expression" {
            child = parent;
            parent = parent.parent()?;
        }
        let other_side = |p: Node<'t>| {
            let left = p.child_by_field_name("left")?;
            let right = p.child_by_field_name("right")?;
            Some(if left.id() == child.id() { right } else { left })
        };
        let ty = match parent.kind() {
            "binary_expression" | "assignment_expression" => self.type_of(other_side(parent)?),
            "init_declarator" => {
                let name = declarator_name(parent.child_by_field_name("declarator")?, self.source)?;
                self.variables.get(name).cloned()
            }
            "return_statement" => self.return_type.clone(),
            _ => None,
        }?;
        (ty.pointers > 0).then_some(ty)
    }

    fn add_delete_site(&self, stmt: Node, out: &mut Analysis) {
        let Some(expr) = stmt.named_child(0) else {
            return;
        };
        if !matches!(expr.kind(), "assignment_expression" | "update_expression") {
            return;
        }
        let range = stmt.byte_range();
        let in_block = stmt
            .parent()
            .is_some_and(|p| p.kind() == "compound_statement");
        let (removal, replacement) = if in_block {
            (
                own_line(self.source, range.clone()).unwrap_or(range.clone()),
                "",
            )
        } else {
            (range.clone(), ";")
        };
        out.delete_sites.push(DeleteSite {
            statement: range.clone(),
            text: self.source[range].to_string(),
            removal,
            replacement,
        });
    }
}

fn push_site(
    out: &mut Analysis,
    kind: SiteKind,
    node: Node,
    original: &str,
    candidates: Vec<String>,
) {
    if candidates.is_empty() {
        return;
    }
    out.replace_sites.push(ReplaceSite {
        kind,
        range: node.byte_range(),
        original: original.to_string(),
        candidates,
    });
}

/// Whether an identifier is read (so `NULL` may stand in its place).
fn is_rvalue(ident: Node) -> bool {
    let Some(parent) = ident.parent() else {
        return true;
    };
    let is_field = |name: &str| {
        parent
            .child_by_field_name(name)
            .is_some_and(|c| c.id() == ident.id())
    };
    match parent.kind() {
        "assignment_expression" => !is_field("left"),
        "field_expression" | "update_expression" => false,
        "pointer_expression" => false,
        _ => true,
    }
}

/// The whole line (with its newline) when `range` is the only thing on it.
fn own_line(source: &str, range: Range<usize>) -> Option<Range<usize>> {
    let start = source[..range.start]
        .rfind('\n')
        .map(|i| i + 1)
        .unwrap_or(0);
    let end = source[range.end..]
        .find('\n')
        .map(|i| range.end + i + 1)
        .unwrap_or(source.len());
    let before_blank = source[start..range.start].trim().is_empty();
    let after_blank = source[range.end..end].trim().is_empty();
    (before_blank && after_blank).then_some(start..end)
}

fn find_parameters(decl: Node) -> Option<Node> {
    if decl.kind() == "function_declarator" {
        return decl.child_by_field_name("parameters");
    }
    decl.child_by_field_name("declarator")
        .and_then(find_parameters)
}
