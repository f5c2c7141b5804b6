// What the report needs to know about a game, read from its engine's metadata only: which zones
// hold each team's captured cards, which lie face up in front of seats, how seats bid, and where
// the game keeps a per-team record of suits.

import type { AnyEngine } from './engines';
import type { Options } from './replay-file';

export interface GameShape {
  readonly seats: number;
  readonly teams: number;
  readonly teamOf: (seat: number) => number;
  readonly seatsOf: (team: number) => readonly number[];
  /** Per-team zones: a team's captured pile is all of them together. */
  readonly captureZones: readonly string[];
  /** Per-seat zones every seat sees: the cards lying in front of a seat. */
  readonly tableZones: readonly string[];
  /** Per-seat zones others may not see: the hands. */
  readonly handZones: readonly string[];
  readonly trickZone: string | null;
  /** The parameter of the bid move (`bid` with one number), where seats bid. */
  readonly bidParam: string | null;
  /** The saved-state key of a per-team record that is a list of suits. */
  readonly suitRecord: string | null;
  /** Card id → position in the deck. */
  readonly deckIndex: ReadonlyMap<string, number>;
  readonly suitIds: readonly string[];
  /** Suit → its cards (copies included). */
  readonly suitCards: ReadonlyMap<string, readonly string[]>;
}

export function gameShape(engine: AnyEngine, options: Options): GameShape {
  const { meta } = engine;
  const seats = meta.seatCount(options);
  const teams = meta.teamCount(options);
  const teamOf = (seat: number) => meta.teamOf(seat, options);
  const seatList = Array.from({ length: seats }, (_, s) => s);
  const zonesWhere = (test: (z: (typeof meta.zones)[number]) => boolean) =>
    meta.zones.filter(test).map((z) => z.name);
  const bid = meta.moves.find(
    (m) => m.type === 'bid' && m.params.length === 1 && m.params[0]!.kind === 'number',
  );
  const record = meta.variables.find(
    (v) => v.owner === 'team' && v.storage === 'record' && v.type === 'list of suits',
  );
  const deck = meta.deck(options);
  const suitCards = new Map<string, string[]>(meta.suits.map((s) => [s.id, []]));
  for (const card of deck) if (card.suit !== null) suitCards.get(card.suit)?.push(card.id);
  return {
    seats,
    teams,
    teamOf,
    seatsOf: (team) => seatList.filter((s) => teamOf(s) === team),
    captureZones: zonesWhere((z) => z.owner === 'team'),
    tableZones: zonesWhere((z) => z.owner === 'seat' && z.visibility === 'all'),
    handZones: zonesWhere((z) => z.owner === 'seat' && z.visibility !== 'all'),
    trickZone: meta.trickZone,
    bidParam: bid?.params[0]?.name ?? null,
    suitRecord: record?.key ?? null,
    deckIndex: new Map(deck.map((c, i) => [c.id, i])),
    suitIds: meta.suits.map((s) => s.id),
    suitCards,
  };
}

/** Card ids in deck order. */
export function inDeckOrder(shape: GameShape, cards: Iterable<string>): string[] {
  const at = (id: string) => shape.deckIndex.get(id) ?? Number.MAX_SAFE_INTEGER;
  return [...cards].sort((a, b) => at(a) - at(b));
}
