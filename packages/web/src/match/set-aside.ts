/**
 * Where a saved match that cannot be loaded goes, so that nothing is lost: under
 * `<key>:set-aside`, or `<key>:set-aside-2` and so on when earlier ones are still there. The
 * text is moved (taken out, then written back under the new key), so a text near the storage's
 * limit still fits; if it does not, it goes back where it was.
 */

/** The part of `Storage` this needs (a test passes a Map-backed one). */
export type SaveStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Set-aside slots per key: past them, a bad save stays where it is. */
export const SET_ASIDE_SLOTS = 5;

export function setAsideKey(key: string, slot: number): string {
  return slot === 1 ? `${key}:set-aside` : `${key}:set-aside-${slot}`;
}

/**
 * Moves `text`, stored under `key`, to the first free set-aside key and returns that key; null
 * when it stays under `key` (no free slot, or the storage refused the copy), which the caller
 * must then not write over.
 */
export function setAside(storage: SaveStorage, key: string, text: string): string | null {
  let slot = 1;
  while (slot <= SET_ASIDE_SLOTS && storage.getItem(setAsideKey(key, slot)) !== null) slot++;
  if (slot > SET_ASIDE_SLOTS) return null;
  const aside = setAsideKey(key, slot);
  storage.removeItem(key);
  try {
    storage.setItem(aside, text);
    return aside;
  } catch {
    try {
      storage.setItem(key, text);
    } catch {
      // It fitted there a moment ago; if even that fails, the storage is beyond our reach.
    }
    return null;
  }
}
