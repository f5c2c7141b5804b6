// Types every expression (SEMANTICS.md "Types") and resolves every name in it.

import type { Binary, Expression, Index, Member, Reference } from '../ast/ast';
import type { CardAttribute, Symbol } from '../model/model';
import { T, compatible, elementType, setOf, typeName, type Type } from '../model/types';
import { didYouMean } from '../references/suggest';
import { checkCollectionExpr } from './check-collections';
import { ownerAdvice, resolveReference, setBodyChecker, symbolType } from './check-names';
import type { CheckState, Ctx } from './state';

const CARD_ATTRIBUTES: Readonly<Record<CardAttribute, Type>> = {
  suit: T.suit,
  rank: T.rank,
  face: T.number,
  group: T.group,
  'suit-rank': T.number,
  wild: T.flag,
};
const SUIT_ATTRIBUTES: readonly CardAttribute[] = ['group', 'suit-rank'];

/** Types `e`, records the type, and reports mistakes; never throws. */
export function checkExpr(
  st: CheckState,
  e: Expression,
  ctx: Ctx,
  expected?: Type,
  allowPer = false,
): Type {
  const t = typeOf(st, e, ctx, expected, allowPer);
  st.types.set(e, t);
  return t;
}
setBodyChecker((st, e, ctx, expected) => checkExpr(st, e, ctx, expected));

/** Checks `e` and reports `type-mismatch` unless it has type `want`. */
export function expectType(
  st: CheckState,
  e: Expression,
  ctx: Ctx,
  want: Type,
  what: string,
): Type {
  const t = checkExpr(st, e, ctx, want);
  if (!compatible(t, want)) {
    st.sink.error('type-mismatch', e.range, `${what} must be ${article(want)}, not ${article(t)}`);
  }
  return t;
}

export function article(t: Type): string {
  const name = typeName(t);
  if (
    t.kind === 'symbol' ||
    t.kind === 'cards' ||
    t.kind === 'set' ||
    t.kind === 'list' ||
    t.kind === 'per'
  )
    return name;
  return /^[aeiou]/.test(name) ? `an ${name}` : `a ${name}`;
}

function typeOf(
  st: CheckState,
  e: Expression,
  ctx: Ctx,
  expected: Type | undefined,
  allowPer: boolean,
): Type {
  switch (e.kind) {
    case 'NumberLiteral':
      // `c.rank = 8`: a number written where a rank is wanted is that rank.
      if (expected?.kind === 'rank' && st.tables.deckSymbols.rank.has(String(e.value)))
        return T.rank;
      if (expected?.kind === 'rank') {
        st.sink.error('unknown-rank', e.range, `unknown rank '${e.value}'`);
        return T.unknown;
      }
      return T.number;
    case 'StringLiteral':
      return T.string;
    case 'Reference':
      return checkReference(st, e, ctx, expected, allowPer);
    case 'Member':
      return checkMember(st, e, ctx);
    case 'Index':
      return checkIndex(st, e, ctx);
    case 'Unary':
      if (e.op === 'not') expectType(st, e.operand, ctx, T.flag, "what follows 'not'");
      else expectType(st, e.operand, ctx, T.number, "what follows '-'");
      return e.op === 'not' ? T.flag : T.number;
    case 'Binary':
      return checkBinary(st, e, ctx);
    case 'Conditional': {
      expectType(st, e.condition, ctx, T.flag, "the condition after 'if'");
      const a = checkExpr(st, e.then, ctx, expected);
      const b = checkExpr(st, e.otherwise, ctx, a.kind === 'unknown' ? expected : a);
      if (!compatible(a, b)) {
        st.sink.error(
          'type-mismatch',
          e.otherwise.range,
          `both branches must have one type: 'then' gives ${article(a)}, 'else' ${article(b)}`,
        );
      }
      return a.kind === 'unknown' ? b : a;
    }
    default:
      return checkCollectionExpr(st, e, ctx, expected);
  }
}

function checkReference(
  st: CheckState,
  e: Reference,
  ctx: Ctx,
  expected: Type | undefined,
  allowPer: boolean,
): Type {
  const symbol = resolveReference(st, e, ctx, expected);
  if (symbol === undefined) return T.unknown;
  const t = symbolType(st, symbol);
  if (t.kind === 'per' && !allowPer) {
    st.sink.error(
      'wrong-owner-kind',
      e.range,
      `'${e.name.text}' belongs to each ${t.owner}: say whose`,
      ownerAdvice(e.name.text, t.owner, ctx),
    );
    return t.of;
  }
  return t;
}

function checkMember(st: CheckState, e: Member, ctx: Ctx): Type {
  const object = checkExpr(st, e.object, ctx);
  const name = e.member.text;
  if (object.kind === 'unknown') return T.unknown;
  if (object.kind === 'card' || object.kind === 'none') {
    if (Object.hasOwn(CARD_ATTRIBUTES, name)) {
      st.bind(e.member, { kind: 'attribute', name: name as CardAttribute });
      return CARD_ATTRIBUTES[name as CardAttribute];
    }
    const value = st.tables.valueSymbols.get(name);
    if (value !== undefined) {
      st.bind(e.member, value);
      return T.number;
    }
    const known = [...Object.keys(CARD_ATTRIBUTES), ...st.tables.valueSymbols.keys()];
    st.sink.error(
      'unknown-attribute',
      e.member.range,
      `a card has no '${name}'`,
      didYouMean(name, known) ?? `a card has ${known.join(', ')}`,
    );
    return T.unknown;
  }
  if (object.kind === 'suit') {
    if ((SUIT_ATTRIBUTES as readonly string[]).includes(name)) {
      st.bind(e.member, { kind: 'attribute', name: name as CardAttribute });
      return CARD_ATTRIBUTES[name as CardAttribute];
    }
    st.sink.error(
      'unknown-attribute',
      e.member.range,
      `a suit has no '${name}'`,
      didYouMean(name, SUIT_ATTRIBUTES) ?? 'a suit has group and suit-rank',
    );
    return T.unknown;
  }
  st.sink.error(
    'type-mismatch',
    e.object.range,
    `'.${name}' needs a card or a suit, not ${article(object)}`,
  );
  return T.unknown;
}

function ownerSymbol(st: CheckState, e: Expression): Symbol | undefined {
  return e.kind === 'Reference' ? st.symbols.get(e) : undefined;
}

function checkIndex(st: CheckState, e: Index, ctx: Ctx): Type {
  const object = checkExpr(st, e.object, ctx, undefined, true);
  const objectText = st.source(e.object.range);
  const indexText = st.source(e.index.range);
  if (object.kind === 'per') {
    const index = checkExpr(st, e.index, ctx, T[object.owner]);
    if (compatible(index, T[object.owner])) return object.of;
    if (object.owner === 'team' && index.kind === 'seat') {
      st.sink.error(
        'wrong-owner-kind',
        e.index.range,
        `'${objectText}' belongs to a team, and '${indexText}' is a seat`,
        `write ${objectText}[team of ${indexText}]`,
      );
    } else if (object.owner === 'seat' && index.kind === 'team') {
      st.sink.error(
        'wrong-owner-kind',
        e.index.range,
        `'${objectText}' belongs to each seat, and '${indexText}' is a team`,
        `write ${objectText} of seats of ${indexText}`,
      );
    } else {
      st.sink.error(
        'type-mismatch',
        e.index.range,
        `'${objectText}' is indexed by a ${object.owner}, not ${article(index)}`,
      );
    }
    return object.of;
  }
  if (object.kind === 'list') {
    expectType(st, e.index, ctx, T.number, 'a list position');
    return object.of;
  }
  checkExpr(st, e.index, ctx);
  if (object.kind === 'unknown') return T.unknown;
  const symbol = ownerSymbol(st, e.object);
  if (symbol?.kind === 'zone' || symbol?.kind === 'variable') {
    st.sink.error(
      'wrong-owner-kind',
      e.range,
      `'${objectText}' is shared: it belongs to no seat or team`,
      `write ${objectText}`,
    );
  } else {
    st.sink.error(
      'type-mismatch',
      e.range,
      `only a per-seat or per-team zone or variable takes [ ], not ${article(object)}`,
    );
  }
  return object;
}

/** `draw = sometimes`, `players = 3`: a value the option never takes. */
function checkOptionValue(st: CheckState, option: Expression, other: Expression): void {
  const symbol = ownerSymbol(st, option);
  if (symbol?.kind !== 'option' || other.kind !== 'NumberLiteral') return;
  const values = symbol.option.values;
  const ok =
    values.kind === 'range'
      ? other.value >= values.min && other.value <= values.max
      : values.choices.includes(other.value);
  if (!ok) {
    const can =
      values.kind === 'range'
        ? `from ${values.min} to ${values.max}`
        : values.choices.map((c) => `'${c}'`).join(' or ');
    st.sink.error(
      'bad-option-value',
      other.range,
      `option '${symbol.name}' is never ${other.value}: it is ${can}`,
    );
  }
}

function checkBinary(st: CheckState, e: Binary, ctx: Ctx): Type {
  switch (e.op) {
    case 'and':
    case 'or':
      expectType(st, e.left, ctx, T.flag, `each side of '${e.op}'`);
      expectType(st, e.right, ctx, T.flag, `each side of '${e.op}'`);
      return T.flag;
    case '+':
    case '-':
    case '*':
    case '/':
      expectType(st, e.left, ctx, T.number, `each side of '${e.op}'`);
      expectType(st, e.right, ctx, T.number, `each side of '${e.op}'`);
      return T.number;
    case '=':
    case '!=': {
      // Type the side that says more first, so `neptun = c.suit` is reported as a suit.
      const swap =
        e.left.kind === 'Reference' &&
        e.right.kind !== 'Reference' &&
        e.right.kind !== 'NumberLiteral';
      const [a, b] = swap ? [e.right, e.left] : [e.left, e.right];
      const ta = checkExpr(st, a, ctx);
      const tb = checkExpr(st, b, ctx, ta);
      if (!compatible(ta, tb)) {
        st.sink.error(
          'type-mismatch',
          e.range,
          `'${e.op}' compares two things of one kind, not ${article(e.left === a ? ta : tb)} and ${article(e.left === a ? tb : ta)}`,
        );
      }
      checkOptionValue(st, e.left, e.right);
      checkOptionValue(st, e.right, e.left);
      return T.flag;
    }
    case '<':
    case '<=':
    case '>':
    case '>=': {
      const ta = checkExpr(st, e.left, ctx);
      const want = ta.kind === 'rank' ? T.rank : T.number;
      if (!compatible(ta, want))
        st.sink.error(
          'type-mismatch',
          e.left.range,
          `'${e.op}' compares numbers or ranks, not ${article(ta)}`,
        );
      expectType(st, e.right, ctx, want, `the right side of '${e.op}'`);
      return T.flag;
    }
    case 'in': {
      // `c.rank in {8, king}`: the set takes its element type from the left.
      const leftFirst = e.right.kind === 'SetLiteral' ? checkExpr(st, e.left, ctx) : undefined;
      const tc = checkExpr(
        st,
        e.right,
        ctx,
        leftFirst === undefined ? undefined : setOf(leftFirst),
      );
      const element = elementType(tc);
      if (leftFirst !== undefined) {
        if (element !== undefined && !compatible(leftFirst, element)) {
          st.sink.error(
            'type-mismatch',
            e.left.range,
            `${article(leftFirst)} is never in ${typeName(tc)}`,
          );
        }
        return T.flag;
      }
      if (element === undefined) {
        st.sink.error(
          'type-mismatch',
          e.right.range,
          `'in' needs a collection on its right, not ${article(tc)}`,
        );
        checkExpr(st, e.left, ctx);
      } else {
        expectType(st, e.left, ctx, element, `what is looked for in ${typeName(tc)}`);
      }
      return T.flag;
    }
    case 'is':
      return checkIs(st, e, ctx);
  }
}

/** `x is N`: N is a suit, a group, a card kind, a card id, or `wild`. */
function checkIs(st: CheckState, e: Binary, ctx: Ctx): Type {
  const left = checkExpr(st, e.left, ctx);
  if (!compatible(left, T.card) && left.kind !== 'suit') {
    st.sink.error(
      'type-mismatch',
      e.left.range,
      `'is' asks about a card or a suit, not ${article(left)}`,
    );
  }
  const right = e.right;
  if (right.kind !== 'Reference') {
    checkExpr(st, right, ctx);
    st.sink.error(
      'type-mismatch',
      right.range,
      "after 'is' write a suit, a group, a card, a kind of card or 'wild'",
    );
    return T.flag;
  }
  const text = right.name.text;
  const deck = st.tables.deckSymbols;
  const symbol: Symbol | undefined =
    text === 'wild'
      ? { kind: 'builtin', name: 'wild', type: T.flag }
      : (deck.suit.get(text) ?? deck.group.get(text) ?? deck.kind.get(text) ?? deck.card.get(text));
  if (symbol === undefined) {
    const names = new Map<string, string>();
    for (const [kind, table] of [
      ['unknown-suit', deck.suit],
      ['unknown-name', deck.group],
      ['unknown-card', deck.kind],
      ['unknown-card', deck.card],
    ] as const) {
      for (const name of table.keys()) names.set(name, kind);
    }
    const suggestion = didYouMean(text, names.keys());
    const best = suggestion === undefined ? undefined : /'(.*)'/.exec(suggestion)?.[1];
    const code = best === undefined ? 'unknown-name' : (names.get(best) ?? 'unknown-name');
    const what =
      code === 'unknown-suit' ? 'suit' : code === 'unknown-card' ? 'card' : 'suit, group or card';
    st.sink.error(code, right.range, `unknown ${what} '${text}'`, suggestion);
    st.types.set(right, T.unknown);
    return T.flag;
  }
  st.bind(right, symbol);
  st.types.set(right, symbol.kind === 'builtin' ? T.flag : symbolType(st, symbol));
  if (left.kind === 'suit' && symbol.kind !== 'suit' && symbol.kind !== 'group') {
    st.sink.error(
      'type-mismatch',
      right.range,
      `a suit is a suit or in a group; '${text}' is neither`,
    );
  }
  return T.flag;
}
