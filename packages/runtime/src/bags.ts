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
