import type { GameMeta, OptionMeta } from '@orrery/runtime';

/** What the form chose: the element's attributes, derived from the engine's metadata. */
export interface Settings {
  readonly seats: readonly string[];
  readonly seed: number;
  readonly options: Readonly<Record<string, string | number>>;
}

/**
 * The element's attributes for these settings. House rules left at the rules file's default
 * are left out, so `options` says only what differs.
 */
export function attributesFor(meta: GameMeta, settings: Settings): Record<string, string> {
  const changed = Object.fromEntries(
    Object.entries(settings.options).filter(
      ([name, value]) => meta.options.find((o) => o.name === name)?.default !== value,
    ),
  );
  return {
    seats: settings.seats.join(' '),
    seed: String(settings.seed),
    options: JSON.stringify(changed),
    'save-key': `playground-${meta.id}`,
  };
}

/** One seat word per seat for these house rules: the first a person, the rest `bot`. */
export function defaultSeats(
  meta: GameMeta,
  options: Readonly<Record<string, string | number>>,
  bot: string,
): string[] {
  return Array.from({ length: meta.seatCount(options) }, (_, i) => (i === 0 ? 'human' : bot));
}

/** The largest seed the engines take: a seed is a whole number from 0 to this. */
export const MOST_SEED = 2 ** 31 - 1;

/**
 * What is wrong with a field's text, in words, or null when it is fine. An empty seed is fine
 * (a random one is drawn and shown); a range rule must be a whole number within its bounds.
 */
export function seedProblem(text: string): string | null {
  const t = text.trim();
  if (t === '') return null;
  if (!/^\d+$/.test(t) || Number(t) > MOST_SEED)
    return `Seed: use a whole number from 0 to ${MOST_SEED}, or leave it empty for a random one`;
  return null;
}

export function ruleProblem(option: OptionMeta, text: string): string | null {
  if (option.kind !== 'range') return null;
  const t = text.trim();
  const n = Number(t);
  if (t === '') return `${option.title}: enter a number from ${option.min} to ${option.max}`;
  if (!/^-?\d+$/.test(t) || n < option.min || n > option.max)
    return `${option.title}: use a whole number from ${option.min} to ${option.max}, not ${t}`;
  return null;
}

/** The settings of the match on screen, kept so a reload plays the same match on. */
export interface SavedSettings extends Settings {
  readonly tag: string;
}

/** Saved settings read back, or null when the text is not a whole, well-typed record. */
export function readSavedSettings(text: string | null): SavedSettings | null {
  if (text === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const { tag, seats, seed, options } = raw as Record<string, unknown>;
  if (typeof tag !== 'string' || typeof seed !== 'number' || !Number.isInteger(seed)) return null;
  if (!Array.isArray(seats) || !seats.every((s) => typeof s === 'string')) return null;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return null;
  const entries = Object.entries(options as Record<string, unknown>);
  if (!entries.every(([, v]) => typeof v === 'string' || typeof v === 'number')) return null;
  return {
    tag,
    seats: seats as string[],
    seed,
    options: Object.fromEntries(entries) as Record<string, string | number>,
  };
}
