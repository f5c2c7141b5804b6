// `known` facts that cannot guide a bot's guess at the hidden cards: one that reads no card some
// seat cannot see (there is nothing for it to say about a guess: every seat sees all it reads),
// and one that the options alone make false (no guess could ever keep it). A fact read from the
// state is checked as the engine plays, never here.

import type { Expression, Node } from '../ast/ast';
import type { DiagnosticSink } from '../diagnostics';
import type { LinkedGame, ResolvedDefine } from '../model/model';
import { describeCombination, optionCombinations, optionsUsedBy } from '../model/options';
import { evaluateStatic } from '../model/static';
import { walk } from '../model/walk';

export function checkKnown(game: LinkedGame, sink: DiagnosticSink): void {
  for (const known of game.known) {
    const fact = known.fact;
    const used = optionsUsedBy(game, [fact]);
    const falseWith = optionCombinations(game, used).filter(
      (combo) => evaluateStatic(game, fact, combo) === false,
    );
    if (falseWith.length > 0) {
      const names = game.options.map((o) => o.name).filter((n) => used.has(n));
      const when = names.length === 0 ? '' : ` with ${describeCombination(falseWith[0]!, names)}`;
      sink.warning(
        'known-never-holds',
        fact.range,
        `this fact is false${when} whatever the cards, so no guess at the hidden cards can keep it`,
      );
      continue;
    }
    if (!readsHidden(game, fact, new Set())) {
      sink.warning(
        'known-reads-nothing-hidden',
        fact.range,
        'this fact reads no card hidden from any seat, so it tells a guess at the hidden cards nothing',
        "say what it tells of a zone some seat cannot see, such as a hand 'visible to owner'",
      );
    }
  }
}

/** Whether `e` (or a definition it reads) names a zone that some seat cannot see. */
function readsHidden(game: LinkedGame, e: Expression, seen: Set<ResolvedDefine>): boolean {
  let hidden = false;
  walk(e, (node: Node) => {
    if (hidden) return false;
    if (node.kind !== 'Reference' && node.kind !== 'Name') return;
    const symbol = game.trySymbolOf(node as Parameters<LinkedGame['trySymbolOf']>[0]);
    if (symbol?.kind === 'zone') hidden = symbol.zone.visibility !== 'all';
    else if (symbol?.kind === 'define' && !seen.has(symbol.define)) {
      seen.add(symbol.define);
      hidden = readsHidden(game, symbol.define.body, seen);
    }
  });
  return hidden;
}
