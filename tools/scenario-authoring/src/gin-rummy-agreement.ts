// Plays Gin Rummy hands through the engine and the model of the rules (gin-rummy-oracle.ts) side
// by side and counts the moves on which they agree: the seat to move, the legal moves, each
// hand's scores and the next dealer. gin-rummy.ts runs it after writing the scenarios. Random
// moves would almost never knock, so the seats play a greedy game: take the upcard when it
// lowers their deadwood, throw away what leaves the least, and knock or play on for gin. The
// knocker lays out any meld the rules allow, and each meld its hand holds that they do not (one
// that would raise the deadwood, G6), and showing the deadwood too soon, must be refused.

import { engine } from '@orrery/engine-gin-rummy';
import type { Move } from '@orrery/runtime';
import { GinHand, canonical, deadwood, meldsOf, type GinMove } from './gin-rummy-oracle';
import { seeded } from './seeded';

/** The least deadwood a hand of eleven leaves after its best discard (none of `keep`). */
const afterDiscard = (hand: readonly string[], keep: string | null) =>
  Math.min(...hand.filter((c) => c !== keep).map((c) => deadwood(hand.filter((x) => x !== c))));

/**
 * A greedy seat's move: `knock` is the chance it knocks when it may (else it plays on for gin),
 * `random` the chance of a random move instead, so that hands differ.
 */
export function greedy(h: GinHand, rnd: () => number, knock = 1, random = 0): GinMove {
  const legal = h.legal();
  const pick = (moves: GinMove[]) => moves[Math.floor(rnd() * moves.length)]!;
  if (rnd() < random) return pick(legal);
  const hand = h.hands[h.seat]!;
  const has = (type: GinMove['type']) => legal.filter((m) => m.type === type);
  if (h.phase === 'play' && !h.drew) {
    const upcard = h.discard[h.discard.length - 1];
    const takes = has('take-discard');
    if (takes.length > 0 && upcard !== undefined)
      if (afterDiscard([...hand, upcard], upcard) < deadwood(hand)) return takes[0]!;
    return pick([...has('draw'), ...has('pass')]);
  }
  if (h.phase === 'play') {
    const knocks = has('knock');
    if (knocks.length > 0 && rnd() < knock) {
      const best = Math.min(...knocks.map((m) => afterKnock(hand, m)));
      return pick(knocks.filter((m) => afterKnock(hand, m) === best));
    }
    const discards = has('discard');
    const left = discards.map((m) => afterKnock(hand, m));
    return pick(discards.filter((_, k) => left[k] === Math.min(...left)));
  }
  if (h.phase === 'lay-out') return pick(has('meld').length > 0 ? has('meld') : legal);
  const offs = legal.filter((m) => m.type !== 'stop-laying-off');
  return offs.length > 0 ? pick(offs) : legal[0]!;
}

const afterKnock = (hand: readonly string[], m: GinMove) =>
  deadwood(hand.filter((c) => !('card' in m) || c !== m.card));

interface Saved {
  state: { dealer: number; zones: { hand: string[][]; stock: string[]; discard: string[] } };
}

/** The model of the hand the engine has just dealt (the saved stock has its top card last). */
export function modelOf(state: Parameters<typeof engine.serialize>[0]): GinHand {
  const { dealer, zones } = (JSON.parse(engine.serialize(state)) as Saved).state;
  return new GinHand({
    dealer,
    hands: zones.hand,
    stock: [...zones.discard, ...[...zones.stock].reverse()],
  });
}

const key = (m: object) => {
  const { seat: _seat, ...rest } = m as Record<string, unknown>;
  return JSON.stringify(canonical(rest as unknown as GinMove));
};

/**
 * G6: tries every meld of the knocker's hand that the rules do not allow, and showing the
 * deadwood when they do not, on the engine; each must be refused with the code the rules give
 * it (a `where` not met, a `when` not met). Returns how many were tried.
 */
function refusals(
  state: Parameters<typeof engine.apply>[0],
  h: GinHand,
  problem: (p: string) => void,
): number {
  const legal = new Set(h.legal().map(key));
  const tries: [GinMove, string][] = meldsOf(h.hands[h.seat]!)
    .map((cards): GinMove => ({ type: 'meld', cards }))
    .filter((m) => !legal.has(key(m)))
    .map((m) => [m, 'not-allowed']);
  const show: GinMove = { type: 'show-deadwood' };
  if (!legal.has(key(show))) tries.push([show, 'not-now']);
  for (const [m, code] of tries) {
    const r = engine.apply(state, { seat: h.seat, ...m } as unknown as Move);
    if (r.ok || r.error.code !== code)
      problem(
        `${key(m)}: the rules refuse it (${code}), the engine ${r.ok ? 'allows it' : r.error.code}`,
      );
  }
  return tries.length;
}

export interface Agreement {
  moves: number;
  hands: number;
  /** Moves of a knocker laying out that the rules refuse, and the engine refused too. */
  refused: number;
  /** How the hands ended: knocked and won, gin, undercut, drawn. */
  ends: Record<'knock' | 'gin' | 'undercut' | 'drawn', number>;
  problems: string[];
}

/** Plays `matches` matches of up to four hands each through both, seeded from `seed`. */
export function agreement(matches: number, seed = 1): Agreement {
  const out: Agreement = {
    moves: 0,
    hands: 0,
    refused: 0,
    ends: { knock: 0, gin: 0, undercut: 0, drawn: 0 },
    problems: [],
  };
  const problem = (p: string) => out.problems.push(p);
  for (let game = 0; game < matches && out.problems.length === 0; game++) {
    const rnd = seeded(seed * 10007 + game);
    const setup = engine.setup({ seed: seed + game });
    if (!setup.ok) throw new Error(setup.error.message);
    let state = setup.value;
    // Some matches knock at once, some play on for gin; some moves are random.
    const knock = [1, 0.5, 0.1][game % 3]!;
    for (let n = 0; n < 4 && out.problems.length === 0; n++) {
      const h = modelOf(state);
      while (!h.over && out.problems.length === 0) {
        const want = h.legal().map(key).sort();
        const got = engine.legalMoves(state).map(key).sort();
        if (engine.toMove(state) !== h.seat)
          problem(`seat ${engine.toMove(state)} to move, the rules say ${h.seat}`);
        else if (want.join() !== got.join())
          problem(
            `legal: the rules ${want.filter((m) => !got.includes(m))} only, the engine ${got.filter((m) => !want.includes(m))} only`,
          );
        else {
          if (h.phase === 'lay-out') out.refused += refusals(state, h, problem);
          const r = engine.apply(state, h.move(greedy(h, rnd, knock, 0.05)) as unknown as Move);
          if (!r.ok) problem(`the engine refuses a move: ${r.error.code}`);
          else state = r.state;
          out.moves++;
        }
      }
      if (out.problems.length > 0) break;
      out.hands++;
      const scores = h.scores();
      out.ends[
        h.knocker < 0
          ? 'drawn'
          : h.knockerCount() === 0
            ? 'gin'
            : scores[h.knocker] === 0
              ? 'undercut'
              : 'knock'
      ]++;
      const outcome = engine.outcome(state);
      const got = outcome.hands[outcome.hands.length - 1]?.scores ?? [];
      if (got.join() !== scores.join()) problem(`scores: the rules ${scores}, the engine ${got}`);
      if (outcome.over) break;
      const dealer = (JSON.parse(engine.serialize(state)) as Saved).state.dealer;
      if (dealer !== h.nextDealer())
        problem(`next dealer: the rules ${h.nextDealer()}, the engine ${dealer}`);
    }
  }
  return out;
}
