// Writes the President scenarios (packages/harness/scenarios/president/), citing the rules file's
// own tags, P1 to P9 of rules/examples/president.rules. What may be led and played, when a round
// ends and who leads, who goes out in which place, the exchange and the scores come from
// president-oracle.ts, a model written from those rules; the engine only runs the files (save()
// says whether it agrees). Run from the repository root:
//   npx tsx tools/scenario-authoring/src/president.ts && npx prettier --write packages/harness/scenarios

import { engine } from '@orrery/engine-president';
import { failures, save, type Options, type Step } from './author';
import {
  PresidentHand,
  dealWith,
  sorted,
  strength,
  type PresidentDeal,
  type PresidentMove,
} from './president-oracle';

/** A scenario built move by move against the model, over one deal a hand. */
class Script {
  readonly steps: Step[] = [];
  hand: PresidentHand;
  private dealt = 1;

  constructor(readonly deals: readonly PresidentDeal[]) {
    this.hand = new PresidentHand(deals[0]!);
  }

  move(m: PresidentMove): this {
    this.steps.push({ play: this.hand.move(m) });
    return this;
  }

  play(...cards: string[]): this {
    return this.move({ type: 'play', cards });
  }

  pass(times = 1): this {
    for (let k = 0; k < times; k++) this.move({ type: 'pass' });
    return this;
  }

  /** The seat to act's plainest move: lead its lowest card alone, else pass. */
  private plain(): PresidentMove {
    const legal = this.hand.legal();
    if (!this.hand.leading || this.hand.phase !== 'play') {
      return legal.find((m) => m.type === 'pass') ?? legal[0]!;
    }
    const hand = this.hand.hands[this.hand.seat]!;
    const low = [...hand].sort((x, y) => strength(x) - strength(y))[0]!;
    return { type: 'play', cards: [low] };
  }

  /** Plays on, in one step, until `done` holds: the plainest moves. */
  until(done: () => boolean, note?: string): this {
    const moves: Step[] = [];
    while (!done()) moves.push(this.hand.move(this.plain()));
    if (moves.length > 0) this.steps.push({ moves, ...(note === undefined ? {} : { note }) });
    return this;
  }

  rest(): this {
    return this.until(() => this.hand.over);
  }

  /** Plays the hand to its end in one step, each move picked from the legal ones by `seed`. */
  scramble(seed: number): this {
    const moves: Step[] = [];
    for (let k = 0; !this.hand.over; k++) {
      const legal = this.hand.legal();
      moves.push(this.hand.move(legal[(seed * 7 + k * 13) % legal.length]!));
    }
    this.steps.push({ moves });
    return this;
  }

  /** Starts the next hand from the next deal, the places of this one carried into it (P8). */
  next(): this {
    if (!this.hand.over) throw new Error('the hand is not over');
    this.hand = new PresidentHand(this.deals[this.dealt]!, this.hand.rolesAfter());
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
    save(engine, { name, description, rulings, options, deals: this.deals, steps: this.steps });
  }
}

const dealsFrom = (dealer: number, count: number, seed: number, fixed: string[][][] = []) =>
  Array.from({ length: count }, (_, k) => dealWith((dealer + k) % 4, fixed[k] ?? [], seed + k));

const ranks = (hand: readonly string[]) => hand.map((c) => c.slice(c.indexOf('-') + 1));

// --- P1-P3: the deal and the first lead ---------------------------------------------------

for (const dealer of [0, 2]) {
  const deals = dealsFrom(dealer, 1, 3 + dealer, [[[], ['clubs-3'], [], []]]);
  new Script(deals)
    .expect({
      dealer,
      toMove: 1,
      phase: 'play',
      zoneSizes: { 'hand.0': 13, 'hand.1': 13, 'hand.2': 13, 'hand.3': 13, table: 0 },
      legalExcludes: [{ type: 'pass' }],
    })
    .write(
      `deal-thirteen-each-dealer-${dealer}`,
      `Seat ${dealer} deals the whole pack, thirteen each; West holds the 3 of clubs and leads the first hand, wherever the deal began`,
      ['P1', 'P2', 'P3'],
    );
}

{
  const west = ['clubs-3', 'diamonds-3', 'hearts-3', 'spades-3', 'clubs-king', 'hearts-king'];
  const deals = dealsFrom(0, 1, 9, [[[], west, [], []]]);
  new Script(deals)
    .expectLegal('a lead is one to four cards of one rank: the four 3s, the two kings, and singles')
    .write(
      'lead-one-to-four-of-a-rank',
      'The leader may play any one, two, three or four cards of one rank, and may not pass',
      ['P3'],
    );
}

{
  const deals = dealsFrom(0, 1, 13, [[['spades-king', 'clubs-queen'], ['clubs-3'], [], []]]);
  const s = new Script(deals).play('clubs-3');
  s.until(() => s.hand.seat === 0)
    .expectLegal('South may beat the single 3 with any single of a higher rank, or pass')
    .illegal(
      { type: 'play', cards: ['spades-king', 'clubs-queen'] },
      'not-allowed',
      'two cards on one',
    )
    .play('spades-king')
    .write(
      'single-beaten-by-higher-single',
      'A single card is beaten only by one card of a higher rank: South plays its king on the 3',
      ['P4'],
    );
}

{
  const deals = dealsFrom(1, 1, 17, [
    [['spades-5', 'hearts-5', 'clubs-9', 'diamonds-4'], [], ['clubs-3', 'diamonds-3'], []],
  ]);
  const s = new Script(deals).play('clubs-3', 'diamonds-3');
  s.until(() => s.hand.seat === 0)
    .expectLegal('a pair is beaten by a higher pair only')
    .illegal({ type: 'play', cards: ['clubs-9'] }, 'not-allowed', 'one card on a pair')
    .illegal({ type: 'play', cards: ['diamonds-4', 'spades-5'] }, 'not-allowed', 'two ranks')
    .play('hearts-5', 'spades-5')
    .write(
      'pair-beaten-by-higher-pair',
      'On a pair of 3s only a pair of a higher rank may be played: South plays its two 5s, not a single 9 nor a 4 and a 5',
      ['P4'],
    );
}

{
  const deals = dealsFrom(0, 1, 21, [[['clubs-7'], ['clubs-3', 'spades-8'], [], []]]);
  const s = new Script(deals).play('spades-8');
  s.until(() => s.hand.seat === 0)
    .illegal({ type: 'play', cards: ['clubs-7'] }, 'not-allowed', 'a 7 does not beat an 8')
    .write(
      'lower-rank-refused',
      'A card of a lower rank than the last play is refused, and nothing changes',
      ['P4', 'P2'],
    );
}

{
  const deals = dealsFrom(0, 1, 25, [[[], ['clubs-3', 'hearts-2'], [], []]]);
  const s = new Script(deals).play('hearts-2');
  s.expect({ toMove: 2, legal: [{ type: 'pass' }] }, 'nothing beats a 2')
    .pass(3)
    .expect({ toMove: 1, zones: { table: [] }, zonesInclude: { aside: ['hearts-2'] } })
    .write(
      'two-is-highest',
      'The 2 is the highest rank: nobody can beat West’s single 2, all pass, and West leads again',
      ['P2', 'P5'],
    );
}

{
  // West leads, North passes, East beats, South and West pass, North plays after passing.
  const deals = dealsFrom(0, 1, 29, [
    [['clubs-4'], ['clubs-3', 'diamonds-5'], ['spades-9'], ['hearts-6']],
  ]);
  new Script(deals)
    .play('clubs-3')
    .pass()
    .play('hearts-6')
    .pass(2)
    .expectLegal('South and West pass on East’s 6; North, who passed once, may play again')
    .play('spades-9')
    .write(
      'pass-and-play-again',
      'A player who passed may still play when the turn comes round again in the same round',
      ['P4'],
    );
}

{
  const deals = dealsFrom(0, 1, 33, [[[], ['clubs-3', 'clubs-jack'], [], []]]);
  const s = new Script(deals).play('clubs-jack');
  s.pass(3).expect(
    { toMove: 1, phase: 'play', zones: { table: [] }, legalExcludes: [{ type: 'pass' }] },
    'every other player passed: West leads the next round',
  );
  s.write(
    'round-over-last-player-leads',
    'When all the others pass on West’s jack, the round is over: the cards go aside and West leads',
    ['P5'],
  );
}

{
  // West goes out with its last play; the others pass and North, on its left, leads.
  const west = ['clubs-3', 'hearts-2'];
  const deals = dealsFrom(0, 1, 37, [[[], west, [], []]]);
  const s = new Script(deals);
  // Give West only the two cards it plays: the rest of its hand goes out first, led alone.
  const others = s.hand.hands[1]!.filter((c) => !west.includes(c));
  s.play('clubs-3');
  s.until(() => s.hand.leading && s.hand.seat === 1, 'all pass on the 3');
  for (const card of sorted(others).sort((x, y) => strength(x) - strength(y))) {
    s.play(card).until(() => s.hand.leading && s.hand.seat === 1);
  }
  s.play('hearts-2')
    .expect({ rules: ['out'] }, 'West has played its last card and is out')
    .pass(3)
    .expect({ toMove: 2 }, 'the round is over; West has no cards, so North leads')
    .write(
      'out-player-next-leads',
      'West goes out first with a 2; when the others have passed, the next player on its left, North, leads',
      ['P5', 'P6'],
    );
}

{
  const deals = dealsFrom(0, 1, 41, [[[], ['clubs-3'], [], []]]);
  const s = new Script(deals).rest();
  const scores = s.hand.scores();
  s.expect({ hands: [{ dealer: 0, scores }], totals: scores, handNumber: 2 }).write(
    'whole-hand-places',
    `A whole hand: the first out scores 3, the second 2, the third 1 and the Scum nothing (${scores.join(', ')} from South round to East)`,
    ['P6', 'P7'],
  );
}

{
  const deals = dealsFrom(0, 1, 45, [[[], ['clubs-3'], [], []]]);
  const s = new Script(deals);
  s.until(() => s.hand.holding.length === 3);
  const out = [0, 1, 2, 3].find((x) => s.hand.places[x] === 1)!;
  s.until(() => s.hand.seat === (out + 3) % 4 && !s.hand.leading);
  s.pass().expect({ toMove: s.hand.seat }, `seat ${out} is out: the turn goes by it`);
  s.write(
    'out-player-passed-by',
    `Seat ${out}, out first, has no turn any more: after the seat on its right the turn goes to the next player holding cards`,
    ['P6', 'P4'],
  );
}

// --- P8: the exchange ---------------------------------------------------------------------

/** Two hands: the first played plainly, the second at its start with the places known. */
function secondHand(seed: number, fixed: string[][] = []): Script {
  const s = new Script(dealsFrom(0, 2, seed, [[[], ['clubs-3'], [], []], fixed]));
  return s.rest().next();
}

{
  const s = secondHand(51);
  const roles = s.hand.roles!;
  s.expectLegal('the Scum gives two of its highest cards').write(
    'scum-gives-best-two',
    `From the second hand the Scum (seat ${roles.scum}) begins by giving the President (seat ${roles.president}) its two highest cards`,
    ['P8'],
  );
}

{
  const s = secondHand(55);
  const roles = s.hand.roles!;
  const hand = s.hand.hands[roles.scum]!;
  const low = [...hand].sort((x, y) => strength(x) - strength(y)).slice(0, 2);
  s.illegal({ type: 'give-best', cards: low }, 'not-allowed', 'not its best cards').write(
    'scum-keeps-no-better-card',
    'The Scum may not give lower cards and keep a higher one: two of its lowest are refused',
    ['P8'],
  );
}

{
  const s = secondHand(59);
  const roles = s.hand.roles!;
  const best = s.hand.legal()[0]!;
  s.move(best)
    .expect(
      {
        toMove: roles.president,
        zoneSizes: { [`hand.${roles.president}`]: 15, [`hand.${roles.scum}`]: 11 },
      },
      'the President now holds fifteen cards and gives back any two',
    )
    .expect(
      {
        view: {
          seat: roles.vice,
          zones: {
            [`hand.${roles.president}`]: { count: 15 },
            [`hand.${roles.scum}`]: { count: 11 },
          },
        },
      },
      'another player sees only how many cards each holds',
    )
    .expectLegal()
    .write(
      'president-gives-back-two',
      'After the Scum’s two best cards, the President gives back any two of its fifteen; the others see only the counts',
      ['P8'],
    );
}

{
  const s = secondHand(63);
  const roles = s.hand.roles!;
  s.move(s.hand.legal()[0]!).move(s.hand.legal()[0]!);
  s.expectLegal('the Vice-Scum gives its highest card')
    .move(s.hand.legal()[0]!)
    .expectLegal('the Vice-President gives back any one')
    .move(s.hand.legal()[0]!)
    .expect(
      {
        phase: 'play',
        toMove: roles.scum,
        zoneSizes: { 'hand.0': 13, 'hand.1': 13, 'hand.2': 13, 'hand.3': 13 },
      },
      'every hand holds thirteen again, and the Scum leads',
    )
    .write(
      'vice-exchange-then-scum-leads',
      'Then the Vice-Scum gives its highest card to the Vice-President, who gives back one; the Scum leads the hand',
      ['P8', 'P3'],
    );
}

{
  const s = secondHand(67);
  const roles = s.hand.roles!;
  const vs = s.hand.hands[roles.viceScum]!;
  s.move(s.hand.legal()[0]!).move(s.hand.legal()[0]!);
  const low = [...s.hand.hands[roles.viceScum]!].sort((x, y) => strength(x) - strength(y))[0]!;
  if (strength(low) === Math.max(...vs.map(strength))) throw new Error('pick another seed');
  s.illegal({ type: 'give-highest', card: low }, 'not-allowed', 'not its highest').write(
    'vice-scum-gives-highest',
    'The Vice-Scum must give its highest card; a lower one is refused',
    ['P8'],
  );
}

// --- P9: the match -----------------------------------------------------------------------

{
  const deals = dealsFrom(0, 1, 71, [[[], ['clubs-3'], [], []]]);
  const s = new Script(deals).rest();
  const scores = s.hand.scores();
  s.expect({ over: true, winner: scores.indexOf(3), totals: scores }).write(
    'match-target-reached',
    `With a target of 3 the President of the first hand, seat ${scores.indexOf(3)}, wins the match at once`,
    ['P9', 'P7'],
    { target: 3 },
  );
}

{
  // Two hands with a target of 4: a seat reaching it alone wins, or a tie plays on.
  let made = false;
  for (let seed = 81; seed < 200 && !made; seed++) {
    const s = new Script(dealsFrom(0, 3, seed, [[[], ['clubs-3'], [], []]])).scramble(seed);
    const first = s.hand.scores();
    s.next().scramble(seed + 1);
    const totals = first.map((p, k) => p + s.hand.scores()[k]!);
    const best = Math.max(...totals);
    if (best < 4 || totals.filter((t) => t === best).length < 2) continue;
    s.expect({ over: false, handNumber: 3, totals }).write(
      'match-tie-plays-on',
      `After two hands two players share the highest total, ${best}, past the target of 4: another hand is played`,
      ['P9'],
      { target: 4 },
    );
    made = true;
  }
  if (!made) throw new Error('no deal for match-tie-plays-on');
}

{
  const deals = dealsFrom(3, 3, 141, [[[], ['clubs-3'], [], []]]);
  const s = new Script(deals).rest();
  const first = s.hand.scores();
  s.next().rest();
  const second = s.hand.scores();
  s.expect({
    hands: [
      { dealer: 3, scores: first },
      { dealer: 0, scores: second },
    ],
    totals: first.map((p, k) => p + second[k]!),
    over: false,
  }).write(
    'two-hands-add-up',
    'Two hands: each player’s points are added to its total and the deal passes to the left',
    ['P7', 'P9', 'P1'],
  );
}

{
  const deals = dealsFrom(0, 1, 151, [
    [['clubs-ace', 'hearts-ace'], ['clubs-3', 'spades-king', 'diamonds-king'], [], []],
  ]);
  const s = new Script(deals).play('spades-king', 'diamonds-king');
  s.until(() => s.hand.seat === 0)
    .expect(
      { legalIncludes: [{ type: 'play', cards: ['clubs-ace', 'hearts-ace'] }] },
      'aces beat kings',
    )
    .write(
      'ace-beats-king',
      'Ranks go 2, ace, king, ... 3: South’s pair of aces beats a pair of kings',
      ['P2', 'P4'],
    );
}

{
  const deals = dealsFrom(0, 1, 161, [[[], ['clubs-3'], [], []]]);
  const s = new Script(deals);
  for (const seat of [0, 1, 2, 3]) {
    s.expect({
      view: {
        seat,
        zones: {
          [`hand.${seat}`]: sorted(deals[0]!.hands[seat]!),
          [`hand.${(seat + 1) % 4}`]: { count: 13 },
        },
      },
    });
  }
  s.play('clubs-3').expect(
    { view: { seat: 3, zones: { table: ['clubs-3'] } } },
    'a play is seen by all',
  );
  s.write(
    'hands-hidden-plays-open',
    'Each player sees only its own hand; every play lies face up for all',
    ['P1', 'P4'],
  );
}

{
  const deals = dealsFrom(0, 1, 171, [
    [['clubs-9', 'hearts-9', 'spades-9', 'clubs-4'], ['clubs-3', 'hearts-3', 'spades-3'], [], []],
  ]);
  const s = new Script(deals).play('clubs-3', 'hearts-3', 'spades-3');
  s.until(() => s.hand.seat === 0)
    .expectLegal('three 3s are beaten by three of a higher rank only')
    .write(
      'triple-beaten-by-higher-triple',
      'On three 3s South may play its three 9s, or pass; no single or pair will do',
      ['P4', 'P3'],
    );
}

{
  const deals = dealsFrom(0, 1, 181, [
    [[], ['clubs-3', 'diamonds-3', 'hearts-3', 'spades-3'], [], []],
  ]);
  const s = new Script(deals).play('clubs-3', 'diamonds-3', 'hearts-3', 'spades-3');
  s.expectLegal('only four of a higher rank beats four 3s').write(
    'four-of-a-rank-lead',
    'West leads all four 3s; the next player may pass or play four of a higher rank',
    ['P3', 'P4'],
  );
}

{
  // Once a player is out, a round ends when the players still in, but the last to play, pass.
  const s = new Script(dealsFrom(0, 1, 191, [[[], ['clubs-3'], [], []]]));
  s.until(() => s.hand.holding.length === 3 && s.hand.leading);
  const leader = s.hand.seat;
  const card = [...s.hand.hands[leader]!].sort((x, y) => strength(x) - strength(y))[0]!;
  s.play(card)
    .pass(2)
    .expect({ toMove: leader, zones: { table: [] } }, 'two passes end the round now')
    .write(
      'round-over-players-in',
      `With one player out, the round ends once the two others still holding cards have passed on seat ${leader}'s play`,
      ['P5', 'P6'],
    );
}

{
  const s = new Script(dealsFrom(2, 2, 201, [[[], ['clubs-3'], [], []]]));
  s.until(() => s.hand.holding.length === 2);
  const scum = () =>
    [0, 1, 2, 3].find((x) => s.hand.places[x] === 0 && s.hand.hands[x]!.length > 0);
  s.until(() => s.hand.over);
  const scores = s.hand.scores();
  s.expect({ handNumber: 2, phase: 'exchange', hands: [{ dealer: 2, scores }] }).write(
    'hand-ends-one-left',
    `The hand ends as the third player goes out: seat ${scores.indexOf(0)} is left holding cards, the Scum, and the next hand begins with the exchange`,
    ['P6', 'P7', 'P8'],
  );
  if (scum() !== undefined) throw new Error('the model kept a player in');
}

if (ranks(['clubs-10'])[0] !== '10') throw new Error('the model lost its ranks');
if (failures.length > 0) {
  console.error(`${failures.length} scenario(s) disagree with the engine:\n${failures.join('\n')}`);
  process.exitCode = 1;
}
