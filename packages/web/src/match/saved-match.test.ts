import { engine as annexation } from '@orrery/engine-annexation';
import { engine as marsVenus } from '@orrery/engine-mars-venus';
import { describe, expect, it } from 'vitest';
import { MatchController, type PlayedMove } from './controller';
import { loadMatch, saveMatch } from './saved-match';
import type { AnyEngine } from './table-view';

const seats = [
  { kind: 'human' as const },
  { kind: 'bot' as const, spec: 'random' },
  { kind: 'bot' as const, spec: 'random' },
  { kind: 'bot' as const, spec: 'random' },
];

function start(engine: AnyEngine, seed: number): MatchController {
  const made = MatchController.create(engine, { seats, seed, options: {} });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

/** Plays the first legal move of whoever is to act, `n` times or until a hand ends. */
function playOn(match: MatchController, n: number, untilHandEnd = false): PlayedMove[] {
  const played: PlayedMove[] = [];
  for (let i = 0; i < n && match.toMove !== null; i++) {
    const seat = match.toMove;
    const move = match.view(seat).legal[0]!;
    const result = match.play(seat, move);
    if (!result.ok) throw new Error(result.error.message);
    played.push({ seat, move });
    if (untilHandEnd && result.summary) break;
  }
  return played;
}

const saved = (match: MatchController) => JSON.parse(saveMatch(match)) as Record<string, unknown>;
const load = (engine: AnyEngine, json: unknown) =>
  loadMatch(engine, typeof json === 'string' ? json : JSON.stringify(json));

describe('loading a saved match', () => {
  it('rebuilds the log, summaries and what was seen from the moves: a reload changes nothing', () => {
    // Annexation scores mid-hand (suits annexed before the owed choices), so a reload just
    // before the hand ends must still know those reasons.
    const first = start(annexation as AnyEngine, 2);
    const hand = playOn(first, 1000, true);
    const summary = first.summaries[0]!;
    const second = start(annexation as AnyEngine, 2);
    for (const { seat, move } of hand.slice(0, -1)) second.play(seat, move);
    const reloaded = load(annexation as AnyEngine, saveMatch(second));
    if (!reloaded.ok) throw new Error(reloaded.message);
    const last = hand.at(-1)!;
    const result = reloaded.match.play(last.seat, last.move);
    expect(result.ok && result.summary).toEqual(summary);
    expect(reloaded.match.log).toEqual(first.log);
    expect(saveMatch(reloaded.match)).toBe(saveMatch(first));
  });

  it('ignores a log or summaries that the moves did not make', () => {
    const match = start(marsVenus as AnyEngine, 5);
    playOn(match, 9);
    const json = saved(match);
    const reloaded = load(marsVenus as AnyEngine, {
      ...json,
      log: [{ hand: 1, text: 'North wins the match' }],
      summaries: [],
    });
    if (!reloaded.ok) throw new Error(reloaded.message);
    expect(reloaded.match.log).toEqual(match.log);
  });

  it('refuses a state that is not where its moves lead, and moves that do not replay', () => {
    const match = start(marsVenus as AnyEngine, 5);
    const early = match.serializeState();
    playOn(match, 9);
    const json = saved(match);
    expect(load(marsVenus as AnyEngine, { ...json, state: early })).toEqual({
      ok: false,
      message: 'state: the saved state is not where the saved moves lead (state.zones.hand[0][0])',
    });
    const moves = json['moves'] as PlayedMove[];
    expect(load(marsVenus as AnyEngine, { ...json, moves: [...moves, moves[0]] })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^moves\[9\]: move 10 of 10 does not replay: /),
    });
  });

  it("refuses a state its moves do not lead to, saying where (defect 7's seat -1)", () => {
    const match = start(marsVenus as AnyEngine, 5);
    playOn(match, 9);
    const json = saved(match);
    const state = JSON.parse(json['state'] as string) as { state: Record<string, unknown> };
    state.state['seat'] = -1;
    expect(load(marsVenus as AnyEngine, { ...json, state: JSON.stringify(state) })).toEqual({
      ok: false,
      message: 'state: the saved state is not where the saved moves lead (state.seat)',
    });
  });

  it('refuses 150,000 saved moves and log lines without throwing, at the first that does not replay', () => {
    const match = start(marsVenus as AnyEngine, 5);
    playOn(match, 9);
    const json = saved(match);
    const moves = json['moves'] as PlayedMove[];
    const many = Array.from({ length: 150_000 }, (_, k) => moves[k % moves.length]!);
    const log = Array.from({ length: 150_000 }, (_, k) => ({ hand: 1, text: `line ${k}` }));
    expect(load(marsVenus as AnyEngine, { ...json, moves: many, log })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^moves\[\d+\]: move \d+ of 150000 does not replay/),
    });
  });

  it('refuses a text over 16 MB before reading it', () => {
    const huge = `{"format":"orrery-web-match","pad":"${'x'.repeat(16 * 1024 * 1024)}"}`;
    expect(load(marsVenus as AnyEngine, huge)).toEqual({
      ok: false,
      message: 'the saved match is 16,777,254 characters long, over the limit of 16 MB',
    });
  });
});
