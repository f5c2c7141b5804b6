import { describe, expect, it } from 'vitest';
import { SET_ASIDE_SLOTS, setAside, setAsideKey, type SaveStorage } from './set-aside';

/** A storage like localStorage, with a limit on the characters it holds. */
function storage(limit = Infinity): SaveStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  const used = () => [...items].reduce((n, [k, v]) => n + k.length + v.length, 0);
  return {
    items,
    getItem: (k) => items.get(k) ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => {
      const before = items.get(k);
      items.set(k, v);
      if (used() > limit) {
        if (before === undefined) items.delete(k);
        else items.set(k, before);
        throw new DOMException('full', 'QuotaExceededError');
      }
    },
  };
}

describe('setAside', () => {
  it('moves the text to the first free set-aside key, keeping earlier ones', () => {
    const s = storage();
    s.setItem('k', 'bad 1');
    expect(setAside(s, 'k', 'bad 1')).toBe('k:set-aside');
    s.setItem('k', 'bad 2');
    expect(setAside(s, 'k', 'bad 2')).toBe('k:set-aside-2');
    expect([...s.items]).toEqual([
      ['k:set-aside', 'bad 1'],
      ['k:set-aside-2', 'bad 2'],
    ]);
  });

  it('moves a text that only fits once: taken out first, then written back', () => {
    const text = 'x'.repeat(90);
    const s = storage(105); // 91 characters stored; a copy beside it would need 192
    s.setItem('k', text);
    expect(setAside(s, 'k', text)).toBe('k:set-aside');
    expect(s.items.get('k:set-aside')).toBe(text);
    expect(s.items.has('k')).toBe(false);
  });

  it('leaves the text where it was when it cannot move, or when every slot is taken', () => {
    const s = storage(100);
    s.setItem('k', 'x'.repeat(95));
    expect(setAside(s, 'k', 'x'.repeat(95))).toBeNull();
    expect(s.items.get('k')).toBe('x'.repeat(95));

    const full = storage();
    for (let slot = 1; slot <= SET_ASIDE_SLOTS; slot++) full.setItem(setAsideKey('k', slot), '!');
    full.setItem('k', 'bad');
    expect(setAside(full, 'k', 'bad')).toBeNull();
    expect(full.items.get('k')).toBe('bad');
  });
});
