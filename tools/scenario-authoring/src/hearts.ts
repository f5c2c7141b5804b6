// Writes the Hearts scenarios (packages/harness/scenarios/hearts/), citing the rules file's own
// tags, H1 to H10 of rules/examples/hearts.rules. Which way cards pass, what may be led and
// played, who takes each trick and what a hand scores come from hearts-oracle.ts, a model
// written from those rules; the engine only runs the files (save() says whether it agrees).
// Run from the repository root:
//   npx tsx tools/scenario-authoring/src/hearts.ts && npx prettier --write packages/harness/scenarios

import { engine } from '@orrery/engine-hearts';
import { failures, save, type Options, type Step } from './author';
import { HeartsHand, dealWith, penalty, sorted, type HeartsDeal } from './hearts-oracle';

/** A scenario built move by move against the model, over one deal a hand. */
class Script {
  readonly steps: Step[] = [];
  hand: HeartsHand;
  private dealt = 1;

  constructor(readonly deals: readonly HeartsDeal[]) {
    this.hand = new HeartsHand(deals[0]!, 1);
  }

  /** Passes the given cards, or the seat's first three in deck order. */
  pass(cards?: string[]): this {
    const chosen = cards ?? this.hand.hands[this.hand.seat]!.slice(0, 3);
    this.steps.push({ play: this.hand.move({ type: 'pass', cards: chosen }) });
    return this;
  }

  passAll(): this {
    while (this.hand.phase === 'passing') this.pass();
    return this;
  }

  play(card: string): this {
    this.steps.push({ play: this.hand.move({ type: 'play', card }) });
    return this;
  }

  trick(cards: readonly (string | undefined)[] = [], note?: string): this {
    const { trick, winner } = this.hand.playTrick(cards);
    this.steps.push({ trick, winner, ...(note === undefined ? {} : { note }) });
    return this;
  }

  /** Plays the hand to its end, each seat passing and playing its first cards. */
  rest(): this {
    this.passAll();
    while (this.hand.phase === 'play') this.trick();
    return this;
  }

  /** Starts the next hand from the next deal, once the hand being played is over. */
  next(): this {
    if (!this.hand.over) throw new Error('the hand is not over');
    this.hand = new HeartsHand(this.deals[this.dealt]!, this.dealt + 1);
    this.dealt++;
    return this;
  }

  expect(expect: Record<string, unknown>, note?: string): this {
    this.steps.push({ expect, ...(note === undefined ? {} : { note }) });
    return this;
  }

  illegal(move: Record<string, unknown>, code: string, note?: string): this {
    this.steps.push({
      illegal: { seat: this.hand.seat, ...move },
      code,
      ...(note === undefined ? {} : { note }),
    });
    return this;
  }

  /** The model's legal plays for the seat to act, and whose turn it is. */
  expectLegal(note?: string): this {
    return this.expect({ toMove: this.hand.seat, legal: this.hand.legal() }, note);
  }

  write(name: string, description: string, rulings: string[], options: Options = {}): void {
    save(engine, { name, description, rulings, options, deals: this.deals, steps: this.steps });
  }
}

const seatsOf = (hands: readonly string[][]) =>
  Object.fromEntries(hands.map((h, s) => [`hand.${s}`, sorted(h)]));

/** Deals for `count` hands from `dealer` on, the deal passing left (H1). */
const dealsFrom = (dealer: number, count: number, seed: number, fixed: string[][][] = []) =>
  Array.from({ length: count }, (_, k) => dealWith((dealer + k) % 4, fixed[k] ?? [], seed + k));

// --- H1-H3: the deal and the passing ------------------------------------------------------

{
  const deals = dealsFrom(0, 1, 3);
  new Script(deals)
    .expect({
      dealer: 0,
      toMove: 1,
      phase: 'passing',
      handNumber: 1,
      zoneSizes: { 'hand.0': 13, 'hand.1': 13, 'hand.2': 13, 'hand.3': 13 },
      legalIncludes: [{ type: 'pass', cards: sorted(deals[0]!.hands[1]!).slice(0, 3) }],
    })
    .write(
      'deal-thirteen-each',
      'South deals the whole pack, thirteen cards each; West, on the dealer’s left, chooses three cards to pass first',
      ['H1', 'H2', 'H3'],
    );
}

{
  const deals = dealsFrom(0, 1, 5);
  const s = new Script(deals);
  const west = sorted(deals[0]!.hands[1]!).slice(0, 3);
  s.pass(west)
    .expect(
      {
        view: {
          seat: 2,
          zones: { 'passed.1': { count: 3 }, 'hand.2': sorted(deals[0]!.hands[2]!) },
        },
      },
      'North, who will receive them, sees only that three cards were passed',
    )
    .expect({ view: { seat: 1, zones: { 'passed.1': west } } }, 'West sees its own three')
    .passAll()
    .expect({
      phase: 'play',
      zones: {
        ...seatsOf(s.hand.hands),
        'passed.0': [],
        'passed.1': [],
        'passed.2': [],
        'passed.3': [],
      },
      zonesInclude: { 'hand.2': west },
    })
    .write(
      'first-hand-passes-left',
      'In the first hand each seat passes three cards to its left: West’s three lie face down, seen only by West, until all four have chosen; then North takes them up',
      ['H3'],
    );
}

{
  const deals = dealsFrom(0, 1, 7);
  const s = new Script(deals);
  const held = sorted(deals[0]!.hands[1]!);
  const other = sorted(deals[0]!.hands[2]!)[0]!;
  s.illegal({ type: 'pass', cards: held.slice(0, 2) }, 'malformed-move', 'two cards are not three')
    .illegal(
      { type: 'pass', cards: [held[0]!, held[1]!, other] },
      'not-available',
      'a card West does not hold',
    )
    .expect({ zones: { 'hand.1': held, 'passed.1': [] } }, 'nothing moved')
    .write(
      'pass-refused',
      'A pass of two cards, or of a card the seat does not hold, is refused and changes nothing',
      ['H3'],
    );
}

for (const [hand, offset, way] of [
  [2, 3, 'right'],
  [3, 2, 'across'],
] as const) {
  const deals = dealsFrom(1, hand, 11 + hand);
  const s = new Script(deals);
  for (let k = 1; k < hand; k++) s.rest().next();
  const passer = s.hand.seat;
  const three = s.hand.hands[passer]!.slice(0, 3);
  s.expect({ handNumber: hand, phase: 'passing', toMove: passer })
    .pass(three)
    .passAll()
    .expect({ zonesInclude: { [`hand.${(passer + offset) % 4}`]: three } })
    .write(
      `hand-${hand}-passes-${way}`,
      `In hand ${hand} the cards go ${way === 'right' ? 'to the right' : 'across the table'}: seat ${passer}'s three end in seat ${(passer + offset) % 4}'s hand`,
      ['H3', 'H1'],
    );
}

{
  const deals = dealsFrom(2, 5, 31);
  const s = new Script(deals);
  for (let k = 1; k < 4; k++) s.rest().next();
  const opener = s.hand.leader;
  s.expect(
    {
      handNumber: 4,
      dealer: 1,
      phase: 'play',
      toMove: opener,
      legal: [{ type: 'play', card: 'clubs-2' }],
    },
    'the fourth hand has no passing: the 2 of clubs leads at once',
  )
    .rest()
    .next()
    .expect({ handNumber: 5, phase: 'passing' }, 'the fifth passes to the left again')
    .pass()
    .passAll()
    .write(
      'fourth-hand-no-pass',
      'Every fourth hand nobody passes and play begins straight away; the fifth passes left again',
      ['H3', 'H4'],
    );
}

// --- H4-H7: the lead, following and the first trick ----------------------------------------

{
  const deals = dealsFrom(0, 1, 41, [[[], [], ['clubs-2', 'clubs-ace', 'hearts-3'], []]]);
  const s = new Script(deals);
  // Nobody passes the 2 of clubs or North's other cards here: each passes its first three.
  s.passAll();
  const opener = s.hand.leader;
  const other = s.hand.hands[opener]!.find((c) => c !== 'clubs-2')!;
  s.expectLegal('only the 2 of clubs may lead the first trick')
    .illegal({ type: 'play', card: other }, 'two-of-clubs-leads')
    .trick([], 'every other seat follows clubs if it can')
    .write(
      'two-of-clubs-leads',
      `The seat holding the 2 of clubs, seat ${opener}, leads the first trick with it, whoever dealt; another lead is refused`,
      ['H4', 'H5'],
    );
}

{
  // West holds no clubs after passing: on the first trick it must play neither a heart nor
  // the queen of spades while it has a diamond or another spade.
  const west = [
    'diamonds-4',
    'diamonds-9',
    'spades-queen',
    'spades-3',
    'hearts-ace',
    'hearts-king',
    'hearts-5',
  ];
  const south = [
    'clubs-2',
    'clubs-king',
    'clubs-queen',
    'clubs-jack',
    'clubs-10',
    'clubs-9',
    'clubs-8',
    'clubs-7',
    'clubs-6',
    'clubs-5',
  ];
  const north = ['clubs-ace', 'clubs-4', 'clubs-3'];
  const deals = [dealWith(3, [south, west, north, []], 51)];
  const s = new Script(deals);
  // Hand 1 passes left: East passes to South, South to West (three clubs, which West would
  // then hold), so South passes three diamonds and spades it was dealt instead.
  const southOthers = s.hand.hands[0]!.filter((c) => !c.startsWith('clubs'));
  const westPass = s.hand.hands[1]!.filter((c) => !west.includes(c)).slice(0, 3);
  const northPass = s.hand.hands[2]!.filter((c) => !north.includes(c)).slice(0, 3);
  const eastPass = s.hand.hands[3]!.filter((c) => !c.startsWith('clubs')).slice(0, 3);
  s.pass(southOthers.slice(0, 3)).pass(westPass).pass(northPass).pass(eastPass);
  if (s.hand.hands[1]!.some((c) => c.startsWith('clubs'))) throw new Error('West holds a club');
  s.play('clubs-2')
    .expectLegal('West has no club: any card but a heart or the queen of spades')
    .illegal({ type: 'play', card: 'hearts-ace' }, 'no-points-first')
    .illegal({ type: 'play', card: 'spades-queen' }, 'no-points-first')
    .write(
      'first-trick-no-points',
      'On the first trick a seat that cannot follow clubs may not play a heart or the queen of spades while it holds another card',
      ['H5', 'H8'],
    );
}

{
  // East ends the passing with nothing but hearts and no club: on the first trick it plays a
  // heart, since it has no other card.
  const east = [
    'hearts-ace',
    'hearts-king',
    'hearts-queen',
    'hearts-jack',
    'hearts-10',
    'hearts-9',
    'hearts-8',
    'hearts-7',
    'hearts-6',
    'hearts-5',
  ];
  const north = ['hearts-4', 'hearts-3', 'hearts-2'];
  const deals = [dealWith(0, [['clubs-2'], [], north, east], 61)];
  const s = new Script(deals);
  const eastOthers = s.hand.hands[3]!.filter((c) => !c.startsWith('hearts'));
  s.pass().pass(north); // West passes its first three, then North the three low hearts to East
  s.pass(eastOthers);
  s.pass(s.hand.hands[0]!.filter((c) => c !== 'clubs-2').slice(0, 3));
  if (s.hand.hands[3]!.some((c) => !c.startsWith('hearts')))
    throw new Error('East holds a non-heart');
  const opener = s.hand.leader;
  s.play('clubs-2');
  while (s.hand.seat !== 3) s.play((s.hand.legal()[0] as { card: string }).card);
  s.expectLegal('East holds only hearts: every one of them may be played');
  while (s.hand.tricksPlayed === 0) s.play((s.hand.legal()[0] as { card: string }).card);
  const first = s.hand.lastTrick!;
  s.expect({ tricks: [first] }).write(
    'first-trick-only-hearts',
    `East holds nothing but hearts after the passing and no club, so it plays a heart to the first trick, led by seat ${opener}`,
    ['H5', 'H3'],
  );
}

{
  // South can take the first trick with the ace of clubs and then holds hearts and others.
  const south = [
    'clubs-ace',
    'hearts-king',
    'hearts-4',
    'diamonds-ace',
    'diamonds-king',
    'spades-ace',
  ];
  const deals = dealsFrom(3, 4, 71, [[], [], [], [south, [], ['clubs-2'], []]]);
  const s = new Script(deals);
  for (let k = 1; k < 4; k++) s.rest().next();
  s.trick(); // no passing in hand 4: North's 2 of clubs leads, South's ace takes it
  if (s.hand.lastTrick!.winner !== 0) throw new Error('South should take the first trick');
  s.expect({ toMove: 0 })
    .illegal(
      { type: 'play', card: 'hearts-king' },
      'suit-not-broken',
      'no heart has been played yet',
    )
    .expectLegal();
  // South leads its diamonds; a seat that cannot follow may discard a heart, which breaks them.
  let guard = 0;
  while (!s.hand.broken && s.hand.phase === 'play' && guard++ < 13) s.trick();
  if (!s.hand.broken) throw new Error('hearts never broken');
  s.expectLegal('hearts have been played to a trick: they may be led now').write(
    'hearts-broken',
    'Hearts may not be led until a heart has been played to an earlier trick; once one has, they may',
    ['H6'],
  );
}

{
  // West is dealt only hearts and clubs; with its clubs gone and hearts unbroken it leads a heart.
  const west = [
    'hearts-ace',
    'hearts-king',
    'hearts-queen',
    'hearts-jack',
    'hearts-10',
    'hearts-9',
    'hearts-8',
    'clubs-ace',
    'clubs-king',
    'clubs-queen',
    'clubs-jack',
    'clubs-10',
    'clubs-9',
  ];
  const deals = dealsFrom(0, 4, 81, [[], [], [], [[], west, [], []]]);
  const s = new Script(deals);
  for (let k = 1; k < 4; k++) s.rest().next();
  // Hand 4, no passing. Play until West leads with clubs gone or until hearts break.
  let guard = 0;
  while (
    s.hand.phase === 'play' &&
    !(
      s.hand.seat === 1 &&
      s.hand.trick.length === 0 &&
      s.hand.hands[1]!.every((c) => c.startsWith('hearts'))
    ) &&
    guard++ < 60
  )
    s.play((s.hand.legal()[0] as { card: string }).card);
  if (s.hand.broken || s.hand.seat !== 1) throw new Error('no lead from a hand of hearts alone');
  s.expectLegal('West holds nothing but hearts, unbroken: it may lead one').write(
    'only-hearts-may-lead',
    'A leader holding nothing but hearts may lead one before hearts are broken',
    ['H6'],
  );
}

{
  const deals = dealsFrom(0, 1, 91);
  const s = new Script(deals).passAll();
  s.trick();
  const led = s.hand.lastTrick!;
  s.expect({
    toMove: led.winner,
    tricks: [{ leader: led.leader, winner: led.winner, cards: led.cards }],
  })
    .trick()
    .trick()
    .write(
      'follow-suit-highest-wins',
      'Each seat follows the suit led if it can; the highest card of that suit takes the trick, and its winner leads the next',
      ['H5', 'H7', 'H4'],
    );
}

// --- H8-H10: the scores and the match --------------------------------------------------

{
  const deals = dealsFrom(0, 1, 101);
  const s = new Script(deals).rest();
  const points = s.hand.points();
  if (points.includes(26)) throw new Error('a moon here');
  s.expect({ hands: [{ dealer: 0, scores: points }], totals: points }).write(
    'penalty-points',
    `A whole hand: each heart taken counts one and the queen of spades thirteen, ${points.join(', ')} from South round to East`,
    ['H8', 'H2'],
  );
}

{
  // South keeps the top spades, the ace of clubs and the high hearts and is passed East's low
  // hearts: it takes every trick, so every heart and the queen of spades.
  const south = [
    'clubs-ace',
    'spades-ace',
    'spades-king',
    'spades-queen',
    'hearts-ace',
    'hearts-king',
    'hearts-queen',
    'hearts-jack',
    'hearts-10',
    'hearts-9',
    'diamonds-2',
    'diamonds-3',
    'diamonds-4',
  ];
  const east = ['hearts-8', 'hearts-7', 'hearts-6'];
  const deals = [dealWith(3, [south, [], [], east], 111)];
  const s = new Script(deals);
  s.pass(['diamonds-2', 'diamonds-3', 'diamonds-4']) // South, on the dealer's left, to West
    .pass()
    .pass()
    .pass(east); // East to South
  while (s.hand.phase === 'play') s.trick();
  const points = s.hand.points();
  if (points[0] !== 26) throw new Error(`South took ${points[0]}`);
  s.expect({ hands: [{ dealer: 3, scores: [0, 26, 26, 26] }], rules: ['shot-the-moon'] }).write(
    'shoot-the-moon',
    'South takes all thirteen hearts and the queen of spades: it scores nothing, and each other seat 26',
    ['H9', 'H8'],
  );
}

{
  // The lowest total wins once a seat reaches the target (here 10) at the end of a hand.
  const deals = dealsFrom(0, 1, 121);
  const s = new Script(deals).rest();
  const points = s.hand.scores();
  const low = Math.min(...points);
  const winners = points.filter((p) => p === low).length;
  if (Math.max(...points) < 10 || winners > 1) throw new Error('pick another seed');
  s.expect({ over: true, winner: points.indexOf(low), totals: points }).write(
    'match-ends-lowest-wins',
    `A seat's total reaches the target of 10: the match is over and seat ${points.indexOf(low)}, with the lowest total, wins`,
    ['H10', 'H8'],
    { target: 10 },
  );
}

{
  const deals = dealsFrom(0, 2, 131);
  const s = new Script(deals).rest();
  const points = s.hand.scores();
  if (Math.max(...points) >= 100) throw new Error('pick another seed');
  s.expect({ over: false, handNumber: 2, dealer: 1, totals: points }).write(
    'match-goes-on',
    'No total has reached 100 after the first hand: the match goes on and the deal passes to West',
    ['H10', 'H1'],
  );
}

// --- more of each rule ------------------------------------------------------------------

{
  const deals = dealsFrom(2, 1, 141);
  new Script(deals)
    .expect({ dealer: 2, toMove: 3, phase: 'passing', zones: seatsOf(deals[0]!.hands) })
    .write(
      'deal-thirteen-each-dealer-2',
      'North deals thirteen cards each; East, on its left, passes first',
      ['H2', 'H3', 'H1'],
    );
}

{
  const deals = dealsFrom(0, 1, 151);
  const s = new Script(deals);
  for (const seat of [0, 1, 2, 3]) {
    s.expect({
      view: {
        seat,
        zones: {
          [`hand.${seat}`]: sorted(deals[0]!.hands[seat]!),
          [`hand.${(seat + 1) % 4}`]: { count: 13 },
          [`hand.${(seat + 2) % 4}`]: { count: 13 },
        },
      },
    });
  }
  s.write(
    'hands-hidden',
    'Each seat sees its own thirteen cards and only the size of the others’ hands',
    ['H1', 'H2'],
  );
}

{
  const deals = dealsFrom(0, 1, 161);
  const s = new Script(deals).passAll().trick();
  const { winner, cards } = s.hand.lastTrick!;
  s.expect({
    view: { seat: (winner + 1) % 4, zones: { [`taken.${winner}`]: sorted(cards) } },
  }).write(
    'tricks-taken-face-up',
    `Seat ${winner} takes the first trick; every other seat sees the four cards it took`,
    ['H7', 'H1'],
  );
}

{
  // After the first trick, a seat holding the suit led but playing another is refused.
  let made = false;
  for (let seed = 171; seed < 200 && !made; seed++) {
    const s = new Script(dealsFrom(0, 1, seed)).passAll().trick();
    s.play((s.hand.legal()[0] as { card: string }).card);
    const held = s.hand.hands[s.hand.seat]!;
    const led = s.hand.trick[0]!.split('-')[0]!;
    const off = held.find((c) => !c.startsWith(led));
    if (!held.some((c) => c.startsWith(led)) || off === undefined) continue;
    s.illegal({ type: 'play', card: off }, 'must-follow-suit')
      .expectLegal('only the suit led')
      .write(
        'must-follow-suit',
        'A seat that holds the suit led must play it; another card is refused',
        ['H5'],
      );
    made = true;
  }
  if (!made) throw new Error('no deal for must-follow-suit');
}

{
  // After the first trick a seat without the suit led may play anything, points included.
  let made = false;
  for (let seed = 201; seed < 260 && !made; seed++) {
    const s = new Script(dealsFrom(0, 1, seed)).passAll().trick();
    for (let k = 0; k < 3 && !made; k++) {
      const held = s.hand.hands[s.hand.seat]!;
      const led = s.hand.trick[0]?.split('-')[0];
      if (
        led !== undefined &&
        !held.some((c) => c.startsWith(led)) &&
        held.some((c) => penalty(c) > 0)
      ) {
        s.expectLegal('void in the suit led after the first trick: any card, hearts too').write(
          'later-trick-points-allowed',
          'After the first trick a seat that cannot follow may play a heart or the queen of spades',
          ['H5', 'H8'],
        );
        made = true;
      } else s.play((s.hand.legal()[0] as { card: string }).card);
    }
  }
  if (!made) throw new Error('no deal for later-trick-points-allowed');
}

{
  // West is dealt the 2 of clubs and passes it to North, who then leads it.
  const deals = [dealWith(0, [[], ['clubs-2'], [], []], 261)];
  const s = new Script(deals);
  const west = s.hand.hands[1]!.slice(0, 3);
  if (!west.includes('clubs-2')) throw new Error('West passes the 2 of clubs');
  s.pass(west)
    .passAll()
    .expect({ toMove: 2, legal: [{ type: 'play', card: 'clubs-2' }] })
    .write(
      'passed-two-of-clubs-leads',
      'West passes the 2 of clubs to North, so North leads the first trick',
      ['H4', 'H3'],
    );
}

{
  const deals = dealsFrom(0, 1, 271);
  const s = new Script(deals);
  const west = s.hand.hands[1]!.slice(0, 3);
  s.pass(west).passAll();
  s.expect(
    {
      view: { seat: 1, zones: { 'passed.1': [], 'hand.2': { count: 13 } } },
    },
    'West no longer sees the cards it passed',
  )
    .expect(
      { view: { seat: 2, zones: { 'hand.2': s.hand.hands[2]! } } },
      'North sees them in its hand',
    )
    .write(
      'passed-cards-change-hands',
      'Once all have passed, West’s three cards are North’s and out of West’s sight',
      ['H3'],
    );
}

{
  // A seat reaches the target with two seats tied for the lowest total: another hand is played.
  let made = false;
  for (let seed = 281; seed < 400 && !made; seed++) {
    const s = new Script(dealsFrom(0, 2, seed)).rest();
    const points = s.hand.scores();
    const low = Math.min(...points);
    if (Math.max(...points) < 10 || points.filter((p) => p === low).length < 2) continue;
    s.expect({ over: false, handNumber: 2, totals: points }).write(
      'tie-for-lowest-plays-on',
      `The target of 10 is reached with ${points.filter((p) => p === low).length} seats tied for the lowest total: the match goes on`,
      ['H10'],
      { target: 10 },
    );
    made = true;
  }
  if (!made) throw new Error('no deal for tie-for-lowest-plays-on');
}

{
  const deals = dealsFrom(1, 3, 401);
  const s = new Script(deals).rest();
  const first = s.hand.scores();
  s.next().rest();
  const second = s.hand.scores();
  const totals = first.map((p, k) => p + second[k]!);
  if (Math.max(...totals) >= 100) throw new Error('pick another seed');
  s.expect({
    hands: [
      { dealer: 1, scores: first },
      { dealer: 2, scores: second },
    ],
    totals,
    over: false,
  }).write(
    'two-hands-add-up',
    'Two hands: each seat’s points are added to its total, and the deal passes left',
    ['H8', 'H10', 'H1'],
  );
}

if (penalty('spades-queen') !== 13) throw new Error('the model lost the queen');
if (failures.length > 0) {
  console.error(`${failures.length} scenario(s) disagree with the engine:\n${failures.join('\n')}`);
  process.exitCode = 1;
}
