import { describe, expect, it } from 'vitest';
import { asMembers, onlyKeys, parseJsonText, readInput } from './reader';

const refusal = <T>(read: () => T) => {
  const result = readInput(read);
  return result.ok ? null : { path: result.error.path, message: result.error.message };
};

describe('parseJsonText', () => {
  it('parses JSON text and says where text that is not JSON goes wrong', () => {
    expect(parseJsonText('{"a":[1]}', 'the saved game')).toEqual({ a: [1] });
    expect(refusal(() => parseJsonText('{"a":', 'the saved game'))).toMatchObject({
      path: '(text)',
      message: expect.stringMatching(/^the saved game is not JSON: /),
    });
    expect(refusal(() => parseJsonText(42, 'the saved game'))?.message).toBe(
      'the saved game must be text',
    );
  });

  it('refuses text over the limit before parsing it', () => {
    // Not JSON at all: a parse would say so, so the size is what was looked at first.
    const text = 'x'.repeat(2 * 1024 * 1024 + 1);
    expect(refusal(() => parseJsonText(text, 'the saved game', 2 * 1024 * 1024))).toEqual({
      path: '(text)',
      message: 'the saved game is 2,097,153 characters long, over the limit of 2 MB',
    });
    expect(parseJsonText(`"${'x'.repeat(100)}"`, 'the saved game', 102)).toBe('x'.repeat(100));
    expect(refusal(() => parseJsonText('"xx"', 'a replay', 3))?.message).toBe(
      'a replay is 4 characters long, over the limit of 3 characters',
    );
  });
});

describe('onlyKeys', () => {
  it('refuses a key it was not told of, naming it', () => {
    expect(refusal(() => onlyKeys({ dealer: 1, dealr: 2 }, 'deals[0]', ['dealer']))).toEqual({
      path: 'deals[0].dealr',
      message: "unknown field 'dealr' at deals[0]",
    });
    expect(refusal(() => onlyKeys({ dealer: 1 }, 'deals[0]', ['dealer', 'hands']))).toBeNull();
  });
});

describe('asMembers', () => {
  it('reads whole numbers in range; a set holds each once, a list may repeat', () => {
    expect(asMembers([2, 0], 'v', 0, 5, true)).toEqual([2, 0]);
    expect(asMembers([2, 2], 'v', 0, 5, false)).toEqual([2, 2]);
    expect(refusal(() => asMembers([2, 2], 'v', 0, 5, true))?.path).toBe('v[1]');
    expect(refusal(() => asMembers([6], 'v', 0, 5, true))?.path).toBe('v[0]');
    expect(refusal(() => asMembers([-1], 'v', 0, 5, false))?.path).toBe('v[0]');
  });
});
