// `reveal ZONE` and `played by: SEAT`: given text, expected diagnostic.

import { describe, expect, it } from 'vitest';
import { diagnosticsOf, expectClean, expectOnly, game } from './test-helpers';

const TRICKS = (body: string): string =>
  `phase play {\n  play tricks from hand to table, won tricks to won\n  follow: suit, else any\n  winner: highest c by c.rank where c.suit = led.suit\n${body}\n}`;
const TURNS = (body: string): string =>
  `phase play {\n  turns: clockwise from the dealer's left\n  move lay(card in hand[seat]) {\n    move card to won[team]\n  }\n${body}\n}`;
const DUMMY =
  'record dummy: seat\nzone stock: shared, hidden\nzone kept: per team, visible to team';

describe("'reveal'", () => {
  it('turns a hand, a shared hidden zone or a team zone face up, in moves, hooks and scoring', () =>
    expectClean(
      game({
        decls: DUMMY,
        phases: TRICKS(
          '  at start { reveal stock }\n  at turn start { if count(table) = 1 { reveal hand[left of left of seat] } }',
        ),
        scoring:
          'scoring {\n  for s in all seats { reveal hand[s] }\n  for t in teams {\n    reveal kept[t]\n    score t count(won[t])\n  }\n}',
      }),
    ));

  it('is checked where it stands: in a move, after the move has changed something', () =>
    expectClean(
      game({
        decls: DUMMY,
        phases: TURNS('').replace(
          'move card to won[team]',
          'move card to won[team]\n    reveal hand[seat]',
        ),
      }),
    ));

  it('warns of a zone visible to all already', () => {
    const d = expectOnly(
      game({ phases: TURNS('  at start { reveal ⟪won[team]⟫ }') }),
      'needless-reveal',
      'warning',
    );
    expect(d.message).toBe("zone 'won' is visible to all already, so revealing it changes nothing");
  });

  it.each([
    ['a card', 'reveal ⟪top of table⟫'],
    ['cards filtered out of a hand', 'reveal ⟪{c in hand[seat] where c.face = 1}⟫'],
    ['a seat', 'reveal ⟪seat⟫'],
    ['a number', 'reveal ⟪3⟫'],
  ])('refuses %s', (_what, statement) => {
    expectOnly(game({ phases: TURNS(`  at start { ${statement} }`) }), 'type-mismatch');
  });

  it('asks a per-seat zone for its seat', () => {
    const d = expectOnly(
      game({ phases: TURNS('  at start { reveal ⟪hand⟫ }') }),
      'wrong-owner-kind',
    );
    expect(d.suggestion).toBe('write hand[seat]');
  });

  it('indexes a per-team zone by a team', () =>
    expectOnly(
      game({ decls: DUMMY, phases: TURNS('  at start { reveal kept[⟪seat⟫] }') }),
      'wrong-owner-kind',
    ));

  it('reads no seat in scoring', () =>
    expectOnly(
      game({ scoring: 'scoring {\n  reveal hand[⟪seat⟫]\n  for t in teams { score t 1 }\n}' }),
      'no-seat-here',
    ));
});

describe("'played by'", () => {
  it('names a seat, read with the seat whose turn it is, in a phase of any kind', () => {
    expectClean(
      game({
        decls: DUMMY,
        phases: TRICKS(
          '  played by: if seat = dummy then left of left of seat else seat\n  at turn start { if count(table) = 1 { reveal hand[dummy] } }',
        ),
      }),
    );
    expectClean(
      game({ decls: DUMMY, phases: TURNS('  played by: if seat = dummy then dummy else seat') }),
    );
  });

  it('names a seat, not a team', () =>
    expectOnly(game({ phases: TURNS('  played by: ⟪team⟫') }), 'type-mismatch'));

  it('is written once a phase', () =>
    expectOnly(
      game({ phases: TURNS('  played by: seat\n  ⟪played by: left of seat⟫') }),
      'duplicate-name',
    ));

  it('warns of a trick phase whose chooser picks from hands no rule reveals', () => {
    const d = expectOnly(
      game({
        decls: DUMMY,
        phases: TRICKS('  ⟪played by: if seat = dummy then dealer else seat⟫'),
      }),
      'played-by-unseen-hand',
      'warning',
    );
    expect(d.suggestion).toBe("reveal the hand first, as 'reveal hand[seat]' in a move or hook");
  });

  it('says nothing of a phase played in turns, where a seat out of cards may hand its turn over', () =>
    expect(
      diagnosticsOf(
        game({ decls: DUMMY, phases: TURNS('  played by: if seat = dummy then dealer else seat') }),
      ),
    ).toEqual([]));

  it('says nothing where the hand is visible to the team, or revealed anywhere', () => {
    const team = game({
      decls: DUMMY,
      phases: TRICKS('  played by: if seat = dummy then dealer else seat'),
    }).replace('zone hand: per seat, visible to owner', 'zone hand: per seat, visible to team');
    expectClean(team);
    expectClean(
      game({
        decls: DUMMY,
        phases: TRICKS('  played by: if seat = dummy then dealer else seat'),
        scoring: 'scoring {\n  reveal hand[dealer]\n  for t in teams { score t 1 }\n}',
      }),
    );
  });
});
