//! One run's trace unrolled from its entry state through the shared selectors.

use super::*;

/// What every run's walk routes through: the candidate space and its selectors.
#[derive(Clone, Copy)]
pub(super) struct Holes<'h> {
    pub(super) tables: &'h Tables,
    pub(super) stmts: &'h [StmtSelector],
    pub(super) guards: &'h [GuardSelector],
    pub(super) slots: &'h [Slot],
    pub(super) gaps: &'h [Gap],
    pub(super) tests: &'h HashMap<StmtId, Expr>,
    pub(super) stmt_index: &'h HashMap<StmtId, usize>,
    pub(super) guard_index: &'h HashMap<StmtId, usize>,
}

/// The selector and operand hole of statement `id` (a `printf` or `free`), if it has one.
fn operand_hole<'h>(h: &Holes<'h>, id: &StmtId) -> Option<(&'h str, &'h OperandHole)> {
    match h.stmt_index.get(id).map(|si| &h.stmts[*si]) {
        Some(StmtSelector {
            selector,
            hole: Hole::Operand(o),
            ..
        }) => Some((selector.as_str(), o)),
        _ => None,
    }
}

/// Unrolls one run's trace from its entry state, asserting its specs, decisions and
/// outputs; the selectors are shared, so the same repaired code runs in every run.
pub(super) fn walk_run(enc: &mut Enc<'_>, run: &TraceRun<'_>, h: &Holes<'_>) -> Res<()> {
    let mut frames: Vec<Frame> = Vec::new();
    let mut pending_call: Option<PendingCall> = None;
    let Holes {
        tables,
        stmts,
        guards,
        slots,
        gaps,
        tests,
        stmt_index,
        guard_index,
    } = *h;
    let p = enc.p;
    enc.init(&run.entry);
    // The repaired function's integer and pointer parameters as the run entered it.
    let entry_args: Vec<Option<String>> = enc
        .func
        .params
        .iter()
        .map(|v| (sort_of(&v.ty) == Some("Int")).then(|| enc.var(&v.name)))
        .collect();
    let mut specs: Vec<&SpecPoint> = run.specs.iter().collect();
    specs.sort_by_key(|s| s.at);
    let mut next_spec = 0;
    let outputs: HashMap<usize, &OutputSpec> = run.outputs.iter().map(|o| (o.at, o)).collect();
    let summarized = recursion::summarized_calls(p.program, &p.function, run.trace, &run.specs);
    let mut passing: Option<SummarizedCall> = None;
    let mut pure_call: Option<PureCall> = None;
    // Per gap, how often the run passed it so far.
    let mut passages: HashMap<usize, i64> = HashMap::new();

    for (i, step) in run.trace.iter().enumerate() {
        while next_spec < specs.len() && specs[next_spec].at <= i {
            enc.assert_spec(specs[next_spec]);
            next_spec += 1;
        }
        if let Some(summary) = passing.take() {
            if i == summary.leave {
                enc.forget_call_effect(&summary);
                continue;
            }
            // Its allocations keep the node numbering of the trace (and of the states).
            if let Event::Stmt { id, .. } = &step.event {
                if let Some(StmtKind::New { struct_name, .. }) =
                    p.program.stmt(*id).map(|s| &s.kind)
                {
                    enc.allocate_unknown(struct_name);
                }
            }
            passing = Some(summary);
            continue;
        }
        match &step.event {
            Event::Enter { function } => {
                let Some(mut call) = pending_call.take() else {
                    return unsupported(format!("entry of `{function}` without its call"));
                };
                if let Some(&leave) = summarized.get(&i) {
                    let params: Vec<Type> = p
                        .program
                        .function(function)
                        .map(|f| f.params.iter().map(|v| v.ty.clone()).collect())
                        .unwrap_or_default();
                    let reach = enc.reachable(&call.args, &params);
                    enc.require_progress(&call, &entry_args);
                    passing = Some(SummarizedCall {
                        leave,
                        call,
                        reach,
                        before: enc.last_node,
                    });
                    continue;
                }
                let known_results = std::mem::take(&mut call.known_results);
                frames.push(enc.enter(function, call)?);
                if pure_call.is_none() && enc.angelic_callees.contains(function) {
                    pure_call = Some(PureCall {
                        depth: frames.len(),
                        on_path: "true".to_string(),
                        known_results,
                    });
                }
            }
            Event::Leave { .. } => {
                let Some(mut frame) = frames.pop() else {
                    return unsupported("a return past the repaired function");
                };
                let depth = frames.len() + 1;
                if let Some(call) = pure_call.take_if(|c| c.depth == depth) {
                    if let Some(ret) = frame.ret.take() {
                        let free = enc.declare_fresh("Int");
                        let off_path = call
                            .known_results
                            .iter()
                            .rev()
                            .fold(free, |rest, (when, value)| smt::ite(when, value, &rest));
                        let ret = smt::ite(&call.on_path, &ret, &off_path);
                        frame.ret = Some(enc.define("Int", ret));
                    }
                }
                enc.leave(frame);
            }
            Event::Gap { gap, .. } => {
                let Some(gi) = gaps.iter().position(|g| g == gap) else {
                    continue;
                };
                let passage = passages.entry(gi).or_insert(0);
                *passage += 1;
                let passage = *passage;
                for slot in slots {
                    let mut e = Effect::default();
                    if let Some(a) = &slot.allocation {
                        // The runs allocate nothing else: the n-th passage of the gap
                        // allocates the n-th node after those at entry.
                        let id = enc.last_node + passage;
                        enc.allocate_if_new(id, &a.struct_name);
                        for (t, target) in a.targets.iter().enumerate() {
                            let act = slot.allocates_at(gi, t).expect("an allocation");
                            e.var_writes.push((target.clone(), act, id.to_string()));
                        }
                    }
                    for (c, hole) in slot.holes.iter().enumerate() {
                        let act = slot.placed(gi, c);
                        let he = hole.effect(tables, &mut *enc, &act, None);
                        e.var_writes.extend(he.var_writes);
                        e.field_writes.extend(he.field_writes);
                        e.safety.extend(he.safety);
                    }
                    enc.apply(e);
                }
            }
            Event::Branch {
                key,
                occurrence,
                taken,
                ..
            } => {
                let asserted = match &run.decisions {
                    Decisions::All => true,
                    Decisions::None => false,
                    Decisions::Only(set) => set.contains(&(*key, *occurrence)),
                };
                // Every side a pure call took is part of its recorded path, asserted or not.
                if asserted || pure_call.is_some() {
                    let test = tests.get(key).cloned().unwrap_or(Expr::Bool(true));
                    let t = enc.boolean(&test)?;
                    let side = if *taken { t } else { smt::not(&t) };
                    match &mut pure_call {
                        Some(PureCall { on_path, .. }) => {
                            *on_path = enc.define("Bool", smt::and(&[on_path.clone(), side]));
                        }
                        None => enc.cmds.push(Cmd::Assert(side)),
                    }
                }
            }
            Event::Stmt { id, .. } => {
                let stmt = p
                    .program
                    .stmt(*id)
                    .ok_or_else(|| RepairError::Unsupported(format!("no statement {id}")))?;
                let mut g = enc.boolean(&stmt.guard)?;
                if let Some(PureCall { on_path, .. }) = &pure_call {
                    // Off its recorded path a pure call's statements are not the ones it
                    // runs: nothing they read may fault.
                    g = smt::and(&[g, on_path.clone()]);
                }
                if let Some(gi) = guard_index.get(id) {
                    let gs = &guards[*gi];
                    let relaxed = gs.relaxed(tables, &mut *enc, &g)?;
                    g = enc.define("Bool", smt::ite(&gs.selector, &relaxed, &g));
                }
                if let Some(out) = outputs.get(&i) {
                    let hole = operand_hole(h, id).map(|(selector, o)| (selector, o, tables));
                    enc.assert_output(&stmt.kind, &g, &out.expect, hole)?;
                }
                match &stmt.kind {
                    StmtKind::Call {
                        lhs,
                        func,
                        args: original,
                    } => {
                        let mut args = original
                            .iter()
                            .map(|a| enc.sym(a))
                            .collect::<Res<Vec<_>>>()?;
                        let mut known_results = Vec::new();
                        if let Some((selector, o)) = operand_hole(h, id) {
                            let changed = smt::and(&[g.clone(), selector.to_string()]);
                            for (k, (t, _)) in args.iter_mut().enumerate() {
                                *t = o.operand(tables, &mut *enc, &changed, k, t);
                            }
                            if let Some(before) = &step.before {
                                let alternatives = o.alternatives(tables, original);
                                let results = pure_calls::results_on(
                                    p.program,
                                    func,
                                    before,
                                    &alternatives,
                                    &mut enc.pure_runs_left,
                                );
                                for (values, result) in results {
                                    known_results.extend(enc.known_result(&args, &values, &result));
                                }
                            }
                        }
                        pending_call = Some(PendingCall {
                            args,
                            lhs: lhs.clone(),
                            guard: g,
                            known_results,
                        });
                    }
                    StmtKind::Return { value: Some(v) }
                        if frames.is_empty() && enc.sorts.contains_key(RETURN_VALUE) =>
                    {
                        let t = enc.value_for(RETURN_VALUE, v)?;
                        let mut e = Effect::default();
                        match stmt_index.get(id).map(|si| &stmts[*si]) {
                            Some(StmtSelector {
                                selector,
                                hole: Hole::Stmt(h),
                                ..
                            }) => {
                                let keep = smt::and(&[g.clone(), smt::not(selector)]);
                                let change = smt::and(&[g.clone(), selector.clone()]);
                                e.var_writes.push((RETURN_VALUE.to_string(), keep, t));
                                let he = h.effect(tables, &mut *enc, &change, None);
                                e.var_writes.extend(he.var_writes);
                                e.safety.extend(he.safety);
                            }
                            _ => e.var_writes.push((RETURN_VALUE.to_string(), g, t)),
                        }
                        enc.apply(e);
                    }
                    StmtKind::Return { value: Some(v) } => {
                        let (t, is_bool) = enc.sym(v)?;
                        let frame = frames.last_mut().expect("checked");
                        let prev = frame.ret.clone().unwrap_or_else(|| "0".into());
                        let t = if is_bool { format!("(ite {t} 1 0)") } else { t };
                        frame.ret = Some(enc.define("Int", smt::ite(&g, &t, &prev)));
                    }
                    StmtKind::New {
                        lhs,
                        struct_name,
                        zeroed,
                    } => {
                        enc.last_node += 1;
                        let id = enc.last_node;
                        let fields = enc.struct_fields(struct_name);
                        for f in &fields {
                            let sort = enc.field_sort(f);
                            let v = if *zeroed {
                                if sort == "Bool" {
                                    "false".into()
                                } else {
                                    "0".into()
                                }
                            } else {
                                let ty = enc.field_types.get(f).cloned();
                                enc.uninitialized_field(ty.as_ref(), sort)
                            };
                            enc.cells.insert((id, f.clone()), v);
                        }
                        enc.live.insert(id, fields);
                        let e = Effect {
                            var_writes: vec![(lhs.clone(), g, id.to_string())],
                            ..Effect::default()
                        };
                        enc.apply(e);
                    }
                    StmtKind::Input { targets, count, .. } => {
                        let mut e = Effect::default();
                        // What was read, and how much (`scanf`'s result), come from the run.
                        for t in targets.iter().chain(count) {
                            let sort = enc.sorts.get(t).copied().unwrap_or("Int");
                            let v = match step.after.as_ref().map(|s| s.var(t).clone()) {
                                Some(v) => enc.value_term(&v, sort),
                                None => None,
                            };
                            let v = v.unwrap_or_else(|| enc.declare_fresh(sort));
                            e.var_writes.push((t.clone(), g.clone(), v));
                        }
                        enc.apply(e);
                    }
                    StmtKind::Concrete { reason, .. } => {
                        // Specification refinement: gdb ran it; its post-state is the truth.
                        let Some(after) = &step.after else {
                            return unsupported(format!(
                                "{id} is concrete ({reason}) and the trace has no state after it"
                            ));
                        };
                        let after = after.clone();
                        let mut e = Effect::default();
                        for (name, v) in &after.vars {
                            let Some(sort) = enc.sorts.get(name).copied() else {
                                continue;
                            };
                            if let Some(t) = enc.value_term(v, sort) {
                                e.var_writes.push((name.clone(), g.clone(), t));
                            }
                        }
                        enc.apply(e);
                    }
                    StmtKind::Free { ptr } => {
                        let ptr = enc.var(ptr);
                        match operand_hole(h, id) {
                            Some((selector, o)) => {
                                let keep = smt::and(&[g.clone(), smt::not(selector)]);
                                let change = smt::and(&[g.clone(), selector.to_string()]);
                                enc.freeing(&ptr, &keep);
                                let chosen = o.operand(tables, &mut *enc, "true", 0, &ptr);
                                enc.freeing(&chosen, &change);
                            }
                            None => enc.freeing(&ptr, &g),
                        }
                    }
                    kind if p.nondet.contains(id) => {
                        let e = enc.havoc(kind, &g)?;
                        enc.apply(e);
                    }
                    kind => match stmt_index.get(id) {
                        None => {
                            let e = enc.original(kind, &g)?;
                            enc.apply(e);
                        }
                        Some(si) => {
                            let sel = stmts[*si].selector.clone();
                            let keep = smt::and(&[g.clone(), smt::not(&sel)]);
                            let change = smt::and(&[g.clone(), sel]);
                            let mut e = enc.original(kind, &keep)?;
                            match &stmts[*si].hole {
                                Hole::Stmt(h) => {
                                    // A value the encoding cannot form (or a boolean) is
                                    // just not offered.
                                    let original = h
                                        .original_rhs
                                        .as_ref()
                                        .and_then(|rhs| enc.sym(rhs).ok())
                                        .and_then(|(t, is_bool)| (!is_bool).then_some(t));
                                    let he =
                                        h.effect(tables, &mut *enc, &change, original.as_deref());
                                    e.var_writes.extend(he.var_writes);
                                    e.field_writes.extend(he.field_writes);
                                    e.safety.extend(he.safety);
                                    // The kept right-hand side divides as the original does.
                                    if let Some((rhs, keeps)) = h.kept_rhs() {
                                        let kept = smt::and(&[change.clone(), keeps]);
                                        e.safety.extend(enc.nonzero_divisors(rhs, &kept)?);
                                        // And so does it with a variable replaced.
                                        for (swapped, picks) in h.swapped(tables) {
                                            let picked = smt::and(&[change.clone(), picks]);
                                            e.safety
                                                .extend(enc.nonzero_divisors(&swapped, &picked)?);
                                        }
                                    }
                                }
                                Hole::Cmp(h) => {
                                    let lhs = kind.defined_var().unwrap_or_default().to_string();
                                    e.var_writes.push((lhs, change, h.value(tables, &mut *enc)));
                                }
                                // An output's arguments are read where its output is asserted.
                                Hole::Operand(_) => {}
                            }
                            enc.apply(e);
                        }
                    },
                }
            }
        }
    }
    while next_spec < specs.len() {
        enc.assert_spec(specs[next_spec]);
        next_spec += 1;
    }
    Ok(())
}
