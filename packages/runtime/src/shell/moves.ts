/**
 * Moves between their public notation (`{ "type": "play", "card": "earth-7" }`, RULINGS C4) and
 * the codes the fast path plays: a code packs the move's index in the move table and its
 * parameter values into one number, `index + 64 * (p1 + 4096 * (p2 + 4096 * p3))`, a number
 * parameter offset by 2048 so that it is never negative.
 */

import type { Move, MoveError } from '../engine';
import { isRecord, moveError, seatName } from '../helpers';
import type { GameTables } from './tables';

/** Added to a number parameter in a code. */
export const NUMBER_OFFSET = 2048;

/** The most a number parameter may be, either way, in a move. */
const MOST_NUMBER = 2000;

/** A move read from its public notation: its index in the move table, its parameter values. */
export interface ReadMove {
  readonly index: number;
  readonly p: number[];
}

/** Reads a move in public notation; says what is wrong with a malformed one. */
export function readMove(
  t: GameTables,
  s: { readonly phase: number; readonly deckSize: number },
  input: unknown,
): ReadMove | MoveError {
  if (!isRecord(input)) return moveError('malformed-move', 'A move is an object with a "type"');
  const type = input.type;
  if (typeof type !== 'string') return moveError('malformed-move', 'A move needs a "type"');
  // A name may be a move of several phases: the one of the phase being played, else the first.
  let index = -1;
  for (let i = 0; i < t.moves.length; i++) {
    const m = t.moves[i]!;
    if (m.type !== type) continue;
    if (index < 0 || m.phase === s.phase) index = i;
    if (m.phase === s.phase) break;
  }
  if (index < 0) return moveError('unknown-move', `This game has no move '${type}'`);
  const p: number[] = [];
  for (const { name, kind } of t.moves[index]!.params) {
    const raw = input[name];
    if (kind === 'number' || kind === 'seat' || kind === 'team') {
      if (typeof raw !== 'number' || !Number.isInteger(raw) || Math.abs(raw) > MOST_NUMBER) {
        return moveError('malformed-move', `'${type}' needs a whole number '${name}'`);
      }
      p.push(raw);
    } else if (kind === 'card') {
      const c = typeof raw === 'string' ? t.deck.get(raw) : undefined;
      if (c === undefined || c >= s.deckSize) {
        return typeof raw === 'string'
          ? moveError('unknown-card', `There is no card '${raw}' in this game`)
          : moveError('malformed-move', `'${type}' needs a card id '${name}'`);
      }
      p.push(c);
    } else if (kind === 'suit') {
      const i = typeof raw === 'string' ? t.deck.suits.ids.indexOf(raw) : -1;
      if (i < 0) return moveError('malformed-move', `'${type}' needs a suit '${name}'`);
      p.push(i);
    } else {
      const i = typeof raw === 'string' ? t.deck.ranks.ids.indexOf(raw) : -1;
      if (i < 0) return moveError('malformed-move', `'${type}' needs a rank '${name}'`);
      p.push(i + 1);
    }
  }
  return { index, p };
}

/** The code of move `index` with parameter values `p`. */
export function pack(t: GameTables, index: number, p: readonly number[]): number {
  const params = t.moves[index]!.params;
  let code = 0;
  for (let k = p.length - 1; k >= 0; k--) {
    code = code * 4096 + (params[k]!.kind === 'number' ? p[k]! + NUMBER_OFFSET : p[k]!);
  }
  return index + 64 * code;
}

/** The parameter values of a code, as `readMove` gives them. */
export function unpack(t: GameTables, code: number): ReadMove {
  const index = code & 63; // a mask, not %: a code read from a move may be a double
  const m = t.moves[index];
  if (m === undefined) throw new Error(`no move code ${code}`);
  // Codes of up to two parameters stay below 2^30, so shifts are exact; three need division.
  const small = m.params.length <= 2;
  const p: number[] = [];
  for (let k = 0; k < m.params.length; k++) {
    const raw = small ? (code >> (6 + 12 * k)) & 4095 : Math.floor(code / (64 * 4096 ** k)) % 4096;
    p.push(m.params[k]!.kind === 'number' ? raw - NUMBER_OFFSET : raw);
  }
  return { index, p };
}

/** The public notation of a move code. */
export function moveOfCode(t: GameTables, code: number): Move {
  const { index, p } = unpack(t, code);
  const m = t.moves[index]!;
  const move: Record<string, string | number> = { type: m.type };
  m.params.forEach(({ name, kind }, k) => {
    const v = p[k]!;
    move[name] =
      kind === 'card'
        ? t.deck.ids[v]!
        : kind === 'suit'
          ? t.deck.suits.ids[v]!
          : kind === 'rank'
            ? t.deck.ranks.ids[v - 1]!
            : v;
  });
  return move as Move;
}

/** "West plays the 7 of Hearts". */
export function describeMove(
  t: GameTables,
  s: { readonly phase: number; readonly deckSize: number; readonly seat: number },
  move: Move,
): string {
  const who = seatName(t.seatNames, s.seat);
  const read = readMove(t, s, move);
  if ('code' in read) return `${who}: ${JSON.stringify(move)}`;
  const m = t.moves[read.index]!;
  const words = m.type.split('-');
  const verb = words[0]!.replace(/(s|sh|ch|x)$/, '$1e') + 's';
  const rest = words.slice(1).join(' ');
  const things = read.p.map((v, k) => {
    const kind = m.params[k]!.kind;
    if (kind === 'card') return `the ${t.deck.names[v]}`;
    if (kind === 'suit') return t.deck.suits.names[v]!;
    if (kind === 'rank') return t.deck.ranks.names[v - 1]!;
    if (kind === 'seat') return seatName(t.seatNames, v);
    return String(v);
  });
  return [who, verb, rest, things.join(', ')].filter((x) => x !== '').join(' ');
}
