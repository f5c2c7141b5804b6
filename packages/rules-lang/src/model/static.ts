// A small evaluator for expressions that depend only on options and constants: seat counts,
// deal sizes, `copies`, phase and move conditions, and `sum(c in deck: c.points)` over the deck.
// Given a hand number, it also reads `hand-number` (a deal size that changes from hand to hand).
// It answers `undefined` for anything else that needs the state of a game.

import type { Expression, Name, Reference } from '../ast/ast';
import type {
  DeckCard,
  LinkedGame,
  OptionValues,
  ResolvedDefine,
  ResolvedValue,
  Symbol,
} from './model';
import { LIMITS } from '../limits';

export type StaticValue =
  | number
  | boolean
  /** A value of an enumerated option. */
  | string
  | { readonly kind: 'card'; readonly card: DeckCard }
  | { readonly kind: 'suit' | 'rank' | 'group'; readonly name: string }
  | { readonly kind: 'none' }
  | { readonly kind: 'set'; readonly items: readonly StaticValue[] };

/** What the evaluator needs of a (possibly partly) linked game. */
export type StaticGame = Pick<LinkedGame, 'trySymbolOf' | 'deck' | 'seats'>;

type Env = ReadonlyMap<Name, StaticValue>;

const NONE: StaticValue = { kind: 'none' };
const MAX_DEPTH = 64;

/** How many copies of the deck are shuffled together with these options. */
export function copiesFor(game: StaticGame, options: OptionValues): number | undefined {
  const copies = game.deck.copies;
  if (copies === undefined) return 1;
  if (copies.when !== undefined) {
    const when = evaluateStatic(game, copies.when, options);
    if (when === false) return 1;
    if (when !== true) return undefined;
  }
  const n = evaluateStatic(game, copies.count, options);
  return typeof n === 'number' ? n : undefined;
}

/** Every card of the deck with these options, copies included (ids repeat across copies). */
export function deckFor(game: StaticGame, options: OptionValues): DeckCard[] | undefined {
  const copies = copiesFor(game, options);
  // More cards than a deck may hold (the checker says so) is not a deck to work with.
  if (copies === undefined || copies * game.deck.cards.length > LIMITS.cards) return undefined;
  const cards: DeckCard[] = [];
  for (let i = 0; i < copies; i++) for (const card of game.deck.cards) cards.push(card);
  return cards;
}

/** Card ids with these options: the second copy of every card ends in `#2`. */
export function cardIds(game: StaticGame, options: OptionValues): string[] | undefined {
  const copies = copiesFor(game, options);
  if (copies === undefined || copies * game.deck.cards.length > LIMITS.cards) return undefined;
  const ids: string[] = [];
  for (let i = 1; i <= copies; i++)
    for (const c of game.deck.cards) ids.push(i === 1 ? c.id : `${c.id}#${i}`);
  return ids;
}

export function evaluateStatic(
  game: StaticGame,
  expr: Expression,
  options: OptionValues,
  /** The hand `hand-number` is, where it may be read; undefined where it may not. */
  hand?: number,
): StaticValue | undefined {
  return new Evaluator(game, options, hand).eval(expr, new Map(), 0);
}

/** A card value (`value points of c = ...`) of one card, when it depends on nothing else. */
export function evaluateValue(
  game: StaticGame,
  value: ResolvedValue,
  card: DeckCard,
  options: OptionValues,
): StaticValue | undefined {
  return new Evaluator(game, options).eval(
    value.body,
    new Map([[value.card, { kind: 'card', card }]]),
    0,
  );
}

function same(a: StaticValue, b: StaticValue): boolean {
  // `c.rank = 8`: a numeric rank equals the number it is named by.
  if (typeof a === 'number' && typeof b === 'object' && b.kind === 'rank')
    return b.name === String(a);
  if (typeof b === 'number' && typeof a === 'object' && a.kind === 'rank')
    return a.name === String(b);
  if (typeof a !== 'object' || typeof b !== 'object') return a === b;
  if (a.kind === 'card' && b.kind === 'card') return a.card.id === b.card.id;
  if (a.kind === 'set' || b.kind === 'set' || a.kind === 'card' || b.kind === 'card') return false;
  if (a.kind === 'none' || b.kind === 'none') return a.kind === b.kind;
  return a.kind === b.kind && a.name === b.name;
}

class Evaluator {
  /**
   * Each definition's value, worked out once: a definition reads no locals, so it has one value
   * for the options, and without this `define a = b + b` nested n deep took 2^n evaluations.
   */
  private readonly defines = new Map<ResolvedDefine, StaticValue | undefined>();

  constructor(
    private readonly game: StaticGame,
    private readonly options: OptionValues,
    private readonly hand?: number,
  ) {}

  private symbol(node: Reference | Name): Symbol | undefined {
    return this.game.trySymbolOf(node);
  }

  eval(e: Expression, env: Env, depth: number): StaticValue | undefined {
    if (depth > MAX_DEPTH) return undefined;
    const d = depth + 1;
    switch (e.kind) {
      case 'NumberLiteral':
        return e.value;
      case 'Reference':
        return this.reference(e, env, d);
      case 'Member': {
        const object = this.eval(e.object, env, d);
        return object === undefined ? undefined : this.member(object, e.member, d);
      }
      case 'Unary': {
        const v = this.eval(e.operand, env, d);
        if (e.op === 'not') return typeof v === 'boolean' ? !v : undefined;
        return typeof v === 'number' ? -v : undefined;
      }
      case 'Binary':
        return this.binary(e.op, e.left, e.right, env, d);
      case 'Conditional': {
        const c = this.eval(e.condition, env, d);
        if (typeof c !== 'boolean') return undefined;
        return this.eval(c ? e.then : e.otherwise, env, d);
      }
      case 'SetLiteral': {
        const items: StaticValue[] = [];
        for (const el of e.elements) {
          const v = this.eval(el, env, d);
          if (v === undefined) return undefined;
          items.push(v);
        }
        return { kind: 'set', items };
      }
      case 'SetBuilder': {
        const items = this.items(e.collection, env, d);
        if (items === undefined) return undefined;
        const kept: StaticValue[] = [];
        for (const item of items) {
          const keep = this.eval(e.where, new Map(env).set(e.variable, item), d);
          if (typeof keep !== 'boolean') return undefined;
          if (keep) kept.push(item);
        }
        return { kind: 'set', items: kept };
      }
      case 'Aggregate':
        return this.aggregate(e, env, d);
      default:
        return undefined;
    }
  }

  private items(e: Expression, env: Env, depth: number): readonly StaticValue[] | undefined {
    const v = this.eval(e, env, depth);
    return typeof v === 'object' && v.kind === 'set' ? v.items : undefined;
  }

  private aggregate(
    e: Extract<Expression, { kind: 'Aggregate' }>,
    env: Env,
    d: number,
  ): StaticValue | undefined {
    const items = this.items(e.collection, env, d);
    if (items === undefined) return undefined;
    const variable = e.variable;
    if (variable === undefined) return e.op === 'count' ? items.length : undefined;
    const picked: StaticValue[] = [];
    for (const item of items) {
      const inner = new Map(env).set(variable, item);
      if (e.where !== undefined) {
        const keep = this.eval(e.where, inner, d);
        if (typeof keep !== 'boolean') return undefined;
        if (!keep) continue;
      }
      const v =
        e.body === undefined
          ? e.op === 'count' || e.op === 'any' || e.op === 'all'
            ? true
            : item
          : this.eval(e.body, inner, d);
      if (v === undefined) return undefined;
      picked.push(v);
    }
    switch (e.op) {
      case 'count':
        return picked.filter((v) => v === true).length;
      case 'any':
        return picked.some((v) => v === true);
      case 'all':
        return picked.every((v) => v === true);
      case 'sum':
        return picked.every((v) => typeof v === 'number')
          ? (picked as number[]).reduce((a, b) => a + b, 0)
          : undefined;
      case 'max':
      case 'min': {
        if (!picked.every((v) => typeof v === 'number') || picked.length === 0) return undefined;
        // A loop, not Math.max(...picked): a spread of a set the file writes out has no bound.
        let best = picked[0] as number;
        for (const v of picked as number[])
          best = e.op === 'max' ? Math.max(best, v) : Math.min(best, v);
        return best;
      }
    }
  }

  private reference(e: Reference, env: Env, d: number): StaticValue | undefined {
    const s = this.symbol(e);
    if (s === undefined) return undefined;
    switch (s.kind) {
      case 'option':
        return this.options[s.name] ?? s.option.defaultValue;
      case 'option-value':
        return s.name;
      case 'define': {
        if (this.defines.has(s.define)) return this.defines.get(s.define);
        const value = this.eval(s.define.body, new Map(), d);
        this.defines.set(s.define, value);
        return value;
      }
      case 'local':
        return env.get(s.declaration);
      case 'suit':
      case 'rank':
      case 'group':
        return { kind: s.kind, name: s.name };
      case 'card':
        return { kind: 'card', card: s.card };
      case 'builtin':
        switch (s.name) {
          case 'true':
            return true;
          case 'false':
            return false;
          case 'hand-number':
            return this.hand;
          case 'seat-count':
            return this.game.seats === undefined
              ? undefined
              : this.eval(this.game.seats, new Map(), d);
          case 'deck': {
            const cards = deckFor(this.game, this.options);
            return cards === undefined
              ? undefined
              : { kind: 'set', items: cards.map((card) => ({ kind: 'card', card })) };
          }
          case 'suits':
            return {
              kind: 'set',
              items: this.game.deck.suits.map((x) => ({ kind: 'suit', name: x.name })),
            };
          default:
            return undefined;
        }
      default:
        return undefined;
    }
  }

  private member(object: StaticValue, name: Name, d: number): StaticValue | undefined {
    if (typeof object !== 'object') return undefined;
    const s = this.symbol(name);
    if (object.kind === 'suit') {
      const suit = this.game.deck.suits.find((x) => x.name === object.name);
      if (name.text === 'group')
        return suit?.group === undefined ? NONE : { kind: 'group', name: suit.group };
      if (name.text === 'suit-rank') return suit?.suitRank;
      return undefined;
    }
    if (object.kind !== 'card') return undefined;
    const card = object.card;
    if (s?.kind === 'value') return this.eval(s.value.body, new Map([[s.value.card, object]]), d);
    const suit = this.game.deck.suits.find((x) => x.name === card.suit);
    const rank = this.game.deck.ranks.find((x) => x.name === card.rank);
    switch (name.text) {
      case 'suit':
        return card.suit === undefined ? NONE : { kind: 'suit', name: card.suit };
      case 'rank':
        return card.rank === undefined ? NONE : { kind: 'rank', name: card.rank };
      case 'face':
        return rank?.face ?? 0;
      case 'group':
        return suit?.group === undefined ? NONE : { kind: 'group', name: suit.group };
      case 'suit-rank':
        return suit?.suitRank ?? 0;
      case 'wild':
        return card.wild;
      default:
        return undefined;
    }
  }

  private rankStrength(v: StaticValue): number | undefined {
    if (typeof v === 'number') return v;
    if (typeof v === 'object' && v.kind === 'rank')
      return this.game.deck.ranks.find((r) => r.name === v.name)?.strength;
    return undefined;
  }

  private binary(
    op: string,
    left: Expression,
    right: Expression,
    env: Env,
    d: number,
  ): StaticValue | undefined {
    const a = this.eval(left, env, d);
    if (op === 'and' && a === false) return false;
    if (op === 'or' && a === true) return true;
    if (op === 'is') return this.is(a, right);
    const b = this.eval(right, env, d);
    if (op === 'and') return b === false ? false : a === true && b === true ? true : undefined;
    if (op === 'or') return b === true ? true : a === false && b === false ? false : undefined;
    if (a === undefined || b === undefined) return undefined;
    switch (op) {
      case '=':
        return same(a, b);
      case '!=':
        return !same(a, b);
      case 'in':
        return typeof b === 'object' && b.kind === 'set'
          ? b.items.some((x) => same(a, x))
          : undefined;
      default:
        break;
    }
    if (typeof a === 'number' && typeof b === 'number') {
      switch (op) {
        case '+':
          return a + b;
        case '-':
          return a - b;
        case '*':
          return a * b;
        case '/':
          return b === 0 ? undefined : Math.trunc(a / b);
        default:
          break;
      }
    }
    // Ranks compare by strength; a numeric rank written as a number compares by its name.
    const x =
      typeof a === 'number' && typeof b === 'object'
        ? this.rankStrength({ kind: 'rank', name: String(a) })
        : this.rankStrength(a);
    const y =
      typeof b === 'number' && typeof a === 'object'
        ? this.rankStrength({ kind: 'rank', name: String(b) })
        : this.rankStrength(b);
    if (x === undefined || y === undefined) return undefined;
    switch (op) {
      case '<':
        return x < y;
      case '<=':
        return x <= y;
      case '>':
        return x > y;
      case '>=':
        return x >= y;
      default:
        return undefined;
    }
  }

  private is(a: StaticValue | undefined, right: Expression): StaticValue | undefined {
    if (a === undefined || typeof a !== 'object' || right.kind !== 'Reference') return undefined;
    const s = this.symbol(right);
    if (s === undefined) return undefined;
    const suitName = a.kind === 'card' ? a.card.suit : a.kind === 'suit' ? a.name : undefined;
    const suit = this.game.deck.suits.find((x) => x.name === suitName);
    switch (s.kind) {
      case 'suit':
        return suitName === s.name;
      case 'group':
        return suit?.group === s.name;
      case 'card-kind':
        return a.kind === 'card' && a.card.kind === s.name;
      case 'card':
        return a.kind === 'card' && a.card.id === s.card.id;
      case 'builtin':
        return s.name === 'wild' && a.kind === 'card' ? a.card.wild : undefined;
      default:
        return undefined;
    }
  }
}
