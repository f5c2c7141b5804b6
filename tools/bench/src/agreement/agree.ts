import { Sfc32 } from '../handwritten/sfc32';
import { contestant, type EngineName, type GameId, type MatchOptions } from './contestants';

/** A disagreement: where the engines parted and what each said. */
export interface Difference {
  readonly seed: number;
  readonly move: number;
  readonly what: string;
  readonly said: Readonly<Record<string, string>>;
}

/**
 * Plays one match from `seed` in every engine at once: before each move the seat to act and the
 * legal moves (canonical keys) must be the same, the move is picked from them with one shared
 * seeded generator, and after it the snapshots (trick winners, hand scores, totals, winner)
 * must be the same: so every capture, a move, is the same too. Returns the first difference, or the number of moves played.
 */
export function playAlike(
  game: GameId,
  seed: number,
  engines: readonly EngineName[],
  options: MatchOptions = {},
): Difference | number {
  const players = engines.map((e) => contestant(e, game, seed, options));
  const choose = new Sfc32(seed ^ 0x5eed);
  const differ = (move: number, what: string, said: string[]): Difference | null =>
    said.every((x) => x === said[0])
      ? null
      : { seed, move, what, said: Object.fromEntries(engines.map((e, i) => [e, said[i]!])) };
  for (let move = 0; ; move++) {
    const seats = players.map((p) => String(p.toMove()));
    const seatDiff = differ(move, 'seat to move', seats);
    if (seatDiff) return seatDiff;
    if (seats[0] === '-1') return move;
    const legal = players.map((p) => p.legalKeys());
    if (legal.some((l) => l.length !== legal[0]!.length || l.some((k, i) => k !== legal[0]![i]))) {
      return differ(
        move,
        'legal moves',
        legal.map((l) => l.join(' ')),
      )!;
    }
    const keys = legal[0]!;
    const key = keys[choose.below(keys.length)]!;
    for (const p of players) p.play(key);
    const snaps = players.map((p) => p.snapshot());
    if (snaps.some((x) => x.some((v, i) => v !== snaps[0]![i]))) {
      return differ(
        move,
        `after move ${key}`,
        snaps.map((x) => x.join(' ')),
      )!;
    }
  }
}
