//! Syntax facts about the function(s) under test, from tree-sitter-c with exact byte
//! ranges in the original text: which identifiers, fields and `NULL`s can be replaced
//! by another of the same type, and which statements can be deleted.
//!
//! Types are tracked just far enough for that choice: a base name (`int`,
//! `struct node`, with typedefs resolved) and a pointer depth.

use std::collections::{BTreeMap, HashMap};
use std::ops::Range;
use tree_sitter::{Node, Parser, Tree};

#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CType {
    pub base: String,
    pub pointers: u8,
}

impl CType {
    fn deref(&self) -> Option<CType> {
        (self.pointers > 0).then(|| CType {
            base: self.base.clone(),
            pointers: self.pointers - 1,
        })
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SiteKind {
    /// A local variable or parameter.
    Variable,
    /// The field of a `->` or `.` access.
    Field,
    /// A `NULL` constant.
    Null,
}

/// A token that may be replaced by any of `candidates` (all of its type).
#[derive(Debug, Clone)]
pub struct ReplaceSite {
    pub kind: SiteKind,
    pub range: Range<usize>,
    pub original: String,
    pub candidates: Vec<String>,
}

/// An assignment or increment statement that may be deleted.
#[derive(Debug, Clone)]
pub struct DeleteSite {
    /// The statement itself.
    pub statement: Range<usize>,
    pub text: String,
    /// What is removed: the whole line when the statement stands alone on it.
    pub removal: Range<usize>,
    /// `;` when the statement is the unbraced body of an `if`/loop, else empty.
    pub replacement: &'static str,
}

#[derive(Debug, Clone, Default)]
pub struct Analysis {
    pub replace_sites: Vec<ReplaceSite>,
    pub delete_sites: Vec<DeleteSite>,
    /// Statements in the function(s) under test (blocks not counted).
    pub statements: usize,
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum SyntaxError {
    #[error("tree-sitter could not be set up for C: {0}")]
    Language(String),
    #[error("the source has a syntax error at line {line}")]
    Parse { line: usize },
    #[error("function `{0}` is not defined in the source")]
    MissingFunction(String),
}

const STATEMENT_KINDS: &[&str] = &[
    "expression_statement",
    "declaration",
    "return_statement",
    "if_statement",
    "while_statement",
    "for_statement",
    "do_statement",
    "break_statement",
    "continue_statement",
    "switch_statement",
];

pub fn parse(source: &str) -> Result<Tree, SyntaxError> {
    let mut parser = Parser::new();
    parser
        .set_language(&tree_sitter_c::LANGUAGE.into())
        .map_err(|e| SyntaxError::Language(e.to_string()))?;
    let tree = parser
        .parse(source, None)
        .ok_or(SyntaxError::Parse { line: 1 })?;
    if let Some(bad) = first_error(tree.root_node()) {
        return Err(SyntaxError::Parse {
            line: bad.start_position().row + 1,
        });
    }
    Ok(tree)
}

fn first_error(node: Node) -> Option<Node> {
    if !node.has_error() {
        return None;
    }
    if node.is_error() || node.is_missing() {
        return Some(node);
    }
    let mut cursor = node.walk();
    let children: Vec<Node> = node.children(&mut cursor).collect();
    children.into_iter().find_map(first_error).or(Some(node))
}

/// Analyses the named functions of `source`.
pub fn analyse(source: &str, functions: &[String]) -> Result<Analysis, SyntaxError> {
    let tree = parse(source)?;
    let program = ProgramTypes::collect(tree.root_node(), source);
    let mut analysis = Analysis::default();
    for name in functions {
        let def = program
            .definitions
            .get(name.as_str())
            .copied()
            .ok_or_else(|| SyntaxError::MissingFunction(name.clone()))?;
        let func = FunctionScope::new(def, source, &program);
        let body = def
            .child_by_field_name("body")
            .expect("definition has body");
        func.collect_sites(body, &mut analysis);
        analysis.statements += count_statements(body);
    }
    Ok(analysis)
}

/// Byte range of the definition of function `name`, if `source` defines it.
pub fn function_span(source: &str, name: &str) -> Result<Option<Range<usize>>, SyntaxError> {
    let tree = parse(source)?;
    let program = ProgramTypes::collect(tree.root_node(), source);
    Ok(program.definitions.get(name).map(|def| def.byte_range()))
}

fn count_statements(node: Node) -> usize {
    let own = usize::from(STATEMENT_KINDS.contains(&node.kind()));
    let mut cursor = node.walk();
    let children: Vec<Node> = node.named_children(&mut cursor).collect();
    own + children.into_iter().map(count_statements).sum::<usize>()
}

fn text<'s>(node: Node, source: &'s str) -> &'s str {
    &source[node.byte_range()]
}

fn named_children(node: Node) -> Vec<Node> {
    let mut cursor = node.walk();
    node.named_children(&mut cursor).collect()
}

/// Program-wide facts: typedefs, struct fields, function definitions and return types.
struct ProgramTypes<'t> {
    source: &'t str,
    typedefs: HashMap<String, CType>,
    /// struct base name -> field name -> type (ordered, so candidates are deterministic).
    fields: HashMap<String, BTreeMap<String, CType>>,
    definitions: HashMap<&'t str, Node<'t>>,
    returns: HashMap<String, CType>,
}

impl<'t> ProgramTypes<'t> {
    fn collect(root: Node<'t>, source: &'t str) -> Self {
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
    fn base_of(&self, ty: Node) -> Option<CType> {
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
    fn declared(&self, decl: Node<'t>, base: CType) -> (Option<&'t str>, CType) {
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

fn declarator_name<'s>(decl: Node, source: &'s str) -> Option<&'s str> {
    match decl.kind() {
        "identifier" | "field_identifier" | "type_identifier" => Some(text(decl, source)),
        _ => decl
            .child_by_field_name("declarator")
            .and_then(|d| declarator_name(d, source)),
    }
}

/// The variables of one function under test.
struct FunctionScope<'a, 't> {
    program: &'a ProgramTypes<'t>,
    source: &'t str,
    return_type: Option<CType>,
    /// Ordered by name so candidate lists are deterministic.
    variables: BTreeMap<String, CType>,
}

impl<'a, 't> FunctionScope<'a, 't> {
    fn new(def: Node<'t>, source: &'t str, program: &'a ProgramTypes<'t>) -> Self {
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

    fn collect_sites(&self, node: Node<'t>, out: &mut Analysis) {
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
