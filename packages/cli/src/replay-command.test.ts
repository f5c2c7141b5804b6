import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseReplay, runReplayCommand } from './replay-command';

const here = path.dirname(fileURLToPath(import.meta.url));
const bin = path.resolve(here, '../bin/orrery.js');
const golden = path.resolve(here, '../../harness/golden');

interface Run {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the real bin. */
function spawnBin(args: readonly string[]): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args]);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** Each run pays tsx's start-up, so a few run at once, but not so many that they starve CI. */
let running = 0;
const waiting: (() => void)[] = [];
async function orrery(...args: string[]): Promise<Run> {
  if (running < 3) running++;
  else await new Promise<void>((go) => waiting.push(go)); // a finished run hands over its slot
  try {
    return await spawnBin(args);
  } finally {
    const next = waiting.shift();
    if (next === undefined) running--;
    else next();
  }
}

const SUITS = ['earth', 'jupiter', 'mars', 'neptune', 'saturn', 'venus'];
const RANKS = ['sun', 'moon', '7', '6', '5', '4', '3', '2', '1'];
const DECK = [
  ...SUITS.flatMap((s) => RANKS.map((r) => `${s}-${r}`)),
  'mars-galaxy',
  'venus-galaxy',
];
/** Mars & Venus dealt in deck order, 14 a seat: seat 0 holds every Earth, seat 1 four Jupiters. */
const hands = () => [0, 1, 2, 3].map((s) => DECK.slice(14 * s, 14 * s + 14));
/** Ten Starbuckaroos cards: two hands of five, and nothing left for the stock. */
const PLANETS = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((r) => `planet-${r}`);
const dealt = (h = hands(), dealer = 3) => ({ dealer, hands: h });
const with0 = (seat: number, change: (h: string[]) => string[]) =>
  hands().map((h, s) => (s === seat ? change(h) : h));
const mv = (extra: object) => ({ game: 'mars-venus', seed: 1, moves: [], ...extra });

const INVALID: [string, object | string, string][] = [
  ['not JSON', 'game: mars-venus', ''],
  ['an unknown game', { game: 'tiddlywinks', seed: 1, moves: [] }, 'game'],
  ['an unknown option', mv({ options: { trumps: 'on' } }), 'options.trumps'],
  [
    'an option value outside its values',
    mv({ options: { 'first-dealer': 'coin' } }),
    'options.first-dealer',
  ],
  [
    'an unknown card id in a deal',
    mv({ deals: [dealt(with0(2, (h) => ['pluto-1', ...h.slice(1)]))] }),
    'deals[0].hands[2][0]',
  ],
  [
    'an unknown card id in a move',
    mv({ moves: [{ seat: 1, type: 'play', card: 'earth-8' }] }),
    'moves[0].card',
  ],
  [
    'a duplicate card id',
    mv({ deals: [dealt(with0(3, (h) => [...h.slice(1), 'earth-1']))] }),
    'deals[0].hands[3][13]',
  ],
  [
    'a hand of the wrong size',
    mv({ deals: [dealt(with0(2, (h) => h.slice(1)))] }),
    'deals[0].hands[2]',
  ],
  [
    'a deal that is not the whole deck',
    {
      game: 'starbuckaroos',
      seed: 1,
      moves: [],
      deals: [{ dealer: 0, hands: [PLANETS.slice(0, 5), PLANETS.slice(5)], stock: [] }],
    },
    'deals[0]',
  ],
  ['a dealer out of rotation', mv({ deals: [dealt(), dealt(hands(), 3)] }), 'deals[1].dealer'],
  ['a move without a seat', mv({ moves: [{ type: 'play', card: 'earth-7' }] }), 'moves[0]'],
  ['a move without a type', mv({ moves: [{ seat: 0, card: 'earth-7' }] }), 'moves[0]'],
];

describe('orrery replay arguments', () => {
  it.each([
    [['a.json'], { kind: 'replay', options: { file: 'a.json', json: false } }],
    [['-', '--json'], { kind: 'replay', options: { file: '-', json: true } }],
    [[], { kind: 'error', message: "'replay' needs exactly one replay file (or - for stdin)" }],
    [['--yaml', 'a.json'], { kind: 'error', message: "unknown option '--yaml' for 'replay'" }],
  ])('reads %j', (args, parsed) => {
    expect(parseReplay(args)).toEqual(parsed);
  });
});

describe('orrery replay through the real bin', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'orrery-replay-'));
  const write = (name: string, content: object | string) => {
    const file = path.join(dir, name);
    writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
    return file;
  };

  it('answers every kind of wrong file with invalid-replay, its path and status 1', async () => {
    const runs = await Promise.all(
      INVALID.map(([, content], k) => orrery('replay', write(`bad-${k}.json`, content), '--json')),
    );
    const seen = runs.map((run, k) => {
      const report = JSON.parse(run.stdout) as {
        ok: boolean;
        error: { code: string; path: string };
      };
      return [
        INVALID[k]![0],
        run.status,
        report.ok,
        report.error.code,
        report.error.path,
        run.stderr,
      ];
    });
    expect(seen).toEqual(
      INVALID.map(([what, , where]) => [what, 1, false, 'invalid-replay', where, '']),
    );
  }, 240_000);

  it('stops at an illegal move with ok false and atMove; plays a valid file in full', async () => {
    const mars = JSON.parse(readFileSync(path.join(golden, 'mars-venus.replay.json'), 'utf8')) as {
      moves: object[];
    };
    const files = [
      write('wrong-seat.json', {
        game: 'mars-venus',
        deals: [dealt()],
        moves: [{ seat: 1, type: 'play', card: 'jupiter-2' }],
      }),
      write('after-end.json', {
        ...mars,
        moves: [...mars.moves, { seat: 0, type: 'play', card: 'earth-7' }],
      }),
      write('must-follow.json', {
        game: 'mars-venus',
        deals: [dealt()],
        moves: [
          { seat: 0, type: 'play', card: 'jupiter-7' },
          { seat: 1, type: 'play', card: 'mars-sun' },
        ],
      }),
    ];
    const [wrongSeat, afterEnd, mustFollow, valid] = await Promise.all([
      ...files.map((f) => orrery('replay', f, '--json')),
      orrery('replay', path.join(golden, 'starbuckaroos.replay.json'), '--json'),
    ]);
    const verdict = (run: Run | undefined) => {
      const r = JSON.parse(run?.stdout ?? '') as {
        ok: boolean;
        atMove?: number;
        error?: { code: string };
      };
      return [run?.status, r.ok, r.atMove, r.error?.code];
    };
    expect(verdict(wrongSeat)).toEqual([1, false, 0, 'not-your-turn']);
    expect(verdict(afterEnd)).toEqual([1, false, mars.moves.length, 'game-over']);
    expect(verdict(mustFollow)).toEqual([1, false, 1, 'must-follow-suit']);
    expect(valid?.status).toBe(0);
    expect(valid?.stdout).toBe(
      readFileSync(path.join(golden, 'starbuckaroos.report.json'), 'utf8'),
    );
  }, 240_000);

  it('prints a transcript without --json, and one line for a file it cannot read', async () => {
    const lines: string[] = [];
    const io = { out: (l: string) => lines.push(l), err: (l: string) => lines.push(`err: ${l}`) };
    const file = write('stops.json', {
      game: 'mars-venus',
      deals: [dealt()],
      moves: [
        { seat: 0, type: 'play', card: 'jupiter-7' },
        { seat: 1, type: 'play', card: 'mars-sun' },
      ],
    });
    expect(await runReplayCommand([file], io)).toBe(1);
    const text = lines.join('\n');
    expect(text).toMatch(/^Hand 1, dealt by East$/m);
    expect(text).toMatch(/^ {5}0 {2}South plays the 7 of Jupiter$/m);
    expect(text).toMatch(/^Stopped at move 1 .*: must-follow-suit: You must follow Jupiter$/m);
    lines.length = 0;
    const missing = path.join(dir, 'nowhere.json');
    expect(await runReplayCommand([missing, '--json'], io)).toBe(2);
    expect(lines).toEqual([`err: orrery replay: cannot read '${missing}': no such file`]);
  });
});
