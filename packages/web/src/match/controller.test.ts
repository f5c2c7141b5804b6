import { engine as marsVenus } from '@orrery/engine-mars-venus';
import { engine as starbuckaroos } from '@orrery/engine-starbuckaroos';
import { describe, expect, it } from 'vitest';
import { MatchController } from './controller';
import type { HandSummary } from './hand-tracker';
import { loadMatch, saveMatch } from './saved-match';
import type { AnyEngine } from './table-view';

const seats = [
  { kind: 'human' as const },
  { kind: 'bot' as const, spec: 'random' },
  { kind: 'bot' as const, spec: 'random' },
  { kind: 'bot' as const, spec: 'random' },
];

function start(engine: AnyEngine, seed: number, n = 4): MatchController {
  const made = MatchController.create(engine, { seats: seats.slice(0, n), seed, options: {} });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

/** Plays the first legal move of whoever is to act until a hand ends; returns its summary. */
function playHand(match: MatchController): HandSummary {
  for (let i = 0; i < 1000; i++) {
    const seat = match.toMove!;
    const result = match.play(seat, match.view(seat).legal[0]!);
    if (!result.ok) throw new Error(result.error.message);
    if (result.summary) return result.summary;
  }
  throw new Error('the hand did not end');
}

describe('MatchController', () => {
  it("explains an illegal card in the game's words, from the engine's error", () => {
    const match = start(marsVenus as AnyEngine, 1);
    // Play until seat 0 must follow a suit it holds, with some card it may not play.
    for (let i = 0; i < 200; i++) {
      const seat = match.toMove!;
      const view = match.view(seat);
      const hand = (view.zones['hand'] as readonly { cards?: readonly string[] }[])[seat]!.cards!;
      const illegal = hand.find((c) => !view.legal.some((m) => m['card'] === c));
      if (seat === 0 && illegal !== undefined) {
        expect(match.whyNot(0, illegal)).toMatch(/^You must follow \w+/);
        expect(match.whyNot(0, view.legal[0]!['card'] as string)).toBeNull();
        return;
      }
      match.play(seat, view.legal[0]!);
    }
    throw new Error('seat 0 never held an unplayable card');
  });

  it('refuses a move out of turn without changing anything', () => {
    const match = start(marsVenus as AnyEngine, 2);
    const other = (match.toMove! + 1) % 4;
    const result = match.play(other, { type: 'play', card: 'earth-1' });
    expect(result).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
    expect(match.moves).toEqual([]);
  });

  it("summarises a hand with the engine's scores and every card each team took", () => {
    const match = start(marsVenus as AnyEngine, 3);
    const summary = playHand(match);
    expect(summary.scores).toEqual(match.outcome().hands[0]!.scores);
    expect(summary.captured.flat().sort()).toEqual(
      marsVenus.meta
        .deck()
        .map((c) => c.id)
        .sort(),
    );
    expect(summary.tricksWon!.reduce((a, b) => a + b, 0)).toBe(14);
    expect(match.log.some((e) => /wins the trick$/.test(e.text))).toBe(true);
  });

  it('saves and restores a match mid-hand, and refuses corrupt saves with a reason', () => {
    const match = start(starbuckaroos as AnyEngine, 4, 2);
    for (let i = 0; i < 7; i++) match.play(match.toMove!, match.view(match.toMove!).legal[0]!);
    const text = saveMatch(match);
    const loaded = loadMatch(starbuckaroos as AnyEngine, text);
    if (!loaded.ok) throw new Error(loaded.message);
    expect(loaded.match.view(0)).toEqual(match.view(0));
    expect(loaded.match.moves).toEqual(match.moves);
    expect(saveMatch(loaded.match)).toBe(text);

    const saved = JSON.parse(text) as Record<string, unknown>;
    const broken = (patch: Record<string, unknown>) =>
      loadMatch(starbuckaroos as AnyEngine, JSON.stringify({ ...saved, ...patch }));
    expect(loadMatch(starbuckaroos as AnyEngine, '{')).toMatchObject({
      ok: false,
      message: 'the saved match is not JSON',
    });
    expect(broken({ version: 99 })).toMatchObject({
      ok: false,
      message: expect.stringContaining('version 99'),
    });
    expect(broken({ game: 'mars-venus' })).toMatchObject({
      ok: false,
      message: expect.stringContaining('mars-venus'),
    });
    expect(broken({ state: '{"game":"starbuckaroos"}' })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^state: /),
    });
    expect(broken({ moves: [{ seat: 'x' }] })).toMatchObject({
      ok: false,
      message: 'moves are malformed',
    });
  });
});
