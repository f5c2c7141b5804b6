// types.ts of a generated engine: its literal unions, options, moves, zones and variables, and
// the runtime's state, view and event types narrowed to them.

import type { ResolvedVariable, Type } from '@orrery/rules-lang';
import type { GenContext } from '../context';
import { commentText } from '../escape';
import type { Declaration } from '../module';
import { camel, key, literalUnion, quote } from '../naming';
import { allMoves, paramKind } from '../ir/moves';
import { teamCountOf } from '../shapes';

export function emitTypes(ctx: GenContext): Declaration[] {
  const g = ctx.game;
  const seats = Array.from({ length: ctx.maxSeats }, (_, i) => i);
  const count = teamCountOf(g);
  const teams = count === undefined ? seats : Array.from({ length: count }, (_, i) => i);
  const options = g.options.map((o) => {
    const t = o.values.kind === 'range' ? 'number' : literalUnion(o.values.choices);
    return `  readonly ${key(o.name)}: ${t};${o.title === undefined ? '' : ` // ${commentText(o.title)}`}`;
  });
  const moves = allMoves(ctx).map((m) => {
    const params = m.params
      .map((p) => ` readonly ${key(p.name)}: ${jsonType(paramKind(p.type))};`)
      .join('');
    return `  | { readonly type: ${quote(m.name)};${params} }`;
  });
  const zoneField = (name: string, owner: string, view: boolean) => {
    const one = view ? 'ZoneView<CardId>' : 'number[]';
    if (!view && ctx.bags.has(name)) {
      return [
        `  /** One bit a card, card \`c\` at bit \`c & 31\` of word \`owner * ${ctx.bagWords} + (c >> 5)\`. */`,
        `  ${key(camel(name))}: Int32Array;`,
      ].join('\n');
    }
    return `  ${key(camel(name))}: ${owner === 'shared' ? one : `${one}[]`};`;
  };
  const vars = ctx.variables.map(({ variable, key: k }) => `  ${key(k)}: ${varType(variable)};`);
  const type = (name: string, text: string, doc?: string): Declaration => ({
    name,
    text: [...(doc === undefined ? [] : [`/** ${doc} */`]), text].join('\n'),
  });
  const body = (lines: readonly string[]) =>
    lines.length === 0 ? '{}' : `{\n${lines.join('\n')}\n}`;
  return [
    type('GameId', `export type GameId = ${quote(g.id)};`),
    type('Seat', `export type Seat = ${literalUnion(seats)};`),
    type('Team', `export type Team = ${literalUnion(teams)};`),
    type('PhaseId', `export type PhaseId = ${literalUnion(g.phases.map((p) => p.name))};`),
    type('OptionName', `export type OptionName = ${literalUnion(g.options.map((o) => o.name))};`),
    type('EventName', `export type EventName = ${literalUnion(g.events)};`),
    {
      name: 'ids',
      text: 'export type { CardId, GroupId, RankId, SuitId };',
    },
    type(
      'Options',
      `export interface Options ${body(options)}`,
      'The house rules the rules file declares, with their allowed values.',
    ),
    type(
      'Move',
      `export type Move =\n${moves.length === 0 ? '  never' : moves.join('\n')};`,
      'Every move of the game in its public notation.',
    ),
    type(
      'Zones',
      `export interface Zones ${body(g.zones.map((z) => zoneField(z.name, z.owner, false)))}`,
      'Where every card is, by zone. Card numbers index the deck.',
    ),
    type(
      'ZoneViews',
      `export interface ZoneViews ${body(g.zones.map((z) => zoneField(z.name, z.owner, true)))}`,
      'Every zone as one seat sees it.',
    ),
    type(
      'Variables',
      `export interface Variables ${body(vars)}`,
      "The rules file's variables and records.",
    ),
    type(
      'State',
      'export type State = EngineState<GameId, Options, Zones, Variables>;',
      'The whole game: plain data, so it copies, compares and serialises as JSON.',
    ),
    type(
      'View',
      'export type View = EngineView<GameId, Options, ZoneViews, Variables, PhaseId, CardId, SuitId, Move>;',
      'What one seat may see: hidden zones are counts only.',
    ),
    type(
      'GameEvent',
      'export type GameEvent = EngineEvent<Move, CardId, EventName>;',
      'Everything the engine says happened.',
    ),
  ];
}

function jsonType(kind: string): string {
  switch (kind) {
    case 'cards':
      return 'readonly CardId[]';
    case 'card':
      return 'CardId';
    case 'suit':
      return 'SuitId';
    case 'rank':
      return 'RankId';
    default:
      return 'number';
  }
}

function varType(v: ResolvedVariable): string {
  const one = scalarType(v.type);
  return v.owner === 'shared' ? one : `${one}[]`;
}

function scalarType(t: Type): string {
  switch (t.kind) {
    case 'flag':
      return 'boolean';
    case 'set':
    case 'list':
      return 'number[]';
    default:
      return 'number';
  }
}
