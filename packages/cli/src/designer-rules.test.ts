// A designer's own rules file, in a folder outside the repository, through the real `orrery`
// program: record it, replay it, change it, move it. The rules are one of the repo's examples
// under a new id, so no engine package of that id exists.

import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
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

function orrery(cwd: string, ...args: string[]): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** A copy of `dir` beside it. */
function copyOf(dir: string, name: string): string {
  const copy = `${dir}-${name}`;
  cpSync(dir, copy, { recursive: true });
  return copy;
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

describe("a designer's rules file outside the repository", { timeout: 240_000 }, () => {
  it('records and replays; a changed file is refused unless forced; a moved one is found with --rules', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'orrery-designer-'));
    expect(path.relative(root, dir).startsWith('..')).toBe(true);
    mkdirSync(path.join(dir, 'rules'));
    const rules = path.join(dir, 'rules', 'my-eights.rules');
    const text = readFileSync(path.join(root, 'rules/examples/crazy-eights.rules'), 'utf8');
    const mine = text.replace(/^game crazy-eights "Crazy Eights"/m, 'game my-eights "My Eights"');
    expect(mine).not.toBe(text);
    writeFileSync(rules, mine);

    mkdirSync(path.join(dir, 'replays'));
    const recorded = await orrery(
      dir,
      'record',
      'rules/my-eights.rules',
      '--seed',
      '5',
      '--hands',
      '1',
      '--bots',
      'random,first',
      '--out',
      'replays/game.json',
    );
    expect(recorded.status, recorded.stderr).toBe(0);
    const replay = JSON.parse(readFileSync(path.join(dir, 'replays/game.json'), 'utf8'));
    expect(replay).toMatchObject({
      game: 'my-eights',
      rules: { path: '../rules/my-eights.rules', sha256: sha256(rules) },
      seed: 5,
      players: ['random', 'first'],
    });
    expect(replay.moves.length).toBeGreaterThan(0);

    // Two copies of the folder: in one the rules file changes, in the other it moves.
    const changedDir = copyOf(dir, 'changed');
    const changedRules = path.join(changedDir, 'rules', 'my-eights.rules');
    writeFileSync(changedRules, mine.replace(/= 100$/m, '= 150'));
    const movedDir = copyOf(dir, 'moved');
    mkdirSync(path.join(movedDir, 'elsewhere'));
    renameSync(
      path.join(movedDir, 'rules', 'my-eights.rules'),
      path.join(movedDir, 'elsewhere', 'eights.rules'),
    );

    const [played, changed, forced, lost, found] = await Promise.all([
      // From another folder: the rules file is found from the replay's folder, not the cwd.
      orrery(path.join(dir, 'rules'), 'replay', '../replays/game.json'),
      orrery(changedDir, 'replay', 'replays/game.json', '--json'),
      orrery(changedDir, 'replay', 'replays/game.json', '--force', '--json'),
      orrery(movedDir, 'replay', 'replays/game.json'),
      orrery(
        movedDir,
        'replay',
        'replays/game.json',
        '--rules',
        'elsewhere/eights.rules',
        '--json',
      ),
    ]);

    expect(played.status, played.stderr).toBe(0);
    expect(played.stdout).toMatch(/^My Eights \(my-eights\)\n/);
    expect(played.stdout).toMatch(/^Players: South random, West first$/m);
    // The discard pile is shared and visible to all: shown where a move changed it.
    expect(played.stdout).toMatch(/^ {4}\s*\d+ {2}\S+ plays the .*\n {8}Discard pile: /m);

    expect(changed.status).toBe(1);
    const refusal = JSON.parse(changed.stdout);
    expect(refusal).toMatchObject({
      ok: false,
      error: { code: 'rules-changed', path: 'rules.sha256' },
    });
    expect(refusal.error.message).toContain(replay.rules.sha256);
    expect(refusal.error.message).toContain(sha256(changedRules));
    expect(refusal.error.message).toMatch(/--force/);

    expect(forced.status, forced.stderr).toBe(0);
    expect(forced.stderr).toMatch(/^orrery replay: warning: .*has changed.*--force/m);
    expect(JSON.parse(forced.stdout)).toMatchObject({ ok: true, game: 'my-eights' });

    // Moved away from where the replay says: named, and found again with --rules.
    expect(lost.status).toBe(2);
    expect(lost.stderr).toContain(`is not at '${path.join(movedDir, 'rules', 'my-eights.rules')}'`);
    expect(lost.stderr).toMatch(/--rules PATH/);
    expect(found.status, found.stderr).toBe(0);
    expect(found.stderr).toBe('');
    expect(JSON.parse(found.stdout)).toMatchObject({ ok: true, game: 'my-eights' });
  });
});
