// Reviews the President golden playthrough against the model of the rules (president-oracle.ts),
// as golden-check.ts says: each hand's deal is read from the engine's state as the hand begins;
// the exchange, every play and pass, who leads each round and the scores are the model's. Run
// from the repository root:
//   npx tsx tools/scenario-authoring/src/president-golden.ts

import { engine } from '@orrery/engine-president';
import { checkGolden } from './golden-check';
import { PresidentHand, type PresidentMove } from './president-oracle';

// Each hand's model learns the places of the hand before it from that hand's model (P8).
let before: PresidentHand | undefined;
checkGolden<PresidentMove, { hand: string[][] }>(engine, 'president', ({ dealer, zones }) => {
  before = new PresidentHand({ dealer, hands: zones.hand }, before?.rolesAfter());
  return before;
});
