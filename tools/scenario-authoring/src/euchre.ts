// Writes the Euchre scenarios (packages/harness/scenarios/euchre/), citing the rules file's own
// tags, E1 to E12 of rules/examples/euchre.rules. What may be played, who takes each trick, who
// sits out and what a hand scores come from euchre-oracle.ts, a model written from those rules;
// the engine only runs the files (save() says whether it agrees). Run from the repository root:
//   npx tsx tools/scenario-authoring/src/euchre.ts && npx prettier --write packages/harness/scenarios

import { engine } from '@orrery/engine-euchre';
import { failures, save, type Options, type Step } from './author';
import { DECK, EuchreHand, dealWith, type EuchreDeal } from './euchre-oracle';

const sorted = (cards: readonly string[]) =>
  [...cards].sort((x, y) => DECK.indexOf(x) - DECK.indexOf(y));

/** A scenario built move by move against the model. */
class Script {
  readonly steps: Step[] = [];
  readonly hand: EuchreHand;

  constructor(
    readonly deal: EuchreDeal,
    stick = false,
  ) {
    this.hand = new EuchreHand(deal);
    this.hand.stickTheDealer = stick;
  }

  /** Plays moves of the seats to act, as the model allows them. */
  play(...moves: Record<string, string>[]): this {
    for (const m of moves) this.steps.push({ play: this.hand.move(m) });
    return this;
  }

  passes(n: number): this {
    for (let k = 0; k < n; k++)
      this.play({ type: this.hand.phase === 'calling' ? 'pass-again' : 'pass' });
    return this;
  }

  trick(cards: readonly (string | undefined)[] = [], note?: string): this {
    const { trick, winner } = this.hand.playTrick(cards);
    this.steps.push({ trick, winner, ...(note === undefined ? {} : { note }) });
    return this;
  }

  /** Plays the trick begun to its end, each seat its first playable card. */
  finish(): this {
    const count = this.hand.tricks[0]! + this.hand.tricks[1]!;
    while (this.hand.tricks[0]! + this.hand.tricks[1]! === count)
      this.play({ type: 'play', card: this.hand.legal()[0]!['card']! });
    return this;
  }

  rest(): this {
    while (this.hand.phase === 'play') this.trick();
    return this;
  }

  expect(expect: Record<string, unknown>, note?: string): this {
    this.steps.push({ expect, ...(note === undefined ? {} : { note }) });
    return this;
  }

  illegal(move: Record<string, string | number>, code: string, note?: string): this {
    this.steps.push({
      illegal: { seat: this.hand.seat, ...move },
      code,
      ...(note === undefined ? {} : { note }),
    });
    return this;
  }

  /** The model's legal moves for the seat to act, and whose turn it is. */
  expectLegal(note?: string): this {
    return this.expect({ toMove: this.hand.seat, legal: this.hand.legal() }, note);
  }

  write(name: string, description: string, rulings: string[], options: Options = {}): void {
    save(engine, { name, description, rulings, options, deals: [this.deal], steps: this.steps });
  }
}

const hands = (dealer: number, fixed: string[][], turned: string, seed: number) =>
  dealWith(dealer, fixed, turned, seed);

// --- E1-E3: the deal, the kitty and the turned card ---------------------------------------

for (const dealer of [0, 2]) {
  const deal = hands(dealer, [[], [], [], []], 'hearts-9', 3 + dealer);
  new Script(deal)
    .expect({
      dealer,
      toMove: (dealer + 1) % 4,
      phase: 'ordering',
      zones: { turned: ['hearts-9'] },
      zoneSizes: { 'hand.0': 5, 'hand.1': 5, 'hand.2': 5, 'hand.3': 5, kitty: 3, turned: 1 },
    })
    .write(
      `deal-five-each-dealer-${dealer}`,
      `Seat ${dealer} deals five cards to each seat from a pack of 24; three of the four left lie face down in the kitty and the top one, the 9 of hearts, is turned up; seat ${(dealer + 1) % 4} speaks first`,
      ['E1', 'E2', 'E3', 'E4'],
    );
}

{
  const deal = hands(0, [[], [], [], []], 'spades-queen', 8);
  const s = new Script(deal);
  for (const seat of [0, 1, 2, 3]) {
    s.expect({
      view: {
        seat,
        zones: {
          turned: ['spades-queen'],
          kitty: { count: 3 },
          [`hand.${seat}`]: sorted(deal.hands[seat]!),
          [`hand.${(seat + 1) % 4}`]: { count: 5 },
        },
      },
    });
  }
  s.write(
    'turned-card-seen-by-all',
    'Every seat sees the turned queen of spades and its own five cards; the kitty and the other hands stay hidden',
    ['E3', 'E1'],
  );
}

// --- E4, E6: ordering up and the dealer's discard -----------------------------------------

{
  const deal = hands(0, [[], [], [], []], 'clubs-ace', 12);
  new Script(deal)
    .expectLegal('the first round: order the turned suit (alone or not), or pass')
    .passes(1)
    .play({ type: 'order' })
    .expect({
      phase: 'taking-up',
      toMove: 0,
      variables: { trump: 'clubs', maker: 2, made: true, alone: false },
      zones: { turned: [] },
      zoneSizes: { 'hand.0': 6, kitty: 3 },
    })
    .write(
      'partner-orders-up',
      'Seat 1 passes and seat 2 orders the turned ace of clubs: clubs are trumps, seat 2 is the maker and the dealer takes the ace up, six cards, to discard',
      ['E4', 'E6'],
    );
}

{
  const deal = hands(3, [[], [], [], []], 'diamonds-10', 21);
  const s = new Script(deal)
    .play({ type: 'order' })
    .expectLegal('the dealer may discard any of six cards, the turned one too');
  s.play({ type: 'discard', card: 'diamonds-10' })
    .expect({
      phase: 'play',
      toMove: 0,
      zoneSizes: { 'hand.3': 5, kitty: 4 },
      zonesInclude: { kitty: ['diamonds-10'] },
    })
    .expect({ view: { seat: 1, zones: { kitty: { count: 4 }, 'hand.3': { count: 5 } } } })
    .write(
      'dealer-discards-turned-card',
      "Seat 0 orders up the 10 of diamonds; the dealer, seat 3, takes it up and may discard it again, face down: the kitty holds four unseen cards and the dealer's left leads",
      ['E6', 'E4', 'E9'],
    );
}

{
  const deal = hands(0, [[], [], [], []], 'hearts-king', 5);
  const s = new Script(deal).play({ type: 'order' });
  const discard = deal.hands[0]![2]!;
  s.play({ type: 'discard', card: discard })
    .expect({ zonesInclude: { kitty: [discard], 'hand.0': ['hearts-king'] } })
    .expect({ view: { seat: 2, zones: { kitty: { count: 4 } } } }, 'the discard is seen by no one')
    .write(
      'dealer-keeps-turned-card',
      'The dealer takes up the ordered king of hearts and discards a card of its own: the king is in its hand, the discard in the hidden kitty',
      ['E6'],
    );
}

{
  const deal = hands(1, [[], [], [], []], 'spades-9', 44);
  new Script(deal)
    .illegal(
      { type: 'discard', card: deal.hands[1]![0]! },
      'not-now',
      'no discard before trumps are made',
    )
    .write(
      'no-discard-before-ordering',
      'Before anyone orders, the dealer has nothing to discard: the move is refused',
      ['E6', 'E4'],
    );
}

// --- E5: the second round -------------------------------------------------------------------

{
  const deal = hands(0, [[], [], [], []], 'hearts-queen', 31);
  new Script(deal)
    .passes(4)
    .expect({
      phase: 'calling',
      toMove: 1,
      zones: { turned: [] },
      zoneSizes: { kitty: 4 },
    })
    .expectLegal('any suit but hearts, alone or not, or pass')
    .illegal({ type: 'call', suit: 'hearts' }, 'not-allowed', 'the turned-down suit')
    .write(
      'second-round-names-another-suit',
      "All four pass the turned queen of hearts: it is turned face down and the second round, from the dealer's left, may name any suit but hearts",
      ['E5', 'E4'],
    );
}

{
  const deal = hands(0, [[], [], [], []], 'hearts-queen', 32);
  new Script(deal)
    .passes(5)
    .play({ type: 'call', suit: 'spades' })
    .expect({
      phase: 'play',
      toMove: 1,
      variables: { trump: 'spades', maker: 2 },
      zoneSizes: { 'hand.0': 5, kitty: 4 },
    })
    .write(
      'second-round-call',
      "Seat 2 names spades in the second round: spades are trumps, the dealer takes nothing up and the dealer's left leads",
      ['E5', 'E9'],
    );
}

{
  const deal = hands(0, [[], [], [], []], 'clubs-king', 33);
  new Script(deal)
    .passes(8)
    .expect({
      hands: [{ dealer: 0, scores: [0, 0] }],
      dealer: 1,
      handNumber: 2,
      toMove: 2,
      phase: 'ordering',
    })
    .write(
      'all-pass-thrown-in',
      'All pass in both rounds: the hand is thrown in, nobody scores, and seat 1 deals the next hand',
      ['E5', 'E1'],
    );
}

{
  const deal = hands(0, [[], [], [], []], 'clubs-king', 34);
  new Script(deal, true)
    .passes(7)
    .expectLegal('the dealer must name a suit')
    .illegal({ type: 'pass-again' }, 'not-now')
    .play({ type: 'call', suit: 'diamonds' })
    .expect({ phase: 'play', variables: { trump: 'diamonds', maker: 0 } })
    .write(
      'stick-the-dealer',
      'With stick the dealer, the dealer may not pass in the second round and names diamonds',
      ['E5'],
      { 'stick-the-dealer': 'on' },
    );
}

// --- E8, E10: bowers, following and winning --------------------------------------------------

{
  // Hearts trumps: seat 1 leads a low trump; seat 2 holds the left bower as its only "trump".
  const deal = hands(
    0,
    [
      ['hearts-ace', 'spades-9', 'spades-10', 'clubs-9', 'clubs-10'],
      ['hearts-9', 'clubs-ace', 'clubs-king', 'spades-ace', 'spades-king'],
      ['diamonds-jack', 'diamonds-ace', 'diamonds-king', 'spades-queen', 'clubs-queen'],
      ['hearts-jack', 'hearts-10', 'diamonds-9', 'diamonds-10', 'clubs-jack'],
    ],
    'hearts-king',
    1,
  );
  const s = new Script(deal).play({ type: 'order' }, { type: 'discard', card: 'clubs-10' });
  s.play({ type: 'play', card: 'hearts-9' })
    .expectLegal('the left bower is the only trump seat 2 holds: it must be played')
    .illegal({ type: 'play', card: 'diamonds-ace' }, 'must-follow-suit')
    .play({ type: 'play', card: 'diamonds-jack' })
    .play({ type: 'play', card: 'hearts-10' })
    .play({ type: 'play', card: 'hearts-ace' })
    .expect({ tricks: [{ leader: 1, winner: 2 }] }, 'the left bower beats the ace of trumps')
    .write(
      'left-bower-follows-trumps',
      'Hearts trumps: to a trump lead, seat 2 must play the jack of diamonds, the left bower, rather than a diamond, and it beats the ace of trumps',
      ['E8', 'E10'],
    );
}

{
  const deal = hands(
    0,
    [
      ['hearts-ace', 'spades-9', 'spades-10', 'clubs-9', 'clubs-10'],
      ['diamonds-9', 'clubs-ace', 'clubs-king', 'spades-ace', 'spades-king'],
      ['diamonds-jack', 'spades-queen', 'clubs-queen', 'clubs-jack', 'hearts-9'],
      ['hearts-jack', 'hearts-10', 'diamonds-ace', 'diamonds-10', 'spades-jack'],
    ],
    'hearts-king',
    2,
  );
  const s = new Script(deal).play({ type: 'order' }, { type: 'discard', card: 'clubs-10' });
  s.play({ type: 'play', card: 'diamonds-9' })
    .expectLegal('void in diamonds once its jack is a trump: any card')
    .play({ type: 'play', card: 'diamonds-jack' })
    .expectLegal('seat 3 follows with a true diamond, not the right bower')
    .finish()
    .expect({ tricks: [{ leader: 1, winner: 2 }] });
  s.write(
    'left-bower-leaves-its-suit',
    'Hearts trumps: to a diamond lead, seat 2 holds no diamond but the left bower, so may play anything; seat 3 must follow with a real diamond, and the bower takes the trick',
    ['E8', 'E10'],
  );
}

{
  const deal = hands(
    1,
    [
      ['clubs-jack', 'hearts-ace', 'hearts-king', 'diamonds-ace', 'diamonds-king'],
      ['spades-jack', 'clubs-9', 'clubs-10', 'hearts-queen', 'diamonds-queen'],
      ['spades-9', 'spades-10', 'clubs-ace', 'hearts-jack', 'diamonds-jack'],
      ['spades-ace', 'spades-king', 'hearts-9', 'hearts-10', 'diamonds-9'],
    ],
    'spades-queen',
    3,
  );
  new Script(deal)
    .play({ type: 'order' }, { type: 'discard', card: 'diamonds-queen' })
    .trick(['spades-9', 'spades-ace', 'clubs-jack', 'spades-jack'], 'right over left over ace')
    .write(
      'right-bower-highest',
      'Spades trumps: the jack of spades, the right bower, takes the jack of clubs (the left bower) and the ace of spades',
      ['E8', 'E10'],
    );
}

{
  const deal = hands(
    0,
    [
      ['clubs-9', 'spades-ace', 'spades-king', 'diamonds-9', 'diamonds-10'],
      ['hearts-ace', 'hearts-king', 'clubs-ace', 'spades-9', 'diamonds-ace'],
      ['hearts-9', 'hearts-10', 'clubs-10', 'spades-10', 'diamonds-king'],
      ['spades-queen', 'spades-jack', 'clubs-king', 'diamonds-queen', 'diamonds-jack'],
    ],
    'clubs-queen',
    4,
  );
  new Script(deal)
    .play({ type: 'pass' }, { type: 'pass' }, { type: 'pass' }, { type: 'order' })
    .play({ type: 'discard', card: 'diamonds-9' })
    .trick(
      ['hearts-ace', 'hearts-10', 'spades-queen', 'clubs-9'],
      'seat 3 discards, the dealer trumps',
    )
    .write(
      'void-trumps-in',
      'Clubs trumps, hearts led: seat 3, void, throws a spade that cannot win; the dealer, void too, takes the ace of hearts with the 9 of trumps',
      ['E10', 'E8'],
    );
}

{
  const deal = hands(
    0,
    [
      ['clubs-9', 'spades-ace', 'spades-king', 'diamonds-9', 'diamonds-10'],
      ['hearts-king', 'hearts-queen', 'clubs-ace', 'spades-9', 'diamonds-ace'],
      ['hearts-9', 'hearts-ace', 'clubs-10', 'spades-10', 'diamonds-king'],
      ['spades-queen', 'spades-jack', 'clubs-king', 'diamonds-queen', 'hearts-10'],
    ],
    'clubs-queen',
    5,
  );
  new Script(deal)
    .play({ type: 'order' }, { type: 'discard', card: 'diamonds-9' })
    .play({ type: 'play', card: 'hearts-king' })
    .play({ type: 'play', card: 'hearts-9' })
    .expectLegal('seat 3 holds a heart and must follow')
    .illegal({ type: 'play', card: 'clubs-king' }, 'must-follow-suit')
    .play({ type: 'play', card: 'hearts-10' })
    .play({ type: 'play', card: 'spades-ace' })
    .expect(
      { tricks: [{ leader: 1, winner: 1 }] },
      'no trump in it: the king of hearts wins, the ace of spades cannot',
    )
    .write(
      'follow-suit-highest-wins',
      'Clubs trumps, hearts led: seats must follow; with no trump played the highest heart wins and the off-suit ace of spades cannot',
      ['E10', 'E9'],
    );
}

{
  const deal = hands(2, [[], [], [], []], 'diamonds-ace', 61);
  const s = new Script(deal)
    .play({ type: 'order' })
    .play({ type: 'discard', card: deal.hands[2]![0]! });
  s.expectLegal("the dealer's left leads any card").trick();
  s.expect({ toMove: s.hand.seat }, 'the winner leads the next trick').write(
    'winner-leads-next',
    "Seat 3, on the dealer's left, leads any card to the first trick; the trick's winner leads the next",
    ['E9', 'E10'],
  );
}

// --- E7: going alone -----------------------------------------------------------------------

{
  const deal = hands(0, [[], [], [], []], 'spades-king', 71);
  const s = new Script(deal).play({ type: 'order-alone' });
  s.play({ type: 'discard', card: deal.hands[0]![0]! })
    .expect(
      { toMove: 1, variables: { alone: true, maker: 1 } },
      "the maker leads from the dealer's left; its partner, seat 3, is out",
    )
    .trick();
  s.expect({ zoneSizes: { 'hand.3': 5, trick: 0 } }, 'three cards a trick; the partner keeps five')
    .rest()
    .expect({ hands: [{ dealer: 0, scores: s.hand.scores() }] })
    .write(
      'alone-partner-sits-out',
      "Seat 1 orders up alone: its partner, seat 3, plays no card, keeps its hand and each trick has three cards; seat 1 itself, on the dealer's left, leads, and the hand is scored as the model says",
      ['E7', 'E9', 'E11'],
    );
}

{
  const deal = hands(0, [[], [], [], []], 'spades-king', 72);
  const s = new Script(deal).play({ type: 'pass' }, { type: 'pass' }, { type: 'order-alone' });
  s.play({ type: 'discard', card: deal.hands[0]![1]! })
    .expect(
      { toMove: 2, variables: { maker: 3, alone: true } },
      "the dealer's left sits out: the next seat leads",
    )
    .illegal({ seat: 1, type: 'play', card: deal.hands[1]![0]! }, 'not-your-turn')
    .rest()
    .expect({ zoneSizes: { 'hand.1': 5 } })
    .write(
      'alone-lead-passes-over',
      "Seat 3 goes alone, so seat 1, on the dealer's left, sits out: seat 2 leads instead and seat 1 may never play",
      ['E7', 'E9'],
    );
}

{
  const deal = hands(0, [[], [], [], []], 'diamonds-9', 73);
  const s = new Script(deal).play({ type: 'pass' }, { type: 'order-alone' });
  s.expect({ toMove: 0, phase: 'taking-up' }, 'the dealer sits out, yet takes the card up')
    .play({ type: 'discard', card: 'diamonds-9' })
    .expect({ toMove: 1, zoneSizes: { 'hand.0': 5 } })
    .rest()
    .write(
      'dealer-sits-out-still-discards',
      'Seat 2 orders up alone: the dealer, its partner, still takes the turned card up and discards, then sits the hand out',
      ['E6', 'E7'],
    );
}

{
  const deal = hands(0, [[], [], [], []], 'hearts-10', 74);
  const s = new Script(deal).passes(4).play({ type: 'call-alone', suit: 'clubs' });
  s.expect({ toMove: 1, variables: { trump: 'clubs', maker: 1, alone: true } })
    .rest()
    .expect({ zoneSizes: { 'hand.3': 5 }, hands: [{ dealer: 0, scores: s.hand.scores() }] })
    .write(
      'call-alone-second-round',
      'Seat 1 names clubs alone in the second round: seat 3 sits out, and the hand scores as the model says',
      ['E7', 'E5', 'E11'],
    );
}

// --- E11, E12: scores and the match ---------------------------------------------------------

/** A seeded deal whose hand, played out by the model, meets `wanted`; found by the model. */
function findScored(
  dealer: number,
  opening: (s: Script) => void,
  wanted: (h: EuchreHand) => boolean,
  from: number,
): Script {
  for (let seed = from; seed < from + 5000; seed++) {
    const turned = DECK[(seed * 5) % 24]!;
    const make = () => {
      const s = new Script(hands(dealer, [[], [], [], []], turned, seed));
      opening(s);
      return s.rest();
    };
    if (wanted(make().hand)) return make();
  }
  throw new Error('no deal found');
}

const orderUp = (s: Script) => {
  s.play({ type: 'order' }, { type: 'discard', card: s.hand.hands[s.hand.dealer]![0]! });
};
const orderAlone = (s: Script) => {
  s.play({ type: 'order-alone' }, { type: 'discard', card: s.hand.hands[s.hand.dealer]![0]! });
};

const scoring: [string, string, (s: Script) => void, (h: EuchreHand) => boolean, string[]][] = [
  [
    'makers-three-tricks',
    'Seat 1 orders up and its side takes exactly three tricks: 1 point',
    orderUp,
    (h) => h.tricks[1] === 3,
    ['E11'],
  ],
  [
    'makers-four-tricks',
    'The makers take four tricks: still 1 point',
    orderUp,
    (h) => h.tricks[1] === 4,
    ['E11'],
  ],
  [
    'makers-march',
    'The makers take all five tricks, a march: 2 points',
    orderUp,
    (h) => h.tricks[1] === 5,
    ['E11'],
  ],
  [
    'makers-euchred',
    'The makers take two tricks or fewer: euchred, the defenders score 2',
    orderUp,
    (h) => h.tricks[1]! < 3,
    ['E11'],
  ],
  [
    'alone-march-four',
    'A maker alone who takes all five tricks scores 4',
    orderAlone,
    (h) => h.tricks[1] === 5,
    ['E11', 'E7'],
  ],
  [
    'alone-three-one',
    'A maker alone who takes three tricks scores 1, as with a partner',
    orderAlone,
    (h) => h.tricks[1] === 3,
    ['E11', 'E7'],
  ],
  [
    'alone-euchred',
    'A maker alone who takes fewer than three is euchred: the defenders score 2',
    orderAlone,
    (h) => h.tricks[1]! < 3,
    ['E11', 'E7'],
  ],
];
scoring.forEach(([name, description, opening, wanted, rulings], k) => {
  const s = findScored(0, opening, wanted, 100 + 500 * k);
  s.expect({ hands: [{ dealer: 0, scores: s.hand.scores() }], totals: s.hand.scores(), dealer: 1 });
  s.write(name, description, rulings);
});

{
  const s = findScored(0, orderUp, (h) => h.tricks[1] === 5, 4000);
  s.expect({ over: true, winner: 1, totals: [0, 2] }).write(
    'match-target-reached',
    'With a target of 2 points, a march ends the match: the makers win it',
    ['E12', 'E11'],
    { target: 2 },
  );
}

{
  const s = findScored(0, orderUp, (h) => h.tricks[1] === 4, 4500);
  s.expect({ over: false, totals: [0, 1], handNumber: 2 }).write(
    'match-goes-on-below-target',
    'One point is short of the default target of 10: the match goes on to a second hand',
    ['E12'],
  );
}

if (failures.length > 0) {
  console.log(`\n${failures.length} scenarios disagree with the engine:`);
  for (const f of failures) console.log(`  ${f}`);
  process.exitCode = 1;
}
