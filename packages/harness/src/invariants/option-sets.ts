/**
 * The option sets a battery plays under, read from `engine.meta.options`: the defaults, then
 * one set per other value of each choice, one per range at a small value, and one with every
 * choice at its first other value (so options that only matter together meet once).
 * The battery keeps the matches of these sets short with the runtime's hand limit
 * (`SetupArgs.handLimit`), whatever options the rules file declares.
 */

import type { OptionMeta } from '@orrery/runtime';
import type { Options } from './layout';

/** A value of a range option other than its default, small so that matches stay short. */
function otherRangeValue(option: Extract<OptionMeta, { kind: 'range' }>): number {
  return option.default === option.min ? Math.min(option.min + 1, option.max) : option.min;
}

export function optionSets(meta: readonly OptionMeta[]): Options[] {
  const sets: Options[] = [];
  const combined: Record<string, string | number> = {};
  for (const option of meta) {
    if (option.kind === 'choices') {
      const others = option.choices.filter((c) => c !== option.default);
      for (const value of others) sets.push({ [option.name]: value });
      if (others[0] !== undefined) combined[option.name] = others[0];
    } else {
      const value = otherRangeValue(option);
      if (value !== option.default) sets.push({ [option.name]: value });
    }
  }
  if (Object.keys(combined).length > 1) sets.push({ ...combined });
  return sets;
}
