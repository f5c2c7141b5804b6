/**
 * Seats, teams and the deck as lists, for the kernels of every engine. Seats alternate between
 * the teams (seat s plays for team `s % teams`; with every seat its own team, `teams` is the seat
 * count), so every list here depends only on the seat and team counts or the deck's size: each is
 * built once and shared, and rules that loop over them allocate nothing.
 */

interface Table {
  readonly seats: number;
  readonly teams: number;
}

const INDEX_LISTS: number[][] = [];

/** 0, 1, ..., n - 1, shared. */
export function indexList(n: number): number[] {
  return (INDEX_LISTS[n] ??= Array.from({ length: n }, (_, i) => i));
}

export function seatList(s: Table): number[] {
  return indexList(s.seats);
}

export function teamList(s: Table): number[] {
  return indexList(s.teams);
}

/** The team seat `seat` plays for. */
export function teamOf(s: Table, seat: number): number {
  return seat % s.teams;
}

/** Teams under `seats` seats: `count` teams, or every seat its own (`count` undefined). */
export function teamCount(seats: number, count: number | undefined): number {
  return count ?? seats;
}

const SEATS_OF: number[][][] = [];
const OPPONENTS: number[][][] = [];
const PARTNERS: number[][][] = [];
const at = (s: Table) => s.seats * 64 + s.teams;

/** The seats of `team`. */
export function seatsOf(s: Table, team: number): number[] {
  const all = (SEATS_OF[at(s)] ??= teamList(s).map((t) =>
    seatList(s).filter((x) => teamOf(s, x) === t),
  ));
  return all[team] ?? [];
}

/** The seats of the other teams than `seat`'s. */
export function opponentsOf(s: Table, seat: number): number[] {
  const all = (OPPONENTS[at(s)] ??= seatList(s).map((me) =>
    seatList(s).filter((x) => teamOf(s, x) !== teamOf(s, me)),
  ));
  return all[seat] ?? [];
}

/** The other seats of `seat`'s team. */
export function partnersOf(s: Table, seat: number): number[] {
  const all = (PARTNERS[at(s)] ??= seatList(s).map((me) =>
    seatList(s).filter((x) => x !== me && teamOf(s, x) === teamOf(s, me)),
  ));
  return all[seat] ?? [];
}

const SEATS_FROM: number[][][] = [];

/**
 * `all seats from SEAT`: every seat in turn order (clockwise, C2) starting with `first`; from
 * seat 0 when `first` is none (or no seat of the table). Shared, as every list here.
 */
export function seatsFrom(s: Table, first: number): number[] {
  const n = s.seats;
  const start = first >= 0 && first < n ? first : 0;
  const lists = (SEATS_FROM[n] ??= []);
  return (lists[start] ??= Array.from({ length: n }, (_, i) => (start + i) % n));
}

/** The first seat clockwise from the dealer's left that plays for `team`: it makes owed choices. */
export function chooserOf(s: Table & { readonly dealer: number }, team: number): number {
  for (let i = 1; i <= s.seats; i++) {
    const seat = (s.dealer + i) % s.seats;
    if (teamOf(s, seat) === team) return seat;
  }
  return s.dealer;
}

/**
 * `team` in the moves of a `choices` phase whose rules name the chooser (`choices: by SEAT`):
 * the team the choice being made is owed to, whichever seat makes it; the acting seat's team
 * when none is owed.
 */
export function owedTeam(
  s: Table & { readonly seat: number; readonly owed: readonly { readonly team: number }[] },
): number {
  const owed = s.owed[0];
  return owed === undefined ? teamOf(s, s.seat) : owed.team;
}

/** Every card in play, in deck order. */
export function deckOf(s: { readonly deckSize: number }): number[] {
  return indexList(s.deckSize);
}

const SUIT_DECKS = new WeakMap<ArrayLike<number>, number[][][]>();

/**
 * The cards in play of one suit, in deck order (`suit` of each card in `suits`, the deck's suit
 * table); `-1` gives the cards of no suit.
 */
export function suitCards(
  s: { readonly deckSize: number },
  suit: number,
  suits: ArrayLike<number>,
): number[] {
  let bySize = SUIT_DECKS.get(suits);
  if (bySize === undefined) SUIT_DECKS.set(suits, (bySize = []));
  const all = (bySize[s.deckSize] ??= suitLists(s.deckSize, suits));
  return all[suit + 1] ?? [];
}

function suitLists(deckSize: number, suits: ArrayLike<number>): number[][] {
  let most = -1;
  for (let c = 0; c < deckSize; c++) most = Math.max(most, suits[c]!);
  const out: number[][] = Array.from({ length: most + 2 }, () => []);
  for (let c = 0; c < deckSize; c++) out[suits[c]! + 1]!.push(c);
  return out;
}

/** One value per seat or team, each made anew (a plain loop: `Array.from` is slow). */
export function perOwner<T>(count: number, make: () => T): T[] {
  const out: T[] = [];
  for (let k = 0; k < count; k++) out.push(make());
  return out;
}

/**
 * `count` zeros, as a packed array (the kind `slice` and a saved game's reading make, so every
 * state's counts are read by the same code), where `new Array(count).fill(0)` makes a holey one.
 */
export function zeros(count: number): number[] {
  return perOwner(count, () => 0);
}

/** `count` empty lists. */
export function emptyLists(count: number): number[][] {
  return perOwner(count, (): number[] => []);
}

/** The cards of a per-seat zone, over `seats`, that pass `keep`: one new array. */
export function unionWhere(
  seats: readonly number[],
  zone: readonly (readonly number[])[],
  keep: (c: number) => boolean,
): number[] {
  const out: number[] = [];
  for (const x of seats) for (const c of zone[x]!) if (keep(c)) out.push(c);
  return out;
}
