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
      expect([...match.shownVariables].some((k) => k.startsWith('bid'))).toBe(false);
      return false;
    });
    expect(moves).toBeGreaterThan(10);
  });

  it("shows a seat's bid once that seat bid, keeps it over a reload, and forgets it at the next hand", () => {
    const match = start(4);
    expect(match.shownVariables.size).toBe(0);
    const first = match.toMove!;
    play(match, (m) => m.moves.length === 1);
    expect(match.view(0).phase).toBe('bidding');
    // Only the seat that bid shows its bid; the others have not bid yet.
    expect([...match.shownVariables]).toEqual([`bid#${first}`]);
    const reloaded = loadMatch(starbuckaroos as AnyEngine, saveMatch(match));
    expect(reloaded.ok && [...reloaded.match.shownVariables]).toEqual([`bid#${first}`]);
    play(match, (m) => m.view(0).phase !== 'bidding');
    expect(match.shownVariables.size).toBe(4);
    play(match, () => false);
    expect(match.summaries).toHaveLength(1);
    expect(match.shownVariables.size).toBe(0);
  });

  it('shows a bid of 0 (the starting value) as soon as the seat made it', () => {
    const match = start(4);
    const seat = match.toMove!;
    const zero = match.view(seat).legal.find((m) => m.type === 'bid' && m['points'] === 0)!;
    expect(match.play(seat, zero).ok).toBe(true);
    expect(match.view(0).variables['bid']).toEqual([0, 0, 0, 0]);
    expect(match.shownVariables.has(`bid#${seat}`)).toBe(true);
  });
});
