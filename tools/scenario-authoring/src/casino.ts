// Writes the Casino scenarios (packages/harness/scenarios/casino/), citing the rules file's own
// tags, K1 to K11 of rules/examples/casino.rules. Captures, builds, adding and raising, trails,
// the table going to the last capturer, the scores with their sweeps and the match come from
// casino-oracle.ts, a model written from those rules; the engine only runs the files (save()
// says whether it agrees), and casino-agreement.ts then plays both side by side.
// Run from the repository root:
//   npx tsx tools/scenario-authoring/src/casino.ts && npx prettier --write packages/harness/scenarios

import { engine } from '@orrery/engine-casino';
import { failures, save, type Options, type Step } from './author';
import { agreement, greedy } from './casino-agreement';
import { CasinoHand, DECK, matchResult, type CasinoDeal, type CasinoMove } from './casino-oracle';
import { seeded } from './seeded';

const SUIT: Record<string, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };
const RANK: Record<string, string> = { A: 'ace', J: 'jack', Q: 'queen', K: 'king' };
/** Cards written short, `S4 HK DA C10`, as their ids. */
const cards = (text: string) =>
  text
    .split(' ')
    .filter((c) => c !== '')
    .map((c) => `${SUIT[c[0]!]!}-${RANK[c.slice(1)] ?? c.slice(1)}`);
const card = (text: string) => cards(text)[0]!;

/**
 * A whole deal from the cards that matter: some of each hand's four, some of the table's four,
 * the cards dealt next from the stock, the rest shuffled by `seed`. The table's four are the
 * stock's first, as the harness lays them.
 */
function dealWith(
  dealer: number,
  fixed: readonly string[][],
  table: readonly string[],
  seed: number,
  stockTop: readonly string[] = [],
): CasinoDeal {
  const random = seeded(seed);
  const placed = new Set([...fixed.flat(), ...table, ...stockTop]);
  if (placed.size !== fixed.flat().length + table.length + stockTop.length)
    throw new Error('placed twice');
  const rest = DECK.filter((c) => !placed.has(c));
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  const hands = [0, 1].map((s) => [
    ...(fixed[s] ?? []),
    ...rest.splice(0, 4 - (fixed[s]?.length ?? 0)),
  ]);
  const laid = [...table, ...rest.splice(0, 4 - table.length)];
  return { dealer, hands, stock: [...laid, ...stockTop, ...rest] };
}

/** A deal by South (seat 0), so that North, on the dealer's left, plays first (K3). */
const deal = (south: string, north: string, table: string, seed = 1, stockTop = '') =>
  dealWith(0, [cards(south), cards(north)], cards(table), seed, cards(stockTop));

/** A scenario built move by move against the model, over one deal a hand. */
class Script {
  readonly steps: Step[] = [];
  hand: CasinoHand;
  private dealt = 1;
  private seen = 0;

  constructor(readonly deals: readonly CasinoDeal[]) {
    this.hand = new CasinoHand(deals[0]!);
  }

  move(m: CasinoMove): this {
    this.steps.push({ play: this.hand.move(m) });
    return this;
  }

  capture = (c: string, taken: string) =>
    this.move({ type: 'capture', card: card(c), taken: cards(taken) });
  captureBuild = (c: string) => this.move({ type: 'capture-build', card: card(c) });
  pair = (c: string) => this.move({ type: 'pair', card: card(c) });
  build = (value: number, c: string, w: string) =>
    this.move({ type: 'build', value, card: card(c), with: cards(w) });
  addCard = (c: string) => this.move({ type: 'add-card', card: card(c) });
  addGroup = (c: string, w: string) =>
    this.move({ type: 'add-group', card: card(c), with: cards(w) });
  raise = (builder: number, c: string) => this.move({ type: 'raise', builder, card: card(c) });
  trail = (c: string) => this.move({ type: 'trail', card: card(c) });

  /** Plays on in one step until `done`, each seat playing greedy() from `seed`. */
  until(done: () => boolean, seed: number, random = 0.3, note?: string): this {
    const rnd = seeded(seed);
    const moves: Step[] = [];
    while (!done()) {
      if (this.hand.over) throw new Error('the hand ended first');
      moves.push(this.hand.move(greedy(this.hand, rnd, random)));
    }
    if (moves.length > 0) this.steps.push({ moves, ...(note === undefined ? {} : { note }) });
    return this;
  }

  /** The next hand, dealt by the other player (K1): the model's choice, not the deal's. */
  next(): this {
    if (!this.hand.over) throw new Error('the hand is not over');
    this.hand = new CasinoHand({ ...this.deals[this.dealt]!, dealer: this.hand.nextDealer() });
    this.dealt++;
    this.seen = 0;
    return this;
  }

  expect(expect: Record<string, unknown>, note?: string): this {
    this.seen = this.hand.events.length; // `rules` counts from the last expectation
    this.steps.push({ expect, ...(note === undefined ? {} : { note }) });
    return this;
  }

  /** The rule events (build, raise, sweep) since the last call, as the model saw them. */
  expectEvents(more: Record<string, unknown> = {}, note?: string): this {
    const rules = this.hand.events.slice(this.seen);
    return this.expect({ rules, ...more }, note);
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

  /** The table, builds and captured piles as the model has them. */
  expectZones(note?: string): this {
    const h = this.hand;
    return this.expect(
      {
        zones: {
          table: [...h.table],
          'build.0': [...h.builds[0]!],
          'build.1': [...h.builds[1]!],
          'pile.0': [...h.piles[0]!],
          'pile.1': [...h.piles[1]!],
        },
        variables: { buildValue: [...h.buildValue], sweeps: [...h.sweeps] },
      },
      note,
    );
  }

  write(name: string, description: string, rulings: string[], options: Options = {}): void {
    // Only the first deal names its dealer: the rules choose the others (K1).
    const deals = this.deals.map((d, k) => ({
      ...(k === 0 ? { dealer: d.dealer } : {}),
      hands: d.hands,
      stock: d.stock,
    }));
    save(engine, { name, description, rulings, options, deals, steps: this.steps });
  }
}

/** Searches seeds for a scenario: `build` returns false when the seed does not serve. */
function first(name: string, from: number, build: (seed: number) => boolean): void {
  for (let seed = from; seed < from + 3000; seed++) {
    try {
      if (build(seed)) return;
    } catch (e) {
      if (!(e instanceof Error) || e.message !== 'the hand ended first') throw e;
    }
  }
  throw new Error(`no seed for ${name}`);
}

const random = (seed: number) => dealWith(0, [], [], seed);
const moves = (h: CasinoHand) => h.hands[0]!.length + h.hands[1]!.length + h.stock.length;

// --- K1, K2, K3: the deal -----------------------------------------------------------------------

{
  const d = random(1);
  new Script([d])
    .expect({
      dealer: 0,
      toMove: 1,
      handNumber: 1,
      zones: { table: d.stock.slice(0, 4), 'hand.0': d.hands[0]!, 'hand.1': d.hands[1]! },
      zoneSizes: { 'hand.0': 4, 'hand.1': 4, table: 4, stock: 40 },
      phase: 'play',
    })
    .expectLegal('North, on the dealer’s left, plays a card first')
    .write(
      'deal-four-each-four-to-table',
      'South deals four cards to each player and four face up to the table, the other 40 the stock; North, on the dealer’s left, plays first',
      ['K1', 'K2', 'K3'],
    );
}

{
  const d = deal('S5 H9 DJ C2', 'HA D4 C8 SK', 'S10 HQ D3 C6');
  const s = new Script([d]);
  for (const seat of [0, 1])
    s.expect({
      view: {
        seat,
        zones: {
          [`hand.${1 - seat}`]: { count: 4 },
          stock: { count: 40 },
          table: cards('S10 HQ D3 C6'),
        },
      },
    });
  s.write(
    'hands-hidden-table-open',
    'Each player sees the four cards on the table face up; the other hand and the stock are counts only',
    ['K2'],
  );
}

{
  const d = deal('S5 D9 DJ C2', 'HA D4 C8 SK', 'S10 HQ D3 C7', 2, 'H2 H3 H4 H5 H6 H7 H8 H9');
  const s = new Script([d]);
  s.trail('SK').trail('DJ').trail('HA').trail('S5').trail('D4').trail('D9').trail('C8');
  s.expect({ zoneSizes: { 'hand.0': 1, 'hand.1': 0, table: 11, stock: 40 } }, 'not yet dealt');
  s.trail('C2')
    .expect(
      {
        toMove: 1,
        zones: { 'hand.1': cards('H2 H4 H6 H8'), 'hand.0': cards('H3 H5 H7 H9') },
        zoneSizes: { table: 12, stock: 32 },
      },
      'four more each, one at a time from the dealer’s left, none to the table',
    )
    .write(
      'four-more-each-none-to-table',
      'When both hands are played out the dealer deals four more to each from the stock, North first, and none to the table; North plays first again',
      ['K2', 'K3'],
    );
}

first('six-deals-a-hand', 11, (seed) => {
  const s = new Script([random(seed)]);
  s.until(() => s.hand.stock.length === 0, seed);
  s.expect({ zoneSizes: { stock: 0, 'hand.0': 4, 'hand.1': 4 } }, 'the sixth deal');
  s.until(() => s.hand.over, seed);
  s.expect({ hands: [{ dealer: 0, scores: s.hand.scores() }], handNumber: 2, dealer: 1 });
  s.write(
    'six-deals-a-hand',
    'A hand is six deals of four cards each until the stock is gone: 48 cards played, then the hand is scored and North deals the next',
    ['K2', 'K1', 'K10'],
  );
  return true;
});

// --- K1, K4: captures ---------------------------------------------------------------------------

{
  const d = deal('S9 H10 DK C3', 'DA S3 HJ C5', 'SA H2 DJ C4');
  new Script([d])
    .expectLegal(
      'the ace takes the ace, the 3 takes ace and 2, the 5 ace and 4; the jack only pairs the jack',
    )
    .illegal(
      { type: 'capture', card: card('C5'), taken: cards('C4 SA DJ') },
      'not-available',
      'a jack counts nothing: it is in no group, not among the cards a capture draws on',
    )
    .capture('S3', 'SA H2')
    .expectZones()
    .write(
      'ace-one-courts-nothing',
      'An ace counts 1 and a jack nothing: the 3 takes the ace and 2, the 5 the ace and 4, but no group of the 5 takes the jack of diamonds with it',
      ['K1', 'K4'],
    );
}

{
  const d = deal('S9 H10 DK C3', 'D7 S2 HQ C5', 'S7 H4 D9 CK');
  new Script([d])
    .expect({ legalIncludes: [{ type: 'capture', card: card('D7'), taken: cards('S7') }] })
    .capture('D7', 'S7')
    .expectZones('the pair taken into North’s pile')
    .expect({ variables: { lastCapturer: 1, captured: true } })
    .write(
      'capture-by-pairing',
      'A 7 played from the hand captures the 7 on the table: both go to North’s captured pile',
      ['K4'],
    );
}

{
  const d = deal('S9 H10 DK C3', 'D9 S2 HQ C10', 'S4 H5 D6 CK');
  new Script([d])
    .expect({
      legalIncludes: [
        { type: 'capture', card: card('D9'), taken: cards('S4 H5') },
        { type: 'capture', card: card('C10'), taken: cards('S4 D6') },
      ],
    })
    .capture('D9', 'S4 H5')
    .expectZones()
    .write(
      'capture-a-group-adding-up',
      'A 9 captures the 4 and 5 on the table, whose values add up to it; a 10 could take the 4 and 6',
      ['K4'],
    );
}

{
  const d = deal('S9 H10 DK C3', 'C8 S2 HQ CJ', 'S8 H3 D5 H6');
  new Script([d])
    .expect({
      legalIncludes: [
        { type: 'capture', card: card('C8'), taken: cards('S8') },
        { type: 'capture', card: card('C8'), taken: cards('H3 D5') },
        { type: 'capture', card: card('C8'), taken: cards('S8 H3 D5') },
      ],
    })
    .illegal(
      { type: 'capture', card: card('C8'), taken: cards('S8 H3 D5 H6') },
      'not-allowed',
      'the 6 is in no group of 8',
    )
    .illegal(
      { type: 'capture', card: card('C8'), taken: cards('S8 H3') },
      'not-allowed',
      'every card taken in one group: the 3 is in none',
    )
    .capture('C8', 'S8 H3 D5')
    .expectZones('two groups of 8 in one capture; the 6 stays')
    .write(
      'several-groups-at-once',
      'An 8 captures the 8 and the 3 and 5 in one capture, as many groups of its value as the player likes; the 6 that makes no group stays',
      ['K4'],
    );
}

{
  const d = deal('S9 H10 DK C3', 'SQ S2 H7 C5', 'HQ DQ D4 S6');
  new Script([d])
    .expectLegal('the queen pairs: it takes both queens, and no group')
    .illegal(
      { type: 'capture', card: card('SQ'), taken: cards('HQ') },
      'not-allowed',
      'a queen captures only by pairing, every queen at once',
    )
    .pair('SQ')
    .expectZones()
    .write(
      'court-pairs-every-card-of-its-rank',
      'A queen captures only by pairing, and takes every queen on the table: both the queens of hearts and diamonds',
      ['K4', 'K1'],
    );
}

{
  const d = deal('S9 H10 DK C3', 'SK S2 H7 C5', 'HQ DJ D4 S6');
  new Script([d])
    .expect(
      {
        legalIncludes: [{ type: 'trail', card: card('SK') }],
        legalExcludes: [{ type: 'pair', card: card('SK') }],
      },
      'no king on the table: the king can only be trailed',
    )
    .illegal({ type: 'pair', card: card('SK') }, 'not-allowed')
    .trail('SK')
    .expectZones()
    .write(
      'court-without-its-pair-trails',
      'A king captures nothing when no king is on the table, not the queen or jack: it can only be trailed, and lies on the table',
      ['K4', 'K8'],
    );
}

// --- K4, K5: builds and their capture ---------------------------------------------------------

// North builds 7 from its 4 and the 3 on the table, holding the 7 of diamonds.
const BUILDER = 'H4 D7 C9 D5';

{
  const d = deal('C7 S10 DJ H8', BUILDER, 'S3 H5 D2 SK');
  new Script([d])
    .build(7, 'H4', 'S3')
    .expectEvents({ zones: { 'build.1': cards('H4 S3') } })
    .expect({ legalIncludes: [{ type: 'capture', card: card('C7'), taken: cards('H5 D2') }] })
    .capture('C7', 'H5 D2')
    .expectZones('the 5 and 2 and the build of 7 with them')
    .write(
      'capture-takes-builds-of-its-value',
      'South’s 7 captures the 5 and 2 on the table, and North’s build of 7 goes with them: every build of the card’s value is captured in the same capture',
      ['K4', 'K5'],
    );
}

{
  const d = deal('C7 S10 DJ H8', BUILDER, 'S3 H6 D9 SK');
  new Script([d])
    .build(7, 'H4', 'S3')
    .expectLegal('South’s 7 takes the build alone; nothing on the table adds up to 7')
    .captureBuild('C7')
    .expectZones()
    .expect({ variables: { lastCapturer: 0 } })
    .write(
      'capture-a-build-alone',
      'South captures North’s build of 7 with its own 7 of clubs, the build whole and no table card with it',
      ['K4', 'K5'],
    );
}

{
  const d = deal('C6 S10 DJ H8', BUILDER, 'S3 S4 H5 SK');
  new Script([d])
    .expect({
      legalIncludes: [
        { type: 'build', value: 7, card: card('H4'), with: cards('S3') },
        { type: 'build', value: 9, card: card('H4'), with: cards('H5') },
        { type: 'build', value: 9, card: card('D5'), with: cards('S4') },
      ],
    })
    .build(7, 'H4', 'S3')
    .expectEvents(
      { zones: { 'build.1': cards('H4 S3'), table: cards('S4 H5 SK') } },
      'one pile, owned by North, its value announced',
    )
    .expect({ variables: { buildValue: [0, 7] }, toMove: 0 })
    .write(
      'build-announced-and-held',
      'North lays its 4 on the 3 on the table and announces 7, holding the 7 of diamonds: the build is one pile of North’s, of value 7',
      ['K5'],
    );
}

{
  const d = deal('C6 S10 DJ H8', 'H4 C9 HQ S2', 'S3 H5 D8 SK');
  new Script([d])
    .illegal(
      { type: 'build', value: 7, card: card('H4'), with: cards('S3') },
      'not-allowed',
      'North holds no 7',
    )
    .illegal(
      { type: 'build', value: 9, card: card('C9'), with: cards('S3') },
      'not-allowed',
      'the 9 and 3 make no group of 9',
    )
    .expectLegal('a 9 from the 4 and 5, holding the 9; nothing else of value held')
    .write(
      'build-needs-a-card-of-its-value',
      'A build must be of a value the player holds another card of: North, without a 7, may not build 7 from its 4 and the 3, but may build 9 from the 4 and the 5',
      ['K5'],
    );
}

{
  const d = deal('C6 S10 DJ H8', BUILDER, 'S3 S4 H6 SK');
  new Script([d])
    .build(7, 'H4', 'S3')
    .trail('S10')
    .illegal(
      { type: 'build', value: 9, card: card('D5'), with: cards('S4') },
      'not-now',
      'North owns a build already',
    )
    .expectLegal('no second build: capture, add to the build or raise it')
    .write(
      'one-build-at-a-time',
      'A player owns one build at a time: North, owning a build of 7, may not build 9 from its 5 and the 4 though it holds the 9',
      ['K5', 'K8'],
    );
}

{
  const d = deal('C6 S10 DJ H9', 'D5 C8 HQ S2', 'S3 H8 D10 SK');
  new Script([d])
    .build(8, 'D5', 'S3 H8')
    .expectEvents(
      { zones: { 'build.1': cards('D5 S3 H8') }, variables: { buildValue: [0, 8] } },
      'two groups of 8: the 5 and 3, and the 8',
    )
    .trail('C6')
    .captureBuild('C8')
    .expectZones('captured whole')
    .write(
      'build-of-two-groups',
      'North lays its 5 on the 3 and the 8 and builds 8, two groups at once, then takes the whole build of three cards with its 8',
      ['K5', 'K4'],
    );
}

{
  const d = deal('S4 D3 C10 HJ', BUILDER, 'S3 H6 D9 SK');
  new Script([d])
    .build(7, 'H4', 'S3')
    .illegal(
      { type: 'capture', card: card('S4'), taken: cards('H4') },
      'not-available',
      'the 4 is in North’s build, not on the table',
    )
    .illegal({ type: 'capture', card: card('D3'), taken: cards('S3') }, 'not-available')
    .expectLegal('no part of the build: only the whole, by a 7, which South lacks')
    .write(
      'build-captured-only-whole',
      'A build lies as one pile and is captured only whole: South’s 4 and 3 may not take the 4 or the 3 out of North’s build of 7',
      ['K5', 'K4'],
    );
}

// --- K6: adding to one's build ------------------------------------------------------------------

{
  const d = deal('C6 S10 DJ H8', 'H4 D7 C7 CA', 'S3 H5 DK S9');
  new Script([d])
    .build(7, 'H4', 'S3')
    .trail('C6')
    .expect({ legalIncludes: [{ type: 'add-card', card: card('D7') }] })
    .addCard('D7')
    .expectZones('a multiple build: 4 and 3, and the 7, holding the 7 of clubs')
    .trail('S10')
    .illegal(
      { type: 'raise', builder: 1, card: card('CA') },
      'not-allowed',
      'a multiple build is never raised',
    )
    .expectLegal()
    .write(
      'add-a-card-multiple-build',
      'North adds its 7 of diamonds to its build of 7, holding the 7 of clubs: the build is a multiple build, and may no longer be raised to 8 with the ace',
      ['K6', 'K7'],
    );
}

{
  const d = deal('C6 S10 DJ H8', 'H4 D7 C2 CA', 'S3 H5 DK S9');
  new Script([d])
    .build(7, 'H4', 'S3')
    .trail('C6')
    .expect({
      legalIncludes: [
        { type: 'add-group', card: card('C2'), with: cards('H5') },
        { type: 'add-group', card: card('CA'), with: cards('C6') },
      ],
    })
    .illegal({ type: 'add-card', card: card('D7') }, 'not-allowed', 'the only 7 North holds')
    .addGroup('C2', 'H5')
    .expectZones('the 2 and the 5 another group of 7')
    .write(
      'add-a-group-to-ones-build',
      'North adds its 2 with the 5 on the table to its build of 7, another group of its value; it may not add its only 7, which it must hold',
      ['K6'],
    );
}

{
  const d = deal('C6 S10 C5 H2', BUILDER, 'S3 H5 D9 SK');
  new Script([d])
    .build(7, 'H4', 'S3')
    .illegal({ type: 'add-card', card: card('C6') }, 'not-now', 'South owns no build')
    .illegal(
      { type: 'add-group', card: card('H2'), with: cards('H5') },
      'not-now',
      'only the owner adds to a build',
    )
    .write(
      'only-the-owner-adds',
      'Only a build’s owner adds to it: South, owning none, may not add its 2 and the 5 to North’s build of 7',
      ['K6', 'K5'],
    );
}

// --- K7: raising --------------------------------------------------------------------------------

{
  const d = deal('C6 S10 DJ H8', 'H4 D7 C2 D9', 'S3 H5 DK SQ');
  new Script([d])
    .build(7, 'H4', 'S3')
    .trail('C6')
    .expect({ legalIncludes: [{ type: 'raise', builder: 1, card: card('C2') }] })
    .raise(1, 'C2')
    .expectEvents({ variables: { buildValue: [0, 9] }, zones: { 'build.1': cards('H4 S3 C2') } })
    .write(
      'raise-ones-own-build',
      'North raises its own build of 7 with its 2 to 9, holding the 9 of diamonds',
      ['K7'],
    );
}

{
  const d = deal('H2 S9 S10 DJ', BUILDER, 'S3 H6 D8 SK');
  new Script([d])
    .build(7, 'H4', 'S3')
    .expect({ legalIncludes: [{ type: 'raise', builder: 1, card: card('H2') }] })
    .raise(1, 'H2')
    .expectEvents(
      { zones: { 'build.0': cards('H4 S3 H2'), 'build.1': [] }, variables: { buildValue: [9, 0] } },
      'the build is South’s now',
    )
    .expect({ legalIncludes: [{ type: 'trail', card: card('D7') }] }, 'North owns none: it trails')
    .write(
      'raise-the-others-build',
      'South, owning no build, raises North’s build of 7 with its 2 to 9, holding the 9 of spades: the build is South’s, and North, owning none, may trail again',
      ['K7', 'K8'],
    );
}

{
  const d = deal('D5 C9 H2 S8', 'H4 D7 DK C10', 'S3 S4 HK D10');
  new Script([d])
    .build(7, 'H4', 'S3')
    .build(9, 'D5', 'S4')
    .pair('DK')
    .illegal(
      { type: 'raise', builder: 1, card: card('H2') },
      'not-allowed',
      'South owns a build of 9',
    )
    .expectLegal()
    .write(
      'no-raise-of-the-others-while-owning',
      'A player who owns a build may not raise the other’s: South, owning its build of 9, may not raise North’s 7 with the 2, though it holds a 9; North meanwhile captured the king with its own',
      ['K7', 'K5', 'K8'],
    );
}

{
  const d = deal('S4 CA C8 S10', BUILDER, 'S3 H6 D8 SK');
  new Script([d])
    .build(7, 'H4', 'S3')
    .illegal({ type: 'raise', builder: 1, card: card('S4') }, 'not-allowed', '11: above 10')
    .expect({ legalIncludes: [{ type: 'raise', builder: 1, card: card('CA') }] }, 'to 8, held')
    .write(
      'raise-to-ten-or-less',
      'A raise is to a new value of 10 or less: South may raise North’s 7 with the ace to 8, which it holds, and not with the 4 to 11',
      ['K7'],
    );
}

// --- K8: trailing -------------------------------------------------------------------------------

{
  const d = deal('C6 S10 DJ H8', BUILDER, 'S3 H6 SK CQ');
  new Script([d])
    .build(7, 'H4', 'S3')
    .trail('S10')
    .illegal({ type: 'trail', card: card('C9') }, 'not-now', 'North owns a build')
    .expectLegal('capture the build, capture something else, add to it or raise it')
    .write(
      'no-trailing-while-owning-a-build',
      'A player who owns a build may not trail: North, owning its build of 7, may not lay its 9 on the table',
      ['K8'],
    );
}

// --- K9, K10: the end of a hand -----------------------------------------------------------------

first('last-capturer-takes-the-table', 101, (seed) => {
  const s = new Script([random(seed)]);
  s.until(() => moves(s.hand) === 1, seed);
  const last = s.hand.legal().find((m) => m.type === 'trail');
  const capturer = s.hand.lastCapturer;
  if (last === undefined || capturer < 0 || capturer === s.hand.seat) return false;
  // a hand where the cards left decide the most cards: without them the trailer has as many
  const left = s.hand.table.length + 1;
  const piles = s.hand.piles.map((p) => p.length);
  if (piles[capturer]! > piles[1 - capturer]! || piles[capturer]! + left <= piles[1 - capturer]!)
    return false;
  s.expect(
    { zones: { table: [...s.hand.table] }, zoneSizes: { [`pile.${capturer}`]: piles[capturer]! } },
    `${['South', 'North'][capturer]} captured last`,
  ).move(last);
  s.expect(
    { hands: [{ dealer: 0, scores: s.hand.scores() }] },
    `the ${left} cards left, the trailed one too, give the last capturer the most cards`,
  );
  s.write(
    'last-capturer-takes-the-table',
    'After the last card of the last deal is trailed, the cards left on the table, the trailed card with them, go to the player who captured last, the other player, and win it the 3 for the most cards',
    ['K9', 'K10'],
  );
  return true;
});

{
  const d = deal('C6 S10 DJ H9', 'C8 S2 HQ CJ', 'S8 H3 D5 H8');
  const s = new Script([d]).capture('C8', 'S8 H3 D5 H8');
  s.expectEvents({ zoneSizes: { table: 0 }, variables: { sweeps: [0, 1] } }, 'a sweep');
  s.expect({ legal: s.hand.legal() }, 'South can only trail on the empty table');
  s.until(() => s.hand.over, 1);
  s.expect(
    { hands: [{ dealer: 0, scores: s.hand.scores() }] },
    `North's sweeps: ${s.hand.sweeps[1]}, a point each`,
  ).write(
    'sweep-clears-the-table',
    'North’s 8 takes the 8 of spades, the 3 and 5 and the 8 of hearts: the table is cleared, a sweep, and each sweep scores a point when the hand is scored',
    ['K10', 'K4'],
  );
}

first('no-sweep-on-the-last-play', 201, (seed) => {
  const s = new Script([random(seed)]);
  s.until(() => moves(s.hand) === 1, seed, 0);
  const clear = s.hand
    .legal()
    .find(
      (m) =>
        ((m.type === 'capture' && m.taken.length === s.hand.table.length) ||
          (m.type === 'pair' && s.hand.table.length === 1)) &&
        s.hand.builds.every((b) => b.length === 0),
    );
  if (clear === undefined) return false;
  const before = [...s.hand.sweeps];
  s.expectEvents();
  s.move(clear).expectEvents(
    { hands: [{ dealer: 0, scores: s.hand.scores() }] },
    `the table cleared by the last play of the hand: no sweep, ${before.join(' and ')} counted before it`,
  );
  s.write(
    'no-sweep-on-the-last-play',
    'The last card of the hand captures every card left on the table: it is not a sweep, and scores nothing for it',
    ['K10', 'K9'],
  );
  return true;
});

first('a-whole-hand-scored', 301, (seed) => {
  const s = new Script([random(seed)]);
  s.until(() => s.hand.over, seed);
  const [p0, p1] = s.hand.piles as [string[], string[]];
  // a hand where the casinos went to different players, and each took an ace
  const aces = (p: string[]) => p.filter((c) => c.endsWith('-ace')).length;
  if (p0.includes('diamonds-10') === p0.includes('spades-2')) return false;
  if (aces(p0) === 0 || aces(p1) === 0 || p0.length === p1.length) return false;
  s.expect({ hands: [{ dealer: 0, scores: s.hand.scores() }], totals: s.hand.scores() }).write(
    'a-whole-hand-scored',
    'A whole hand scored: the most cards 3, the most spades 1, big casino 2 to one player and little casino 1 to the other, each ace 1, each sweep 1',
    ['K10'],
  );
  return true;
});

first('most-cards-tied', 401, (seed) => {
  const s = new Script([random(seed)]);
  s.until(() => s.hand.over, seed);
  if (s.hand.piles[0]!.length !== 26) return false;
  s.expect(
    { hands: [{ dealer: 0, scores: s.hand.scores() }] },
    '26 cards each: no 3 for them',
  ).write(
    'most-cards-tied-scores-none',
    'When both players take 26 cards neither scores the 3 for the most cards; the rest is scored as usual',
    ['K10'],
  );
  return true;
});

// --- K1, K11: the deal passes and the match -------------------------------------------------------

first('deal-passes', 501, (seed) => {
  const s = new Script([random(seed), random(seed + 1)]);
  s.until(() => s.hand.over, seed);
  s.expect({ dealer: 1, handNumber: 2, toMove: 0 }, 'North deals: South plays first').next();
  s.expect({ zones: { table: [...s.hand.table] } }).until(() => s.hand.over, seed);
  s.expect({ hands: [{ dealer: 0 }, { dealer: 1 }], dealer: 0, handNumber: 3 }).write(
    'deal-passes-to-the-other-player',
    'The deal passes from one player to the other: South deals the first hand, North the second and South plays first in it, and South deals the third',
    ['K1', 'K3'],
  );
  return true;
});

first('match-to-21', 601, (seed) => {
  const deals = [0, 1, 2, 3, 4, 5, 6, 7].map((k) => random(seed * 10 + k));
  const s = new Script(deals);
  const totals = [0, 0];
  const hands: { dealer: number; scores: number[] }[] = [];
  for (;;) {
    s.until(() => s.hand.over, seed + hands.length);
    const scores = s.hand.scores();
    hands.push({ dealer: s.hand.dealer, scores });
    totals[0]! += scores[0]!;
    totals[1]! += scores[1]!;
    const winner = matchResult(totals, 21);
    if (winner !== null) {
      if (Math.min(...totals) >= 21) return false;
      s.expect({ hands, totals: [...totals], over: true, winner });
      break;
    }
    if (hands.length === deals.length) return false;
    s.expect({ totals: [...totals], over: false }).next();
  }
  s.write(
    'match-to-21',
    'Hands are played until a player reaches 21 points: the first to reach it wins the match',
    ['K11', 'K1'],
  );
  return true;
});

first('both-reach-the-target', 701, (seed) => {
  const s = new Script([random(seed)]);
  s.until(() => s.hand.over, seed);
  const scores = s.hand.scores();
  const target = Math.min(...scores);
  if (scores[0] === scores[1] || target < 3) return false;
  s.expect({ hands: [{ scores }], over: true, winner: matchResult(scores, target) }).write(
    'both-reach-the-target',
    `Playing to ${target}, both players reach it in the same hand: the higher total wins`,
    ['K11'],
    { target },
  );
  return true;
});

first('equal-totals-play-on', 801, (seed) => {
  const s = new Script([random(seed), random(seed + 1)]);
  s.until(() => s.hand.over, seed);
  const first = s.hand.scores();
  if (first[0] !== first[1]) return false;
  const target = first[0]!;
  s.expect({ hands: [{ scores: first }], over: false, handNumber: 2 }, 'equal: another hand');
  s.next().until(() => s.hand.over, seed);
  const second = s.hand.scores();
  const totals = [first[0]! + second[0]!, first[1]! + second[1]!];
  const winner = matchResult(totals, target);
  if (winner === null) return false;
  s.expect({ totals, over: true, winner }).write(
    'equal-totals-play-another-hand',
    `Playing to ${target}, both reach it in the first hand with equal totals: another hand is played, and then the higher total wins`,
    ['K11', 'K1'],
    { target },
  );
  return true;
});

if (failures.length > 0) {
  console.error(`${failures.length} scenario(s) disagree with the engine:\n${failures.join('\n')}`);
  process.exitCode = 1;
}

const matches = Number(process.env['CASINO_AGREEMENT_MATCHES'] ?? 300);
const agreed = agreement(matches);
const { problems, ...counts } = agreed;
console.log(`the model and the engine agree: ${JSON.stringify(counts)}`);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exitCode = 1;
}
