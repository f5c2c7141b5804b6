// Writes the Durak scenarios (packages/harness/scenarios/durak/), citing the rules file's own
// tags, D1 to D10 of rules/examples/durak.rules. Who attacks, what may attack and beat, taking
// and ending bouts, drawing up and who is the durak come from durak-oracle.ts, a model written
// from those rules; the engine only runs the files (save() says whether it agrees). Run from the
// repository root:
//   npx tsx tools/scenario-authoring/src/durak.ts && npx prettier --write packages/harness/scenarios

import { engine } from '@orrery/engine-durak';
import { failures, save, type Options, type Step } from './author';
import { DurakHand, dealWith, sorted, type DurakDeal, type DurakMove } from './durak-oracle';

/** A scenario built move by move against the model, over one deal a hand. */
class Script {
  readonly steps: Step[] = [];
  hand: DurakHand;
  private dealt = 1;

  constructor(readonly deals: readonly DurakDeal[]) {
    this.hand = new DurakHand(deals[0]!);
  }

  move(m: DurakMove): this {
    this.steps.push({ play: this.hand.move(m) });
    return this;
  }

  attack(card: string): this {
    return this.move({ type: 'attack', card });
  }

  defend(card: string, target: string): this {
    return this.move({ type: 'defend', card, target });
  }

  /**
   * Plays on in one step until `done`, each move picked by `seed` from the legal ones `prefer`
   * ranks highest (all of them alike by default).
   */
  until(done: () => boolean, seed: number, note?: string, prefer = (_m: DurakMove) => 0): this {
    const moves: Step[] = [];
    for (let k = 0; !done(); k++) {
      if (this.hand.over) throw new Error('the hand ended first');
      const legal = this.hand.legal();
      const best = Math.max(...legal.map(prefer));
      const chosen = legal.filter((m) => prefer(m) === best);
      moves.push(this.hand.move(chosen[(seed * 7 + k * 13) % chosen.length]!));
    }
    if (moves.length > 0) this.steps.push({ moves, ...(note === undefined ? {} : { note }) });
    return this;
  }

  rest(seed: number): this {
    return this.until(() => this.hand.over, seed);
  }

  /** The next hand, dealt by the seat the rules choose (D1): the model's, not the deal's. */
  next(): this {
    if (!this.hand.over) throw new Error('the hand is not over');
    this.hand = new DurakHand({ ...this.deals[this.dealt]!, dealer: this.hand.nextDealer() });
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

  expectLegal(note?: string): this {
    return this.expect({ toMove: this.hand.seat, legal: this.hand.legal() }, note);
  }

  write(name: string, description: string, rulings: string[], options: Options = {}): void {
    // Only the first deal names its dealer: the rules choose the others (D1).
    const deals = this.deals.map((d, k) => (k === 0 ? d : { hands: d.hands, stock: d.stock }));
    save(engine, { name, description, rulings, options, deals, steps: this.steps });
  }
}

/** Searches seeds for a scenario: `build` returns false when the seed does not serve. */
function first(name: string, from: number, build: (seed: number) => boolean): void {
  for (let seed = from; seed < from + 2000; seed++) {
    try {
      if (build(seed)) return;
    } catch (e) {
      if (!(e instanceof Error) || e.message !== 'the hand ended first') throw e;
    }
  }
  throw new Error(`no seed for ${name}`);
}

/** Attacking and beating whenever possible: long bouts, small hands. */
const busy = (m: DurakMove) => (m.type === 'attack' || m.type === 'defend' ? 1 : 0);

/** The rule events the scenario's takes fired so far (D7's 'took'), in order. */
const took = (s: Script) =>
  s.steps
    .flatMap((step) => (step['moves'] as { type: string }[] | undefined) ?? [step['play'] ?? {}])
    .filter((m) => (m as { type?: string }).type === 'take')
    .map(() => 'took');

const deal = (seed: number, dealer = 0) => dealWith(dealer, [], 'hearts-9', seed);

// --- D1-D3: the deal, the trump card and the first attacker --------------------------------

for (const dealer of [0, 1]) {
  const d = dealWith(dealer, [['hearts-6'], []], 'hearts-10', 3 + dealer);
  new Script([d])
    .expect({
      dealer,
      toMove: 0,
      zones: { turned: ['hearts-10'], [`hand.${dealer}`]: sorted(d.hands[dealer]!) },
      zoneSizes: { 'hand.0': 6, 'hand.1': 6, stock: 23, turned: 1, attack: 0 },
      variables: { trump: 'hearts' },
    })
    .write(
      `deal-six-each-dealer-${dealer}`,
      `Seat ${dealer} deals six cards each from a pack of 36; the next card, the 10 of hearts, is turned for trumps under the stock; South holds the 6 of hearts, the lowest trump, and attacks`,
      ['D1', 'D2', 'D3'],
    );
}

{
  const d = dealWith(0, [['hearts-king'], ['hearts-7']], 'hearts-ace', 7);
  new Script([d])
    .expect({ toMove: 1 }, 'North’s 7 of hearts is the lower trump')
    .write(
      'lowest-trump-attacks',
      'The player with the lowest trump attacks first, whoever dealt',
      ['D3'],
    );
}

{
  const plain = (suit: string) =>
    ['ace', 'king', 'queen', 'jack', '10', '9'].map((r) => `${suit}-${r}`);
  const d = dealWith(0, [plain('spades'), plain('clubs')], 'hearts-6', 9);
  new Script([d])
    .expect({ toMove: 1 }, 'no trump in either hand: the dealer’s left attacks')
    .write(
      'no-trump-dealers-left-attacks',
      'When neither player holds a trump, the player on the dealer’s left attacks first',
      ['D3'],
    );
}

// --- D4-D7: attacking, beating, taking, ending a bout -------------------------------------

{
  const d = dealWith(0, [['hearts-6'], []], 'hearts-ace', 11);
  new Script([d])
    .expectLegal('any card may begin a bout; there is nothing to end yet')
    .write('attack-with-any-card', 'The attacker begins a bout with any one of its cards', ['D4']);
}

{
  const d = dealWith(
    0,
    [
      ['hearts-6', 'spades-8'],
      ['spades-queen', 'spades-7', 'clubs-10'],
    ],
    'hearts-ace',
    13,
  );
  new Script([d])
    .attack('spades-8')
    .expectLegal('a higher spade or any trump beats the 8 of spades; or take')
    .illegal(
      { type: 'defend', card: 'spades-7', target: 'spades-8' },
      'not-allowed',
      'a lower spade',
    )
    .illegal(
      { type: 'defend', card: 'clubs-10', target: 'spades-8' },
      'not-allowed',
      'another plain suit',
    )
    .defend('spades-queen', 'spades-8')
    .expect({ zones: { beaten: ['spades-8', 'spades-queen'], attack: [] }, toMove: 0 })
    .write(
      'beat-with-higher-of-suit',
      'An attacking card is beaten by a higher card of its suit or by a trump; a lower card or another plain suit is refused',
      ['D4'],
    );
}

{
  // The 6 of hearts lies in the stock, so South's 7 is the lowest trump dealt.
  const d = dealWith(
    0,
    [
      ['hearts-7', 'hearts-queen'],
      ['hearts-8', 'spades-ace', 'hearts-10'],
    ],
    'hearts-ace',
    15,
    ['hearts-6'],
  );
  new Script([d])
    .attack('hearts-7')
    .expectLegal('a trump is beaten only by a higher trump')
    .write(
      'trump-beaten-by-higher-trump',
      'A trump attacking is beaten only by a higher trump; a plain ace will not do',
      ['D4'],
    );
}

{
  const d = dealWith(
    0,
    [['hearts-6', 'clubs-9', 'spades-9', 'clubs-king'], ['clubs-ace']],
    'hearts-ace',
    17,
  );
  new Script([d])
    .attack('clubs-9')
    .defend('clubs-ace', 'clubs-9')
    .expectLegal('the 9 and the ace are on the table: another 9 may attack, or the bout ends')
    .illegal({ type: 'attack', card: 'clubs-king' }, 'not-allowed', 'no king has been played')
    .attack('spades-9')
    .write(
      'attack-again-with-a-rank-played',
      'Once the card is beaten the attacker may attack again only with a rank already played in the bout',
      ['D5'],
    );
}

{
  const d = dealWith(0, [['hearts-6', 'clubs-9'], ['clubs-ace']], 'hearts-ace', 19);
  const s = new Script([d]).attack('clubs-9').defend('clubs-ace', 'clubs-9');
  s.move({ type: 'end-bout' })
    .expect({
      toMove: 1,
      zones: { out: ['clubs-9', 'clubs-ace'], beaten: [] },
      zoneSizes: { 'hand.0': 6, 'hand.1': 6, stock: 21 },
    })
    .write(
      'ended-bout-defender-attacks',
      'A bout ended with every card beaten goes out of play; both draw back to six and the defender attacks next',
      ['D6', 'D8'],
    );
}

{
  const d = dealWith(0, [['hearts-6', 'clubs-9', 'spades-9'], ['clubs-ace']], 'hearts-ace', 21);
  const s = new Script([d]).attack('clubs-9').defend('clubs-ace', 'clubs-9').attack('spades-9');
  s.move({ type: 'take' })
    .expect({
      toMove: 0,
      zonesInclude: { 'hand.1': ['clubs-9', 'clubs-ace', 'spades-9'] },
      zoneSizes: { 'hand.0': 6, 'hand.1': 8, attack: 0, beaten: 0 },
    })
    .write(
      'defender-takes-the-bout',
      'The defender takes every card of the bout, beaten or not; the attacker draws back to six and attacks again',
      ['D7', 'D8'],
    );
}

first('six-attacks-at-most', 23, (seed) => {
  const s = new Script([deal(seed)]);
  s.until(
    () => s.hand.attacks === 6 && s.hand.attack.length === 0 && s.hand.seat === s.hand.attacker,
    seed,
    undefined,
    busy,
  );
  s.expectLegal('six cards have attacked: the bout can only end').write(
    'six-attacks-at-most',
    'A bout holds six attacking cards at most: once six are beaten the attacker must end it',
    ['D5'],
  );
  return true;
});

{
  const d = dealWith(0, [['hearts-6', 'clubs-9', 'spades-ace'], ['clubs-ace']], 'hearts-king', 33);
  new Script([d])
    .attack('clubs-9')
    .defend('clubs-ace', 'clubs-9')
    .expect(
      { legalIncludes: [{ type: 'attack', card: 'spades-ace' }] },
      'the ace that beat is a rank played',
    )
    .attack('spades-ace')
    .write(
      'attack-with-the-rank-that-beat',
      'A rank played in the bout counts whichever side played it: the ace that beat the 9 lets South attack with its own ace',
      ['D5'],
    );
}

// --- D8: drawing up --------------------------------------------------------------------------

first('attacker-draws-first', 41, (seed) => {
  const s = new Script([deal(seed)]);
  s.until(
    () => {
      const h = s.hand;
      const need = (x: number) => 6 - h.hands[x]!.length;
      const left = h.stock.length + h.turned.length;
      return (
        h.seat === h.attacker &&
        h.legal().some((m) => m.type === 'end-bout') &&
        need(h.attacker) > 0 &&
        need(h.defender) > 0 &&
        left > need(h.attacker) &&
        left < need(h.attacker) + need(h.defender)
      );
    },
    seed,
    undefined,
    (m) => (m.type === 'take' ? 0 : 1),
  );
  const attacker = s.hand.attacker;
  s.move({ type: 'end-bout' }).expect(
    {
      zoneSizes: { [`hand.${attacker}`]: 6, stock: 0, turned: 0 },
    },
    'the attacker drew to six; the defender took what was left',
  );
  s.write(
    'attacker-draws-first',
    'With too few cards left for both, the attacker draws up to six first and the defender gets the rest, the trump card last',
    ['D8', 'D2'],
  );
  return true;
});

first('trump-card-drawn-last', 51, (seed) => {
  const s = new Script([deal(seed)]);
  s.until(() => s.hand.stock.length === 0 && s.hand.turned.length === 1 && !s.hand.over, seed);
  s.expect(
    { zones: { turned: ['hearts-9'] }, zoneSizes: { stock: 0 } },
    'the stock is gone; the trump card lies last',
  );
  s.until(() => s.hand.turned.length === 0, seed + 1);
  const holder = s.hand.hands.findIndex((h) => h.includes('hearts-9'));
  s.expect({ zonesInclude: { [`hand.${holder}`]: ['hearts-9'] } }).write(
    'trump-card-drawn-last',
    'The turned trump is the last card drawn, once the stock is gone',
    ['D8', 'D2'],
  );
  return true;
});

// --- D9, D10: the end of the hand and the match --------------------------------------------

first('durak-loses', 61, (seed) => {
  const s = new Script([deal(seed)]).rest(seed);
  const durak = s.hand.durak();
  if (durak < 0) return false;
  s.expect({ hands: [{ dealer: 0, scores: s.hand.scores() }], rules: [...took(s), 'durak'] }).write(
    'durak-loses',
    `The stock is gone and one player runs out of cards: seat ${durak}, still holding cards, is the durak; the other scores a point`,
    ['D9', 'D10'],
  );
  return true;
});

first('drawn-hand', 71, (seed) => {
  const s = new Script([deal(seed), deal(seed + 1000, 1)]);
  s.until(() => s.hand.over, seed, undefined, busy);
  if (s.hand.durak() >= 0) return false;
  s.expect({ hands: [{ dealer: 0, scores: [0, 0] }], dealer: 1, handNumber: 2 }).write(
    'drawn-hand',
    'Both players run out in the same bout: nobody is the durak, nobody scores, and the deal passes to the left',
    ['D9', 'D1'],
  );
  return true;
});

first('loser-deals-next', 81, (seed) => {
  const s = new Script([deal(seed, 1), deal(seed + 1000, 0)]).rest(seed);
  if (s.hand.durak() !== 1) return false;
  s.expect({ hands: [{ dealer: 1, scores: [1, 0] }], dealer: 1, handNumber: 2 }).write(
    'loser-deals-next',
    'North dealt and is the durak: it deals again, not South as the deal passing left would have it',
    ['D1', 'D9'],
  );
  return true;
});

first('match-target', 91, (seed) => {
  const s = new Script([deal(seed)]).rest(seed);
  const durak = s.hand.durak();
  if (durak < 0) return false;
  s.expect({ over: true, winner: 1 - durak }).write(
    'match-target',
    'With a target of 1, the first player not left the durak wins the match',
    ['D10'],
    { target: 1 },
  );
  return true;
});

first('match-goes-on', 101, (seed) => {
  const deals = [deal(seed), deal(seed + 1000), deal(seed + 2000)];
  const s = new Script(deals).rest(seed);
  const first = s.hand.scores();
  const dealer = s.hand.nextDealer();
  s.next().rest(seed + 1);
  const second = s.hand.scores();
  s.expect({
    hands: [
      { dealer: 0, scores: first },
      { dealer, scores: second },
    ],
    totals: first.map((p, k) => p + second[k]!),
    over: false,
  }).write(
    'match-goes-on',
    'Two hands below the target of 5: the points add up and the match goes on',
    ['D10', 'D1'],
  );
  return true;
});

{
  const d = deal(111);
  const s = new Script([d]);
  for (const seat of [0, 1]) {
    s.expect({
      view: {
        seat,
        zones: {
          [`hand.${seat}`]: sorted(d.hands[seat]!),
          [`hand.${1 - seat}`]: { count: 6 },
          stock: { count: 23 },
          turned: ['hearts-9'],
        },
      },
    });
  }
  s.write(
    'hands-hidden-trump-open',
    'Each player sees its own six cards and the trump card; the stock and the other hand stay hidden',
    ['D1', 'D2'],
  );
}

first('bout-cards-seen', 121, (seed) => {
  const s = new Script([deal(seed)]);
  s.until(() => s.hand.beaten.length >= 2 && s.hand.seat === s.hand.attacker, seed);
  const beaten = [...s.hand.beaten];
  s.expect({ view: { seat: s.hand.defender, zones: { beaten } } }).write(
    'bout-cards-seen',
    'Every card of a bout lies face up, each beaten card with the card that beat it',
    ['D4', 'D5'],
  );
  return true;
});

first('take-keeps-the-attacker', 131, (seed) => {
  const s = new Script([deal(seed)]);
  s.until(
    () => s.hand.seat === s.hand.defender && s.hand.attack.length > 0 && s.hand.beaten.length >= 2,
    seed,
  );
  const attacker = s.hand.attacker;
  s.move({ type: 'take' })
    .expect({ toMove: attacker }, 'the same attacker attacks again')
    .write(
      'take-keeps-the-attacker',
      'A defender who takes after beating some cards picks up those too, and the attacker keeps the attack',
      ['D7'],
    );
  return true;
});

first('last-card-beaten-ends', 141, (seed) => {
  const s = new Script([deal(seed)]);
  s.until(() => s.hand.over, seed);
  if (s.hand.durak() < 0) return false;
  s.expect({ handNumber: 2, rules: [...took(s), 'durak'] }).write(
    'hand-over-when-out',
    'With the stock gone, the hand is over as soon as a player has no cards and the bout is settled',
    ['D9'],
  );
  return true;
});

{
  const d = dealWith(0, [['hearts-6', 'spades-10'], ['spades-jack']], 'hearts-ace', 151);
  new Script([d])
    .attack('spades-10')
    .illegal({ type: 'end-bout' }, 'not-now', 'a card is still unbeaten')
    .expect({ toMove: 1 })
    .write(
      'unbeaten-card-must-be-answered',
      'While a card is unbeaten the defender must beat it or take; the bout cannot end',
      ['D5', 'D7'],
    );
}

first('second-hand-lowest-trump-attacks', 161, (seed) => {
  const s = new Script([deal(seed), dealWith(0, [[], []], 'spades-9', seed + 1000)]).rest(seed);
  if (s.hand.durak() < 0) return false;
  const dealer = s.hand.nextDealer();
  s.next();
  s.expect(
    { handNumber: 2, dealer, toMove: s.hand.seat, variables: { trump: 'spades' } },
    'a new trump card, and again the lowest trump attacks first',
  ).write(
    'second-hand-lowest-trump-attacks',
    'In the next hand a new card is turned for trumps, the durak deals, and the holder of the lowest trump attacks first',
    ['D3', 'D2', 'D1'],
  );
  return true;
});

if (failures.length > 0) {
  console.error(`${failures.length} scenario(s) disagree with the engine:\n${failures.join('\n')}`);
  process.exitCode = 1;
}
