/**
 * The invariants of a saved game that hold for every generated engine, whatever its game: who
 * is to move, the outcome, the record of finished hands, and where the cards are. A generated
 * deserializer reads the fields (types and ranges), then hands them here with what its rules
 * file fixes (`SavedGameRules`) and a few questions only it can answer (`SavedGameProbes`). Each
 * check throws an InputFault naming the field that is wrong, so `readInput` reports it.
 *
 * What the generated code does and these checks rely on (emit/flow.ts, emit/tricks.ts):
 * - a state at rest is one where a seat is to move, or the match is over (seat and phase -1);
 * - a seat with no move sits its turn out before the state comes to rest, so `idle` is 0 there
 *   (but for a match that ended when every seat sat its turn out);
 * - `step` counts turns in a once-around phase only; the seat to act follows from it;
 * - the totals change only at the end of a hand, by the hand's score, which the record keeps;
 * - the deal passes clockwise, and a finished match keeps its last hand's zones;
 * - tricks, the leader, the led card, broken suits and shown voids change only by trick play.
 */

import { at, InputFault } from './reader';

/** How the turn goes in a phase, by the phase's kind in the rules file. */
export type TurnKind = 'once-around' | 'clockwise' | 'tricks' | 'choices';

/** What a rules file fixes about its saved games; each generated engine writes its own. */
export interface SavedGameRules {
  /** Per phase, in order: how its turn goes. */
  readonly phases: readonly TurnKind[];
  /** Move indexes an `owe` statement names: the only moves `owed` may hold. */
  readonly owable: readonly number[];
  /** The per-seat zone dealt into and the zone that takes the rest of the deck. */
  readonly deal: { readonly to: string | undefined; readonly rest: string | undefined };
  /** The zones tricks are played from, into and won to, when every trick phase shares them. */
  readonly tricks:
    | {
        readonly from: string;
        readonly to: string;
        readonly won: string;
        /** `led suit: first non-wild card`: wild cards do not set the led card. */
        readonly ledSkipsWild: boolean;
      }
    | undefined;
  /**
   * The rules file moves no card itself (no `move` statement): cards leave the deck only by the
   * deal and move only by trick play, so the size of every zone follows from the tricks played.
   */
  readonly dealtOnly: boolean;
  /**
   * `next dealer: SEAT`: the rules file chooses each next dealer, so the history's dealers need
   * not pass clockwise (C2); where it is absent or false, they must.
   */
  readonly chosenDealer?: boolean;
  /** Suits in the deck: broken suits and voids are bit sets below `1 << suits`. */
  readonly suits: number;
  /**
   * The deal size reads the state beyond the options and the hand number (issue 26): the hand
   * being played was dealt what `dealt` says, and a finished hand's size cannot be worked out
   * again from the state as saved.
   */
  readonly dealReadsState?: boolean;
}

/** One zone as read, by card number: one list for a shared zone, else one per owner. */
export interface ZoneCards {
  readonly name: string;
  /** The zone's key in `state.zones`. */
  readonly key: string;
  readonly owner: 'seat' | 'team' | 'shared';
  readonly lists: readonly (readonly number[])[];
}

export interface HandRecordFacts {
  readonly hand: number;
  readonly dealer: number;
  readonly scores: readonly number[];
  readonly zones: readonly ZoneCards[];
}

/** A saved game's fields, each already read and in its range. */
export interface SavedGameFacts {
  readonly seats: number;
  readonly teams: number;
  readonly deckSize: number;
  readonly handNumber: number;
  readonly dealer: number;
  /** Cards each seat was dealt in the hand being played (the last, once the match is over). */
  readonly dealt: number;
  readonly phase: number;
  readonly seat: number;
  readonly step: number;
  readonly idle: number;
  readonly over: boolean;
  readonly winner: number;
  readonly zones: readonly ZoneCards[];
  readonly total: readonly number[];
  readonly handScore: readonly number[];
  readonly history: readonly HandRecordFacts[];
  readonly leader: number;
  readonly led: number;
  readonly broken: number;
  readonly tricksWon: readonly number[];
  readonly owed: readonly { readonly team: number; readonly move: number }[];
  readonly voids: readonly number[];
}

/** What only the engine can say about the state as read. */
export interface SavedGameProbes {
  /**
   * Cards each seat is dealt in hand `hand` (1 for the first) with `dealer` dealing, as the shell
   * deals them (`cardsEach`); undefined where the size reads the state, which has changed since.
   */
  dealSize(hand: number, dealer: number): number | undefined;
  /** Whether phase `phase` is played under the saved options. */
  phaseApplies(phase: number): boolean;
  /** The seat that makes the choices owed to `team`. */
  chooserOf(team: number): number;
  teamOf(seat: number): number;
  /** The rules file's match check on the state as read: a team, -2 for a draw, -1 to go on. */
  matchWinner(): number;
  /** A card's suit index, -1 for none. */
  suitOf(card: number): number;
  wild(card: number): boolean;
  cardId(card: number): string;
  /** Where a seat may sit the tricks out: who played each card of the trick being played. */
  trickSeats?(): number[];
  /** Where a seat may sit the tricks out: per seat, whether it does now. */
  sittingOut?(): boolean[];
}

const ZONES = 'state.zones';

/** Throws at the first invariant the saved game breaks. */
export function checkSavedGame(
  facts: SavedGameFacts,
  rules: SavedGameRules,
  probes: SavedGameProbes,
): void {
  checkOutcomeFields(facts, probes);
  checkHistory(facts, rules.chosenDealer === true);
  checkDealt(facts, probes);
  facts.history.forEach((h, k) => {
    const where = at(at('state.history', k), 'zones');
    checkCardCount(h.zones, where, facts, rules, probes, probes.dealSize(h.hand, h.dealer));
  });
  checkCardCount(facts.zones, ZONES, facts, rules, probes, facts.dealt);
  if (facts.over) checkLastRecord(facts, probes);
  checkTurn(facts, rules, probes);
  checkTrickFields(facts, rules);
  if (rules.dealtOnly) checkDealtZones(facts, rules, probes);
  else checkTrickHands(facts, rules, probes);
}

/**
 * The size dealt this hand is the rules' where they can say it again: from the options and the
 * hand number. A size that read the state is taken as saved (its range is read with it).
 */
export function checkDealt(facts: SavedGameFacts, probes: SavedGameProbes): void {
  const size = probes.dealSize(facts.handNumber, facts.dealer);
  if (size !== undefined && size !== facts.dealt) {
    fault(
      'state.dealt',
      `the rules deal ${size} cards each in hand ${facts.handNumber}, not ${facts.dealt}`,
    );
  }
}

/**
 * Where the rules move cards themselves, a hand need not hold what the deal and the tricks
 * leave it (a card turned up from it, say). Tricks still take one card from each seat in turn,
 * so each seat's hand and its card in the trick being played come to the same count for every
 * seat, but for the cards that lie aside in the table's other shared zones (Whist's turned
 * card, until the dealer takes it up).
 */
export function checkTrickHands(
  facts: SavedGameFacts,
  rules: SavedGameRules,
  probes: SavedGameProbes,
): void {
  const t = rules.tricks;
  if (t === undefined || t.from !== rules.deal.to || facts.over) return;
  if (rules.phases[facts.phase] !== 'tricks') return;
  const hands = zoneOf(facts, t.from);
  const trick = zoneOf(facts, t.to);
  if (hands === undefined || hands.owner !== 'seat' || trick === undefined) return;
  const cards = trick.lists[0] ?? [];
  const inTrick = cards.length;
  checkLedCard(facts, t, cards, probes);
  // A seat sitting the tricks out keeps its hand: only the seats that play are compared.
  const out = probes.sittingOut?.() ?? [];
  const played = probes.trickSeats?.();
  const playedNow = (seat: number) =>
    played === undefined
      ? playedTo(seat, facts.leader, inTrick, facts.seats)
      : played.includes(seat);
  const held = hands.lists.map((cards, seat) =>
    out[seat] === true ? -1 : cards.length + (playedNow(seat) ? 1 : 0),
  );
  const most = Math.max(...held);
  const short = held.reduce((n, h) => n + (h < 0 ? 0 : most - h), 0);
  // Cards lying aside may have come out of a hand, but for those the deal never gave to one
  // (a kitty): only so many can explain a hand that is short.
  const undealt = facts.deckSize - Math.min(facts.deckSize, facts.dealt * facts.seats);
  const aside =
    facts.zones
      .filter((z) => z.owner === 'shared' && z.name !== t.to)
      .reduce((n, z) => n + (z.lists[0]?.length ?? 0), 0) - undealt;
  if (short > aside) {
    const seat = held.indexOf(most);
    fault(
      zonePath(ZONES, hands, seat),
      `seat ${seat} holds more cards than the tricks played leave it: every seat plays one card a trick`,
    );
  }
}

/** Over exactly when there is a winner (or a draw), and then no seat and no phase. */
export function checkOutcomeFields(facts: SavedGameFacts, probes: SavedGameProbes): void {
  const { over, winner, phase, seat } = facts;
  if (over) {
    if (winner === -1) fault('state.winner', 'the match is over but no team won and it is no draw');
    if (seat !== -1) fault('state.seat', `the match is over but seat ${seat} is to move`);
    if (phase !== -1) fault('state.phase', `the match is over but phase ${phase} is being played`);
    return;
  }
  if (winner !== -1) fault('state.winner', 'the match goes on but has a winner');
  if (seat === -1) fault('state.seat', 'the match goes on but no seat is to move');
  if (phase === -1) fault('state.phase', 'the match goes on but no phase is being played');
  if (!probes.phaseApplies(phase)) {
    fault('state.phase', `phase ${phase} is not played under the saved options`);
  }
}

/**
 * Finished hands numbered 1, 2, ... up to the hand being played, dealt in turn clockwise, with a
 * score per team; the totals are the sums of those scores.
 */
export function checkHistory(facts: SavedGameFacts, chosenDealer = false): void {
  const { history, seats, teams, over, handNumber } = facts;
  const expected = over ? handNumber : handNumber - 1;
  if (history.length !== expected) {
    fault(
      'state.history',
      `hand ${handNumber} is ${over ? 'the last of the match' : 'being played'}, so the history must hold ${expected} hands, not ${history.length}`,
    );
  }
  const first = history[0]?.dealer ?? facts.dealer;
  const sums = new Array<number>(teams).fill(0);
  history.forEach((h, k) => {
    const path = at('state.history', k);
    if (h.hand !== k + 1)
      fault(at(path, 'hand'), `entry ${k} of the history must be hand ${k + 1}`);
    if (!chosenDealer && h.dealer !== (first + k) % seats) {
      fault(
        at(path, 'dealer'),
        `hand ${k + 1} must be dealt by seat ${(first + k) % seats}: the deal passes clockwise`,
      );
    }
    if (h.scores.length !== teams)
      fault(at(path, 'scores'), `${at(path, 'scores')} must hold ${teams} entries`);
    for (let t = 0; t < teams; t++) sums[t]! += h.scores[t]!;
  });
  const last = history[history.length - 1];
  // A match over keeps its last dealer; a hand being played was dealt as C2 or the rules say.
  if (last !== undefined && (over || !chosenDealer)) {
    const dealer = over ? last.dealer : (last.dealer + 1) % seats;
    if (facts.dealer !== dealer) {
      fault(
        'state.dealer',
        `seat ${dealer} must deal hand ${handNumber}: the deal passes clockwise`,
      );
    }
  }
  for (let t = 0; t < teams; t++) {
    if (facts.total[t] !== sums[t]) {
      fault(
        at('state.total', t),
        `team ${t}'s total must be ${sums[t]}, the sum of its hand scores`,
      );
    }
  }
}

/** A finished match is as its last hand left it: the same zones and hand score, and won. */
function checkLastRecord(facts: SavedGameFacts, probes: SavedGameProbes): void {
  const last = facts.history[facts.history.length - 1]!;
  for (let t = 0; t < facts.teams; t++) {
    if (facts.handScore[t] !== last.scores[t]) {
      fault(
        at('state.handScore', t),
        `the match is over: the hand score must be the last hand's, ${last.scores[t]}`,
      );
    }
  }
  const record = new Map(last.zones.map((z) => [z.key, z]));
  for (const zone of facts.zones) {
    const kept = record.get(zone.key);
    zone.lists.forEach((cards, o) => {
      const other = kept?.lists[o];
      if (
        other === undefined ||
        other.length !== cards.length ||
        other.some((c, k) => c !== cards[k])
      ) {
        fault(
          zonePath(ZONES, zone, o),
          `the match is over: ${zonePath(ZONES, zone, o)} must hold what hand ${last.hand} ended with`,
        );
      }
    });
  }
  const winner = probes.matchWinner();
  if (winner !== facts.winner) {
    const says =
      winner === -1 ? 'goes on' : winner === -2 ? 'is a draw' : `is won by team ${winner}`;
    fault(
      winner === -1 ? 'state.over' : 'state.winner',
      `by the rules the match ${says} after hand ${last.hand}`,
    );
  }
}

/**
 * Cards dealt into the zones of a hand: the whole deck where the rest is kept, else the hands;
 * undefined where the size dealt is not known (a finished hand's that read the state).
 */
function cardsInPlay(
  facts: SavedGameFacts,
  rules: SavedGameRules,
  size: number | undefined,
): number | undefined {
  if (rules.deal.rest !== undefined) return facts.deckSize;
  return size === undefined ? undefined : Math.min(facts.deckSize, size * facts.seats);
}

/**
 * No card twice (the readers refuse that as they go), and as many cards as were dealt: cards
 * never leave the zones, so where the whole deck is dealt every card is somewhere; where the
 * rules move no card, no card joins them either.
 */
export function checkCardCount(
  zones: readonly ZoneCards[],
  path: string,
  facts: SavedGameFacts,
  rules: SavedGameRules,
  probes: SavedGameProbes,
  /** Cards each seat was dealt in the hand, where it is known. */
  size: number | undefined,
): void {
  const seen = new Uint8Array(facts.deckSize);
  let held = 0;
  for (const zone of zones) {
    zone.lists.forEach((cards, o) => {
      for (let k = 0; k < cards.length; k++) {
        const c = cards[k]!;
        if (seen[c] !== 0)
          fault(at(zonePath(path, zone, o), k), `card '${probes.cardId(c)}' is in two places`);
        seen[c] = 1;
        held++;
      }
    });
  }
  const dealt = cardsInPlay(facts, rules, size);
  if (dealt === undefined) return;
  if (held < dealt || (rules.dealtOnly && held > dealt)) {
    const missing = held < dealt && dealt === facts.deckSize ? seen.indexOf(0) : -1;
    fault(
      path,
      missing >= 0
        ? `card '${probes.cardId(missing)}' is in no zone: every card of the deck is somewhere`
        : `the zones hold ${held} cards, but ${dealt} were dealt`,
    );
  }
}

/** The seat to move follows from the phase's turn; `step` and `idle` from where play rests. */
export function checkTurn(
  facts: SavedGameFacts,
  rules: SavedGameRules,
  probes: SavedGameProbes,
): void {
  const { seats, step, seat, over } = facts;
  // A match that ends because every seat sat its turn out keeps the count it ended on.
  if (facts.idle !== 0 && !over)
    fault('state.idle', 'state.idle must be 0: a seat with no move has sat its turn out');
  facts.owed.forEach((o, k) => {
    if (!rules.owable.includes(o.move))
      fault(at(at('state.owed', k), 'move'), `move ${o.move} is no move a team can be owed`);
  });
  const kind = over ? undefined : rules.phases[facts.phase];
  if (kind !== 'once-around' && step !== 0)
    fault('state.step', 'state.step must be 0: turns are counted in a once-around phase only');
  if (kind === 'once-around') {
    if (step >= seats)
      fault('state.step', `state.step must be below ${seats}: the phase is once around`);
    const expected = (facts.dealer + 1 + step) % seats;
    if (seat !== expected)
      fault('state.seat', `seat ${expected} is to move: turn ${step + 1} from the dealer's left`);
  }
  if (kind === 'choices') {
    const first = facts.owed[0];
    if (first === undefined) fault('state.owed', 'a choice must be owed while choices are made');
    const chooser = probes.chooserOf(first.team);
    if (seat !== chooser)
      fault('state.seat', `seat ${chooser} is to move: it chooses for team ${first.team}`);
  }
}

/**
 * Tricks: before the first trick phase of a hand (and in a game with none) nothing has been
 * played to one; suits and voids are bit sets of suits.
 */
export function checkTrickFields(facts: SavedGameFacts, rules: SavedGameRules): void {
  const suits = 2 ** rules.suits - 1;
  if ((facts.broken & ~suits) !== 0)
    fault('state.broken', `state.broken holds bits of no suit (there are ${rules.suits})`);
  facts.voids.forEach((v, k) => {
    if ((v & ~suits) !== 0)
      fault(at('state.voids', k), `${at('state.voids', k)} holds bits of no suit`);
  });
  const taken = facts.tricksWon.reduce((a, b) => a + b, 0);
  if (facts.tricksWon.length !== facts.teams)
    fault('state.tricksWon', `state.tricksWon must hold ${facts.teams} entries`);
  const firstTricks = rules.phases.indexOf('tricks');
  const before = firstTricks < 0 || (!facts.over && facts.phase < firstTricks);
  if (!before) return;
  if (taken !== 0) fault('state.tricksWon', 'no trick has been played in this hand yet');
  if (facts.led !== -1) fault('state.led', 'no trick has been played in this hand yet');
  if (facts.broken !== 0) fault('state.broken', 'no suit is broken before the first trick');
  const leader = (facts.dealer + 1) % facts.seats;
  if (facts.leader !== leader)
    fault('state.leader', `seat ${leader}, left of the dealer, leads the first trick`);
  facts.voids.forEach((v, k) => {
    if (v !== 0) fault(at('state.voids', k), 'no seat has shown a void before the first trick');
  });
}

function zoneOf(facts: SavedGameFacts, name: string | undefined): ZoneCards | undefined {
  return name === undefined ? undefined : facts.zones.find((z) => z.name === name);
}

/**
 * Where the rules file moves no card: the deal fills the hands and the rest, tricks take one
 * card from each seat in turn, and nothing else lies anywhere. So each seat holds what it was
 * dealt less its cards in tricks, the trick in progress is the seats from the leader on, the won
 * tricks are whole, broken suits are the suits in them, the led card is the trick's first that
 * may set the suit, and no seat holds a suit it has shown it lacks.
 */
export function checkDealtZones(
  facts: SavedGameFacts,
  rules: SavedGameRules,
  probes: SavedGameProbes,
): void {
  const { seats } = facts;
  const dealt = Math.min(facts.deckSize, facts.dealt * seats);
  const t = rules.tricks;
  const used = new Set([rules.deal.to, rules.deal.rest, t?.to, t?.won]);
  for (const zone of facts.zones) {
    if (used.has(zone.name)) continue;
    zone.lists.forEach((cards, o) => {
      if (cards.length > 0)
        fault(
          zonePath(ZONES, zone, o),
          `${zonePath(ZONES, zone, o)} must be empty: no rule puts cards there`,
        );
    });
  }
  const rest = zoneOf(facts, rules.deal.rest);
  if (rest !== undefined) {
    const count = rest.lists.reduce((n, l) => n + l.length, 0);
    if (count !== facts.deckSize - dealt) {
      fault(
        zonePath(ZONES, rest, 0),
        `${zonePath(ZONES, rest, 0)} must hold the ${facts.deckSize - dealt} cards not dealt, not ${count}`,
      );
    }
  }
  const hands = zoneOf(facts, rules.deal.to);
  const trick = t !== undefined && t.from === rules.deal.to ? zoneOf(facts, t.to) : undefined;
  const inTrick = trick?.lists[0] ?? [];
  const taken = facts.tricksWon.reduce((a, b) => a + b, 0);
  const inTricks = t?.from === rules.deal.to;
  if (trick !== undefined && !facts.over) {
    const playing = rules.phases[facts.phase] === 'tricks';
    if (!playing && inTrick.length > 0)
      fault(zonePath(ZONES, trick, 0), 'no trick is being played, so the trick must be empty');
    if (inTrick.length >= seats)
      fault(zonePath(ZONES, trick, 0), `a trick is taken when ${seats} cards are in it`);
    const expected = (facts.leader + inTrick.length) % seats;
    if (playing && facts.seat !== expected)
      fault('state.seat', `seat ${expected} is to play: the trick was led by seat ${facts.leader}`);
  }
  if (hands !== undefined) {
    hands.lists.forEach((cards, seat) => {
      const played = inTricks
        ? taken + (playedTo(seat, facts.leader, inTrick.length, seats) ? 1 : 0)
        : 0;
      const expected = dealtTo(seat, dealt, facts.dealer, seats) - played;
      if (cards.length !== expected) {
        fault(
          zonePath(ZONES, hands, seat),
          `seat ${seat} must hold ${expected} cards, not ${cards.length}: it was dealt ${dealtTo(seat, dealt, facts.dealer, seats)} and has played ${played}`,
        );
      }
      for (const c of cards) {
        const suit = probes.suitOf(c);
        if (inTricks && suit >= 0 && (facts.voids[seat]! & (1 << suit)) !== 0) {
          fault(
            at('state.voids', seat),
            `seat ${seat} holds '${probes.cardId(c)}', of a suit it has shown it lacks`,
          );
        }
      }
    });
  }
  if (t === undefined || !inTricks) return;
  const won = zoneOf(facts, t.won);
  if (won !== undefined) checkWonTricks(facts, won, probes);
  if (trick !== undefined) checkLedCard(facts, t, inTrick, probes);
}

/** The led card is the trick's: the first card in it that sets the suit, seen by everyone. */
function checkLedCard(
  facts: SavedGameFacts,
  t: { readonly ledSkipsWild: boolean },
  inTrick: readonly number[],
  probes: SavedGameProbes,
): void {
  const setter = inTrick.find((c) => !(t.ledSkipsWild && probes.wild(c))) ?? -1;
  if (facts.led !== setter) {
    fault(
      'state.led',
      setter < 0
        ? 'no card in the trick sets the led suit'
        : `the led card is '${probes.cardId(setter)}', the first in the trick that sets the suit`,
    );
  }
}

/** Won tricks are whole (a card from each seat), counted per team; broken suits are theirs. */
function checkWonTricks(facts: SavedGameFacts, won: ZoneCards, probes: SavedGameProbes): void {
  const { seats, teams } = facts;
  const byTeam = new Array<number>(teams).fill(0);
  let suits = 0;
  won.lists.forEach((cards, o) => {
    const team = won.owner === 'team' ? o : won.owner === 'seat' ? probes.teamOf(o) : -1;
    if (team >= 0) byTeam[team]! += cards.length;
    for (const c of cards) {
      const suit = probes.suitOf(c);
      if (suit >= 0) suits |= 1 << suit;
    }
  });
  const taken = facts.tricksWon.reduce((a, b) => a + b, 0);
  if (won.owner === 'shared') {
    const n = won.lists[0]?.length ?? 0;
    if (n !== taken * seats)
      fault(
        zonePath(ZONES, won, 0),
        `${taken} tricks were taken: ${taken * seats} cards, not ${n}`,
      );
  } else {
    for (let team = 0; team < teams; team++) {
      if (byTeam[team] !== facts.tricksWon[team]! * seats) {
        fault(
          won.owner === 'team' ? zonePath(ZONES, won, team) : at(ZONES, won.key),
          `team ${team} took ${facts.tricksWon[team]} tricks: ${facts.tricksWon[team]! * seats} cards, not ${byTeam[team]}`,
        );
      }
    }
  }
  if (facts.broken !== suits)
    fault('state.broken', 'the broken suits must be the suits of the cards in taken tricks');
}

/** Cards seat `seat` is dealt when `dealt` go one at a time from the dealer's left. */
function dealtTo(seat: number, dealt: number, dealer: number, seats: number): number {
  const position = (seat - dealer - 1 + seats) % seats;
  return Math.floor(dealt / seats) + (position < dealt % seats ? 1 : 0);
}

/** Whether `seat` has played to a trick that `leader` led and `played` seats have played to. */
function playedTo(seat: number, leader: number, played: number, seats: number): boolean {
  return (seat - leader + seats) % seats < played;
}

function zonePath(base: string, zone: ZoneCards, owner: number): string {
  const path = at(base, zone.key);
  return zone.owner === 'shared' ? path : at(path, owner);
}

function fault(path: string, message: string): never {
  throw new InputFault(path, message);
}
