/**
 * What `bench:instructions -- --ismcts` runs under Valgrind, bundled: `node search.mjs ITERATIONS`
 * makes one ISMCTS decision of that many iterations on the first turn of a Mars & Venus hand
 * (fourteen cards in hand, nothing seen: the widest decision), the one `npm run bench` and the
 * bots' speed script time.
 */

import { engine } from '@orrery/engine-mars-venus';
import { botEngineOf, createBot } from '@orrery/bots';

const iterations = Number(process.argv[2]);
if (!(Number.isInteger(iterations) && iterations > 0)) {
  console.error(`search: ITERATIONS, not '${process.argv.slice(2).join(' ')}'`);
  process.exit(2);
}
const setup = engine.setup({ seed: 2 });
if (!setup.ok) throw new Error(setup.error.message);
const seat = engine.toMove(setup.value) ?? 0;
createBot({ kind: 'ismcts', iterations }, 2).decide({
  engine: botEngineOf(engine),
  view: engine.view(setup.value, seat),
  legal: engine.legalMoves(setup.value),
  seat,
});
