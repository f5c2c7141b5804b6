import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { check, formatDiagnostic, parse } from './index';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('the public API', () => {
  it('parses and checks a rules file from its text', () => {
    const text = readFileSync(path.join(root, 'rules/examples/spades.rules'), 'utf8');
    expect(parse(text, 'spades.rules').file?.id.text).toBe('spades');
    const { game, diagnostics } = check(text, 'spades.rules');
    expect(diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(game?.id).toBe('spades');
  });

  it('never throws, whatever the text', () => {
    for (const text of ['', 'game', '}}}{{{', 'game x deck { card }', '\u0000']) {
      expect(() => check(text, 'x.rules')).not.toThrow();
      expect(check(text, 'x.rules').game).toBeUndefined();
    }
  });
});
