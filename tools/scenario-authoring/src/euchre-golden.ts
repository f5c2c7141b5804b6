// Reviews the Euchre golden playthrough against the model of the rules (euchre-oracle.ts), as
// golden-check.ts says: each hand's deal, its hands and the turned card (E3), is read from the
// engine's state as the hand begins. Run from the repository root:
//   npx tsx tools/scenario-authoring/src/euchre-golden.ts

import { engine } from '@orrery/engine-euchre';
import { EuchreHand } from './euchre-oracle';
import { checkGolden } from './golden-check';

checkGolden<Record<string, string>, { hand: string[][]; kitty: string[]; turned: string[] }>(
  engine,
  'euchre',
  ({ dealer, zones: { hand, kitty, turned } }) =>
    // The saved kitty has its top card last; the turned card came off the top.
    new EuchreHand({ dealer, hands: hand, stock: [...turned, ...[...kitty].reverse()] }),
);
