// Bag masks of the cards a card-only test accepts, made once when the engine loads. An aggregate
// over a bag whose test reads nothing but the card (`any(c in area[s] where c is red)`) is
// then a few word operations instead of a walk of the bag's cards; a move's requirement that
// reads only two of its cards (`target.face <= card.face`) is a mask per first card, so listing
// the second walks only the cards that pass.

import { valueTable } from './value-tables';
import { print, type Place } from './compile-expr';
import type { GenContext } from './context';
import type { CardMask, CardValues, Local } from './ir/expr';
import type { PairMask } from './ir/passes/pair-masks';
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
 * The name of a table of bag masks, one for each card `a` (its words from `a * bagWords`), of the
 * cards `b` that pass the second card's `where` (when it is in the mask) and every test of the
 * pair mask (ir/passes/pair-masks.ts), made once.
 */
export function pairMaskName(ctx: GenContext, mask: PairMask): string {
  const all = mask.where === undefined ? mask.tests : [mask.where, ...mask.tests];
  const compiled = withBinding(
    ctx,
    [
      [mask.firstLocal, 'a'],
      [mask.secondLocal, 'b'],
    ],
    () => all.map((t) => print({ ctx, seat: undefined, team: undefined }, t)),
  );
  const W = ctx.bagWords;
  const text =
    `pairTable(DECK.ids.length, ${W}, (a, b) => ` +
    `${compiled.map((t) => `(${t})`).join(' && ')})`;
  return named(ctx, text, 'PAIRS');
}

/**
 * Every mask asked for so far, a declaration each: bag masks of the cards card-only tests accept,
 * and tables of card-only values (see card-masks.ts in engine-gen).
 */
export function emitCardMasks(ctx: GenContext): Declaration[] {
  return constants(ctx.cardMasks);
}

/** A `const` declaration for each entry of `named`: its TypeScript → its name. */
function constants(named: ReadonlyMap<string, string>): Declaration[] {
  return [...named].map(([text, name]) => ({ name, text: `const ${name} = ${text};` }));
}

/**
 * Word `w` of the bag mask named `mask`, where the word is known when compiling (a shape whose
 * deck fits one word, or a test written out word by word): a constant of its own, read from the
 * mask once as the engine loads. A typed array's element is a load behind a check of the array
 * at every read, and a listing reads its masks at every move; a constant is one load (about 2%
 * of a whole hand of random play with a one-word deck, counted in instructions).
 */
export function maskWord(ctx: GenContext, mask: string, w: number): string {
  const text = `${mask}[${w}]!`;
  let name = ctx.maskWords.get(text);
  if (name === undefined) {
    name = `${mask}_${w}`;
    ctx.maskWords.set(text, name);
  }
  return name;
}

/**
 * The constants `maskWord` asked for, a declaration each. They come after every mask and
 * table they read (the engine's module declares them last before the engine), and nothing runs
 * a kernel while the module loads.
 */
export function emitMaskWords(ctx: GenContext): Declaration[] {
  return constants(ctx.maskWords);
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
