import { describe, expect, it } from 'vitest';
import { botEngineOf, createBot, type BotSpec } from './index';
import { tables } from './fixtures/engines';

const { engine } = tables().find((t) => t.engine.meta.id === 'mars-venus')!;

function firstTurn(seed: number) {
  const setup = engine.setup({ seed });
  if (!setup.ok) throw new Error(setup.error.message);
  const seat = engine.toMove(setup.value)!;
  return {
    engine: botEngineOf(engine),
    view: engine.view(setup.value, seat),
    legal: engine.legalMoves(setup.value),
    seat,
  };
}

describe('createBot', () => {
  it('answers within a time budget with a legal move', () => {
    const turn = firstTurn(4);
    const started = performance.now();
    const move = createBot({ kind: 'ismcts', millis: 30 }, 1).decide(turn);
    expect(turn.legal).toContainEqual(move);
    // Generous: the clock is read every few iterations, and CI machines are busy.
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it.each<BotSpec>([
    { kind: 'random' },
    { kind: 'first' },
    { kind: 'greedy', samples: 2 },
    { kind: 'ismcts', iterations: 20 },
  ])('$kind answers with one of the legal moves', (spec) => {
    const turn = firstTurn(9);
    expect(turn.legal.length).toBeGreaterThan(1);
    expect(turn.legal).toContainEqual(createBot(spec, 3).decide(turn));
  });

  it('random spreads its choices over the legal moves', () => {
    const turn = firstTurn(9);
    const bot = createBot({ kind: 'random' }, 5);
    const seen = new Set(Array.from({ length: 200 }, () => JSON.stringify(bot.decide(turn))));
    expect(seen.size).toBe(turn.legal.length);
  });

  it('refuses a turn without legal moves', () => {
    const turn = { ...firstTurn(9), legal: [] };
    expect(() => createBot({ kind: 'random' }, 1).decide(turn)).toThrow(/no legal move/);
  });
});
