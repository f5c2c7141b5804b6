// Proof that a call left its input alone: both the saved-game text and the object itself.

import { isDeepStrictEqual } from 'node:util';
import type { AnyEngine } from './engine-under-test';

export interface Snapshot {
  readonly text: string;
  /** A deep copy, to catch mutations of fields the saved game does not carry; null if uncopyable. */
  readonly copy: unknown;
}

/** `copy: false` skips the deep copy: cheaper, but blind to fields the saved game leaves out. */
export function snapshotOf<S>(engine: AnyEngine<S>, state: S, copy = true): Snapshot {
  return { text: engine.serialize(state), copy: copy ? deepCopy(state) : null };
}

function deepCopy(state: unknown): unknown {
  let copy: unknown = null;
  try {
    copy = structuredClone(state);
  } catch {
    copy = null;
  }
  return copy;
}

/** How `state` differs from the snapshot, or null when it does not. */
export function changedSince<S>(engine: AnyEngine<S>, state: S, snap: Snapshot): string | null {
  if (snap.copy !== null && !isDeepStrictEqual(state, snap.copy)) return 'the state object changed';
  let text: string;
  try {
    text = engine.serialize(state);
  } catch (e) {
    return `serialize now throws: ${e instanceof Error ? e.message : String(e)}`;
  }
  return text === snap.text ? null : 'its saved-game text changed';
}
