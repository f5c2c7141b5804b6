// The interpreter against the generator: every rules file of the repo plays random seeded games
// through its compiled engine and its interpreted one, under option combinations sampled from
// all of them, and after every move the two must agree on the legal moves (and the order the
// fast path lists them in), the state as saved, the events, every seat's view, the reasons a few
// illegal moves are refused with, the outcome, and every tenth move a bot's deal of the hidden
// cards. The first difference fails the test with the file, the seed, the options, the move
// number and the field that differs.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { check, formatDiagnostic, optionCombinations, type LinkedGame } from '@orrery/rules-lang';
import { describe, expect, it } from 'vitest';
import { COMPILED, repoRoot, rulesFiles } from '../../test/compiled-engines';
import { interpret } from './index';
import { playSampled } from './play-both';

/**
 * Games played per rules file, and the most moves of each (a long match is cut short).
 * ORRERY_DIFFERENTIAL_GAMES sets the games (default 4); CI plays fewer (.ci/run), every rules
 * file still played, the first games of the same sequence of seeds and options.
 */
const GAMES = Number(process.env['ORRERY_DIFFERENTIAL_GAMES'] ?? 4);
if (!Number.isInteger(GAMES) || GAMES < 1) {
  const text = process.env['ORRERY_DIFFERENTIAL_GAMES'];
  throw new Error(`ORRERY_DIFFERENTIAL_GAMES='${text}': a whole number of games above 0 is meant`);
}
const MOST_MOVES = 500;

function load(file: string): LinkedGame {
  const { game, diagnostics } = check(readFileSync(path.join(repoRoot, file), 'utf8'), file);
  expect(diagnostics.map(formatDiagnostic)).toEqual([]);
  if (game === undefined) throw new Error(`${file} did not link`);
  return game;
}

describe.each(rulesFiles())('%s', (file) => {
  it('plays random games alike through the compiled and the interpreted engine', () => {
    const compiled = COMPILED.get(file);
    if (compiled === undefined) throw new Error(`no compiled engine for ${file}`);
    const game = load(file);
    const result = interpret(game, file);
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    const combos = optionCombinations(game);
    expect(playSampled(compiled, result.engine!, file, combos, GAMES, MOST_MOVES)).toBeUndefined();
  });
});
