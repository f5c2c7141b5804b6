// Reviews the Durak golden playthrough against the model of the rules (durak-oracle.ts), as
// golden-check.ts says: each hand's deal, its hands, the stock and the turned trump (D2), is
// read from the engine's state as the hand begins; every attack, defence, take and end of a bout,
// and the scores are the model's. Run from the repository root:
//   npx tsx tools/scenario-authoring/src/durak-golden.ts

import { engine } from '@orrery/engine-durak';
import { DurakHand, type DurakMove } from './durak-oracle';
import { checkGolden } from './golden-check';

checkGolden<DurakMove, { hand: string[][]; stock: string[]; turned: string[] }>(
  engine,
  'durak',
  ({ dealer, zones: { hand, stock, turned } }) =>
    // The trump card was turned as the hand began; the saved stock has its top card last.
    new DurakHand({ dealer, hands: hand, stock: [...turned, ...[...stock].reverse()] }),
);
