import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { expectNoErrors, parseHelper } from '../test-helpers';

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
        'examples/bridge.rules',
        'examples/casino.rules',
        'examples/crazy-eights.rules',
        'examples/durak.rules',
        'examples/gin-rummy.rules',
        'examples/euchre.rules',
        'examples/go-fish.rules',
        'examples/hearts.rules',
        'examples/president.rules',
        'examples/spades.rules',
        'examples/spectrum.rules',
        'examples/whist.rules',
      ]),
    );
  });

  it.each(ruleFiles)('%s parses with no diagnostics', (file) => {
    const ast = expectNoErrors(parseHelper(read(file), file));
    expect(ast.declarations.length).toBeGreaterThan(5);
  });
});
