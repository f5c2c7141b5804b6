import type { Decision } from './bot';
import { handMargins, matchWinner, playOutHand } from './playout';
import { DEFAULT_GREEDY_SAMPLES } from './spec';
import { legalCodes, splitDice } from './codes';

/**
 * One move of look-ahead: deal the hidden cards `samples` times; on each deal try every legal
 * move and play the rest of the hand out at random; choose the move with the best mean value for
 * the bot's team (hand margin, or the match result where the match ends). Every move is tried on
 * the same deals and the same playout dice, so the comparison is between moves, not luck.
 */
export function decideGreedy<V, S>(d: Decision<V, S>): number {
  if (d.legal.length === 1) return 0;
  const { engine, view, legal, rng, seat } = d;
  const fast = engine.fast;
  const samples = Math.max(1, d.budget.iterations ?? DEFAULT_GREEDY_SAMPLES);
  const margins = legal.map(() => 0);
  const results = legal.map(() => 0);
  const scratch: number[] = [];
  const marginsOf: number[] = [];
  let scale = 1;
  let codes: readonly number[] | undefined;
  let team = 0;
  const dealFrom = engine.determinizer(view);
  for (let k = 0; k < samples; k++) {
    const deal = dealFrom(rng);
    fast.pauseAtHandEnd(deal); // the look-ahead ends with the hand: no next deal
    if (codes === undefined) {
      codes = legalCodes(engine, deal, legal);
      team = fast.teamOf(deal, seat);
    }
    const hand = fast.handNumber(deal);
    const dice = splitDice(rng);
    for (let i = 0; i < legal.length; i++) {
      const code = codes[i]!;
      if (code < 0) continue;
      const state = fast.clone(deal);
      fast.play(state, code);
      const playout = dice.slice();
      playOutHand(engine, state, hand, playout, scratch);
      const winner = matchWinner(engine, state);
      if (winner === null) {
        scale = Math.max(scale, handMargins(engine, state, marginsOf));
        margins[i]! += marginsOf[team] ?? 0;
      } else if (winner !== 'draw') {
        results[i]! += winner === team ? 1 : -1;
      }
    }
  }
  let best = 0;
  let bestValue = -Infinity;
  for (let i = 0; i < legal.length; i++) {
    if (codes !== undefined && codes[i]! < 0) continue;
    const value = margins[i]! + results[i]! * scale;
    if (value > bestValue) {
      bestValue = value;
      best = i;
    }
  }
  return best;
}
