// Option combinations: the checker tries every one (numeric ranges at min, default and max) so a
// deal that is too large only with four players and one deck is still caught.

import type { Expression, Name, Reference } from '../ast/ast';
import type { LinkedGame, OptionValue, OptionValues, ResolvedOption, Symbol } from './model';
import { walk } from './walk';

/** The values tried for one option: every choice, or a range's min, default and max. */
export function optionSamples(option: ResolvedOption): OptionValue[] {
  const v = option.values;
  if (v.kind === 'choices') return [...v.choices];
  return [...new Set([v.min, option.defaultValue, v.max])].filter(
    (x) => typeof x === 'number' && x >= v.min && x <= v.max,
  );
}

export function defaultOptions(game: Pick<LinkedGame, 'options'>): OptionValues {
  return Object.fromEntries(game.options.map((o) => [o.name, o.defaultValue]));
}

/**
 * Every combination of option values, options outside `only` (when given) at their default.
 * Numeric ranges are sampled at min, default and max.
 */
export function optionCombinations(
  game: Pick<LinkedGame, 'options'>,
  only?: ReadonlySet<string>,
): OptionValues[] {
  let combos: Record<string, OptionValue>[] = [{}];
  for (const option of game.options) {
    const samples =
      only === undefined || only.has(option.name) ? optionSamples(option) : [option.defaultValue];
    const next: Record<string, OptionValue>[] = [];
    for (const combo of combos)
      for (const value of samples) next.push({ ...combo, [option.name]: value });
    combos = next;
  }
  return combos;
}

/** `players = 4 and team-deck = single`, naming only `names` (all options when absent). */
export function describeCombination(values: OptionValues, names?: Iterable<string>): string {
  const keys = names === undefined ? Object.keys(values) : [...names];
  return keys
    .filter((k) => values[k] !== undefined)
    .map((k) => `${k} = ${values[k]}`)
    .join(' and ');
}

/** The options an expression depends on, through definitions, card values, `seat-count` and `deck`. */
export function optionsUsedBy(
  game: Pick<LinkedGame, 'trySymbolOf' | 'seats' | 'deck'>,
  roots: readonly (Expression | undefined)[],
): Set<string> {
  const used = new Set<string>();
  const seen = new Set<unknown>();
  const visitSymbol = (s: Symbol | undefined): void => {
    if (s === undefined || seen.has(s.kind === 'builtin' ? s.name : s)) return;
    seen.add(s.kind === 'builtin' ? s.name : s);
    if (s.kind === 'option') used.add(s.name);
    else if (s.kind === 'define') visit(s.define.body);
    else if (s.kind === 'value') visit(s.value.body);
    else if (s.kind === 'builtin' && s.name === 'seat-count') visit(game.seats);
    else if (s.kind === 'builtin' && s.name === 'deck') {
      visit(game.deck.copies?.count);
      visit(game.deck.copies?.when);
    }
  };
  const visit = (e: Expression | undefined): void => {
    walk(e, (node) => {
      if (node.kind === 'Reference') visitSymbol(game.trySymbolOf(node as Reference));
      if (node.kind === 'Member')
        visitSymbol(
          game.trySymbolOf((node as Extract<Expression, { kind: 'Member' }>).member as Name),
        );
    });
  };
  for (const root of roots) visit(root);
  return used;
}
