// The parser in the CLI's bundle takes the lookahead paths the bundle's build works out for it
// (bin/cli-bundle.js, rules-lang's parser/lookahead.ts): a program that asks the rules language
// whether its parser took them, bundled as the CLI is, says it did. Paths the parser refused (of
// another grammar) or none at all would leave every start working them out again.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cliBundleSpec } from '../bin/cli-bundle.js';
import { buildBundle } from '../bin/fresh-bundle.js';

const rulesLang = fileURLToPath(new URL('../../rules-lang/src/index.ts', import.meta.url));

describe("the CLI bundle's parser", () => {
  it('takes the lookahead paths its build worked out', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'orrery-known-lookahead-'));
    const entry = path.join(dir, 'main.ts');
    writeFileSync(
      entry,
      `import { usesKnownLookahead } from ${JSON.stringify(rulesLang)};\n` +
        // Written as text: console.log colours a boolean when the runner forces colour (nx does).
        "process.stdout.write(String(usesKnownLookahead()) + '\\n');\n",
    );
    const built = await buildBundle({ ...cliBundleSpec(path.join(dir, 'cache')), entry });
    const run = spawnSync(process.execPath, [built.file], { encoding: 'utf8', timeout: 60_000 });
    expect([run.stderr, run.stdout]).toEqual(['', 'true\n']);
  });
});
