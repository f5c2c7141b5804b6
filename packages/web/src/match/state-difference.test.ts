import { describe, expect, it } from 'vitest';
import { firstDifference } from './state-difference';

describe('where a saved state differs from the one its moves lead to', () => {
  const state = JSON.stringify({
    version: 1,
    state: { seat: 2, zones: { hand: [['a'], ['b', 'c']] } },
  });
  const edited = (edit: (s: { version: number; state: Record<string, unknown> }) => void) => {
    const s = JSON.parse(state) as { version: number; state: Record<string, unknown> };
    edit(s);
    return JSON.stringify(s);
  };

  it('finds nothing in the same state, however its text is spaced', () => {
    expect(firstDifference(state, state)).toBeNull();
    expect(firstDifference(JSON.stringify(JSON.parse(state), null, 2), state)).toBeNull();
  });

  it('names the first field that differs, is missing or is extra, and never a value', () => {
    expect(
      firstDifference(
        edited((s) => void (s.state['seat'] = -1)),
        state,
      ),
    ).toBe('state.seat');
    expect(
      firstDifference(
        edited((s) => void (s.version = 2)),
        state,
      ),
    ).toBe('version');
    expect(
      firstDifference(
        edited((s) => void delete s.state['zones']),
        state,
      ),
    ).toBe('state.zones');
    expect(
      firstDifference(
        edited((s) => void (s.state['more'] = 1)),
        state,
      ),
    ).toBe('state.more');
    const moved = edited((s) => {
      const hand = (s.state['zones'] as { hand: string[][] }).hand;
      hand[0]!.push(hand[1]!.pop()!);
    });
    expect(firstDifference(moved, state)).toBe('state.zones.hand[0][1]');
    expect(firstDifference(moved, state)).not.toContain('c');
  });

  it('says so when the text is no JSON, or not even an object', () => {
    expect(firstDifference('{"version":', state)).toBe('its text is not JSON');
    expect(firstDifference('[]', state)).toBe('the whole text');
    expect(firstDifference('{"version":1,"state":[]}', state)).toBe('state');
  });
});
