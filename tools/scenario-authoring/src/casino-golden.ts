// Reviews the Casino golden playthrough against the model of the rules (casino-oracle.ts), as
// golden-check.ts says: each hand's deal, its hands, the four on the table and the stock (K2), is
// read from the engine's state as the hand begins; every capture, build, addition, raise and
// trail, the five deals after the first, the table going to the last capturer and the scores
// are the model's. Run from the repository root:
//   npx tsx tools/scenario-authoring/src/casino-golden.ts

import { engine } from '@orrery/engine-casino';
import { checkGolden } from './golden-check';
import { CasinoHand, type CasinoMove } from './casino-oracle';

checkGolden<CasinoMove, { hand: string[][]; table: string[]; stock: string[] }>(
  engine,
  'casino',
  ({ dealer, zones: { hand, table, stock } }) =>
    // The table was laid as the hand began; the saved stock has its top card last.
    new CasinoHand({ dealer, hands: hand, table, stock: [...stock].reverse() }),
);
