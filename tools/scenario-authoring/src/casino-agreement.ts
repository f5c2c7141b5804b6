// Plays Casino matches through the engine and the model of the rules (casino-oracle.ts) side by
// side and counts the moves on which they agree: the seat to move, the legal moves, each hand's
// scores, the next dealer and the match's end. casino.ts runs it after writing the scenarios.
// The seats mix random moves with greedy ones (the capture that takes most, else a build, else
// a trail), so that builds are added to, raised and captured. Moves the rules refuse are tried
// on the engine too: a trail by a build's owner (K8), a raise of a multiple build (K7) and a
// capture whose cards do not split into groups of its value (K4).

import { engine } from '@orrery/engine-casino';
import type { Move } from '@orrery/runtime';
import {
  CasinoHand,
  matchResult,
  moveKey,
  sorted,
  splits,
  subsets,
  worth,
  type CasinoMove,
} from './casino-oracle';
import { seeded } from './seeded';

const size = (m: CasinoMove) =>
  m.type === 'capture'
    ? m.taken.length + 1
    : m.type === 'pair' || m.type === 'capture-build'
      ? 2
      : 0;

/** A greedy seat's move, or with chance `random` any legal move. */
export function greedy(h: CasinoHand, rnd: () => number, random = 0.3): CasinoMove {
  const legal = h.legal();
  const pick = (moves: CasinoMove[]) => moves[Math.floor(rnd() * moves.length)]!;
  if (rnd() < random) return pick(legal);
  const captures = legal.filter((m) => size(m) > 0);
  if (captures.length > 0) {
    const most = Math.max(...captures.map(size));
    return pick(captures.filter((m) => size(m) === most));
  }
  const builds = legal.filter((m) => m.type !== 'trail');
  return pick(builds.length > 0 && rnd() < 0.7 ? builds : legal);
}

interface Saved {
  state: {
    dealer: number;
    handNumber: number;
    over: boolean;
    winner: number;
    total: number[];
    zones: { hand: string[][]; stock: string[]; table: string[] };
  };
}

const saved = (state: Parameters<typeof engine.serialize>[0]) =>
  (JSON.parse(engine.serialize(state)) as Saved).state;

/** The model of the hand the engine has just dealt (the saved stock has its top card last). */
export function modelOf(state: Parameters<typeof engine.serialize>[0]): CasinoHand {
  const { dealer, zones } = saved(state);
  return new CasinoHand({
    dealer,
    hands: zones.hand,
    table: zones.table,
    stock: [...zones.stock].reverse(),
  });
}

/** Moves the rules refuse in this position, each with the code they imply. */
function refusable(h: CasinoHand): [CasinoMove, string][] {
  const s = h.seat;
  const hand = h.hands[s]!;
  const tries: [CasinoMove, string][] = [];
  // K8: a `when` not met
  if (h.buildValue[s]! > 0) tries.push([{ type: 'trail', card: hand[0]! }, 'not-now']);
  for (const builder of [0, 1]) {
    const v = h.buildValue[builder]!;
    const cards = h.builds[builder]!;
    // K7: a multiple build is never raised
    if (v > 0 && cards.reduce((n, c) => n + worth(c), 0) !== v)
      for (const card of hand) tries.push([{ type: 'raise', builder, card }, 'not-allowed']);
  }
  // K4: every card taken in one group
  for (const card of hand) {
    const w = worth(card);
    if (w === 0) continue;
    const wrong = subsets(h.table.filter((c) => worth(c) > 0 && worth(c) <= w)).find(
      (t) => !splits(t, w),
    );
    if (wrong) tries.push([{ type: 'capture', card, taken: sorted(wrong) }, 'not-allowed']);
  }
  return tries;
}

export interface Agreement {
  moves: number;
  hands: number;
  matches: number;
  /** Moves the rules refuse that the engine refused too, with the same code. */
  refused: number;
  sweeps: number;
  builds: number;
  raises: number;
  /** Cards and groups added to a build (K6). */
  adds: number;
  /** Hands after which both players had reached the target (K11). */
  bothReached: number;
  problems: string[];
}

/** Plays `matches` whole matches (to a target of 21) through both, seeded from `seed`. */
export function agreement(matches: number, seed = 1): Agreement {
  const out: Agreement = {
    moves: 0,
    hands: 0,
    matches: 0,
    refused: 0,
    sweeps: 0,
    builds: 0,
    raises: 0,
    adds: 0,
    bothReached: 0,
    problems: [],
  };
  const problem = (p: string) => out.problems.push(p);
  for (let game = 0; game < matches && out.problems.length === 0; game++) {
    const rnd = seeded(seed * 10007 + game);
    const setup = engine.setup({ seed: seed + game });
    if (!setup.ok) throw new Error(setup.error.message);
    let state = setup.value;
    const totals = [0, 0];
    const random = [0.3, 0.8, 0.05][game % 3]!;
    for (let n = 0; n < 20 && out.problems.length === 0; n++) {
      const h = modelOf(state);
      while (!h.over && out.problems.length === 0) {
        const want = h.legal().map(moveKey).sort();
        const got = engine
          .legalMoves(state)
          .map((m) => moveKey(m))
          .sort();
        if (engine.toMove(state) !== h.seat)
          problem(`seat ${engine.toMove(state)} to move, the rules say ${h.seat}`);
        else if (want.join() !== got.join())
          problem(
            `legal: the rules ${want.filter((m) => !got.includes(m))} only, the engine ${got.filter((m) => !want.includes(m))} only`,
          );
        else {
          for (const [m, code] of refusable(h)) {
            const r = engine.apply(state, { seat: h.seat, ...m } as unknown as Move);
            if (r.ok || r.error.code !== code)
              problem(
                `${moveKey(m)}: the rules refuse it (${code}), the engine ${r.ok ? 'allows it' : r.error.code}`,
              );
            out.refused++;
          }
          const m = h.move(greedy(h, rnd, random));
          if (m.type === 'add-card' || m.type === 'add-group') out.adds++;
          const r = engine.apply(state, m as unknown as Move);
          if (!r.ok) problem(`the engine refuses a move: ${r.error.code}`);
          else state = r.state;
          out.moves++;
        }
      }
      if (out.problems.length > 0) break;
      out.hands++;
      out.sweeps += h.events.filter((e) => e === 'sweep').length;
      out.builds += h.events.filter((e) => e === 'build').length;
      out.raises += h.events.filter((e) => e === 'raise').length;
      const scores = h.scores();
      const outcome = engine.outcome(state);
      const got = outcome.hands[outcome.hands.length - 1]?.scores ?? [];
      if (got.join() !== scores.join()) problem(`scores: the rules ${scores}, the engine ${got}`);
      totals[0]! += scores[0]!;
      totals[1]! += scores[1]!;
      if (totals.every((t) => t >= 21)) out.bothReached++;
      const winner = matchResult(totals, 21);
      if (outcome.over !== (winner !== null) || (winner !== null && outcome.winner !== winner))
        problem(
          `after ${totals}: the rules say ${winner === null ? 'play on' : `seat ${winner} wins`}, the engine ${outcome.over ? `over, ${outcome.winner}` : 'plays on'}`,
        );
      if (outcome.over) break;
      const next = saved(state);
      if (next.dealer !== h.nextDealer())
        problem(`next dealer: the rules ${h.nextDealer()}, the engine ${next.dealer}`);
    }
    out.matches++;
  }
  return out;
}

// Run alone: npx tsx tools/scenario-authoring/src/casino-agreement.ts [matches]
if (process.argv[1]?.endsWith('casino-agreement.ts')) {
  const a = agreement(Number(process.argv[2] ?? 100));
  const { problems, ...counts } = a;
  console.log(JSON.stringify(counts));
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exitCode = 1;
  }
}
