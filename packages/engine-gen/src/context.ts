// What every emitter needs to know about the game being generated, computed once.

import type {
  Expression,
  LinkedGame,
  OptionValues,
  Range,
  ResolvedPhase,
  ResolvedVariable,
  ResolvedZone,
} from '@orrery/rules-lang';
import { evaluateStatic, optionCombinations, optionsUsedBy, variableKey } from '@orrery/rules-lang';
import { bagZones } from './bags';
import type { Local } from './ir/expr';
import { commentText } from './escape';
import { camel } from './naming';
import { shapesOf, type Shape } from './shapes';

export interface GenContext {
  readonly game: LinkedGame;
  /** Path of the rules file as the header names it (`rules/spades.rules`). */
  readonly rulesPath: string;
  /** Cards in one copy of the deck. */
  readonly baseSize: number;
  /** The most copies any option combination asks for. */
  readonly maxCopies: number;
  /** The most seats any option combination asks for. */
  readonly maxSeats: number;
  readonly combos: readonly OptionValues[];
  /**
   * Every seat count and deck size the options allow (see shapes.ts); empty when they cannot all
   * be listed (the seat count follows a numeric range).
   */
  readonly shapes: readonly Shape[];
  /**
   * The shape being written for, where code is written once per shape (the listing of moves
   * and the turn); undefined where the code must serve any shape.
   */
  readonly shape?: Shape | undefined;
  /** Constant tables shapes ask for while compiling (shapes.ts): their names → their TypeScript. */
  readonly shapeTables: Map<string, string>;
  /** Per-owner zones kept as bitsets (see bags.ts), and the 32-bit words each owner's takes. */
  readonly bags: ReadonlySet<string>;
  readonly bagWords: number;
  /** Zone index in `game.zones` by name. */
  readonly zoneIndex: ReadonlyMap<string, number>;
  /** Every variable with the key it has in `state.v`. */
  readonly variables: readonly { readonly variable: ResolvedVariable; readonly key: string }[];
  /** A `// rules/x.rules:12` comment for a node. */
  line(range: Range | undefined): string;
  /** Where a node is, `rules/x.rules:12`, for a comment that says more; '' for no node. */
  where(range: Range | undefined): string;
  varKey(variable: ResolvedVariable): string;
  /** Identifiers for locals, by their declaring name node. */
  readonly locals: Map<Local, string>;
  /** Bag masks asked for while compiling (card-masks.ts): their TypeScript → their names. */
  readonly cardMasks: Map<string, string>;
  /** Words of bag masks read at a word known when compiling (card-masks.ts `maskWord`): the
   * word as TypeScript (`WHERE_3_0_BITS[0]!`) → the constant's name. */
  readonly maskWords: Map<string, string>;
  fresh(base: string): string;
}

/** Choices a test may make about the generated code; the defaults are what `generate` writes. */
export interface GenChoices {
  /** Keep every zone a list (a test compares such an engine with one that has bags). */
  readonly bags?: boolean;
}

export function createContext(
  game: LinkedGame,
  rulesPath: string,
  choices: GenChoices = {},
): GenContext {
  const combos = optionCombinations(game);
  const numberIn = (e: Expression | undefined, options: OptionValues, fallback: number): number => {
    if (e === undefined) return fallback;
    const v = evaluateStatic(game, e, options);
    return typeof v === 'number' ? v : fallback;
  };
  const copiesIn = (options: OptionValues): number => {
    const copies = game.deck.copies;
    if (copies === undefined) return 1;
    const applies =
      copies.when === undefined || evaluateStatic(game, copies.when, options) === true;
    return applies ? numberIn(copies.count, options, 1) : 1;
  };
  const seatsIn = (options: OptionValues) => numberIn(game.seats, options, 1);
  let maxCopies = 1;
  let maxSeats = 1;
  for (const options of combos) {
    maxCopies = Math.max(maxCopies, copiesIn(options));
    maxSeats = Math.max(maxSeats, seatsIn(options));
  }
  // The combinations sample a numeric range at three values only, so the shapes are known in
  // full only when every option the seat count and the deck's size depend on is a choice.
  const shaping = optionsUsedBy(game, [
    game.seats,
    game.deck.copies?.count,
    game.deck.copies?.when,
  ]);
  const exact = game.options.every(
    (o) => !shaping.has(o.name) || o.values.kind === 'choices' || o.values.min === o.values.max,
  );
  const shapes = exact
    ? shapesOf(combos, seatsIn, (options) => game.deck.cards.length * copiesIn(options))
    : [];
  const zoneIndex = new Map(game.zones.map((z, i) => [z.name, i] as const));
  const keyOf = (v: ResolvedVariable) => variableKey(v);
  const variables = [
    ...game.variables,
    ...game.phases.flatMap((p: ResolvedPhase) => p.variables),
  ].map((variable) => ({ variable, key: keyOf(variable) }));
  let counter = 0;
  const where = (range: Range | undefined) =>
    range === undefined ? '' : `${commentText(rulesPath)}:${range.start.line}`;
  return {
    game,
    rulesPath,
    baseSize: game.deck.cards.length,
    maxCopies,
    bags: choices.bags === false ? new Set() : bagZones(game, game.deck.cards.length * maxCopies),
    bagWords: Math.ceil((game.deck.cards.length * maxCopies) / 32),
    maxSeats,
    combos,
    shapes,
    shapeTables: new Map(),
    zoneIndex,
    variables,
    line: (range) => (range === undefined ? '' : `// ${where(range)}`),
    where,
    varKey: keyOf,
    locals: new Map(),
    cardMasks: new Map(),
    maskWords: new Map(),
    fresh: (base) => `${camel(base)}_${++counter}`,
  };
}

/** Slot number of a zone instance: which zone, and whose (seat, team or 0 for shared). */
export function slotBase(ctx: GenContext, zone: ResolvedZone): number {
  const index = ctx.zoneIndex.get(zone.name);
  if (index === undefined) throw new Error(`unknown zone ${zone.name}`);
  return index * 64;
}

/** The same context, writing for one shape: counters and registries stay shared. */
export function forShape(ctx: GenContext, shape: Shape | undefined): GenContext {
  return { ...ctx, shape };
}
