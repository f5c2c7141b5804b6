import { describe, expect, it } from 'vitest';
import { check } from '../check';
import { diagnosticsOf, expectClean, expectOnly, game, marked } from './test-helpers';

const TRICKS = (body: string): string =>
  `phase play {\n  play tricks from hand to table, won tricks to won\n  follow: suit, else any\n${body}\n}`;
const PLAY =
  "phase play {\n  turns: clockwise from the dealer's left\n  move lay(card in hand[seat]) { move card to won[team] }\n}";
const WINNER = '  winner: highest c by c.rank where c.suit = led.suit';

describe('the base game of these tests', () => {
  it('checks clean', () => expectClean(game()));
});

describe("a trick phase's 'suit of' and 'sit out when'", () => {
  it('check clean, reading the state and the seat asked', () =>
    expectClean(
      game({
        phases: TRICKS(
          `  sit out when seat = left of left of dealer and count(hand[seat]) > 0\n  suit of c: if c.face = 1 and hand-number > 1 then blue else c.suit\n${WINNER}`,
        ),
      }),
    ));
});

describe("a zone's 'spread'", () => {
  it('checks clean on a shared zone visible to all, and reaches the model', () => {
    const text = game({ decls: 'zone melds: shared, visible to all, sorted, spread' });
    expectClean(text);
    const zones = check(text, 'test.rules').game?.zones ?? [];
    expect(zones.map((z) => [z.name, z.spread])).toEqual([
      ['hand', false],
      ['table', false],
      ['won', false],
      ['melds', true],
    ]);
  });
});

describe("'next dealer'", () => {
  it('checks clean, reading the state once the hand is scored', () =>
    expectClean(
      game({
        dealer:
          'first dealer: seat 0\nnext dealer: if hand-score[team of dealer] > 0 then dealer else left of dealer',
      }),
    ));
});

describe("'known'", () => {
  const asked = 'var asked: per seat, set of ranks';
  it('checks clean: several facts over hidden hands, one through a definition', () =>
    expectClean(
      game({
        decls: `${asked}\nknown: all(s in all seats: all(r in asked[s]: any(c in hand[s]: c.rank = r)))\ndefine dealt = count(hand of all seats)\nknown: dealt >= 0`,
      }),
    ));
  it('reaches the model in file order', () => {
    const text = game({
      decls: `${asked}\nknown: count(hand[dealer]) >= 0\nknown: count(hand[left of dealer]) >= 0`,
    });
    const known = check(text, 'test.rules').game?.known ?? [];
    expect(
      known.map((k) => text.slice(k.fact.range.start.offset, k.fact.range.end.offset)),
    ).toEqual(['count(hand[dealer]) >= 0', 'count(hand[left of dealer]) >= 0']);
  });
});

describe("a trick phase's 'first lead' and 'must play'", () => {
  it('check clean, reading the state, the seat to act and the card asked', () =>
    expectClean(
      game({
        phases: TRICKS(
          `  first lead: left of left of dealer\n  must play c where c.face = 1, if able\n  must play c where not (count(table) = 0 and c.suit = blue and seat = dealer), if able, else no-blue-lead "The dealer leads no blue card"\n${WINNER}`,
        ),
      }),
    ));
});

describe('turn order', () => {
  it('may change in the moves and the turn-start hook of a phase played clockwise', () =>
    expectClean(
      game({
        phases:
          'phase play {\n  turns: clockwise from right of dealer\n  at turn start { if count(hand[seat]) = 1 { skip } }\n  move lay(card in hand[seat]) {\n    move card to won[team]\n    if card.face = 1 { reverse } else if card.face = 2 { next turn to right of left of seat }\n  }\n}',
      }),
    ));
});

// Each case: the text (⟪…⟫ marks the expected range) and the one diagnostic code it must give.
const errors: [string, string, string][] = [
  [
    'a misspelled suit',
    game({ decls: 'value v of c = if c.suit = ⟪redd⟫ then 1 else 0' }),
    'unknown-suit',
  ],
  [
    'a misspelled suit after is',
    game({ decls: 'value v of c = if c is ⟪blu⟫ then 1 else 0' }),
    'unknown-suit',
  ],
  [
    'a misspelled suit in the deck',
    game({ deck: '  ranks king > 1\n  suits red, blue\n  group g: red > ⟪bleu⟫' }),
    'unknown-suit',
  ],
  [
    'a misspelled rank',
    game({ decls: 'value v of c = if c.rank = ⟪kin⟫ then 1 else 0' }),
    'unknown-rank',
  ],
  [
    'a rank that does not exist',
    game({ decls: 'value v of c = if c.rank = ⟪9⟫ then 1 else 0' }),
    'unknown-rank',
  ],
  [
    'a misspelled card',
    game({ decls: 'value v of c = if c = ⟪red-kng⟫ then 1 else 0' }),
    'unknown-card',
  ],
  [
    'a misspelled winning card',
    game({ phases: TRICKS('  winner: card ⟪red-kng⟫') }),
    'unknown-card',
  ],
  [
    'a misspelled zone',
    game({
      phases:
        "phase play {\n  turns: clockwise from the dealer's left\n  move lay(card in hand[seat]) { move card to ⟪tabel⟫ }\n}",
    }),
    'unknown-zone',
  ],
  ['an unknown name', game({ decls: 'define x = ⟪nothing⟫ + 1' }), 'unknown-name'],
  ['an unknown attribute', game({ decls: 'value v of c = c.⟪colour⟫' }), 'unknown-attribute'],
  [
    'an owed move that does not exist',
    game({ scoring: 'scoring {\n  for t in teams { owe t ⟪anex⟫ }\n}' }),
    'unknown-move',
  ],
  ['two zones of one name', game({ decls: 'zone ⟪hand⟫: shared, hidden' }), 'duplicate-name'],
  ['two seats lines', game({ table: 'seats 4\nteams 2 alternating\n⟪seats 4⟫' }), 'duplicate-name'],
  [
    'two suits of one name',
    game({ deck: '  ranks king > 1\n  suits red, blue, ⟪red⟫' }),
    'duplicate-name',
  ],
  [
    'two moves of one name',
    game({
      phases:
        "phase play {\n  turns: clockwise from the dealer's left\n  move pass { }\n  move ⟪pass⟫ { }\n}",
    }),
    'duplicate-name',
  ],
  [
    'two lets of one name',
    game({ scoring: 'scoring {\n  let x = 1\n  let ⟪x⟫ = 2\n}' }),
    'duplicate-name',
  ],
  ['no deal', game({ deal: '' }).replace('game test', 'game ⟪test⟫'), 'missing-declaration'],
  ['a number plus a suit', game({ decls: 'value v of c = c.face + ⟪c.suit⟫' }), 'type-mismatch'],
  ['if on a number', game({ decls: 'value v of c = if ⟪3⟫ then 1 else 0' }), 'type-mismatch'],
  [
    'a suit compared with a number',
    game({ decls: 'value v of c = if ⟪c.suit = 3⟫ then 1 else 0' }),
    'type-mismatch',
  ],
  [
    'repeat a seat',
    game({ scoring: 'scoring {\n  for t in teams { repeat ⟪dealer⟫ { score t 1 } }\n}' }),
    'type-mismatch',
  ],
  [
    'a counted for that ends at a suit',
    game({ scoring: 'scoring {\n  for t in teams { for i in 1..⟪suits⟫ { score t i } }\n}' }),
    'type-mismatch',
  ],
  [
    'score with a seat',
    game({ scoring: 'scoring {\n  for s in all seats { score ⟪s⟫ 1 }\n}' }),
    'type-mismatch',
  ],
  [
    'move of a number to a zone',
    game({
      phases:
        "phase play {\n  turns: clockwise from the dealer's left\n  move lay(card in hand[seat]) { move ⟪3⟫ to won[team] }\n}",
    }),
    'type-mismatch',
  ],
  [
    'move to something not a zone',
    game({
      phases:
        "phase play {\n  turns: clockwise from the dealer's left\n  move lay(card in hand[seat]) { move card to ⟪seat⟫ }\n}",
    }),
    'type-mismatch',
  ],
  [
    'a where that is not a flag',
    game({
      phases:
        "phase play {\n  turns: clockwise from the dealer's left\n  move lay(card in hand[seat] where ⟪card.face⟫) { move card to won[team] }\n}",
    }),
    'type-mismatch',
  ],
  [
    'set to the wrong type',
    game({
      phases:
        "phase play {\n  turns: clockwise from the dealer's left\n  move lay(card in hand[seat]) {\n    move card to won[team]\n    set bid[seat] = ⟪card.suit⟫\n  }\n}",
    }),
    'type-mismatch',
  ],
  ['a deal larger than the deck', game({ deal: 'deal ⟪3⟫ each' }), 'deal-too-large'],
  [
    'a bad default',
    game({ options: 'option mode "Mode": fast | slow = ⟪medium⟫\noption goal: 1..100 = 10' }),
    'bad-option-default',
  ],
  [
    'a default outside the range',
    game({ options: 'option mode: fast | slow = fast\noption goal: 1..100 = ⟪0⟫' }),
    'bad-option-default',
  ],
  [
    'an option compared with a value it never takes',
    game({ decls: 'define x = mode = ⟪medium⟫' }),
    'bad-option-value',
  ],
  [
    'a numeric option compared with a number it never takes',
    game({ decls: 'define x = goal = ⟪200⟫' }),
    'bad-option-value',
  ],
  [
    'a per-seat zone spread',
    game({ decls: 'zone area: per seat, visible to all, ⟪spread⟫' }),
    'misplaced-spread',
  ],
  [
    'a hidden shared zone spread',
    game({ decls: 'zone deadwood: shared, hidden, sorted, ⟪spread⟫' }),
    'misplaced-spread',
  ],
  [
    'a per-team zone indexed by a seat',
    game({
      phases:
        "phase play {\n  turns: clockwise from the dealer's left\n  move lay(card in hand[seat]) { move card to won[⟪seat⟫] }\n}",
    }),
    'wrong-owner-kind',
  ],
  [
    'a per-seat variable used bare',
    game({ scoring: 'scoring {\n  for t in teams { score t ⟪bid⟫ }\n}' }),
    'wrong-owner-kind',
  ],
  [
    'a shared zone indexed',
    game({ scoring: 'scoring {\n  for s in all seats { score team of s count(⟪table[s]⟫) }\n}' }),
    'wrong-owner-kind',
  ],
  [
    'a union of a per-team zone',
    game({ scoring: 'scoring {\n  for t in teams { score t count(⟪won⟫ of seats of t) }\n}' }),
    'wrong-owner-kind',
  ],
  [
    'the first dealer outside the table',
    game({ dealer: 'first dealer: seat ⟪4⟫' }),
    'seat-out-of-range',
  ],
  ['seat in scoring', game({ scoring: 'scoring {\n  score team of ⟪seat⟫ 1\n}' }), 'no-seat-here'],
  ['team in scoring', game({ scoring: 'scoring {\n  score ⟪team⟫ 1\n}' }), 'no-seat-here'],
  [
    'a require after an effect',
    game({
      phases:
        "phase play {\n  turns: clockwise from the dealer's left\n  move lay(card in hand[seat]) {\n    move card to won[team]\n    ⟪require low: card.face < 3⟫\n  }\n}",
    }),
    'require-after-effect',
  ],
  [
    'a require outside a move',
    game({ scoring: 'scoring {\n  ⟪require x: true⟫\n}' }),
    'require-outside-move',
  ],
  ['skip in scoring', game({ scoring: 'scoring {\n  ⟪skip⟫\n}' }), 'turn-order-here'],
  [
    'reverse in a trick phase',
    game({ phases: TRICKS(`${WINNER}\n  at turn start { ⟪reverse⟫ }`) }),
    'turn-order-here',
  ],
  [
    'next turn to in a once-around phase',
    game({
      phases:
        "phase play {\n  turns: once around from the dealer's left\n  move lay(card in hand[seat]) { ⟪next turn to dealer⟫ }\n}",
    }),
    'turn-order-here',
  ],
  [
    'next turn to a team',
    game({
      phases:
        "phase play {\n  turns: clockwise from the dealer's left\n  move lay(card in hand[seat]) { next turn to ⟪team⟫ }\n}",
    }),
    'type-mismatch',
  ],
  [
    'left of a team',
    game({
      phases:
        "phase play {\n  turns: clockwise from the dealer's left\n  move lay(card in hand[seat]) { next turn to left of ⟪team⟫ }\n}",
    }),
    'type-mismatch',
  ],
  [
    'a phase once around from a seat',
    game({
      phases:
        'phase play {\n  turns: once around from ⟪left of dealer⟫\n  move lay(card in hand[seat]) { move card to won[team] }\n}',
    }),
    'once-around-from-seat',
  ],
  [
    'turns from a team',
    game({
      phases:
        'phase play {\n  turns: clockwise from ⟪team of dealer⟫\n  move lay(card in hand[seat]) { move card to won[team] }\n}',
    }),
    'type-mismatch',
  ],
  [
    'a follow clause in a turns phase',
    game({
      phases:
        "phase play {\n  turns: clockwise from the dealer's left\n  ⟪follow: suit, else any⟫\n  move lay(card in hand[seat]) { move card to won[team] }\n}",
    }),
    'trick-clause-outside-trick-phase',
  ],
  [
    "a 'suit of' that gives no suit",
    game({ phases: TRICKS(`  suit of c: ⟪c.face⟫\n${WINNER}`) }),
    'type-mismatch',
  ],
  [
    "a 'sit out when' that is no condition",
    game({ phases: TRICKS(`  sit out when ⟪seat⟫\n${WINNER}`) }),
    'type-mismatch',
  ],
  [
    "a 'suit of' in a turns phase",
    game({
      phases:
        "phase play {\n  turns: clockwise from the dealer's left\n  ⟪suit of c: c.suit⟫\n  move lay(card in hand[seat]) { move card to won[team] }\n}",
    }),
    'trick-clause-outside-trick-phase',
  ],
  [
    "a 'sit out when' in a turns phase",
    game({
      phases:
        "phase play {\n  turns: clockwise from the dealer's left\n  ⟪sit out when seat = dealer⟫\n  move lay(card in hand[seat]) { move card to won[team] }\n}",
    }),
    'trick-clause-outside-trick-phase',
  ],
  [
    "a 'next dealer' that names no seat",
    game({ dealer: 'first dealer: seat 0\nnext dealer: ⟪hand-number⟫' }),
    'type-mismatch',
  ],
  [
    "a 'next dealer' that reads the seat to act",
    game({ dealer: 'first dealer: seat 0\nnext dealer: ⟪seat⟫' }),
    'no-seat-here',
  ],
  [
    "an 'at end' hook that reads the seat to act",
    game({
      phases:
        "phase play {\n  turns: clockwise from the dealer's left\n  move lay(card in hand[seat]) { move card to won[team] }\n  at end {\n    set bid[⟪seat⟫] = 0\n  }\n}",
    }),
    'no-seat-here',
  ],
  [
    "two 'next dealer' lines",
    game({ dealer: 'first dealer: seat 0\nnext dealer: dealer\n⟪next dealer: dealer⟫' }),
    'duplicate-name',
  ],
  [
    "a 'first lead' that names no seat",
    game({ phases: TRICKS(`  first lead: ⟪dealer = dealer⟫\n${WINNER}`) }),
    'type-mismatch',
  ],
  [
    "a 'must play' that is no condition",
    game({ phases: TRICKS(`  must play c where ⟪c.face⟫, if able\n${WINNER}`) }),
    'type-mismatch',
  ],
  [
    "a 'must play' in a turns phase",
    game({
      phases:
        "phase play {\n  turns: clockwise from the dealer's left\n  ⟪must play c where c.face = 1, if able⟫\n  move lay(card in hand[seat]) { move card to won[team] }\n}",
    }),
    'trick-clause-outside-trick-phase',
  ],
  [
    "a 'first lead' in a turns phase",
    game({
      phases:
        "phase play {\n  turns: clockwise from the dealer's left\n  ⟪first lead: dealer⟫\n  move lay(card in hand[seat]) { move card to won[team] }\n}",
    }),
    'trick-clause-outside-trick-phase',
  ],
  [
    "two 'first lead' clauses",
    game({ phases: TRICKS(`  first lead: dealer\n  ⟪first lead: dealer⟫\n${WINNER}`) }),
    'duplicate-name',
  ],
  [
    "a 'must play' card read outside its clause",
    game({
      phases: TRICKS(`  must play c where c.face = 1, if able\n  winner: highest d by ⟪c⟫.rank`),
    }),
    'unknown-name',
  ],
  [
    "two 'suit of' clauses",
    game({ phases: TRICKS(`  suit of c: c.suit\n  ⟪suit of d: d.suit⟫\n${WINNER}`) }),
    'duplicate-name',
  ],
  [
    "a 'suit of' card read outside its clause",
    game({ phases: TRICKS(`  suit of c: c.suit\n  winner: highest d by ⟪c⟫.rank`) }),
    'unknown-name',
  ],
  [
    'tricks played to a per-team zone',
    game({
      phases: `phase play {\n  play tricks from hand to ⟪won⟫, won tricks to won\n${WINNER}\n}`,
    }),
    'bad-trick-phase',
  ],
  [
    'a trick phase without a winner',
    game({ phases: 'phase ⟪play⟫ {\n  play tricks from hand to table, won tricks to won\n}' }),
    'bad-trick-phase',
  ],
  [
    'trick clauses without play tricks',
    game({ phases: `phase ⟪play⟫ {\n  follow: suit, else any\n${WINNER}\n}` }),
    'bad-trick-phase',
  ],
  [
    'a phase that is both turns and choices',
    game({
      phases:
        "phase ⟪play⟫ {\n  turns: clockwise from the dealer's left\n  choices: by each team's first seat from the dealer's left\n}",
    }),
    'phase-kind-conflict',
  ],
  [
    'set of something that is not a variable',
    game({ scoring: 'scoring {\n  set ⟪goal⟫ = 3\n}' }),
    'not-assignable',
  ],
  [
    'ranks written low to high',
    game({ deck: '  ranks king > ⟪1..3⟫\n  suits red, blue' }),
    'bad-rank-range',
  ],
  [
    "a 'known' fact that is not a flag",
    game({ decls: 'known: ⟪count(hand[dealer])⟫' }),
    'type-mismatch',
  ],
  [
    "a 'known' fact that reads the seat to act",
    game({ decls: 'known: count(hand[⟪seat⟫]) > 0' }),
    'no-seat-here',
  ],
  ['a definition in terms of itself', game({ decls: 'define ⟪x⟫ = x + 1' }), 'cyclic-definition'],
];

describe('errors', () => {
  it.each(errors)('%s', (_, text, code) => {
    expectOnly(text, code);
  });
});

const warnings: [string, string, string][] = [
  [
    'a lead restriction a hand of only those suits could not get past',
    game({ phases: TRICKS(`  ⟪lead: no red until broken⟫\n${WINNER}`) }),
    'lead-can-stick',
  ],
  [
    'a phase whose when is always false',
    game({
      phases:
        "phase ⟪never⟫ when goal > 100 {\n  turns: once around from the dealer's left\n  move pass { }\n}\n" +
        PLAY,
    }),
    'unreachable-phase',
  ],
  [
    'a move whose when is always false',
    game({
      phases:
        "phase play {\n  turns: clockwise from the dealer's left\n  move lay(card in hand[seat]) { move card to won[team] }\n  move ⟪pass⟫ when mode = fast and mode = slow { }\n}",
    }),
    'unreachable-move',
  ],
  [
    'a choice nobody owes',
    game({
      phases:
        "phase play {\n  turns: clockwise from the dealer's left\n  move lay(card in hand[seat]) { move card to won[team] }\n}\nphase choose {\n  choices: by each team's first seat from the dealer's left\n  move ⟪pick⟫(s in suits) { }\n}",
    }),
    'unreachable-move',
  ],
  [
    'scoring a zone nothing fills',
    game({ scoring: 'scoring {\n  for t in teams { score t count(won[t]) + count(⟪table⟫) }\n}' }),
    'score-refers-to-nothing',
  ],
  [
    "a 'known' fact that reads no hidden card",
    game({ decls: 'known: ⟪count(table) + count(won[team of dealer]) >= 0⟫' }),
    'known-reads-nothing-hidden',
  ],
  [
    "a 'known' fact that reads no hidden card, through a definition",
    game({ decls: 'define laid = count(table)\nknown: ⟪laid >= 0⟫' }),
    'known-reads-nothing-hidden',
  ],
  [
    "a 'known' fact the options make false",
    game({ decls: 'known: ⟪goal < 50 and count(hand[dealer]) >= 0⟫' }),
    'known-never-holds',
  ],
  [
    'summing a value that is always 0',
    game({
      decls: 'value nothing of c = 0',
      scoring: 'scoring {\n  for t in teams { score t sum(c in won[t]: c.⟪nothing⟫) }\n}',
    }),
    'score-refers-to-nothing',
  ],
];

describe('warnings', () => {
  it.each(warnings)('%s', (_, text, code) => {
    expectOnly(text, code, 'warning');
  });
});

describe('messages and suggestions', () => {
  it('suggests the closest suit', () => {
    const d = expectOnly(
      game({ decls: 'value v of c = if c.suit = ⟪redd⟫ then 1 else 0' }),
      'unknown-suit',
    );
    expect([d.message, d.suggestion]).toEqual(["unknown suit 'redd'", "did you mean 'red'?"]);
  });

  it('tells how to index a per-team zone from a seat', () => {
    const d = expectOnly(
      game({
        phases:
          "phase play {\n  turns: clockwise from the dealer's left\n  move lay(card in hand[seat]) { move card to won[⟪seat⟫] }\n}",
      }),
      'wrong-owner-kind',
    );
    expect(d.suggestion).toBe('write won[team of seat]');
  });

  it('names the option combination that makes a deal too large', () => {
    const text = game({
      options: 'option players: 2 | 4 = 2\noption goal: 1..100 = 10',
      table: 'seats players\nteams 2 alternating',
      deal: 'deal 3 each',
    });
    const list = diagnosticsOf(text);
    expect(list.map((d) => [d.code, d.message])).toEqual([
      [
        'deal-too-large',
        'with players = 4 the deal needs 12 cards (3 each for 4 seats) but the deck holds 10',
      ],
    ]);
  });

  it('lets a deal size follow the hand number, checked for every hand the match can reach', () => {
    const match = 'match {\n  target goal\n  at most 3 hands\n}';
    expectClean(game({ deal: 'deal 3 - hand-number each', match }));
    // Without the match's end, hand 4 would deal -1 cards to each seat.
    const small = expectOnly(game({ deal: 'deal ⟪3 - hand-number⟫ each' }), 'deal-too-small');
    expect([small.message, small.suggestion]).toEqual([
      'in hand 4 the deal would be -1 cards each; a seat is dealt 0 cards or more',
      'end the match before then, with `at most N hands` in the match block',
    ]);
    const large = expectOnly(game({ deal: 'deal ⟪hand-number⟫ each', match }), 'deal-too-large');
    expect(large.message).toBe(
      'in hand 3 the deal needs 12 cards (3 each for 4 seats) but the deck holds 10',
    );
  });

  it('lets a deal size read the state at the deal, which the runtime bounds', () => {
    const match = 'match {\n  target goal\n  at most 3 hands\n}';
    // A shared variable, a record of a seat it names, the scores: none is an error, though the
    // size may come to more than the deck holds (the shell then deals what it can).
    expectClean(game({ decls: 'var grow: number = 1', deal: 'deal grow + hand-number each' }));
    expectClean(game({ deal: 'deal bid[dealer] + total[team of dealer] each', match }));
    expectClean(game({ deal: 'deal if mode = fast then bid[dealer] else 2 each' }));
    // What follows from the options is still checked, for the settings where it does.
    const large = expectOnly(
      game({ deal: 'deal ⟪if mode = fast then bid[dealer] else 3⟫ each' }),
      'deal-too-large',
    );
    expect(large.message).toBe(
      'with mode = slow the deal needs 12 cards (3 each for 4 seats) but the deck holds 10',
    );
    // No seat acts at the deal.
    expectOnly(game({ deal: 'deal bid[⟪seat⟫] each' }), 'no-seat-here');
    // The zones are gathered up before the deal: a count of one reads 0.
    const zone = expectOnly(
      game({ deal: 'deal 1 + count(⟪table⟫) each' }),
      'deal-reads-zone',
      'warning',
    );
    expect(zone.suggestion).toBe(
      "keep what a hand leaves in a variable, set in 'scoring', and deal by that",
    );
  });

  it('reports a bad option value with the values it takes', () => {
    const d = expectOnly(game({ decls: 'define x = mode = ⟪fats⟫' }), 'bad-option-value');
    expect([d.message, d.suggestion]).toEqual([
      "option 'mode' is never 'fats': it is 'fast' or 'slow'",
      "did you mean 'fast'?",
    ]);
  });

  it('reads ⟪ ⟫ marks', () => {
    expect(marked('ab\nc⟪de⟫f')).toEqual({ text: 'ab\ncdef', start: '2:2', end: '2:4' });
  });
});
