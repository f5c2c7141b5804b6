import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadEngine, parseReplayFile, replayWith, type AnyEngine } from '@orrery/harness/replay';
import { formatRecording, parseRecord, recordMatch, type RecordOptions } from './record-command';

const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../bin/orrery.js');

async function engineOf(game: string): Promise<AnyEngine> {
  const lookup = await loadEngine(game);
  if (!lookup.ok) throw new Error(lookup.message);
  return lookup.engine;
}

const base: RecordOptions = {
  game: 'mars-venus',
  seed: 3,
  options: {},
  hands: 1,
  bots: [{ kind: 'random' }],
  out: undefined,
};

describe('orrery record arguments', () => {
  it.each([
    [
      ['mars-venus', '--seed', '7'],
      { game: 'mars-venus', seed: 7, hands: undefined, out: undefined },
    ],
    [
      [
        'starbuckaroos',
        '--seed=1',
        '--hands',
        '2',
        '--options',
        '{"players":4}',
        '--out',
        'x.json',
      ],
      { game: 'starbuckaroos', seed: 1, hands: 2, options: { players: 4 }, out: 'x.json' },
    ],
    [['mars-venus', '--seed', '7', '--max-moves=40'], { maxMoves: 40 }],
    [
      ['mars-venus', '--seed', '1', '--bots', 'random,first,random,greedy:4'],
      {
        bots: [
          { kind: 'random' },
          { kind: 'first' },
          { kind: 'random' },
          { kind: 'greedy', samples: 4 },
        ],
      },
    ],
  ])('reads %j', (args, expected) => {
    const parsed = parseRecord(args);
    expect(parsed.kind).toBe('record');
    if (parsed.kind === 'record') expect(parsed.options).toMatchObject(expected);
  });

  it.each([
    [['mars-venus'], "'record' needs --seed N"],
    [
      ['--seed', '1'],
      "'record' needs exactly one game id or rules file, e.g. 'mars-venus' or my.rules",
    ],
    [['mars-venus', '--seed', 'x'], "--seed takes a whole number, not 'x'"],
    [['mars-venus', '--seed', '1', '--hands', '0'], "--hands takes a whole number from 1, not '0'"],
    [
      ['mars-venus', '--seed', '1', '--max-moves', '0'],
      "--max-moves takes a whole number from 1, not '0'",
    ],
    [
      ['mars-venus', '--seed', '1', '--options', '{'],
      `--options takes a JSON object such as '{"target":30}', not '{'`,
    ],
    [
      ['mars-venus', '--seed', '1', '--options', '{"target":true}'],
      "--options: option 'target' must be a string or a number",
    ],
    [['mars-venus', '--seed', '1', '--bots', 'genius'], /^--bots: unknown bot 'genius'/],
    [['mars-venus', '--seed', '1', '--fast'], "unknown option '--fast' for 'record'"],
    // Issue 25: what is quoted back is short and escaped, whatever was typed.
    [['mars-venus', '--seed', '\u001b[2J'], "--seed takes a whole number, not '\\u001b[2J'"],
    [
      ['mars-venus', '--seed', '1', '--options', `{"${'x'.repeat(5000)}`],
      `--options takes a JSON object such as '{"target":30}', not '{"${'x'.repeat(37)}…'`,
    ],
    [['mars-venus', '--seed', '1', '--\u009b31m'], "unknown option '--\\u009b31m' for 'record'"],
    [
      ['mars-venus', '--seed', '1', '--bots', '\u001b]0;x\u0007'],
      /^--bots: unknown bot '\\u001b\]0;x\\u0007'/,
    ],
  ])('refuses %j', (args, message) => {
    const parsed = parseRecord(args);
    expect(parsed.kind).toBe('error');
    if (parsed.kind === 'error') expect(parsed.message).toMatch(message);
  });
});

describe('recording a match', () => {
  it("ends the match after --hands by the runtime's hand limit, and replays to the same state", async () => {
    const engine = await engineOf('mars-venus');
    const played = recordMatch(engine, base);
    if (!played.ok) throw new Error(played.message);
    // No rules option is set for it: the replay says the limit in its own field.
    expect(played.recording.options).toEqual({});
    expect(formatRecording(played.recording)).toContain('\n  "handLimit": 1,\n');
    const file = parseReplayFile(formatRecording(played.recording));
    if (!file.ok) throw new Error(file.error.message);
    const replayed = replayWith(engine, file.value);
    if (!replayed.ok) throw new Error(replayed.error.message);
    expect(replayed.run.stop).toBeUndefined();
    expect(engine.serialize(replayed.run.state)).toBe(engine.serialize(played.state));
    expect(engine.outcome(replayed.run.state)).toMatchObject({ over: true, hands: [{ hand: 1 }] });
  });

  it('ends any game after --hands, whatever options it declares, one bot per seat', async () => {
    const engine = await engineOf('starbuckaroos');
    const played = recordMatch(engine, {
      ...base,
      game: 'starbuckaroos',
      options: { players: 4, 'max-hands': 0 },
      bots: [{ kind: 'random' }, { kind: 'first' }, { kind: 'random' }, { kind: 'first' }],
    });
    if (!played.ok) throw new Error(played.message);
    const replayed = replayWith(engine, played.recording);
    if (!replayed.ok) throw new Error(replayed.error.message);
    expect(engine.outcome(replayed.run.state)).toMatchObject({ over: true, hands: [{ hand: 1 }] });
    // Without its handLimit field, the same moves leave the match going on.
    const { handLimit: _, ...unlimited } = played.recording;
    const goesOn = replayWith(engine, unlimited);
    if (!goesOn.ok) throw new Error(goesOn.error.message);
    expect(engine.outcome(goesOn.run.state)).toMatchObject({ over: false, hands: [{ hand: 1 }] });
    expect(played.recording.moves.slice(0, 4).map((m) => m.type)).toEqual([
      'bid',
      'bid',
      'bid',
      'bid',
    ]);
  });

  it('says what is wrong with options the engine refuses, and with too few bots', async () => {
    const engine = await engineOf('mars-venus');
    expect(recordMatch(engine, { ...base, options: { target: 0 } })).toEqual({
      ok: false,
      message: 'options.target: options.target must be a whole number from 1 to 1000',
    });
    expect(
      recordMatch(engine, { ...base, bots: [{ kind: 'random' }, { kind: 'random' }] }),
    ).toEqual({
      ok: false,
      message: '--bots names 2 bots for 4 seats',
    });
  });

  it('says when the bots were stopped before the match was over, and writes the moves so far', async () => {
    const engine = await engineOf('mars-venus');
    const whole = recordMatch(engine, base);
    const stopped = recordMatch(engine, { ...base, maxMoves: 9 });
    if (!whole.ok || !stopped.ok) throw new Error('not recorded');
    expect(whole.stopped).toBe(false);
    expect(stopped.stopped).toBe(true);
    expect(stopped.recording.moves).toEqual(whole.recording.moves.slice(0, 9));
    const replayed = replayWith(engine, stopped.recording);
    if (!replayed.ok) throw new Error(replayed.error.message);
    expect(engine.outcome(replayed.run.state)).toMatchObject({ over: false });

    const run = spawnSync(
      process.execPath,
      [bin, 'record', 'mars-venus', '--seed', '3', '--hands', '1', '--max-moves', '9'],
      { encoding: 'utf8', timeout: 60_000 },
    );
    expect(run.status).toBe(0);
    expect(run.stderr.trim()).toBe(
      'orrery record: the match is not over: the bots were stopped after 9 moves (--max-moves), and the replay holds those',
    );
    expect(JSON.parse(run.stdout).moves).toHaveLength(9);
  });

  it('through the real bin: record to stdout, replay from stdin', () => {
    const script = `"${process.execPath}" "${bin}" record annexation --seed 4 --hands 1 | "${process.execPath}" "${bin}" replay - --json`;
    const run = spawnSync('bash', ['-o', 'pipefail', '-c', script], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({
      ok: true,
      game: 'annexation',
      over: true,
      toMove: null,
    });
  });
});
