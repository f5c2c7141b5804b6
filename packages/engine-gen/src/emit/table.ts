// Table helpers of a generated engine: seats, teams, zones and moving cards between them.

import type { GenContext } from '../context';
import { expr, zoneRef, type Place } from '../compile-expr';
import { identifier } from '../escape';
import { camel, key } from '../naming';
import { bagBit } from './bag-code';

export function emitTable(ctx: GenContext): string[] {
  const g = ctx.game;
  const place: Place = { ctx, seat: undefined, team: undefined };
  const optionsOnly = (e: Parameters<typeof expr>[1] | undefined, fallback: string) =>
    e === undefined ? fallback : expr(place, e);
  const teamOf = g.teams.mode === 'solo' ? 'seat' : `seat % ${g.teams.count ?? 2}`;
  const teamCount = g.teams.mode === 'solo' ? 's.seats' : String(g.teams.count ?? 2);
  const copies = g.deck.copies;
  const copiesExpr =
    copies === undefined
      ? '1'
      : copies.when === undefined
        ? optionsOnly(copies.count, '1')
        : `(${optionsOnly(copies.when, 'true')} ? ${optionsOnly(copies.count, '1')} : 1)`;
  const bags = g.zones.filter((z) => ctx.bags.has(z.name));
  const slots = g.zones.map((z, i) => {
    const ref = zoneRef(z.name);
    if (ctx.bags.has(z.name))
      return `    case ${i}: throw new Error('zone ${z.name} is a bitset, not a list');`;
    return z.owner === 'shared'
      ? `    case ${i}: return ${ref};`
      : `    case ${i}: return ${ref}[slot & 63]!;`;
  });
  const emptyZones = g.zones.map((z) => {
    const count = z.owner === 'seat' ? 'seats' : z.owner === 'team' ? 'teams' : undefined;
    if (ctx.bags.has(z.name))
      return `    ${key(camel(z.name))}: new Int32Array(${count} * ${ctx.bagWords}),`;
    return `    ${key(camel(z.name))}: ${count === undefined ? '[]' : `emptyLists(${count})`},`;
  });
  // Moving a card: out of a list by search, out of a bag (see bags.ts) by clearing its bit.
  const slotOf = (z: (typeof bags)[number]) => ctx.zoneIndex.get(z.name);
  const moving = [
    `/** Takes card \`c\` out of the zone instance \`slot\`, a list or a bag. */`,
    'function takeFromSlot(s: State, slot: number, c: number): void {',
    '  switch (slot >> 6) {',
    ...bags.map(
      (z) =>
        `    case ${slotOf(z)}: ${bagBit(ctx, zoneRef(z.name), 'slot & 63', 'c', 'clear')}; break;`,
    ),
    '    default: takeCard(slotArray(s, slot), c);',
    '  }',
    '}',
    '',
    '/**',
    ' * The zone instance (slot) card `c` is in, or -1 when it is in none: the bags are looked at',
    ' * first (a bit each), then the lists searched.',
    ' */',
    'function whereIs(s: State, c: number): number {',
    ...(bags.length === 0 ? [] : ['  const w = c >> 5, bit = 1 << (c & 31);']),
    ...[...bags, ...g.zones.filter((z) => !ctx.bags.has(z.name))].map((z) => {
      const ref = zoneRef(z.name);
      const base = (ctx.zoneIndex.get(z.name) ?? 0) * 64;
      const count = z.owner === 'seat' ? 's.seats' : z.owner === 'team' ? 's.teams' : undefined;
      if (ctx.bags.has(z.name)) {
        const word = (o: string) => `${ref}[${o} * ${ctx.bagWords} + w]!`;
        return count === undefined
          ? `  if ((${word('0')} & bit) !== 0) return ${base};`
          : `  for (let o = 0; o < ${count}; o++) if ((${word('o')} & bit) !== 0) return ${base} + o;`;
      }
      return count === undefined
        ? `  if (${ref}.includes(c)) return ${base};`
        : `  for (let o = 0; o < ${count}; o++) if (${ref}[o]!.includes(c)) return ${base} + o;`;
    }),
    '  return -1;',
    '}',
    '',
    '/** Puts card `c`, in no zone now, into the zone instance `slot`: no search. */',
    'function addToSlot(s: State, c: number, slot: number): void {',
    '  switch (slot >> 6) {',
    ...bags.map(
      (z) =>
        `    case ${slotOf(z)}: ${bagBit(ctx, zoneRef(z.name), 'slot & 63', 'c', 'set')}; break;`,
    ),
    '    default: slotArray(s, slot).push(c);',
    '  }',
    '}',
    '',
    '/** Moves card `c` onto the end of the list `to`, from wherever it is. */',
    'function moveCard(s: State, c: number, to: number[]): void {',
    '  const from = whereIs(s, c);',
    '  if (from >= 0) takeFromSlot(s, from, c);',
    '  to.push(c);',
    '}',
    '',
    '/** Moves card `c` into the zone instance `slot`, from wherever it is. */',
    'function putInSlot(s: State, c: number, slot: number): void {',
    '  const from = whereIs(s, c);',
    '  if (from >= 0) takeFromSlot(s, from, c);',
    '  addToSlot(s, c, slot);',
    '}',
    ...(bags.length === 0
      ? []
      : [
          '',
          ...bags.flatMap((z) => [
            `/** Moves card \`c\` into owner \`o\`'s ${z.name} (a bag), from wherever it is. */`,
            `function ${putInName(z.name)}(s: State, c: number, o: number): void {`,
            '  const from = whereIs(s, c);',
            '  if (from >= 0) takeFromSlot(s, from, c);',
            `  ${bagBit(ctx, zoneRef(z.name), 'o', 'c', 'set')};`,
            '}',
            '',
          ]),
          '/** Moves every card of `cards` into the zone instance `slot` (the list is copied first). */',
          'function putAllInSlot(s: State, cards: readonly number[], slot: number): void {',
          '  for (const c of cards.slice()) putInSlot(s, c, slot);',
          '}',
          '',
          '// Cards by suit, by group and wild, as bag masks (see bagTable): listings mask hands with them.',
          `const SUIT_BITS = bagTable(${ctx.baseSize * ctx.maxCopies}, ${ctx.bagWords}, SUIT_LIST.length, cardSuit);`,
          `const GROUP_BITS = bagTable(${ctx.baseSize * ctx.maxCopies}, ${ctx.bagWords}, GROUP_IDS.length, cardGroup);`,
          `const WILD_BITS = bagTable(${ctx.baseSize * ctx.maxCopies}, ${ctx.bagWords}, 1, (c) => (cardWild(c) ? 0 : -1)).subarray(${ctx.bagWords});`,
        ]),
  ];

  return [
    '// ---------------------------------------------------------------------------------------',
    '// Table: seats, teams and zones',
    '',
    `/** Seats under these options ${ctx.line(g.seats?.range)} */`,
    'export function seatCountOf(s: { readonly options: Options }): number {',
    `  return ${optionsOnly(g.seats, '2')};`,
    '}',
    '',
    '/** Copies of the deck under these options. */',
    'export function copiesOf(s: { readonly options: Options }): number {',
    `  return ${copiesExpr};`,
    '}',
    '',
    `/** ${g.teams.mode === 'solo' ? 'Every seat is its own team.' : `Seats alternate between ${g.teams.count ?? 2} teams.`} */`,
    'export function teamOf(_s: { readonly seats: number }, seat: number): number {',
    `  return ${teamOf};`,
    '}',
    '',
    'export function teamCountOf(s: { readonly seats: number }): number {',
    `  return ${teamCount};`,
    '}',
    '',
    'const SEAT_LISTS: number[][] = [];',
    'function indexList(n: number): number[] {',
    '  return (SEAT_LISTS[n] ??= Array.from({ length: n }, (_, i) => i));',
    '}',
    'function seatList(s: State): number[] {',
    '  return indexList(s.seats);',
    '}',
    'function teamList(s: State): number[] {',
    '  return indexList(s.teams);',
    '}',
    '// Seat lists by team, opponents and partners depend only on the seat count: each is built',
    '// once and shared, so rules that loop over them allocate nothing.',
    'const SEATS_OF: number[][][] = [];',
    'const OPPONENTS: number[][][] = [];',
    'const PARTNERS: number[][][] = [];',
    'function seatsOf(s: State, team: number): number[] {',
    '  const all = (SEATS_OF[s.seats] ??= indexList(s.teams).map((t) => seatList(s).filter((x) => teamOf(s, x) === t)));',
    '  return all[team] ?? [];',
    '}',
    'function opponentsOf(s: State, seat: number): number[] {',
    '  const all = (OPPONENTS[s.seats] ??= seatList(s).map((me) => seatList(s).filter((x) => teamOf(s, x) !== teamOf(s, me))));',
    '  return all[seat] ?? [];',
    '}',
    'function partnersOf(s: State, seat: number): number[] {',
    '  const all = (PARTNERS[s.seats] ??= seatList(s).map((me) => seatList(s).filter((x) => x !== me && teamOf(s, x) === teamOf(s, me))));',
    '  return all[seat] ?? [];',
    '}',
    'const DECKS: number[][] = [];',
    '/** Every card in play, in deck order. */',
    'function deckOf(s: State): number[] {',
    '  return (DECKS[s.deckSize] ??= Array.from({ length: s.deckSize }, (_, i) => i));',
    '}',
    'const SUIT_DECKS: number[][][] = [];',
    '/** The cards in play of one suit, in deck order; `-1` gives the cards of no suit. */',
    'function suitCards(s: State, suit: number): number[] {',
    '  const all = (SUIT_DECKS[s.deckSize] ??= [-1, ...SUIT_LIST].map((x) => deckOf(s).filter((c) => cardSuit(c) === x)));',
    '  return all[suit + 1] ?? [];',
    '}',
    '',
    '/** The zone instance a slot number names (zone * 64 + owner). */',
    'function slotArray(s: State, slot: number): number[] {',
    '  switch (slot >> 6) {',
    ...slots,
    '    default: throw new Error(`no zone slot ${slot}`);',
    '  }',
    '}',
    '',
    ...moving,
    '',
    'function moveCards(s: State, cards: readonly number[], to: number[]): void {',
    '  for (const c of cards.slice()) moveCard(s, c, to);',
    '}',
    '',
    '/** Moves every card of the zone instance `from` onto `to`, in order. */',
    'function moveZone(from: number[], to: number[]): void {',
    '  for (let k = 0; k < from.length; k++) to.push(from[k]!);',
    // Emptied by popping: `length = 0` gives the array a new, empty store, and the next
    // trick would grow it again.
    '  for (let k = from.length; k > 0; k--) from.pop();',
    '}',
    '',
    '/** One value per seat or team, each made anew (a plain loop: `Array.from` is slow). */',
    'function perOwner<T>(count: number, make: () => T): T[] {',
    '  const out: T[] = [];',
    '  for (let k = 0; k < count; k++) out.push(make());',
    '  return out;',
    '}',
    '',
    'function emptyLists(count: number): number[][] {',
    '  return perOwner(count, (): number[] => []);',
    '}',
    '',
    '/** The cards of a per-seat zone, over `seats`, that pass `keep`: one new array. */',
    'function unionWhere(seats: readonly number[], zone: readonly number[][], keep: (c: number) => boolean): number[] {',
    '  const out: number[] = [];',
    '  for (const x of seats) for (const c of zone[x]!) if (keep(c)) out.push(c);',
    '  return out;',
    '}',
    '',
    'function emptyZones(seats: number, teams: number): Zones {',
    '  return {',
    ...emptyZones,
    '  };',
    '}',
  ];
}

/**
 * The function that moves a card into an owner's instance of bag zone `zone`: `putIntoHand`.
 * The prefix keeps it apart from `putInSlot`, whatever the zone is called.
 */
export function putInName(zone: string): string {
  const name = camel(zone);
  return identifier(`putInto${name[0]!.toUpperCase()}${name.slice(1)}`);
}
