// engine.ts of a generated engine: the kernels (everything below) and the tables of the game,
// handed to the runtime shell (`makeEngine`), which builds the whole Engine API from them.

import type { Expression } from '@orrery/rules-lang';
import type { GenContext } from '../context';
import { emitCardMasks } from '../card-masks';
import { expr, zoneRef, type Place } from '../compile-expr';
import { commentText } from '../escape';
import { gameTables } from '../ir/tables';
import { fn, type Declaration } from '../module';
import { quote, valueLiteral } from '../naming';
import { emitDeal } from './deal';
import { emitDefinitions } from './definitions';
import { emitFlow } from './flow';
import { emitKnown } from './known';
import { emitMoves } from './moves';
import { emitPlayedBy, hasPlayedBy } from './played-by';
import { emitZones } from './zones';

export function emitEngine(ctx: GenContext): Declaration[] {
  // Every part is compiled before the file is put together: compiling asks for the card masks
  // (card-masks.ts) and the shapes' tables, which are declared with the rest.
  const zones = emitZones(ctx);
  const definitions = emitDefinitions(ctx);
  const deal = emitDeal(ctx);
  const flow = emitFlow(ctx);
  const moves = emitMoves(ctx);
  return [
    {
      name: 'SEAT_NAMES',
      text: `const SEAT_NAMES: readonly string[] = [${ctx.game.seatNames.map(quote).join(', ')}];`,
    },
    ...zones,
    ...bagTables(ctx),
    ...emitOptionKernels(ctx),
    ...definitions,
    ...emitCardMasks(ctx),
    ...deal,
    ...flow,
    ...moves,
    ...emitTrickSeats(ctx),
    ...emitPlayedBy(ctx),
    ...emitKnown(ctx),
    emitTables(ctx),
  ];
}

/**
 * Where a seat may sit a trick phase out, who played each card of the trick being played (the
 * view's `trickSeats`): counted from the leader over the seats that play. Elsewhere none are
 * named, and the seats from the leader on are meant.
 */
function emitTrickSeats(ctx: GenContext): Declaration[] {
  const lines = ctx.game.phases.flatMap((p, i) =>
    p.tricks?.sitOut === undefined
      ? []
      : [
          `  if (s.phase === ${i}) return ${zoneRef(p.tricks.to)}.map((_, k) => trickSeat${i}(s, k));`,
        ],
  );
  if (lines.length === 0) return [];
  const sitting = ctx.game.phases.flatMap((p, i) =>
    p.tricks?.sitOut === undefined ? [] : [`  if (s.phase === ${i}) return sitting${i}(s);`],
  );
  return [
    fn('trickSeats', [['s', 'State']], 'number[]', [...lines, '  return [];']),
    fn('sittingOut', [['s', 'State']], 'boolean[]', [...sitting, '  return [];']),
  ];
}

/** Cards by suit, by group and wild, as bag masks (see bagTable): listings mask hands with them. */
function bagTables(ctx: GenContext): Declaration[] {
  if (ctx.bags.size === 0) return [];
  const cards = ctx.baseSize * ctx.maxCopies;
  const W = ctx.bagWords;
  return [
    {
      name: 'SUIT_BITS',
      text: `/** The cards of each suit as bag masks, from -1 (no suit). */\nconst SUIT_BITS = bagTable(${cards}, ${W}, DECK.suits.ids.length, (c) => cardSuit(DECK, c));`,
    },
    {
      name: 'GROUP_BITS',
      text: `/** The cards of each suit group as bag masks, from -1 (no group). */\nconst GROUP_BITS = bagTable(${cards}, ${W}, DECK.groups.ids.length, (c) => cardGroup(DECK, c));`,
    },
    {
      name: 'WILD_BITS',
      text: `/** The wild cards as a bag mask. */\nconst WILD_BITS = bagTable(${cards}, ${W}, 1, (c) => (cardWild(DECK, c) ? 0 : -1)).subarray(${W});`,
    },
  ];
}

/** Seats and copies of the deck under the options. */
function emitOptionKernels(ctx: GenContext): Declaration[] {
  const g = ctx.game;
  const place: Place = { ctx, seat: undefined, team: undefined };
  const optionsOnly = (e: Expression | undefined, fallback: string) =>
    e === undefined ? fallback : expr(place, e);
  const copies = g.deck.copies;
  const copiesExpr =
    copies === undefined
      ? '1'
      : copies.when === undefined
        ? optionsOnly(copies.count, '1')
        : `(${optionsOnly(copies.when, 'true')} ? ${optionsOnly(copies.count, '1')} : 1)`;
  const S: [string, string] = ['s', '{ readonly options: Options }'];
  return [
    fn(
      'seatCountOf',
      [S],
      'number',
      [`  return ${optionsOnly(g.seats, '2')};`],
      `/** Seats under these options ${ctx.line(g.seats?.range)} */`,
    ),
    fn(
      'copiesOf',
      [S],
      'number',
      [`  return ${copiesExpr};`],
      '/** Copies of the deck under these options. */',
    ),
  ];
}

/** The engine: the game's tables (ir/tables.ts) printed, and its kernels, made one by the shell. */
function emitTables(ctx: GenContext): Declaration {
  const g = ctx.game;
  const t = gameTables(ctx).tables;
  const options = t.options.map((o) =>
    o.kind === 'range'
      ? `      { name: ${quote(o.name)}, title: ${quote(o.title)}, kind: 'range', min: ${o.min}, max: ${o.max}, default: ${valueLiteral(o.default)} },`
      : `      { name: ${quote(o.name)}, title: ${quote(o.title)}, kind: 'choices', choices: ${valueLiteral(o.choices)}, default: ${valueLiteral(o.default)} },`,
  );
  const variables = t.variables.map(
    (v) =>
      `      { name: ${quote(v.name)}, ${v.title === undefined ? '' : `title: ${quote(v.title)}, `}key: ${quote(v.key)}, owner: ${quote(v.owner)}, type: ${quote(v.type)}, storage: ${quote(v.storage)}, setBy: [${v.setBy.map(quote).join(', ')}], shape: ${quote(v.shape)}, of: ${quote(v.of)} },`,
  );
  const moves = t.moves.map(
    (m) =>
      `      { type: ${quote(m.type)}, ${m.wording === undefined ? '' : `wording: ${quote(m.wording)}, `}phase: ${m.phase}, params: [${m.params.map((p) => `{ name: ${quote(p.name)}, kind: ${quote(p.kind)}${p.least === undefined ? '' : `, least: ${p.least}`}${p.most === undefined ? '' : `, most: ${p.most}`} }`).join(', ')}] },`,
  );
  const phases = t.phases.map(
    (p) => `      { id: ${quote(p.id)}, name: ${quote(p.name)}, turn: ${quote(p.turn)} },`,
  );
  const zoneName = (name: string | undefined) => (name === undefined ? 'undefined' : quote(name));
  const list = (lines: readonly string[]) =>
    lines.length === 0 ? '[]' : `[\n${lines.join('\n')}\n    ]`;
  const { saved } = t;
  // Phases where a seat may sit the tricks out: the view names who played each trick card.
  const sitsOut = g.phases.flatMap((p, i) => (p.tricks?.sitOut === undefined ? [] : [i]));
  return {
    name: 'engine',
    text: [
      `/** The ${commentText(g.title ?? g.id)} engine, generated from ${commentText(ctx.rulesPath)}. */`,
      'export const engine = makeEngine<State, Move, View, GameEvent>(',
      '  {',
      `    id: ${quote(t.id)},`,
      `    title: ${quote(t.title)},`,
      '    deck: DECK,',
      '    seatNames: SEAT_NAMES,',
      `    teams: ${t.teams === undefined ? 'undefined' : String(t.teams)},`,
      `    options: ${list(options)},`,
      '    zones: ZONES,',
      `    variables: ${list(variables)},`,
      `    moves: ${list(moves)},`,
      ...(t.moves.some((m) => m.params.some((p) => p.kind === 'cards'))
        ? ['    cardSets: CARD_SETS,']
        : []),
      `    phases: ${list(phases)},`,
      `    trickZone: ${t.trickZone === null ? 'null' : quote(t.trickZone)},`,
      `    deal: { to: ${zoneName(t.deal.to)}, rest: ${zoneName(t.deal.rest)} },`,
      ...(t.lowestWins === true ? ['    lowestWins: true,'] : []),
      '    saved: {',
      `      owable: [${saved.owable.join(', ')}],`,
      saved.tricks === undefined
        ? '      tricks: undefined,'
        : `      tricks: { from: ${quote(saved.tricks.from)}, to: ${quote(saved.tricks.to)}, won: ${quote(saved.tricks.won)}, ledSkipsWild: ${saved.tricks.ledSkipsWild} },`,
      `      dealtOnly: ${saved.dealtOnly},`,
      ...(saved.chosenDealer === true ? ['      chosenDealer: true,'] : []),
      ...(saved.dealReadsState === true ? ['      dealReadsState: true,'] : []),
      '    },',
      '  },',
      '  {',
      '    seatCount: (options) => seatCountOf({ options }),',
      '    copies: (options) => copiesOf({ options }),',
      '    emptyZones,',
      '    cloneZones,',
      '    initialVariables,',
      '    cloneVariables,',
      '    dealSize,',
      '    firstDealer,',
      '    startHand,',
      '    legal,',
      '    hasLegal,',
      '    play: playCode,',
      '    whyNot,',
      '    phaseApplies,',
      '    matchWinner,',
      ...(sitsOut.length === 0 ? [] : ['    trickSeats,', '    sittingOut,']),
      ...(g.phases.some((p) => p.chooser !== undefined) ? ['    chooser,'] : []),
      ...(hasPlayedBy(ctx) ? ['    playedBy,'] : []),
      ...(g.known.length === 0 ? [] : ['    brokenFacts,']),
      '  },',
      ');',
    ].join('\n'),
  };
}
