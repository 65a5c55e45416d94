//! Statements and function bodies → blocks of guarded statements.

use super::expr::{
    allocation, assert_condition, callee_name, compound_assign_op, string_literal, Lowered, Pending,
};
use super::types::{apply_declarator, declarator_name};
use super::{match_syntax, Globals, SourceCtx};
use crate::ir::*;
use crate::syntax::{SynKind, SynStmt};
use lang_c::ast::{
    BinaryOperator, BlockItem, Declaration, Expression, ForInitializer, FunctionDefinition,
    Initializer, Statement, UnaryOperator,
};
use lang_c::span::{Node as LNode, Span};
use std::collections::HashSet;

pub struct FnLowerer<'a, 's> {
    src: &'a SourceCtx<'s>,
    pub g: &'a mut Globals,
    prog: &'a mut Program,
    taken: &'a mut HashSet<usize>,
    name: String,
    params: Vec<Var>,
    locals: Vec<Var>,
    scopes: Vec<LocalScope>,
    /// The last line of each block being lowered, innermost last.
    block_ends: Vec<u32>,
    temps: Vec<Var>,
    used: HashSet<String>,
    next_temp: usize,
}

/// Where a lowered C construct came from and how a rewrite would replace it.
struct Site {
    origin: Origin,
    cond_range: Option<SourceRange>,
}

pub fn lower_function(
    f: &FunctionDefinition,
    span: Span,
    src: &SourceCtx,
    g: &mut Globals,
    prog: &mut Program,
    taken: &mut HashSet<usize>,
) -> Function {
    let name = declarator_name(&f.declarator.node).unwrap_or_default();
    let (ret, params) = g
        .functions
        .get(&name)
        .cloned()
        .unwrap_or((Type::Void, vec![]));
    // Temps must not collide with any identifier of the function or the globals.
    let mut used: HashSet<String> = src
        .pp
        .get(span.start..span.end)
        .unwrap_or("")
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .map(str::to_string)
        .collect();
    used.extend(g.globals.iter().map(|v| v.var.name.clone()));
    let mut fl = FnLowerer {
        src,
        g,
        prog,
        taken,
        name: name.clone(),
        params: params.clone(),
        locals: Vec::new(),
        scopes: Vec::new(),
        block_ends: Vec::new(),
        temps: Vec::new(),
        used,
        next_temp: 0,
    };
    let mut body = Block::default();
    fl.stmt(&f.statement, &Expr::Bool(true), &mut body);
    let range = src
        .syntax_function_range(span)
        .unwrap_or_else(|| src.line_range(src.line_of(span)));
    Function {
        name,
        ret,
        params,
        locals: fl.locals,
        scopes: fl.scopes,
        temps: fl.temps,
        body,
        range,
    }
}

impl SourceCtx<'_> {
    fn syntax_function_range(&self, span: Span) -> Option<SourceRange> {
        let line = self.line_of(span);
        let tree = crate::syntax::parse_tree(self.text)?;
        let mut cursor = tree.root_node().walk();
        let found = tree
            .root_node()
            .children(&mut cursor)
            .find(|n| {
                n.kind() == "function_definition" && n.start_position().row + 1 == line as usize
            })
            .map(|n| crate::syntax::range_of(self.file, n));
        found
    }
}

impl FnLowerer<'_, '_> {
    pub fn var_type(&self, name: &str) -> Option<Type> {
        self.params
            .iter()
            .chain(&self.locals)
            .chain(&self.temps)
            .find(|v| v.name == name)
            .map(|v| v.ty.clone())
            .or_else(|| self.g.global_type(name).cloned())
    }

    pub fn fresh_temp(&mut self, prefix: &str, ty: Type) -> String {
        loop {
            let name = format!("{prefix}{}", self.next_temp);
            self.next_temp += 1;
            if self.used.insert(name.clone()) {
                self.temps.push(Var {
                    name: name.clone(),
                    ty,
                });
                return name;
            }
        }
    }

    fn site(&mut self, span: Span, kind: SynKind) -> (Site, Option<SynStmt>) {
        match match_syntax(self.src, span, kind, self.taken) {
            Some((syn, _exact)) => {
                let macro_use = syn
                    .callee
                    .as_ref()
                    .filter(|c| !self.g.declared.contains(*c))
                    .cloned();
                let site = Site {
                    origin: Origin {
                        range: syn.range.clone(),
                        edit: syn.range.clone(),
                        form: EditForm::Statement,
                        macro_use,
                    },
                    cond_range: None,
                };
                (site, Some(syn.clone()))
            }
            None => {
                let r = self.src.line_range(self.src.line_of(span));
                let site = Site {
                    origin: Origin {
                        range: r.clone(),
                        edit: r,
                        form: EditForm::Statement,
                        macro_use: None,
                    },
                    cond_range: None,
                };
                (site, None)
            }
        }
    }

    fn commit(&mut self, pending: Pending, site: &Site, block: &mut Block) {
        for (guard, kind) in pending {
            let id = StmtId(self.prog.stmts.len() as u32);
            self.prog.stmts.push(Stmt {
                id,
                function: self.name.clone(),
                guard,
                kind,
                origin: site.origin.clone(),
                cond_range: site.cond_range.clone(),
            });
            block.0.push(Node::Stmt(id));
        }
    }

    /// Lowers one C construct with `f`; on failure the construct becomes one `Concrete`.
    fn lower_group(
        &mut self,
        site: &Site,
        guard: &Expr,
        block: &mut Block,
        // The variable the construct writes, so a `Concrete` still says what gdb must read back.
        result: Option<String>,
        f: impl FnOnce(&mut Self, &mut Pending) -> Lowered<()>,
    ) {
        let temps_before = self.temps.len();
        let mut pending = Vec::new();
        match f(self, &mut pending) {
            Ok(()) => self.commit(pending, site, block),
            Err(reason) => {
                self.temps.truncate(temps_before);
                let result = result.filter(|r| self.var_type(r).is_some());
                self.commit(
                    vec![(guard.clone(), StmtKind::Concrete { reason, result })],
                    site,
                    block,
                );
            }
        }
    }

    /// Lowers a condition into `block`, returning its test (a fresh boolean or a constant).
    fn cond_group(
        &mut self,
        e: &LNode<Expression>,
        cond_range: Option<SourceRange>,
        fallback: Span,
        guard: &Expr,
        block: &mut Block,
    ) -> Expr {
        let range = cond_range
            .clone()
            .unwrap_or_else(|| self.src.line_range(self.src.line_of(fallback)));
        let mut pending = Vec::new();
        let temps_before = self.temps.len();
        let lowered = self.condition(e, guard, &mut pending);
        let (test, pending) = match lowered {
            Ok(t) => (t, pending),
            Err(reason) => {
                self.temps.truncate(temps_before);
                let b = self.fresh_temp("b", Type::Bool);
                let c = StmtKind::Concrete {
                    reason,
                    result: Some(b.clone()),
                };
                (Expr::Var(b), vec![(guard.clone(), c)])
            }
        };
        let result = match &test {
            Expr::Var(v) => v.clone(),
            _ => String::new(),
        };
        let site = Site {
            origin: Origin {
                range: range.clone(),
                edit: range,
                form: EditForm::Value { result },
                macro_use: None,
            },
            cond_range,
        };
        self.commit(pending, &site, block);
        test
    }

    pub fn stmt(&mut self, s: &LNode<Statement>, guard: &Expr, block: &mut Block) {
        match &s.node {
            Statement::Compound(items) => {
                self.block_ends.push(self.last_line(s.span));
                for item in items {
                    match &item.node {
                        BlockItem::Declaration(d) => {
                            self.declaration(&d.node, d.span, guard, block)
                        }
                        BlockItem::Statement(st) => self.stmt(st, guard, block),
                        BlockItem::StaticAssert(_) => {}
                    }
                }
                self.block_ends.pop();
            }
            Statement::Expression(None) => {}
            Statement::Expression(Some(e)) => {
                let (site, _) = self.site(s.span, SynKind::Expression);
                let written = assigned_var(&e.node);
                self.lower_group(&site, guard, block, written, |me, out| {
                    me.expr_stmt(e, guard, out)
                });
            }
            Statement::If(i) => {
                let (_, syn) = self.site(s.span, SynKind::If);
                let cond_range = syn.and_then(|x| x.cond);
                let mut node = IfNode {
                    cond: Block::default(),
                    test: Expr::Bool(true),
                    then_branch: Block::default(),
                    else_branch: Block::default(),
                    cond_range: cond_range.clone(),
                    has_else: i.node.else_statement.is_some(),
                };
                node.test =
                    self.cond_group(&i.node.condition, cond_range, s.span, guard, &mut node.cond);
                let tg = Expr::and(guard.clone(), node.test.clone());
                self.stmt(&i.node.then_statement, &tg, &mut node.then_branch);
                if let Some(e) = &i.node.else_statement {
                    let eg = Expr::and(guard.clone(), Expr::negate(node.test.clone()));
                    self.stmt(e, &eg, &mut node.else_branch);
                }
                block.0.push(Node::If(node));
            }
            Statement::While(w) => {
                let (_, syn) = self.site(s.span, SynKind::While);
                let mut node = self.loop_node(LoopKind::While, guard, syn.as_ref());
                node.test = Some(self.cond_group(
                    &w.node.expression,
                    node.cond_range.clone(),
                    s.span,
                    guard,
                    &mut node.cond,
                ));
                self.stmt(&w.node.statement, guard, &mut node.body);
                block.0.push(Node::Loop(node));
            }
            Statement::DoWhile(w) => {
                let (_, syn) = self.site(s.span, SynKind::Do);
                let mut node = self.loop_node(LoopKind::DoWhile, guard, syn.as_ref());
                self.stmt(&w.node.statement, guard, &mut node.body);
                node.test = Some(self.cond_group(
                    &w.node.expression,
                    node.cond_range.clone(),
                    s.span,
                    guard,
                    &mut node.cond,
                ));
                block.0.push(Node::Loop(node));
            }
            Statement::For(f) => {
                let (_, syn) = self.site(s.span, SynKind::For);
                let mut node = self.loop_node(LoopKind::For, guard, syn.as_ref());
                match &f.node.initializer.node {
                    ForInitializer::Expression(e) => {
                        let site =
                            self.clause_site(syn.as_ref().and_then(|x| x.for_init.clone()), s.span);
                        self.lower_group(&site, guard, &mut node.init, None, |me, out| {
                            me.expr_stmt(e, guard, out)
                        });
                    }
                    ForInitializer::Declaration(d) => {
                        self.block_ends.push(self.last_line(s.span));
                        self.declaration(&d.node, d.span, guard, &mut node.init)
                    }
                    _ => {}
                }
                let scoped = matches!(f.node.initializer.node, ForInitializer::Declaration(_));
                if let Some(c) = &f.node.condition {
                    node.test = Some(self.cond_group(
                        c,
                        node.cond_range.clone(),
                        s.span,
                        guard,
                        &mut node.cond,
                    ));
                }
                self.stmt(&f.node.statement, guard, &mut node.body);
                if let Some(e) = &f.node.step {
                    let site =
                        self.clause_site(syn.as_ref().and_then(|x| x.for_step.clone()), s.span);
                    self.lower_group(&site, guard, &mut node.step, None, |me, out| {
                        me.expr_stmt(e, guard, out)
                    });
                }
                if scoped {
                    self.block_ends.pop();
                }
                block.0.push(Node::Loop(node));
            }
            Statement::Return(value) => {
                let (site, _) = self.site(s.span, SynKind::Return);
                self.lower_group(&site, guard, block, None, |me, out| {
                    let value = match value {
                        Some(v) => Some(me.value(v, guard, out)?),
                        None => None,
                    };
                    out.push((guard.clone(), StmtKind::Return { value }));
                    Ok(())
                });
            }
            Statement::Break | Statement::Continue => {
                let (kind, syn_kind) = if matches!(s.node, Statement::Break) {
                    (StmtKind::Break, SynKind::Break)
                } else {
                    (StmtKind::Continue, SynKind::Continue)
                };
                let (site, _) = self.site(s.span, syn_kind);
                self.commit(vec![(guard.clone(), kind)], &site, block);
            }
            other => {
                let reason = match other {
                    Statement::Switch(_) => "switch statements are not modeled",
                    Statement::Goto(_) => "goto is not modeled",
                    Statement::Labeled(_) => "labeled statements are not modeled",
                    Statement::Asm(_) => "inline assembly is not modeled",
                    _ => "this statement is not modeled",
                };
                let (site, _) = self.site(s.span, SynKind::Other);
                let kind = StmtKind::Concrete {
                    reason: reason.into(),
                    result: None,
                };
                self.commit(vec![(guard.clone(), kind)], &site, block);
            }
        }
    }

    fn loop_node(&mut self, kind: LoopKind, guard: &Expr, syn: Option<&SynStmt>) -> LoopNode {
        LoopNode {
            kind,
            guard: guard.clone(),
            init: Block::default(),
            cond: Block::default(),
            test: None,
            body: Block::default(),
            step: Block::default(),
            cond_range: syn.and_then(|x| x.cond.clone()),
        }
    }

    /// The line a construct ends on (its closing brace for a block), by its last character:
    /// lang-c's span of an `if` without `else` runs on over the blanks after it (up to the
    /// next token), and a `for` whose body is such an `if` scoped its `int i` to the next
    /// statement's line.
    fn last_line(&self, span: Span) -> u32 {
        let text = self.src.pp.as_bytes();
        let mut end = span.end.min(text.len());
        while end > span.start + 1 && text[end - 1].is_ascii_whitespace() {
            end -= 1;
        }
        self.src.line_of(Span {
            start: end.saturating_sub(1).max(span.start),
            end,
        })
    }

    fn clause_site(&self, range: Option<SourceRange>, fallback: Span) -> Site {
        let r = range.unwrap_or_else(|| self.src.line_range(self.src.line_of(fallback)));
        Site {
            origin: Origin {
                range: r.clone(),
                edit: r,
                form: EditForm::Clause,
                macro_use: None,
            },
            cond_range: None,
        }
    }

    fn declaration(&mut self, d: &Declaration, span: Span, guard: &Expr, block: &mut Block) {
        let base = self.g.types.of_decl_specs(&d.specifiers);
        let (site, syn) = self.site(span, SynKind::Declaration);
        for (k, init) in d.declarators.iter().enumerate() {
            let decl = &init.node.declarator.node;
            let Some(name) = declarator_name(decl) else {
                continue;
            };
            let ty = apply_declarator(&base, decl).to_ir();
            if !self.locals.iter().any(|v| v.name == name) {
                self.locals.push(Var {
                    name: name.clone(),
                    ty: ty.clone(),
                });
            }
            self.used.insert(name.clone());
            self.scopes.push(LocalScope {
                name: name.clone(),
                declared: self.src.line_of(span),
                block_end: self.block_ends.last().copied().unwrap_or(u32::MAX),
            });
            let Some(initializer) = &init.node.initializer else {
                continue;
            };
            let edit = syn
                .as_ref()
                .and_then(|s| s.inits.get(k).cloned().flatten())
                .unwrap_or_else(|| site.origin.edit.clone());
            let dsite = Site {
                origin: Origin {
                    range: site.origin.range.clone(),
                    edit,
                    form: EditForm::Value {
                        result: name.clone(),
                    },
                    macro_use: site.origin.macro_use.clone(),
                },
                cond_range: None,
            };
            self.lower_group(
                &dsite,
                guard,
                block,
                Some(name.clone()),
                |me, out| match &initializer.node {
                    Initializer::Expression(e) => me.assign_var(&name, e, guard, out),
                    // `int x = {5};`: a scalar's braced initializer is its one expression.
                    Initializer::List(items) => match items.as_slice() {
                        [item] if item.node.designation.is_empty() => {
                            match &item.node.initializer.node {
                                Initializer::Expression(e) => me.assign_var(&name, e, guard, out),
                                Initializer::List(_) => {
                                    Err("nested initializer lists are not modeled".into())
                                }
                            }
                        }
                        _ => Err("initializer lists (arrays, structs) are not modeled".into()),
                    },
                },
            );
        }
    }

    /// `x = rhs` for a variable `x`, choosing the most specific IR statement.
    fn assign_var(
        &mut self,
        x: &str,
        rhs: &LNode<Expression>,
        g: &Expr,
        out: &mut Pending,
    ) -> Lowered<()> {
        let xt = match self.var_type(x) {
            Some(Type::Unknown(t)) => {
                return Err(format!("`{x}` has type {t}, which is not modeled"))
            }
            Some(t) => t,
            None => return Err(format!("`{x}` is not a modeled variable")),
        };
        if let Some(zeroed) = allocation(&rhs.node) {
            let Type::Ptr(s) = xt else {
                return Err(format!(
                    "allocation into `{x}`, which is not a struct pointer"
                ));
            };
            out.push((
                g.clone(),
                StmtKind::New {
                    lhs: x.into(),
                    struct_name: s,
                    zeroed,
                },
            ));
            return Ok(());
        }
        if let Some((base, field)) = self.field_access(&rhs.node, g, out)? {
            self.field_type(&base, &field)?;
            out.push((
                g.clone(),
                StmtKind::GetField {
                    lhs: x.into(),
                    base,
                    field,
                },
            ));
            return Ok(());
        }
        if let (Expression::Call(c), Some(name)) = (&rhs.node, callee_name(&rhs.node)) {
            if self.g.functions.contains_key(name) {
                let args = self.args(&c.node.arguments, g, out)?;
                out.push((
                    g.clone(),
                    StmtKind::Call {
                        lhs: Some(x.into()),
                        func: name.into(),
                        args,
                    },
                ));
                return Ok(());
            }
        }
        let mut v = self.value(rhs, g, out)?;
        if xt == Type::Bool {
            // `b = false` arrives as `b = 0` after preprocessing.
            if let Expr::Int(n) = v {
                v = Expr::Bool(n != 0);
            }
        }
        let kind = if xt == Type::Bool
            && matches!(self.type_of(&v), Type::Bool)
            && !matches!(v, Expr::Var(_) | Expr::Bool(_))
        {
            StmtKind::BoolAssign {
                lhs: x.into(),
                rhs: v,
            }
        } else {
            StmtKind::Assign {
                lhs: x.into(),
                rhs: v,
            }
        };
        out.push((g.clone(), kind));
        Ok(())
    }

    /// Stores `v` into an lvalue: a variable or `p->f`.
    fn store(
        &mut self,
        lhs: &LNode<Expression>,
        rhs: &LNode<Expression>,
        g: &Expr,
        out: &mut Pending,
    ) -> Lowered<()> {
        match &lhs.node {
            Expression::Identifier(id) => self.assign_var(&id.node.name, rhs, g, out),
            Expression::Member(_) => {
                let (base, field) = self.field_access(&lhs.node, g, out)?.expect("member");
                let fty = self.field_type(&base, &field)?;
                let v = if let (Some(zeroed), Type::Ptr(s)) = (allocation(&rhs.node), &fty) {
                    let t = self.fresh_temp("t", fty.clone());
                    out.push((
                        g.clone(),
                        StmtKind::New {
                            lhs: t.clone(),
                            struct_name: s.clone(),
                            zeroed,
                        },
                    ));
                    Expr::Var(t)
                } else {
                    self.value(rhs, g, out)?
                };
                out.push((
                    g.clone(),
                    StmtKind::PutField {
                        base,
                        field,
                        rhs: v,
                    },
                ));
                Ok(())
            }
            Expression::BinaryOperator(b) if b.node.operator.node == BinaryOperator::Index => {
                Err("array element assignment is not modeled".into())
            }
            Expression::UnaryOperator(u) if u.node.operator.node == UnaryOperator::Indirection => {
                Err("assignment through `*p` is not modeled".into())
            }
            _ => Err("assignment to this kind of lvalue is not modeled".into()),
        }
    }

    /// `lhs op= v` (also `++`/`--`): read, compute, store.
    fn update(
        &mut self,
        lhs: &LNode<Expression>,
        op: BinOp,
        v: Expr,
        g: &Expr,
        out: &mut Pending,
    ) -> Lowered<()> {
        match &lhs.node {
            Expression::Identifier(id) => {
                let cur = self.var_ref(&id.node.name)?;
                if matches!(self.type_of(&cur), Type::Ptr(_)) {
                    return Err("pointer arithmetic is not modeled".into());
                }
                out.push((
                    g.clone(),
                    StmtKind::Assign {
                        lhs: id.node.name.clone(),
                        rhs: Expr::binary(op, cur, v),
                    },
                ));
                Ok(())
            }
            Expression::Member(_) => {
                let (base, field) = self.field_access(&lhs.node, g, out)?.expect("member");
                let fty = self.field_type(&base, &field)?;
                if matches!(fty, Type::Ptr(_)) {
                    return Err("pointer arithmetic is not modeled".into());
                }
                let t = self.fresh_temp("t", fty);
                out.push((
                    g.clone(),
                    StmtKind::GetField {
                        lhs: t.clone(),
                        base: base.clone(),
                        field: field.clone(),
                    },
                ));
                out.push((
                    g.clone(),
                    StmtKind::PutField {
                        base,
                        field,
                        rhs: Expr::binary(op, Expr::Var(t), v),
                    },
                ));
                Ok(())
            }
            _ => Err("update of this kind of lvalue is not modeled".into()),
        }
    }

    fn expr_stmt(&mut self, e: &LNode<Expression>, g: &Expr, out: &mut Pending) -> Lowered<()> {
        if let Some(c) = assert_condition(&e.node) {
            let b = self.condition(c, g, out)?;
            out.push((g.clone(), StmtKind::Assert { cond: b }));
            return Ok(());
        }
        match &e.node {
            Expression::BinaryOperator(b) => {
                let op = &b.node.operator.node;
                if *op == BinaryOperator::Assign {
                    return self.store(&b.node.lhs, &b.node.rhs, g, out);
                }
                if let Some(bop) = compound_assign_op(op) {
                    let v = self.value(&b.node.rhs, g, out)?;
                    return self.update(&b.node.lhs, bop, v, g, out);
                }
                Err(format!(
                    "expression statement with operator {op:?} is not modeled"
                ))
            }
            Expression::UnaryOperator(u) => {
                let op = match u.node.operator.node {
                    UnaryOperator::PostIncrement | UnaryOperator::PreIncrement => BinOp::Add,
                    UnaryOperator::PostDecrement | UnaryOperator::PreDecrement => BinOp::Sub,
                    ref other => {
                        return Err(format!(
                            "expression statement {other:?} has no modeled effect"
                        ))
                    }
                };
                self.update(&u.node.operand, op, Expr::Int(1), g, out)
            }
            Expression::Call(c) => self.call_stmt(&e.node, &c.node.arguments, g, out),
            Expression::Cast(c) => self.expr_stmt(&c.node.expression, g, out),
            _ => Err("this expression statement is not modeled".into()),
        }
    }

    /// `scanf`'s literal format and the scalar variables it reads into (`&n`).
    pub(super) fn scanf_parts(
        &mut self,
        args: &[LNode<Expression>],
    ) -> Lowered<(String, Vec<String>)> {
        let format = args
            .first()
            .and_then(|f| string_literal(&f.node))
            .ok_or("scanf without a literal format is not modeled")?;
        let mut targets = Vec::new();
        for a in args.get(1..).unwrap_or_default() {
            match &a.node {
                Expression::UnaryOperator(u) if u.node.operator.node == UnaryOperator::Address => {
                    let Expression::Identifier(id) = &u.node.operand.node else {
                        return Err(
                            "scanf into something other than a variable is not modeled".into()
                        );
                    };
                    match self.var_ref(&id.node.name)? {
                        Expr::Var(v) if self.var_type(&v).is_some_and(|t| t.is_scalar()) => {
                            targets.push(v)
                        }
                        _ => return Err("scanf into a non-scalar is not modeled".into()),
                    }
                }
                _ => return Err("scanf into a string or array is not modeled".into()),
            }
        }
        Ok((format, targets))
    }

    fn call_stmt(
        &mut self,
        e: &Expression,
        args: &[LNode<Expression>],
        g: &Expr,
        out: &mut Pending,
    ) -> Lowered<()> {
        let name = callee_name(e).ok_or("call through a function pointer is not modeled")?;
        match name {
            "printf" => {
                let format = args
                    .first()
                    .and_then(|f| string_literal(&f.node))
                    .ok_or("printf without a literal format is not modeled")?;
                let args = self.args(&args[1..], g, out)?;
                out.push((g.clone(), StmtKind::Output { format, args }));
            }
            "puts" => {
                let text = args
                    .first()
                    .and_then(|f| string_literal(&f.node))
                    .ok_or("puts of a non-literal is not modeled")?;
                out.push((
                    g.clone(),
                    StmtKind::Output {
                        format: format!("{text}\\n"),
                        args: vec![],
                    },
                ));
            }
            "putchar" => {
                let args = self.args(args, g, out)?;
                out.push((
                    g.clone(),
                    StmtKind::Output {
                        format: "%c".into(),
                        args,
                    },
                ));
            }
            "scanf" => {
                let (format, targets) = self.scanf_parts(args)?;
                out.push((
                    g.clone(),
                    StmtKind::Input {
                        format,
                        targets,
                        count: None,
                    },
                ));
            }
            "free" => {
                let p = args.first().ok_or("free without an argument")?;
                let v = self.as_var(p, g, out)?;
                if !matches!(self.var_type(&v), Some(Type::Ptr(_))) {
                    return Err(
                        "free of something other than a struct pointer is not modeled".into(),
                    );
                }
                out.push((g.clone(), StmtKind::Free { ptr: v }));
            }
            _ if self.g.functions.contains_key(name) => {
                let args = self.args(args, g, out)?;
                out.push((
                    g.clone(),
                    StmtKind::Call {
                        lhs: None,
                        func: name.into(),
                        args,
                    },
                ));
            }
            _ => return Err(self.unmodeled_call(name)),
        }
        Ok(())
    }
}

/// The variable an expression statement assigns (`x = ..`, `x += ..`, `x++`), if it is one.
fn assigned_var(e: &Expression) -> Option<String> {
    let target = match e {
        Expression::BinaryOperator(b)
            if b.node.operator.node == BinaryOperator::Assign
                || compound_assign_op(&b.node.operator.node).is_some() =>
        {
            &b.node.lhs.node
        }
        Expression::UnaryOperator(u)
            if matches!(
                u.node.operator.node,
                UnaryOperator::PostIncrement
                    | UnaryOperator::PreIncrement
                    | UnaryOperator::PostDecrement
                    | UnaryOperator::PreDecrement
            ) =>
        {
            &u.node.operand.node
        }
        _ => return None,
    };
    match target {
        Expression::Identifier(id) => Some(id.node.name.clone()),
        _ => None,
    }
}
