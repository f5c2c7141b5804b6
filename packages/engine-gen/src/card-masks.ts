// Bag masks of the cards a card-only test accepts, made once when the engine loads. An aggregate
// over a bag whose test reads nothing but the card (`any(c in area[s] where c is red)`) is
// then a few word operations instead of a walk of the bag's cards; a move's requirement that
// reads only two of its cards (`target.face <= card.face`) is a mask per first card, so listing
// the second walks only the cards that pass.

import type { Expression, Name } from '@orrery/rules-lang';
import { cardOnly, isStatic, paramsOnly, valueTable } from './card-only';
import { expr, print, type Place } from './compile-expr';
import type { GenContext } from './context';
import type { CardMask, CardValues, Local } from './ir/expr';
import type { Declaration } from './module';

/** The name of the bag mask of an IR mask (ir/passes/card-masks.ts), made once. */
export function maskName(place: Place, mask: CardMask): string {
  const { ctx } = place;
  const tests = withBinding(ctx, [[mask.local, 'c']], () =>
    mask.tests.map((t) => print({ ctx, seat: undefined, team: undefined }, t)),
  );
  const test =
    mask.when === 'all'
      ? tests.map((t) => `(${t})`).join(' && ')
      : tests.length === 1
        ? `!(${tests[0]})`
        : `(${tests[0]}) && !(${tests[1]})`;
  const text = `bagWhere(Uint8Array.from(DECK.ids, (_, c) => (${test} ? 1 : 0)), ${ctx.bagWords})`;
  return named(ctx, text, 'CARDS');
}

/** The name of the table of an IR card values (ir/passes/card-masks.ts), made once. */
export function valuesName(place: Place, values: CardValues): string {
  if (values.of === 'value') return valueTable(values.value);
  const { ctx } = place;
  const value = withBinding(ctx, [[values.local, 'c']], () =>
    print({ ctx, seat: undefined, team: undefined }, values.body),
  );
  return named(ctx, `DECK.ids.map((_, c) => ${value})`, 'VALUES');
}

/**
 * The name of a bag mask (one owner's words) of the cards `c` for which `build` of the compiled
 * `tests` holds, each test about the card `variable`; undefined unless every test reads nothing
 * but that card. The same mask asked twice is made once.
 */
export function cardMask(
  ctx: GenContext,
  variable: Name,
  tests: readonly Expression[],
  build: (compiled: readonly string[]) => string,
): string | undefined {
  if (ctx.bags.size === 0 || !tests.every((t) => cardOnly(ctx, t, variable))) return undefined;
  const test = build(withBinding(ctx, [[variable, 'c']], () => tests.map((t) => compile(ctx, t))));
  const text = `bagWhere(Uint8Array.from(DECK.ids, (_, c) => (${test} ? 1 : 0)), ${ctx.bagWords})`;
  return named(ctx, text, 'CARDS');
}

/**
 * The name of a table of bag masks, one for each card `a` (its words from `a * bagWords`), of the
 * cards `b` that pass `where` (about `b` alone, may be undefined) and every test of `tests`
 * (about `a` and `b`); undefined unless they read nothing but those two cards.
 */
export function pairMask(
  ctx: GenContext,
  first: Name,
  second: Name,
  where: Expression | undefined,
  tests: readonly Expression[],
): string | undefined {
  if (ctx.bags.size === 0 || tests.length === 0) return undefined;
  if (where !== undefined && !cardOnly(ctx, where, second)) return undefined;
  if (!tests.every((t) => paramsOnly(ctx, t, [first, second]))) return undefined;
  const all = where === undefined ? tests : [where, ...tests];
  const compiled = withBinding(
    ctx,
    [
      [first, 'a'],
      [second, 'b'],
    ],
    () => all.map((t) => compile(ctx, t)),
  );
  const W = ctx.bagWords;
  const text =
    `pairTable(DECK.ids.length, ${W}, (a, b) => ` +
    `${compiled.map((t) => `(${t})`).join(' && ')})`;
  return named(ctx, text, 'PAIRS');
}

/**
 * The name of a table of `body` for each card (by card index), when `body` reads nothing but the
 * card `variable`: a card's value that depends on the card alone (`c.points`) is its table of
 * values, anything else a table made when the engine loads (`VALUES_2`). Undefined otherwise.
 */
export function cardValues(ctx: GenContext, variable: Name, body: Expression): string | undefined {
  if (ctx.bags.size === 0) return undefined;
  if (body.kind === 'Member' && body.object.kind === 'Reference') {
    const of = ctx.game.symbolOf(body.object);
    const sym = ctx.game.symbolOf(body.member);
    if (of.kind === 'local' && of.declaration === variable && sym.kind === 'value') {
      return isStatic(ctx, sym.value.body) ? valueTable(sym.name) : undefined;
    }
  }
  if (!cardOnly(ctx, body, variable)) return undefined;
  const value = withBinding(ctx, [[variable, 'c']], () => compile(ctx, body));
  return named(ctx, `DECK.ids.map((_, c) => ${value})`, 'VALUES');
}

/**
 * Every mask asked for so far, a declaration each: bag masks of the cards card-only tests accept,
 * and tables of card-only values (see card-masks.ts in engine-gen).
 */
export function emitCardMasks(ctx: GenContext): Declaration[] {
  return [...ctx.cardMasks].map(([text, name]) => ({ name, text: `const ${name} = ${text};` }));
}

function compile(ctx: GenContext, e: Expression): string {
  return expr({ ctx, seat: undefined, team: undefined }, e);
}

function named(ctx: GenContext, text: string, prefix: string): string {
  let name = ctx.cardMasks.get(text);
  if (name === undefined) {
    name = `${prefix}_${ctx.cardMasks.size}${prefix === 'VALUES' ? '' : '_BITS'}`;
    ctx.cardMasks.set(text, name);
  }
  return name;
}

/** Runs `f` with the names bound to the given locals, then puts the old bindings back. */
function withBinding<T>(ctx: GenContext, binds: readonly [Local, string][], f: () => T): T {
  const old = binds.map(([name]) => [name, ctx.locals.get(name)] as const);
  for (const [name, local] of binds) ctx.locals.set(name, local);
  try {
    return f();
  } finally {
    for (const [name, local] of old) {
      if (local === undefined) ctx.locals.delete(name);
      else ctx.locals.set(name, local);
    }
  }
}
