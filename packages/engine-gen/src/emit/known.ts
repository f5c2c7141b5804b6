// The `known` facts' kernel: how many parts of the facts every seat knows a state breaks
// (../ir/known.ts), which the runtime's determinizer keeps at zero when it deals the hidden cards.
// Nothing else reads it: an engine plays the same whether its facts hold or not.

import type { GenContext } from '../context';
import { print, type Place } from '../compile-expr';
import { brokenFacts } from '../ir/known';
import { optimise } from '../ir/passes';
import { fn } from '../module';
import type { Kernels } from './kernels';

export function emitKnown(ctx: GenContext): Kernels {
  const facts = brokenFacts(ctx);
  if (facts === undefined) return { declarations: [], entries: [] };
  const place: Place = { ctx, seat: undefined, team: undefined };
  const lines = ctx.game.known.map((k) => ctx.line(k.range)).join(' ');
  return {
    declarations: [
      fn(
        'brokenFacts',
        [['s', 'State']],
        'number',
        [`  return ${print(place, optimise(ctx, facts.ir))};`],
        `/** How many parts of the facts every seat knows this state breaks ${lines} */`,
      ),
    ],
    entries: ['brokenFacts'],
  };
}
