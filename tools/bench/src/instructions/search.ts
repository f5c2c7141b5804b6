/**
 * What `bench:instructions -- --ismcts` runs under Valgrind, bundled: `node search.mjs ITERATIONS`
 * makes one ISMCTS decision of that many iterations on the decision `npm run bench` times
 * (first-turn.ts).
 */

import { engine } from '@orrery/engine-mars-venus';
import { botEngineOf, createBot } from '@orrery/bots';
import { firstTurn } from '../bench/first-turn';

const iterations = Number(process.argv[2]);
if (!(Number.isInteger(iterations) && iterations > 0)) {
  console.error(`search: ITERATIONS, not '${process.argv.slice(2).join(' ')}'`);
  process.exit(2);
}
createBot({ kind: 'ismcts', iterations }, 2).decide(firstTurn(botEngineOf(engine), 2));
