// Sets, filtered sets, aggregates and the zone and seat expressions.

import type { Aggregate, Expression, SetBuilder } from '../ast/ast';
import { T, compatible, elementType, listOf, setOf, typeName, type Type } from '../model/types';
import { didYouMean } from '../references/suggest';
import { article, checkExpr, expectType } from './check-expressions';
import { withScope, type CheckState, type Ctx } from './state';
import type { LocalBinder } from '../model/model';
import type { Name } from '../ast/ast';

/** Binds a card or loop variable in `ctx`'s scope. */
export function bindLocal(
  st: CheckState,
  ctx: Ctx,
  name: Name,
  binder: LocalBinder,
  type: Type,
): void {
  const symbol = { kind: 'local', name: name.text, binder, declaration: name, type } as const;
  ctx.scope.declare(name, symbol, st.sink);
  st.bind(name, symbol);
}

/** The element type of a collection expression, reporting it when `e` is not one. */
export function iterate(st: CheckState, e: Expression, ctx: Ctx, what: string): Type {
  const t = checkExpr(st, e, ctx);
  const element = elementType(t);
  if (element === undefined) {
    st.sink.error(
      'type-mismatch',
      e.range,
      `${what} must be a collection (a zone, a set, 'suits', 'teams', ...), not ${article(t)}`,
    );
    return T.unknown;
  }
  return element;
}

export function checkCollectionExpr(
  st: CheckState,
  e: Expression,
  ctx: Ctx,
  expected: Type | undefined,
): Type {
  switch (e.kind) {
    case 'SetLiteral': {
      const wanted = expected === undefined ? undefined : elementType(expected);
      let element: Type | undefined =
        wanted !== undefined && wanted.kind !== 'unknown' ? wanted : undefined;
      for (const item of e.elements) {
        const t = checkExpr(st, item, ctx, element);
        if (element === undefined || element.kind === 'unknown') element = t;
        else if (!compatible(element, t)) {
          st.sink.error(
            'type-mismatch',
            item.range,
            `a set holds one kind of thing: ${article(t)} among ${typeName(element)}s`,
          );
        }
      }
      return setOf(element ?? T.unknown);
    }
    case 'SetBuilder':
      return checkSetBuilder(st, e, ctx);
    case 'Aggregate':
      return checkAggregate(st, e, ctx);
    case 'TopOf': {
      const t = checkExpr(st, e.zone, ctx, T.cards);
      if (t.kind !== 'cards' && t.kind !== 'unknown') {
        st.sink.error('type-mismatch', e.zone.range, `'top of' needs a zone, not ${article(t)}`);
      }
      return T.card;
    }
    case 'ZoneUnion': {
      const zone = st.tables.zones.find((z) => z.name === e.zone.text);
      const seats = checkExpr(st, e.seats, ctx, setOf(T.seat));
      if (!compatible(seats, setOf(T.seat)) && !compatible(seats, T.seat)) {
        st.sink.error(
          'type-mismatch',
          e.seats.range,
          `'${e.zone.text} of' needs seats, not ${article(seats)}`,
        );
      }
      if (zone === undefined) {
        st.sink.error(
          'unknown-zone',
          e.zone.range,
          `unknown zone '${e.zone.text}'`,
          didYouMean(
            e.zone.text,
            st.tables.zones.map((z) => z.name),
          ),
        );
        return T.cards;
      }
      st.bind(e.zone, { kind: 'zone', name: zone.name, zone });
      if (zone.owner !== 'seat') {
        const advice =
          zone.owner === 'team'
            ? `write ${zone.name}[team of s] for one seat's team`
            : `write ${zone.name}`;
        st.sink.error(
          'wrong-owner-kind',
          e.zone.range,
          `'${zone.name} of ...' joins a per-seat zone over seats, but '${zone.name}' is ${zone.owner === 'team' ? 'per team' : 'shared'}`,
          advice,
        );
      }
      return T.cards;
    }
    case 'SeatsOf':
      expectType(st, e.team, ctx, T.team, "what follows 'seats of'");
      return setOf(T.seat);
    case 'TeamOf':
      expectType(st, e.seat, ctx, T.seat, "what follows 'team of'");
      return T.team;
    case 'SeatBeside':
      expectType(st, e.seat, ctx, T.seat, `what follows '${e.side} of'`);
      return T.seat;
    case 'SeatsFrom':
      // In turn order from that seat: a list, whose order `first` and `for` keep.
      expectType(st, e.seat, ctx, T.seat, "what follows 'all seats from'");
      return listOf(T.seat);
    case 'TricksOf':
      expectType(st, e.team, ctx, T.team, "what 'tricks( )' counts for");
      return T.number;
    case 'CardsTest': {
      const element = iterate(st, e.cards, ctx, `what '${e.test}( )' tests`);
      if (element.kind !== 'card' && element.kind !== 'unknown') {
        st.sink.error(
          'type-mismatch',
          e.cards.range,
          `'${e.test}( )' tests cards, not ${typeName(element)}s`,
        );
      }
      return T.flag;
    }
    case 'RangeExpr':
      expectType(st, e.from, ctx, T.number, 'the start of a range');
      expectType(st, e.to, ctx, T.number, 'the end of a range');
      return T.range;
    default:
      return T.unknown;
  }
}

function checkSetBuilder(st: CheckState, e: SetBuilder, ctx: Ctx): Type {
  const collection = checkExpr(st, e.collection, ctx);
  const element = elementType(collection);
  if (element === undefined) {
    st.sink.error(
      'type-mismatch',
      e.collection.range,
      `'{${e.variable.text} in ...}' needs a collection, not ${article(collection)}`,
    );
  }
  const inner = withScope(ctx);
  bindLocal(st, inner, e.variable, 'set-builder', element ?? T.unknown);
  expectType(st, e.where, inner, T.flag, "a 'where'");
  if (element === undefined) return T.unknown;
  return collection.kind === 'cards' || element.kind === 'card' ? T.cards : setOf(element);
}

/**
 * `first(x in C where P)`: the first element of C meeting P, or none; so an element that can be
 * none (a card, suit, rank, seat or team), and no value after ':'.
 */
function checkFirst(st: CheckState, e: Aggregate, ctx: Ctx): Type {
  if (e.variable === undefined) return T.unknown;
  const element = iterate(st, e.collection, ctx, "what 'first' runs over");
  if (element.kind === 'number' || element.kind === 'flag') {
    st.sink.error(
      'type-mismatch',
      e.collection.range,
      `'first' picks a card, suit, rank, seat or team, which may be none when nothing is found, not ${article(element)}`,
      "count them with 'count', or take the least or greatest with 'min' or 'max'",
    );
  }
  const inner = withScope(ctx);
  bindLocal(st, inner, e.variable, 'aggregate', element);
  if (e.where !== undefined) expectType(st, e.where, inner, T.flag, "a 'where'");
  if (e.body !== undefined) {
    st.sink.error(
      'invalid-call',
      e.body.range,
      `'first' gives the element itself, so it takes nothing after ':'`,
      `write first(${e.variable.text} in ... where CONDITION)`,
    );
  }
  return element.kind === 'number' || element.kind === 'flag' ? T.unknown : element;
}

function checkAggregate(st: CheckState, e: Aggregate, ctx: Ctx): Type {
  if (e.op === 'first') return checkFirst(st, e, ctx);
  const result = e.op === 'any' || e.op === 'all' || e.op === 'sum-groups' ? T.flag : T.number;
  if (e.variable === undefined) {
    const t = checkExpr(st, e.collection, ctx);
    const element = elementType(t);
    if (element === undefined)
      st.sink.error(
        'type-mismatch',
        e.collection.range,
        `'${e.op}' needs a collection, not ${article(t)}`,
      );
    else if (
      (e.op === 'sum' || e.op === 'max' || e.op === 'min') &&
      !compatible(element, T.number)
    ) {
      st.sink.error(
        'type-mismatch',
        e.collection.range,
        `'${e.op}' adds up numbers, not ${typeName(element)}s`,
      );
    } else if ((e.op === 'any' || e.op === 'all') && !compatible(element, T.flag)) {
      st.sink.error(
        'type-mismatch',
        e.collection.range,
        `'${e.op}' needs flags, not ${typeName(element)}s`,
      );
    }
    return result;
  }
  const element = iterate(st, e.collection, ctx, `what '${e.op}' runs over`);
  if (e.op === 'deadwood' && element.kind !== 'card' && element.kind !== 'unknown')
    st.sink.error(
      'type-mismatch',
      e.collection.range,
      `'deadwood' lays out cards as melds, not ${typeName(element)}s`,
    );
  // The sum each group makes is read outside the aggregate's variable.
  if (e.target !== undefined) expectType(st, e.target, ctx, T.number, 'the sum of each group');
  const inner = withScope(ctx);
  bindLocal(st, inner, e.variable, 'aggregate', element);
  if (e.where !== undefined) expectType(st, e.where, inner, T.flag, "a 'where'");
  if (e.body !== undefined) {
    const want = e.op === 'any' || e.op === 'all' || e.op === 'count' ? T.flag : T.number;
    expectType(
      st,
      e.body,
      inner,
      want,
      `what '${e.op}' ${want.kind === 'flag' ? 'tests' : 'adds up'}`,
    );
  } else if (
    (e.op === 'sum' || e.op === 'max' || e.op === 'min' || e.op === 'sum-groups') &&
    !compatible(element, T.number)
  ) {
    st.sink.error(
      'type-mismatch',
      e.range,
      `'${e.op}' over ${typeName(element)}s needs ': <number>' after them`,
    );
  }
  return result;
}
