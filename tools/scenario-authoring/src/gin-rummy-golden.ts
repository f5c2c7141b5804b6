// Reviews the Gin Rummy golden playthrough against the model of the rules (gin-rummy-oracle.ts),
// as golden-check.ts says: each hand's deal, its hands, the stock and the upcard (G2), is read
// from the engine's state as the hand begins; every offer, draw, discard, knock, meld and
// lay-off, and the scores are the model's. Run from the repository root:
//   npx tsx tools/scenario-authoring/src/gin-rummy-golden.ts

import { engine } from '@orrery/engine-gin-rummy';
import { checkGolden } from './golden-check';
import { GinHand, type GinMove } from './gin-rummy-oracle';

checkGolden<GinMove, { hand: string[][]; stock: string[]; discard: string[] }>(
  engine,
  'gin-rummy',
  ({ dealer, zones: { hand, stock, discard } }) =>
    // The upcard was turned as the hand began; the saved stock has its top card last.
    new GinHand({ dealer, hands: hand, stock: [...discard, ...[...stock].reverse()] }),
);
