/**
 * Moves between their public notation (`{ "type": "play", "card": "earth-7" }`, RULINGS C4) and
 * the codes the fast path plays: a code packs the move's index in the move table and its
 * parameter values into one number, `index + 64 * (p1 + 4096 * (p2 + 4096 * p3))`, a number
 * parameter offset by 2048 so that it is never negative. A set of cards is always a move's last
 * parameter, and its code holds the set's id in its engine's `CardSets` table (card-sets.ts),
 * which may take more than 12 bits: it is read by division, not by a mask.
 */

import type { Move, MoveError } from '../engine';
import { andList, compareKeys, isRecord, moveError, seatName, sortCodes } from '../helpers';
import { fillWording } from '../wording';
import type { GameTables, MoveTable } from './tables';

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
    } else if (kind === 'cards') {
      const read = readCards(t, s, type, name, raw, t.moves[index]!.params.at(-1)!);
      if (typeof read !== 'number') return read;
      p.push(read);
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

/**
 * A set of cards in public notation (an array of card ids, in any order), as its id in the
 * engine's table of sets: no repeats, every id a card of this game, as many as the move takes.
 */
function readCards(
  t: GameTables,
  s: { readonly deckSize: number },
  type: string,
  name: string,
  raw: unknown,
  param: GameTables['moves'][number]['params'][number],
): number | MoveError {
  if (!Array.isArray(raw)) {
    return moveError('malformed-move', `'${type}' needs '${name}', an array of card ids`);
  }
  const cards: number[] = [];
  for (const id of raw as unknown[]) {
    if (typeof id !== 'string') {
      return moveError('malformed-move', `'${name}' of '${type}' holds card ids only`);
    }
    const c = t.deck.get(id);
    if (c === undefined || c >= s.deckSize) {
      return moveError('unknown-card', `There is no card '${id}' in this game`);
    }
    if (cards.includes(c)) {
      return moveError('malformed-move', `'${name}' of '${type}' names '${id}' twice`);
    }
    cards.push(c);
  }
  const least = param.least ?? 1;
  const most = param.most ?? s.deckSize;
  if (cards.length < least || cards.length > most) {
    const size = least === most ? `${least}` : `${least} to ${most}`;
    return moveError(
      'malformed-move',
      `'${name}' of '${type}' holds ${size} cards, not ${cards.length}`,
    );
  }
  cards.sort((a, b) => a - b);
  const id = t.cardSets?.id(cards) ?? -1;
  if (id < 0) return moveError('not-allowed', 'That move is not allowed now');
  return id;
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
    if (m.params[k]!.kind === 'cards') {
      p.push(Math.floor(code / (64 * 4096 ** k)));
      continue;
    }
    const raw = small ? (code >> (6 + 12 * k)) & 4095 : Math.floor(code / (64 * 4096 ** k)) % 4096;
    p.push(m.params[k]!.kind === 'number' ? raw - NUMBER_OFFSET : raw);
  }
  return { index, p };
}

/** The public notation of a move code. */
export function moveOfCode(t: GameTables, code: number): Move {
  const { index, p } = unpack(t, code);
  const m = t.moves[index]!;
  const move: Record<string, string | number | readonly string[]> = { type: m.type };
  m.params.forEach(({ name, kind }, k) => {
    const v = p[k]!;
    move[name] =
      kind === 'cards'
        ? setOf(t, v).map((c) => t.deck.ids[c]!)
        : kind === 'card'
          ? t.deck.ids[v]!
          : kind === 'suit'
            ? t.deck.suits.ids[v]!
            : kind === 'rank'
              ? t.deck.ranks.ids[v - 1]!
              : v;
  });
  return move as Move;
}

/**
 * "West plays the 7 of Hearts"; where `by`, another seat, chooses the move of the seat whose turn
 * it is (`played by`), "South plays the 7 of Hearts for North". A move the rules file words
 * itself reads "South: Bid 2 Clubs", "South for North: Play the 7 of Hearts": the wording is
 * the designer's sentence, so the seat stands before it rather than inside it.
 */
export function describeMove(
  t: GameTables,
  s: { readonly phase: number; readonly deckSize: number; readonly seat: number },
  move: Move,
  by = s.seat,
): string {
  const who = seatName(t.seatNames, by);
  const forWhom = by === s.seat ? '' : `for ${seatName(t.seatNames, s.seat)}`;
  const read = readMove(t, s, move);
  if ('code' in read)
    return `${who}${forWhom === '' ? '' : ` ${forWhom}`}: ${JSON.stringify(move)}`;
  const m = t.moves[read.index]!;
  const things = read.p.map((v, k) => valueWords(t, m.params[k]!.kind, v));
  if (m.wording !== undefined) {
    const worded = fillWording(m.wording, (name) => {
      const k = m.params.findIndex((p) => p.name === name);
      return k < 0 ? undefined : things[k];
    });
    if (worded !== undefined)
      return `${[who, forWhom].filter((x) => x !== '').join(' ')}: ${worded}`;
  }
  const words = m.type.split('-');
  const verb = words[0]!.replace(/(s|sh|ch|x)$/, '$1e') + 's';
  const rest = words.slice(1).join(' ');
  return [who, verb, rest, things.join(', '), forWhom].filter((x) => x !== '').join(' ');
}

/** A parameter's value as the log words it: "the 7 of Hearts", "Hearts", "Queen", "North", 3. */
function valueWords(t: GameTables, kind: MoveTable['params'][number]['kind'], v: number): string {
  if (kind === 'cards') return andList(setOf(t, v).map((c) => `the ${t.deck.names[c]}`));
  if (kind === 'card') return `the ${t.deck.names[v]}`;
  if (kind === 'suit') return t.deck.suits.names[v]!;
  if (kind === 'rank') return t.deck.ranks.names[v - 1]!;
  if (kind === 'seat') return seatName(t.seatNames, v);
  return String(v);
}

/** The cards of set `id` of an engine's table. */
function setOf(t: GameTables, id: number): readonly number[] {
  if (t.cardSets === undefined) throw new Error('this game has no sets of cards');
  return t.cardSets.cards(id);
}

/**
 * Sorts codes as `sortCodes` does, except that a set of cards is ordered by its cards, not by
 * its id: ids follow the order in which an engine first met each set, cards do not.
 */
export function sortMoveCodes(t: GameTables, codes: number[]): void {
  if (t.cardSets === undefined) {
    sortCodes(codes);
    return;
  }
  const key = new Map<number, number[]>();
  for (const code of codes) {
    const { index, p } = unpack(t, code);
    const params = t.moves[index]!.params;
    const k = [index];
    p.forEach((v, j) => {
      if (params[j]!.kind === 'cards') k.push(setOf(t, v).length, ...setOf(t, v));
      else k.push(v);
    });
    key.set(code, k);
  }
  // Keys of one move differ by the set's size before its cards; of two moves, by the index.
  codes.sort((a, b) => compareKeys(key.get(a)!, key.get(b)!));
}
