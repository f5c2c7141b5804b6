// Every diagnostic code the rules language can report is in the designers' list of codes
// (docs/language.md, "Diagnostics"): a new check cannot ship with a code nobody can look up.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const docs = readFileSync(path.resolve(here, '../../../docs/language.md'), 'utf8');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sources(full);
    return entry.endsWith('.ts') && !entry.endsWith('.test.ts') ? [full] : [];
  });
}

/** Codes given to a sink (`error('code', ...)`) or written into a diagnostic (`code: '...'`). */
function codesIn(text: string): string[] {
  const found = [
    ...text.matchAll(/\b(?:error|warning)\(\s*'([a-z]+(?:-[a-z0-9]+)*)'/g),
    ...text.matchAll(/\bcode: '([a-z]+(?:-[a-z0-9]+)*)'/g),
    ...text.matchAll(/\bat\([^,]+,[^,]+,\s*'([a-z]+(?:-[a-z0-9]+)*)'/g),
  ];
  return found.map((m) => m[1]!);
}

describe('diagnostic codes', () => {
  const codes = new Set(sources(here).flatMap((f) => codesIn(readFileSync(f, 'utf8'))));

  it('are found in the sources', () => {
    expect(codes.size).toBeGreaterThan(40);
    expect(codes).toContain('name-collision');
    expect(codes).toContain('invalid-utf8');
  });

  it.each([...codes].sort())('%s is in docs/language.md', (code) => {
    expect(docs).toContain(`\`${code}\``);
  });
});
