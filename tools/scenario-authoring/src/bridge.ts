// Writes Contract Bridge's scenarios (packages/harness/scenarios/bridge/), citing the tags B1 to
// B17 of rules/examples/bridge.rules: the deal, the auction's calls allowed and
// refused (with the codes the rules file's `require`s give), hands thrown in, the declarer and the
// dummy, the opening lead, the dummy's hand seen and played by the declarer, following suit and
// trumps here; the scoring and the rubber in bridge-score-scenarios.ts. Every expectation comes
// from the model (bridge-oracle.ts, bridge-scoring.ts), none from the engine, which only runs
// the files (save() says whether it agrees); bridge-agreement.ts then plays both side by side.
// Run from the repository root:
//   npx tsx tools/scenario-authoring/src/bridge.ts && npx prettier --write packages/harness/scenarios

import { engine } from '@orrery/engine-bridge';
import { failures, save as saveWith, type Draft } from './author';
import { agreement } from './bridge-agreement';
import { scoreScenarios } from './bridge-score-scenarios';
import { card, cards, deal, EAST, NORTH, Script, SOUTH, WEST } from './bridge-script';

const save = (d: Draft) => saveWith(engine, d);
const play = (c: string) => ({ type: 'play', card: card(c) }) as const;

// --- B1 to B4: the deal and the first call ---------------------------------------------------

{
  const d = deal(EAST, []);
  new Script([d])
    .expect({
      dealer: EAST,
      handNumber: 1,
      phase: 'auction',
      zones: Object.fromEntries(d.hands.map((h, s) => [`hand.${s}`, h])),
      zoneSizes: { trick: 0, 'taken.0': 0, 'taken.1': 0 },
    })
    .expectLegal('East, the dealer, calls first: a pass or any of the 35 bids')
    .refuse('X', 'nothing-to-double', 'no bid to double yet')
    .refuse('XX', 'not-doubled')
    .illegal({ type: 'pass' }, 'not-your-turn', 'South is not the dealer', SOUTH)
    .illegal(play('SA'), 'not-now', 'no card is played in the auction', EAST)
    .call('P')
    .expect({ toMove: SOUTH }, 'then the turn passes to the left')
    .write(
      'dealer-calls-first',
      'East deals thirteen cards to each seat and calls first: a pass or a bid of 1 to 7 in any strain, no double or redouble before a bid; then South calls',
      ['B1', 'B2', 'B3', 'B4'],
      save,
    );
}

{
  const s = new Script([deal(NORTH, [])]);
  for (const viewer of [NORTH, EAST, SOUTH, WEST]) s.expectView(viewer);
  s.write(
    'hands-hidden-in-the-auction',
    'During the auction each seat sees its own thirteen cards and only the number of cards in the other hands',
    ['B2', 'B8'],
    save,
  );
}

// --- B4, B5: bids, doubles and redoubles ---------------------------------------------------------

new Script([deal(NORTH, [])])
  .call('1H')
  .refuse('1C 1D 1H', 'bid-too-low', 'as many tricks in a lower or the same strain')
  .call('1S', 'the same number in a higher strain')
  .refuse('1S 1H', 'bid-too-low')
  .call('1N', 'no trump above spades')
  .refuse('1N 1S', 'bid-too-low')
  .call('2C', 'more tricks in the lowest strain')
  .expect({
    toMove: NORTH,
    legalIncludes: [
      { type: 'bid', level: 2, suit: 'diamonds' },
      { type: 'bid-no-trump', level: 7 },
    ],
    legalExcludes: [
      { type: 'bid', level: 2, suit: 'clubs' },
      { type: 'bid-no-trump', level: 1 },
    ],
  })
  .write(
    'bids-must-rise',
    'Each bid must be higher than the last: after 1 heart, 1 spade (a higher strain), then 1 no trump (above spades), then 2 clubs (more tricks); a bid as high or lower is refused',
    ['B4'],
    save,
  );

new Script([deal(SOUTH, [])])
  .call('7N')
  .expectLegal('nothing is above 7 no trump: a pass or a double')
  .call('X')
  .expectLegal('West may redouble its partner’s doubled bid')
  .write(
    'seven-no-trump-is-the-top',
    'After South bids 7 no trump no higher bid is left: West may only pass or double, and after the double North may pass or redouble',
    ['B4', 'B5'],
    save,
  );

new Script([deal(NORTH, [])])
  .refuse('X', 'nothing-to-double')
  .call('1C P')
  .refuse('X', 'double-own-side', 'South may not double its partner')
  .call('P X', 'West doubles the other side’s bid')
  .refuse('X', 'double-own-side', 'North may not double its own side’s bid either')
  .call('P')
  .refuse('X', 'already-doubled', 'East may not double it twice')
  .expectLegal()
  .write(
    'double-only-the-other-sides-bid',
    'Only the last bid may be doubled, by the side that did not make it, and only once: South cannot double North’s 1 club, West can, and East then cannot double again',
    ['B5'],
    save,
  );

new Script([deal(NORTH, [])])
  .call('1C')
  .refuse('XX', 'not-doubled', 'nothing doubled to redouble')
  .call('X')
  .refuse('X', 'double-own-side')
  .call('XX', 'South redoubles its partner’s doubled bid')
  .refuse('XX', 'redouble-other-side', 'the doubling side may not redouble')
  .refuse('X', 'already-doubled')
  .call('P')
  .refuse('XX', 'already-redoubled')
  .call('P P')
  .expectContract('1 club redoubled, played by North: East leads')
  .write(
    'redouble-only-ones-own-doubled-bid',
    'Only a doubled bid may be redoubled, by the side that made it, and only once: North’s 1 club, doubled by East, is redoubled by South and stands redoubled after three passes',
    ['B5', 'B6'],
    save,
  );

new Script([deal(NORTH, [])])
  .call('1S X 2S P P P', 'South’s raise does away with the double')
  .expectContract('2 spades undoubled')
  .write(
    'a-new-bid-clears-the-double',
    'North’s 1 spade is doubled, South bids 2 spades and all pass: the contract is 2 spades, not doubled',
    ['B5', 'B6'],
    save,
  );

// --- B6: the end of the auction -------------------------------------------------------------------

new Script([deal(NORTH, [])])
  .call('1H P P')
  .expect({ phase: 'auction', toMove: WEST }, 'two passes do not end it')
  .call('P')
  .expectEvents()
  .expectContract('three passes after the bid: 1 heart, played by North, East leads')
  .write(
    'three-passes-end-the-auction',
    'North bids 1 heart and three players pass: the auction is over, 1 heart is the contract with North the declarer, and East on its left leads',
    ['B6', 'B7', 'B8'],
    save,
  );

new Script([deal(NORTH, [])])
  .call('P P P 1C', 'three passes, then West opens')
  .expect({ phase: 'auction', toMove: NORTH }, 'three passes before any bid end nothing')
  .call('P P P')
  .expectContract('1 club by West; North leads')
  .write(
    'passes-before-a-bid',
    'North, East and South pass and West, the fourth to call, still opens 1 club; three passes after it end the auction, West declares and North leads',
    ['B6', 'B7', 'B3'],
    save,
  );

new Script([deal(SOUTH, []), deal(WEST, [], 2)])
  .call('P P P P')
  .expectScores('all four passed: nothing scored, West deals and calls first')
  .expect({ phase: 'auction', zoneSizes: { 'hand.0': 13, trick: 0 } })
  .next()
  .call('1D')
  .expect({ toMove: NORTH })
  .write(
    'four-passes-throw-the-hand-in',
    'All four pass with no bid: the hand is thrown in, neither side scores and the deal passes to West, who calls first in the next hand',
    ['B6', 'B2', 'B3'],
    save,
  );

// --- B7: the declarer and the dummy ---------------------------------------------------------------

new Script([deal(NORTH, [])])
  .call('1H P 4H P P P', 'South bids the contract, North named hearts first')
  .expectContract('North declares, South is the dummy, East leads')
  .write(
    'declarer-named-the-strain-first',
    'North opens 1 heart and South raises to 4 hearts: North, who named hearts first, is the declarer though South bid the contract, and South is the dummy',
    ['B7'],
    save,
  );

new Script([deal(NORTH, [])])
  .call('1C P 1H P 4H P P P', 'North opens and bids the contract; South named hearts')
  .expectContract('South declares, North is the dummy, West leads')
  .write(
    'partner-named-the-strain-first',
    'North opens 1 club, South answers 1 heart and North bids 4 hearts: South named hearts first and declares, North is the dummy, and West leads',
    ['B7', 'B8'],
    save,
  );

new Script([deal(EAST, [])])
  .call('1S P P 2S P P P', 'East named spades first, for the other side')
  .expectContract('North declares: the first of its own side to name spades')
  .write(
    'the-other-side-naming-it-does-not-count',
    'East opens 1 spade and North overcalls 2 spades, which all pass: North is the declarer, the first of North-South to name spades, and East leads',
    ['B7', 'B8'],
    save,
  );

// --- B8: the opening lead and the dummy -------------------------------------------------------

{
  const s = new Script([deal(NORTH, ['', 'HK', 'CA C2 D2 D3'])]);
  s.call('1N P P P')
    .illegal(play('CA'), 'not-your-turn', 'the dummy does not lead', SOUTH)
    .illegal(play('CA'), 'not-your-turn', 'nor does the declarer', NORTH)
    .expectView(EAST)
    .expectView(WEST, 'the dummy’s hand is still face down');
  s.move(play('HK'), 'East leads');
  for (const viewer of [NORTH, EAST, WEST]) s.expectView(viewer);
  s.write(
    'dummy-face-up-after-the-opening-lead',
    'East, on the declarer’s left, leads to the first trick; until then nobody sees the dummy’s hand, and after it every seat sees South’s cards face up, never the declarer’s',
    ['B8'],
    save,
  );
}

{
  const s = new Script([deal(NORTH, ['C4 D8', 'HK', 'HA H2 CA C2'])]);
  s.call('1N P P P').move(play('HK'));
  s.expectLegal('North chooses from South’s hearts')
    .illegal(play('H2'), 'not-your-turn', 'the dummy does not play its own card', SOUTH)
    .illegal(play('C4'), 'card-not-held', 'North plays a card of South’s, not its own')
    .move(play('HA'), 'North plays the ace from the dummy')
    .expect({ zonesInOrder: { trick: cards('HK HA') }, toMove: WEST })
    .trick('', 'West, then North from its own hand')
    .expectTaken()
    .write(
      'declarer-plays-the-dummys-cards',
      'In the dummy’s turn the declarer chooses its card: North plays South’s ace of hearts; South cannot play it itself, and North cannot play its own card for South',
      ['B8'],
      save,
    );
}

{
  const s = new Script([deal(NORTH, ['', 'S2 H2', 'SA C3 C4'])]);
  s.call('1N P P P')
    .trick('S2 SA', 'South’s ace takes the first trick')
    .expect({ tricks: [{ winner: SOUTH, cards: s.hand.completed[0]!.cards }] })
    .expectLegal('the dummy leads: North chooses any of South’s cards')
    .move(play('C3'), 'North leads the 3 of clubs from the dummy')
    .expect({ toMove: WEST })
    .write(
      'the-dummy-wins-and-leads',
      'When the dummy’s card takes a trick the dummy leads the next, and the declarer chooses which of the dummy’s cards: any of them',
      ['B8', 'B9'],
      save,
    );
}

// --- B9: following suit and trumps ----------------------------------------------------------------

{
  const west = 'SA SK SQ SJ DA DK DQ DJ CA CK CQ CJ CT'; // no heart
  const s = new Script([deal(NORTH, ['C5 H5', 'HK', 'H3 C2', west])]);
  s.call('1N P P P').move(play('HK'));
  s.illegal(play('C2'), 'must-follow-suit', 'the dummy holds a heart')
    .move(play('H3'))
    .expect({ toMove: WEST });
  s.expectLegal('West holds no heart: any card')
    .move(play('SA'), 'a discard')
    .illegal(play('C5'), 'must-follow-suit', 'North holds hearts')
    .trick('', 'North follows')
    .write(
      'follow-suit-if-able',
      'A seat holding the suit led must play it, the dummy too (the declarer choosing); West, holding no heart, may play any card',
      ['B9', 'B8'],
      save,
    );
}

{
  const south = 'S2 C3 C4 C5 C6 C7 C8 C9 CT CJ CQ CK CA'; // no heart
  const west = 'S3 D2 D3 D4 D5 D6 D7 D8 D9 DT DJ DQ DK'; // no heart
  const s = new Script([deal(NORTH, ['H4', 'HA', south, west])]);
  s.call('2S P P P')
    .trick('HA S2 S3 H4', 'South ruffs, West overruffs')
    .expect({ tricks: [{ winner: WEST, cards: cards('HA S2 S3 H4') }], toMove: WEST })
    .write(
      'the-highest-trump-wins',
      'With spades trumps, East leads the ace of hearts, South (the dummy) ruffs with the 2 of spades and West, out of hearts too, overruffs with the 3: the highest trump takes the trick and West leads the next',
      ['B9'],
      save,
    );
}

{
  const south = 'SA C2 C3 C4 C5 C6 C7 C8 C9 CT CJ CQ CK'; // no diamond
  const s = new Script([deal(NORTH, ['D4', 'D2', south, 'D3'])]);
  s.call('1N P P P')
    .trick('D2 SA D3 D4', 'the ace of spades is a discard')
    .expect({ tricks: [{ winner: NORTH, cards: cards('D2 SA D3 D4') }], toMove: NORTH })
    .write(
      'no-trump-the-highest-of-the-suit-led',
      'At no trump the highest card of the suit led takes the trick: East leads the 2 of diamonds, South discards the ace of spades, and North’s 4 of diamonds wins',
      ['B9'],
      save,
    );
}

scoreScenarios(save);

if (failures.length > 0) {
  console.error(`${failures.length} scenario(s) disagree with the engine:\n${failures.join('\n')}`);
  process.exitCode = 1;
}

const rubbers = Number(process.env['BRIDGE_AGREEMENT_RUBBERS'] ?? 40);
const { problems, ...counts } = agreement(rubbers);
console.log(`the model and the engine agree: ${JSON.stringify(counts)}`);
if (problems.length > 0) {
  console.error(problems.slice(0, 20).join('\n'));
  process.exitCode = 1;
}
