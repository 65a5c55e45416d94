//! lang-c AST (of `gcc -E` output) → guarded IR, with positions taken from tree-sitter.
//!
//! Each C statement is lowered into a *pending* list first; if any part of it is outside the
//! modeled subset the whole C statement becomes one `Concrete` statement with the reason.

mod expr;
mod stmt;
pub mod types;

use crate::diagnostics::{Diagnostic, Severity};
use crate::ir::*;
use crate::ppmap::PpMap;
use crate::syntax::{normalize, SynKind, SynStmt, SyntaxIndex};
use lang_c::ast::{
    Declaration, DeclarationSpecifier, DerivedDeclarator, ExternalDeclaration, FunctionDefinition,
    Initializer, StorageClassSpecifier, StructDeclaration, TranslationUnit, TypeSpecifier,
};
use lang_c::span::{Node as LNode, Span};
use std::collections::{HashMap, HashSet};
use std::path::Path;
use types::{apply_declarator, declarator_name, is_function_declarator, CType, TypeEnv};

/// Everything lowering needs to know about the source.
pub struct SourceCtx<'a> {
    pub file: &'a Path,
    pub text: &'a str,
    pub pp: &'a str,
    pub ppmap: &'a PpMap,
    pub syntax: &'a SyntaxIndex,
    /// The main file's name as the preprocessor spells it in line markers.
    pub main_name: String,
}

impl SourceCtx<'_> {
    fn in_main(&self, span: Span) -> bool {
        self.ppmap
            .locate(span.start)
            .is_some_and(|(f, _)| f == self.main_name)
    }
    fn line_of(&self, span: Span) -> u32 {
        self.ppmap.locate(span.start).map(|(_, l)| l).unwrap_or(0)
    }
    fn pp_norm(&self, span: Span) -> String {
        normalize(self.pp.get(span.start..span.end).unwrap_or(""))
    }
    /// The whole original line, for code we could not match to a syntax node.
    fn line_range(&self, line: u32) -> SourceRange {
        let mut offset = 0;
        for (i, l) in self.text.split_inclusive('\n').enumerate() {
            if i + 1 == line as usize {
                let body = l.trim_end_matches(['\n', '\r']);
                return SourceRange {
                    file: self.file.to_path_buf(),
                    start: Position {
                        line,
                        column: 1,
                        offset,
                    },
                    end: Position {
                        line,
                        column: body.len() as u32 + 1,
                        offset: offset + body.len(),
                    },
                };
            }
            offset += l.len();
        }
        let p = Position {
            line,
            column: 1,
            offset: self.text.len(),
        };
        SourceRange {
            file: self.file.to_path_buf(),
            start: p,
            end: p,
        }
    }
}

/// Program-wide facts shared by all function lowerers.
pub struct Globals {
    pub structs: Vec<StructDef>,
    pub globals: Vec<Global>,
    /// Functions defined in the program, with return and parameter types.
    pub functions: HashMap<String, (Type, Vec<Var>)>,
    /// Every identifier declared after preprocessing: a call whose name is not here is a macro.
    pub declared: HashSet<String>,
    pub types: TypeEnv,
}

impl Globals {
    pub fn field_type(&self, strukt: &str, field: &str) -> Option<Type> {
        self.structs
            .iter()
            .find(|s| s.name == strukt)?
            .fields
            .iter()
            .find(|f| f.name == field)
            .map(|f| f.ty.clone())
    }
    fn global_type(&self, name: &str) -> Option<&Type> {
        self.globals
            .iter()
            .find(|g| g.var.name == name)
            .map(|g| &g.var.ty)
    }
}

pub fn lower(unit: &TranslationUnit, src: &SourceCtx) -> (Program, Vec<Diagnostic>) {
    let mut g = Globals {
        structs: Vec::new(),
        globals: Vec::new(),
        functions: HashMap::new(),
        declared: HashSet::new(),
        types: TypeEnv::default(),
    };
    // Pass 1: types, structs, globals, function signatures.
    for ext in &unit.0 {
        match &ext.node {
            ExternalDeclaration::Declaration(d) => {
                collect_declaration(&d.node, d.span, src, &mut g)
            }
            ExternalDeclaration::FunctionDefinition(f) => {
                let (name, ret, params) = signature(&f.node, &mut g.types);
                g.declared.insert(name.clone());
                if src.in_main(f.span) {
                    g.functions.insert(name, (ret, params));
                }
            }
            ExternalDeclaration::StaticAssert(_) => {}
        }
    }
    // Pass 2: function bodies.
    let mut program = Program {
        file: src.file.to_path_buf(),
        structs: g.structs.clone(),
        globals: g.globals.clone(),
        functions: Vec::new(),
        stmts: Vec::new(),
    };
    let mut diags = Vec::new();
    let mut taken = HashSet::new();
    for ext in &unit.0 {
        if let ExternalDeclaration::FunctionDefinition(f) = &ext.node {
            if !src.in_main(f.span) {
                continue;
            }
            let func = stmt::lower_function(&f.node, f.span, src, &mut g, &mut program, &mut taken);
            program.functions.push(func);
        }
    }
    let concrete = program.concrete_count();
    if concrete > 0 {
        diags.push(Diagnostic {
            file: src.file.to_path_buf(),
            line: 0,
            column: 0,
            severity: Severity::Note,
            message: format!(
                "{concrete} of {} statements are executed concretely (not modeled)",
                program.stmts.len()
            ),
            source: "cfront".into(),
        });
    }
    (program, diags)
}

fn signature(f: &FunctionDefinition, types: &mut TypeEnv) -> (String, Type, Vec<Var>) {
    let base = types.of_decl_specs(&f.specifiers);
    let d = &f.declarator.node;
    let name = declarator_name(d).unwrap_or_default();
    let mut ret = base.clone();
    let mut params = Vec::new();
    for der in &d.derived {
        match &der.node {
            DerivedDeclarator::Pointer(_) => ret.pointers += 1,
            DerivedDeclarator::Function(fd) => {
                for p in &fd.node.parameters {
                    let pbase = types.of_decl_specs(&p.node.specifiers);
                    if let Some(pd) = &p.node.declarator {
                        if let Some(pname) = declarator_name(&pd.node) {
                            params.push(Var {
                                name: pname,
                                ty: apply_declarator(&pbase, &pd.node).to_ir(),
                            });
                        }
                    }
                }
            }
            _ => {}
        }
    }
    (name, ret.to_ir(), params)
}

fn is_typedef(specs: &[LNode<DeclarationSpecifier>]) -> bool {
    specs.iter().any(|s| {
        matches!(&s.node, DeclarationSpecifier::StorageClass(sc)
            if sc.node == StorageClassSpecifier::Typedef)
    })
}

fn collect_declaration(d: &Declaration, span: Span, src: &SourceCtx, g: &mut Globals) {
    let in_main = src.in_main(span);
    if in_main {
        collect_structs(&d.specifiers, g);
    }
    let base = g.types.of_decl_specs(&d.specifiers);
    let typedef = is_typedef(&d.specifiers);
    for init in &d.declarators {
        let decl = &init.node.declarator.node;
        let Some(name) = declarator_name(decl) else {
            continue;
        };
        let ty = apply_declarator(&base, decl);
        g.declared.insert(name.clone());
        if typedef {
            g.types.typedefs.insert(name, ty);
            continue;
        }
        if !in_main || is_function_declarator(decl) {
            continue;
        }
        let init_expr = init.node.initializer.as_ref().and_then(|i| match &i.node {
            Initializer::Expression(e) => expr::constant(&e.node),
            Initializer::List(_) => None,
        });
        let ty = ty.to_ir();
        let init_expr = match (init_expr, &ty) {
            (Some(Expr::Int(n)), Type::Bool) => Some(Expr::Bool(n != 0)),
            (e, _) => e,
        };
        g.globals.push(Global {
            var: Var { name, ty },
            init: init_expr,
        });
    }
}

fn collect_structs(specs: &[LNode<DeclarationSpecifier>], g: &mut Globals) {
    for s in specs {
        let DeclarationSpecifier::TypeSpecifier(ts) = &s.node else {
            continue;
        };
        let TypeSpecifier::Struct(st) = &ts.node else {
            continue;
        };
        let (Some(id), Some(decls)) = (&st.node.identifier, &st.node.declarations) else {
            continue;
        };
        let mut fields = Vec::new();
        for sd in decls {
            let StructDeclaration::Field(f) = &sd.node else {
                continue;
            };
            let base: CType = g.types.of_spec_quals(&f.node.specifiers);
            for fd in &f.node.declarators {
                if let Some(d) = &fd.node.declarator {
                    if let Some(name) = declarator_name(&d.node) {
                        fields.push(Var {
                            name,
                            ty: apply_declarator(&base, &d.node).to_ir(),
                        });
                    }
                }
            }
        }
        if !g.structs.iter().any(|x| x.name == id.node.name) {
            g.structs.push(StructDef {
                name: id.node.name.clone(),
                fields,
            });
        }
    }
}

/// Finds the syntax node for a lang-c statement and records that it was used.
fn match_syntax<'s>(
    src: &'s SourceCtx,
    span: Span,
    kind: SynKind,
    taken: &mut HashSet<usize>,
) -> Option<(&'s SynStmt, bool)> {
    let line = src.line_of(span);
    let norm = src.pp_norm(span);
    let found = src.syntax.find(line, kind, &norm, &|s: &SynStmt| {
        taken.contains(&s.range.start.offset)
    })?;
    taken.insert(found.0.range.start.offset);
    Some(found)
}
