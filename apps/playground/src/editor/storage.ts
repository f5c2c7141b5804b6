// The edited text kept in localStorage, so a reload loses nothing: the text and the file it
// started from. A stored value that is not what this page wrote (another version, a hand edit,
// storage switched off) is ignored, never trusted.

export interface Draft {
  /** The rules file the text started from. */
  readonly origin: string;
  readonly text: string;
}

export const STORAGE_KEY = 'orrery-editor:draft:v1';

/** What `storage` holds of a draft, or undefined when it holds none this page can read. */
export function readDraft(storage: Pick<Storage, 'getItem'> | undefined): Draft | undefined {
  let raw: string | null;
  try {
    raw = storage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return undefined; // storage refused (a privacy setting): start from a file
  }
  if (raw === null) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { origin, text } = value as Record<string, unknown>;
  if (typeof origin !== 'string' || typeof text !== 'string') return undefined;
  return { origin, text };
}

/** Stores the draft; false when storage refused it (full, or switched off). */
export function writeDraft(storage: Pick<Storage, 'setItem'> | undefined, draft: Draft): boolean {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(draft));
    return storage !== undefined;
  } catch {
    return false;
  }
}
