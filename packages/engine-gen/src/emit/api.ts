// The public face of a generated engine: the `Engine` object of @orrery/runtime with setup,
// legal moves, pure apply, views, outcome, (de)serialisation, descriptions and metadata.

import type { GenContext } from '../context';
import { camel, key, quote, title, valueLiteral } from '../naming';
import { allMoves, paramKind } from './move-table';
import { emitDeterminize } from './determinize';
import { emitSerialization } from './serialize';

export function emitApi(ctx: GenContext): string[] {
  const g = ctx.game;
  const moves = allMoves(ctx);
  const optionDefaults = g.options.map(
    (o) =>
      `  ${key(o.name)}: ${typeof o.defaultValue === 'number' ? o.defaultValue : quote(String(o.defaultValue))},`,
  );
  const optionMeta = g.options.map((o) =>
    o.values.kind === 'range'
      ? `  { name: ${quote(o.name)}, title: ${quote(o.title ?? title(o.name))}, kind: 'range', min: ${o.values.min}, max: ${o.values.max}, default: ${valueLiteral(o.defaultValue)} },`
      : `  { name: ${quote(o.name)}, title: ${quote(o.title ?? title(o.name))}, kind: 'choices', choices: ${valueLiteral(o.values.choices)}, default: ${valueLiteral(o.defaultValue)} },`,
  );
  const zoneViews = g.zones.map((z) => {
    // A bag (see bags.ts) is read as one list of cards per owner.
    const ref = ctx.bags.has(z.name)
      ? `bagLists(z.${camel(z.name)}, ${ctx.bagWords})`
      : `z.${camel(z.name)}`;
    const owner = z.owner;
    const sees =
      z.visibility === 'all'
        ? 'true'
        : z.visibility === 'hidden'
          ? 'false'
          : owner === 'shared'
            ? 'false'
            : owner === 'seat'
              ? z.visibility === 'owner'
                ? 'o === viewer'
                : 'teamOf(s, o) === teamOf(s, viewer)'
              : 'o === teamOf(s, viewer)';
    const sorted = z.sorted || z.visibility !== 'all' || owner !== 'shared';
    const one = (cards: string, seen: string) => `zoneView(${cards}, ${seen}, ${sorted})`;
    return owner === 'shared'
      ? `    ${key(camel(z.name))}: ${one(ref, sees)},`
      : `    ${key(camel(z.name))}: ${ref}.map((cards, o) => ${one('cards', sees)}),`;
  });
  return [
    '// ---------------------------------------------------------------------------------------',
    '// The engine API',
    '',
    `export const MOVE_TYPES = [${moves.map((m) => quote(m.name)).join(', ')}] as const;`,
    `const MOVE_PHASE: readonly number[] = [${moves.map((m) => m.phaseIndex).join(', ')}];`,
    `const MOVE_PARAMS: readonly (readonly string[])[] = [${moves.map((m) => `[${m.params.map((p) => quote(paramKind(p.type))).join(', ')}]`).join(', ')}];`,
    `const MOVE_PARAM_NAMES: readonly (readonly string[])[] = [${moves.map((m) => `[${m.params.map((p) => quote(p.name)).join(', ')}]`).join(', ')}];`,
    `const PHASE_IDS = [${g.phases.map((p) => quote(p.name)).join(', ')}] as const;`,
    `const SEAT_NAMES: readonly string[] = [${g.seatNames.map(quote).join(', ')}];`,
    '',
    'export const DEFAULT_OPTIONS: Options = {',
    ...optionDefaults,
    '};',
    '',
    'const OPTIONS: readonly OptionMeta[] = [',
    ...optionMeta,
    '];',
    '',
    '/** Reads a move in public notation; says what is wrong with a malformed one. */',
    'function readMove(s: State, input: unknown): { index: number; p: number[] } | MoveError {',
    "  if (!isRecord(input)) return moveError('malformed-move', 'A move is an object with a \"type\"');",
    '  const type = input.type;',
    "  if (typeof type !== 'string') return moveError('malformed-move', 'A move needs a \"type\"');",
    '  // A name may be a move of several phases: the one of the phase being played, else the first.',
    '  let index = -1;',
    '  for (let i = 0; i < MOVE_TYPES.length; i++) {',
    '    if (MOVE_TYPES[i] !== type) continue;',
    '    if (index < 0 || MOVE_PHASE[i] === s.phase) index = i;',
    '    if (MOVE_PHASE[i] === s.phase) break;',
    '  }',
    "  if (index < 0) return moveError('unknown-move', `This game has no move '${type}'`);",
    '  const p: number[] = [];',
    '  const kinds = MOVE_PARAMS[index]!;',
    '  for (let k = 0; k < kinds.length; k++) {',
    '    const name = MOVE_PARAM_NAMES[index]![k]!;',
    '    const raw = input[name];',
    '    const kind = kinds[k];',
    "    if (kind === 'number' || kind === 'seat' || kind === 'team') {",
    "      if (typeof raw !== 'number' || !Number.isInteger(raw) || Math.abs(raw) > 2000) {",
    "        return moveError('malformed-move', `'${type}' needs a whole number '${name}'`);",
    '      }',
    '      p.push(raw);',
    "    } else if (kind === 'card') {",
    "      const c = typeof raw === 'string' ? CARD_INDEX.get(raw) : undefined;",
    '      if (c === undefined || c >= s.deckSize) {',
    "        return moveError(typeof raw === 'string' ? 'unknown-card' : 'malformed-move', typeof raw === 'string' ? `There is no card '${raw}' in this game` : `'${type}' needs a card id '${name}'`);",
    '      }',
    '      p.push(c);',
    "    } else if (kind === 'suit') {",
    "      const i = typeof raw === 'string' ? (SUIT_IDS as readonly string[]).indexOf(raw) : -1;",
    "      if (i < 0) return moveError('malformed-move', `'${type}' needs a suit '${name}'`);",
    '      p.push(i);',
    '    } else {',
    "      const i = typeof raw === 'string' ? (RANK_IDS as readonly string[]).indexOf(raw) : -1;",
    "      if (i < 0) return moveError('malformed-move', `'${type}' needs a rank '${name}'`);",
    '      p.push(i + 1);',
    '    }',
    '  }',
    '  return { index, p };',
    '}',
    '',
    'function legalMoves(s: State): Move[] {',
    '  const codes: number[] = [];',
    // `legal` may write past the codes it counts (its listing is branch-free): keep the first n.
    '  codes.length = legal(s, codes);',
    '  sortCodes(codes);',
    '  const moves: Move[] = new Array<Move>(codes.length);',
    '  for (let k = 0; k < codes.length; k++) moves[k] = moveOfCode(codes[k]!);',
    '  return moves;',
    '}',
    '',
    'function apply(state: State, input: unknown): ApplyResult<State> {',
    '  try {',
    "    if (state.over) return { ok: false, error: moveError('game-over', 'The match is over') };",
    "    if (isRecord(input) && 'seat' in input && input.seat !== state.seat) {",
    "      return { ok: false, error: moveError('not-your-turn', `It is ${seatName(SEAT_NAMES, state.seat)}'s turn`) };",
    '    }',
    '    const read = readMove(state, input);',
    "    if ('code' in read) return { ok: false, error: read };",
    '    const code = pack(read.index, read.p);',
    '    // A legal move has nothing wrong with it (legal and whyNot come from the same clauses),',
    '    // so the reasons are only looked for when the move is not in the legal list.',
    '    if (!isLegal(state, code)) {',
    '      const why = whyNot(state, read.index, read.p);',
    "      return { ok: false, error: why ?? moveError('not-allowed', 'That move is not allowed now') };",
    '    }',
    '    const s = clone(state);',
    '    const events: GameEvent[] = [];',
    '    playCode(s, code, events);',
    '    return { ok: true, state: s, events };',
    '  } catch (e) {',
    "    return { ok: false, error: moveError('internal-error', e instanceof Error ? e.message : String(e)) };",
    '  }',
    '}',
    '',
    'const legalScratch: number[] = [];',
    'function isLegal(s: State, code: number): boolean {',
    '  const n = legal(s, legalScratch);',
    '  for (let k = 0; k < n; k++) if (legalScratch[k] === code) return true;',
    '  return false;',
    '}',
    '',
    'function zoneView(cards: readonly number[], seen: boolean, sorted: boolean): ZoneView {',
    '  if (!seen) return { count: cards.length };',
    '  const list = sorted ? cards.slice().sort((a, b) => a - b) : cards.slice();',
    '  return { count: cards.length, cards: list.map((c) => CARD_IDS[c]!) };',
    '}',
    '',
    '/** Each zone as `viewer` may see it: cards where visible, else only the count. */',
    'function zoneViews(s: State, z: Zones, viewer: number): ZoneViews {',
    '  return {',
    ...zoneViews,
    '  };',
    '}',
    '',
    '/** What `viewer` may see: hidden zones as counts, no generator state, no future deals. */',
    'function view(s: State, viewer: number): View {',
    '  return {',
    '    game: s.game,',
    '    viewer,',
    '    options: s.options,',
    '    seats: s.seats,',
    '    handNumber: s.handNumber,',
    '    dealer: s.dealer,',
    '    phase: s.phase < 0 ? null : PHASE_IDS[s.phase]!,',
    '    toMove: s.over ? null : s.seat,',
    '    over: s.over,',
    "    winner: s.winner === -1 ? null : s.winner === -2 ? 'draw' : s.winner,",
    '    zones: zoneViews(s, s.z, viewer),',
    '    variables: structuredClone(s.v),',
    '    total: s.total.slice(),',
    '    handScore: s.handScore.slice(),',
    '    history: s.history.map((h) => ({ hand: h.hand, dealer: h.dealer, scores: h.scores.slice(), zones: zoneViews(s, h.zones, viewer) })),',
    '    leader: s.leader,',
    '    led: s.led < 0 ? null : CARD_IDS[s.led]!,',
    '    brokenSuits: SUIT_IDS.filter((_, i) => (s.broken & (1 << i)) !== 0),',
    '    tricksWon: s.tricksWon.slice(),',
    '    lastTrickTeam: s.lastTrickTeam,',
    '    voids: s.voids.slice(),',
    '    owed: s.owed.map((o) => ({ ...o })),',
    '    step: s.step,',
    '    idle: s.idle,',
    '    legal: !s.over && s.seat === viewer ? legalMoves(s) : [],',
    '  };',
    '}',
    '',
    'function outcome(s: State): Outcome {',
    '  return {',
    '    hands: s.history.map((h) => ({ hand: h.hand, dealer: h.dealer, scores: h.scores.slice() })),',
    '    totals: s.total.slice(),',
    '    over: s.over,',
    "    winner: s.winner === -1 ? null : s.winner === -2 ? 'draw' : s.winner,",
    '  };',
    '}',
    '',
    '/** "West plays the 7 of Hearts". */',
    'function describeMove(s: State, move: Move): string {',
    '  const who = seatName(SEAT_NAMES, s.seat);',
    '  const read = readMove(s, move);',
    "  if ('code' in read) return `${who}: ${JSON.stringify(move)}`;",
    '  const kinds = MOVE_PARAMS[read.index]!;',
    "  const words = MOVE_TYPES[read.index]!.split('-');",
    "  const verb = words[0]!.replace(/(s|sh|ch|x)$/, '$1e') + 's';",
    "  const rest = words.slice(1).join(' ');",
    '  const things = read.p.map((v, k) => {',
    '    const kind = kinds[k];',
    "    if (kind === 'card') return `the ${CARD_NAMES[v]}`;",
    "    if (kind === 'suit') return SUIT_NAMES[v]!;",
    "    if (kind === 'rank') return RANK_NAMES[v - 1]!;",
    "    if (kind === 'seat') return seatName(SEAT_NAMES, v);",
    '    return String(v);',
    '  });',
    "  return [who, verb, rest, things.join(', ')].filter((x) => x !== '').join(' ');",
    '}',
    '',
    ...emitSerialization(ctx),
    '',
    ...emitDeterminize(ctx),
  ];
}
