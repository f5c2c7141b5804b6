import type { GameMeta } from '@orrery/runtime';

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
