import { describe, expect, it } from 'vitest';
import { DEFAULT_GAMES, parseSim } from './args';

const ok = (argv: string[]) => {
  const parsed = parseSim(argv);
  if (parsed.kind !== 'sim') throw new Error(parsed.message);
  return parsed.args;
};
const error = (argv: string[]) => {
  const parsed = parseSim(argv);
  if (parsed.kind !== 'error') throw new Error('expected an error');
  return parsed.message;
};

describe('parseSim', () => {
  it('reads every option, in both --flag value and --flag=value forms', () => {
    const args = ok([
      'mars-venus',
      '--games=50',
      '--hands-only',
      '--bots',
      'ismcts:20,random,greedy:4,first',
      '--seed',
      '7',
      '--options',
      '{"target": 30, "skunk": "off"}',
      '--workers=3',
      '--json',
      'out.json',
      '--report',
      'r.html',
      '--compare',
      'mars-venus-no-skunk',
    ]);
    expect(args).toMatchObject({
      game: 'mars-venus',
      games: 50,
      handsOnly: true,
      seed: 7,
      options: { target: 30, skunk: 'off' },
      workers: 3,
      json: 'out.json',
      report: 'r.html',
      compare: 'mars-venus-no-skunk',
    });
    expect(args.bots.map((b) => b.kind)).toEqual(['ismcts', 'random', 'greedy', 'first']);
  });

  it('has defaults', () => {
    const args = ok(['annexation']);
    expect(args.games).toBe(DEFAULT_GAMES);
    expect(args.bots).toEqual([{ kind: 'random' }]);
    expect(args.workers).toBeGreaterThanOrEqual(1);
    expect(args.handsOnly).toBe(false);
  });

  it.each([
    [[], /needs a game/],
    [['a', 'b'], /takes one game/],
    [['g', '--games', '0'], /--games takes a whole number/],
    [['g', '--games', '1e3'], /--games takes a whole number/],
    [['g', '--games'], /--games needs a value/],
    [['g', '--seed', '-1'], /--seed takes/],
    [['g', '--workers', 'many'], /--workers takes/],
    [['g', '--bots', 'wizard'], /--bots: unknown bot 'wizard'/],
    [['g', '--bots', 'ismcts:0'], /--bots: ismcts iterations/],
    [['g', '--options', '{bad'], /--options takes a JSON object/],
    [['g', '--options', '[1]'], /--options takes a JSON object/],
    [['g', '--options', '{"a": true}'], /option 'a' must be a string or a number/],
    [['g', '--report', 'r.svg'], /ending in .html/],
    [['g', '--frobnicate'], /unknown option '--frobnicate'/],
    [['g', '--games', '5', '--games', '6'], /given twice/],
  ])('refuses %j', (argv, message) => {
    expect(error(argv)).toMatch(message);
  });

  // Issue 25: what is quoted back is short and escaped, whatever was typed.
  it.each([
    [['g', '--\u001b[2J'], "unknown option '--\\u001b[2J' for 'sim'"],
    [['g', 'h\u202eevil'], "'sim' takes one game, got 'h\\u202eevil' too"],
    [['g', '--report', '\u009b31m.svg'], /not '\\u009b31m\.svg'$/],
    [
      ['g', '--options', `{"${'x'.repeat(5000)}`],
      `--options takes a JSON object like '{"target": 30}', not '{"${'x'.repeat(37)}…'`,
    ],
    [
      ['g', '--options', '{"\\u0007": []}'],
      "--options: option '\\u0007' must be a string or a number",
    ],
    [['g', '--bots', '\u001b]0;x\u0007'], /^--bots: unknown bot '\\u001b\]0;x\\u0007'/],
  ])('quotes %j short and escaped', (argv, message) => {
    expect(error(argv)).toMatch(message);
  });
});
