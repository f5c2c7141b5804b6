/**
 * The option sets a battery plays under, read from `engine.meta.options`: the defaults, then
 * one set per other value of each choice, one per range at a small value, and one with every
 * choice at its first other value (so options that only matter together meet once).
 *
 * `max-hands` (RULINGS C5: every game declares it for simulations) keeps the extra sets short.
 */

import type { OptionMeta } from '@orrery/runtime';
import type { Options } from './layout';

const HAND_LIMIT = 'max-hands';

/** A value of a range option other than its default, small so that matches stay short. */
function otherRangeValue(option: Extract<OptionMeta, { kind: 'range' }>): number {
  if (option.name === HAND_LIMIT) return Math.min(Math.max(1, option.min), option.max);
  return option.default === option.min ? Math.min(option.min + 1, option.max) : option.min;
}

export function optionSets(meta: readonly OptionMeta[], handsPerExtraMatch = 2): Options[] {
  const hasHandLimit = meta.some((o) => o.name === HAND_LIMIT && o.kind === 'range');
  const short: Options = hasHandLimit ? { [HAND_LIMIT]: handsPerExtraMatch } : {};
  const sets: Options[] = [];
  const combined: Record<string, string | number> = {};
  for (const option of meta) {
    if (option.kind === 'choices') {
      const others = option.choices.filter((c) => c !== option.default);
      for (const value of others) sets.push({ ...short, [option.name]: value });
      if (others[0] !== undefined) combined[option.name] = others[0];
    } else {
      const value = otherRangeValue(option);
      if (value !== option.default) sets.push({ ...short, [option.name]: value });
    }
  }
  if (Object.keys(combined).length > 1) sets.push({ ...short, ...combined });
  return sets;
}
