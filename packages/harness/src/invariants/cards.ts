// Card conservation after every move: the saved game's zones hold the deck, each card once.

import { zoneKeyOf } from '@orrery/runtime';
import { checkConservation } from '../conservation';
import type { AnyEngine } from './engine-under-test';
import { layoutOf, type Options } from './layout';
import { guard, problem, type Problem } from './problem';

export function checkCardsConserved<S>(
  engine: AnyEngine<S>,
  options: Options,
  state: S,
  saved?: string,
): Problem[] {
  const text = guard('cards-conserved', 'serialize', () => saved ?? engine.serialize(state));
  if (!text.ok) return [text.problem];
  const layout = layoutOf(text.value);
  if (!layout.ok) return [problem('cards-conserved', layout.message)];
  const problems: Problem[] = [];
  const laidOut = new Set(layout.zones.map((z) => z.zone));
  for (const zone of engine.meta.zones) {
    if (!laidOut.has(zoneKeyOf(zone.name))) {
      problems.push(problem('cards-conserved', `meta zone '${zone.name}' is not in state.zones`));
    }
  }
  const deck = engine.meta.deck(options).map((card) => card.id);
  const zones = Object.fromEntries(layout.zones.map((z) => [z.label, z.cards]));
  const report = checkConservation(deck, zones);
  if (!report.ok) {
    const say = (what: string, cards: readonly string[]) =>
      cards.length === 0 ? [] : [`${what} ${cards.slice(0, 8).join(', ')}`];
    const where = (card: string) =>
      layout.zones.filter((z) => z.cards.includes(card)).map((z) => z.label);
    const dup = report.duplicated.slice(0, 3).map((c) => `${c} in ${where(c).join(' and ')}`);
    problems.push(
      problem(
        'cards-conserved',
        [
          ...say('missing:', report.missing),
          ...say('duplicated:', dup),
          ...say('not in the deck:', report.unknown),
        ].join('; '),
      ),
    );
  }
  return problems;
}
