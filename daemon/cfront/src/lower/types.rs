//! C declaration specifiers + declarators → IR types.

use crate::ir::Type;
use lang_c::ast::{
    DeclarationSpecifier, Declarator, DeclaratorKind, DerivedDeclarator, SpecifierQualifier,
    TypeSpecifier,
};
use lang_c::span::Node;
use std::collections::HashMap;

/// A type before pointers are applied: what the specifiers name.
#[derive(Clone, Debug, PartialEq)]
pub enum Base {
    Scalar(Type),
    Struct(String),
    Void,
    Other(String),
}

/// A resolved C type: base plus pointer depth, or something we do not model.
#[derive(Clone, Debug, PartialEq)]
pub struct CType {
    pub base: Base,
    pub pointers: usize,
    pub array: bool,
    pub function: bool,
}

impl CType {
    pub fn to_ir(&self) -> Type {
        if self.function {
            return Type::Unknown(format!("function pointer returning {}", self.spell_base()));
        }
        if self.array {
            return Type::Unknown(format!("{}[]", self.spell_base()));
        }
        match (&self.base, self.pointers) {
            (Base::Scalar(t), 0) => t.clone(),
            (Base::Void, 0) => Type::Void,
            (Base::Struct(s), 1) => Type::Ptr(s.clone()),
            _ => Type::Unknown(format!(
                "{}{}",
                self.spell_base(),
                "*".repeat(self.pointers)
            )),
        }
    }
    fn spell_base(&self) -> String {
        match &self.base {
            Base::Scalar(t) => t.to_string(),
            Base::Struct(s) => format!("struct {s}"),
            Base::Void => "void".into(),
            Base::Other(s) => s.clone(),
        }
    }
}

#[derive(Default)]
pub struct TypeEnv {
    pub typedefs: HashMap<String, CType>,
    anon: usize,
}

impl TypeEnv {
    pub fn base_of_specs<'a>(&mut self, specs: impl Iterator<Item = &'a TypeSpecifier>) -> CType {
        let mut base = None;
        let mut float = false;
        let mut int_like = false;
        let mut ch = false;
        for s in specs {
            match s {
                TypeSpecifier::Void => base = Some(Base::Void),
                TypeSpecifier::Char => ch = true,
                TypeSpecifier::Short
                | TypeSpecifier::Int
                | TypeSpecifier::Long
                | TypeSpecifier::Signed
                | TypeSpecifier::Unsigned => int_like = true,
                TypeSpecifier::Float | TypeSpecifier::Double => float = true,
                TypeSpecifier::Bool => base = Some(Base::Scalar(Type::Bool)),
                TypeSpecifier::Enum(_) => int_like = true,
                TypeSpecifier::Struct(st) => {
                    let name = match &st.node.identifier {
                        Some(id) => id.node.name.clone(),
                        None => {
                            self.anon += 1;
                            format!("anon{}", self.anon)
                        }
                    };
                    base = Some(Base::Struct(name));
                }
                TypeSpecifier::TypedefName(id) => {
                    if let Some(t) = self.typedefs.get(&id.node.name) {
                        return t.clone();
                    }
                    base = Some(Base::Other(id.node.name.clone()));
                }
                other => base = Some(Base::Other(format!("{other:?}"))),
            }
        }
        let base = base.unwrap_or(if float {
            Base::Scalar(Type::Float)
        } else if ch {
            Base::Scalar(Type::Char)
        } else if int_like {
            Base::Scalar(Type::Int)
        } else {
            Base::Other("implicit".into())
        });
        CType {
            base,
            pointers: 0,
            array: false,
            function: false,
        }
    }

    pub fn of_decl_specs(&mut self, specs: &[Node<DeclarationSpecifier>]) -> CType {
        let ts: Vec<&TypeSpecifier> = specs
            .iter()
            .filter_map(|s| match &s.node {
                DeclarationSpecifier::TypeSpecifier(t) => Some(&t.node),
                _ => None,
            })
            .collect();
        self.base_of_specs(ts.into_iter())
    }

    pub fn of_spec_quals(&mut self, specs: &[Node<SpecifierQualifier>]) -> CType {
        let ts: Vec<&TypeSpecifier> = specs
            .iter()
            .filter_map(|s| match &s.node {
                SpecifierQualifier::TypeSpecifier(t) => Some(&t.node),
                _ => None,
            })
            .collect();
        self.base_of_specs(ts.into_iter())
    }
}

/// Applies a declarator's derived parts (pointers, arrays, functions) to `base`.
pub fn apply_declarator(base: &CType, d: &Declarator) -> CType {
    let mut t = base.clone();
    for der in &d.derived {
        match &der.node {
            DerivedDeclarator::Pointer(_) => t.pointers += 1,
            DerivedDeclarator::Array(_) => t.array = true,
            DerivedDeclarator::Function(_) | DerivedDeclarator::KRFunction(_) => t.function = true,
            DerivedDeclarator::Block(_) => t.array = true,
        }
    }
    if let DeclaratorKind::Declarator(inner) = &d.kind.node {
        // `(*fp)(int)` and friends: a pointer to something we do not model.
        t = apply_declarator(&t, &inner.node);
    }
    t
}

pub fn declarator_name(d: &Declarator) -> Option<String> {
    match &d.kind.node {
        DeclaratorKind::Identifier(id) => Some(id.node.name.clone()),
        DeclaratorKind::Declarator(inner) => declarator_name(&inner.node),
        DeclaratorKind::Abstract => None,
    }
}

/// Whether the declarator declares a function (its outermost derived part is a function).
pub fn is_function_declarator(d: &Declarator) -> bool {
    matches!(
        d.derived.first().map(|x| &x.node),
        Some(DerivedDeclarator::Function(_)) | Some(DerivedDeclarator::KRFunction(_))
    ) || matches!(
        d.derived.last().map(|x| &x.node),
        Some(DerivedDeclarator::Function(_)) | Some(DerivedDeclarator::KRFunction(_))
    )
}
