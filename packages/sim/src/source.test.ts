// A rules file from disk is read as `orrery check` reads it, for every tool that goes through
// `resolveSource` (sim, record, replay, bundle, play, the server): a byte-order mark is dropped,
// bytes that are not UTF-8 are an error at their place, and a file over the limit is not read.

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, resolveSource } from './source';

const SPADES = readFileSync(path.join(REPO_ROOT, 'rules', 'examples', 'spades.rules'));

function fileWith(name: string, bytes: Uint8Array): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'orrery-source-'));
  writeFileSync(path.join(dir, name), bytes);
  return dir;
}

describe('resolveSource reads a rules file as check does', () => {
  it('drops a byte-order mark', async () => {
    const dir = fileWith('spades.rules', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), SPADES]));
    const result = await resolveSource('spades.rules', dir);
    expect(result.ok).toBe(true);
  }, 60_000);

  it('refuses bytes that are not UTF-8, at the first bad one', async () => {
    const bad = Buffer.concat([
      Buffer.from('// caf'),
      Buffer.from([0xe9]),
      Buffer.from('\n'),
      SPADES,
    ]);
    const result = await resolveSource('spades.rules', fileWith('spades.rules', bad));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(
      result.diagnostics?.map((d) => [d.code, d.range.start.line, d.range.start.column]),
    ).toEqual([['invalid-utf8', 1, 7]]);
  });

  it('refuses a file over 1 MiB without generating anything', async () => {
    const big = Buffer.concat([SPADES, Buffer.from(`// ${'x'.repeat(1 << 20)}\n`)]);
    const result = await resolveSource('spades.rules', fileWith('spades.rules', big));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.diagnostics?.map((d) => d.code)).toEqual(['file-too-large']);
  });
});
