// The shapes a game's table can take: how many seats, how many cards. The options decide both,
// so a generated engine only learns them at setup. A listing of moves written for one shape
// knows them as constants: the words of a bag it reads, how many opponents a seat has and which,
// so it walks one word instead of looping over words, and reads the one opponent's zone instead
// of looping over a list of opponents. The turn written for one shape counts seats as a number
// and takes the options the shape fixes as their values. When the options allow only a few
// shapes, the listing and the turn are written once for each, and the engine picks by the
// state's seat count and deck size.

import type { LinkedGame, OptionValues } from '@orrery/rules-lang';

/** One seat count and deck size the options allow. */
export interface Shape {
  readonly seats: number;
  readonly deckSize: number;
  /** The 32-bit words of a bag this deck uses (a bag may have more, for larger decks). */
  readonly words: number;
  /** Its position in the game's list of shapes: the suffix of the functions written for it. */
  readonly index: number;
  /** The options that have one value in every combination of this shape (`players` 2). */
  readonly fixed: ReadonlyMap<string, string | number>;
}

/** More shapes than this, and the listing is written once for any shape. */
export const MAX_SHAPES = 4;

/** The distinct shapes of every option combination, in the order the combinations come. */
export function shapesOf(
  combos: readonly OptionValues[],
  seatsOf: (options: OptionValues) => number,
  deckSizeOf: (options: OptionValues) => number,
): Shape[] {
  const groups: { seats: number; deckSize: number; combos: OptionValues[] }[] = [];
  for (const options of combos) {
    const seats = seatsOf(options);
    const deckSize = deckSizeOf(options);
    const group = groups.find((x) => x.seats === seats && x.deckSize === deckSize);
    if (group === undefined) groups.push({ seats, deckSize, combos: [options] });
    else group.combos.push(options);
  }
  return groups.map(({ seats, deckSize, combos: mine }, index) => {
    const fixed = new Map<string, string | number>();
    for (const [name, value] of Object.entries(mine[0] ?? {})) {
      if (mine.every((o) => o[name] === value)) fixed.set(name, value);
    }
    return { seats, deckSize, words: Math.ceil(deckSize / 32), index, fixed };
  });
}

/**
 * The shapes to write code for: each one the options allow, when they are known and few, else
 * one `undefined`, for code that serves any shape.
 */
export function shapesWritten(ctx: {
  readonly shapes: readonly Shape[];
}): readonly (Shape | undefined)[] {
  return ctx.shapes.length >= 1 && ctx.shapes.length <= MAX_SHAPES ? ctx.shapes : [undefined];
}

/**
 * How many teams the game's tables give the runtime (`GameTables.teams`): undefined where every
 * seat is its own team, else the rules file's count (two where it names none).
 */
export function teamCountOf(game: LinkedGame): number | undefined {
  return game.teams.mode === 'solo' ? undefined : (game.teams.count ?? 2);
}

/**
 * The team of seat `seat` (TypeScript) as code written for `shape` reads it: the runtime's
 * `teamOf` is the seat modulo the team count, which the shape knows (its seats, where every
 * seat is its own team), so no division by a count read from the state is left; for any shape,
 * the runtime's call.
 */
export function teamOfSeat(game: LinkedGame, shape: Shape | undefined, seat: string): string {
  if (shape === undefined) return `teamOf(s, ${seat})`;
  const teams = teamCountOf(game);
  return teams === undefined ? seat : `((${seat}) % ${teams})`;
}

/** The TypeScript test that the state `s` has this shape. */
export function shapeTest(shape: Shape): string {
  return `s.seats === ${shape.seats} && s.deckSize === ${shape.deckSize}`;
}

/**
 * One expression that calls `call(k)` for the shape `k` of the state `s`: a test for each shape
 * but the last, which needs none (the options allow no other).
 */
export function byShape(
  shapes: readonly (Shape | undefined)[],
  call: (k: number) => string,
): string {
  return shapes
    .slice(0, -1)
    .reduceRight(
      (rest, shape, k) => `${shapeTest(shape!)} ? ${call(k)} : ${rest}`,
      call(shapes.length - 1),
    );
}

export type SeatList = 'all-seats' | 'opponents' | 'partners';

/**
 * The seats of `list` (of `seat` for opponents and partners) at a table of this shape, as
 * TypeScript expressions, one per seat; undefined when their number depends on the seat (teams
 * of unequal size) or is zero. Opponents and partners are read from a constant table, one row
 * per seat, which `table` registers under its name.
 */
export function shapeSeats(
  game: LinkedGame,
  shape: Shape,
  list: SeatList,
  seat: string,
  table: (name: string, text: string) => void,
): string[] | undefined {
  const n = shape.seats;
  if (list === 'all-seats') return Array.from({ length: n }, (_, i) => String(i));
  // The same rule as the generated `teamOf` (emit/table.ts): a new team layout changes both.
  const teams = teamCountOf(game);
  const teamOf = (x: number) => (teams === undefined ? x : x % teams);
  const rows = Array.from({ length: n }, (_, me) =>
    Array.from({ length: n }, (_, x) => x).filter((x) =>
      list === 'opponents' ? teamOf(x) !== teamOf(me) : x !== me && teamOf(x) === teamOf(me),
    ),
  );
  const k = rows[0]?.length ?? 0;
  if (k === 0 || rows.some((r) => r.length !== k)) return undefined;
  const name = `${list === 'opponents' ? 'OPPONENTS' : 'PARTNERS'}_OF_${n}`;
  table(
    name,
    `/** The ${list} of each seat at ${n} seats, ${k} a seat. */\n` +
      `const ${name}: readonly number[] = [${rows.flat().join(', ')}];`,
  );
  return Array.from({ length: k }, (_, i) =>
    k === 1 ? `${name}[${seat}]!` : `${name}[(${seat}) * ${k} + ${i}]!`,
  );
}

/**
 * The seats of team `team` (TypeScript) at a table of this shape, one expression per seat, read
 * from a constant table of each team's seats that `table` registers; undefined when teams have
 * unequal numbers of seats. A team that is not at the table has no row: its seats read
 * `undefined`, as the runtime's `seatsOf` gives none.
 */
export function shapeTeamSeats(
  game: LinkedGame,
  shape: Shape,
  team: string,
  table: (name: string, text: string) => void,
): string[] | undefined {
  const n = shape.seats;
  const teams = teamCountOf(game) ?? n;
  const rows = Array.from({ length: teams }, (_, t) =>
    Array.from({ length: n }, (_, x) => x).filter((x) => x % teams === t),
  );
  const k = rows[0]?.length ?? 0;
  if (k === 0 || rows.some((r) => r.length !== k)) return undefined;
  // A seat a team: the team is its seat (any other number is no seat, and reads nothing).
  if (k === 1 && rows.every((r, t) => r[0] === t)) return [team];
  const name = `TEAM_SEATS_${n}`;
  table(
    name,
    `/** The seats of each team at ${n} seats, ${k} a team. */\n` +
      `const ${name}: readonly number[] = [${rows.flat().join(', ')}];`,
  );
  return Array.from({ length: k }, (_, i) =>
    k === 1 ? `${name}[${team}]!` : `${name}[(${team}) * ${k} + ${i}]!`,
  );
}

/** The name of a constant list of every seat at a table of this shape, which `table` registers. */
export function shapeAllSeats(shape: Shape, table: (name: string, text: string) => void): string {
  const n = shape.seats;
  const name = `SEATS_${n}`;
  const list = Array.from({ length: n }, (_, x) => x).join(', ');
  table(name, `/** Every seat at ${n} seats. */\nconst ${name}: readonly number[] = [${list}];`);
  return name;
}
