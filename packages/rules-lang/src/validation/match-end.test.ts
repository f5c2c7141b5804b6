// The checker on what issue 26 made general: a match's own `end when` and `ties draw` (C5 as a
// default a file can change), a trick phase's `at trick end` hook with `winner`, a `choices`
// phase's `by SEAT`, and the expressions that write C2's chooser out (`all seats from`,
// `first`); and the built-in they replace, `last-trick-team`, now a positioned error.

import { describe, expect, it } from 'vitest';
import { check } from '../check';
import { expectClean, expectOnly, game } from './test-helpers';

const TRICKS = (body: string): string =>
  `phase play {\n  play tricks from hand to table, won tricks to won\n  follow: suit, else any\n  winner: highest c by c.rank where c.suit = led.suit\n${body}\n}`;
const CHOICES = (by: string, extra = ''): string =>
  `${TRICKS('')}\nphase pick {\n  choices: by ${by}\n  at start { for t in teams where tricks(t) > 1 { owe t take } }\n  move take(s in suits) { score team 1 }\n${extra}}`;
const MATCH = (items: string): string => `match {\n${items}\n}`;

describe("a match's 'end when' and 'ties draw'", () => {
  it('check clean, the condition about the match as a whole', () => {
    const text = game({
      decls: 'record games: per team, number',
      match: MATCH(
        '  end when any(t in teams: games[t] >= 2)\n  end when hand-number >= 5\n  ties broken by games[team]\n  ties draw',
      ),
    });
    expectClean(text);
    const m = check(text, 'test.rules').game!.match;
    expect([m.endWhen.length, m.tiesDraw, m.target]).toEqual([2, true, undefined]);
  });

  it('leave C5 as it is where the file says nothing', () => {
    const m = check(game(), 'test.rules').game!.match;
    expect([m.endWhen, m.tiesDraw]).toEqual([[], false]);
  });
});

describe("a trick phase's 'at trick end'", () => {
  it('checks clean, reading the seat that took the trick', () => {
    const text = game({
      decls: 'var last-taker: team\nvar taken-by: per seat, number',
      phases: TRICKS(
        '  at trick end {\n    set last-taker = team of winner\n    set taken-by[winner] = taken-by[winner] + 1\n  }',
      ),
    });
    expectClean(text);
    const phase = check(text, 'test.rules').game!.phases[0]!;
    expect(phase.hooks.trickEnd?.statements).toHaveLength(2);
  });
});

describe("a choices phase's 'by SEAT'", () => {
  it('checks clean, with `team` the team owed the choice', () => {
    const text = game({
      phases: CHOICES('first(s in all seats from left of dealer where team of s = team)'),
    });
    expectClean(text);
    const phases = check(text, 'test.rules').game!.phases;
    expect(phases[1]!.chooser?.kind).toBe('Aggregate');
  });

  it('keeps the default, written out, as no expression', () => {
    const text = game({ phases: CHOICES("each team's first seat from the dealer's left") });
    expectClean(text);
    expect(check(text, 'test.rules').game!.phases[1]!.chooser).toBeUndefined();
  });

  it('takes any seat: the dealer, a seat of another team', () => {
    expectClean(game({ phases: CHOICES('dealer') }));
    expectClean(
      game({ phases: CHOICES('if team = team of dealer then dealer else left of dealer') }),
    );
  });
});

describe("'first' and 'all seats from'", () => {
  it('give an element of the collection, or none, in its order', () =>
    expectClean(
      game({
        decls: 'var keeper: seat\nvar best: card\nvar led-first: suit',
        scoring:
          'scoring {\n  set keeper = first(s in all seats from left of dealer where count(hand[s]) > 0)\n  set best = first(c in won[team of dealer] where c.face > 1)\n  set led-first = first(x in suits)\n  for s in all seats from dealer { score team of s 1 }\n}',
      }),
    ));
});

const errors: [string, string, string][] = [
  [
    "a match's 'end when' that is no condition",
    game({ match: MATCH('  target goal\n  end when ⟪hand-number⟫') }),
    'type-mismatch',
  ],
  [
    "a match's 'end when' that reads `team`",
    game({ match: MATCH('  end when ⟪team⟫ = team of dealer') }),
    'no-seat-here',
  ],
  [
    "two 'ties draw'",
    game({ match: MATCH('  target goal\n  ties draw\n  ⟪ties draw⟫') }),
    'duplicate-name',
  ],
  [
    "'at trick end' in a turns phase",
    game({
      phases:
        "phase play {\n  turns: clockwise from the dealer's left\n  ⟪at trick end { set bid[winner] = 1 }⟫\n  move lay(card in hand[seat]) { move card to won[team] }\n}",
    }),
    'trick-clause-outside-trick-phase',
  ],
  [
    "two 'at trick end' hooks",
    game({ phases: TRICKS('  at trick end { }\n  ⟪at trick end { }⟫') }),
    'duplicate-name',
  ],
  [
    "'winner' outside 'at trick end'",
    game({ phases: TRICKS('  at turn start { set bid[⟪winner⟫] = 1 }') }),
    'no-winner-here',
  ],
  [
    "'winner' in scoring",
    game({ scoring: 'scoring {\n  score team of ⟪winner⟫ 1\n}' }),
    'no-winner-here',
  ],
  [
    "'seat' in 'at trick end', where no seat is acting",
    game({ phases: TRICKS('  at trick end { set bid[⟪seat⟫] = 1 }') }),
    'no-seat-here',
  ],
  [
    "the built-in 'last-trick-team', gone",
    game({ match: MATCH('  target goal\n  ties broken by ⟪last-trick-team⟫ = team') }),
    'removed-built-in',
  ],
  ['a chooser that names no seat', game({ phases: CHOICES('⟪team⟫') }), 'type-mismatch'],
  [
    'a chooser that reads the seat to act, before there is one',
    game({ phases: CHOICES('left of ⟪seat⟫') }),
    'no-seat-here',
  ],
  [
    "'first' with a value after ':'",
    game({
      decls: 'var keeper: seat',
      scoring: 'scoring {\n  set keeper = first(s in all seats: ⟪s⟫)\n}',
    }),
    'invalid-call',
  ],
  [
    "'first' over numbers, which have no none",
    game({
      decls: 'var n: number\nvar ns: list of numbers',
      scoring: 'scoring {\n  set n = first(x in ⟪ns⟫ where x > 1)\n}',
    }),
    'type-mismatch',
  ],
  [
    "'first' without a variable",
    game({ decls: 'var c: card', scoring: 'scoring {\n  set c = ⟪first(table)⟫\n}' }),
    'invalid-call',
  ],
  [
    "'all seats from' a team",
    game({
      scoring: 'scoring {\n  for s in all seats from ⟪team of dealer⟫ { score team of s 1 }\n}',
    }),
    'type-mismatch',
  ],
];

describe('errors', () => {
  it.each(errors)('%s', (_, text, code) => {
    expectOnly(text, code);
  });
});

describe('warnings', () => {
  it("'ties draw' in a match with no target and no 'end when'", () => {
    expectOnly(
      game({ match: MATCH('  at most 5 hands\n  ⟪ties draw⟫') }),
      'unused-ties-draw',
      'warning',
    );
  });
});

describe('messages', () => {
  it("say what to write instead of 'last-trick-team'", () => {
    const text = game({ match: MATCH('  target goal\n  ties broken by last-trick-team = team') });
    const d = check(text, 'test.rules').diagnostics[0]!;
    expect(d.suggestion).toContain('at trick end { set last-taker = team of winner }');
  });
});
