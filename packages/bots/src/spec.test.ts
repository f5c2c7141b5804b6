import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBotSpec, parseBotSpec } from './index';

describe('parseBotSpec', () => {
  it.each([
    ['random', { kind: 'random' }],
    ['first', { kind: 'first' }],
    ['ismcts', { kind: 'ismcts', iterations: 1000 }],
    ['ismcts:250', { kind: 'ismcts', iterations: 250 }],
    ['  ismcts:1  ', { kind: 'ismcts', iterations: 1 }],
  ])('reads %j', (text, spec) => {
    expect(parseBotSpec(text)).toEqual({ ok: true, spec });
  });

  it.each([
    ['greedy', 'unknown-bot'],
    ['', 'unknown-bot'],
    ['ismcts:0', 'bad-parameter'],
    ['ismcts:-5', 'bad-parameter'],
    ['ismcts:1e3', 'bad-parameter'],
    ['ismcts:abc', 'bad-parameter'],
    ['ismcts:10:20', 'bad-parameter'],
    ['random:3', 'bad-parameter'],
  ])('rejects %j with %s', (text, code) => {
    const result = parseBotSpec(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.code).toBe(code);
  });

  it('round-trips through formatBotSpec', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (iterations) => {
        const spec = { kind: 'ismcts', iterations } as const;
        expect(parseBotSpec(formatBotSpec(spec))).toEqual({ ok: true, spec });
      }),
    );
  });
});
