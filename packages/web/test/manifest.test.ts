import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import { describe, expect, it } from 'vitest';

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
    expect(tags).toEqual(
      expect.arrayContaining([
        'mars-venus-game',
        'starbuckaroos-game',
        'annexation-game',
        'orrery-table',
      ]),
    );
  }, 60_000);
});
