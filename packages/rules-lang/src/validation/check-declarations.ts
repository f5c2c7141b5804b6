// Walks every declaration of a file in its context and types what it holds.

import type { DealerChoice, Expression, Name, Param, Ranking } from '../ast/ast';
import type { ResolvedPhase } from '../model/model';
import { T, compatible, typeName, type Type } from '../model/types';
import { didYouMean } from '../references/suggest';
import { bindLocal, iterate } from './check-collections';
import { article, checkExpr, expectType } from './check-expressions';
import { defineType } from './check-names';
import { checkPlayedBy } from './check-reveal';
import { checkMoveWording } from './check-reasons';
import { checkBlock, checkRequireOrder } from './check-statements';
import { withScope, type CheckState, type Ctx } from './state';

export function checkRanking(st: CheckState, r: Ranking, ctx: Ctx): Ctx {
  const inner = withScope(ctx);
  bindLocal(st, inner, r.card, 'ranking', T.card);
  for (const key of r.keys) {
    const t = checkExpr(st, key, inner);
    if (!compatible(t, T.number) && !compatible(t, T.rank) && !compatible(t, T.flag)) {
      st.sink.error(
        'type-mismatch',
        key.range,
        `cards are ranked by numbers, ranks or flags, not ${article(t)}`,
      );
    }
  }
  if (r.where !== undefined) expectType(st, r.where, inner, T.flag, "a 'where'");
  return inner;
}

function zoneName(st: CheckState, name: Name, owners: readonly string[], rule: string): void {
  const zone = st.tables.zones.find((z) => z.name === name.text);
  if (zone === undefined) {
    st.sink.error(
      'unknown-zone',
      name.range,
      `unknown zone '${name.text}'`,
      didYouMean(
        name.text,
        st.tables.zones.map((z) => z.name),
      ),
    );
    return;
  }
  st.bind(name, { kind: 'zone', name: zone.name, zone });
  if (!owners.includes(zone.owner))
    st.sink.error(
      'wrong-owner-kind',
      name.range,
      `zone '${zone.name}' is ${zone.owner === 'shared' ? 'shared' : `per ${zone.owner}`}, but ${rule}`,
    );
}

function suitName(st: CheckState, name: Name): void {
  const suit = st.tables.deckSymbols.suit.get(name.text);
  if (suit === undefined) {
    st.sink.error(
      'unknown-suit',
      name.range,
      `unknown suit '${name.text}'`,
      didYouMean(name.text, st.tables.deckSymbols.suit.keys()),
    );
  } else st.bind(name, suit);
}

function cardName(st: CheckState, name: Name): void {
  const card =
    st.tables.deckSymbols.card.get(name.text) ?? st.tables.deckSymbols.kind.get(name.text);
  if (card === undefined) {
    st.sink.error(
      'unknown-card',
      name.range,
      `unknown card '${name.text}'`,
      didYouMean(name.text, st.tables.deckSymbols.card.keys()),
    );
  } else st.bind(name, card);
}

function checkDealer(st: CheckState, choice: DealerChoice): void {
  if (choice.kind === 'cut' && st.tables.cut === undefined) {
    st.sink.error(
      'missing-declaration',
      choice.range,
      "the first dealer is cut for, but the game has no 'cut' declaration",
      "add 'cut: highest c by c.rank'",
    );
  }
}

function checkVariableInitial(
  st: CheckState,
  initial: Expression | undefined,
  type: Type,
  ctx: Ctx,
): void {
  if (initial === undefined) return;
  const t = checkExpr(st, initial, ctx, type);
  if (!compatible(t, type))
    st.sink.error(
      'type-mismatch',
      initial.range,
      `the variable holds ${article(type)}, not ${article(t)}`,
    );
}

export function checkDeclarations(st: CheckState): void {
  const { tables } = st;
  if (tables.seats !== undefined)
    expectType(st, tables.seats.count, st.ctx("'seats'"), T.number, 'the number of seats');
  for (const item of tables.deckDecl?.items ?? []) {
    if (item.kind !== 'CopiesDecl') continue;
    expectType(st, item.count, st.ctx("'copies'"), T.number, 'the number of copies');
    if (item.when !== undefined) expectType(st, item.when, st.ctx("'copies'"), T.flag, "a 'when'");
  }
  for (const value of tables.values) {
    const ctx = st.ctx(`value '${value.name}'`);
    bindLocal(st, ctx, value.card, 'value', T.card);
    expectType(st, value.body, ctx, T.number, `value '${value.name}' of a card`);
  }
  for (const define of tables.defines) defineType(st, define);
  for (const zone of tables.zones) {
    const spread = zone.decl.spread;
    if (spread === undefined || (zone.owner === 'shared' && zone.visibility === 'all')) continue;
    // A seat's or a team's open zone is laid out card by card already; a hidden one shows backs.
    st.sink.error(
      'misplaced-spread',
      spread.range,
      `zone '${zone.name}' is ${zone.owner === 'shared' ? 'shared' : `per ${zone.owner}`} and ${zone.visibility === 'hidden' ? 'hidden' : `visible to ${zone.visibility}`}: only a shared zone visible to all is spread on the table`,
    );
  }
  for (const variable of tables.variables)
    checkVariableInitial(
      st,
      variable.initial,
      variable.type,
      st.ctx(`variable '${variable.name}'`),
    );

  const dealer = tables.firstDealer;
  if (dealer !== undefined) {
    checkDealer(st, dealer.choice);
    if (dealer.otherwise !== undefined) checkDealer(st, dealer.otherwise);
    if (dealer.when !== undefined)
      expectType(st, dealer.when, st.ctx("'first dealer'"), T.flag, "a 'when'");
  }
  if (tables.nextDealer !== undefined) {
    // Read once the hand is scored, before the next is dealt: no seat is acting.
    expectType(
      st,
      tables.nextDealer.seat,
      st.ctx("'next dealer'"),
      T.seat,
      "the seat 'next dealer' names",
    );
  }
  // A fact every seat knows, read while a bot guesses at the hidden cards: no seat is acting.
  for (const known of tables.known)
    expectType(st, known.fact, st.ctx("'known'"), T.flag, "a 'known' fact");
  if (tables.cut !== undefined) {
    const inner = checkRanking(st, tables.cut.ranking, st.ctx("'cut'"));
    if (tables.cut.again !== undefined)
      expectType(st, tables.cut.again, inner, T.flag, "'cut again when'");
  }
  if (tables.deal !== undefined) {
    expectType(st, tables.deal.each, st.ctx("'deal'"), T.number, 'the cards dealt to each seat');
    if (tables.deal.rest !== undefined)
      zoneName(st, tables.deal.rest, ['shared'], 'the rest of the deck goes to one shared zone');
  }
  for (const phase of tables.phases) checkPhase(st, phase);
  if (tables.scoring !== undefined)
    checkBlock(st, tables.scoring, st.ctx('scoring', { scoring: true }), { move: false });
  const m = tables.match;
  if (m.target !== undefined)
    expectType(st, m.target, st.ctx('the match target'), T.number, 'the target');
  if (m.atMostHands !== undefined)
    expectType(st, m.atMostHands, st.ctx("'at most'"), T.number, "'at most ... hands'");
  const perTeam = st.ctx('the match', { team: true });
  for (const key of m.tiesBrokenBy) {
    const t = checkExpr(st, key, perTeam);
    if (!compatible(t, T.number) && !compatible(t, T.flag))
      st.sink.error(
        'type-mismatch',
        key.range,
        `a tie is broken by a number or a flag per team, not ${article(t)}`,
      );
  }
  for (const win of m.instantWins)
    expectType(st, win.when, perTeam, T.flag, "an 'instant win when'");
  // About the match as a whole, not each team in turn: `team` means nothing here.
  for (const end of m.endWhen)
    expectType(st, end, st.ctx("the match's 'end when'"), T.flag, "the match's 'end when'");
}

function checkPhase(st: CheckState, p: ResolvedPhase): void {
  if (p.when !== undefined)
    expectType(st, p.when, st.ctx(`phase '${p.name}' when`), T.flag, "a phase's 'when'");
  const acting = st.ctx(`phase '${p.name}'`, { phase: p, seat: true, team: true });
  // Where `skip`, `reverse` and `next turn to` may change the order of turns.
  const inTurns = p.kind === 'turns' && p.order === 'clockwise';
  if (p.first !== undefined) {
    expectType(st, p.first, acting, T.seat, "the seat 'turns: ... from' names");
    if (p.order === 'once-around') {
      st.sink.error(
        'once-around-from-seat',
        p.first.range,
        "a phase once around starts from the dealer's left (C2), each seat acting once in seat order",
        "write 'turns: clockwise from SEAT' with an 'end when' for a round that starts elsewhere",
      );
    }
  }
  if (p.chooser !== undefined) {
    // Read for each choice owed, with `team` the team owed it; no seat is acting yet.
    const owed = st.ctx(`the chooser of phase '${p.name}'`, { phase: p, team: true });
    expectType(st, p.chooser, owed, T.seat, "the seat 'choices: by' names");
  }
  const table = st.ctx(`the 'end when' of phase '${p.name}'`, { phase: p });
  for (const v of p.variables) checkVariableInitial(st, v.initial, v.type, table);
  for (const d of p.defines) defineType(st, d);
  for (const item of p.decl.items) {
    switch (item.kind) {
      case 'LeadRestriction':
        for (const s of item.suits) suitName(st, s);
        if (!item.unlessOnly) {
          // A leader dealt nothing but these suits would have no card to lead, and the hand
          // could never go on.
          st.sink.warning(
            'lead-can-stick',
            item.range,
            `a seat to lead whose hand holds only ${item.suits.map((n) => n.text).join(' or ')} would have no card it may lead, and the hand would stop there`,
            "add ', unless only those are held'",
          );
        }
        break;
      case 'WinnerClause':
        for (const tier of item.tiers) {
          if (tier.kind === 'CardTier') cardName(st, tier.card);
          else checkRanking(st, tier, acting);
        }
        break;
      case 'SuitOfClause': {
        // The suit a card counts as in the tricks: read of any card, in hand or played.
        const inner = withScope(table);
        bindLocal(st, inner, item.card, 'ranking', T.card);
        expectType(st, item.suit, inner, T.suit, "the suit 'suit of' gives a card");
        break;
      }
      case 'SitOutClause':
        // Asked of each seat in turn, as `seat`; a seat for which it holds plays no card.
        expectType(st, item.condition, acting, T.flag, "a 'sit out when'");
        break;
      case 'PlayedByClause':
        // Read whenever the seat to choose is asked, with `seat` the seat whose turn it is.
        expectType(st, item.seat, acting, T.seat, "the seat 'played by' names");
        checkPlayedBy(st, p, item);
        break;
      case 'FirstLeadClause':
        // Worked out as the phase starts, once its `at start` hook has run.
        expectType(st, item.seat, acting, T.seat, "the seat 'first lead' names");
        break;
      case 'MustPlayClause': {
        // Asked of each card the seat to act may play, as `seat`, after lead and follow.
        const inner = withScope(acting);
        bindLocal(st, inner, item.card, 'ranking', T.card);
        expectType(st, item.condition, inner, T.flag, "a 'must play' condition");
        break;
      }
      case 'PlayTricksClause':
        for (const n of [item.from, item.to, item.won]) {
          const zone = st.tables.zones.find((z) => z.name === n.text);
          if (zone !== undefined) st.bind(n, { kind: 'zone', name: zone.name, zone });
        }
        break;
      case 'Hook':
        checkBlock(
          st,
          item.body,
          item.when === 'trick-end'
            ? // After the trick is taken, before the winner leads: no seat is acting.
              st.ctx(`the 'at trick end' of phase '${p.name}'`, { phase: p, winner: true })
            : item.when === 'end'
              ? // Once the phase is over, before the next begins: no seat is acting.
                st.ctx(`the 'at end' of phase '${p.name}'`, { phase: p })
              : { ...acting, place: `phase '${p.name}'` },
          { move: false, turnOrder: inTurns && item.when === 'turn-start' },
        );
        break;
      case 'EndWhen':
        expectType(st, item.condition, table, T.flag, "'end when'");
        break;
      default:
        break;
    }
  }
  for (const move of p.moves) {
    const mutable = st.tables.moves.get(move.name);
    const ctx = withScope({ ...acting, place: `move '${move.name}'` });
    st.bind(move.decl.name, { kind: 'move', name: move.name, move });
    for (const [k, param] of move.decl.params.entries()) {
      let element = iterate(st, param.domain, ctx, `the values of '${param.name.text}'`);
      if (param.size !== undefined) element = checkSetParam(st, ctx, move.decl.params, k, element);
      if (param.step !== undefined) {
        expectType(st, param.step, ctx, T.number, "a 'step'");
        if (param.domain.kind !== 'RangeExpr')
          st.sink.error(
            'type-mismatch',
            param.step.range,
            `'step' only follows a range such as 0..100, not ${typeName(element)}s`,
          );
      }
      bindLocal(st, ctx, param.name, 'param', element);
      if (mutable?.decl === move.decl)
        mutable.params.push({ name: param.name.text, type: element, param });
      if (param.where !== undefined) expectType(st, param.where, ctx, T.flag, "a 'where'");
    }
    checkMoveWording(st, move.decl, ctx);
    if (move.when !== undefined) expectType(st, move.when, ctx, T.flag, "a move's 'when'");
    checkBlock(st, move.body, ctx, { move: true, turnOrder: inTurns });
    checkRequireOrder(st, move.body);
  }
}

/**
 * A set of cards as a parameter (`cards in 3 of hand[seat]`): drawn from cards, its size a
 * number, the move's last parameter with at most two before it (a move code holds the set's
 * number above the others'; so a move takes at most one). Its type is a collection of cards; sizes are checked for being
 * static and at least 1 in check-limits.ts.
 */
function checkSetParam(
  st: CheckState,
  ctx: Ctx,
  params: readonly Param[],
  k: number,
  element: Type,
): Type {
  const param = params[k]!;
  const size = param.size!;
  for (const end of [size.least, size.most]) {
    if (end !== undefined) expectType(st, end, ctx, T.number, 'the number of cards of a set');
  }
  if (element.kind !== 'card' && element.kind !== 'unknown') {
    st.sink.error(
      'set-parameter-not-cards',
      param.domain.range,
      `'${param.name.text}' is a set of cards, drawn from a zone or a collection of cards, not from ${typeName(element)}s`,
      'draw it from a zone (`3 of hand[seat]`) or a filtered set of cards',
    );
  }
  if (k !== params.length - 1) {
    st.sink.error(
      'set-parameter-not-last',
      param.name.range,
      `a set of cards must be its move's last parameter, and '${param.name.text}' is followed by '${params[k + 1]!.name.text}'`,
      'move it to the end of the list',
    );
  } else if (k > 2) {
    st.sink.error(
      'set-parameter-not-last',
      param.name.range,
      `a move with a set of cards takes at most two parameters before it, not ${k}`,
    );
  }
  return { kind: 'cards', zone: undefined };
}
