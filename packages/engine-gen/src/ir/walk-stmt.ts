// Walking the statement IR: every expression in a list of statements rebuilt through a
// function (how the expression passes run over a block), and each nested block rebuilt through
// another (how a statement pass reaches into `if`, `for` and `repeat`).

import type { Ir } from './expr';
import { mapReason, type Reason } from './reason';
import type { CardMove, Stmt } from './stmt';

/** The statements with `f` applied to each expression they hold, nested blocks included. */
export function mapStmtExprs(stmts: readonly Stmt[], f: (e: Ir) => Ir): Stmt[] {
  return stmts.map((st) => mapStmtExpr(st, f));
}

function mapMove(m: CardMove, f: (e: Ir) => Ir): CardMove {
  switch (m.kind) {
    case 'top':
      return { ...m, zone: f(m.zone) };
    case 'card':
      return { ...m, card: f(m.card) };
    case 'cards':
      return { ...m, cards: f(m.cards) };
  }
}

function mapStmtExpr(st: Stmt, f: (e: Ir) => Ir): Stmt {
  const body = (b: readonly Stmt[]) => mapStmtExprs(b, f);
  const opt = (e: Ir | undefined) => (e === undefined ? undefined : f(e));
  const said = (r: Reason | undefined) => (r === undefined ? undefined : mapReason(r, f));
  switch (st.kind) {
    case 'set':
    case 'add':
    case 'remove':
      return { ...st, target: f(st.target), value: f(st.value) };
    case 'move':
      return { ...st, moves: st.moves.map((m) => mapMove(m, f)), to: f(st.to) };
    case 'score':
      return { ...st, team: f(st.team), points: f(st.points), reason: said(st.reason) };
    case 'if':
      return {
        ...st,
        branches: st.branches.map((b) => ({ condition: f(b.condition), body: body(b.body) })),
        otherwise: st.otherwise === undefined ? undefined : body(st.otherwise),
      };
    case 'for':
      return {
        ...st,
        collection: f(st.collection),
        where: opt(st.where),
        body: body(st.body),
      };
    case 'for-range':
      return { ...st, from: f(st.from), to: f(st.to), where: opt(st.where), body: body(st.body) };
    case 'repeat':
      return { ...st, count: f(st.count), body: body(st.body) };
    case 'let':
      return { ...st, value: f(st.value) };
    case 'owe':
      return { ...st, team: f(st.team) };
    case 'next-turn':
      return { ...st, seat: f(st.seat) };
    case 'reveal':
      return { ...st, owner: opt(st.owner) };
    case 'event':
      return { ...st, reason: said(st.reason) };
    case 'again':
    case 'skip':
    case 'reverse':
    case 'require':
      return st;
  }
}

/** Each statement rebuilt by `f`, which is given it with its nested blocks already rebuilt. */
export function mapStmts(stmts: readonly Stmt[], f: (st: Stmt) => Stmt): Stmt[] {
  const inner = (b: readonly Stmt[]) => mapStmts(b, f);
  return stmts.map((st) => {
    switch (st.kind) {
      case 'if':
        return f({
          ...st,
          branches: st.branches.map((b) => ({ condition: b.condition, body: inner(b.body) })),
          otherwise: st.otherwise === undefined ? undefined : inner(st.otherwise),
        });
      case 'for':
      case 'for-range':
      case 'repeat':
        return f({ ...st, body: inner(st.body) });
      default:
        return f(st);
    }
  });
}
