//! GenProg: a small genetic search over statement edits on the weighted path of the failing
//! runs, fitness = weighted tests passed; a found program is shrunk to a one-minimal edit set
//! by delta debugging (ddmin) with "passes every test" as the predicate.
//!
//! Edits are IR changes (`cfront::rewrite::Change`): delete a statement, insert a copy of
//! another statement of the same function before or after it, swap two statements, or mutate
//! one operator or variable (a variable only by another of the same type). Statements only
//! failing tests execute weigh 1, those passing tests execute too 0.1. Seeded: the same seed,
//! program and tests give the same candidates.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;
use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use repaird_cfront::ir::{
    BinOp, CodePoint, EditForm, Expr, Function, Program, Stmt, StmtKind, Type, UnOp,
};
use repaird_cfront::rewrite::{self, Change, NewStmt, TextEdit};
use repaird_cfront::StmtId;
use repaird_engine::delta;
use tokio_util::sync::CancellationToken;

use crate::localize::Localization;
use crate::patch::{Engine, Patch};
use crate::repair::{Context, Progress, ProgressFn, RepairOptions, Stage, Tried};
use crate::subject::Subject;
use crate::validation::ValidatorPool;

#[derive(Debug, Clone, PartialEq)]
pub struct GenProgOptions {
    pub seed: u64,
    pub population: usize,
    pub max_generations: usize,
    /// Candidate programs validated (memo hits not counted) before giving up.
    pub max_candidates: usize,
    /// Edits per individual at most.
    pub max_edits: usize,
    /// Generations in a row without a fitter individual before the search gives up (the
    /// single-edit sweep has already tried every one-step neighbour).
    pub stagnant_generations: usize,
}

impl Default for GenProgOptions {
    fn default() -> Self {
        GenProgOptions {
            seed: 0x5eed,
            population: 24,
            max_generations: 12,
            max_candidates: 400,
            max_edits: 4,
            stagnant_generations: 4,
        }
    }
}

/// Other program literals a constant may become.
const MAX_LITERAL_SWAPS: usize = 12;

/// Fitness weight of a test that failed on the original program (GenProg's W_NegT; W_PosT = 1).
const FAILING_TEST_WEIGHT: f64 = 10.0;

mod loop_steps;
mod output_literals;
mod sweep;
mod token_edits;

/// Everything the search needs, detached from the context (it runs on a blocking thread).
fn search_input(
    ctx: &Context,
    localization: &Localization,
    options: &RepairOptions,
) -> SearchInput {
    SearchInput {
        subject: Arc::clone(&ctx.subject),
        pool: Arc::clone(&ctx.pool),
        path: weighted_path(&ctx.subject, localization),
        originally_failing: localization
            .report
            .results
            .iter()
            .map(|r| !r.outcome.passed())
            .collect(),
        options: options.genprog_options.clone(),
        max_patches: options.max_patches,
        deadline: ctx.deadline,
        cancel: ctx.cancel.clone(),
        progress: Arc::clone(&ctx.progress),
        started: ctx.started,
        budget: options.time_budget,
    }
}

pub(crate) async fn repair(
    ctx: &mut Context,
    localization: &Localization,
    options: &RepairOptions,
) -> Vec<Patch> {
    let input = search_input(ctx, localization, options);
    match tokio::task::spawn_blocking(move || search(input)).await {
        Ok((patches, tried)) => {
            ctx.tried.extend(tried);
            patches
        }
        Err(e) => {
            ctx.tried(
                Engine::GenProg,
                "summary",
                format!("the search stopped: {e}"),
            );
            Vec::new()
        }
    }
}

/// The single-edit sweep ([`sweep`]) as its own stage: every one-token change and deletion on
/// the failing path, most suspicious statement first, screened through compiled-once schemas.
pub(crate) async fn sweep_repair(
    ctx: &mut Context,
    localization: &Localization,
    options: &RepairOptions,
) -> Vec<Patch> {
    let input = search_input(ctx, localization, options);
    // Most suspicious first; ties in source order (the path is in statement order).
    let mut ranked: Vec<(f64, StmtId)> = input
        .path
        .iter()
        .filter_map(|(id, _)| {
            let line = ctx.subject.program.stmt(*id)?.origin.range.start.line;
            Some((localization.score_of_line(line), *id))
        })
        .collect();
    ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
    let ranked: Vec<StmtId> = ranked.into_iter().map(|(_, id)| id).collect();
    ctx.report(
        Stage::Search,
        0.05,
        "trying every single edit on the failing path",
    );
    let started = Instant::now();
    let max_patches = options.max_patches;
    let rewrites = output_literals::rewrites(localization);
    let outcome = tokio::task::spawn_blocking(move || {
        let result = sweep::sweep(&input, &ranked, &rewrites, max_patches);
        (input, result)
    })
    .await;
    let (input, result) = match outcome {
        Ok(done) => done,
        Err(e) => {
            ctx.tried(
                Engine::Mutation,
                "summary",
                format!("the sweep stopped: {e}"),
            );
            return Vec::new();
        }
    };
    let subject = &input.subject;
    let mut patches = Vec::new();
    for (edits, verdict) in &result.winners {
        patches.push(Patch::new(
            subject,
            title_of(subject, edits),
            Engine::Mutation,
            edits.clone(),
            (verdict.passed_count(), verdict.passed.len()),
            1.0,
        ));
    }
    ctx.tried(
        Engine::Mutation,
        "summary",
        format!(
            "{} of {} single edits passed every test ({} screened in schemas, {} passed there{}; {:.1} s)",
            patches.len(),
            result.candidates,
            result.in_schemas,
            result.schema_passes,
            match (&result.schema_error, result.dropped_from_schema) {
                (None, _) => String::new(),
                (Some(e), 0) => format!("; the schema did not compile: {}", first_error_line(e)),
                (Some(e), n) => format!(
                    "; {n} edit(s) left out of the schema, which gcc rejected ({})",
                    first_error_line(e)
                ),
            },
            started.elapsed().as_secs_f64()
        ),
    );
    patches
}

struct SearchInput {
    subject: Arc<Subject>,
    pool: Arc<ValidatorPool>,
    path: Vec<(StmtId, f64)>,
    originally_failing: Vec<bool>,
    options: GenProgOptions,
    max_patches: usize,
    deadline: Instant,
    cancel: CancellationToken,
    progress: ProgressFn,
    started: Instant,
    budget: Duration,
}

impl SearchInput {
    fn should_stop(&self) -> bool {
        self.cancel.is_cancelled() || Instant::now() >= self.deadline
    }
    fn fraction(&self) -> f32 {
        (self.started.elapsed().as_secs_f32() / self.budget.as_secs_f32().max(0.001)).min(0.99)
    }
}

/// Statements executed by failing tests, weighted (1 when no passing test executes their line).
fn weighted_path(subject: &Subject, localization: &Localization) -> Vec<(StmtId, f64)> {
    let Some(spectra) = &localization.spectra else {
        return Vec::new();
    };
    let lines = |passed: bool| -> BTreeSet<u32> {
        spectra
            .tests
            .iter()
            .filter(|t| t.passed == passed && t.has_coverage)
            .flat_map(|t| t.lines.iter().copied())
            .collect()
    };
    let (failing, passing) = (lines(false), lines(true));
    subject
        .program
        .stmts
        .iter()
        .filter(|s| s.origin.macro_use.is_none() && failing.contains(&s.origin.range.start.line))
        .map(|s| {
            let weight = if passing.contains(&s.origin.range.start.line) {
                0.1
            } else {
                1.0
            };
            (s.id, weight)
        })
        .collect()
}

type Individual = Vec<Change>;

fn search(input: SearchInput) -> (Vec<Patch>, Vec<Tried>) {
    let mut tried = Vec::new();
    let subject = &input.subject;
    let opts = &input.options;
    let mut rng = ChaCha8Rng::seed_from_u64(opts.seed);
    let summary = |text: String| Tried {
        engine: Engine::GenProg,
        what: "summary".into(),
        outcome: text,
    };
    if input.path.is_empty() {
        tried.push(summary("no statement on the failing path to edit".into()));
        return (Vec::new(), tried);
    }
    let started = Instant::now();
    let validated_before = input.pool.validations();
    let mutator = Mutator::new(subject, &input.path);
    let mut population: Vec<Individual> = (0..opts.population)
        .filter_map(|_| mutator.random_edit(&mut rng))
        .collect();
    let mut winners: Vec<Individual> = Vec::new();
    let mut generations = 0;
    let (mut best_fitness, mut stagnant, mut stalled) = (f64::NEG_INFINITY, 0, false);
    // Programs already validated: children are redrawn until they are new.
    let mut explored: BTreeSet<String> = BTreeSet::new();
    while generations < opts.max_generations && !population.is_empty() {
        if input.should_stop() || input.pool.validations() - validated_before >= opts.max_candidates
        {
            break;
        }
        generations += 1;
        (input.progress)(Progress {
            stage: Stage::Search,
            fraction: input.fraction(),
            message: format!(
                "generation {generations}: {} candidates validated",
                input.pool.validations() - validated_before
            ),
        });
        let texts: Vec<Option<String>> = population
            .iter()
            .map(|ind| candidate_text(subject, ind).map(|(_, t)| t))
            .collect();
        let buildable: Vec<String> = texts.iter().flatten().cloned().collect();
        let mut verdicts = input
            .pool
            .validate_many(&buildable, false, &|| input.should_stop())
            .into_iter();
        let fitness: Vec<f64> = texts
            .iter()
            .map(|t| match t {
                None => 0.0,
                Some(_) => {
                    let Some(v) = verdicts.next().flatten() else {
                        return 0.0;
                    };
                    if v.all_passed() {
                        f64::INFINITY
                    } else {
                        v.passed
                            .iter()
                            .zip(&input.originally_failing)
                            .filter(|(p, _)| **p)
                            .map(|(_, f)| if *f { FAILING_TEST_WEIGHT } else { 1.0 })
                            .sum()
                    }
                }
            })
            .collect();
        for (ind, f) in population.iter().zip(&fitness) {
            if f.is_infinite() && !winners.contains(ind) {
                winners.push(ind.clone());
            }
        }
        if !winners.is_empty() {
            break;
        }
        let best = fitness.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        if best > best_fitness {
            (best_fitness, stagnant) = (best, 0);
        } else {
            stagnant += 1;
            if stagnant >= opts.stagnant_generations {
                stalled = true;
                break;
            }
        }
        for text in texts.iter().flatten() {
            explored.insert(crate::patch::normalize(text));
        }
        population = next_generation(
            &population,
            &fitness,
            &mutator,
            &mut rng,
            opts,
            &mut explored,
        );
    }
    let candidates = input.pool.validations() - validated_before;
    let mut patches = Vec::new();
    let mut seen = BTreeSet::new();
    for winner in winners {
        if patches.len() >= input.max_patches || input.cancel.is_cancelled() {
            break;
        }
        (input.progress)(Progress {
            stage: Stage::Minimize,
            fraction: input.fraction(),
            message: format!("minimizing a patch of {} edits", winner.len()),
        });
        let minimized = delta::ddmin(&winner, |subset| {
            candidate_text(subject, subset)
                .is_some_and(|(_, text)| input.pool.validate_quick(&text).all_passed())
        });
        let (kept, tests_run) = match minimized {
            Ok(m) => (m.kept, m.tests_run),
            Err(e) => {
                tried.push(Tried {
                    engine: Engine::GenProg,
                    what: "minimize".into(),
                    outcome: e.to_string(),
                });
                continue;
            }
        };
        let Some((edits, text)) = candidate_text(subject, &kept) else {
            continue;
        };
        if !seen.insert(crate::patch::normalize(&text)) {
            continue;
        }
        let verdict = input.pool.validate(&text);
        if !verdict.all_passed() {
            continue;
        }
        tried.push(Tried {
            engine: Engine::GenProg,
            what: "minimize".into(),
            outcome: format!(
                "{} edit(s) kept of {} ({tests_run} ddmin validations)",
                kept.len(),
                winner.len()
            ),
        });
        let title = title_of(subject, &edits);
        patches.push(Patch::new(
            subject,
            title,
            Engine::GenProg,
            edits,
            (verdict.passed_count(), verdict.passed.len()),
            1.0 / (1.0 + kept.len() as f64),
        ));
    }
    let elapsed = started.elapsed().as_secs_f64();
    tried.push(summary(if patches.is_empty() {
        format!(
            "GenProg tried {candidates} candidates in {generations} generations ({elapsed:.1} s) without passing every test{}",
            if stalled {
                format!(" (no fitter program in the last {stagnant} generations)")
            } else {
                String::new()
            }
        )
    } else {
        format!(
            "{} patch(es) after {candidates} candidates in {generations} generations ({elapsed:.1} s)",
            patches.len()
        )
    }));
    (patches, tried)
}

/// The edits and patched text of an individual, or `None` when its changes cannot be written.
fn candidate_text(subject: &Subject, changes: &[Change]) -> Option<(Vec<TextEdit>, String)> {
    if changes.is_empty() {
        return None;
    }
    let edits = rewrite::edits(&subject.text, &subject.program, changes).ok()?;
    let text = rewrite::apply(&subject.text, &edits);
    (text != subject.text).then_some((edits, text))
}

fn next_generation(
    population: &[Individual],
    fitness: &[f64],
    mutator: &Mutator,
    rng: &mut ChaCha8Rng,
    opts: &GenProgOptions,
    explored: &mut BTreeSet<String>,
) -> Vec<Individual> {
    /// Draws per child before an already explored one is accepted.
    const REDRAWS: usize = 6;
    let mut order: Vec<usize> = (0..population.len()).collect();
    order.sort_by(|&a, &b| fitness[b].total_cmp(&fitness[a]).then(a.cmp(&b)));
    let mut next: Vec<Individual> = Vec::with_capacity(opts.population);
    let pick = |rng: &mut ChaCha8Rng| {
        let (a, b) = (
            rng.random_range(0..population.len()),
            rng.random_range(0..population.len()),
        );
        if fitness[a] >= fitness[b] {
            a
        } else {
            b
        }
    };
    while next.len() < opts.population {
        let mut child = Vec::new();
        for _ in 0..REDRAWS {
            let first = &population[pick(rng)];
            child = if rng.random_bool(0.5) {
                let second = &population[pick(rng)];
                let cut_a = rng.random_range(0..=first.len());
                let cut_b = rng.random_range(0..=second.len());
                first[..cut_a]
                    .iter()
                    .chain(&second[cut_b..])
                    .cloned()
                    .collect()
            } else {
                first.clone()
            };
            if let Some(edit) = mutator.random_edit(rng) {
                child.extend(edit);
            }
            child.truncate(opts.max_edits);
            let fresh = candidate_text(mutator.subject, &child)
                .is_some_and(|(_, text)| explored.insert(crate::patch::normalize(&text)));
            if fresh {
                break;
            }
        }
        if !child.is_empty() {
            next.push(child);
        }
    }
    // Keep the best two as they are (elitism) in place of the last children.
    for (slot, &best) in order.iter().take(2).enumerate() {
        if let Some(last) = next.len().checked_sub(slot + 1) {
            next[last] = population[best].clone();
        }
    }
    next
}

/// Draws single edits on the weighted path.
struct Mutator<'a> {
    subject: &'a Subject,
    path: &'a [(StmtId, f64)],
    total_weight: f64,
    /// Per function: whole statements (insert/swap donors).
    donors: BTreeMap<&'a str, Vec<StmtId>>,
    literals: Vec<i64>,
}

impl<'a> Mutator<'a> {
    fn new(subject: &'a Subject, path: &'a [(StmtId, f64)]) -> Mutator<'a> {
        let mut donors: BTreeMap<&str, Vec<StmtId>> = BTreeMap::new();
        for s in &subject.program.stmts {
            if s.origin.form == EditForm::Statement
                && s.origin.macro_use.is_none()
                && !s.kind.is_concrete()
            {
                donors.entry(s.function.as_str()).or_default().push(s.id);
            }
        }
        Mutator {
            subject,
            path,
            total_weight: path.iter().map(|p| p.1).sum(),
            donors,
            literals: subject.literals(),
        }
    }

    fn pick_target(&self, rng: &mut ChaCha8Rng) -> StmtId {
        let mut x = rng.random_range(0.0..self.total_weight.max(f64::MIN_POSITIVE));
        for (id, w) in self.path {
            if x < *w {
                return *id;
            }
            x -= w;
        }
        self.path[self.path.len() - 1].0
    }

    /// One random edit: one change, or two for a swap (a few draws, since some operators do
    /// not apply to some statements).
    fn random_edit(&self, rng: &mut ChaCha8Rng) -> Option<Vec<Change>> {
        for _ in 0..8 {
            let id = self.pick_target(rng);
            if let Some(edit) = self.edit_at(id, rng) {
                return Some(edit);
            }
        }
        None
    }

    fn edit_at(&self, id: StmtId, rng: &mut ChaCha8Rng) -> Option<Vec<Change>> {
        let stmt = self.subject.program.stmt(id)?;
        let whole = stmt.origin.form == EditForm::Statement;
        let donors = self.donors.get(stmt.function.as_str())?;
        let donor = donors[rng.random_range(0..donors.len())];
        let donor_kind = self.subject.program.stmt(donor)?.kind.clone();
        let function = self.subject.program.function(&stmt.function)?;
        let mutants = stmt_mutants(stmt, function, &self.subject.program, &self.literals);
        // The operators that apply here; a one-token mutation counts twice (it is the most
        // common shape of a student's fix).
        let mut operators = vec![Operator::InsertBefore, Operator::InsertAfter];
        if whole {
            operators.push(Operator::Delete);
            if donor != id {
                operators.push(Operator::Swap);
            }
        }
        if !mutants.is_empty() {
            operators.extend([Operator::Mutate, Operator::Mutate]);
        }
        let new_stmt = || NewStmt {
            guard: None,
            kind: donor_kind.clone(),
        };
        let change = match operators[rng.random_range(0..operators.len())] {
            Operator::Delete => Change::Delete { id },
            Operator::InsertBefore => Change::InsertBefore {
                anchor: id,
                stmts: vec![new_stmt()],
            },
            Operator::InsertAfter => Change::InsertAfter {
                anchor: id,
                stmts: vec![new_stmt()],
            },
            Operator::Swap => {
                return Some(vec![
                    Change::ReplaceStmt {
                        id,
                        kind: donor_kind.clone(),
                    },
                    Change::ReplaceStmt {
                        id: donor,
                        kind: stmt.kind.clone(),
                    },
                ])
            }
            Operator::Mutate => Change::ReplaceStmt {
                id,
                kind: mutants[rng.random_range(0..mutants.len())].clone(),
            },
        };
        Some(vec![change])
    }
}

#[derive(Debug, Clone, Copy)]
enum Operator {
    Delete,
    InsertBefore,
    InsertAfter,
    Swap,
    Mutate,
}

/// Every mutant of `stmt` in its place: [`kind_mutants`], then the same statement assigning
/// another variable ([`assigned_slips`]).
fn stmt_mutants(
    stmt: &Stmt,
    function: &Function,
    program: &Program,
    literals: &[i64],
) -> Vec<StmtKind> {
    let mut out = kind_mutants(&stmt.kind, function, program, literals, stmt_point(stmt));
    out.extend(assigned_slips(stmt, function));
    out
}

/// Every statement that differs from `kind` by one operator, one variable or one field, or
/// whose assigned, returned or printed integer variable is off by one.
fn kind_mutants(
    kind: &StmtKind,
    function: &Function,
    program: &Program,
    literals: &[i64],
    at: CodePoint,
) -> Vec<StmtKind> {
    let m = |e: &Expr| {
        let mut out = expr_mutants(e, function, literals, at);
        out.extend(whole_value_slips(e, function));
        out
    };
    match kind {
        StmtKind::Assign { lhs, rhs } => m(rhs)
            .into_iter()
            .chain(scaled_accumulator(lhs, rhs, function, literals))
            .chain(
                function
                    .var_type(lhs)
                    .map(|ty| pointer_slips(rhs, ty, function, at))
                    .unwrap_or_default(),
            )
            // `p = NULL` as `p = p` would change nothing.
            .filter(|rhs| *rhs != Expr::Var(lhs.clone()))
            .map(|rhs| StmtKind::Assign {
                lhs: lhs.clone(),
                rhs,
            })
            .collect(),
        StmtKind::BoolAssign { lhs, rhs } => m(rhs)
            .into_iter()
            .map(|rhs| StmtKind::BoolAssign {
                lhs: lhs.clone(),
                rhs,
            })
            .collect(),
        StmtKind::BoolOr { lhs, a, b } => vec![StmtKind::BoolAnd {
            lhs: lhs.clone(),
            a: a.clone(),
            b: b.clone(),
        }],
        StmtKind::BoolAnd { lhs, a, b } => vec![StmtKind::BoolOr {
            lhs: lhs.clone(),
            a: a.clone(),
            b: b.clone(),
        }],
        StmtKind::Return { value: Some(v) } => m(v)
            .into_iter()
            .map(|v| StmtKind::Return { value: Some(v) })
            .collect(),
        // `tail->next = a` for `= b`, `p->next = q` for `q->next = q`, `->prev` for `->next`.
        StmtKind::PutField { base, field, rhs } => {
            let field_ty = field_type(program, function, base, field);
            let values = m(rhs).into_iter().chain(
                field_ty
                    .iter()
                    .flat_map(|ty| pointer_slips(rhs, ty, function, at)),
            );
            let mut out: Vec<StmtKind> = values
                .map(|rhs| StmtKind::PutField {
                    base: base.clone(),
                    field: field.clone(),
                    rhs,
                })
                .collect();
            for (base, field) in access_slips(program, function, base, field, at) {
                out.push(StmtKind::PutField {
                    base,
                    field,
                    rhs: rhs.clone(),
                });
            }
            out
        }
        StmtKind::GetField { lhs, base, field } => access_slips(program, function, base, field, at)
            .into_iter()
            .map(|(base, field)| StmtKind::GetField {
                lhs: lhs.clone(),
                base,
                field,
            })
            .collect(),
        StmtKind::Output { format, args } => (0..args.len())
            .flat_map(|i| {
                m(&args[i]).into_iter().map(move |e| {
                    let mut args = args.clone();
                    args[i] = e;
                    StmtKind::Output {
                        format: format.clone(),
                        args,
                    }
                })
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// The statement assigning another variable of the same type declared there (`best =
/// current->left;` where the walk must move `current`). Only where the whole statement or a
/// `for` clause is rewritten: an initializer's variable is its declaration's.
fn assigned_slips(stmt: &Stmt, function: &Function) -> Vec<StmtKind> {
    if !matches!(stmt.origin.form, EditForm::Statement | EditForm::Clause) {
        return Vec::new();
    }
    let Some(lhs) = stmt.kind.defined_var() else {
        return Vec::new();
    };
    let Some(ty) = function.var_type(lhs).filter(|_| !function.is_temp(lhs)) else {
        return Vec::new();
    };
    let assigning = |other: &str| match &stmt.kind {
        StmtKind::Assign { rhs, .. } => Some(StmtKind::Assign {
            lhs: other.to_string(),
            rhs: rhs.clone(),
        }),
        StmtKind::GetField { base, field, .. } => Some(StmtKind::GetField {
            lhs: other.to_string(),
            base: base.clone(),
            field: field.clone(),
        }),
        StmtKind::Call { func, args, .. } => Some(StmtKind::Call {
            lhs: Some(other.to_string()),
            func: func.clone(),
            args: args.clone(),
        }),
        _ => None,
    };
    function
        .visible_of_type(ty, stmt_point(stmt))
        .filter(|v| v.name != lhs && !function.is_temp(&v.name))
        .filter_map(|v| assigning(&v.name))
        .collect()
}

/// The type of `base->field`, where `base` is a pointer to a struct of the program.
fn field_type(program: &Program, function: &Function, base: &str, field: &str) -> Option<Type> {
    let Some(Type::Ptr(name)) = function.var_type(base) else {
        return None;
    };
    program
        .struct_named(name)?
        .fields
        .iter()
        .find(|f| f.name == field)
        .map(|f| f.ty.clone())
}

/// `base->field` read or written through another pointer of the same type declared at `at`,
/// or another field of the same type (`->prev` for `->next`). A temporary base (`a->next->val`'s
/// `a->next`) is part of a longer path and keeps its place.
fn access_slips(
    program: &Program,
    function: &Function,
    base: &str,
    field: &str,
    at: CodePoint,
) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let Some(base_ty @ Type::Ptr(name)) = function.var_type(base) else {
        return out;
    };
    if !function.is_temp(base) {
        for other in function.visible_of_type(base_ty, at) {
            if other.name != base && !function.is_temp(&other.name) {
                out.push((other.name.clone(), field.to_string()));
            }
        }
    }
    let ty = field_type(program, function, base, field);
    if let Some(def) = program.struct_named(name) {
        for f in &def.fields {
            if f.name != field && Some(&f.ty) == ty.as_ref() {
                out.push((base.to_string(), f.name.clone()));
            }
        }
    }
    out
}

/// A pointer value of type `ty` swapped with `NULL`, or `NULL` with each pointer of that type
/// declared at `at` (the list end a loop must stop at, or a link that should have been cut).
fn pointer_slips(value: &Expr, ty: &Type, function: &Function, at: CodePoint) -> Vec<Expr> {
    if !matches!(ty, Type::Ptr(_)) {
        return Vec::new();
    }
    match value {
        Expr::Var(v) if !function.is_temp(v) => vec![Expr::Null],
        Expr::Null => function
            .visible_of_type(ty, at)
            .filter(|v| !function.is_temp(&v.name))
            .map(|v| Expr::Var(v.name.clone()))
            .collect(),
        _ => Vec::new(),
    }
}

/// Where a statement's own text stands: what it names must be declared before its line.
fn stmt_point(stmt: &Stmt) -> CodePoint {
    CodePoint {
        line: stmt.origin.range.start.line,
        before: true,
    }
}

/// `v + 1` and `v - 1` for an integer variable `v` taken whole (`lo = mid` where the search
/// must move past `mid`): the step a bound or index missed; and `-v` (`d = d;` where an
/// absolute value needed `d = -d;`). Only whole values: inside an expression the constant
/// and operator edits already reach most such slips.
fn whole_value_slips(e: &Expr, function: &Function) -> Vec<Expr> {
    match e {
        Expr::Var(v) if !function.is_temp(v) && function.var_type(v) == Some(&Type::Int) => {
            [BinOp::Add, BinOp::Sub]
                .into_iter()
                .map(|op| Expr::binary(op, e.clone(), Expr::Int(1)))
                .chain([Expr::Unary(UnOp::Neg, Box::new(e.clone()))])
                .collect()
        }
        _ => Vec::new(),
    }
}

fn alternatives(op: BinOp) -> &'static [BinOp] {
    use BinOp::*;
    match op {
        Lt | Le | Gt | Ge | Eq | Ne => &[Lt, Le, Gt, Ge, Eq, Ne],
        Add | Sub | Mul | Div | Rem => &[Add, Sub, Mul, Div, Rem],
        And | Or => &[And, Or],
    }
}

/// The mutants of `e`, a part of a statement at `at`: a variable is swapped only for one
/// that is declared there (gcc rejects the others, and in a schema they took edits that
/// were fine out with them).
fn expr_mutants(e: &Expr, function: &Function, literals: &[i64], at: CodePoint) -> Vec<Expr> {
    let mut out = Vec::new();
    match e {
        Expr::Binary(op, a, b) => {
            // `%` takes integer operands only: on a float one the edit does not compile (and,
            // in a schema, would take every other edit down with it).
            let integral =
                |x: &Expr| matches!(function.type_of(x), Type::Int | Type::Char | Type::Bool);
            let rem_ok = integral(a) && integral(b);
            for alt in alternatives(*op) {
                if *alt == BinOp::Rem && !rem_ok {
                    continue;
                }
                if alt != op {
                    out.push(Expr::Binary(*alt, a.clone(), b.clone()));
                }
            }
            if op.is_comparison() {
                // Swapped operands: `a >= c` -> `c >= a`.
                out.push(Expr::Binary(*op, b.clone(), a.clone()));
            }
            out.extend(division_last(*op, a, b, &integral));
            for ma in expr_mutants(a, function, literals, at) {
                out.push(Expr::Binary(*op, Box::new(ma), b.clone()));
            }
            for mb in expr_mutants(b, function, literals, at) {
                out.push(Expr::Binary(*op, a.clone(), Box::new(mb)));
            }
        }
        // `(double)(sum / n)`: the cast moved onto the dividend, the division a floating one.
        Expr::Cast(ty, x) => {
            if let (Type::Float, Expr::Binary(BinOp::Div, a, b)) = (ty, &**x) {
                out.push(Expr::binary(
                    BinOp::Div,
                    Expr::Cast(ty.clone(), a.clone()),
                    (**b).clone(),
                ));
            }
            for mx in expr_mutants(x, function, literals, at) {
                out.push(Expr::Cast(ty.clone(), Box::new(mx)));
            }
        }
        Expr::Unary(UnOp::Not, x) => out.push((**x).clone()),
        Expr::Unary(op, x) => {
            for mx in expr_mutants(x, function, literals, at) {
                out.push(Expr::Unary(*op, Box::new(mx)));
            }
        }
        Expr::Var(v) if !function.is_temp(v) => {
            if let Some(ty) = function.var_type(v).filter(|ty| **ty != Type::Bool) {
                for other in function.visible_of_type(ty, at) {
                    if other.name != *v {
                        out.push(Expr::Var(other.name.clone()));
                    }
                }
            }
        }
        // A constant off by one, or another constant of the program (`/ 64` for `% 64`'s
        // sibling, `' '` for `22`).
        Expr::Int(n) => {
            out.push(Expr::Int(n + 1));
            out.push(Expr::Int(n - 1));
            out.extend(
                literals
                    .iter()
                    .filter(|l| ![*n, n + 1, n - 1].contains(l))
                    .take(MAX_LITERAL_SWAPS)
                    .map(|l| Expr::Int(*l)),
            );
        }
        Expr::Char(c) => {
            let n = i64::from(*c);
            out.push(Expr::Int(n + 1));
            out.push(Expr::Int(n - 1));
            out.extend(
                literals
                    .iter()
                    .filter(|l| ![n, n + 1, n - 1].contains(l))
                    .take(MAX_LITERAL_SWAPS)
                    .map(|l| Expr::Int(*l)),
            );
        }
        _ => {}
    }
    out
}

/// An accumulator that builds a number digit by digit without shifting what it holds
/// (`rev = rev + n % 10` for `rev = rev * 10 + n % 10`): the accumulator scaled by each
/// constant of the program above 1.
fn scaled_accumulator(lhs: &str, rhs: &Expr, function: &Function, literals: &[i64]) -> Vec<Expr> {
    let Expr::Binary(op @ (BinOp::Add | BinOp::Sub), a, b) = rhs else {
        return Vec::new();
    };
    if !matches!(&**a, Expr::Var(v) if v == lhs)
        || function.is_temp(lhs)
        || function.var_type(lhs) != Some(&Type::Int)
    {
        return Vec::new();
    }
    literals
        .iter()
        .filter(|k| **k > 1)
        .take(MAX_LITERAL_SWAPS)
        .map(|k| {
            let scaled = Expr::binary(BinOp::Mul, (**a).clone(), Expr::Int(*k));
            Expr::Binary(*op, Box::new(scaled), b.clone())
        })
        .collect()
}

/// An integer quotient multiplied (`5 / 9 * (f - 32)`, which is 0 for every `f`) with the
/// division done last: `5 * (f - 32) / 9`.
fn division_last(op: BinOp, a: &Expr, b: &Expr, integral: &dyn Fn(&Expr) -> bool) -> Option<Expr> {
    if op != BinOp::Mul {
        return None;
    }
    let (quotient, factor) = match (a, b) {
        (Expr::Binary(BinOp::Div, ..), _) => (a, b),
        (_, Expr::Binary(BinOp::Div, ..)) => (b, a),
        _ => return None,
    };
    let Expr::Binary(_, dividend, divisor) = quotient else {
        return None;
    };
    if ![dividend, divisor].iter().all(|x| integral(x)) || !integral(factor) {
        return None;
    }
    let product = Expr::binary(BinOp::Mul, (**dividend).clone(), factor.clone());
    Some(Expr::binary(BinOp::Div, product, (**divisor).clone()))
}

/// The first compiler diagnostic of a build failure (one line for a summary).
fn first_error_line(message: &str) -> &str {
    message
        .lines()
        .find(|l| l.contains("error"))
        .unwrap_or_else(|| message.lines().next().unwrap_or(""))
        .trim()
}

/// "Replace `old` with `new`", "Delete `old`", "Insert `new`", joined for several edits, or
/// "Move `stmt`". Braces the rewriter adds around an unbraced body are not named.
pub(crate) fn title_of(subject: &Subject, edits: &[TextEdit]) -> String {
    let parts = edits
        .iter()
        .filter_map(|e| {
            let (old, new) = changed_part(subject.slice(&e.range), &e.new_text);
            let old = &one_line(old.trim());
            let new = new.trim();
            // The braces an insertion puts around a braceless body (`{ new ` and ` }`, two
            // edits) are no part of what it inserts; an `else` block's are.
            let unbraced = one_line(if new.starts_with("else") {
                new
            } else {
                new.trim_start_matches('{').trim_end_matches('}').trim()
            });
            // Braces that are the change itself (statements brought into an `if`) stay.
            let new = &if unbraced == *old && !old.is_empty() {
                one_line(new)
            } else {
                unbraced
            };
            (!old.is_empty() || !new.is_empty()).then(|| (old.clone(), new.clone()))
        })
        .collect::<Vec<_>>();
    // A statement deleted in one place and inserted in another moved (out of an `if`).
    if let [(a_old, a_new), (b_old, b_new)] = &parts[..] {
        let down = a_new.is_empty() && b_old.is_empty() && a_old == b_new;
        let up = a_old.is_empty() && b_new.is_empty() && a_new == b_old;
        if down || up {
            return format!("Move `{}`", if down { a_old } else { a_new });
        }
    }
    parts
        .iter()
        .map(|(old, new)| match (old.is_empty(), new.is_empty()) {
            (false, true) => format!("Delete `{old}`"),
            (true, false) => format!("Insert `{new}`"),
            _ => format!("Replace `{old}` with `{new}`"),
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// Of an edit of several lines (a whole unmodeled `switch` given a `break;`), the tokens
/// that differ, as `old` and `new` spell them; of one line, all of it (`i < n` says more
/// than `<`).
fn changed_part<'a>(old: &'a str, new: &'a str) -> (&'a str, &'a str) {
    let (Some(a), Some(b)) = (
        repaird_cfront::lex::tokens(old),
        repaird_cfront::lex::tokens(new),
    ) else {
        return (old, new);
    };
    if !old.trim().contains('\n') || a.is_empty() || b.is_empty() {
        return (old, new);
    }
    let (prefix, suffix) = repaird_cfront::lex::common_ends(&a, &b);
    let part = |text: &'a str, toks: &[repaird_cfront::lex::Token], end: usize| match toks
        .get(prefix..end)
    {
        Some([first, .., last]) => &text[first.start..last.end],
        Some([only]) => &text[only.start..only.end],
        _ => "",
    };
    (
        part(old, &a, a.len() - suffix),
        part(new, &b, b.len() - suffix),
    )
}

/// `text` on one line: each line break with the indentation around it as one space (a
/// title quotes code, and `else` with its statement reads as `else return -1;`).
fn one_line(text: &str) -> String {
    text.lines().map(str::trim).collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_title_of_an_edit_over_lines_quotes_what_changed() {
        let old = "switch (d) {\n case 6:\n  f();\n case 7:\n  g();\n}";
        let new = "switch (d) {\n case 6:\n  f();\n  break;\n case 7:\n  g();\n}";
        assert_eq!(changed_part(old, new), ("", "break;"));
        assert_eq!(changed_part("i < n", "i <= n"), ("i < n", "i <= n"));
    }

    #[test]
    fn a_title_quotes_code_on_one_line() {
        assert_eq!(one_line("else\n            return -1;"), "else return -1;");
        assert_eq!(one_line("x  =  \"a  b\";"), "x  =  \"a  b\";");
    }

    fn draws(mutator: &Mutator, seed: u64) -> Vec<Vec<Change>> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        (0..30)
            .filter_map(|_| mutator.random_edit(&mut rng))
            .collect()
    }

    /// The same seed draws the same edits; swaps come as two replacements.
    #[test]
    fn edits_are_deterministic_per_seed() {
        let source = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/tcas_condition/buggy.c");
        let subject = Subject::load(&source).expect("fixture parses");
        let path: Vec<(StmtId, f64)> = subject.program.stmts.iter().map(|s| (s.id, 1.0)).collect();
        let mutator = Mutator::new(&subject, &path);
        let first = draws(&mutator, 7);
        assert_eq!(first.len(), 30);
        assert_eq!(first, draws(&mutator, 7));
        assert_ne!(first, draws(&mutator, 8));
        for edit in &first {
            match edit.as_slice() {
                [Change::ReplaceStmt { id: a, .. }, Change::ReplaceStmt { id: b, .. }] => {
                    assert_ne!(a, b)
                }
                [_] => {}
                other => panic!("unexpected edit shape {other:?}"),
            }
        }
    }

    /// A whole statement may assign another variable of its type; a declaration's
    /// initializer keeps its variable (the rewrite replaces only the initializer's text).
    #[test]
    fn only_a_whole_statement_assigns_another_variable() {
        let dir = tempfile::tempdir().expect("scratch");
        let path = dir.path().join("walk.c");
        std::fs::write(
            &path,
            "struct node { int val; struct node *left; };\n\nint leftmost(struct node *root) {\n    struct node *best = root;\n    struct node *current = root;\n    while (current != 0) {\n        best = current;\n        current = current->left;\n    }\n    return best->val;\n}\n\nint main(void) { return leftmost(0); }\n",
        )
        .expect("written");
        let subject = Subject::load(&path).expect("parses");
        let function = subject.program.function("leftmost").expect("leftmost");
        let at_line = |line: u32| {
            let id = subject.program.stmts_at_line(line)[0];
            subject.program.stmt(id).expect("statement")
        };
        let assigned = |line: u32| -> Vec<String> {
            assigned_slips(at_line(line), function)
                .iter()
                .filter_map(|k| k.defined_var().map(str::to_string))
                .collect()
        };
        assert_eq!(
            assigned(8),
            ["root", "best"],
            "`current = ...` may assign the others"
        );
        assert_eq!(assigned(7), ["root", "current"]);
        assert!(assigned(4).is_empty(), "an initializer keeps its variable");
    }
}
