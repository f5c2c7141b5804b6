// Issue 25, defect 10: a byte-order mark at the start of a rules file was an error, and bytes
// that are not UTF-8 were silently replaced. The mark is now dropped as an editor drops it, and
// a bad byte is one diagnostic at the line and column where the editor shows it.

import { describe, expect, it } from 'vitest';
import { check } from './check';
import { formatDiagnostic } from './diagnostics';
import { decodeRules } from './source';
import { game } from './validation/test-helpers';

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
const concat = (...parts: (Uint8Array | number[])[]): Uint8Array =>
  Uint8Array.from(parts.flatMap((p) => [...p]));

function checkBytes(bytes: Uint8Array): string[] {
  const decoded = decodeRules(bytes, 'b.rules');
  if ('diagnostic' in decoded) return [formatDiagnostic(decoded.diagnostic)];
  return check(decoded.text, 'b.rules').diagnostics.map(formatDiagnostic);
}

describe('a byte-order mark', () => {
  it('is dropped: the file checks clean', () => {
    expect(checkBytes(concat([0xef, 0xbb, 0xbf], utf8(game())))).toEqual([]);
  });

  it('moves no position: line 1 column 1 is the first character after it', () => {
    const broken = game().replace('game test', 'game Test');
    const plain = checkBytes(utf8(broken));
    expect(plain[0]).toMatch(/^b\.rules:1:6: error invalid-name/);
    expect(checkBytes(concat([0xef, 0xbb, 0xbf], utf8(broken)))).toEqual(plain);
    expect(check(`\ufeff${broken}`, 'b.rules').diagnostics.map(formatDiagnostic)).toEqual(plain);
  });
});

describe('bytes that are not UTF-8', () => {
  const lines = (bad: number[]) =>
    concat(utf8('game t "T"\nseats 2\nzone é'), bad, utf8('x: shared, hidden\n'));
  it.each([
    ['a byte that starts nothing', [0xff]],
    ['a lone continuation byte', [0x80]],
    ['a lead byte cut short', [0xc3, 0x28]],
    ['an overlong form', [0xc0, 0xaf]],
    ['an encoded surrogate', [0xed, 0xa0, 0x80]],
    ['a code point past U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
  ])('%s: invalid-utf8 at its line and column', (_, bad) => {
    const hex = bad[0]!.toString(16).toUpperCase();
    expect(checkBytes(lines(bad))).toEqual([
      `b.rules:3:7: error invalid-utf8: byte 0x${hex} is not UTF-8: a rules file is UTF-8 text (save it as UTF-8 in your editor)`,
    ]);
  });

  it('at the very end, cut short: still found, never replaced', () => {
    const d = decodeRules(concat(utf8('game t\r\nseats 2 //'), [0xe2, 0x82]), 'b.rules');
    expect('diagnostic' in d && formatDiagnostic(d.diagnostic)).toMatch(
      /^b\.rules:2:11: error invalid-utf8/,
    );
  });

  it('the text after a mark counts from the first character after it', () => {
    const d = decodeRules(concat([0xef, 0xbb, 0xbf], utf8('game t'), [0xff]), 'b.rules');
    expect('diagnostic' in d && formatDiagnostic(d.diagnostic)).toMatch(
      /^b\.rules:1:7: error invalid-utf8/,
    );
  });
});

describe('a file over 1 MiB', () => {
  it('is file-too-large at 1:1, before it is decoded', () => {
    const d = decodeRules(new Uint8Array(1024 * 1024 + 1), 'b.rules');
    expect('diagnostic' in d && formatDiagnostic(d.diagnostic)).toBe(
      'b.rules:1:1: error file-too-large: this file is 1,048,577 bytes; a rules file may hold at most 1,048,576 (1 MiB)',
    );
  });
});
