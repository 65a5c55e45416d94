//! Nopol: angelic fix localization under gdb, value collection, condition synthesis in levels,
//! and validation of the synthesized patches.
//!
//! 1. Sites: `if` conditions and statements on lines a failing test executed, most suspicious
//!    (Ochiai) first.
//! 2. Angelic forcing: each failing test is replayed under gdb with one site forced (every
//!    evaluation of a condition true, or false; a statement skipped). A site whose forcing makes
//!    every failing test pass is a repair candidate, with the forced value as its oracle there.
//! 3. Values: one observing run per passing test records the values in scope at every
//!    evaluation of every site (oracle: the natural value, or `true` for a statement that ran);
//!    each candidate's failing tests are replayed forced and observed.
//! 4. `synth::synthesize` finds the simplest condition; a condition replaces the `if`'s text,
//!    a precondition wraps the statement. A patch is offered only after all tests pass.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;
use std::time::Duration;

use repaird_cfront::ir::SourceRange;
use repaird_cfront::rewrite::{position_at, TextEdit};
use repaird_engine::synth::{
    self, LocationId, Observation, SynthesisOptions, SynthesisProblem, Variable,
};
use repaird_runner::{Build, BuildOptions};
use repaird_solvers::{Profile, Session};

use crate::judge;
use crate::localize::Localization;
use crate::patch::{Engine, Patch};
use crate::probe::{instrument, Force, Site};
use crate::probe_run::{Hit, ProbeRun, ProbeRunner};
use crate::repair::{Context, RepairOptions, Stage};
use crate::subject::Subject;

/// Synthesis attempts per candidate site; each later one leaves out a variable of the
/// previous condition that did not validate (an overfitted condition).
const SYNTHESIS_ROUNDS: usize = 3;
/// The shortest budget of one gdb run of the probe build.
const FORCED_RUN_FLOOR: Duration = Duration::from_secs(3);

/// A site whose forcing fixed every failing test.
struct Candidate {
    site: usize,
    /// Failing test index -> the angelic value that made it pass.
    angelic: Vec<(usize, Force)>,
    score: f64,
}

pub(crate) async fn repair(
    ctx: &mut Context,
    localization: &Localization,
    options: &RepairOptions,
) -> Vec<Patch> {
    match run(ctx, localization, options).await {
        Ok(patches) => patches,
        Err(message) => {
            ctx.tried(Engine::Nopol, "summary", message);
            Vec::new()
        }
    }
}

async fn run(
    ctx: &mut Context,
    localization: &Localization,
    options: &RepairOptions,
) -> Result<Vec<Patch>, String> {
    let subject = Arc::clone(&ctx.subject);
    let suite = &localization.suite;
    let spectra = localization
        .spectra
        .as_ref()
        .ok_or("no coverage of the failing run")?;
    let failing: Vec<usize> = (0..suite.tests.len())
        .filter(|&i| !localization.report.results[i].outcome.passed())
        .collect();
    let passing: Vec<usize> = (0..suite.tests.len())
        .filter(|&i| localization.report.results[i].outcome.passed())
        .collect();
    let failing_lines: BTreeSet<u32> = spectra
        .tests
        .iter()
        .filter(|t| !t.passed)
        .flat_map(|t| t.lines.iter().copied())
        .collect();

    // 1. Sites on the failing path, most suspicious first (conditions before statements on ties).
    let mut ranked: Vec<(f64, u8, Site)> = subject
        .if_conditions()
        .into_iter()
        .filter(|c| failing_lines.contains(&c.range.start.line))
        .map(|c| {
            (
                localization.score_of_line(c.range.start.line),
                0,
                Site::Condition(c),
            )
        })
        .chain(
            subject
                .guardable_statements()
                .into_iter()
                .filter(|s| failing_lines.contains(&s.range.start.line))
                .map(|s| {
                    (
                        localization.score_of_line(s.range.start.line),
                        1,
                        Site::Statement(s),
                    )
                }),
        )
        .collect();
    ranked.sort_by(|a, b| {
        b.0.total_cmp(&a.0)
            .then(a.1.cmp(&b.1))
            .then(a.2.line().cmp(&b.2.line()))
    });
    ranked.truncate(options.max_sites);
    if ranked.is_empty() {
        return Err("no condition or statement on the failing path to force".into());
    }
    let scores: Vec<f64> = ranked.iter().map(|r| r.0).collect();
    let probe = instrument(&subject, ranked.into_iter().map(|r| r.2).collect());

    // The probe build, then one gdb session for every run.
    let binary = {
        let (text, name) = (probe.text.clone(), subject.file_name());
        let mut build = BuildOptions::new(suite.build.clone());
        build.include_dir = subject.path.parent().map(|p| p.to_path_buf());
        tokio::task::spawn_blocking(move || Build::compile_text(&text, &name, &build))
            .await
            .map_err(|e| e.to_string())?
            .map_err(|e| format!("the probe build failed: {e}"))?
    };
    let site_vars = probe
        .sites
        .iter()
        .map(|s| subject.scalar_variables(s.function()))
        .collect();
    // Forcing can send a loop around forever: a forced run gets a generous multiple of the
    // slowest original test, not the full test limit.
    let slowest = localization
        .report
        .results
        .iter()
        .map(|r| r.duration)
        .max()
        .unwrap_or_default();
    // The floor covers gdb starting the program on a loaded machine.
    let run_timeout = (slowest * 20).clamp(
        FORCED_RUN_FLOOR,
        options.limits.timeout.max(FORCED_RUN_FLOOR),
    );
    let mut runner = ProbeRunner::launch(binary, site_vars, run_timeout)
        .await
        .map_err(|e| format!("gdb could not start the probe build: {e}"))?;

    // Under gdb the failing tests must still fail, or forcing proves nothing.
    let judged_failing: Vec<usize> = {
        let mut kept = Vec::new();
        for &t in &failing {
            let test = &suite.tests[t];
            let run = runner
                .run(t, test, &[], &BTreeSet::new())
                .await
                .map_err(|e| format!("gdb: {e}"))?;
            if judge::passes(test, &run.stdout, run.exit_code) == Some(false) {
                kept.push(t);
            }
        }
        kept
    };
    if judged_failing.is_empty() {
        return Err(
            "the failing tests cannot be judged under gdb (external checker, or they pass there)"
                .into(),
        );
    }

    // 2. Angelic forcing, site by site; each candidate is synthesized and validated at once, so
    // the search stops at the first patches instead of forcing every site first.
    let mut state = SynthesisState {
        profile: Profile::builtin(&options.solver)
            .ok_or_else(|| format!("no solver profile `{}`", options.solver))?,
        session: None,
        literals: subject.literals(),
        passing_hits: None,
        passing,
    };
    let mut patches: Vec<Patch> = Vec::new();
    let mut candidates = 0;
    let mut best_score: Option<f64> = None;
    let site_count = probe.sites.len();
    for (site, descriptor) in probe.sites.iter().enumerate() {
        // Less suspicious sites are only worth forcing while no patch is found.
        if ctx.should_stop()
            || patches.len() >= options.max_patches
            || best_score.is_some_and(|best| scores[site] < best)
        {
            break;
        }
        ctx.report(
            Stage::AngelicForcing,
            0.05 + 0.8 * site as f32 / site_count as f32,
            format!("forcing {}", descriptor.describe()),
        );
        let forces: &[Force] = match descriptor {
            Site::Condition(_) => &[Force::True, Force::False],
            Site::Statement(_) => &[Force::False],
        };
        let mut angelic = Vec::new();
        for &t in &judged_failing {
            if ctx.should_stop() {
                break;
            }
            let test = &suite.tests[t];
            let mut found = None;
            for &force in forces {
                let run = runner
                    .run(t, test, &[(site, force)], &BTreeSet::new())
                    .await
                    .map_err(|e| format!("gdb: {e}"))?;
                if judge::passes(test, &run.stdout, run.exit_code) == Some(true) {
                    found = Some(force);
                    break;
                }
            }
            match found {
                Some(force) => angelic.push((t, force)),
                None => break,
            }
        }
        if angelic.len() < judged_failing.len() {
            continue;
        }
        candidates += 1;
        ctx.tried(
            Engine::Nopol,
            format!("force {}", descriptor.describe()),
            format!(
                "angelic value fixes every failing test ({})",
                angelic
                    .iter()
                    .map(|(t, f)| format!("{}: {}", suite.tests[*t].name, f.value()))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        );
        let candidate = Candidate {
            site,
            angelic,
            score: scores[site],
        };
        if let Some(patch) = synthesize_candidate(
            ctx,
            &mut runner,
            &probe.sites,
            localization,
            &candidate,
            &mut state,
        )
        .await?
        {
            best_score = Some(candidate.score);
            patches.push(patch);
        }
    }
    if candidates == 0 {
        return Err(format!(
            "angelic localization found no condition or statement whose forced value fixes test {} ({} sites, {} gdb runs)",
            judged_failing
                .iter()
                .map(|t| suite.tests[*t].name.as_str())
                .collect::<Vec<_>>()
                .join(", "),
            site_count,
            runner.runs
        ));
    }
    ctx.tried(
        Engine::Nopol,
        "summary",
        if patches.is_empty() {
            format!(
                "angelic localization found {candidates} candidate site(s), but no synthesized condition passed every test ({} gdb runs)",
                runner.runs
            )
        } else {
            format!("{} patch(es) ({} gdb runs)", patches.len(), runner.runs)
        },
    );
    Ok(patches)
}

/// What synthesis keeps across candidates: the solver session and the passing tests' values
/// (recorded once, at the first candidate, for every site).
struct SynthesisState {
    profile: Profile,
    session: Option<Session>,
    literals: Vec<i64>,
    passing_hits: Option<Vec<(usize, Hit)>>,
    passing: Vec<usize>,
}

/// Observations of one candidate, synthesis in rounds, and validation of each condition.
async fn synthesize_candidate(
    ctx: &mut Context,
    runner: &mut ProbeRunner,
    sites: &[Site],
    localization: &Localization,
    candidate: &Candidate,
    state: &mut SynthesisState,
) -> Result<Option<Patch>, String> {
    let subject = Arc::clone(&ctx.subject);
    let suite = &localization.suite;
    let site = &sites[candidate.site];
    if state.passing_hits.is_none() {
        ctx.report(
            Stage::CollectValues,
            0.5,
            "recording values in passing tests",
        );
        let all_sites: BTreeSet<usize> = (0..sites.len()).collect();
        let mut hits_of_all = Vec::new();
        for &t in &state.passing {
            if ctx.should_stop() {
                return Ok(None);
            }
            let test = &suite.tests[t];
            let ProbeRun { hits, .. } = runner
                .run(t, test, &[], &all_sites)
                .await
                .map_err(|e| format!("gdb: {e}"))?;
            hits_of_all.extend(hits.into_iter().map(|h| (t, h)));
        }
        state.passing_hits = Some(hits_of_all);
    }
    ctx.report(
        Stage::Synthesis,
        0.6,
        format!("synthesizing for {}", site.describe()),
    );
    let mut observations = Vec::new();
    for &(t, force) in &candidate.angelic {
        let test = &suite.tests[t];
        let run = runner
            .run(
                t,
                test,
                &[(candidate.site, force)],
                &BTreeSet::from([candidate.site]),
            )
            .await
            .map_err(|e| format!("gdb: {e}"))?;
        observations.extend(
            run.hits
                .into_iter()
                .filter(|h| h.site == candidate.site)
                .map(|h| Observation {
                    test: test.name.clone(),
                    values: h.values,
                    oracle: force.value(),
                }),
        );
    }
    observations.extend(
        state
            .passing_hits
            .iter()
            .flatten()
            .filter(|(_, h)| h.site == candidate.site)
            .map(|(t, h)| Observation {
                test: suite.tests[*t].name.clone(),
                values: h.values.clone(),
                oracle: match site {
                    Site::Condition(_) => h.natural,
                    Site::Statement(_) => true,
                },
            }),
    );
    if observations.is_empty() {
        return Ok(None);
    }
    if state.session.is_none() {
        state.session = Some(
            Session::spawn(&state.profile)
                .await
                .map_err(|e| format!("cannot start {}: {e}", state.profile.name))?,
        );
    }
    let session = state.session.as_mut().expect("spawned above");
    let mut excluded: BTreeSet<String> = BTreeSet::new();
    // First over the variables the original condition reads (a fix usually keeps them; a
    // condition over other variables that happens to fit the tests is the typical overfit),
    // then over every variable in scope.
    let original_vars = original_variables(&subject, site);
    let mut only: Option<&BTreeSet<String>> = original_vars.as_ref();
    for _round in 0..SYNTHESIS_ROUNDS + usize::from(only.is_some()) {
        if ctx.should_stop() {
            break;
        }
        let problem = problem_for(
            &subject,
            site,
            candidate.site,
            &observations,
            &state.literals,
            &excluded,
            only,
        );
        let restricted = only.take().is_some();
        if restricted && problem.variables.is_empty() {
            continue;
        }
        let report = match synth::synthesize(session, &problem, &SynthesisOptions::default()).await
        {
            Ok(report) => report,
            Err(e) => {
                ctx.tried(
                    Engine::Nopol,
                    format!("synthesize for {}", site.describe()),
                    e.to_string(),
                );
                if restricted {
                    continue;
                }
                break;
            }
        };
        let Some(condition) = report.condition else {
            if restricted {
                continue;
            }
            let why = if report.contradiction.is_some() {
                "two executions with equal values need different outcomes"
            } else {
                "no condition up to arithmetic fits the observations"
            };
            ctx.tried(
                Engine::Nopol,
                format!("synthesize for {}", site.describe()),
                why,
            );
            break;
        };
        let (title, edits) = patch_edits(&subject, site, &condition.c_text);
        let text = repaird_cfront::rewrite::apply(&subject.text, &edits);
        let pool = Arc::clone(&ctx.pool);
        let verdict = tokio::task::spawn_blocking(move || pool.validate_quick(&text))
            .await
            .map_err(|e| e.to_string())?;
        ctx.tried(
            Engine::Nopol,
            title.clone(),
            format!(
                "`{}` passes {} of {} tests",
                condition.c_text,
                verdict.passed_count(),
                verdict.passed.len()
            ),
        );
        if verdict.all_passed() {
            return Ok(Some(Patch::new(
                &subject,
                title,
                Engine::Nopol,
                edits,
                (verdict.passed_count(), verdict.passed.len()),
                candidate.score,
            )));
        }
        if restricted {
            continue;
        }
        // Overfitted: try again without the last variable this condition read.
        let tokens = crate::patch::tokens(&condition.c_text);
        let used = problem
            .variables
            .iter()
            .rev()
            .find(|v| tokens.contains(&v.name.as_str()));
        match used {
            Some(v) => {
                excluded.insert(v.name.clone());
            }
            None => break,
        }
    }
    Ok(None)
}

/// The synthesis problem of one site: variables present (with one type) in every observation.
fn problem_for(
    subject: &Subject,
    site: &Site,
    site_id: usize,
    observations: &[Observation],
    literals: &[i64],
    excluded: &BTreeSet<String>,
    only: Option<&BTreeSet<String>>,
) -> SynthesisProblem {
    // Locals not surely written before the site hold garbage that tests do not pin down.
    let assigned = subject
        .program
        .function(site.function())
        .zip(site.first_stmt())
        .and_then(|(function, first)| {
            crate::assigned::definitely_assigned(&subject.program, &subject.text, function)
                .remove(&first)
        })
        .unwrap_or_default();
    let is_global = |name: &str| subject.program.is_global(name);
    let mut variables = Vec::new();
    for (name, _) in subject.scalar_variables(site.function()) {
        if excluded.contains(&name)
            || only.is_some_and(|only| !only.contains(&name))
            || !(assigned.contains(&name) || is_global(&name))
        {
            continue;
        }
        let types: BTreeSet<_> = observations
            .iter()
            .map(|o| o.values.get(&name).map(|v| v.var_type()))
            .collect();
        if let [Some(ty)] = types.into_iter().collect::<Vec<_>>()[..] {
            variables.push(Variable::new(name, ty));
        }
    }
    let observations = observations
        .iter()
        .map(|o| Observation {
            test: o.test.clone(),
            values: o
                .values
                .iter()
                .filter(|(k, _)| variables.iter().any(|v: &Variable| &v.name == *k))
                .map(|(k, v)| (k.clone(), *v))
                .collect::<BTreeMap<_, _>>(),
            oracle: o.oracle,
        })
        .collect();
    SynthesisProblem {
        location: LocationId(format!("site{site_id}:{}", site.line())),
        variables,
        literals: literals.to_vec(),
        observations,
    }
}

/// The identifiers an `if` condition reads (`None` for a statement site, or when it reads none).
fn original_variables(subject: &Subject, site: &Site) -> Option<BTreeSet<String>> {
    let Site::Condition(c) = site else {
        return None;
    };
    let in_scope: BTreeSet<String> = subject
        .scalar_variables(site.function())
        .into_iter()
        .map(|(name, _)| name)
        .collect();
    let read: BTreeSet<String> = crate::patch::tokens(&c.text)
        .into_iter()
        .filter(|t| in_scope.contains(*t))
        .map(str::to_string)
        .collect();
    (!read.is_empty()).then_some(read)
}

/// The edits and title that put `condition` at `site`.
fn patch_edits(subject: &Subject, site: &Site, condition: &str) -> (String, Vec<TextEdit>) {
    match site {
        Site::Condition(c) => (
            format!("Replace `{}` with `{condition}`", c.text.trim()),
            vec![TextEdit {
                range: c.range.clone(),
                new_text: condition.to_string(),
            }],
        ),
        Site::Statement(s) => {
            let rest = &subject.text[s.range.end.offset..];
            let before_else = rest.trim_start().starts_with("else")
                && rest.trim_start()[4..]
                    .chars()
                    .next()
                    .is_none_or(|c| !(c.is_ascii_alphanumeric() || c == '_'));
            let (open, close) = if before_else {
                (format!("{{ if ({condition}) {{ "), " } }".to_string())
            } else {
                (format!("if ({condition}) {{ "), " }".to_string())
            };
            let at = |offset: usize| SourceRange {
                file: s.range.file.clone(),
                start: position_at(&subject.text, offset),
                end: position_at(&subject.text, offset),
            };
            (
                format!(
                    "Add the precondition `if ({condition})` to `{}`",
                    s.text.trim()
                ),
                vec![
                    TextEdit {
                        range: at(s.range.start.offset),
                        new_text: open,
                    },
                    TextEdit {
                        range: at(s.range.end.offset),
                        new_text: close,
                    },
                ],
            )
        }
    }
}
