import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBotSpec, parseBotSpec, type BotSpec } from './index';

describe('parseBotSpec', () => {
  it.each([
    ['random', { kind: 'random' }],
    ['first', { kind: 'first' }],
    ['greedy', { kind: 'greedy', samples: 16 }],
    ['greedy:40', { kind: 'greedy', samples: 40 }],
    ['ismcts', { kind: 'ismcts', iterations: 1000 }],
    ['ismcts:250', { kind: 'ismcts', iterations: 250 }],
    ['  ismcts:1  ', { kind: 'ismcts', iterations: 1 }],
    ['ismcts:500ms', { kind: 'ismcts', millis: 500 }],
  ])('reads %j', (text, spec) => {
    expect(parseBotSpec(text)).toEqual({ ok: true, spec });
  });

  it.each([
    ['greedyish', 'unknown-bot'],
    ['', 'unknown-bot'],
    ['mcts:100', 'unknown-bot'],
    ['ismcts:0', 'bad-parameter'],
    ['ismcts:-5', 'bad-parameter'],
    ['ismcts:1e3', 'bad-parameter'],
    ['ismcts:abc', 'bad-parameter'],
    ['ismcts:10:20', 'bad-parameter'],
    ['ismcts:0ms', 'bad-parameter'],
    ['ismcts:ms', 'bad-parameter'],
    ['ismcts:1.5ms', 'bad-parameter'],
    ['greedy:0', 'bad-parameter'],
    ['greedy:x', 'bad-parameter'],
    ['random:3', 'bad-parameter'],
    ['first:1', 'bad-parameter'],
  ])('rejects %j with %s', (text, code) => {
    const result = parseBotSpec(text);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.code).toBe(code);
      expect(result.message).toContain(text.trim().split(':')[0]);
    }
  });

  it('round-trips through formatBotSpec', () => {
    const specs: fc.Arbitrary<BotSpec> = fc.oneof(
      fc.constant({ kind: 'random' } as const),
      fc.constant({ kind: 'first' } as const),
      fc.integer({ min: 1, max: 100_000 }).map((samples) => ({ kind: 'greedy', samples }) as const),
      fc
        .integer({ min: 1, max: 10_000_000 })
        .map((iterations) => ({ kind: 'ismcts', iterations }) as const),
      fc.integer({ min: 1, max: 600_000 }).map((millis) => ({ kind: 'ismcts', millis }) as const),
    );
    fc.assert(
      fc.property(specs, (spec) => {
        expect(parseBotSpec(formatBotSpec(spec))).toEqual({ ok: true, spec });
      }),
    );
  });
});
