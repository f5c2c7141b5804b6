import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseBundle } from './bundle-command';

const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../bin/orrery.js');

function run(cwd: string, ...args: string[]) {
  return spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', timeout: 60_000, cwd });
}

describe('orrery bundle arguments', () => {
  it.each([
    [['my.rules'], { kind: 'bundle', game: 'my.rules', out: undefined }],
    [['my.rules', '--out', 'site'], { kind: 'bundle', game: 'my.rules', out: 'site' }],
    [['spades', '--out=x'], { kind: 'bundle', game: 'spades', out: 'x' }],
    [[], { kind: 'error', message: "'bundle' needs a rules file or a game" }],
    [['a.rules', 'b.rules'], { kind: 'error', message: "'bundle' takes one rules file or game" }],
    [['a.rules', '--out'], { kind: 'error', message: '--out needs a folder' }],
    [['a.rules', '--fast'], { kind: 'error', message: "unknown option '--fast' for 'bundle'" }],
  ])('reads %j', (args, parsed) => {
    expect(parseBundle(args)).toEqual(parsed);
  });
});

describe('orrery bundle', () => {
  it('prints positioned diagnostics for a bad rules file, writes nothing and exits 1', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'orrery-bundle-'));
    writeFileSync(
      path.join(dir, 'bad.rules'),
      'game bad "Bad"\nseats 2\ndeck {\n  ranks 3..1\n  suits a "A"\n  art frnch\n}\nzone hand: per seat, visible to owner\ndeal 3 each\nphase play {\n  turns: clockwise from the dealer\'s left\n  move lay(card in hand[seat]) { move card to hand[seat] }\n}\n',
    );
    const r = run(dir, 'bundle', 'bad.rules', '--out', 'site');
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(
      "bad.rules:6:7: error unknown-art: unknown art set 'frnch' (the art sets are french, italian, six-suit, star) — did you mean 'french'?",
    );
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(path.join(dir, 'site'))).toBe(false);
  });

  it('says so for a missing file or an unknown game, exit 2', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'orrery-bundle-'));
    const missing = run(dir, 'bundle', 'nothere.rules');
    expect([missing.status, missing.stderr.trim()]).toEqual([
      2,
      "cannot read 'nothere.rules': no such file",
    ]);
    const unknown = run(dir, 'bundle', 'no-such-game');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/^unknown game 'no-such-game' \(known: .*spades/);
  });
});
