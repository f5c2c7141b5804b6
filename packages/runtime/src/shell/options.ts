/** A game's options (house rules) as given, checked against the values its rules file allows. */

import type { OptionMeta } from '../engine';
import { asInt, asRecord, at, InputFault, isIntIn, readInput } from '../reader';

/** Options by name, every one the rules file declares. */
export type OptionValues = Record<string, string | number>;

/** Every option at its default. */
export function defaultOptions(options: readonly OptionMeta[]): OptionValues {
  const out: OptionValues = {};
  for (const o of options) out[o.name] = o.default;
  return out;
}

/** The choice `value` is (the table's own value); `path` is only spelled out to refuse it. */
function oneOf<T extends string | number>(
  value: unknown,
  pathOf: () => string,
  choices: readonly T[],
): T {
  for (const c of choices) if (c === value) return c;
  const path = pathOf();
  throw new InputFault(
    path,
    `${path} must be one of ${choices.map((c) => JSON.stringify(c)).join(', ')}`,
  );
}

/** Options as given, checked against the values the rules file allows; missing ones default. */
export function readOptions(
  options: readonly OptionMeta[],
  input: unknown,
  path: string,
): OptionValues {
  const raw = asRecord(input ?? {}, path);
  for (const name of Object.keys(raw)) {
    if (!options.some((o) => o.name === name)) {
      throw new InputFault(at(path, name), `unknown option '${name}'`);
    }
  }
  const out: OptionValues = {};
  for (const o of options) out[o.name] = optionValue(o, raw[o.name], path);
  return out;
}

/**
 * One option's value as given, or its default. A new match reads every option, so the path of a
 * bad value (`options.target`) is only spelled out when there is one to report.
 */
function optionValue(o: OptionMeta, value: unknown, path: string): string | number {
  if (value === undefined) return o.default;
  if (o.kind === 'choices') return oneOf(value, () => at(path, o.name), o.choices);
  return isIntIn(value, o.min, o.max) ? value : asInt(value, at(path, o.name), o.min, o.max);
}

/** Options for metadata questions: bad or missing values fall back to the defaults. */
export function optionsOrDefaults(
  options: readonly OptionMeta[],
  input: Readonly<Record<string, string | number>> | undefined,
): OptionValues {
  const read = readInput(() => readOptions(options, input ?? {}, 'options'));
  return read.ok ? read.value : defaultOptions(options);
}
