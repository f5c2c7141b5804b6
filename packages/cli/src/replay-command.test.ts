import { spawn, spawnSync } from 'node:child_process';
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
    [['a.json'], { kind: 'replay', options: { file: 'a.json', json: false, force: false } }],
    [['-', '--json'], { kind: 'replay', options: { file: '-', json: true, force: false } }],
    [
      ['a.json', '--rules', 'my.rules', '--force'],
      { kind: 'replay', options: { file: 'a.json', json: false, rules: 'my.rules', force: true } },
    ],
    [
      ['--rules=../x.rules', 'a.json'],
      {
        kind: 'replay',
        options: { file: 'a.json', json: false, rules: '../x.rules', force: false },
      },
    ],
    [['a.json', '--rules'], { kind: 'error', message: '--rules needs the path of a rules file' }],
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

describe('orrery replay on hostile files (issue 25)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'orrery-replay-hostile-'));
  const write = (name: string, content: string | Buffer) => {
    const file = path.join(dir, name);
    writeFileSync(file, content);
    return file;
  };
  const mars = readFileSync(path.join(golden, 'mars-venus.replay.json'), 'utf8');

  /** Runs the command in this process; every line it printed, stdout and stderr alike. */
  async function replay(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const status = await runReplayCommand(args, {
      out: (l) => out.push(l),
      err: (l) => err.push(l),
    });
    const printed = [...out, ...err].join('\n');
    // Never a stack trace, never a control character but the newline, never a huge echo.
    expect(printed).not.toMatch(/\n\s+at /);
    // eslint-disable-next-line no-control-regex
    expect(printed).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    return { status, out: out.join('\n'), err: err.join('\n'), printed };
  }

  it('refuses a 50 MB file from its size, before reading it', async () => {
    const file = write(
      'huge.json',
      mars.replace(
        '"moves": [',
        `"moves": [{"seat":0,"type":"play","card":"${'x'.repeat(50e6)}"},`,
      ),
    );
    const run = await replay(file, '--json');
    expect(run.status).toBe(1);
    expect(JSON.parse(run.out)).toEqual({
      ok: false,
      error: {
        code: 'invalid-replay',
        message: expect.stringMatching(
          /^the replay is 50\d{6} bytes \(4\d\.\d MiB\); the limit is 16777216 bytes \(16\.0 MiB\)$/,
        ),
        path: '',
      },
    });
    const text = await replay(file);
    expect(text.err).toMatch(
      /^orrery replay: invalid-replay at the file: the replay is 50\d{6} bytes/,
    );
    expect(text.printed.length).toBeLessThan(200);
  });

  it('refuses standard input past 16 MB, reading no further', () => {
    const run = spawnSync(process.execPath, [bin, 'replay', '-', '--json'], {
      input: `{"game":"mars-venus","seed":1,"moves":[${'{"seat":0,"type":"play","card":"earth-7"},'.repeat(5e5)}]}`,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(JSON.parse(run.stdout)).toMatchObject({
      error: { path: '', message: 'the replay goes past the limit of 16777216 bytes (16.0 MiB)' },
    });
  });

  it('a move nested 100,000 deep is a clear refusal, not an internal error', async () => {
    const deep = `${'['.repeat(1e5)}${']'.repeat(1e5)}`;
    const file = write(
      'deep.json',
      mars.replace('"moves": [', `"moves": [{"seat":0,"type":"play","card":${deep}},`),
    );
    const run = await replay(file);
    expect(run.status).toBe(1);
    expect(run.err).toMatch(
      /^orrery replay: invalid-replay at the file: not JSON: line 5, column \d+: nested deeper than 32 objects and lists$/,
    );
  });

  it('refuses a file that is not UTF-8, saying where; reads one with a byte-order mark', async () => {
    const bytes = Buffer.from(mars);
    const broken = Buffer.concat([
      bytes.subarray(0, 20),
      Buffer.from([0xc3, 0x28]),
      bytes.subarray(20),
    ]);
    const run = await replay(write('latin.json', broken), '--json');
    expect(run.status).toBe(1);
    expect(JSON.parse(run.out)).toMatchObject({
      error: {
        path: '',
        message: 'the replay is not UTF-8 text (the first bad byte is at offset 20)',
      },
    });
    const bom = await replay(
      write('bom.json', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes])),
      '--json',
    );
    expect(bom.status).toBe(0);
  });

  it('quotes a hostile key or value short and escaped, in the report and the transcript', async () => {
    const evil = `\u001b]0;pwned\u0007\u001b[2J${'z'.repeat(1e6)}`;
    const files = [
      mars.replace('"seed": 7', `"seed": 7, ${JSON.stringify(evil)}: 1`),
      mars.replace(
        '"moves": [',
        `"moves": [{"seat":0,"type":"play","card":${JSON.stringify(evil)}},`,
      ),
      mars.replace('"moves": [', `"moves": [{"seat":0,"type":${JSON.stringify(evil)}},`),
    ].map((text, k) => write(`evil-${k}.json`, text));
    for (const file of files) {
      for (const json of [true, false]) {
        const run = await replay(file, ...(json ? ['--json'] : []));
        expect(run.status).toBe(1);
        expect(run.printed.length).toBeLessThan(json ? 20_000 : 10_000);
        const said = json
          ? (JSON.parse(run.out) as { error: { message: string } }).error.message
          : run.printed;
        expect(said).toContain('\\u001b]0;pwned\\u0007');
      }
    }
  });
});
