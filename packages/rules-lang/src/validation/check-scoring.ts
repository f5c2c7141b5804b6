// `score-refers-to-nothing`: scoring that counts a zone nothing ever fills, or sums a card value
// that is 0 for every card. Both are almost always a typo or a forgotten move.

import type { Aggregate, Expression, MoveCardsStmt, Name, Reference } from '../ast/ast';
import type { DiagnosticSink } from '../diagnostics';
import type { LinkedGame } from '../model/model';
import { defaultOptions } from '../model/options';
import { evaluateValue } from '../model/static';
import { walk } from '../model/walk';

/** Zones something puts cards into: moves, the deal, `rest to`, and trick clauses. */
export function filledZones(game: LinkedGame): Set<string> {
  const filled = new Set<string>();
  const add = (z: string | undefined): void => {
    if (z !== undefined) filled.add(z);
  };
  add(game.deal?.to);
  add(game.deal?.rest);
  for (const phase of game.phases) {
    add(phase.tricks?.to);
    add(phase.tricks?.won);
  }
  walk(game.file.declarations, (node) => {
    if (node.kind !== 'MoveCardsStmt') return;
    const t = game.typeOf((node as MoveCardsStmt).to);
    if (t.kind === 'cards') add(t.zone);
  });
  return filled;
}

/** The zones a collection expression reads directly. */
function zonesRead(game: LinkedGame, e: Expression): { name: string; at: Expression }[] {
  switch (e.kind) {
    case 'Reference': {
      const s = game.trySymbolOf(e);
      return s?.kind === 'zone' ? [{ name: s.name, at: e }] : [];
    }
    case 'Index':
      return zonesRead(game, e.object);
    case 'ZoneUnion': {
      const s = game.trySymbolOf(e.zone);
      return s?.kind === 'zone' ? [{ name: s.name, at: e }] : [];
    }
    case 'SetBuilder':
      return zonesRead(game, e.collection);
    default:
      return [];
  }
}

export function checkScoring(game: LinkedGame, sink: DiagnosticSink): void {
  if (game.scoring === undefined) return;
  const filled = filledZones(game);
  const options = defaultOptions(game);
  walk(game.scoring, (node) => {
    if (node.kind !== 'Aggregate') return;
    const agg = node as Aggregate;
    for (const { name, at } of zonesRead(game, agg.collection)) {
      if (!filled.has(name)) {
        sink.warning(
          'score-refers-to-nothing',
          at.range,
          `nothing ever puts a card into '${name}', so this '${agg.op}' always sees an empty zone`,
          `move cards to ${name} in a move, or deal the rest to it`,
        );
      }
    }
    const body = agg.body;
    if (
      agg.op !== 'sum' ||
      body?.kind !== 'Member' ||
      body.object.kind !== 'Reference' ||
      agg.variable === undefined
    )
      return;
    const value = game.trySymbolOf(body.member as Name);
    const card = game.trySymbolOf(body.object as Reference);
    if (value?.kind !== 'value' || card?.kind !== 'local' || card.declaration !== agg.variable)
      return;
    const zero = game.deck.cards.every((c) => evaluateValue(game, value.value, c, options) === 0);
    if (zero && game.deck.cards.length > 0) {
      sink.warning(
        'score-refers-to-nothing',
        body.member.range,
        `value '${value.name}' is 0 for every card of the deck, so this sum is always 0`,
      );
    }
  });
}
