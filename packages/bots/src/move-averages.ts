import { randomBelow } from '@orrery/runtime';
import type { BotEngine } from './bot';

/**
 * Move-average sampling (MAST: Finnsson & Björnsson 2008) with averages for pairs of moves
 * (N-gram averages, NAST: Powley, Whitehouse & Cowling 2013). Within one decision every move,
 * and every move following a given move, keeps for each team the mean value of the iterations
 * whose path or playout it was played in by a seat of that team. Playouts lean on those means: a
 * move is the best known one for the team to move, except with chance `EXPLORE_IN` `OUT_OF` it
 * is uniform at random. In a game of captures the kind of move matters more than the card; in a
 * game of tricks what a card is worth depends on what was led to it, which the pairs learn.
 *
 * Moves are named here by dense ids (`idOf`) rather than by their codes, so that a pair is one
 * number and every table lookup is one probe.
 */

/** Chance of a uniform random playout move: `EXPLORE_IN` out of `OUT_OF`. */
const EXPLORE_IN = 2;
const OUT_OF = 5;
/** A pair's mean counts once it has this many samples; before that the move's own mean rules. */
const PAIR_SAMPLES = 3;
/** Pairs are kept for the first `PAIR_SPAN` move ids of a decision (later ones, if any, have none). */
const PAIR_SPAN = 65536;
/** Codes below this are given their ids through an array rather than the hash table. */
const DIRECT_CODES = 4096;
/** Pairs of the first `DIRECT_IDS` ids are given their ids through an array, the rest hashed. */
const DIRECT_IDS = 128;
const DIRECT_PAIRS = DIRECT_IDS * DIRECT_IDS;

/**
 * One number for the pair (`prev`, `id`), small ones packed tight; -1 when the pair keeps no
 * averages (no previous move, or an id past `PAIR_SPAN`).
 */
function pairKey(prev: number, id: number): number {
  if (prev < 0 || prev >= PAIR_SPAN || id >= PAIR_SPAN) return -1;
  return prev < DIRECT_IDS && id < DIRECT_IDS
    ? prev * DIRECT_IDS + id
    : DIRECT_PAIRS + prev * PAIR_SPAN + id;
}

export class MoveAverages {
  /** Move code → dense move id. */
  private readonly ids = new DenseIndex(DIRECT_CODES);
  /** Pair key (`pairKey`) → dense pair id. */
  private readonly pairIds = new DenseIndex(DIRECT_PAIRS);
  /** Per team, sums and counts by move id. */
  private readonly moves: Stats[] = [];
  /** Per team, sums and counts by pair id. */
  private readonly pairs: Stats[] = [];

  /** The id of `code`, given on first sight. */
  idOf(code: number): number {
    return this.ids.add(code);
  }

  /**
   * What `code` is worth to `team` after the move `prev` (an id, or -1 when none is known): the
   * move's mean, averaged with the pair's once the pair has `PAIR_SAMPLES`; +Infinity while the
   * move has none (so it gets tried).
   */
  mean(team: number, prev: number, code: number): number {
    return this.worth(this.moves[team], this.pairs[team], prev, code);
  }

  /** The index of the move among `codes[0..n)` worth most to `team` after `prev`; the first on ties. */
  best(team: number, prev: number, codes: readonly number[], n: number): number {
    const moves = this.moves[team];
    const pairs = this.pairs[team];
    let best = 0;
    let bestWorth = -Infinity;
    for (let i = 0; i < n; i++) {
      const worth = this.worth(moves, pairs, prev, codes[i]!);
      if (worth > bestWorth) {
        bestWorth = worth;
        best = i;
      }
    }
    return best;
  }

  private worth(
    moves: Stats | undefined,
    pairs: Stats | undefined,
    prev: number,
    code: number,
  ): number {
    const id = this.ids.get(code);
    if (id < 0 || moves === undefined || moves.count(id) === 0) return Infinity;
    const own = moves.mean(id);
    const key = pairKey(prev, id);
    if (pairs === undefined || key < 0) return own;
    const pair = this.pairIds.get(key);
    if (pair < 0 || pairs.count(pair) < PAIR_SAMPLES) return own;
    return (pairs.mean(pair) + own) / 2;
  }

  /** Adds one iteration's value for `team` to the move `id` and to the pair (`prev`, `id`). */
  credit(team: number, prev: number, id: number, value: number): void {
    (this.moves[team] ??= new Stats()).credit(id, value);
    const key = pairKey(prev, id);
    if (key < 0) return;
    const pair = this.pairIds.add(key);
    (this.pairs[team] ??= new Stats()).credit(pair, value);
  }
}

/** Sums and counts indexed by a dense id, grown as ids arrive. */
class Stats {
  private sums = new Float64Array(64);
  private counts = new Float64Array(64);

  count(id: number): number {
    return id < this.counts.length ? this.counts[id]! : 0;
  }

  /** The mean of `id`, which has a count. */
  mean(id: number): number {
    return this.sums[id]! / this.counts[id]!;
  }

  credit(id: number, value: number): void {
    if (id >= this.counts.length) {
      let length = this.counts.length * 2;
      while (length <= id) length *= 2;
      this.sums = grown(this.sums, length);
      this.counts = grown(this.counts, length);
    }
    this.sums[id]! += value;
    this.counts[id]!++;
  }
}

function grown(values: Float64Array, length: number): Float64Array<ArrayBuffer> {
  const bigger = new Float64Array(length);
  bigger.set(values);
  return bigger;
}

/**
 * Non-negative integer key (a double: one may pass 2^31) → dense id from 0, in order of first
 * sight. Keys below `direct` are looked up in an array; the rest in an open-addressing hash table
 * in typed arrays: a playout looks up every legal move at every step, which a `Map` made slow and
 * full of garbage. -1 marks an empty slot.
 */
class DenseIndex {
  /** Id + 1 of each key below `direct`; 0 for none. */
  private readonly small: Int32Array;
  private keys = new Float64Array(256).fill(-1);
  private ids = new Int32Array(256);
  /** Keys in the hash table. */
  private hashed = 0;
  private size = 0;
  /** 32 minus log2 of the capacity: a hash keeps its top bits, the well-mixed ones. */
  private shift = 24;

  constructor(private readonly direct: number) {
    this.small = new Int32Array(direct);
  }

  /** The id of `key`, or -1 when it has none. */
  get(key: number): number {
    if (key < this.direct) return this.small[key]! - 1;
    const at = this.slotOf(key);
    return this.keys[at] === key ? this.ids[at]! : -1;
  }

  /** The id of `key`, given the next one on first sight. */
  add(key: number): number {
    if (key < this.direct) {
      if (this.small[key] === 0) this.small[key] = ++this.size;
      return this.small[key]! - 1;
    }
    let at = this.slotOf(key);
    if (this.keys[at] === key) return this.ids[at]!;
    if (2 * (this.hashed + 1) > this.keys.length) {
      this.grow();
      at = this.slotOf(key);
    }
    this.keys[at] = key;
    this.ids[at] = this.size;
    this.hashed++;
    return this.size++;
  }

  /** The slot holding `key`, or the empty slot where it would go. */
  private slotOf(key: number): number {
    const mask = this.keys.length - 1;
    // Fibonacci hashing of the key's low 32 bits (its high bits, if any, rarely differ).
    for (let at = Math.imul(key, 0x9e3779b1) >>> this.shift; ; at = (at + 1) & mask) {
      const found = this.keys[at]!;
      if (found === key || found === -1) return at;
    }
  }

  private grow(): void {
    const { keys, ids } = this;
    this.keys = new Float64Array(keys.length * 2).fill(-1);
    this.ids = new Int32Array(keys.length * 2);
    this.shift--;
    for (let i = 0; i < keys.length; i++) {
      if (keys[i] === -1) continue;
      const at = this.slotOf(keys[i]!);
      this.keys[at] = keys[i]!;
      this.ids[at] = ids[i]!;
    }
  }
}

/**
 * Plays hand `hand` out with the averages' policy, starting after the move `prev` (an id, or -1).
 * Every move played is pushed on `moves` as its id and the mover's team on `teams`, so the caller
 * can credit them once the value is known. `codes` is scratch space.
 */
export function playOutHandGuided<V, S>(
  engine: BotEngine<V, S>,
  state: S,
  hand: number,
  rng: number[],
  codes: number[],
  averages: MoveAverages,
  prev: number,
  moves: number[],
  teams: number[],
): void {
  const fast = engine.fast;
  for (;;) {
    const seat = fast.toMove(state);
    if (seat < 0 || fast.handNumber(state) !== hand) return;
    const n = fast.legal(state, codes);
    if (n === 0) return;
    const team = fast.teamOf(state, seat);
    let code = codes[0]!;
    if (n > 1) {
      const explore = randomBelow(rng, OUT_OF) < EXPLORE_IN;
      code = codes[explore ? randomBelow(rng, n) : averages.best(team, prev, codes, n)]!;
    }
    prev = averages.idOf(code);
    moves.push(prev);
    teams.push(team);
    fast.play(state, code);
  }
}
