import { readFileSync } from 'node:fs';
import { repoGames } from '../../../../packages/web/bundler/index';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { check } from '@orrery/rules-lang';
import { buildGame } from './edited-game';

const repo = fileURLToPath(new URL('../../../..', import.meta.url));
const FILE = 'rules/mars-venus.rules';
const text = readFileSync(path.join(repo, FILE), 'utf8');

describe('buildGame', () => {
  it("plays a file that checks: the interpreter's engine, and the look its rules file gives", () => {
    const game = buildGame(text, FILE);
    if (!game.ok) throw new Error(game.why);
    const linked = check(text, FILE).game!;
    expect(game.engine.meta.id).toBe(linked.id);
    expect(game.look.art).toBe(linked.look.art);
    expect(Object.keys(game.look.suits)).toEqual(linked.look.suits.map((s) => s.suit));
    const setup = game.engine.setup({ seed: 3, options: {} });
    expect(setup.ok).toBe(true);
  });

  it('says why a file with a mistake does not play: its first error, with its line', () => {
    const typo = text.replace('won tricks to taken', 'won tricks to takens');
    const game = buildGame(typo, FILE);
    const d = check(typo, FILE).diagnostics.find((x) => x.severity === 'error')!;
    expect(game).toEqual({
      ok: false,
      why: `line ${d.range.start.line}: ${d.message} — ${d.suggestion} (${d.code})`,
      diagnostic: d,
    });
    expect(d.code).toBe('unknown-zone');
  });

  it('says why text that is not a rules file does not play', () => {
    const game = buildGame('hello', FILE);
    expect(game.ok).toBe(false);
    if (!game.ok) expect(game.why).toMatch(/^line 1: /);
  });
});

describe('buildGame on every rules file of the repo', () => {
  it.each(repoGames().map((g) => g.rulesPath))('plays %s, with its look', (file) => {
    const source = readFileSync(path.join(repo, file), 'utf8');
    const game = buildGame(source, file);
    if (!game.ok) throw new Error(`${file}: ${game.why}`);
    expect(game.engine.meta.id).toBe(path.basename(file, '.rules'));
    expect(game.look.art).toBe(check(source, file).game!.look.art);
  });
});
