/**
 * Bitset zones ("bags") of generated engines: one bit a card, `words` 32-bit words an owner.
 * Card `c` of owner `o` is bit `c & 31` of word `o * words + (c >> 5)`. A bag has no order:
 * its cards come out in deck order.
 */

/** The cards of owner `owner` in `bits`, in deck order: a new array. */
export function bagCards(bits: Int32Array, owner: number, words: number): number[] {
  const out: number[] = [];
  for (let w = 0; w < words; w++) {
    for (let m = bits[owner * words + w]!; m !== 0; m &= m - 1) {
      out.push(w * 32 + 31 - Math.clz32(m & -m));
    }
  }
  return out;
}

/** Every owner's cards, in deck order: `bits` holds `bits.length / words` owners. */
export function bagLists(bits: Int32Array, words: number): number[][] {
  const out: number[][] = [];
  for (let o = 0; o < bits.length / words; o++) out.push(bagCards(bits, o, words));
  return out;
}

/** A bag of one owner per list: `lists[o]` becomes owner `o`'s cards. */
export function bagOfLists(lists: readonly (readonly number[])[], words: number): Int32Array {
  const bits = new Int32Array(lists.length * words);
  lists.forEach((cards, o) => {
    for (const c of cards) bits[o * words + (c >> 5)]! |= 1 << (c & 31);
  });
  return bits;
}

/**
 * A mask table: for each value `v` of `valueOf` (from -1 up), the cards below `cards` that have
 * it, as `words` words at `(v + 1) * words`. Generated listings mask a hand against it, as in
 * "the cards of the led suit".
 */
export function bagTable(
  cards: number,
  words: number,
  values: number,
  valueOf: (c: number) => number,
): Int32Array {
  const table = new Int32Array((values + 1) * words);
  for (let c = 0; c < cards; c++) {
    const v = valueOf(c);
    if (v >= -1 && v < values) table[(v + 1) * words + (c >> 5)]! |= 1 << (c & 31);
  }
  return table;
}

/** How many cards owner `owner` holds in `bits`. */
export function bagCount(bits: Int32Array, owner: number, words: number): number {
  let n = 0;
  for (let w = 0; w < words; w++) n += bitCount(bits[owner * words + w]!);
  return n;
}

/** The set bits of a 32-bit word, counted without a loop (the classic SWAR sum). */
export function bitCount(word: number): number {
  const two = word - ((word >>> 1) & 0x55555555);
  const four = (two & 0x33333333) + ((two >>> 2) & 0x33333333);
  return Math.imul((four + (four >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** The cards of several owners, owner by owner in the order given, each in deck order. */
export function bagUnion(bits: Int32Array, owners: readonly number[], words: number): number[] {
  const out: number[] = [];
  for (const o of owners) for (const c of bagCards(bits, o, words)) out.push(c);
  return out;
}

/**
 * The cards of owner `owner` in `bits` that are also in `mask` (its words from `at`): how many.
 * With a table of bagTable's, "how many Hearts it took".
 */
export function bagCountIn(
  bits: Int32Array,
  owner: number,
  words: number,
  mask: Int32Array,
  at: number,
): number {
  let n = 0;
  for (let w = 0; w < words; w++) n += bitCount(bits[owner * words + w]! & mask[at + w]!);
  return n;
}

/**
 * Whether some card of owner `owner` passes `test`. Here and below, `mask` (its words from `at`)
 * narrows the walk to its cards: a suit's, say, from a table of bagTable's.
 */
export function bagSome(
  bits: Int32Array,
  owner: number,
  words: number,
  test: (c: number) => boolean,
  mask?: Int32Array,
  at = 0,
): boolean {
  for (let w = 0; w < words; w++) {
    const word = bits[owner * words + w]!;
    for (let m = mask === undefined ? word : word & mask[at + w]!; m !== 0; m &= m - 1) {
      if (test(w * 32 + 31 - Math.clz32(m & -m))) return true;
    }
  }
  return false;
}

/** Whether every card of owner `owner` passes `test`. */
export function bagEvery(
  bits: Int32Array,
  owner: number,
  words: number,
  test: (c: number) => boolean,
  mask?: Int32Array,
  at = 0,
): boolean {
  return !bagSome(bits, owner, words, (c) => !test(c), mask, at);
}

/** The sum of `value` over the cards of owner `owner`. */
export function bagSum(
  bits: Int32Array,
  owner: number,
  words: number,
  value: (c: number) => number,
  mask?: Int32Array,
  at = 0,
): number {
  let total = 0;
  for (let w = 0; w < words; w++) {
    const word = bits[owner * words + w]!;
    for (let m = mask === undefined ? word : word & mask[at + w]!; m !== 0; m &= m - 1) {
      total += value(w * 32 + 31 - Math.clz32(m & -m));
    }
  }
  return total;
}

/** The cards whose entry in `table` (one a card) is not 0, as a bag mask of one owner. */
export function bagWhere(table: ArrayLike<number>, words: number): Int32Array {
  const bits = new Int32Array(words);
  for (let c = 0; c < table.length; c++) if (table[c] !== 0) bits[c >> 5]! |= 1 << (c & 31);
  return bits;
}

/**
 * A table of bag masks, one for each card `a` (its `words` words from `a * words`): the cards `b`
 * for which `test(a, b)` holds. Listing a move's second card, the first card's row is the mask
 * of the cards that may go with it.
 */
export function pairTable(
  cards: number,
  words: number,
  test: (a: number, b: number) => boolean,
): Int32Array {
  const table = new Int32Array(cards * words);
  for (let a = 0; a < cards; a++) {
    for (let b = 0; b < cards; b++) if (test(a, b)) table[a * words + (b >> 5)]! |= 1 << (b & 31);
  }
  return table;
}

/** The cards of all `owners` in `bits` that are also in `mask` (one owner's words): how many. */
export function bagsCountIn(
  bits: Int32Array,
  owners: readonly number[],
  words: number,
  mask: Int32Array,
): number {
  let n = 0;
  for (let k = 0; k < owners.length; k++) {
    const at = owners[k]! * words;
    for (let w = 0; w < words; w++) n += bitCount(bits[at + w]! & mask[w]!);
  }
  return n;
}

/** Whether owner `owner` has a card in `bits` that is also in `mask` (any card, without one). */
export function bagAny(bits: Int32Array, owner: number, words: number, mask?: Int32Array): boolean {
  const at = owner * words;
  for (let w = 0; w < words; w++) {
    if ((mask === undefined ? bits[at + w]! : bits[at + w]! & mask[w]!) !== 0) return true;
  }
  return false;
}

/** Whether some owner of `owners` has a card in `bits` that is also in `mask` (or any card). */
export function bagsAny(
  bits: Int32Array,
  owners: readonly number[],
  words: number,
  mask?: Int32Array,
): boolean {
  for (let k = 0; k < owners.length; k++) if (bagAny(bits, owners[k]!, words, mask)) return true;
  return false;
}

/**
 * The sum of `values[c]` over the cards `c` of owner `owner` (only those in `mask`, its words
 * from `at`, with one): a card's points from a table, with no function called for each card.
 */
export function bagSumOf(
  bits: Int32Array,
  owner: number,
  words: number,
  values: ArrayLike<number>,
  mask?: Int32Array,
  at = 0,
): number {
  let total = 0;
  for (let w = 0; w < words; w++) {
    const word = bits[owner * words + w]!;
    for (let m = mask === undefined ? word : word & mask[at + w]!; m !== 0; m &= m - 1) {
      total += values[w * 32 + 31 - Math.clz32(m & -m)]!;
    }
  }
  return total;
}

/**
 * The sum of `values[base + i]` over the bits `i` set in `word`: one word of a bag, read (and
 * masked) by the caller. Code written for a shape adds up the words the shape's deck uses, each
 * owner's by name, where `bagSumOf` loops over every word of the widest deck.
 */
export function wordSumOf(word: number, values: ArrayLike<number>, base: number): number {
  let total = 0;
  // `| 0`: a word read past the owners a table has (no such seat) is undefined, and holds none.
  for (let m = word | 0; m !== 0; m &= m - 1) total += values[base + 31 - Math.clz32(m & -m)]!;
  return total;
}

/** `bagSumOf` over several owners, added up. */
export function bagsSumOf(
  bits: Int32Array,
  owners: readonly number[],
  words: number,
  values: ArrayLike<number>,
  mask?: Int32Array,
): number {
  let total = 0;
  for (let k = 0; k < owners.length; k++) total += bagSumOf(bits, owners[k]!, words, values, mask);
  return total;
}
