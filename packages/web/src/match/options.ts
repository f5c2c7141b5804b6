import type { GameMeta } from '@orrery/runtime';

export type HouseRules = Readonly<Record<string, string | number>>;

export type OptionsResult =
  | { readonly ok: true; readonly options: HouseRules }
  | { readonly ok: false; readonly message: string };

/**
 * Reads the `options` attribute: JSON of the house rules the rules file declares, e.g.
 * `{"target": 30}`. Unknown names and values outside `meta.options` are refused here with a
 * message; the engine's own validation (`setup`) is the final word.
 */
export function parseHouseRules(text: string | null, meta: GameMeta): OptionsResult {
  if (text === null || text.trim() === '') return { ok: true, options: {} };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, message: 'options is not valid JSON' };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, message: 'options must be a JSON object of house rules' };
  }
  const options: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(raw)) {
    const declared = meta.options.find((o) => o.name === name);
    if (declared === undefined) {
      const known = meta.options.map((o) => o.name).join(', ');
      return { ok: false, message: `this game has no house rule '${name}' (known: ${known})` };
    }
    if (typeof value !== 'string' && typeof value !== 'number') {
      return { ok: false, message: `house rule '${name}' must be a string or a number` };
    }
    options[name] = value;
  }
  return { ok: true, options };
}
