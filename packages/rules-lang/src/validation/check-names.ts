// Resolving a bare name in its context: the expected type picks among equal names (a suit and a
// rank both called `moon`), unknown names get a code of the expected kind and a suggestion.

import type { Expression, Reference } from '../ast/ast';
import type { ResolvedDefine, Symbol } from '../model/model';
import { T, compatible, typeName, type Type } from '../model/types';
import { candidates, visibleNames } from '../references/scopes';
import { didYouMean } from '../references/suggest';
import type { CheckState, Ctx } from './state';

export type ExprChecker = (st: CheckState, e: Expression, ctx: Ctx, expected?: Type) => Type;

/** Set by check-expressions.ts; breaks the import cycle define → body → define. */
let checkBody: ExprChecker | undefined;
export function setBodyChecker(f: ExprChecker): void {
  checkBody = f;
}

export function defineType(st: CheckState, define: ResolvedDefine): Type {
  const known = st.defineTypes.get(define);
  if (known === 'checking') {
    st.sink.error(
      'cyclic-definition',
      define.decl.name.range,
      `'${define.name}' is defined in terms of itself`,
    );
    st.defineTypes.set(define, T.unknown);
    return T.unknown;
  }
  if (known !== undefined) return known;
  st.defineTypes.set(define, 'checking');
  const phase =
    define.phase === undefined ? undefined : st.tables.phases.find((p) => p.name === define.phase);
  const ctx = st.ctx(
    phase === undefined ? `definition '${define.name}'` : `definition '${define.name}'`,
    phase === undefined ? {} : { phase, seat: true, team: true },
  );
  const t = checkBody === undefined ? T.unknown : checkBody(st, define.body, ctx);
  if (st.defineTypes.get(define) === 'checking') st.defineTypes.set(define, t);
  return st.defineTypes.get(define) as Type;
}

export function symbolType(st: CheckState, s: Symbol): Type {
  switch (s.kind) {
    case 'option':
      return s.option.type;
    case 'option-value':
      return s.option.type;
    case 'variable':
      return s.variable.owner === 'shared'
        ? s.variable.type
        : { kind: 'per', owner: s.variable.owner, of: s.variable.type };
    case 'define':
      return defineType(st, s.define);
    case 'value':
      return T.number;
    case 'attribute':
      return T.unknown;
    case 'zone': {
      const cards: Type = { kind: 'cards', zone: s.name };
      return s.zone.owner === 'shared' ? cards : { kind: 'per', owner: s.zone.owner, of: cards };
    }
    case 'suit':
      return T.suit;
    case 'rank':
      return T.rank;
    case 'group':
      return T.group;
    case 'card':
      return T.card;
    case 'card-kind':
      return T.cards;
    case 'local':
      return s.type;
    case 'builtin':
      return s.type;
    case 'move':
    case 'phase':
      return T.unknown;
  }
}

function unknownCode(expected: Type | undefined): { code: string; what: string } {
  switch (expected?.kind) {
    case 'suit':
      return { code: 'unknown-suit', what: 'suit' };
    case 'rank':
      return { code: 'unknown-rank', what: 'rank' };
    case 'card':
      return { code: 'unknown-card', what: 'card' };
    case 'cards':
      return { code: 'unknown-zone', what: 'zone' };
    default:
      return { code: 'unknown-name', what: 'name' };
  }
}

function namesOfKind(st: CheckState, expected: Type | undefined): string[] | undefined {
  const deck = st.tables.deckSymbols;
  switch (expected?.kind) {
    case 'suit':
      return [...deck.suit.keys()];
    case 'rank':
      return [...deck.rank.keys()];
    case 'card':
      return [...deck.card.keys(), ...deck.kind.keys()];
    case 'cards':
      return st.tables.zones.map((z) => z.name);
    default:
      return undefined;
  }
}

/** Resolves `ref` and records it; returns its symbol, or undefined after reporting it. */
export function resolveReference(
  st: CheckState,
  ref: Reference,
  ctx: Ctx,
  expected: Type | undefined,
): Symbol | undefined {
  const text = ref.name.text;
  const found = candidates(text, ctx.scope, ctx.phase, st.tables);
  const option =
    expected?.kind === 'symbol'
      ? st.tables.options.find((o) => o.name === expected.option)
      : undefined;
  if (
    option !== undefined &&
    option.values.kind === 'choices' &&
    option.values.choices.includes(text)
  ) {
    found.push({ kind: 'option-value', name: text, option });
  }
  const fits =
    expected === undefined ? undefined : found.find((s) => compatible(symbolType(st, s), expected));
  const chosen = fits ?? found[0];
  if (
    option !== undefined &&
    option.values.kind === 'choices' &&
    (chosen === undefined || chosen.kind !== 'option-value')
  ) {
    if (chosen === undefined || !compatible(symbolType(st, chosen), expected ?? T.unknown)) {
      const values = option.values.choices.map(String);
      st.sink.error(
        'bad-option-value',
        ref.range,
        `option '${option.name}' is never '${text}': it is ${values.map((v) => `'${v}'`).join(' or ')}`,
        didYouMean(text, values),
      );
      return undefined;
    }
  }
  if (chosen === undefined) {
    const retired = Object.hasOwn(RETIRED, text) ? RETIRED[text] : undefined;
    if (retired !== undefined) {
      st.sink.error('removed-built-in', ref.name.range, retired.message, retired.suggestion);
      return undefined;
    }
    const { code, what } = unknownCode(expected);
    const pool = namesOfKind(st, expected) ?? visibleNames(ctx.scope, ctx.phase, st.tables);
    st.sink.error(
      code,
      ref.name.range,
      `unknown ${what} '${text}'`,
      didYouMean(text, pool) ?? didYouMean(text, visibleNames(ctx.scope, ctx.phase, st.tables)),
    );
    return undefined;
  }
  st.bind(ref, chosen);
  if (chosen.kind === 'builtin') checkBuiltinHere(st, ref, chosen.name, ctx);
  return chosen;
}

/**
 * Built-in names the language no longer has, with what to write instead: a file written for an
 * older Orrery is told how to say the same thing, not only that the name is unknown.
 */
const RETIRED: Readonly<Record<string, { message: string; suggestion: string }>> = {
  'last-trick-team': {
    message:
      "'last-trick-team' is no longer built in: a rules file keeps whatever it needs of the tricks itself, with an 'at trick end' hook in its trick phase",
    suggestion:
      "declare 'var last-taker: team', add 'at trick end { set last-taker = team of winner }' to the trick phase, and read 'last-taker'",
  },
};

function checkBuiltinHere(st: CheckState, ref: Reference, name: string, ctx: Ctx): void {
  if (name === 'winner' && !ctx.winner) {
    st.sink.error(
      'no-winner-here',
      ref.range,
      `'winner' is the seat that took a trick, known only in a trick phase's 'at trick end', not in ${ctx.place}`,
      "keep what you need in a variable: 'at trick end { set last-taker = team of winner }'",
    );
  }
  if ((name === 'seat' || name === 'opponents' || name === 'partners') && !ctx.seat) {
    st.sink.error(
      'no-seat-here',
      ref.range,
      `'${name}' needs a seat that is acting, and none is acting in ${ctx.place}`,
      ctx.scoring ? "loop over the seats: 'for s in all seats { ... }'" : undefined,
    );
  }
  if (name === 'team' && !ctx.team) {
    st.sink.error(
      'no-seat-here',
      ref.range,
      `'team' needs a seat that is acting, and none is acting in ${ctx.place}`,
      ctx.scoring ? "loop over the teams: 'for t in teams { ... }'" : undefined,
    );
  }
}

/** `pile belongs to a team: write pile[team of s]`-style advice for a bare per-owner name. */
export function ownerAdvice(name: string, owner: 'seat' | 'team', ctx: Ctx): string {
  const who = owner === 'seat' ? (ctx.seat ? 'seat' : 's') : ctx.team ? 'team' : 't';
  return `write ${name}[${who}]`;
}

export function describe(t: Type): string {
  return typeName(t);
}
