import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { squeezed } from '../bundler/squeeze';

// The second minification of a bundle (bundler/squeeze.ts): smaller, doing what it did, and
// never worse than what it was given.

// A module as esbuild leaves it: top-level names a whole-bundle pass may rename, and an export.
const MODULE = `
function totalOfEverySeat(scores, bonus) { let sum = 0; for (const s of scores) sum += s; return sum + bonus; }
const seatsOfTheTable = [3, 4, 5];
function describeTheTotal() { return 'total ' + totalOfEverySeat(seatsOfTheTable, 1); }
export { describeTheTotal };
`;

async function evaluate(code: string): Promise<string> {
  const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
  const mod = (await import(url)) as { describeTheTotal: () => string };
  return mod.describeTheTotal();
}

describe('squeezing a bundle', () => {
  it('renames its top-level names, keeps its exports, and does what it did', async () => {
    const out = await squeezed(MODULE);
    expect(out.length).toBeLessThan(MODULE.length);
    expect(out).not.toContain('totalOfEverySeat');
    expect(gzipSync(out).length).toBeLessThan(gzipSync(MODULE).length);
    expect(await evaluate(out)).toBe(await evaluate(MODULE));
  });

  it('gives back what it was given where the minifier cannot read it', async () => {
    const broken = 'export const x = ;';
    expect(await squeezed(broken)).toBe(broken);
  });
});
