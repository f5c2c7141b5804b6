// TypeScript snippets for bag zones (bitsets, see ../bags.ts), so every emitter writes a card's
// bit the same way.

import type { GenContext } from '../context';

/**
 * Sets, clears or tests card `card`'s bit of owner `owner` in the bag `ref`: the card is bit
 * `card & 31` of word `owner * words + (card >> 5)`. Written for a shape whose deck fits one
 * word, every card is in its owner's first.
 */
export function bagBit(
  ctx: GenContext,
  ref: string,
  owner: string,
  card: string,
  op: 'set' | 'clear' | 'test',
): string {
  const within = ctx.shape?.words === 1 ? '' : ` + (${card} >> 5)`;
  const word = `${ref}[(${owner}) * ${ctx.bagWords}${within}]!`;
  switch (op) {
    case 'set':
      return `${word} |= 1 << (${card} & 31)`;
    case 'clear':
      return `${word} &= ~(1 << (${card} & 31))`;
    case 'test':
      return `(${word} & (1 << (${card} & 31))) !== 0`;
  }
}

/** The words of a bag owner as local constants `${name}0`, `${name}1`, ...: one line. */
export function bagWordsOf(ctx: GenContext, name: string, ref: string, owner: string): string {
  const words = Array.from(
    { length: ctx.bagWords },
    (_, w) => `${name}${w} = ${ref}[${owner} * ${ctx.bagWords} + ${w}]!`,
  );
  return `const ${words.join(', ')};`;
}

/**
 * Lists the cards of a mask held as locals `${mask}0`..: each card's move code
 * `${play} + 64 * card` goes to `out[n++]`, in deck order. One block (so it may follow an `if`),
 * its lines indented by `indent`. Written out, not called: a shared function measured 2.5% slower.
 */
export function listMask(ctx: GenContext, mask: string, play: string, indent: string): string {
  const loops = Array.from(
    { length: ctx.bagWords },
    (_, w) =>
      `${indent}  for (let m = ${mask}${w}; m !== 0; m &= m - 1) out[n++] = ${play} + 64 * (${w * 32 + 31} - Math.clz32(m & -m));`,
  );
  return ['{', ...loops, `${indent}}`].join('\n');
}
