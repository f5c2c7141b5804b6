import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildReport,
  formatJson,
  replayText,
  type ByTeam,
  type ReplayReport,
} from '@orrery/harness/replay';
import { goldenFolder as golden } from '../paths';

const goldenFile = (game: string) =>
  JSON.parse(readFileSync(path.join(golden, `${game}.replay.json`), 'utf8')) as {
    moves: unknown[];
  };

/** The Mars & Venus deck in deck order, cut into four hands of 14: seat 0 holds every Earth. */
const MV_DECK = [
  ...['earth', 'jupiter', 'mars', 'neptune', 'saturn', 'venus'].flatMap((suit) =>
    ['sun', 'moon', '7', '6', '5', '4', '3', '2', '1'].map((rank) => `${suit}-${rank}`),
  ),
  'mars-galaxy',
  'venus-galaxy',
];
const mvHands = () => [0, 1, 2, 3].map((s) => MV_DECK.slice(14 * s, 14 * s + 14));

async function report(file: object): Promise<ReplayReport> {
  const result = await replayText(JSON.stringify(file));
  if (!result.ok) throw new Error(`${result.error.path}: ${result.error.message}`);
  return buildReport(result.run);
}

async function invalid(file: object | string) {
  const result = await replayText(typeof file === 'string' ? file : JSON.stringify(file));
  if (result.ok) throw new Error('the replay was accepted');
  expect(result.error.code).toBe('invalid-replay');
  return result.error;
}

describe('replay files that are wrong', () => {
  const deal = (hands: string[][], dealer = 3) => ({ dealer, hands });
  it.each([
    ['not JSON', '{"game": "mars-venus",', ''],
    ['not an object', '[1, 2]', ''],
    ['an unknown field', { game: 'mars-venus', seed: 1, moves: [], move: [] }, 'move'],
    ['no moves list', { game: 'mars-venus', seed: 1 }, 'moves'],
    ['an unknown game', { game: 'tiddlywinks', seed: 1, moves: [] }, 'game'],
    [
      'a rules file without its hash',
      { game: 'mars-venus', rules: { path: 'my.rules' }, seed: 1, moves: [] },
      'rules.sha256',
    ],
    [
      'a rules hash that is not SHA-256',
      { game: 'mars-venus', rules: { path: 'a.rules', sha256: 'ABC' }, seed: 1, moves: [] },
      'rules.sha256',
    ],
    [
      'an unknown key in rules',
      { game: 'mars-venus', rules: { path: 'a.rules', sha: 'x' }, seed: 1, moves: [] },
      'rules.sha',
    ],
    [
      'rules that are a string',
      { game: 'mars-venus', rules: 'a.rules', seed: 1, moves: [] },
      'rules',
    ],
    [
      'players that are not a list',
      { game: 'mars-venus', players: 'random', seed: 1, moves: [] },
      'players',
    ],
    [
      'a player that is no text',
      { game: 'mars-venus', players: ['random', 3], seed: 1, moves: [] },
      'players[1]',
    ],
    [
      'fewer players than seats',
      { game: 'mars-venus', players: ['random', 'random'], seed: 1, moves: [] },
      'players',
    ],
    ['a game id that is a path', { game: '../runtime', seed: 1, moves: [] }, 'game'],
    [
      'an unknown option',
      { game: 'mars-venus', seed: 1, options: { trumps: 1 }, moves: [] },
      'options.trumps',
    ],
    [
      'an option outside its range',
      { game: 'mars-venus', seed: 1, options: { target: 0 }, moves: [] },
      'options.target',
    ],
    [
      'an option outside its values',
      { game: 'mars-venus', seed: 1, options: { skunk: 'maybe' }, moves: [] },
      'options.skunk',
    ],
    ['a seed that is not whole', { game: 'mars-venus', seed: 1.5, moves: [] }, 'seed'],
    ['no seed and no deals', { game: 'mars-venus', moves: [] }, 'seed'],
    [
      'an unknown card in a deal',
      {
        game: 'mars-venus',
        deals: [deal(mvHands().map((h, s) => (s === 2 ? ['pluto-7', ...h.slice(1)] : h)))],
        moves: [],
      },
      'deals[0].hands[2][0]',
    ],
    [
      'a card dealt twice',
      {
        game: 'mars-venus',
        deals: [deal(mvHands().map((h, s) => (s === 1 ? ['earth-sun', ...h.slice(1)] : h)))],
        moves: [],
      },
      'deals[0].hands[1][0]',
    ],
    [
      'a hand of the wrong size',
      {
        game: 'mars-venus',
        deals: [deal(mvHands().map((h, s) => (s === 2 ? h.slice(1) : h)))],
        moves: [],
      },
      'deals[0].hands[2]',
    ],
    [
      'a deal that is not the whole deck',
      {
        game: 'starbuckaroos',
        deals: [{ dealer: 0, hands: [fiveFrom(0), fiveFrom(5)].map(sb), stock: [] }],
        moves: [],
      },
      'deals[0]',
    ],
    [
      'a dealer out of turn',
      { game: 'mars-venus', deals: [deal(mvHands()), deal(mvHands(), 1)], moves: [] },
      'deals[1].dealer',
    ],
    [
      'a move without a seat',
      {
        game: 'mars-venus',
        deals: [deal(mvHands())],
        moves: [
          { seat: 0, type: 'play', card: 'earth-7' },
          { type: 'play', card: 'jupiter-2' },
        ],
      },
      'moves[1]',
    ],
    [
      'a move without a type',
      { game: 'mars-venus', deals: [deal(mvHands())], moves: [{ seat: 0, card: 'earth-7' }] },
      'moves[0]',
    ],
    [
      'a seat the game does not have',
      {
        game: 'mars-venus',
        deals: [deal(mvHands())],
        moves: [{ seat: 4, type: 'play', card: 'earth-7' }],
      },
      'moves[0].seat',
    ],
    [
      'an unknown card in a later move',
      {
        game: 'starbuckaroos',
        seed: 1,
        moves: [
          { seat: 1, type: 'pass' },
          { seat: 0, type: 'capture', card: 'comet-7', target: 'planet-11' },
        ],
      },
      'moves[1].target',
    ],
  ])('%s', async (_, file, where) => {
    expect((await invalid(file)).path).toBe(where);
  });

  it('checks card ids in moves before playing any move', async () => {
    const file = {
      game: 'mars-venus',
      deals: [deal(mvHands())],
      moves: [
        { seat: 2, type: 'play', card: 'earth-7' }, // out of turn, but never played
        { seat: 0, type: 'play', card: 'earth-99' },
      ],
    };
    expect(await invalid(file)).toMatchObject({
      path: 'moves[1].card',
      message: "there is no card 'earth-99' in this game",
    });
  });
});

/** Starbuckaroos card ids for a 2-player deal: five of the 32, from `from`. */
function fiveFrom(from: number): number[] {
  return [0, 1, 2, 3, 4].map((k) => from + k);
}
function sb(indexes: number[]): string[] {
  const ids = [
    ...['planet', 'moon', 'comet'].flatMap((s) =>
      [10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((r) => `${s}-${r}`),
    ),
    'nova-1',
    'nova-2',
  ];
  return indexes.map((i) => ids[i]!);
}

describe('illegal moves stop the replay', () => {
  const dealt = { game: 'mars-venus', deals: [{ dealer: 3, hands: mvHands() }] };

  it('a seat out of turn', async () => {
    const r = await report({ ...dealt, moves: [{ seat: 2, type: 'play', card: 'saturn-7' }] });
    expect(r).toMatchObject({ ok: false, atMove: 0, error: { code: 'not-your-turn' }, toMove: 0 });
    expect(r.hands).toEqual([
      { dealer: 3, tricks: [], captured: { 0: [], 1: [] }, complete: false },
    ]);
  });

  it('a rule broken, reported as of the moves before it', async () => {
    const moves = [
      { seat: 0, type: 'play', card: 'jupiter-7' },
      { seat: 1, type: 'play', card: 'mars-sun' }, // holds Jupiters: must follow
    ];
    const r = await report({ ...dealt, moves });
    expect(Object.keys(r)).toEqual([
      'ok',
      'atMove',
      'error',
      'game',
      'hands',
      'totals',
      'over',
      'winner',
      'toMove',
      'legal',
    ]);
    expect(r).toMatchObject({
      ok: false,
      atMove: 1,
      error: { code: 'must-follow-suit' },
      toMove: 1,
    });
    expect(r.error?.message).toMatch(/Jupiter/);
    expect(r.hands[0]?.tricks).toEqual([{ leader: 0, cards: ['jupiter-7'], winner: null }]);
    expect(r.legal).toEqual([
      { type: 'play', card: 'jupiter-4' },
      { type: 'play', card: 'jupiter-3' },
      { type: 'play', card: 'jupiter-2' },
      { type: 'play', card: 'jupiter-1' },
    ]);
  });

  it('any move once the match is over', async () => {
    const file = goldenFile('mars-venus');
    const moves = [...file.moves, { seat: 0, type: 'play', card: 'earth-7' }];
    const r = await report({ ...file, moves });
    expect(r).toMatchObject({
      ok: false,
      atMove: file.moves.length,
      error: { code: 'game-over' },
      over: true,
      toMove: null,
      legal: [],
    });
  });
});

describe('the report', () => {
  it('Mars & Venus: tricks, captured piles in deck order, no bids, table, annexed or record', async () => {
    const file = goldenFile('mars-venus');
    const r = await report({ ...file, moves: file.moves.slice(0, 62) });
    expect(r.ok).toBe(true);
    expect(r.hands.map((h) => Object.keys(h))).toEqual([
      ['dealer', 'tricks', 'captured', 'score', 'complete'],
      ['dealer', 'tricks', 'captured', 'complete'],
    ]);
    expect(Object.keys(r)).toEqual([
      'ok',
      'game',
      'hands',
      'totals',
      'over',
      'winner',
      'toMove',
      'legal',
    ]);
    const [first, second] = r.hands;
    expect(first?.tricks).toHaveLength(14);
    expect(second?.tricks?.map((t) => t.cards.length)).toEqual([4, 2]);
    expect(second?.tricks?.[1]?.winner).toBeNull();
    const pile = first?.captured?.['0'] ?? [];
    expect(pile).toEqual(MV_DECK.filter((c) => pile.includes(c)));
    expect([...(first?.captured?.['0'] ?? []), ...(first?.captured?.['1'] ?? [])].sort()).toEqual(
      [...MV_DECK].sort(),
    );
    expect(second?.dealer).toBe(((first?.dealer ?? 0) + 1) % 4);
    expect(r.totals).toEqual(first?.score);
  });

  it('Starbuckaroos for four: team bids once both partners bid, a table per seat', async () => {
    const start = { game: 'starbuckaroos', seed: 3, options: { players: 4 } };
    const none = await report({ ...start, moves: [] });
    expect(none.hands[0]).toEqual({
      dealer: 0,
      bids: {},
      captured: { 0: [], 1: [] },
      table: { 0: [], 1: [], 2: [], 3: [] },
      complete: false,
    });
    const bids = [
      { seat: 1, type: 'bid', points: 40 },
      { seat: 2, type: 'bid', points: 25 },
      { seat: 3, type: 'bid', points: 5 },
    ];
    expect((await report({ ...start, moves: bids })).hands[0]?.bids).toEqual({ 1: 45 });
    const all = await report({ ...start, moves: [...bids, { seat: 0, type: 'bid', points: 0 }] });
    expect(all.hands[0]?.bids).toEqual({ 0: 25, 1: 45 });
    expect(all.legal.every((m) => m.type !== 'bid')).toBe(true);
  });

  it('Starbuckaroos for two: no bids and no tricks', async () => {
    const r = await report({ ...goldenFile('starbuckaroos') });
    expect(r.hands.map((h) => Object.keys(h))[0]).toEqual([
      'dealer',
      'captured',
      'table',
      'score',
      'complete',
    ]);
    expect(r.record).toBeUndefined();
  });

  it('Annexation: annexed suits once the last trick is taken, the record in the order gained', async () => {
    const file = goldenFile('annexation');
    const r = await report(file);
    expect(r.hands.map((h) => Object.keys(h))[0]).toEqual([
      'dealer',
      'tricks',
      'captured',
      'annexed',
      'score',
      'complete',
    ]);
    expect(Object.keys(r)).toContain('record');
    // The field is named by the rules file's record of suits, so the report's type cannot name it.
    const annexed = (h: (typeof r.hands)[number]) => h.annexed as ByTeam<string[]> | undefined;
    const gained = r.hands.map((h) => annexed(h)?.['1'] ?? []);
    // Every suit taken whole entered the record (once: later captures earned choices instead).
    expect(r.record?.['1']).toEqual(expect.arrayContaining(gained.flat()));
    expect(new Set(r.record?.['1']).size).toBe(r.record?.['1']?.length);
    expect(r.totals['1']).toBe(r.record?.['1']?.length);
    const midHand = await report({ ...file, moves: file.moves.slice(0, 30) });
    expect(midHand.hands[0]?.annexed).toEqual({ 0: [], 1: [] });
  });

  it('prints lists of plain values on one line', () => {
    expect(formatJson({ a: [1, 2], b: { c: 'x' }, d: [], e: [{ f: [] }] })).toBe(
      '{\n  "a": [1, 2],\n  "b": { "c": "x" },\n  "d": [],\n  "e": [\n    { "f": [] }\n  ]\n}',
    );
  });
});
