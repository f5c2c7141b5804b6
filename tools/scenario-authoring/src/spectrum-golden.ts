// Reviews the Spectrum golden playthrough against the model of the rules (spectrum-oracle.ts),
// as golden-check.ts says. Run from the repository root:
//   npx tsx tools/scenario-authoring/src/spectrum-golden.ts

import { engine } from '@orrery/engine-spectrum';
import { checkGolden } from './golden-check';
import { Hand, type Move } from './spectrum-oracle';

checkGolden<Move, { hand: string[][]; stock: string[]; discard: string[] }>(
  engine,
  'spectrum',
  ({ dealer, zones: { hand, stock, discard } }) =>
    // The starter and any covered cards came off the top of the stock (P3); the saved stock has
    // its top card last.
    new Hand({ dealer, hands: hand, stock: [...discard, ...[...stock].reverse()] }),
);
