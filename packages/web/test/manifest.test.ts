import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import { describe, expect, inject, it } from 'vitest';
import { repoGames } from '../bundler/index';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('custom-elements.json', () => {
  it('is what the Custom Elements Manifest analyzer makes of the elements now', async () => {
    const out = 'out-tsc/cem-check';
    rmSync(path.join(web, out), { recursive: true, force: true });
    execFileSync(
      path.join(web, '../../node_modules/.bin/cem'),
      ['analyze', '--config', 'custom-elements-manifest.config.mjs', '--outdir', out],
      {
        cwd: web,
        stdio: 'ignore',
      },
    );
    const fresh = await format(readFileSync(path.join(web, out, 'custom-elements.json'), 'utf8'), {
      parser: 'json',
    });
    const committed = readFileSync(path.join(web, 'custom-elements.json'), 'utf8');
    // On a difference, run `npm run manifest -w @orrery/web` and commit the result.
    expect(committed).toBe(fresh);
    const tags = (
      JSON.parse(committed) as { modules: { declarations?: { tagName?: string }[] }[] }
    ).modules.flatMap((m) => (m.declarations ?? []).flatMap((d) => d.tagName ?? []));
    expect(tags).toEqual(expect.arrayContaining(['orrery-table', 'orrery-hand']));
  }, 60_000);
});

interface TagEntry {
  tagName?: string;
  attributes?: { name: string }[];
  events?: { name: string }[];
  cssParts?: { name: string }[];
  cssProperties?: { name: string }[];
}

describe("a bundle's custom-elements.json", () => {
  it("lists every rules file's tag with OrreryGame's attributes, events and parts and its own CSS properties", () => {
    const manifest = JSON.parse(
      readFileSync(path.join(inject('bundleDir'), 'custom-elements.json'), 'utf8'),
    ) as { modules: { path: string; declarations: TagEntry[] }[] };
    const entries = manifest.modules.flatMap((m) => m.declarations);
    expect(entries.map((d) => d.tagName).sort()).toEqual(
      repoGames()
        .map((g) => `${g.id}-game`)
        .sort(),
    );
    for (const d of entries) {
      expect(d.attributes?.map((a) => a.name)).toEqual([
        'seats',
        'seed',
        'options',
        'bot-delay',
        'pause',
        'save-key',
        'server',
        'room',
      ]);
      expect(d.events?.map((e) => e.name)).toEqual([
        'orrery-move',
        'orrery-hand-end',
        'orrery-match-end',
      ]);
      expect(d.cssParts?.map((p) => p.name)).toContain('new-match');
      expect(d.cssProperties?.map((p) => p.name)).toContain(`--${d.tagName}-felt`);
    }
    expect(entries).toContainEqual(expect.objectContaining({ tagName: 'mars-venus-game' }));
  });
});
