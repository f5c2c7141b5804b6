/**
 * Where two JSON texts first differ, as a path (`state.zones.hand[1]`): a saved match's state
 * against the one its moves lead to. Only the path is told, never a value: the state holds every
 * seat's cards, and the answer may reach the page.
 */
export function firstDifference(saved: string, expected: string): string | null {
  let a: unknown;
  try {
    a = JSON.parse(saved);
  } catch {
    return 'its text is not JSON';
  }
  const path = differenceIn(a, JSON.parse(expected), '');
  return path === null ? null : path === '' ? 'the whole text' : path;
}

function differenceIn(a: unknown, b: unknown, path: string): string | null {
  if (Array.isArray(b)) {
    if (!Array.isArray(a)) return path;
    for (let k = 0; k < Math.max(a.length, b.length); k++) {
      if (k >= a.length || k >= b.length) return `${path}[${k}]`;
      const inner = differenceIn(a[k], b[k], `${path}[${k}]`);
      if (inner !== null) return inner;
    }
    return null;
  }
  if (typeof b === 'object' && b !== null) {
    if (typeof a !== 'object' || a === null || Array.isArray(a)) return path;
    const x = a as Record<string, unknown>;
    const y = b as Record<string, unknown>;
    const key = (k: string) => (path === '' ? k : `${path}.${k}`);
    for (const k of Object.keys(y)) {
      if (!Object.hasOwn(x, k)) return key(k);
      const inner = differenceIn(x[k], y[k], key(k));
      if (inner !== null) return inner;
    }
    for (const k of Object.keys(x)) if (!Object.hasOwn(y, k)) return key(k);
    return null;
  }
  return Object.is(a, b) ? null : path;
}
