import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const bin = path.resolve(here, '../bin/orrery.js');
const root = path.resolve(here, '../../..');

interface Ran {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the real bin; `interruptWhen` sends `signal` once stderr matches it. */
function sim(
  args: readonly string[],
  cwd = root,
  interruptWhen?: RegExp,
  signal: NodeJS.Signals = 'SIGINT',
): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, 'sim', ...args], { cwd });
    let stdout = '';
    let stderr = '';
    let sent = false;
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
      if (interruptWhen !== undefined && !sent && interruptWhen.test(stderr)) {
        sent = true;
        child.kill(signal);
      }
    });
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

const temp = () => mkdtempSync(path.join(tmpdir(), 'orrery-sim-'));
type Json = Record<string, unknown> & {
  games: number;
  ties: number;
  wins: Record<string, number>;
  winRate: Record<string, { rate: number; ci95: [number, number] }>;
  seatWinRate: Record<string, { rate: number; ci95: [number, number] }>;
  pointsPerHand: Record<string, { mean: number; ci95: [number, number] }>;
  handLength: { mean: number; ci95: [number, number] };
  matchLength: { mean: number; ci95: [number, number] };
  events: Record<string, { count: number; perHand: number }>;
};
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Json;

/** The figures of a run, less what depends on the machine and the worker count. */
function figuresOnly(json: Json): Record<string, unknown> {
  const { elapsedSeconds: _e, gamesPerSecond: _g, workers: _w, ...rest } = json;
  return rest;
}

// Each test starts Node and tsx (and workers): room for a busy machine, though each takes a
// few seconds on an idle one.
const SPAWNING = { timeout: 180_000 };

describe('orrery sim: bad input', SPAWNING, () => {
  const bad = path.join(temp(), 'bad.rules');
  writeFileSync(bad, 'game broken "Broken"\nseats 4\n');
  // Every refusal parseSim knows is tested in @orrery/sim; these few go through the real bin.
  it.each([
    [[], 2, /^orrery sim: 'sim' needs a game id or a rules file/],
    [['mars-venus', '--bots', 'wizard'], 2, /--bots: unknown bot 'wizard'/],
    [['no-such-game'], 1, /^orrery sim: unknown game 'no-such-game' \(known: .*mars-venus/],
    [['mars-venus', '--options', '{"target": -4}'], 1, /refuses --options: options\.target/],
    [[bad], 1, /bad\.rules:\d+:\d+: error [a-z-]+: [\s\S]*has errors; no engine was built/],
  ])('%j exits %i with a message and no stack trace', async (args, status, message) => {
    const ran = await sim(args);
    expect(ran.status).toBe(status);
    expect(ran.stderr).toMatch(message);
    expect(ran.stderr).not.toMatch(/\n\s+at /);
    expect(ran.stdout).toBe('');
  });
  // Node's recursive mkdir never returns under /proc: the run hung after playing every match.
  it.runIf(existsSync('/proc/self'))(
    'a --json folder it cannot make is one line and status 2, not a hang',
    async () => {
      const ran = await sim(['starbuckaroos', '--games', '4', '--json', '/proc/orrery/f.json']);
      expect(ran.status, ran.stderr).toBe(2);
      expect(ran.stderr).toMatch(/^orrery sim: cannot write '\/proc\/orrery\/f\.json': ENOENT$/m);
      expect(ran.stdout).toMatch(/^4 matches in /m);
    },
  );
});

describe('orrery sim', SPAWNING, () => {
  it('gives the same figures on 1 and 2 workers, writes the JSON keys and a self-contained report', async () => {
    const dir = temp();
    const common = ['starbuckaroos', '--games', '40', '--seed', '9'];
    const [one, two] = await Promise.all([
      sim([...common, '--workers', '1', '--json', path.join(dir, 'one.json')]),
      sim([
        ...common,
        '--workers',
        '2',
        '--json',
        path.join(dir, 'two.json'),
        '--report',
        path.join(dir, 'r.html'),
      ]),
    ]);
    expect(one.status, one.stderr).toBe(0);
    expect(two.status, two.stderr).toBe(0);
    expect(two.stdout).toMatch(/40 matches in [\d.]+ s on 2 workers: [\d.]+ games\/s/);
    const a = readJson(path.join(dir, 'one.json'));
    const b = readJson(path.join(dir, 'two.json'));
    expect(figuresOnly(b)).toEqual(figuresOnly(a));
    expect([a.workers, b.workers]).toEqual([1, 2]);

    for (const key of [
      'game',
      'games',
      'seed',
      'bots',
      'elapsedSeconds',
      'gamesPerSecond',
      'wins',
      'ties',
      'winRate',
      'seatWinRate',
      'pointsPerHand',
      'handLength',
      'matchLength',
      'events',
    ]) {
      expect(a).toHaveProperty(key);
    }
    expect(a).toMatchObject({
      game: 'starbuckaroos',
      games: 40,
      seed: 9,
      bots: ['random', 'random'],
    });
    expect(a.wins['0']! + a.wins['1']! + a.ties).toBe(40);
    expect(a.winRate['0']!.rate).toBeCloseTo(a.wins['0']! / 40, 10);
    for (const r of [...Object.values(a.winRate), ...Object.values(a.seatWinRate)]) {
      expect(r.ci95[0]).toBeLessThanOrEqual(r.rate);
      expect(r.ci95[1]).toBeGreaterThanOrEqual(r.rate);
    }
    // Two seats, two teams: seat i is team i.
    expect(a.seatWinRate['1']).toEqual(a.winRate['1']);
    expect(a.matchLength.mean).toBeGreaterThan(1);
    expect(a.events['move:lay']!.count).toBeGreaterThan(0);
    expect(Object.keys(a.events).some((name) => name.startsWith('rule:'))).toBe(true);

    const html = readFileSync(path.join(dir, 'r.html'), 'utf8');
    expect(html).toMatch(/^<!doctype html>/);
    expect(html.match(/<svg/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    expect(html).not.toMatch(
      /<script|<link|(src|href)\s*=\s*["']?https?:|url\(\s*["']?https?:|@import/i,
    );
  });

  it('runs a rules file outside the repo, generated on the fly, hand by hand', async () => {
    const dir = temp();
    const text = readFileSync(path.join(root, 'rules/mars-venus.rules'), 'utf8').replace(
      /^game mars-venus "Mars & Venus"/m,
      'game my-venus "My Venus"',
    );
    expect(text).toContain('game my-venus');
    writeFileSync(path.join(dir, 'my-venus.rules'), text);
    const ran = await sim(
      ['my-venus.rules', '--games', '40', '--hands-only', '--json', 'h.json', '--report', 'h.html'],
      dir,
    );
    expect(ran.status, ran.stderr).toBe(0);
    // The report speaks the rules file's words: its events by name, its score reasons as written.
    const html = readFileSync(path.join(dir, 'h.html'), 'utf8');
    expect(html).toMatch(/<p class="lead">(No team has an edge|Team [AB] .* has an edge)/);
    expect(html).toMatch(
      /<th scope="row">galaxy-spoils<span class="note">“\{t\} took the \{s\} Galaxy/,
    );
    expect(html).toMatch(
      /<th scope="row">score \(line \d+\)<span class="note">“\{t\} scores \{points\} for \{s\}/,
    );
    expect(html).not.toMatch(/rule:|move:/);
    const json = readJson(path.join(dir, 'h.json'));
    expect(json).toMatchObject({
      game: 'my-venus',
      games: 40,
      handsOnly: true,
      source: 'my-venus.rules',
    });
    expect(json.matchLength.mean).toBe(1);
    expect(json.handLength.mean).toBe(56);
    expect(json.events['trick']!.perHand).toBe(14);
    // Each score is counted under the reason it was written from, beside the total.
    const scoreKeys = Object.keys(json.events).filter((k) => k.startsWith('score:'));
    expect(scoreKeys.length).toBe(2);
    const byReason = scoreKeys.reduce((n, k) => n + json.events[k]!.count, 0);
    expect(byReason).toBe(json.events['score']!.count);
    expect(json.wins['0']! + json.wins['1']! + json.ties).toBe(40);
    expect(existsSync(path.join(root, 'packages/engines/my-venus'))).toBe(false);
  });

  it('compares two games on the same seeds: against itself every difference is zero', async () => {
    const dir = temp();
    const [self, other] = await Promise.all([
      sim([
        'starbuckaroos',
        '--compare',
        'starbuckaroos',
        '--games',
        '20',
        '--json',
        path.join(dir, 's.json'),
      ]),
      // Matches of one hand (target 1), as the skunk rule looks only at the first hand: 400 first
      // hands make it near certain that random play takes a skunk somewhere in A, whatever order
      // the engine lists moves in.
      sim([
        'mars-venus',
        '--compare',
        'mars-venus-no-skunk',
        '--games',
        '400',
        '--options',
        '{"target":1}',
        '--json',
        path.join(dir, 'm.json'),
      ]),
    ]);
    expect(self.status, self.stderr).toBe(0);
    expect(self.stdout).toMatch(/compare: A = starbuckaroos, B = starbuckaroos/);
    type Compared = {
      compare: {
        differences: {
          figure: string;
          a: number;
          b: number;
          difference: number;
          significant: boolean;
        }[];
      };
    };
    const same = readJson(path.join(dir, 's.json')) as unknown as Compared;
    expect(same.compare.differences.length).toBeGreaterThan(10);
    for (const d of same.compare.differences)
      expect(d).toMatchObject({ difference: 0, significant: false });

    expect(other.status, other.stderr).toBe(0);
    expect(other.stdout).toMatch(/events\.rule:skunk\.matchesWith\s+[\d.]+\s+0\.000\s/);
    const json = readJson(path.join(dir, 'm.json')) as unknown as Compared & Json;
    const skunk = json.compare.differences.find((d) => d.figure === 'events.rule:skunk.perHand');
    expect(skunk?.b).toBe(0);
    expect(skunk?.a).toBeCloseTo(json.events['rule:skunk']?.perHand ?? 0, 10);
  });

  // Issue 25, defect 13: SIGTERM (a service manager, `timeout`, CI cancelling) wrote nothing.
  it.each([
    ['SIGINT', 130, /interrupted; the figures cover the matches finished/],
    ['SIGTERM', 143, /interrupted \(SIGTERM\); the figures cover the matches finished/],
  ] as const)(
    'stops cleanly on %s and still writes what was gathered, exiting %i',
    async (signal, status, said) => {
      const dir = temp();
      const file = path.join(dir, 'i.json');
      const report = path.join(dir, 'i.html');
      const ran = await sim(
        ['mars-venus', '--games', '1000000', '--json', file, '--report', report],
        root,
        / \d+\/1000000 /,
        signal,
      );
      expect(ran.status, ran.stderr).toBe(status);
      expect(ran.stderr).toMatch(said);
      expect(ran.stderr).not.toMatch(/\n\s+at /);
      expect(ran.stdout).toMatch(/^\d+ matches in [\d.]+ s on \d+ workers?/m);
      const json = readJson(file);
      expect(json['interrupted']).toBe(true);
      expect(json.games).toBeGreaterThan(0);
      expect(json.games).toBeLessThan(1000000);
      expect(json.wins['0']! + json.wins['1']! + json.ties).toBe(json.games);
      expect(readFileSync(report, 'utf8')).toMatch(/^<!doctype html>/);
    },
  );
});
