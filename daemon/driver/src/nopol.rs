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
    let run_timeout = options.limits.timeout.max(Duration::from_secs(1));
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

    // 2. Angelic forcing.
    let mut candidates = Vec::new();
    let site_count = probe.sites.len();
    for (site, descriptor) in probe.sites.iter().enumerate() {
        if ctx.should_stop() {
            break;
        }
        ctx.report(
            Stage::AngelicForcing,
            0.05 + 0.35 * site as f32 / site_count as f32,
            format!("forcing {}", descriptor.describe()),
        );
        let forces: &[Force] = match descriptor {
            Site::Condition(_) => &[Force::True, Force::False],
            Site::Statement(_) => &[Force::False],
        };
        let mut angelic = Vec::new();
        for &t in &judged_failing {
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
        if angelic.len() == judged_failing.len() {
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
            candidates.push(Candidate {
                site,
                angelic,
                score: scores[site],
            });
        }
    }
    let forced_runs = runner.runs;
    if candidates.is_empty() {
        return Err(format!(
            "angelic localization found no condition or statement whose forced value fixes test {} ({} sites, {forced_runs} gdb runs)",
            judged_failing
                .iter()
                .map(|t| suite.tests[*t].name.as_str())
                .collect::<Vec<_>>()
                .join(", "),
            site_count
        ));
    }

    // 3. Values at every site in the passing tests (one observing run each).
    ctx.report(
        Stage::CollectValues,
        0.45,
        "recording values in passing tests",
    );
    let all_sites: BTreeSet<usize> = (0..site_count).collect();
    let mut passing_hits: Vec<(usize, Hit)> = Vec::new();
    for &t in &passing {
        if ctx.should_stop() {
            break;
        }
        let test = &suite.tests[t];
        let ProbeRun { hits, .. } = runner
            .run(t, test, &[], &all_sites)
            .await
            .map_err(|e| format!("gdb: {e}"))?;
        passing_hits.extend(hits.into_iter().map(|h| (t, h)));
    }

    let profile = Profile::builtin(&options.solver)
        .ok_or_else(|| format!("no solver profile `{}`", options.solver))?;
    let mut session: Option<Session> = None;
    let literals = subject.literals();
    let mut patches = Vec::new();
    let candidate_count = candidates.len();
    for (index, candidate) in candidates.into_iter().enumerate() {
        if ctx.should_stop() || patches.len() >= options.max_patches {
            break;
        }
        let site = &probe.sites[candidate.site];
        ctx.report(
            Stage::Synthesis,
            0.5 + 0.4 * index as f32 / candidate_count as f32,
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
            passing_hits
                .iter()
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
            continue;
        }
        if session.is_none() {
            session = Some(
                Session::spawn(&profile)
                    .await
                    .map_err(|e| format!("cannot start {}: {e}", options.solver))?,
            );
        }
        let session = session.as_mut().expect("spawned above");
        let mut excluded: BTreeSet<String> = BTreeSet::new();
        for _round in 0..SYNTHESIS_ROUNDS {
            if ctx.should_stop() {
                break;
            }
            let problem = problem_for(
                &subject,
                site,
                candidate.site,
                &observations,
                &literals,
                &excluded,
            );
            let report =
                match synth::synthesize(session, &problem, &SynthesisOptions::default()).await {
                    Ok(report) => report,
                    Err(e) => {
                        ctx.tried(
                            Engine::Nopol,
                            format!("synthesize for {}", site.describe()),
                            e.to_string(),
                        );
                        break;
                    }
                };
            let Some(condition) = report.condition else {
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
            let verdict = tokio::task::spawn_blocking(move || pool.validate(&text))
                .await
                .map_err(|e| e.to_string())?;
            let outcome = format!(
                "`{}` passes {} of {} tests",
                condition.c_text,
                verdict.passed_count(),
                verdict.passed.len()
            );
            ctx.tried(Engine::Nopol, title.clone(), outcome);
            if verdict.all_passed() {
                patches.push(Patch::new(
                    &subject,
                    title,
                    Engine::Nopol,
                    edits,
                    (verdict.passed_count(), verdict.passed.len()),
                    candidate.score,
                ));
                break;
            }
            // Overfitted: try again without the variables this condition read.
            let used: Vec<String> = problem
                .variables
                .iter()
                .map(|v| v.name.clone())
                .filter(|name| crate::patch::tokens(&condition.c_text).contains(&name.as_str()))
                .collect();
            match used.last() {
                Some(name) => {
                    excluded.insert(name.clone());
                }
                None => break,
            }
        }
    }
    ctx.tried(
        Engine::Nopol,
        "summary",
        if patches.is_empty() {
            format!(
                "angelic localization found candidate sites, but no synthesized condition passed every test ({} gdb runs)",
                runner.runs
            )
        } else {
            format!("{} patch(es) ({} gdb runs)", patches.len(), runner.runs)
        },
    );
    Ok(patches)
}

/// The synthesis problem of one site: variables present (with one type) in every observation.
fn problem_for(
    subject: &Subject,
    site: &Site,
    site_id: usize,
    observations: &[Observation],
    literals: &[i64],
    excluded: &BTreeSet<String>,
) -> SynthesisProblem {
    let mut variables = Vec::new();
    for (name, _) in subject.scalar_variables(site.function()) {
        if excluded.contains(&name) {
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
                    .map_or(true, |c| !(c.is_ascii_alphanumeric() || c == '_'));
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
