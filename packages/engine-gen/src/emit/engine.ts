// engine.ts of a generated engine: the kernels (everything below) and the tables of the game,
// handed to the runtime shell (`makeEngine`), which builds the whole Engine API from them.

import type { Expression, ResolvedVariable, Type } from '@orrery/rules-lang';
import { typeName } from '@orrery/rules-lang';
import type { GenContext } from '../context';
import { emitCardMasks } from '../card-masks';
import { expr, type Place } from '../compile-expr';
import { commentText } from '../escape';
import { everyNode } from '../every-node';
import { fn, type Declaration } from '../module';
import { quote, title, valueLiteral } from '../naming';
import { emitDeal } from './deal';
import { emitDefinitions } from './definitions';
import { emitFlow } from './flow';
import { allMoves, paramKind } from './move-table';
import { emitMoves } from './moves';
import { savedTable, turnKind } from './saved-game';
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
    emitTables(ctx),
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

/** The engine: the game's tables and its kernels, made one by the runtime shell. */
function emitTables(ctx: GenContext): Declaration {
  const g = ctx.game;
  const trickPhase = g.phases.find((p) => p.kind === 'tricks');
  const options = g.options.map((o) =>
    o.values.kind === 'range'
      ? `      { name: ${quote(o.name)}, title: ${quote(o.title ?? title(o.name))}, kind: 'range', min: ${o.values.min}, max: ${o.values.max}, default: ${valueLiteral(o.defaultValue)} },`
      : `      { name: ${quote(o.name)}, title: ${quote(o.title ?? title(o.name))}, kind: 'choices', choices: ${valueLiteral(o.values.choices)}, default: ${valueLiteral(o.defaultValue)} },`,
  );
  const variables = ctx.variables.map(({ variable, key: k }) => {
    const { shape, of } = variableShape(variable.type);
    return `      { name: ${quote(variable.name)}, key: ${quote(k)}, owner: ${quote(variable.owner)}, type: ${quote(typeName(variable.type))}, storage: ${quote(variable.storage)}, setBy: [${setBy(ctx, variable).map(quote).join(', ')}], shape: ${quote(shape)}, of: ${quote(of)} },`;
  });
  const moves = allMoves(ctx).map(
    (m) =>
      `      { type: ${quote(m.name)}, phase: ${m.phaseIndex}, params: [${m.params.map((p) => `{ name: ${quote(p.name)}, kind: ${quote(paramKind(p.type))} }`).join(', ')}] },`,
  );
  const phases = g.phases.map(
    (p) =>
      `      { id: ${quote(p.name)}, name: ${quote(p.title ?? p.name)}, turn: ${quote(turnKind(p))} },`,
  );
  const zoneName = (name: string | undefined) => (name === undefined ? 'undefined' : quote(name));
  const list = (lines: readonly string[]) =>
    lines.length === 0 ? '[]' : `[\n${lines.join('\n')}\n    ]`;
  return {
    name: 'engine',
    text: [
      `/** The ${commentText(g.title ?? g.id)} engine, generated from ${commentText(ctx.rulesPath)}. */`,
      'export const engine = makeEngine<State, Move, View, GameEvent>(',
      '  {',
      `    id: ${quote(g.id)},`,
      `    title: ${quote(g.title ?? g.id)},`,
      '    deck: DECK,',
      '    seatNames: SEAT_NAMES,',
      `    teams: ${g.teams.mode === 'solo' ? 'undefined' : String(g.teams.count ?? 2)},`,
      `    options: ${list(options)},`,
      '    zones: ZONES,',
      `    variables: ${list(variables)},`,
      `    moves: ${list(moves)},`,
      `    phases: ${list(phases)},`,
      `    trickZone: ${trickPhase?.tricks === undefined ? 'null' : quote(trickPhase.tricks.to)},`,
      `    deal: { to: ${zoneName(g.deal?.to)}, rest: ${zoneName(g.deal?.rest)} },`,
      `    saved: ${savedTable(ctx).replace(/\n/g, '\n  ')},`,
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
      '  },',
      ');',
    ].join('\n'),
  };
}

/** How a variable is saved: its shape, and what its numbers are. */
function variableShape(t: Type): { shape: string; of: string } {
  const of = (kind: string) =>
    ['suit', 'seat', 'team', 'card', 'rank'].includes(kind) ? kind : 'number';
  if (t.kind === 'flag') return { shape: 'flag', of: 'number' };
  if (t.kind === 'set' || t.kind === 'list') return { shape: t.kind, of: of(t.of.kind) };
  return { shape: 'number', of: of(t.kind) };
}

/** The moves whose bodies set, add to or remove from `variable` (its whole value or an entry). */
function setBy(ctx: GenContext, variable: ResolvedVariable): string[] {
  const names = new Set<string>();
  for (const phase of ctx.game.phases) {
    for (const move of phase.moves) {
      const sets = !everyNode(move.body, (node) => {
        if (node.kind !== 'SetStmt' && node.kind !== 'AddStmt' && node.kind !== 'RemoveStmt')
          return 'look-inside';
        const target = (node as { target: Expression }).target;
        const named = target.kind === 'Index' ? target.object : target;
        if (named.kind !== 'Reference') return 'accept';
        const sym = ctx.game.symbolOf(named);
        return sym.kind === 'variable' && sym.variable === variable ? 'fail' : 'accept';
      });
      if (sets) names.add(move.name);
    }
  }
  return [...names];
}
