// Statements of moves, hooks and scoring.

import type { Block, Expression, Statement } from '../ast/ast';
import { T, compatible, elementType, typeName, type Type } from '../model/types';
import { didYouMean } from '../references/suggest';
import { bindLocal, iterate } from './check-collections';
import { checkReason } from './check-reasons';
import { checkReveal } from './check-reveal';
import { article, checkExpr, expectType } from './check-expressions';
import { withScope, type CheckState, type Ctx } from './state';

/** `move` statements are legal here only; `require` only at the start of a move. */
export interface BlockKind {
  readonly move: boolean;
  /**
   * `skip`, `reverse` and `next turn to` are legal here: a move or the turn-start hook of a phase
   * whose turns pass clockwise until it ends (not once around, not tricks, not choices).
   */
  readonly turnOrder?: boolean;
}

export function checkBlock(st: CheckState, block: Block, ctx: Ctx, kind: BlockKind): void {
  const inner = withScope(ctx);
  for (const s of block.statements) checkStatement(st, s, inner, kind);
}

/** The variable a `set`/`add`/`remove` changes, or undefined after reporting it. */
function checkTarget(st: CheckState, target: Expression, ctx: Ctx, verb: string): Type | undefined {
  const t = checkExpr(st, target, ctx);
  const root = target.kind === 'Index' ? target.object : target;
  const symbol = root.kind === 'Reference' ? st.symbols.get(root) : undefined;
  if (symbol === undefined && t.kind === 'unknown') return undefined;
  if (symbol?.kind !== 'variable') {
    st.sink.error(
      'not-assignable',
      target.range,
      `only a variable can be changed with '${verb}'; '${st.source(target.range)}' is not one`,
    );
    return undefined;
  }
  return t;
}

export function checkStatement(st: CheckState, s: Statement, ctx: Ctx, kind: BlockKind): void {
  switch (s.kind) {
    case 'SetStmt': {
      const t = checkTarget(st, s.target, ctx, 'set');
      const v = checkExpr(st, s.value, ctx, t);
      if (t !== undefined && !compatible(t, v)) {
        st.sink.error(
          'type-mismatch',
          s.value.range,
          `'${st.source(s.target.range)}' holds ${article(t)}, not ${article(v)}`,
        );
      }
      break;
    }
    case 'AddStmt':
    case 'RemoveStmt': {
      const verb = s.kind === 'AddStmt' ? 'add' : 'remove';
      const t = checkTarget(st, s.target, ctx, verb);
      const element =
        t === undefined ? undefined : t.kind === 'set' || t.kind === 'list' ? t.of : undefined;
      if (t !== undefined && element === undefined) {
        st.sink.error(
          'type-mismatch',
          s.target.range,
          `'${verb}' needs a set or list variable, and '${st.source(s.target.range)}' holds ${article(t)}`,
        );
      }
      expectType(st, s.value, ctx, element ?? T.unknown, `what you ${verb}`);
      break;
    }
    case 'MoveCardsStmt': {
      for (const c of s.cards) {
        const t = checkExpr(st, c, ctx);
        if (!compatible(t, T.card) && !compatible(t, T.cards)) {
          st.sink.error('type-mismatch', c.range, `'move' moves cards, not ${article(t)}`);
        }
      }
      const to = checkExpr(st, s.to, ctx, T.cards);
      if (to.kind !== 'unknown' && (to.kind !== 'cards' || to.zone === undefined)) {
        st.sink.error(
          'type-mismatch',
          s.to.range,
          `cards move to one zone (such as 'hand[seat]'), not ${article(to)}`,
        );
      }
      break;
    }
    case 'ScoreStmt': {
      const team = checkExpr(st, s.team, ctx, T.team);
      if (!compatible(team, T.team)) {
        const text = st.source(s.team.range);
        st.sink.error(
          'type-mismatch',
          s.team.range,
          `'score' needs a team, not ${article(team)}`,
          team.kind === 'seat' ? `write score team of ${text} ...` : undefined,
        );
      }
      expectType(st, s.points, ctx, T.number, 'the points scored');
      checkReason(st, s.reason, ctx, true);
      break;
    }
    case 'IfStmt':
      for (const b of s.branches) {
        expectType(st, b.condition, ctx, T.flag, "the condition after 'if'");
        checkBlock(st, b.body, ctx, kind);
      }
      if (s.otherwise !== undefined) checkBlock(st, s.otherwise, ctx, kind);
      break;
    case 'ForStmt': {
      const element = iterate(st, s.collection, ctx, "what 'for' runs over");
      const inner = withScope(ctx);
      bindLocal(st, inner, s.variable, 'for', element);
      if (s.where !== undefined) expectType(st, s.where, inner, T.flag, "a 'where'");
      checkBlock(st, s.body, inner, kind);
      break;
    }
    case 'RepeatStmt':
      expectType(st, s.count, ctx, T.number, "how many times 'repeat' runs");
      checkBlock(st, s.body, ctx, kind);
      break;
    case 'LetStmt': {
      const t = checkExpr(st, s.value, ctx);
      bindLocal(st, ctx, s.name, 'let', t);
      break;
    }
    case 'RequireStmt':
      if (!kind.move) {
        st.sink.error(
          'require-outside-move',
          s.range,
          `'require' decides whether a move is legal, so it belongs at the start of a move, not in ${ctx.place}`,
          "use 'if' here",
        );
      }
      expectType(st, s.condition, ctx, T.flag, "a 'require' condition");
      break;
    case 'OweStmt': {
      expectType(st, s.team, ctx, T.team, "who is owed a choice ('owe')");
      const move = st.tables.moves.get(s.move.text);
      if (move === undefined) {
        st.sink.error(
          'unknown-move',
          s.move.range,
          `unknown move '${s.move.text}'`,
          didYouMean(s.move.text, st.tables.moves.keys()),
        );
      } else {
        st.bind(s.move, { kind: 'move', name: move.name, move });
        st.owed.add(move.name);
      }
      break;
    }
    case 'EventStmt':
      checkReason(st, s.reason, ctx, false);
      break;
    case 'AgainStmt':
      break;
    case 'RevealStmt':
      checkReveal(st, s.zone, ctx);
      break;
    case 'SkipStmt':
    case 'ReverseStmt':
    case 'NextTurnStmt': {
      if (s.kind === 'NextTurnStmt')
        expectType(st, s.seat, ctx, T.seat, "the seat 'next turn to' names");
      if (kind.turnOrder !== true) {
        const word =
          s.kind === 'SkipStmt' ? 'skip' : s.kind === 'ReverseStmt' ? 'reverse' : 'next turn to';
        st.sink.error(
          'turn-order-here',
          s.range,
          `'${word}' changes who takes the next turn, so it belongs in a move or the 'at turn start' hook of a phase with 'turns: clockwise from the dealer's left', not in ${ctx.place}`,
          'trick phases, once-around phases and choices have their own order of play',
        );
      }
      break;
    }
  }
}

/** `require` comes first in a move: after an effect it could reject a move half done. */
export function checkRequireOrder(st: CheckState, body: Block): void {
  let effect: Statement | undefined;
  const walk = (block: Block): void => {
    for (const s of block.statements) {
      if (s.kind === 'RequireStmt') {
        if (effect !== undefined) {
          st.sink.error(
            'require-after-effect',
            s.range,
            `'require ${s.code.text}' comes after '${st.source(effect.range).split(/\s/)[0]}' (line ${effect.range.start.line}): every 'require' must come before the move changes anything`,
            'move it to the start of the move',
          );
        }
      } else if (s.kind === 'IfStmt') {
        for (const b of s.branches) walk(b.body);
        if (s.otherwise !== undefined) walk(s.otherwise);
      } else if (s.kind === 'ForStmt' || s.kind === 'RepeatStmt') {
        walk(s.body);
      } else if (s.kind !== 'LetStmt') {
        effect ??= s;
      }
    }
  };
  walk(body);
}

export { elementType, typeName };
