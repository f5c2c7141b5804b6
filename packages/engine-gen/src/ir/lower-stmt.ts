// The linked model's statements lowered to the IR (stmt.ts): expressions by lower-expr.ts, and
// what the types decide (a copy kept of a collection, a list pushed onto, a loop over teams)
// said as data, so no later stage asks the model again.

import {
  elementType,
  type Block,
  type Expression,
  type RevealStmt,
  type Statement,
} from '@orrery/rules-lang';
import { CannotLower, lowerExpr, type Lowering } from './lower-expr';
import { lowerReason } from './reason';
import type { CardMove, Stmt } from './stmt';
import { topPopsItsZone } from '../top-of';

/** What lowering statements needs beyond expressions: each move's index, for `owe`. */
export interface StmtLowering extends Lowering {
  readonly moveIndex: ReadonlyMap<string, number>;
}

export function lowerBlock(l: StmtLowering, b: Block): Stmt[] {
  // A `reveal` of a zone every seat sees already does nothing (the checker warns of it).
  return b.statements.flatMap((st) => (needlessReveal(l, st) ? [] : [lowerStmt(l, st)]));
}

/** The zone a `reveal` turns face up: its index in the game's zones, and its owner if any. */
function revealed(l: Lowering, st: RevealStmt): { zone: number; owner: Expression | undefined } {
  const named = st.zone.kind === 'Index' ? st.zone.object : st.zone;
  const symbol = named.kind === 'Reference' ? l.game.symbolOf(named) : undefined;
  const zone = symbol?.kind === 'zone' ? l.game.zones.indexOf(symbol.zone) : -1;
  if (zone < 0) throw new CannotLower('reveal of something other than a zone', st.zone);
  return { zone, owner: st.zone.kind === 'Index' ? st.zone.index : undefined };
}

function needlessReveal(l: Lowering, st: Statement): boolean {
  return st.kind === 'RevealStmt' && l.game.zones[revealed(l, st).zone]!.visibility === 'all';
}

/**
 * Whether keeping `e` (in a `set`, a `let`) takes a copy: a set or list the game holds somewhere
 * else (a variable, a zone, a definition of either) is copied, so that after `set a = b`,
 * `add x to b` leaves `a` as it was; a literal or a filtered set is a new array already.
 */
export function keptAsCopy(l: Lowering, e: Expression): boolean {
  const t = l.game.typeOf(e);
  const collection = t.kind === 'set' || t.kind === 'list' || t.kind === 'cards';
  return collection && e.kind !== 'SetLiteral' && e.kind !== 'SetBuilder';
}

function lowerStmt(l: StmtLowering, st: Statement): Stmt {
  const { game } = l;
  const lower = (e: Expression) => lowerExpr(l, e);
  const range = st.range;
  switch (st.kind) {
    case 'SetStmt':
      return {
        kind: 'set',
        range,
        target: lower(st.target),
        value: lower(st.value),
        copy: keptAsCopy(l, st.value),
      };
    case 'AddStmt':
      return {
        kind: 'add',
        range,
        target: lower(st.target),
        value: lower(st.value),
        list: game.typeOf(st.target).kind === 'list',
      };
    case 'RemoveStmt':
      return { kind: 'remove', range, target: lower(st.target), value: lower(st.value) };
    case 'MoveCardsStmt':
      return {
        kind: 'move',
        range,
        moves: st.cards.map((c): CardMove => {
          if (c.kind === 'TopOf') {
            // A zone's top card is popped off it; the top of a collection built for the read
            // is moved like any one card, from wherever it lies (../top-of.ts).
            if (topPopsItsZone(game, c.zone)) return { kind: 'top', zone: lower(c.zone) };
            return { kind: 'card', card: lower(c), maybeNone: true };
          }
          if (game.typeOf(c).kind === 'card') return { kind: 'card', card: lower(c) };
          return { kind: 'cards', cards: lower(c) };
        }),
        to: lower(st.to),
      };
    case 'ScoreStmt':
      return {
        kind: 'score',
        range,
        team: lower(st.team),
        points: lower(st.points),
        reason: st.reason === undefined ? undefined : lowerReason(l, st.reason, true),
      };
    case 'IfStmt':
      return {
        kind: 'if',
        range,
        branches: st.branches.map((b) => ({
          condition: lower(b.condition),
          body: lowerBlock(l, b.body),
        })),
        otherwise: st.otherwise === undefined ? undefined : lowerBlock(l, st.otherwise),
      };
    case 'ForStmt': {
      const where = st.where === undefined ? undefined : lower(st.where);
      if (st.collection.kind === 'RangeExpr') {
        return {
          kind: 'for-range',
          range,
          local: st.variable,
          from: lower(st.collection.from),
          to: lower(st.collection.to),
          where,
          body: lowerBlock(l, st.body),
        };
      }
      return {
        kind: 'for',
        range,
        local: st.variable,
        collection: lower(st.collection),
        where,
        body: lowerBlock(l, st.body),
        overTeams: elementType(game.typeOf(st.collection))?.kind === 'team',
      };
    }
    case 'RepeatStmt':
      return { kind: 'repeat', range, count: lower(st.count), body: lowerBlock(l, st.body) };
    case 'LetStmt':
      return {
        kind: 'let',
        range,
        local: st.name,
        value: lower(st.value),
        copy: keptAsCopy(l, st.value),
      };
    case 'RequireStmt':
      return { kind: 'require', range };
    case 'OweStmt': {
      const move = l.moveIndex.get(st.move.text);
      if (move === undefined) throw new CannotLower(`unknown move ${st.move.text}`, st.move);
      return { kind: 'owe', range, team: lower(st.team), move };
    }
    case 'EventStmt':
      return {
        kind: 'event',
        range,
        name: st.name.text,
        reason: st.reason === undefined ? undefined : lowerReason(l, st.reason, false),
      };
    case 'AgainStmt':
      return { kind: 'again', range };
    case 'SkipStmt':
      return { kind: 'skip', range };
    case 'ReverseStmt':
      return { kind: 'reverse', range };
    case 'NextTurnStmt':
      return { kind: 'next-turn', range, seat: lower(st.seat) };
    case 'RevealStmt': {
      const { zone, owner } = revealed(l, st);
      return { kind: 'reveal', range, zone, owner: owner === undefined ? undefined : lower(owner) };
    }
  }
}
