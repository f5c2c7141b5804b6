// Reviews the Contract Bridge golden playthrough against the model of the rules
// (bridge-oracle.ts, bridge-scoring.ts), as golden-check.ts says: each hand's thirteen cards a
// seat are read from the engine's state as the hand begins; every call and card, the seat that
// chooses it (the declarer in the dummy's turn, B8) and the scores are the model's, each hand
// scored from the rubber's standing before it (games, part scores, B11). Run from the
// repository root:
//   npx tsx tools/scenario-authoring/src/bridge-golden.ts

import { engine } from '@orrery/engine-bridge';
import { checkGolden } from './golden-check';
import { BridgeHand, type BridgeMove } from './bridge-oracle';
import { Rubber } from './bridge-scoring';

const rubber = new Rubber();
let last: BridgeHand | undefined;
checkGolden<BridgeMove, { hand: string[][] }>(engine, 'bridge', ({ dealer, zones: { hand } }) => {
  // A new hand is dealt once the last is over: its score moves the rubber on first.
  if (last !== undefined) rubber.record(last.deal.dealer, last.played());
  last = new BridgeHand({ dealer, hands: hand }, rubber.standing, rubber.lastHand);
  return last;
});
