import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.dirname(fileURLToPath(import.meta.url));
const WORDS = /planet|comet|nova|galaxy|saturn|neptune|jupiter|venus|mars|starbuck|annex/i;

describe('the generic code', () => {
  it('names no game: only card art (art/) may', () => {
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith('art/'),
    );
    expect(files.length).toBeGreaterThan(10);
    const offending = files.filter((f) => WORDS.test(readFileSync(path.join(src, f), 'utf8')));
    expect(offending).toEqual([]);
  });
});
