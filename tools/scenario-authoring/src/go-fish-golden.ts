// Reviews the Go Fish golden playthrough against the model of the rules (go-fish-oracle.ts),
// as golden-check.ts says. Run from the repository root:
//   npx tsx tools/scenario-authoring/src/go-fish-golden.ts

import { engine } from '@orrery/engine-go-fish';
import { checkGolden } from './golden-check';
import { Hand, type Move } from './go-fish-oracle';

checkGolden<Move, { hand: string[][]; books: string[][]; stock: string[] }>(
  engine,
  'go-fish',
  ({ dealer, zones: { hand, books, stock } }) =>
    // Books dealt went down before the first ask (F7): the model deals them back into the hands
    // and lays them down itself. The saved stock has its top card last.
    new Hand({
      dealer,
      hands: hand.map((cards, s) => [...cards, ...books[s]!]),
      stock: [...stock].reverse(),
    }),
);
