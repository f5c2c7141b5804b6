import { engine as marsVenus } from '@orrery/engine-mars-venus';
import type { GameEvent } from '@orrery/runtime';
import { describe, expect, it } from 'vitest';
import { HandTracker } from './hand-tracker';

const handEnd: GameEvent = { type: 'hand-end', hand: 1, scores: [6, 0], totals: [6, 0] };

describe('HandTracker', () => {
  it("keeps the engine's score reasons for the summary, before or after the hand-end event", () => {
    const tracker = new HandTracker(marsVenus.meta, {});
    expect(
      tracker.noteEvents([
        { type: 'score', hand: 1, team: 0, points: 4, reason: 'Team A took all of Mars' },
      ]),
    ).toBeNull();
    const summary = tracker.noteEvents([
      handEnd,
      { type: 'score', hand: 1, team: 0, points: 2, reason: 'Team A took the last trick' },
      // Not an event an engine sends: its points are not a number.
      {
        type: 'score',
        hand: 1,
        team: 1,
        points: 'x',
        reason: 'malformed: not kept',
      } as unknown as GameEvent,
    ]);
    expect(summary?.reasons).toEqual([
      { team: 0, points: 4, reason: 'Team A took all of Mars' },
      { team: 0, points: 2, reason: 'Team A took the last trick' },
    ]);
    // The next hand starts with no reasons.
    expect(
      tracker.noteEvents([
        { type: 'rule', name: 'spoils', team: 1, reason: 'Team B took a Galaxy' },
        { type: 'rule', name: 'quiet', seat: 0 },
        handEnd,
      ])?.rules,
    ).toEqual([
      { name: 'spoils', title: 'Spoils', team: 1, reason: 'Team B took a Galaxy' },
      { name: 'quiet', title: 'Quiet', team: 0 },
    ]);
    expect(tracker.noteEvents([{ ...handEnd, hand: 2 }])?.reasons).toEqual([]);
  });
});
