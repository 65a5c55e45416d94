//! The plain-data input of condition synthesis and its validation.

use std::collections::BTreeMap;

use thiserror::Error;

/// Opaque identifier of the repair location (an `if` condition or a statement that may need a
/// precondition). Synthesis only carries it through to the report.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LocationId(pub String);

/// A runtime value observed at the location.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Value {
    Int(i64),
    Bool(bool),
    /// A pointer, recorded only by its nullness (`true` = the pointer is `NULL`).
    PtrNull(bool),
}

/// The static type of an in-scope variable.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum VarType {
    Int,
    Bool,
    Ptr,
}

impl Value {
    pub fn var_type(self) -> VarType {
        match self {
            Value::Int(_) => VarType::Int,
            Value::Bool(_) => VarType::Bool,
            Value::PtrNull(_) => VarType::Ptr,
        }
    }
}

/// A variable the synthesized condition may read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Variable {
    pub name: String,
    pub ty: VarType,
}

impl Variable {
    pub fn new(name: impl Into<String>, ty: VarType) -> Variable {
        Variable {
            name: name.into(),
            ty,
        }
    }
}

/// One execution of the location in one test.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Observation {
    /// Which test produced it (for messages only).
    pub test: String,
    /// The values in scope, by variable name.
    pub values: BTreeMap<String, Value>,
    /// The value the condition must take here: the angelic value in a failing test, the observed
    /// value in a passing one (for a missing precondition: `false` where the statement must be
    /// skipped, `true` elsewhere).
    pub oracle: bool,
}

/// Everything condition synthesis needs about one location.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SynthesisProblem {
    pub location: LocationId,
    /// The variables the condition may use, with their types.
    pub variables: Vec<Variable>,
    /// Integer literals of the program; `0`, `-1` and `1` are always offered in addition.
    pub literals: Vec<i64>,
    pub observations: Vec<Observation>,
}

/// Why a [`SynthesisProblem`] cannot be synthesized from.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ProblemError {
    #[error("no observations were given for location {0:?}")]
    NoObservations(String),
    #[error("variable `{0}` is declared twice")]
    DuplicateVariable(String),
    #[error("variable name `{0}` is not a C identifier")]
    BadVariableName(String),
    #[error("observation {observation} (test `{test}`) has no value for variable `{variable}`")]
    MissingValue {
        observation: usize,
        test: String,
        variable: String,
    },
    #[error(
        "observation {observation} (test `{test}`) gives `{variable}` a {found:?} value, \
         but it is declared {declared:?}"
    )]
    TypeMismatch {
        observation: usize,
        test: String,
        variable: String,
        declared: VarType,
        found: VarType,
    },
}

/// The constants offered to synthesis: `0, -1, 1`, then the program literals, without repeats.
pub(crate) fn offered_constants(literals: &[i64]) -> Vec<i64> {
    let mut constants = vec![0, -1, 1];
    for &literal in literals {
        if !constants.contains(&literal) {
            constants.push(literal);
        }
    }
    constants
}

fn is_c_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    matches!(chars.next(), Some(c) if c == '_' || c.is_ascii_alphabetic())
        && chars.all(|c| c == '_' || c.is_ascii_alphanumeric())
}

impl SynthesisProblem {
    /// Checks that every observation gives every declared variable a value of its declared type.
    /// Values of undeclared names are ignored: they are simply not offered to synthesis.
    pub fn validate(&self) -> Result<(), ProblemError> {
        if self.observations.is_empty() {
            return Err(ProblemError::NoObservations(self.location.0.clone()));
        }
        for (index, variable) in self.variables.iter().enumerate() {
            if !is_c_identifier(&variable.name) {
                return Err(ProblemError::BadVariableName(variable.name.clone()));
            }
            if self.variables[..index]
                .iter()
                .any(|earlier| earlier.name == variable.name)
            {
                return Err(ProblemError::DuplicateVariable(variable.name.clone()));
            }
        }
        for (index, observation) in self.observations.iter().enumerate() {
            for variable in &self.variables {
                let value = observation.values.get(&variable.name).ok_or_else(|| {
                    ProblemError::MissingValue {
                        observation: index,
                        test: observation.test.clone(),
                        variable: variable.name.clone(),
                    }
                })?;
                if value.var_type() != variable.ty {
                    return Err(ProblemError::TypeMismatch {
                        observation: index,
                        test: observation.test.clone(),
                        variable: variable.name.clone(),
                        declared: variable.ty,
                        found: value.var_type(),
                    });
                }
            }
        }
        Ok(())
    }

    /// The first pair of observations that agree on every declared variable but demand different
    /// condition values: no condition over these variables can satisfy both.
    pub fn contradiction(&self) -> Option<(usize, usize)> {
        let mut first_seen: BTreeMap<Vec<Value>, (usize, bool)> = BTreeMap::new();
        for (index, observation) in self.observations.iter().enumerate() {
            let key: Vec<Value> = self
                .variables
                .iter()
                .filter_map(|variable| observation.values.get(&variable.name).copied())
                .collect();
            match first_seen.get(&key) {
                Some(&(earlier, oracle)) if oracle != observation.oracle => {
                    return Some((earlier, index))
                }
                Some(_) => {}
                None => {
                    first_seen.insert(key, (index, observation.oracle));
                }
            }
        }
        None
    }
}
