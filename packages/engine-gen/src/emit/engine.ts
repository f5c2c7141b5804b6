// engine.ts of a generated engine: the parts assembled, plus the fast path and the metadata.

import type { Expression, ResolvedVariable } from '@orrery/rules-lang';
import type { GenContext } from '../context';
import { typeName } from '@orrery/rules-lang';
import { everyNode } from '../every-node';
import { commentText } from '../escape';
import { quote } from '../naming';
import { emitCardMasks } from '../card-masks';
import { emitApi } from './api';
import { emitDeal } from './deal';
import { emitDefinitions } from './definitions';
import { emitFlow } from './flow';
import { emitMoves } from './moves';
import { emitTable } from './table';

export function emitEngine(ctx: GenContext): string[] {
  const g = ctx.game;
  const trickPhase = g.phases.find((p) => p.kind === 'tricks');
  const zones = g.zones.map(
    (z) =>
      `    { name: ${quote(z.name)}, title: ${quote(z.title ?? z.name)}, owner: ${quote(z.owner)}, visibility: ${quote(z.visibility)}, sorted: ${z.sorted} },`,
  );
  // Every part is compiled before the file is put together: compiling asks for the card masks
  // (card-masks.ts), declared after the definitions, which their tests may read.
  const table = emitTable(ctx);
  const definitions = emitDefinitions(ctx);
  const deal = emitDeal(ctx);
  const flow = emitFlow(ctx);
  const moves = emitMoves(ctx);
  const api = emitApi(ctx);
  return [
    'import {',
    '  asArray,',
    ...(ctx.bags.size === 0
      ? []
      : [
          '  bagCards,',
          '  bagCount,',
          '  bitCount,',
          '  bagCountIn,',
          '  bagEvery,',
          '  bagLists,',
          '  bagOfLists,',
          '  bagSome,',
          '  bagSum,',
          '  bagTable,',
          '  bagUnion,',
          '  bagWhere,',
          '  bagsCountIn,',
          '  bagAny,',
          '  bagsAny,',
          '  bagSumOf,',
          '  bagsSumOf,',
          '  pairTable,',
        ]),
    '  asBool,',
    '  asCard,',
    '  asInt,',
    '  asInts,',
    '  asMembers,',
    '  checkSavedGame,',
    '  onlyKeys,',
    '  parseJsonText,',
    '  asRecord,',
    '  at,',
    '  compareKeys,',
    '  count,',
    '  InputFault,',
    '  isRecord,',
    '  maxOf,',
    '  minOf,',
    '  moveError,',
    '  readInput,',
    '  addTo,',
    '  removeFrom,',
    '  sameMembers,',
    '  seatName,',
    '  sortCodes,',
    '  teamLabel,',
    '  randomWord,',
    '  seedRandom,',
    '  setAll,',
    '  largest,',
    '  shuffleInPlace,',
    '  sum,',
    '  takeCard,',
    '  top,',
    '  type ApplyResult,',
    '  type Engine,',
    '  type FastEngine,',
    '  type GameEvent,',
    '  type GameMeta,',
    '  type InputError,',
    '  type MoveError,',
    '  type OptionMeta,',
    '  type Outcome,',
    '  type Result,',
    '  type VariableMeta,',
    '  type SetupArgs,',
    '  type HandRecordFacts,',
    '  type SavedGameFacts,',
    '  type SavedGameRules,',
    '  type ZoneCards,',
    "} from '@orrery/runtime';",
    'import {',
    '  BASE,',
    '  CARD_IDS,',
    '  CARD_INDEX,',
    '  CARD_NAMES,',
    '  GROUP_IDS,',
    '  GROUP_NAMES,',
    '  RANK_IDS,',
    '  RANK_NAMES,',
    '  SUIT_IDS,',
    '  SUIT_LIST,',
    '  SUIT_NAMES,',
    '  baseCard,',
    '  cardFace,',
    '  cardGroup,',
    '  cardKind,',
    '  cardRank,',
    '  cardSuit,',
    '  cardSuitRank,',
    '  cardWild,',
    '  suitGroup,',
    '  suitRank,',
    "} from './cards';",
    "import type { GivenDeal, Move, Options, Owed, State, Variables, View, ZoneView, ZoneViews, Zones } from './types';",
    '',
    ...table,
    '',
    ...definitions,
    '',
    ...emitCardMasks(ctx),
    ...deal,
    '',
    ...flow,
    '',
    ...moves,
    '',
    ...api,
    '',
    '// ---------------------------------------------------------------------------------------',
    '// The engine',
    '',
    'const fast: FastEngine<State> = {',
    '  clone,',
    '  legal,',
    '  play: (s, code, ev) => playCode(s, code, ev),',
    '  toMove: (s) => (s.over ? -1 : s.seat),',
    '  encode: (s, move) => {',
    '    const read = readMove(s, move);',
    "    return 'code' in read ? -1 : pack(read.index, read.p);",
    '  },',
    '  decode: (_s, code) => moveOfCode(code),',
    '  handNumber: (s) => s.handNumber,',
    '  handScores: (s) => s.history[s.history.length - 1]?.scores,',
    '  teamOf: (s, seat) => teamOf(s, seat),',
    '  winner: (s) => s.winner,',
    '  pauseAtHandEnd: (s) => {',
    '    s.pause = true;',
    '  },',
    '};',
    '',
    'const VARIABLES: readonly VariableMeta[] = [',
    ...ctx.variables.map(
      ({ variable, key: k }) =>
        `  { name: ${quote(variable.name)}, key: ${quote(k)}, owner: ${quote(variable.owner)}, type: ${quote(typeName(variable.type))}, storage: ${quote(variable.storage)}, setBy: [${setBy(ctx, variable).map(quote).join(', ')}] },`,
    ),
    '];',
    '',
    'const meta: GameMeta = {',
    `  id: ${quote(g.id)},`,
    `  title: ${quote(g.title ?? g.id)},`,
    '  options: OPTIONS,',
    '  seatNames: SEAT_NAMES,',
    '  suits: SUIT_IDS.map((id, i) => ({ id, name: SUIT_NAMES[i]!, group: GROUP_IDS[suitGroup(i)] ?? null })),',
    '  ranks: RANK_IDS.map((id, i) => ({ id, name: RANK_NAMES[i]! })).reverse(),',
    '  zones: [',
    ...zones,
    '  ],',
    '  moves: MOVE_TYPES.map((type, i) => ({',
    '    type,',
    "    params: MOVE_PARAMS[i]!.map((kind, k) => ({ name: MOVE_PARAM_NAMES[i]![k]!, kind: kind as 'card' | 'number' | 'suit' | 'seat' | 'team' | 'rank' })),",
    '  })),',
    '  variables: VARIABLES,',
    `  phases: [${g.phases.map((p) => `{ id: ${quote(p.name)}, name: ${quote(p.title ?? p.name)} }`).join(', ')}],`,
    `  trickZone: ${trickPhase?.tricks === undefined ? 'null' : quote(trickPhase.tricks.to)},`,
    '  seatCount: (o) => seatCountOf({ options: optionsOrDefaults(o) }),',
    '  teamCount: (o) => teamCountOf({ seats: seatCountOf({ options: optionsOrDefaults(o) }) }),',
    '  teamOf: (seat, o) => teamOf({ seats: seatCountOf({ options: optionsOrDefaults(o) }) }, seat),',
    '  deck: (o) =>',
    '    CARD_IDS.slice(0, BASE * copiesOf({ options: optionsOrDefaults(o) })).map((id, c) => ({',
    '      id,',
    '      name: CARD_NAMES[c]!,',
    '      suit: SUIT_IDS[cardSuit(c)] ?? null,',
    '      rank: RANK_IDS[cardRank(c) - 1] ?? null,',
    '      wild: cardWild(c),',
    '    })),',
    '};',
    '',
    `/** The ${commentText(g.title ?? g.id)} engine, generated from ${commentText(ctx.rulesPath)}. */`,
    'export const engine: Engine<State, Move, View> = {',
    '  meta,',
    '  setup,',
    '  legalMoves,',
    '  toMove: (s) => (s.over ? null : s.seat),',
    '  apply,',
    '  view,',
    '  outcome,',
    '  serialize,',
    '  deserialize,',
    '  describeMove,',
    '  determinize,',
    '  determinizer,',
    '  fast,',
    '};',
  ];
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
