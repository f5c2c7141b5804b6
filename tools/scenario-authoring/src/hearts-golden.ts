// Reviews the Hearts golden playthrough against the model of the rules (hearts-oracle.ts), as
// golden-check.ts says: each hand's deal is read from the engine's state as the hand begins;
// the passing, the lead, every card and the scores are the model's. Run from the repository root:
//   npx tsx tools/scenario-authoring/src/hearts-golden.ts

import { engine } from '@orrery/engine-hearts';
import { checkGolden } from './golden-check';
import { HeartsHand, type HeartsMove } from './hearts-oracle';

let handNumber = 0;
checkGolden<HeartsMove, { hand: string[][] }>(engine, 'hearts', ({ dealer, zones: { hand } }) => {
  handNumber++;
  return new HeartsHand({ dealer, hands: hand }, handNumber);
});
