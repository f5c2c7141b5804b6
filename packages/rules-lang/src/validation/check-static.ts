// Checks that need the options: seat counts, deal sizes, the first dealer's seat, and phases or
// moves that can never happen. Each is tried with every option combination; a deal size that
// reads `hand-number`, with every hand the match can reach too. A deal size that reads the rest
// of the state is known only in play: the runtime bounds it (`cardsEach`), so it is no error.

import type { Expression, OweStmt, Range, Reference } from '../ast/ast';
import type { DiagnosticSink } from '../diagnostics';
import type { LinkedGame, OptionValues } from '../model/model';
import { describeCombination, optionCombinations, optionsUsedBy } from '../model/options';
import { LIMITS } from '../limits';
import { copiesFor, deckFor, evaluateStatic } from '../model/static';
import { walk } from '../model/walk';

function withCombo(values: OptionValues, used: ReadonlySet<string>, game: LinkedGame): string {
  const names = game.options.map((o) => o.name).filter((n) => used.has(n));
  return names.length === 0 ? '' : `with ${describeCombination(values, names)} `;
}

function staticNumber(
  game: LinkedGame,
  e: Expression,
  combo: OptionValues,
  hand?: number,
): number | undefined {
  const v = evaluateStatic(game, e, combo, hand);
  return typeof v === 'number' ? v : undefined;
}

/** Combinations of just the options `roots` depend on. */
function combos(
  game: LinkedGame,
  roots: readonly (Expression | undefined)[],
): { used: Set<string>; all: OptionValues[] } {
  const used = optionsUsedBy(game, roots);
  return { used, all: optionCombinations(game, used) };
}

/**
 * Whether the deal size reads the state beyond the options and `hand-number` under some setting
 * of the options in some hand the match can reach: then no one can work it out again from a
 * saved state, and the engine's saved games keep the size dealt instead.
 */
export function dealReadsState(game: LinkedGame): boolean {
  const each = game.deal?.each;
  if (each === undefined) return false;
  return combos(game, [each]).all.some((combo) =>
    handsOfDeal(game, each, combo).some(
      (hand) => staticNumber(game, each, combo, hand) === undefined,
    ),
  );
}

function notStatic(sink: DiagnosticSink, range: Range, what: string): void {
  sink.error(
    'not-static',
    range,
    `${what} must follow from the options alone, not from the state of a game`,
  );
}

/** Hands a deal size is checked for when it reads `hand-number` and the match sets no end. */
const HANDS_CHECKED = 1000;

/**
 * The hands a deal size must be checked for: none in particular (undefined) when it follows from
 * the options alone, else every hand up to the match's own `at most N hands` (HANDS_CHECKED
 * without one), as it reads `hand-number` (or the state, which the first hand then says).
 */
function handsOfDeal(
  game: LinkedGame,
  each: Expression,
  combo: OptionValues,
): readonly (number | undefined)[] {
  if (staticNumber(game, each, combo) !== undefined) return [undefined];
  const atMost = game.match?.atMostHands;
  const limit = atMost === undefined ? undefined : staticNumber(game, atMost, combo);
  const last = limit !== undefined && limit > 0 ? Math.min(limit, HANDS_CHECKED) : HANDS_CHECKED;
  return Array.from({ length: last }, (_, i) => i + 1);
}

export function checkStatic(game: LinkedGame, sink: DiagnosticSink): void {
  checkSeatsAndDeal(game, sink);
  checkDealReadsZones(game, sink);
  checkReachability(game, sink);
}

/**
 * The shell gathers every card up to shuffle before it works the deal size out, so a zone the
 * size counts holds nothing then: almost surely not what the designer meant.
 */
function checkDealReadsZones(game: LinkedGame, sink: DiagnosticSink): void {
  walk(game.deal?.each, (node) => {
    if (node.kind !== 'Reference') return;
    const symbol = game.trySymbolOf(node as Reference);
    if (symbol?.kind !== 'zone') return;
    sink.warning(
      'deal-reads-zone',
      node.range,
      `every zone is empty when the deal size is worked out (the cards are gathered up to be shuffled), so '${symbol.name}' holds no card there`,
      "keep what a hand leaves in a variable, set in 'scoring', and deal by that",
    );
  });
}

function checkSeatsAndDeal(game: LinkedGame, sink: DiagnosticSink): void {
  const seats = game.seats;
  if (seats === undefined) return;
  const copies = game.deck.copies;
  const each = game.deal?.each;
  const { used, all } = combos(game, [seats, each, copies?.count, copies?.when]);
  let reported = { seats: false, deal: false, dealer: false, copies: false, cards: false };
  for (const combo of all) {
    const n = staticNumber(game, seats, combo);
    if (n === undefined || n < 1) {
      if (!reported.seats) {
        if (n === undefined) notStatic(sink, seats.range, 'the number of seats');
        else
          sink.error(
            'seat-out-of-range',
            seats.range,
            `${withCombo(combo, used, game)}the game has ${n} seats; it needs at least one`,
          );
      }
      reported = { ...reported, seats: true };
      continue;
    }
    if (n > LIMITS.owners) {
      if (!reported.seats)
        sink.error(
          'too-many-owners',
          seats.range,
          `${withCombo(combo, used, game)}the game has ${n} seats; it may have at most ${LIMITS.owners}`,
        );
      reported = { ...reported, seats: true };
      continue;
    }
    for (const choice of [game.firstDealer?.choice, game.firstDealer?.otherwise]) {
      if (choice?.kind === 'seat' && choice.seat.value >= n && !reported.dealer) {
        reported = { ...reported, dealer: true };
        sink.error(
          'seat-out-of-range',
          choice.seat.range,
          `${withCombo(combo, used, game)}there is no seat ${choice.seat.value}: seats are numbered 0 to ${n - 1}`,
        );
      }
    }
    const copyCount = copiesFor(game, combo);
    if (
      copyCount !== undefined &&
      copies !== undefined &&
      copyCount * game.deck.cards.length > LIMITS.cards
    ) {
      if (!reported.cards)
        sink.error(
          'too-many-cards',
          copies.count.range,
          `${withCombo(combo, used, game)}${copyCount} copies make ${(copyCount * game.deck.cards.length).toLocaleString('en')} cards; a deck may hold at most ${LIMITS.cards}, copies included`,
        );
      reported = { ...reported, cards: true };
      continue;
    }
    if (each === undefined) continue;
    const deck = deckFor(game, combo);
    if (deck === undefined) {
      if (!reported.copies && copies !== undefined)
        notStatic(sink, copies.count.range, 'the number of copies');
      reported = { ...reported, copies: true };
      continue;
    }
    for (const hand of handsOfDeal(game, each, combo)) {
      if (reported.deal) break;
      const k = staticNumber(game, each, combo, hand);
      const inHand = hand === undefined ? '' : `in hand ${hand} `;
      // Read from the state in this hand: the runtime bounds it (`cardsEach` in the shell).
      if (k === undefined) continue;
      if (k < 0) {
        sink.error(
          'deal-too-small',
          each.range,
          `${withCombo(combo, used, game)}${inHand}the deal would be ${k} cards each; a seat is dealt 0 cards or more`,
          'end the match before then, with `at most N hands` in the match block',
        );
        reported = { ...reported, deal: true };
      } else if (k * n > deck.length) {
        sink.error(
          'deal-too-large',
          each.range,
          `${withCombo(combo, used, game)}${inHand}the deal needs ${k * n} cards (${k} each for ${n} seats) but the deck holds ${deck.length}`,
          `deal at most ${Math.floor(deck.length / n)} each`,
        );
        reported = { ...reported, deal: true };
      }
    }
  }
}

/** True when `e` is false with every combination of the options it depends on. */
function neverTrue(game: LinkedGame, e: Expression): { never: boolean; used: Set<string> } {
  const { used, all } = combos(game, [e]);
  return { never: all.every((combo) => evaluateStatic(game, e, combo) === false), used };
}

function checkReachability(game: LinkedGame, sink: DiagnosticSink): void {
  const owed = new Set<string>();
  walk(game.file.declarations, (node) => {
    if (node.kind === 'OweStmt') owed.add((node as OweStmt).move.text);
  });
  for (const phase of game.phases) {
    if (phase.when !== undefined && neverTrue(game, phase.when).never) {
      sink.warning(
        'unreachable-phase',
        phase.decl.name.range,
        `phase '${phase.name}' never happens: its 'when' is false with every setting of the options`,
      );
      continue;
    }
    for (const move of phase.moves) {
      if (move.when !== undefined && neverTrue(game, move.when).never) {
        sink.warning(
          'unreachable-move',
          move.decl.name.range,
          `move '${move.name}' is never offered: its 'when' is false with every setting of the options`,
        );
      } else if (phase.kind === 'choices' && !owed.has(move.name)) {
        sink.warning(
          'unreachable-move',
          move.decl.name.range,
          `move '${move.name}' is a choice that nothing owes, so no one ever makes it`,
          `add 'owe <team> ${move.name}' where the choice falls due`,
        );
      }
    }
  }
}
