import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { expectNoErrors, parseHelper } from '../test-helpers';
import { parse } from './parse';

const rulesDir = fileURLToPath(new URL('../../../../rules/', import.meta.url));
const ruleFiles = readdirSync(rulesDir, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.rules'))
  .sort();
const read = (file: string) => readFileSync(rulesDir + file, 'utf8');

describe('the repository rules files', () => {
  it('include the five seed and example games', () => {
    expect(ruleFiles).toEqual(
      expect.arrayContaining([
        'annexation.rules',
        'mars-venus.rules',
        'starbuckaroos.rules',
        'examples/crazy-eights.rules',
        'examples/spades.rules',
      ]),
    );
  });

  it.each(ruleFiles)('%s parses with no diagnostics', (file) => {
    const ast = expectNoErrors(parseHelper(read(file), file));
    expect(ast.declarations.length).toBeGreaterThan(5);
  });

  it('a 10 KB file parses well under 100 ms', () => {
    const base = read('starbuckaroos.rules');
    const text = `${base}\n${base.slice(base.indexOf('option'))}`;
    expect(text.length).toBeGreaterThan(10_000);
    parse(text, 'warm-up.rules');
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      parse(text, 'big.rules');
      times.push(performance.now() - start);
    }
    // The fastest run: other processes on a busy CI machine only ever add time.
    expect(Math.min(...times)).toBeLessThan(100);
  });
});
