import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createBundler, entryModule, planGame, removeStaleEntries } from '../bundler/index';
import { NO_STATE_READER } from '@orrery/runtime';
import { OUTSIDE_GAMES } from './outside-games';

const dir = mkdtempSync(path.join(os.tmpdir(), 'orrery-bundler-'));
const file = path.join(dir, 'little.rules');
const rules = OUTSIDE_GAMES[0]!.rules;
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('createBundler: one context, built again after each save', () => {
  it('follows edits of the rules file: a new look, an error with its position, a fix', async () => {
    writeFileSync(file, rules);
    const bundler = createBundler(['little.rules'], { cwd: dir, minify: false });
    try {
      const first = await bundler.build();
      expect(first.ok).toBe(true);
      if (!first.ok) return;
      expect(first.games.map((g) => g.fileName)).toEqual(['little-tricks-game.js']);
      expect(text(first.games[0]!.code)).not.toContain('#6e5400');
      // The generic face names no icon: the bundle carries none but the star of a suitless card.
      const SUN_RAYS = 'M0-1V-.68';
      expect(text(first.games[0]!.code)).not.toContain(SUN_RAYS);

      // A look written into the deck reaches the bundle (and only the bundle's entry).
      writeFileSync(
        file,
        rules.replace(
          '  names "{rank} of {suit}"',
          '  names "{rank} of {suit}"\n  look sun: icon sun gold',
        ),
      );
      const second = await bundler.build();
      expect(second.ok).toBe(true);
      if (!second.ok) return;
      expect(text(second.games[0]!.code)).toContain('#6e5400');
      expect(text(second.games[0]!.code)).toContain(SUN_RAYS);

      // A broken save gives positioned diagnostics, not a stack, and the next save builds again.
      writeFileSync(file, rules.replace('deal 6 each', 'deal 6 eech'));
      const broken = await bundler.build();
      expect(broken.ok).toBe(false);
      if (broken.ok) return;
      expect(broken.lines[0]).toMatch(/^little\.rules:\d+:\d+: error [a-z-]+: /);
      // The same diagnostics as objects, for a page that shows them itself.
      const line = rules.split('\n').indexOf('deal 6 each') + 1;
      expect(broken.diagnostics?.[0]).toMatchObject({
        path: 'little.rules',
        severity: 'error',
        range: { start: { line } },
      });
      expect(broken.lines[0]).toContain(broken.diagnostics?.[0]?.message);

      writeFileSync(file, rules);
      const fixed = await bundler.build();
      expect(fixed.ok).toBe(true);
    } finally {
      await bundler.dispose();
    }
  }, 60_000);

  it('writes an entry module that imports the engine, the boot and only the art it names', async () => {
    // In place of the blank line after the deck, so no line below it moves.
    writeFileSync(
      file,
      rules.replace(
        '  names "{rank} of {suit}"\n}\n\n',
        '  names "{rank} of {suit}"\n  art italian\n}\n',
      ),
    );
    const planned = await planGame('little.rules', dir);
    expect(planned.ok).toBe(true);
    if (!planned.ok) return;
    const entry = entryModule(planned.plan);
    expect(entry).toContain('tag: "little-tricks-game"');
    expect(entry).toContain('italian-art.ts');
    expect(entry).not.toContain('french-art.ts');
    expect(entry).toContain(JSON.stringify(planned.plan.engineEntry));
    // No suit names an icon: the entry registers none beyond the art set's own.
    expect(entry).not.toContain('icon-shapes.ts');
    // The look stays out of the engine: the same file without it generates the same engine, byte
    // for byte (the cache folder is named by a hash of the generated files).
    writeFileSync(file, rules);
    const plain = await planGame('little.rules', dir);
    expect(plain.ok && plain.plan.engineEntry).toBe(planned.plan.engineEntry);
  });
});

describe('entryModule: the icons a bundle carries', () => {
  it("registers the icons the rules file's look names, and only those", async () => {
    const looked = rules.replace(
      '  names "{rank} of {suit}"\n}\n\n',
      '  names "{rank} of {suit}"\n  look sun: icon ringed-orb gold\n  look moon: icon moon blue\n}\n',
    );
    writeFileSync(file, looked);
    const planned = await planGame('little.rules', dir);
    expect(planned.ok).toBe(true);
    if (!planned.ok) return;
    const entry = entryModule(planned.plan);
    expect(entry).toMatch(/import \{ moon, ringedOrb \} from ".*icon-shapes\.ts";/);
    expect(entry).toContain('useIcons({ "moon": moon, "ringed-orb": ringedOrb });');
    expect(entry).not.toContain('heart');
    writeFileSync(file, rules);
  });
});

describe('removeStaleEntries: entry folders left by a killed bundler', () => {
  it('removes those whose process is gone, keeps those of a live one and new unowned ones', () => {
    const cache = path.join(dir, 'cache');
    const folder = (name: string, owner?: number) => {
      mkdirSync(path.join(cache, name), { recursive: true });
      if (owner !== undefined) writeFileSync(path.join(cache, name, 'owner.pid'), String(owner));
      return path.join(cache, name);
    };
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    const dead = folder('entries-dead', gone);
    const live = folder('entries-live', process.pid);
    const young = folder('entries-young');
    const old = folder('entries-old');
    utimesSync(old, new Date(Date.now() - 3_600_000), new Date(Date.now() - 3_600_000));
    const other = folder('engines', gone);
    expect(removeStaleEntries(cache).sort()).toEqual([dead, old]);
    expect([dead, live, young, old, other].map(existsSync)).toEqual([
      false,
      true,
      true,
      false,
      true,
    ]);
  });
});

describe("a page's bundle: the runtime as a page uses it", () => {
  it('carries no reader of saved states, only its coded refusal', async () => {
    writeFileSync(file, rules);
    const bundler = createBundler(['little.rules'], { cwd: dir, minify: false });
    try {
      const built = await bundler.build();
      expect(built.ok).toBe(true);
      if (!built.ok) return;
      const code = text(built.games[0]!.code);
      // The saved-game checks (runtime saved-game.ts) and the reader's version message.
      expect(code).not.toContain('checkSavedGame');
      expect(code).not.toContain('this engine reads version');
      expect(code).toContain(NO_STATE_READER);
    } finally {
      await bundler.dispose();
    }
    // The swap is the bundle's only: the runtime's engines still read their saved states.
    const { engine } = await import('@orrery/engine-spades');
    const started = engine.setup({ seed: 3 });
    if (!started.ok) throw new Error(started.error.message);
    expect(engine.deserialize(engine.serialize(started.value)).ok).toBe(true);
  });
});
