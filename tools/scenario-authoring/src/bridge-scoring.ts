// Rubber bridge's scoring, written from the standard tables (B10 to B17 of the draft rules file,
// tools/scenario-authoring/drafts/bridge.rules), not read from any engine: trick points below
// the line, games and vulnerability, overtricks, the bonus for making a doubled contract,
// undertricks, slams, honours, the rubber and an unfinished rubber. bridge-oracle.ts plays the
// auction and the tricks; this file says what a hand played to an end is worth.

/** B4: the strains from the lowest; a strain's number in the draft is its index + 1. */
export const STRAINS = ['clubs', 'diamonds', 'hearts', 'spades', 'no-trump'] as const;
export type Strain = (typeof STRAINS)[number];
export type Doubling = 'undoubled' | 'doubled' | 'redoubled';

export interface Contract {
  readonly level: number;
  readonly strain: Strain;
  readonly doubling: Doubling;
  readonly declarer: number;
}

/** B1: partners sit opposite, North-South team 0 and East-West team 1. */
export const teamOf = (seat: number) => seat % 2;

const times = (d: Doubling) => (d === 'redoubled' ? 4 : d === 'doubled' ? 2 : 1);

/** B10, B12: what one trick over six is worth undoubled: 20 in the minors, 30 otherwise. */
export const trickValue = (strain: Strain) =>
  strain === 'clubs' || strain === 'diamonds' ? 20 : 30;

/** B10: the points below the line for a contract made: at no trump the first trick is 40. */
export function trickScore(level: number, strain: Strain, doubling: Doubling): number {
  const first = strain === 'no-trump' ? 10 : 0;
  return times(doubling) * (trickValue(strain) * level + first);
}

/** B12: the points above the line for tricks taken over the contract. */
export function overtrickScore(
  over: number,
  strain: Strain,
  doubling: Doubling,
  vulnerable: boolean,
): number {
  if (doubling === 'undoubled') return over * trickValue(strain);
  const each = doubling === 'doubled' ? 100 : 200;
  return over * each * (vulnerable ? 2 : 1);
}

/** B12: the bonus for making a doubled or redoubled contract. */
export const doubledBonus = (doubling: Doubling) =>
  doubling === 'redoubled' ? 100 : doubling === 'doubled' ? 50 : 0;

/** B14: the bonus for a slam bid and made (0 below six). */
export function slamBonus(level: number, vulnerable: boolean): number {
  if (level === 6) return vulnerable ? 750 : 500;
  if (level === 7) return vulnerable ? 1500 : 1000;
  return 0;
}

/**
 * B13: what the defenders score for `down` tricks short, undertrick by undertrick as the table
 * reads: the first, then the second and third, then each after.
 */
export function undertrickPenalty(down: number, doubling: Doubling, vulnerable: boolean): number {
  let total = 0;
  for (let k = 1; k <= down; k++) {
    if (doubling === 'undoubled') total += vulnerable ? 100 : 50;
    else {
      const doubled = vulnerable ? (k === 1 ? 200 : 300) : k === 1 ? 100 : k <= 3 ? 200 : 300;
      total += doubling === 'redoubled' ? 2 * doubled : doubled;
    }
  }
  return total;
}

const HONOUR_RANKS = ['ace', 'king', 'queen', 'jack', '10'];
const rankOf = (card: string) => card.slice(card.indexOf('-') + 1);
const suitOf = (card: string) => card.split('-')[0]!;

/**
 * B15: each team's honours, from the hands as dealt: four of the five trump honours in one hand
 * 100, all five 150; at no trump the four aces in one hand 150. At most one hand can hold them.
 */
export function honoursOf(hands: readonly (readonly string[])[], strain: Strain): number[] {
  const out = [0, 0];
  hands.forEach((hand, seat) => {
    if (strain === 'no-trump') {
      if (hand.filter((c) => rankOf(c) === 'ace').length === 4) out[teamOf(seat)] = 150;
      return;
    }
    const held = hand.filter((c) => suitOf(c) === strain && HONOUR_RANKS.includes(rankOf(c)));
    if (held.length === 5) out[teamOf(seat)] = 150;
    else if (held.length === 4) out[teamOf(seat)] = 100;
  });
  return out;
}

/** B11: where the rubber stands between hands: games won, and part scores below the line. */
export interface Standing {
  readonly games: readonly number[];
  readonly partScore: readonly number[];
}
export const FRESH: Standing = { games: [0, 0], partScore: [0, 0] };

/** B11: a side that has won a game is vulnerable. */
export const vulnerable = (standing: Standing, team: number) => standing.games[team]! > 0;

/** A hand that reached play: its contract, the tricks the declarer's side took, the honours. */
export interface Played {
  readonly contract: Contract;
  readonly tricks: number;
  readonly honours: readonly number[];
}

/** One `score` line of the hand, in the order the draft's scoring block writes them. */
export interface Line {
  readonly team: number;
  readonly points: number;
  readonly below: boolean;
  readonly what: string;
}

export interface HandScore {
  readonly lines: readonly Line[];
  /** Each team's points for the hand, above and below the line together. */
  readonly scores: readonly number[];
  /** The draft's rule events of its scoring block, in order. */
  readonly events: readonly string[];
  readonly after: Standing;
  /** B16: a side has won two games. */
  readonly rubberOver: boolean;
}

/**
 * B10 to B17: the hand's score from the standing before it. `played` is null for a hand thrown
 * in; `lastHand` says the match stops after this hand (max-hands), for B17.
 */
export function scoreHand(before: Standing, played: Played | null, lastHand = false): HandScore {
  const lines: Line[] = [];
  const events: string[] = [];
  const games = [...before.games];
  let partScore = [...before.partScore];
  const score = (team: number, points: number, what: string, below = false) =>
    lines.push({ team, points, below, what });

  if (played !== null) {
    const { level, strain, doubling, declarer } = played.contract;
    const makers = teamOf(declarer);
    const vul = vulnerable(before, makers);
    const needed = 6 + level;
    if (played.tricks >= needed) {
      const below = trickScore(level, strain, doubling);
      score(makers, below, 'contract', true); // B10
      partScore[makers]! += below;
      const over = played.tricks - needed;
      if (over > 0) score(makers, overtrickScore(over, strain, doubling, vul), 'overtricks');
      if (doubling !== 'undoubled') score(makers, doubledBonus(doubling), 'made doubled');
      if (level >= 6) {
        score(makers, slamBonus(level, vul), level === 6 ? 'small slam' : 'grand slam');
        events.push(level === 6 ? 'small-slam' : 'grand-slam');
      }
      if (partScore[makers]! >= 100) {
        games[makers]!++; // B11: a game, and both part scores start again
        partScore = [0, 0];
        events.push('game');
      }
    } else {
      score(1 - makers, undertrickPenalty(needed - played.tricks, doubling, vul), 'undertricks');
      events.push('set');
    }
    [0, 1].forEach((team) => {
      if (played.honours[team]! > 0) {
        score(team, played.honours[team]!, 'honours'); // B15: made or set
        events.push('honours');
      }
    });
  }
  const rubberOver = games.some((g) => g === 2);
  [0, 1].forEach((team) => {
    if (games[team] === 2) {
      score(team, games[1 - team] === 0 ? 700 : 500, 'rubber'); // B16
      events.push('rubber');
    }
  });
  if (lastHand && !rubberOver)
    [0, 1].forEach((team) => {
      if (games[team] === 1) score(team, 300, 'unfinished game'); // B17
      if (partScore[team]! > 0) score(team, 100, 'unfinished part score');
    });
  const scores = [0, 1].map((t) =>
    lines.filter((l) => l.team === t).reduce((n, l) => n + l.points, 0),
  );
  return { lines, scores, events, after: { games, partScore }, rubberOver };
}

/** B16, B17: a match, one rubber: the standing, the totals, each hand's scores, and its end. */
export class Rubber {
  standing: Standing = FRESH;
  readonly totals = [0, 0];
  readonly hands: { dealer: number; scores: number[] }[] = [];
  over = false;

  /** `maxHands` 0 plays the rubber out (B17). */
  constructor(readonly maxHands = 0) {}

  get handNumber(): number {
    return this.hands.length + 1;
  }

  /** Whether the hand being played is the last the option allows. */
  get lastHand(): boolean {
    return this.maxHands > 0 && this.handNumber === this.maxHands;
  }

  /** Scores a finished hand and moves the standing and the totals on. */
  record(dealer: number, played: Played | null): HandScore {
    if (this.over) throw new Error('the rubber is over');
    const scored = scoreHand(this.standing, played, this.lastHand);
    this.hands.push({ dealer, scores: [...scored.scores] });
    scored.scores.forEach((p, t) => (this.totals[t]! += p));
    this.standing = scored.after;
    this.over = scored.rubberOver || (this.maxHands > 0 && this.hands.length >= this.maxHands);
    return scored;
  }

  /** B16: the team with the higher total once the match is over; equal totals a draw. */
  get winner(): number | 'draw' | null {
    if (!this.over) return null;
    const [a, b] = this.totals as [number, number];
    return a === b ? 'draw' : a > b ? 0 : 1;
  }
}
