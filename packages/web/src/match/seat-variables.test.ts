import { engine as starbuckaroos } from '@orrery/engine-starbuckaroos';
import { describe, expect, it } from 'vitest';
import { MatchController } from './controller';
import { loadMatch, saveMatch } from './saved-match';
import type { AnyEngine } from './table-view';

function start(players: number): MatchController {
  const seats = Array.from({ length: players }, () => ({ kind: 'bot' as const, spec: 'random' }));
  const made = MatchController.create(starbuckaroos as AnyEngine, {
    seats,
    seed: 3,
    options: { players },
  });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

/** Plays until a hand ends: the last legal move (the highest bid) or the first otherwise. */
function play(match: MatchController, until: (m: MatchController) => boolean): void {
  for (let i = 0; i < 2000 && !until(match); i++) {
    const seat = match.toMove!;
    const legal = match.view(seat).legal;
    const move = legal.find((m) => m.type === 'bid') ? legal.at(-1)! : legal[0]!;
    const result = match.play(seat, move);
    if (!result.ok) throw new Error(result.error.message);
    if (result.summary) return;
  }
}

describe('SeatVariables (through the match controller)', () => {
  it('never shows a variable whose phase does not happen under the house rules', () => {
    const match = start(2);
    expect(match.view(0).variables['bid']).toEqual([0, 0]);
    let moves = 0;
    play(match, () => {
      moves++;
      expect(match.shownVariables.has('bid')).toBe(false);
      return false;
    });
    expect(moves).toBeGreaterThan(10);
  });

  it('shows a variable once a rule set it, keeps it over a reload, and forgets it at the next hand', () => {
    const match = start(4);
    expect(match.shownVariables.has('bid')).toBe(false);
    play(match, (m) => m.shownVariables.has('bid'));
    expect(match.view(0).phase).toBe('bidding');
    expect(match.shownVariables.has('bid')).toBe(true);
    const reloaded = loadMatch(starbuckaroos as AnyEngine, saveMatch(match));
    expect(reloaded.ok && reloaded.match.shownVariables.has('bid')).toBe(true);
    play(match, () => false);
    expect(match.summaries).toHaveLength(1);
    expect(match.shownVariables.has('bid')).toBe(false);
  });
});
