// Issue 25, defect 9: replay files written to hurt. Unknown keys at every level are refused with
// their path and a suggestion; size and nesting have hard limits checked before parsing; and no
// message quotes more than a short, escaped excerpt of the input.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  loadEngine,
  replayText,
  replayWith,
  type AnyEngine,
  type ReplayFile,
} from '@orrery/harness/replay';
import { goldenFolder as golden } from '../paths';

const mars = JSON.parse(readFileSync(path.join(golden, 'mars-venus.replay.json'), 'utf8')) as {
  game: string;
  options: Record<string, number>;
  seed: number;
  moves: Record<string, unknown>[];
};

/** Mars & Venus dealt in deck order, 14 a seat. */
const DECK = [
  ...['earth', 'jupiter', 'mars', 'neptune', 'saturn', 'venus'].flatMap((suit) =>
    ['sun', 'moon', '7', '6', '5', '4', '3', '2', '1'].map((rank) => `${suit}-${rank}`),
  ),
  'mars-galaxy',
  'venus-galaxy',
];
const hands = () => [0, 1, 2, 3].map((s) => DECK.slice(14 * s, 14 * s + 14));

async function refusal(file: object | string) {
  const result = await replayText(typeof file === 'string' ? file : JSON.stringify(file));
  if (result.ok) throw new Error('the replay was accepted');
  expect(result.error.code).toBe('invalid-replay');
  return result.error;
}

/** Nothing a person would not want on a terminal: no control, no bidi override, no 150 KB. */
function expectPrintable(message: string) {
  expect(message.length).toBeLessThanOrEqual(300);
  // eslint-disable-next-line no-control-regex
  expect(message).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e]/);
}

describe('unknown keys are refused at every level, with a suggestion where one is close', () => {
  const deal = { dealer: 3, hands: hands() };
  const move = { seat: 0, type: 'play', card: 'earth-7' };
  it.each([
    ['the top level', { ...mars, sed: 1 }, 'sed', "unknown key 'sed'; did you mean 'seed'?"],
    [
      'the top level, nothing close',
      { ...mars, comment: 'hi' },
      'comment',
      "unknown key 'comment' (a replay has game, rules, options, handLimit, seed, players, deals, moves)",
    ],
    [
      'options',
      { ...mars, options: { traget: 30 } },
      'options.traget',
      "unknown option 'traget'; did you mean 'target'?",
    ],
    [
      'a deal',
      { game: 'mars-venus', deals: [{ dealr: 3, hands: hands() }], moves: [] },
      'deals[0].dealr',
      "unknown key 'dealr'; did you mean 'dealer'?",
    ],
    [
      'a later deal, nothing close',
      { game: 'mars-venus', deals: [deal, { ...deal, dealer: 0, note: 'x' }], moves: [] },
      'deals[1].note',
      "unknown key 'note' (a deal has dealer, hands, stock)",
    ],
    [
      'a move',
      { game: 'mars-venus', deals: [deal], moves: [move, { seat: 1, type: 'play', crad: 'x' }] },
      'moves[1].crad',
      "unknown key 'crad'; did you mean 'card'?",
    ],
    [
      'a move with every key it needs and one more',
      { game: 'mars-venus', deals: [deal], moves: [{ ...move, why: 'lead' }] },
      'moves[0].why',
      "unknown key 'why' (a 'play' move has seat, type, card)",
    ],
    [
      'a move whose type is misspelt as a key',
      { game: 'mars-venus', deals: [deal], moves: [{ seat: 0, tpye: 'play', card: 'earth-7' }] },
      'moves[0].tpye',
      "unknown key 'tpye'; did you mean 'type'?",
    ],
    [
      'a hand limit of no hands',
      { game: 'mars-venus', deals: [deal], handLimit: 0, moves: [] },
      'handLimit',
      'handLimit must be a whole number of hands from 1 to 1000000, not 0',
    ],
    [
      'a key that is no plain name',
      { game: 'mars-venus', deals: [deal], moves: [{ ...move, 'a\u001bb': 1 }] },
      'moves[0]["a\\u001bb"]',
      "unknown key 'a\\u001bb' (a 'play' move has seat, type, card)",
    ],
  ])('in %s', async (_, file, where, message) => {
    expect(await refusal(file)).toMatchObject({ path: where, message });
  });
});

describe('fields of the wrong kind or out of range', () => {
  it.each([
    ['a seed past 32 bits', { ...mars, seed: 2 ** 32 }, 'seed'],
    ['a seed below -2^31', { ...mars, seed: -(2 ** 31) - 1 }, 'seed'],
    [
      'a seat that is a string',
      { ...mars, moves: [{ ...mars.moves[0], seat: '0' }] },
      'moves[0].seat',
    ],
    [
      'a seat that is not whole',
      { ...mars, moves: [{ ...mars.moves[0], seat: 0.5 }] },
      'moves[0].seat',
    ],
    [
      'a seat far out of range',
      { ...mars, moves: [{ ...mars.moves[0], seat: 1e300 }] },
      'moves[0].seat',
    ],
    ['an option value that is a list', { ...mars, options: { target: [30] } }, 'options.target'],
    ['a deal that is a list', { ...mars, deals: [[]] }, 'deals[0]'],
  ])('%s', async (_, file, where) => {
    const error = await refusal(file);
    expect(error.path).toBe(where);
    expectPrintable(error.message);
  });

  it('accepts the seeds `orrery record` writes, at both ends', async () => {
    for (const seed of [-(2 ** 31), 2 ** 32 - 1]) {
      const result = await replayText(JSON.stringify({ ...mars, seed, moves: [] }));
      expect(result.ok, JSON.stringify(result)).toBe(true);
    }
  });
});

describe('size, nesting and what messages quote', () => {
  it('refuses a replay over 16 MB before parsing it, saying its size and the limit', async () => {
    const big = JSON.stringify({
      ...mars,
      moves: [{ seat: 0, type: 'play', card: 'x'.repeat(17e6) }],
    });
    const error = await refusal(big);
    expect(error.path).toBe('');
    expect(error.message).toMatch(
      /^the replay is 17000\d{3} bytes \(16\.2 MiB\); the limit is 16777216 bytes \(16\.0 MiB\)$/,
    );
  });

  it('counts the limit in UTF-8 bytes, not in characters', async () => {
    // 6 million three-byte characters: 18 MB on disk, though the string's length is 6 million.
    const error = await refusal(JSON.stringify({ ...mars, game: '\u20ac'.repeat(6e6) }));
    expect(error.message).toMatch(/^the replay is 180\d{5} bytes/);
  });

  it('quotes at most 40 characters of a huge value', async () => {
    const error = await refusal({ ...mars, moves: [{ ...mars.moves[0], card: 'x'.repeat(1e6) }] });
    expect(error).toMatchObject({
      path: 'moves[0].card',
      message: `there is no card '${'x'.repeat(39)}…' in this game`,
    });
  });

  it.each([
    ['a card id', (s: string) => ({ ...mars, moves: [{ ...mars.moves[0], card: s }] })],
    ['a game id', (s: string) => ({ ...mars, game: s })],
    ['a card in a deal', (s: string) => ({ ...mars, deals: [{ hands: [[s]] }] })],
    ['an option', (s: string) => ({ ...mars, options: { [s]: 1 } })],
    ['a top-level key', (s: string) => ({ ...mars, [s]: 1 })],
  ])('never prints control characters of %s raw', async (_, file) => {
    const error = await refusal(file('\u001b[2J\u001b]0;pwned\u0007\u009b31m\u202eevil'));
    expectPrintable(error.message);
    expectPrintable(error.path);
  });

  it('a move the engine refuses: its message is cut and escaped too', async () => {
    const result = await replayText(
      JSON.stringify({ ...mars, moves: [{ seat: 0, type: `\u001b[31m${'y'.repeat(1e5)}` }] }),
    );
    if (!result.ok) throw new Error(result.error.message);
    expect(result.run.stop?.atMove).toBe(0);
    expect(result.run.stop?.error.code).toBe('unknown-move');
    expectPrintable(result.run.stop?.error.message ?? '');
  });

  it.each([
    ['100,000 [ never closed', '['.repeat(1e5)],
    [
      '100,000 [ closed, inside a move',
      `{"game":"mars-venus","seed":1,"moves":[{"seat":0,"type":"play","card":${'['.repeat(1e5)}${']'.repeat(1e5)}}]}`,
    ],
    [
      '100,000 { inside an option',
      `{"game":"mars-venus","seed":1,"moves":[],"options":{"target":${'{"a":'.repeat(1e5)}1${'}'.repeat(1e5)}}}`,
    ],
  ])('refuses nesting deeper than 32 before parsing: %s', async (_, text) => {
    const error = await refusal(text);
    expect(error.path).toBe('');
    expect(error.message).toMatch(
      /^not JSON: line 1, column \d+: nested deeper than 32 objects and lists$/,
    );
  });

  it.each([
    [
      'the end of the text',
      '{"game": "mars-venus",',
      'line 1, column 23: expected a key, found the end of the text',
    ],
    [
      'a stray character',
      '{"game": "mars-venus"}\n\n  x',
      "line 3, column 3: expected the end of the text, found 'x'",
    ],
    [
      'a raw escape in a string',
      '{"game": "\u001b[31m"}',
      'line 1, column 11: a control character in a string (write it as \\u00XX)',
    ],
    [
      'a key given twice',
      '{"game": "mars-venus", "seed": 1, "seed": 2, "moves": []}',
      "line 1, column 35: the key 'seed' is given twice",
    ],
    [
      'a trailing comma',
      '{"game": "mars-venus", "moves": [1,]}',
      "line 1, column 36: expected a value, found ']'",
    ],
    ['text that is no JSON', 'game: mars-venus', "line 1, column 1: expected a value, found 'g'"],
  ])('says where the text stops being JSON, in its own words: %s', async (_, text, where) => {
    const error = await refusal(text);
    expect(error).toMatchObject({ path: '', message: `not JSON: ${where}` });
  });
});

describe('a long match replays in time proportional to its moves', () => {
  it('asks for the outcome (which lists every hand so far) once per hand, not once per move', async () => {
    const lookup = await loadEngine('mars-venus');
    if (!lookup.ok) throw new Error(lookup.message);
    let calls = 0;
    const counting: AnyEngine = {
      ...lookup.engine,
      outcome: (state) => {
        calls++;
        return lookup.engine.outcome(state);
      },
    };
    const result = replayWith(counting, mars as unknown as ReplayFile);
    if (!result.ok) throw new Error(result.error.message);
    const played = result.run.hands.reduce((n, h) => n + h.moves.length, 0);
    expect(played).toBe(mars.moves.length);
    expect(calls).toBeLessThanOrEqual(result.run.hands.length + 1);
  });
});
