// Writes the Gin Rummy scenarios (packages/harness/scenarios/gin-rummy/), citing the rules file's
// own tags, G1 to G10 of rules/examples/gin-rummy.rules. The offer of the upcard, drawing and
// discarding, knocking and gin, laying out and laying off, the scores and who deals next come
// from gin-rummy-oracle.ts, a model written from those rules; the engine only runs the files
// (save() says whether it agrees), and gin-rummy-agreement.ts then plays both side by side.
// Run from the repository root:
//   npx tsx tools/scenario-authoring/src/gin-rummy.ts && npx prettier --write packages/harness/scenarios

import { engine } from '@orrery/engine-gin-rummy';
import { failures, save, type Options, type Step } from './author';
import { agreement, greedy } from './gin-rummy-agreement';
import { GinHand, dealWith, sorted, type GinDeal, type GinMove } from './gin-rummy-oracle';
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

/** A scenario built move by move against the model, over one deal a hand. */
class Script {
  readonly steps: Step[] = [];
  hand: GinHand;
  private dealt = 1;

  constructor(readonly deals: readonly GinDeal[]) {
    this.hand = new GinHand(deals[0]!);
  }

  move(m: GinMove): this {
    this.steps.push({ play: this.hand.move(m) });
    return this;
  }

  pass = () => this.move({ type: 'pass' });
  take = () => this.move({ type: 'take-discard' });
  draw = () => this.move({ type: 'draw' });
  discard = (c: string) => this.move({ type: 'discard', card: card(c) });
  knock = (c: string) => this.move({ type: 'knock', card: card(c) });
  meld = (cs: string) => this.move({ type: 'meld', cards: cards(cs) });
  show = () => this.move({ type: 'show-deadwood' });
  layOff = (zone: 0 | 1 | 2, c: string) =>
    this.move({
      type: (['lay-off-first', 'lay-off-second', 'lay-off-third'] as const)[zone],
      card: card(c),
    });
  stop = () => this.move({ type: 'stop-laying-off' });

  /** Plays on in one step until `done`, each seat playing greedy() from `seed`. */
  until(done: () => boolean, seed: number, knock = 1, note?: string): this {
    const rnd = seeded(seed);
    const moves: Step[] = [];
    while (!done()) {
      if (this.hand.over) throw new Error('the hand ended first');
      moves.push(this.hand.move(greedy(this.hand, rnd, knock, 0.1)));
    }
    if (moves.length > 0) this.steps.push({ moves, ...(note === undefined ? {} : { note }) });
    return this;
  }

  /** The next hand, dealt by the seat the rules choose (G1): the model's, not the deal's. */
  next(): this {
    if (!this.hand.over) throw new Error('the hand is not over');
    this.hand = new GinHand({ ...this.deals[this.dealt]!, dealer: this.hand.nextDealer() });
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

  /** The hand's scores as the model has them, with who deals next and the hand's number. */
  expectScores(hands: { dealer: number; scores: number[] }[], note?: string): this {
    return this.expect(
      { hands, dealer: this.hand.nextDealer(), handNumber: hands.length + 1 },
      note,
    );
  }

  write(name: string, description: string, rulings: string[], options: Options = {}): void {
    // Only the first deal names its dealer: the rules choose the others (G1).
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

/** A deal by South (seat 0), so that North, on the dealer's left, is offered the upcard. */
const deal = (south: string, north: string, upcard: string, seed: number, stockTop = '') =>
  dealWith(0, [cards(south), cards(north)], card(upcard), seed, cards(stockTop));

// North's hands, each ten cards and an upcard that the scenarios below build on.
/** A run of four spades and three eights; with the 7 of spades taken up, 10 deadwood. */
const KNOCKER = 'S4 S5 S6 H8 D8 C8 D2 C3 H5 SK';
/** A run of four spades, three eights and two kings: the king of hearts makes gin. */
const GINNER = 'S4 S5 S6 S7 H8 D8 C8 DK CK H2';
/** No melds, nothing that fits North's melds: the courts 10 each, the ace 1 (76 in all). */
const HIGH = 'SJ DQ CJ S10 D9 C7 H6 DA H3 CQ';
const LOW = 'HJ HQ HK S9 D9 C9 CA DA H2 S8';

// --- G2, G4, G5: the deal, the upcard, a turn --------------------------------------------------

{
  const d = deal('', '', 'HK', 1);
  new Script([d])
    .expect({
      dealer: 0,
      toMove: 1,
      zones: { discard: [card('HK')] },
      zoneSizes: { 'hand.0': 10, 'hand.1': 10, stock: 31, discard: 1 },
      phase: 'play',
    })
    .expectLegal('the upcard is offered to North, on the dealer’s left: take it or pass')
    .write(
      'deal-ten-each-upcard-offered',
      'South deals ten cards each; the next card, the king of hearts, is turned up to begin the discard pile, and North, on the dealer’s left, may take it or pass',
      ['G2', 'G4'],
    );
}

{
  const d = deal('', '', 'D7', 2);
  const s = new Script([d]);
  for (const seat of [0, 1])
    s.expect({
      view: {
        seat,
        zones: {
          [`hand.${seat}`]: sorted(d.hands[seat]!),
          [`hand.${1 - seat}`]: { count: 10 },
          stock: { count: 31 },
          discard: [card('D7')],
        },
      },
    });
  s.pass().pass().draw();
  const thrown = s.hand.hands[1]![0]!;
  s.move({ type: 'discard', card: thrown })
    .expect({
      view: { seat: 0, zones: { discard: [card('D7'), thrown], 'hand.1': { count: 10 } } },
    })
    .write(
      'hands-hidden-discard-open',
      'Each player sees its own ten cards; the other hand and the stock are counts only, and every card of the discard pile lies face up',
      ['G2', 'G5'],
    );
}

{
  const d = deal('', KNOCKER, 'S7', 3);
  new Script([d])
    .take()
    .expect({
      toMove: 1,
      zonesInclude: { 'hand.1': [card('S7')] },
      zoneSizes: { 'hand.1': 11, discard: 0, stock: 31 },
    })
    .expectLegal('any card but the 7 of spades may go; the king leaves 10 deadwood, a knock')
    .illegal({ type: 'discard', card: card('S7') }, 'not-allowed', 'the card just taken')
    .illegal({ type: 'knock', card: card('S7') }, 'not-allowed', 'nor may it go with a knock')
    .write(
      'take-the-upcard',
      'North takes the upcard and must then discard, but not the card it took from the pile',
      ['G4', 'G5'],
    );
}

{
  const d = deal('', '', 'C5', 4);
  const s = new Script([d]).pass();
  s.expectLegal('North passed: the dealer may take the upcard or pass').take();
  s.expect({ zonesInclude: { 'hand.0': [card('C5')] }, zoneSizes: { 'hand.0': 11 } });
  s.move({ type: 'discard', card: s.hand.hands[0]!.find((c) => c !== card('C5'))! })
    .expectLegal('an ordinary turn: the top of the discard pile or of the stock')
    .write(
      'pass-then-dealer-takes',
      'When North passes the upcard the dealer may take it; after the dealer’s discard North draws from either pile',
      ['G4', 'G5'],
    );
}

{
  const d = deal('', '', 'C5', 5, 'D10');
  new Script([d])
    .pass()
    .pass()
    .expectLegal('both passed: North must draw from the stock')
    .illegal({ type: 'take-discard' }, 'not-now', 'the upcard was refused by both')
    .draw()
    .expect({
      zonesInclude: { 'hand.1': [card('D10')] },
      zoneSizes: { 'hand.1': 11, stock: 30, discard: 1 },
    })
    .expect(
      { legalIncludes: [{ type: 'discard', card: card('D10') }] },
      'a card drawn from the stock may be thrown straight away',
    )
    .write(
      'both-pass-dealers-left-draws',
      'When both pass the upcard, North draws the top card of the stock and play goes on; the drawn card may be discarded at once',
      ['G4', 'G5'],
    );
}

{
  const d = deal('', '', 'C5', 6, 'D10');
  const s = new Script([d]).pass().pass().draw().discard('D10');
  s.take()
    .expect({ zonesInclude: { 'hand.0': [card('D10')] }, zonesInOrder: { discard: [card('C5')] } })
    .illegal({ type: 'discard', card: card('D10') }, 'not-allowed', 'taken from the pile')
    .write(
      'taken-discard-stays-that-turn',
      'South takes North’s discard, the 10 of diamonds, and may not throw it away in the same turn',
      ['G5'],
    );
}

// --- G3, G6: knocking and gin --------------------------------------------------------------------

{
  const d = deal(HIGH, KNOCKER, 'S7', 7);
  new Script([d])
    .take()
    .expect(
      {
        legalIncludes: [{ type: 'knock', card: card('SK') }],
        legalExcludes: [{ type: 'knock', card: card('H5') }],
      },
      'without the king: 2, 3 and 5 is 10; without the 5: 2, 3 and the king is 15',
    )
    .illegal({ type: 'knock', card: card('H5') }, 'not-allowed', '15 of deadwood')
    .knock('SK')
    .expect({ phase: 'lay-out', toMove: 1, zones: { discard: [card('SK')] }, rules: ['knock'] })
    .write(
      'knock-at-ten-or-less',
      'North may knock with a discard that leaves 10 deadwood or less (the 2, 3 and 5 after the king goes), not one that leaves 15',
      ['G6', 'G3'],
    );
}

{
  // Court cards count 10, an ace 1: throwing the queen leaves the ace and the 9, 10.
  const d = deal(HIGH.replace('D9', 'H9'), 'S4 S5 S6 S7 H8 D8 C8 S8 CA SQ', 'C2', 8, 'D9');
  new Script([d])
    .pass()
    .pass()
    .draw()
    .expectLegal(
      'only the queen may go with a knock: the ace and the 9 count 10, the ace and the queen 11',
    )
    .write(
      'court-cards-ten-ace-one',
      'Court cards count 10, an ace 1 and other cards their number: an ace and a 9 may be knocked with, an ace and a queen may not',
      ['G1', 'G6'],
    );
}

{
  // Best laid out, 5-6-7 of spades, three eights and three threes leave the ace; the run of
  // four to the 8 would leave two eights.
  const d = deal(HIGH.replace('H3', 'H4'), 'S5 S6 S7 S8 H8 D8 C3 H3 D3 CK', 'CA', 9);
  new Script([d])
    .take()
    .expect(
      { legalIncludes: [{ type: 'knock', card: card('CK') }] },
      '1 of deadwood, best laid out',
    )
    .knock('CK')
    .illegal({ type: 'show-deadwood' }, 'not-now', 'nothing laid out yet')
    .expectLegal('only the melds of the best layout, which leaves the ace: not the four spades')
    .illegal({ type: 'meld', cards: cards('S8 S7 S6 S5') }, 'not-allowed', '17 would be left')
    .write(
      'deadwood-laid-out-at-best',
      'Deadwood counts the cards left out when the hand is laid out as well as it can be, and the knocker lays out that layout: the four spades, which would leave 17, may not be laid out',
      ['G3', 'G6'],
    );
}

// South's hand for the lay-outs below: 70 of deadwood, and nothing that fits North's melds.
const FAR = 'HJ HQ S10 D10 C7 H6 DA H4 C5 S8';

{
  // Three threes and three nines leave 6; ace, 2, 3 of spades would leave 9: ten or less, but
  // not the least.
  const d = deal(FAR, 'SA S2 S3 H3 D3 H9 D9 C9 H2 SK', 'CA', 25);
  new Script([d])
    .take()
    .knock('SK')
    .expectLegal('the threes or the nines: each leaves cards that still lay out to 6')
    .illegal({ type: 'meld', cards: cards('S3 S2 SA') }, 'not-allowed', 'it would leave 9')
    .meld('S3 H3 D3')
    .meld('H9 D9 C9')
    .show()
    .expect({ zones: { knockersDeadwood: cards('SA S2 H2 CA') } }, 'the least: 6')
    .write(
      'meld-raising-the-deadwood-refused',
      'The knocker lays out a layout that leaves the least deadwood: ace, 2, 3 of spades would leave 9, the three threes and three nines 6, so the run may not be laid out',
      ['G6', 'G3'],
    );
}

// North's hand after knocking with the queen of diamonds: two melds and a run of ace, 2, 3
// that, held back, would leave 10.
const HOLDS_BACK = 'H9 D9 C9 CK CQ CJ SA S2 S3 DQ';

{
  const d = deal(FAR, HOLDS_BACK, 'D4', 26);
  new Script([d])
    .take()
    .knock('DQ')
    .meld('H9 D9 C9')
    .meld('CK CQ CJ')
    .illegal({ type: 'show-deadwood' }, 'not-now', 'ace, 2, 3 of spades is still a meld')
    .expectLegal('the run must be laid out first')
    .meld('S3 S2 SA')
    .expectLegal('no meld is left: the 4 of diamonds goes apart')
    .show()
    .write(
      'deadwood-shown-when-no-meld-left',
      'The knocker may not show its deadwood while a meld is left in its hand: the ace, 2, 3 of spades, held back, would count 10 with the 4 of diamonds, laid out the 4 alone',
      ['G6'],
    );
}

{
  const d = deal(FAR, HOLDS_BACK, 'D4', 27);
  const s = new Script([d]).take().knock('DQ').meld('H9 D9 C9').meld('CK CQ CJ');
  s.meld('S3 S2 SA')
    .expect({ view: { seat: 0, zones: { knockersDeadwood: [] } } }, 'nothing laid apart yet')
    .show()
    .expect(
      {
        phase: 'lay-off',
        toMove: 0,
        view: { seat: 0, zones: { knockersDeadwood: cards('D4'), 'hand.1': { count: 0 } } },
      },
      'South sees the knocker’s deadwood face up',
    )
    .stop()
    .expectScores([{ dealer: 0, scores: s.hand.scores() }], '70 less the 4 laid apart')
    .write(
      'knockers-deadwood-face-up',
      'The knocker lays its deadwood apart and face up: South sees the 4 of diamonds in the knocker’s deadwood, and it is what North’s count is',
      ['G6', 'G8'],
    );
}

{
  // The 2 of spades makes a run with the ace and 3 or a set with the other twos: either leaves
  // 4, with the 5 of diamonds 9.
  const d = deal(FAR, 'SA S2 S3 H2 D2 C10 CJ CQ CK HK', 'D5', 28);
  const s = new Script([d, d]);
  s.take()
    .knock('HK')
    .expectLegal('the run or the set of twos, and the clubs: both layouts leave 9')
    .meld('S3 S2 SA')
    .meld('CK CQ CJ C10')
    .show()
    .expect({ zones: { knockersDeadwood: cards('H2 D2 D5') } }, 'the run laid out: 9')
    .stop();
  const first = s.hand.scores();
  s.expect({ hands: [{ dealer: 0, scores: first }] });
  s.next()
    .take()
    .knock('HK')
    .meld('S2 H2 D2')
    .meld('CK CQ CJ C10')
    .show()
    .expect({ zones: { knockersDeadwood: cards('SA S3 D5') } }, 'the set laid out: 9 too')
    .stop()
    .expect({
      hands: [
        { dealer: 0, scores: first },
        { dealer: 0, scores: s.hand.scores() },
      ],
    })
    .write(
      'either-best-layout-accepted',
      'When two layouts leave the least deadwood the knocker lays out the one it likes: the same deal twice, North lays out the ace, 2, 3 of spades once and the three twos once, and each leaves 9',
      ['G6', 'G3'],
    );
}

{
  const d = deal(HIGH, GINNER, 'HK', 10);
  const s = new Script([d]).take().knock('H2');
  s.meld('DK CK HK')
    .expect({ zones: { firstMeld: cards('HK DK CK') } }, 'the first meld has a zone of its own')
    .meld('S7 S6 S5 S4')
    .meld('H8 D8 C8')
    .expect({
      zones: {
        firstMeld: cards('HK DK CK'),
        secondMeld: cards('S7 S6 S5 S4'),
        thirdMeld: cards('H8 D8 C8'),
        'hand.1': [],
      },
    })
    .write(
      'melds-laid-out-in-turn',
      'The knocker lays out its melds one by one, into the first, second and third meld zones in the order laid',
      ['G6'],
    );
}

{
  const d = deal('HJ HQ S9 D9 C9 CA DA C2 S10 C6', GINNER, 'HK', 11);
  const s = new Script([d]).take().knock('H2').meld('S7 S6 S5 S4').meld('H8 D8 C8');
  s.meld('HK DK CK').show();
  s.expectScores([{ dealer: 0, scores: s.hand.scores() }], 'gin: 25 and South’s 40').write(
    'gin-scores-25-and-deadwood',
    'North knocks with no deadwood at all and goes gin: 25 and the 40 South holds outside its set of nines; South dealt and lost, so deals again',
    ['G6', 'G8', 'G1'],
  );
}

{
  // South holds the 3 and 8 of spades and the last king, all of which would fit North's melds.
  const d = deal('S3 S8 SK H10 D4 C2 DQ D6 C5 HJ', GINNER, 'HK', 12);
  const s = new Script([d]).take().knock('H2').meld('S7 S6 S5 S4').meld('H8 D8 C8');
  s.meld('HK DK CK').show();
  s.expect({ phase: 'play', handNumber: 2 }, 'no laying off: the next hand is dealt')
    .expectScores([{ dealer: 0, scores: s.hand.scores() }], '25 and 68')
    .write(
      'no-lay-off-after-gin',
      'After gin the other player lays off nothing: the 3 and 8 of spades and the king that would fit count in South’s deadwood',
      ['G7', 'G8'],
    );
}

// --- G7, G8: laying off and the score ------------------------------------------------------------

{
  const d = deal(HIGH, KNOCKER, 'S7', 13);
  const s = new Script([d]).take().knock('SK').meld('S7 S6 S5 S4').meld('H8 D8 C8').show();
  s.expectLegal('nothing of South’s fits: it can only stop')
    .stop()
    .expectScores(
      [{ dealer: 0, scores: s.hand.scores() }],
      'South’s 76 less North’s 10, and South, the loser, deals again',
    )
    .write(
      'knock-scores-the-difference',
      'North knocks with 10 against South’s 76 (its courts 10 each, its ace 1): North scores the difference, 66, and South, the loser, deals the next hand',
      ['G8', 'G1', 'G7'],
    );
}

{
  const d = deal(LOW, KNOCKER, 'S7', 14);
  const s = new Script([d]).take().knock('SK').meld('S7 S6 S5 S4').meld('H8 D8 C8').show();
  s.expectLegal('the 8 of spades extends the run and is the fourth eight')
    .layOff(1, 'S8')
    .stop()
    .expectScores([{ dealer: 0, scores: s.hand.scores() }], '25 and 10 less 4')
    .expect({ toMove: 0 }, 'North lost: it deals, and South is offered the upcard')
    .write(
      'undercut-after-laying-off',
      'South lays off its 8 of spades and is left with 4 against the knocker’s 10: South undercuts, scoring 25 and the difference, and North deals next',
      ['G8', 'G7', 'G1'],
    );
}

{
  const d = deal(LOW.replace('S8', 'C6'), KNOCKER, 'S7', 15);
  const s = new Script([d]).take().knock('SK').meld('S7 S6 S5 S4').meld('H8 D8 C8').show();
  s.stop()
    .expect({ rules: ['knock', 'undercut'] })
    .expectScores([{ dealer: 0, scores: s.hand.scores() }], 'both 10: 25 and nothing more')
    .write(
      'undercut-on-equal-counts',
      'When the other player’s deadwood equals the knocker’s (10 each) the knocker is undercut: 25 to the other player',
      ['G8'],
    );
}

{
  const d = deal('S3 S2 SA S8 HQ DK C10 H9 D6 C4', KNOCKER, 'S7', 16);
  const s = new Script([d]).take().knock('SK').meld('S7 S6 S5 S4').meld('H8 D8 C8').show();
  s.expectLegal('the 3 of spades extends the run at its low end; the 2 does not yet')
    .layOff(0, 'S3')
    .layOff(0, 'S2')
    .layOff(0, 'SA')
    .expect({ zones: { firstMeld: cards('S7 S6 S5 S4 S3 S2 SA') } }, 'a run down to the ace')
    .expectLegal('the 8 of spades is the fourth eight, or extends the run')
    .layOff(1, 'S8')
    .stop()
    .expectScores([{ dealer: 0, scores: s.hand.scores() }])
    .write(
      'lay-off-extends-run-and-set',
      'South lays off the 3, 2 and ace of spades one by one on North’s run, the ace low, and the 8 of spades as the fourth of the set',
      ['G7', 'G1'],
    );
}

// --- G1, G3: the ace is low ----------------------------------------------------------------------

{
  const d = deal('H4 S7 D2 C10 DQ S2 C6 H9 SJ D5', 'HA H2 H3 S9 D9 C9 CJ CQ CK D4', 'S5', 17, 'C5');
  const s = new Script([d]).pass().pass().draw();
  s.expect({ legalIncludes: [{ type: 'knock', card: card('C5') }] }, 'ace, 2, 3 is a run: 4 left')
    .knock('C5')
    .expect({ legalIncludes: [{ type: 'meld', cards: cards('H3 H2 HA') }] })
    .meld('H3 H2 HA')
    .meld('S9 D9 C9')
    .meld('CK CQ CJ')
    .show()
    .expectLegal(
      'the 4 of hearts extends ace, 2, 3; the 9 of hearts is the fourth nine; the 10 of clubs extends the run',
    )
    .layOff(0, 'H4')
    .expect({ zones: { firstMeld: cards('H4 H3 H2 HA') } })
    .write(
      'ace-two-three-is-a-run',
      'Aces are low: ace, 2, 3 of hearts is a run North may knock with and lay out, and South lays the 4 off on it',
      ['G1', 'G3', 'G7'],
    );
}

{
  const d = deal('H4 S7 D2 C10 DQ S2 C6 H9 SJ D5', 'SQ SK SA S9 D9 C9 H5 H6 H7 D4', 'C3', 18, 'C5');
  new Script([d])
    .pass()
    .pass()
    .draw()
    .expectLegal('queen, king, ace is no run: 21 and more of deadwood, no knock')
    .illegal({ type: 'knock', card: card('C5') }, 'not-allowed')
    .write(
      'queen-king-ace-is-no-run',
      'The ace is not above the king: queen, king, ace of spades is no meld, so North cannot knock with it',
      ['G1', 'G3'],
    );
}

{
  const d = deal(
    'D10 DA C10 S2 HQ SJ C6 H9 H4 C4',
    'S4 S5 S6 H8 D8 C8 DJ DQ DK C2',
    'H3',
    19,
    'S10',
  );
  const s = new Script([d]).pass().pass().draw().knock('S10');
  s.meld('S6 S5 S4').meld('H8 D8 C8').meld('DK DQ DJ').show();
  s.expect({
    view: { seat: 0, zones: { thirdMeld: cards('DK DQ DJ'), discard: [card('H3'), card('S10')] } },
  })
    .expectLegal('the 10 of diamonds extends the third meld; the ace does not go above the king')
    .illegal({ type: 'lay-off-third', card: card('DA') }, 'not-allowed')
    .layOff(2, 'D10')
    .expect({ zones: { thirdMeld: cards('DK DQ DJ D10') } })
    .write(
      'lay-off-on-the-third-meld',
      'The knocker’s melds and discard lie face up; South lays the 10 of diamonds off on the third meld, but not the ace above the king',
      ['G7', 'G6', 'G1'],
    );
}

// --- G9: the drawn hand ----------------------------------------------------------------------------

first('drawn-hand', 21, (seed) => {
  const s = new Script([dealWith(0, [], card('HK'), seed)]);
  s.until(() => s.hand.stock.length === 2 && s.hand.drew, seed, 0);
  s.expect(
    { zoneSizes: { stock: 2 } },
    'two cards left: the seat that drew the last may still knock',
  );
  const thrown = s.hand.legal().find((m) => m.type === 'discard')!;
  s.move(thrown).expect({
    hands: [{ dealer: 0, scores: [0, 0] }],
    dealer: 0,
    handNumber: 2,
    rules: ['drawn-hand'],
  });
  s.write(
    'drawn-hand',
    'With two cards left in the stock the player who drew discards without knocking: the hand is drawn, no one scores, and the same dealer deals again',
    ['G9', 'G1'],
  );
  return true;
});

first('drawn-hand-north-deals-again', 41, (seed) => {
  const s = new Script([dealWith(1, [], card('HK'), seed)]);
  s.until(() => s.hand.over, seed, 0);
  if (s.hand.knocker >= 0) return false;
  s.expect({ hands: [{ dealer: 1, scores: [0, 0] }], dealer: 1, handNumber: 2, toMove: 0 });
  s.write(
    'drawn-hand-same-dealer',
    'After a drawn hand North, who dealt it, deals again, and South is offered the upcard',
    ['G1', 'G9'],
  );
  return true;
});

first('knock-on-the-last-draw', 61, (seed) => {
  const s = new Script([dealWith(0, [], card('HK'), seed)]);
  s.until(() => s.hand.stock.length === 2 && s.hand.drew, seed, 0);
  const knock = s.hand.legal().find((m) => m.type === 'knock');
  if (knock === undefined) return false;
  s.expect({ zoneSizes: { stock: 2 }, legalIncludes: [knock] }).move(knock);
  s.until(() => s.hand.over, seed);
  s.expectScores([{ dealer: 0, scores: s.hand.scores() }]);
  s.write(
    'knock-on-the-last-draw',
    'The player who draws the stock down to two may still knock instead of discarding, and the hand is scored, not drawn',
    ['G9', 'G6'],
  );
  return true;
});

// --- G1, G10: who deals and the match ------------------------------------------------------------

{
  // North deals; South, on its left, takes the upcard, knocks and wins.
  const d = dealWith(1, [cards(KNOCKER), cards(HIGH)], card('S7'), 22);
  const s = new Script([d]).take().knock('SK').meld('S7 S6 S5 S4').meld('H8 D8 C8').show();
  s.stop().expectScores([{ dealer: 1, scores: s.hand.scores() }], 'North lost: it deals again');
  s.expect({ toMove: 0, dealer: 1 }).write(
    'loser-deals-next',
    'North dealt, South knocked and won: North, the loser, deals the next hand as well',
    ['G1', 'G8'],
  );
}

{
  const d = deal(HIGH, GINNER, 'HK', 23);
  const s = new Script([d]).take().knock('H2').meld('S7 S6 S5 S4').meld('H8 D8 C8');
  s.meld('HK DK CK').show();
  s.expect({ hands: [{ dealer: 0, scores: s.hand.scores() }], over: true, winner: 1 }).write(
    'match-target-reached',
    'North’s gin, 25 and South’s 76, is 101 points: the first to reach 100 wins, and the match is over',
    ['G10', 'G8'],
  );
}

{
  const d = deal(HIGH, KNOCKER, 'S7', 24);
  const s = new Script([d, d]);
  const play = () => s.take().knock('SK').meld('S7 S6 S5 S4').meld('H8 D8 C8').show().stop();
  play();
  const first = s.hand.scores();
  s.expect({ hands: [{ dealer: 0, scores: first }], totals: first, over: false }, '66 of 100');
  s.next();
  play();
  s.expect({ totals: [0, first[1]! * 2], over: true, winner: 1 }, '132: past 100').write(
    'match-to-one-hundred',
    'North scores 66 in each of two hands: after the first the match goes on, after the second North has passed 100 and wins',
    ['G10', 'G1'],
  );
}

first('greedy-hand-scored', 81, (seed) => {
  const s = new Script([dealWith(0, [], card('C7'), seed)]);
  s.until(() => s.hand.over, seed);
  const moves = s.steps.flatMap((step) => (step['moves'] as GinMove[] | undefined) ?? []);
  if (s.hand.knocker < 0 || !moves.some((m) => m.type.startsWith('lay-off'))) return false;
  s.expectScores([{ dealer: 0, scores: s.hand.scores() }]);
  s.write(
    'whole-hand-knocked',
    'A whole hand: draws and discards until a knock, the melds laid out and deadwood laid off, and the lower count scores the difference',
    ['G5', 'G6', 'G7', 'G8'],
  );
  return true;
});

if (failures.length > 0) {
  console.error(`${failures.length} scenario(s) disagree with the engine:\n${failures.join('\n')}`);
  process.exitCode = 1;
}

const games = Number(process.env['GIN_AGREEMENT_MATCHES'] ?? 150);
const agreed = agreement(games);
console.log(
  `the model and the engine agree on ${agreed.moves} moves of ${agreed.hands} hands (${JSON.stringify(agreed.ends)}) and ${agreed.refused} refused melds and shows`,
);
if (agreed.problems.length > 0) {
  console.error(agreed.problems.join('\n'));
  process.exitCode = 1;
}
