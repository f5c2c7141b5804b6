// The trick listing's parts for a hand kept as a bag (see ../bags.ts): each rule of the `lead` and
// `follow` clauses is a mask of the hand, and the cards of the mask that applies are listed in
// deck order. The same rules over a list are in tricks.ts; bag-engines.test.ts plays both.

import type { GenContext } from '../context';
import type { TrickIr } from '../ir/tricks';
import { bagWordsOf, listMask } from './bag-code';

export interface BagListing {
  readonly rules: TrickIr;
  /** TypeScript for the hands' bag and for the trick. */
  readonly hand: string;
  readonly trick: string;
}

/**
 * The parts of `trickCards` that differ between a bag and a list (tricks.ts assembles them): how
 * the hand is read, the lead's lines, the listing of any card, and the follow steps' lines.
 */
export interface ListingParts {
  readonly hand: readonly string[];
  readonly lead: readonly string[];
  readonly any: string;
  readonly follow: readonly string[];
}

export function bagListingParts(ctx: GenContext, b: BagListing): ListingParts {
  const t = b.rules;
  const W = ctx.bagWords;
  const words = (f: (w: number) => string, join = ' | ') =>
    Array.from({ length: W }, (_, w) => f(w)).join(join);
  const steps = t.follow.steps;
  const wildFree = t.follow.wildExempt;
  const all = (indent: string) => listMask(ctx, 'h', 'play', indent);
  const lead =
    t.lead === undefined
      ? [`    ${all('    ')}`]
      : [
          `    // ${ctx.where(t.lead.range)}: ${t.lead.suits.join(', ')} may not be led until broken`,
          `    const closed = ${t.lead.mask} & ~s.broken;`,
          '    const suits = DECK.suitBits;',
          `    let ${words((w) => `x${w} = 0`, ', ')};`,
          '    for (let b = closed; b !== 0; b &= b - 1) {',
          '      const suit = 31 - Math.clz32(b & -b);',
          ...Array.from(
            { length: W },
            (_, w) => `      x${w} |= suits[(suit + 1) * ${W} + ${w}]!;`,
          ),
          '    }',
          `    const ${words((w) => `o${w} = h${w} & ~x${w}`, ', ')};`,
          `    if ((${words((w) => `o${w}`)}) !== 0) ${listMask(ctx, 'o', 'play', '    ')}`,
          t.lead.unlessOnly ? `    else ${all('    ')}` : '',
        ];
  const follow = steps.flatMap((step) => {
    if (step === 'any') return [`  ${all('  ')}`, '  return n;'];
    const attr = step === 'suit' ? 'cardSuit' : 'cardGroup';
    const table = step === 'suit' ? 'suits' : 'groups';
    const of = (w: number) => `${table}[(led${step} + 1) * ${W} + ${w}]!`;
    return [
      `  // ${step === 'suit' ? 'Follow the led suit' : "Else a card of the led suit's group"} if able ${ctx.where(t.follow.range)}`,
      `  const led${step} = ${attr}(DECK, s.led);`,
      `  if (led${step} >= 0) {`,
      `    const ${table} = DECK.${step}Bits;`,
      ...(wildFree ? ['    const wild = DECK.wildBits;'] : []),
      wildFree
        ? // Wild cards may always be played, but a hand of wild cards alone does not follow.
          `    const ${words((w) => `f${w} = h${w} & (${of(w)} | wild[${w}]!)`, ', ')};`
        : `    const ${words((w) => `f${w} = h${w} & ${of(w)}`, ', ')};`,
      wildFree
        ? `    if ((${words((w) => `(h${w} & ${of(w)} & ~wild[${w}]!)`)}) !== 0) {`
        : `    if ((${words((w) => `f${w}`)}) !== 0) {`,
      `      ${listMask(ctx, 'f', 'play', '      ')}`,
      '      return n;',
      '    }',
      '  }',
    ];
  });
  return {
    hand: [`  ${bagWordsOf(ctx, 'h', b.hand, 's.seat')}`],
    lead,
    any: `    ${all('    ')}`,
    follow,
  };
}
