// The public face of a generated engine: the `Engine` object of @orrery/runtime with setup,
// legal moves, pure apply, views, outcome, (de)serialisation, descriptions and metadata.

import type { GenContext } from '../context';
import { camel, key, quote, title } from '../naming';
import { allMoves, paramKind } from './move-table';
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
      ? `  { name: ${quote(o.name)}, title: ${quote(o.title ?? title(o.name))}, kind: 'range', min: ${o.values.min}, max: ${o.values.max}, default: ${JSON.stringify(o.defaultValue)} },`
      : `  { name: ${quote(o.name)}, title: ${quote(o.title ?? title(o.name))}, kind: 'choices', choices: ${JSON.stringify(o.values.choices)}, default: ${JSON.stringify(o.defaultValue)} },`,
  );
  const zoneViews = g.zones.map((z) => {
    const ref = `s.z.${camel(z.name)}`;
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
      ? `      ${key(camel(z.name))}: ${one(ref, sees)},`
      : `      ${key(camel(z.name))}: ${ref}.map((cards, o) => ${one('cards', sees)}),`;
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
    '/** The public notation of a move. */',
    'function moveOf(index: number, p: readonly number[]): Move {',
    '  const out: Record<string, string | number> = { type: MOVE_TYPES[index]! };',
    '  MOVE_PARAMS[index]!.forEach((kind, k) => {',
    '    const v = p[k]!;',
    '    const name = MOVE_PARAM_NAMES[index]![k]!;',
    "    out[name] = kind === 'card' ? CARD_IDS[v]! : kind === 'suit' ? SUIT_IDS[v]! : kind === 'rank' ? RANK_IDS[v - 1]! : v;",
    '  });',
    '  return out as unknown as Move;',
    '}',
    '',
    '/** Reads a move in public notation; says what is wrong with a malformed one. */',
    'function readMove(s: State, input: unknown): { index: number; p: number[] } | MoveError {',
    "  if (!isRecord(input)) return moveError('malformed-move', 'A move is an object with a \"type\"');",
    '  const type = input.type;',
    "  if (typeof type !== 'string') return moveError('malformed-move', 'A move needs a \"type\"');",
    '  const candidates = MOVE_TYPES.flatMap((t, i) => (t === type ? [i] : []));',
    "  if (candidates.length === 0) return moveError('unknown-move', `This game has no move '${type}'`);",
    '  const index = candidates.find((i) => MOVE_PHASE[i] === s.phase) ?? candidates[0]!;',
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
    '  legal(s, codes);',
    '  return codes.sort((a, b) => a - b).map((code) => moveOf(code % 64, unpack(code % 64, code)));',
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
    '    const why = whyNot(state, read.index, read.p);',
    '    if (why !== null) return { ok: false, error: why };',
    '    const code = pack(read.index, read.p);',
    '    const codes: number[] = [];',
    '    legal(state, codes);',
    "    if (!codes.includes(code)) return { ok: false, error: moveError('not-allowed', 'That move is not allowed now') };",
    '    const s = clone(state);',
    '    const events: GameEvent[] = [];',
    '    playCode(s, code, events);',
    '    return { ok: true, state: s, events };',
    '  } catch (e) {',
    "    return { ok: false, error: moveError('internal-error', e instanceof Error ? e.message : String(e)) };",
    '  }',
    '}',
    '',
    'function zoneView(cards: readonly number[], seen: boolean, sorted: boolean): ZoneView {',
    '  if (!seen) return { count: cards.length };',
    '  const list = sorted ? cards.slice().sort((a, b) => a - b) : cards.slice();',
    '  return { count: cards.length, cards: list.map((c) => CARD_IDS[c]!) };',
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
    '    zones: {',
    ...zoneViews,
    '    },',
    '    variables: structuredClone(s.v),',
    '    total: s.total.slice(),',
    '    handScore: s.handScore.slice(),',
    '    history: s.history.map((h) => ({ ...h, scores: h.scores.slice() })),',
    '    leader: s.leader,',
    '    led: s.led < 0 ? null : CARD_IDS[s.led]!,',
    '    brokenSuits: SUIT_IDS.filter((_, i) => (s.broken & (1 << i)) !== 0),',
    '    tricksWon: s.tricksWon.slice(),',
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
    '/** "West plays the 7 of Saturn". */',
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
  ];
}
