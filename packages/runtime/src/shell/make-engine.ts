/**
 * The one runtime shell: the whole `Engine` API of every game, written once, from the tables and
 * kernels an engine gives (tables.ts). Kernels play the rules on a mutable state with move
 * codes (the fast path); the shell adds what is the same for every game: the hand's flow around
 * them (flow.ts), reading and refusing moves, the pure API, views, saved games, setup,
 * determinization, descriptions and metadata.
 */

import type {
  ApplyResult,
  Engine,
  FastEngine,
  GameEvent,
  GameMeta,
  Move,
  MoveError,
} from '../engine';
import { isRecord, moveError, seatName } from '../helpers';
import type { Shell, ShellState } from './context';
import { determinizer } from './determinize';
import { describeMove, moveOfCode, pack, readMove, sortMoveCodes } from './moves';
import { optionsOrDefaults } from './options';
import { seatToChoose } from './played-by';
import { shellRules } from './rules';
import { deserialize } from './deserialize';
import { serialize } from './save';
import { teamCount } from './seats';
import { setup } from './setup';
import type { EngineState } from './state';
import type { GameKernels, GameTables } from './tables';
import { cloneState, outcome, view } from './view';

/**
 * The engine of a game from its tables and kernels. `S`, `M`, `V` and `E` are the engine's own
 * state, move, view and event types; the shell itself reads states through the tables.
 */
export function makeEngine<S extends EngineState, M extends Move, V, E extends GameEvent>(
  tables: GameTables,
  kernels: GameKernels<S, E>,
): Engine<S, M, V, E> {
  // The one place the shell forgets the engine's types: everything below reads states through
  // the tables, and hands back what the engine's types describe.
  const shell: Shell = {
    t: tables,
    k: shellRules(tables, kernels as unknown as GameKernels<ShellState, GameEvent>),
  };
  const engine = shellEngine(shell);
  return engine as unknown as Engine<S, M, V, E>;
}

function shellEngine(shell: Shell): Engine<ShellState, Move, object, GameEvent> {
  const { t, k } = shell;
  const clone = (s: ShellState) => cloneState(shell, s);
  const scratch: number[] = [];
  const isLegal = (s: ShellState, code: number): boolean => {
    const n = k.legal(s, scratch);
    for (let j = 0; j < n; j++) if (scratch[j] === code) return true;
    return false;
  };
  const legalMoves = (s: ShellState): Move[] => {
    const codes: number[] = [];
    // `legal` may write past the codes it counts (its listing is branch-free): keep the first n.
    codes.length = k.legal(s, codes);
    sortMoveCodes(t, codes);
    const moves: Move[] = new Array<Move>(codes.length);
    for (let j = 0; j < codes.length; j++) moves[j] = moveOfCode(t, codes[j]!);
    return moves;
  };
  const chooser = (s: ShellState): number => seatToChoose(k, s);
  const play = (s: ShellState, code: number, ev: GameEvent[] | undefined): void => {
    if (ev) {
      const by = chooser(s);
      const move = moveOfCode(t, code);
      // The seat whose turn it was, where another seat chose for it.
      ev.push(
        by === s.seat
          ? { type: 'move', seat: by, move }
          : { type: 'move', seat: by, move, turn: s.seat },
      );
    }
    k.play(s, code, ev);
  };
  const whyNot = (s: ShellState, index: number, p: readonly number[]): MoveError | null => {
    const m = t.moves[index]!;
    if (m.phase !== s.phase) return moveError('not-now', `You can't ${m.type} now`);
    return k.whyNot(s, index, p);
  };
  const apply = (state: ShellState, input: unknown): ApplyResult<ShellState> => {
    try {
      if (state.over) return { ok: false, error: moveError('game-over', 'The match is over') };
      const by = chooser(state);
      if (isRecord(input) && 'seat' in input && input.seat !== by) {
        const who = seatName(t.seatNames, by);
        const turn = seatName(t.seatNames, state.seat);
        const message =
          by === state.seat ? `It is ${who}'s turn` : `It is ${turn}'s turn, and ${who} plays it`;
        return { ok: false, error: moveError('not-your-turn', message) };
      }
      const read = readMove(t, state, input);
      if ('code' in read) return { ok: false, error: read };
      const code = pack(t, read.index, read.p);
      // A legal move has nothing wrong with it (legal and whyNot come from the same clauses),
      // so the reasons are only looked for when the move is not in the legal list.
      if (!isLegal(state, code)) {
        const why = whyNot(state, read.index, read.p);
        return {
          ok: false,
          error: why ?? moveError('not-allowed', 'That move is not allowed now'),
        };
      }
      const s = clone(state);
      const events: GameEvent[] = [];
      play(s, code, events);
      return { ok: true, state: s, events };
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      return { ok: false, error: moveError('internal-error', message) };
    }
  };
  const fast: FastEngine<ShellState, GameEvent> = {
    clone,
    legal: k.legal,
    play,
    toMove:
      k.playedBy === undefined ? (s) => (s.over ? -1 : s.seat) : (s) => (s.over ? -1 : chooser(s)),
    encode: (s, move) => {
      const read = readMove(t, s, move);
      return 'code' in read ? -1 : pack(t, read.index, read.p);
    },
    decode: (_s, code) => moveOfCode(t, code),
    handNumber: (s) => s.handNumber,
    handScores: (s) => s.history[s.history.length - 1]?.scores,
    teamOf: (_s, seat) => (t.teams === undefined ? seat : seat % t.teams),
    winner: (s) => s.winner,
    pauseAtHandEnd: (s) => {
      s.pause = true;
    },
  };
  const deal = (v: object) => determinizer(shell, v as Parameters<typeof determinizer>[1]);
  return {
    meta: gameMeta(shell),
    setup: (args) => setup(shell, args),
    legalMoves,
    toMove: (s) => (s.over ? null : chooser(s)),
    apply,
    view: (s, viewer) => view(shell, s, viewer, legalMoves),
    outcome,
    serialize: (s) => serialize(shell, s),
    deserialize: (text) => deserialize(shell, text),
    describeMove: (s, move) => describeMove(t, s, move, chooser(s)),
    determinize: (v, rng) => deal(v)(rng),
    determinizer: deal,
    fast,
  };
}

/** What a user interface needs to lay out the game without knowing it. */
function gameMeta({ t, k }: Shell): GameMeta {
  const seatsUnder = (o: Readonly<Record<string, string | number>> | undefined) =>
    k.seatCount(optionsOrDefaults(t.options, o));
  return {
    id: t.id,
    title: t.title,
    options: t.options,
    seatNames: t.seatNames,
    suits: t.deck.suits.ids.map((id, i) => ({
      id,
      name: t.deck.suits.names[i]!,
      group: t.deck.groups.ids[t.deck.suits.group[i]!] ?? null,
    })),
    ranks: t.deck.ranks.ids.map((id, i) => ({ id, name: t.deck.ranks.names[i]! })).reverse(),
    zones: t.zones.zones.map(({ name, title, owner, visibility, sorted, spread, revealable }) => ({
      name,
      title,
      owner,
      visibility,
      sorted,
      ...(spread === true ? { spread } : {}),
      ...(revealable === true ? { revealable } : {}),
    })),
    moves: t.moves.map((m) => ({
      type: m.type,
      ...(m.wording === undefined ? {} : { wording: m.wording }),
      params: m.params.map((p) =>
        p.kind === 'cards'
          ? { name: p.name, kind: p.kind, least: p.least ?? 1, most: p.most ?? t.deck.ids.length }
          : { name: p.name, kind: p.kind },
      ),
    })),
    variables: t.variables.map(({ name, title, key, owner, type, storage, setBy }) => ({
      name,
      ...(title === undefined ? {} : { title }),
      key,
      owner,
      type,
      storage,
      setBy,
    })),
    phases: t.phases.map((p) => ({ id: p.id, name: p.name })),
    trickZone: t.trickZone,
    lowestWins: t.lowestWins === true,
    seatCount: (o) => seatsUnder(o),
    teamCount: (o) => teamCount(seatsUnder(o), t.teams),
    teamOf: (seat) => (t.teams === undefined ? seat : seat % t.teams),
    deck: (o) =>
      t.deck.ids.slice(0, t.deck.base * k.copies(optionsOrDefaults(t.options, o))).map((id, c) => ({
        id,
        name: t.deck.names[c]!,
        suit: t.deck.suits.ids[t.deck.suit[c]!] ?? null,
        rank: t.deck.ranks.ids[t.deck.rank[c]! - 1] ?? null,
        wild: t.deck.wild[c]!,
      })),
  };
}
