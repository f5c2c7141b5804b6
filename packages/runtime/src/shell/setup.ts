/** A new match: a blank state, the deals a replay gives, the first hand dealt. */

import type { InputError, Result, SetupArgs } from '../engine';
import { seedRandom } from '../random';
import { asArray, asCard, asInt, asRecord, at, InputFault, onlyKeys, readInput } from '../reader';
import type { Shell, ShellState } from './context';
import { readOptions, type OptionValues } from './options';
import { teamCount, zeros } from './seats';
import { cardsEach } from './hand';
import { NOTHING_REVEALED } from './reveal';
import type { GivenDeal } from './state';
import type { ShapeTable } from './tables';

/** A state at the start of a match, before the first deal: every field set, in one order. */
export function blankState(
  { t, k }: Shell,
  options: OptionValues,
  seed: number,
  deals: (GivenDeal | null)[],
  handLimit = 0,
): ShellState {
  const seats = k.seatCount(options);
  const teams = teamCount(seats, t.teams);
  const deckSize = t.deck.base * k.copies(options);
  // Fields in the order `clone` writes them, so every state has one shape (one hidden class in
  // the JavaScript engine, which keeps the fast path monomorphic).
  const s: ShellState = {
    game: t.id,
    rng: seedRandom(seed).slice(),
    options,
    seats,
    teams,
    deckSize,
    shape: shapeIndex(t.shapes, seats, deckSize),
    handNumber: 1,
    dealer: 0,
    dealt: 0,
    phase: 0,
    seat: 0,
    step: 0,
    idle: 0,
    direction: 1,
    turnTo: -1,
    revealed: NOTHING_REVEALED,
    over: false,
    winner: -1,
    z: k.emptyZones(seats, teams),
    v: {},
    total: zeros(teams),
    handScore: zeros(teams),
    history: [],
    leader: 0,
    led: -1,
    broken: 0,
    tricksWon: zeros(teams),
    owed: [],
    voids: zeros(seats),
    deals,
    handLimit,
    pause: false,
  };
  s.v = k.initialVariables(s);
  return s;
}

/** The first shape of `shapes` with these seats and deck size, else the last; 0 for none. */
function shapeIndex(
  shapes: readonly ShapeTable[] | undefined,
  seats: number,
  deckSize: number,
): number {
  if (shapes === undefined || shapes.length === 0) return 0;
  const at = shapes.findIndex((x) => x.seats === seats && x.deckSize === deckSize);
  return at < 0 ? shapes.length - 1 : at;
}

/**
 * A deal from a replay: whole deck, right hand sizes, no card twice. `fresh`: `s` is the state of
 * a match not yet dealt, so a deal size that reads the state can be worked out for its first hand.
 */
export function readDeal(
  { t, k }: Shell,
  input: unknown,
  path: string,
  s: ShellState,
  hand: number,
  firstDealer: number | undefined,
  fresh = true,
): GivenDeal {
  const d = asRecord(input, path);
  onlyKeys(d, path, ['dealer', 'hands', 'stock']);
  const dealer =
    d.dealer === undefined ? undefined : asInt(d.dealer, at(path, 'dealer'), 0, s.seats - 1);
  if (hand > 0 && dealer !== undefined && t.saved.chosenDealer === true) {
    // `next dealer: ...`: who deals a later hand follows from the play, so no deal can say it.
    throw new InputFault(
      at(path, 'dealer'),
      `the rules choose who deals each hand after the first ('next dealer'), so only the first deal may name its dealer`,
    );
  }
  if (
    hand > 0 &&
    dealer !== undefined &&
    firstDealer !== undefined &&
    dealer !== (firstDealer + hand) % s.seats
  ) {
    throw new InputFault(
      at(path, 'dealer'),
      `the dealer of hand ${hand + 1} must be seat ${(firstDealer + hand) % s.seats}: the deal passes clockwise`,
    );
  }
  const seen = new Set<number>();
  const card = (v: unknown, p: string) => {
    const c = asCard(v, p, t.deck, s.deckSize);
    if (seen.has(c)) throw new InputFault(p, `card '${t.deck.ids[c]}' is dealt twice`);
    seen.add(c);
    return c;
  };
  // The deal of hand `hand` (from 0): its size may follow from the hand number. One that reads
  // the state is known before play for the first hand of a new match only: a later hand is dealt
  // at the size its deal gives, the same for every seat.
  const known = t.saved.dealReadsState !== true || (fresh && hand === 0);
  let size = known
    ? cardsEach(
        k.dealSize({ ...s, handNumber: hand + 1, dealer: dealer ?? 0 }),
        s.deckSize,
        s.seats,
      )
    : -1;
  const handsPath = at(path, 'hands');
  const hands = asArray(d.hands, handsPath, s.seats).map((h, i) => {
    const cards = asArray(h, at(handsPath, i)).map((v, j) => card(v, at(at(handsPath, i), j)));
    if (size < 0) size = cards.length;
    if (cards.length !== size) {
      throw new InputFault(
        at(handsPath, i),
        `seat ${i} must be dealt ${size} cards, not ${cards.length}${known ? '' : `, as seat 0 is`}`,
      );
    }
    return cards;
  });
  const stock =
    d.stock === undefined
      ? []
      : asArray(d.stock, at(path, 'stock')).map((v, j) => card(v, at(at(path, 'stock'), j)));
  if (seen.size !== s.deckSize) {
    throw new InputFault(path, `the deal holds ${seen.size} cards but the deck has ${s.deckSize}`);
  }
  // A replay names the stock top card first; the stock zone keeps its top card last.
  return {
    dealer: dealer ?? -1,
    hands,
    stock: t.deal.rest === undefined ? stock : stock.slice().reverse(),
  };
}

export function setup(shell: Shell, args: SetupArgs = {}): Result<ShellState, InputError> {
  return readInput(() => {
    const options = readOptions(shell.t.options, args.options ?? {}, 'options');
    const seed = args.seed ?? 0;
    if (!Number.isInteger(seed)) throw new InputFault('seed', 'seed must be a whole number');
    const limit = args.handLimit === undefined ? 0 : asInt(args.handLimit, 'handLimit', 0, 1e6);
    const s = blankState(shell, options, seed, [], limit);
    const deals = asArray(args.deals ?? [], 'deals');
    const first0 = deals.length > 0 ? asRecord(deals[0], 'deals[0]').dealer : undefined;
    const first =
      first0 === undefined
        ? shell.k.firstDealer(s)
        : asInt(first0, 'deals[0].dealer', 0, s.seats - 1);
    s.deals = deals.map((d, j) =>
      readDeal(shell, d, `deals[${j}]`, { ...s, dealer: (first + j) % s.seats }, j, first),
    );
    s.dealer = first;
    shell.k.startHand(s, undefined);
    return s;
  }, 'invalid-setup');
}
