// types.ts of a generated engine: literal unions and the State, View, Options and Move types.

import type { ResolvedVariable, Type } from '@orrery/rules-lang';
import type { GenContext } from '../context';
import { commentText } from '../escape';
import { camel, key, literalUnion, quote } from '../naming';
import { allMoves, paramKind } from './move-table';

export function emitTypes(ctx: GenContext): string[] {
  const g = ctx.game;
  const seats = Array.from({ length: ctx.maxSeats }, (_, i) => i);
  const teams =
    g.teams.mode === 'solo' ? seats : Array.from({ length: g.teams.count ?? 2 }, (_, i) => i);
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
    const one = view ? 'ZoneView' : 'number[]';
    if (!view && ctx.bags.has(name)) {
      return [
        `  /** One bit a card, card \`c\` at bit \`c & 31\` of word \`owner * ${ctx.bagWords} + (c >> 5)\`. */`,
        `  ${key(camel(name))}: Int32Array;`,
      ].join('\n');
    }
    return `  ${key(camel(name))}: ${owner === 'shared' ? one : `${one}[]`};`;
  };
  const vars = ctx.variables.map(({ variable, key: k }) => `  ${key(k)}: ${varType(variable)};`);
  return [
    `import type { CardId, GroupId, RankId, SuitId } from './cards';`,
    '',
    `export type GameId = ${quote(g.id)};`,
    `export type Seat = ${literalUnion(seats)};`,
    `export type Team = ${literalUnion(teams)};`,
    `export type PhaseId = ${literalUnion(g.phases.map((p) => p.name))};`,
    `export type OptionName = ${literalUnion(g.options.map((o) => o.name))};`,
    `export type EventName = ${literalUnion(g.events)};`,
    `export type { CardId, GroupId, RankId, SuitId };`,
    '',
    '/** The house rules the rules file declares, with their allowed values. */',
    'export interface Options {',
    ...options,
    '}',
    '',
    '/** Every move of the game in its public notation. */',
    `export type Move =\n${moves.length === 0 ? '  never' : moves.join('\n')};`,
    '',
    '/** Cards in one zone instance; `cards` only when the viewer may see them. */',
    'export interface ZoneView {',
    '  readonly count: number;',
    '  readonly cards?: readonly CardId[];',
    '}',
    '',
    '/** Where every card is, by zone. Card numbers index CARD_IDS. */',
    'export interface Zones {',
    ...g.zones.map((z) => zoneField(z.name, z.owner, false)),
    '}',
    '',
    'export interface ZoneViews {',
    ...g.zones.map((z) => zoneField(z.name, z.owner, true)),
    '}',
    '',
    "/** The rules file's variables and records. */",
    'export interface Variables {',
    ...vars,
    '}',
    '',
    '/** A choice a team is owed at the end of a hand: `move` indexes the move table. */',
    'export interface Owed {',
    '  team: number;',
    '  move: number;',
    '}',
    '',
    'export interface HandRecord {',
    '  readonly hand: number;',
    '  readonly dealer: number;',
    '  readonly scores: readonly number[];',
    '  /** Every zone as the hand ended (replays and summaries read it; views filter it). */',
    '  readonly zones: Zones;',
    '}',
    '',
    '/** A completed hand as a seat sees it. */',
    'export interface HandView {',
    '  readonly hand: number;',
    '  readonly dealer: number;',
    '  readonly scores: readonly number[];',
    '  readonly zones: ZoneViews;',
    '}',
    '',
    'export interface GivenDeal {',
    '  readonly dealer: number;',
    '  readonly hands: readonly (readonly number[])[];',
    '  /** Top card last, as the stock zone keeps it. */',
    '  readonly stock: readonly number[];',
    '}',
    '',
    '/** The whole game: plain data, so it copies, compares and serialises as JSON. */',
    'export interface State {',
    '  readonly game: GameId;',
    '  /** The seeded generator (C3): four uint32 words. */',
    '  rng: number[];',
    '  options: Options;',
    '  seats: number;',
    '  teams: number;',
    '  deckSize: number;',
    '  handNumber: number;',
    '  dealer: number;',
    '  /** Index of the phase being played, -1 once the match is over. */',
    '  phase: number;',
    '  /** The seat to act, -1 once the match is over. */',
    '  seat: number;',
    '  /** Turns taken in a once-around phase. */',
    '  step: number;',
    '  /** Seats in a row that had no legal move. */',
    '  idle: number;',
    '  over: boolean;',
    '  /** The winning team; -1 while playing; -2 for a draw. */',
    '  winner: number;',
    '  z: Zones;',
    '  v: Variables;',
    '  total: number[];',
    '  handScore: number[];',
    '  history: HandRecord[];',
    '  leader: number;',
    '  /** The card that set the led suit of the trick in progress, -1 for none yet. */',
    '  led: number;',
    '  /** Suits played in completed tricks of this hand, one bit a suit. */',
    '  broken: number;',
    '  tricksWon: number[];',
    '  lastTrickTeam: number;',
    '  owed: Owed[];',
    '  /** Suits each seat has shown it lacks this hand (one bit a suit), by not following. */',
    '  voids: number[];',
    '  /** Deals given by a replay, by hand index; null where the seed deals. */',
    '  deals: (GivenDeal | null)[];',
    '  /** Fast path only, never saved: stop when this hand ends instead of dealing the next. */',
    '  pause: boolean;',
    '}',
    '',
    '/** What one seat may see: hidden zones are counts only. */',
    'export interface View {',
    '  readonly game: GameId;',
    '  readonly viewer: number;',
    '  readonly options: Options;',
    '  readonly seats: number;',
    '  readonly handNumber: number;',
    '  readonly dealer: number;',
    '  readonly phase: PhaseId | null;',
    '  readonly toMove: number | null;',
    '  readonly over: boolean;',
    "  readonly winner: number | 'draw' | null;",
    '  readonly zones: ZoneViews;',
    '  readonly variables: Variables;',
    '  readonly total: readonly number[];',
    '  readonly handScore: readonly number[];',
    '  readonly history: readonly HandView[];',
    '  readonly leader: number;',
    '  readonly led: CardId | null;',
    '  readonly brokenSuits: readonly SuitId[];',
    '  readonly tricksWon: readonly number[];',
    '  readonly lastTrickTeam: number;',
    '  /** Per seat, one bit per suit (index in SUIT_IDS) it has shown it lacks this hand. */',
    '  readonly voids: readonly number[];',
    '  readonly owed: readonly Owed[];',
    '  /** Turns taken in a once-around phase; seats in a row without a move. */',
    '  readonly step: number;',
    '  readonly idle: number;',
    "  /** The viewer's legal moves when it is to act. */",
    '  readonly legal: readonly Move[];',
    '}',
  ];
}

function jsonType(kind: string): string {
  switch (kind) {
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
