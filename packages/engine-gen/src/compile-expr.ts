// Rules-language expressions written as TypeScript expressions over the engine state `s`: each
// is lowered to the IR (ir/lower-expr.ts), rewritten by the passes (ir/passes/), and printed
// here. Values are small integers wherever the language has a finite domain: a card is its
// index in the deck (copies included), a suit or group its declaration index, a rank its
// strength (1 for the lowest), a seat or team its number; `-1` (or 0 for a rank) stands for
// "none". What the printer writes follows from the IR's node alone: every choice of form (bags,
// a shape's constants, masks, walks of one suit) was made by a pass.

import { defineFunction, zoneKey, type Expression, type Name } from '@orrery/rules-lang';
import { maskName, maskWord, valuesName } from './card-masks';
import type { GenContext } from './context';
import { identifier } from './escape';
import { access, quote } from './naming';
import { bagBit } from './emit/bag-code';
import { shapeAllSeats, shapeSeats, shapeTeamSeats, teamOfSeat, type SeatList } from './shapes';
import type { Aggregate, Ir, Local, MaskQuery, Union } from './ir/expr';
import { lowerExpr } from './ir/lower-expr';
import { optimise, staticValues } from './ir/passes';
import { valueTable } from './value-tables';

/** Where an expression is compiled: who `seat` and `team` are there. */
export interface Place {
  readonly ctx: GenContext;
  /** TypeScript for the acting seat, or undefined where no seat acts. */
  readonly seat: string | undefined;
  /** TypeScript for `team`: the acting seat's team, or the team a match clause is asked about. */
  readonly team: string | undefined;
  /** TypeScript for `winner`, the seat that took the trick, in a trick phase's `at trick end`. */
  readonly winner?: string;
  /**
   * Where the state cannot change (listing moves), a local named from `base` for a value worked
   * out once, at the top of the function, rather than in each loop that reads it: a list of
   * seats, or a word of a bag whose owner the listing knows from the start.
   */
  readonly hoist?: (text: string, base?: string) => string;
}

/** An expression of the rules file as the IR the printer writes: lowered, then the passes. */
/** The runtime's function for each test of a collection of cards. */
const CARDS_TESTS = {
  'same-rank': 'sameRank',
  'same-suit': 'sameSuit',
  run: 'isRun',
  melds: 'canMeld',
} as const;

export function lowered(ctx: GenContext, e: Expression): Ir {
  return optimise(ctx, lowerExpr(ctx, e));
}

export function expr(place: Place, e: Expression): string {
  return print(place, lowered(place.ctx, e));
}

/**
 * A side of an equality: a seat count the shape fixes widened to a number, as a fixed option is,
 * since TypeScript calls `3 === 2` a mistake.
 */
function operand(place: Place, e: Ir): string {
  return e.kind === 'fixed' && e.of === 'seat-count' ? `(${e.value} as number)` : print(place, e);
}

/** An IR expression as TypeScript. */
export function print(place: Place, e: Ir): string {
  const { ctx } = place;
  switch (e.kind) {
    case 'number':
      return String(e.value);
    case 'string':
      return quote(e.value);
    case 'option':
      return access('s.options', e.name);
    case 'fixed':
      if (e.of === 'seat-count') return String(e.value);
      // (Widened for TypeScript, which would otherwise call `2 === 4` a mistake.)
      return typeof e.value === 'number'
        ? `(${e.value} as number)`
        : `(${quote(e.value)} as string)`;
    case 'option-value':
      return typeof e.value === 'number' ? String(e.value) : quote(e.value);
    case 'variable':
      return access('s.v', e.key);
    case 'define':
      return `${identifier(defineFunction(e.define))}(s)`;
    case 'written-out':
      return `(${print({ ctx, seat: 's.seat', team: 'teamOf(s, s.seat)' }, e.body)})`;
    case 'zone':
      return zoneRef(e.name);
    case 'suit':
    case 'group':
    case 'card':
      return `${e.index} /* ${e.name} */`;
    case 'rank':
      return `${e.strength} /* ${e.name} */`;
    case 'local': {
      const id = ctx.locals.get(e.local);
      if (id === undefined) throw new Error(`local '${e.local.text}' used before it is bound`);
      return id;
    }
    case 'builtin':
      return builtin(place, e.name);
    case 'card-attribute':
      return `${CARD_ATTRIBUTES[e.attribute]}(DECK, ${print(place, e.card)})`;
    case 'suit-attribute':
      return `${e.attribute === 'group' ? 'suitGroup' : 'suitRank'}(DECK, ${print(place, e.suit)})`;
    case 'value':
      // A value that follows from the card alone is read from its table, one entry a card.
      return staticValues(ctx)(e.value)
        ? `${valueTable(e.value)}[${print(place, e.card)}]!`
        : `val_${e.value.replace(/-/g, '_')}(s, ${print(place, e.card)})`;
    case 'index':
      return `${print(place, e.object)}[${print(place, e.index)}]!`;
    case 'instance':
      return `${zoneRef(e.zone)}[${print(place, e.owner)}]!`;
    case 'bag':
      // One owner's cards of a bag, as a list (a new array): the generic way to read it.
      return `bagCards(${zoneRef(e.zone)}, ${print(place, e.owner)}, ${ctx.bagWords})`;
    case 'not':
      return `!(${print(place, e.operand)})`;
    case 'negate':
      return `-(${print(place, e.operand)})`;
    case 'logic': {
      const l = print(place, e.left);
      return `(${l} ${e.op === 'or' ? '||' : '&&'} ${print(place, e.right)})`;
    }
    case 'arithmetic': {
      const l = print(place, e.left);
      if (e.op === '/') return `Math.trunc(${l} / ${print(place, e.right)})`;
      return `(${l} ${e.op} ${print(place, e.right)})`;
    }
    case 'compare': {
      const l = print(place, e.left);
      return `(${l} ${e.op} ${print(place, e.right)})`;
    }
    case 'equal': {
      const l = operand(place, e.left);
      const r = operand(place, e.right);
      const eq = e.negated ? '!==' : '===';
      switch (e.by) {
        case 'base-card':
          return `(baseCard(DECK, ${l}) ${eq} baseCard(DECK, ${r}))`;
        case 'members':
          return `${e.negated ? '!' : ''}sameMembers(${l}, ${r})`;
        case 'value':
          return `(${l} ${eq} ${r})`;
      }
    }
    // falls through: every `by` returns
    case 'is':
      return isTest(place, e);
    case 'in':
      return memberTestOf(place, e.collection, print(place, e.element));
    case 'conditional':
      return `(${print(place, e.condition)} ? ${print(place, e.then)} : ${print(place, e.otherwise)})`;
    case 'set':
      return `[${e.elements.map((x) => print(place, x)).join(', ')}]`;
    case 'filter': {
      const v = bind(ctx, e.local);
      if (e.collection.kind === 'union') {
        const { seats, zone, bag } = unionParts(place, e.collection);
        if (bag) {
          return `bagUnion(${zone}, ${seats}, ${ctx.bagWords}).filter((${v}) => ${print(place, e.where)})`;
        }
        return `unionWhere(${seats}, ${zone}, (${v}) => ${print(place, e.where)})`;
      }
      return `${print(place, e.collection)}.filter((${v}) => ${print(place, e.where)})`;
    }
    case 'aggregate':
      return aggregate(place, e);
    case 'top':
      return `top(${print(place, e.zone)})`;
    case 'union': {
      const { seats, zone, bag } = unionParts(place, e);
      if (bag) return `bagUnion(${zone}, ${seats}, ${ctx.bagWords})`;
      return `${seats}.flatMap((x) => ${zone}[x]!)`;
    }
    case 'seats-of':
      return `seatsOf(s, ${print(place, e.team)})`;
    case 'team-of':
      return teamOfSeat(ctx.game, ctx.shape, print(place, e.seat));
    case 'seats-from':
      return `seatsFrom(s, ${print(place, e.seat)})`;
    case 'seat-beside': {
      const seats = e.seats === undefined ? 's.seats' : String(e.seats);
      const step = e.side === 'left' ? '1' : `${seats} - 1`;
      return `((${print(place, e.seat)} + ${step}) % ${seats})`;
    }
    case 'tricks-of':
      return `s.tricksWon[${print(place, e.team)}]!`;
    case 'cards-test':
      return `${CARDS_TESTS[e.test]}(DECK, ${print(place, e.cards)})`;
    case 'suit-cards':
      return `suitCards(s, ${print(place, e.suit)}, DECK.suit)`;
    case 'bags-empty': {
      const owners = e.known ? shapeOwners(place, e.seats) : undefined;
      if (owners !== undefined) return `!(${ownersAny(place, zoneRef(e.zone), owners, undefined)})`;
      return `!bagsAny(${zoneRef(e.zone)}, ${print(place, e.seats)}, ${ctx.bagWords})`;
    }
    case 'over-owners': {
      const { seats } = unionParts(place, e.union);
      const x = bind(ctx, e.owner);
      const part = print(place, e.part);
      switch (e.combine) {
        case 'any':
          return `${seats}.some((${x}) => ${part})`;
        case 'all':
          return `${seats}.every((${x}) => ${part})`;
        case 'sum': {
          const acc = ctx.fresh('acc');
          return `${seats}.reduce((${acc}, ${x}) => ${acc} + ${part}, 0)`;
        }
      }
    }
    // falls through: every combination returns
    case 'mask-query':
      return maskQuery(place, e);
  }
}

const CARD_ATTRIBUTES = {
  suit: 'cardSuit',
  rank: 'cardRank',
  face: 'cardFace',
  group: 'cardGroup',
  'suit-rank': 'cardSuitRank',
  wild: 'cardWild',
} as const;

/**
 * An expression as a value to keep (`set`, `let`, a variable's starting value): a set or list
 * the game holds somewhere else (a variable, a zone, a definition of either) is copied, so that
 * after `set a = b`, `add x to b` leaves `a` as it was. Collections assign by value; a literal
 * or a filtered set is a new array already.
 */
export function byValue(place: Place, e: Expression): string {
  const text = expr(place, e);
  const t = place.ctx.game.typeOf(e);
  const collection = t.kind === 'set' || t.kind === 'list' || t.kind === 'cards';
  const fresh = e.kind === 'SetLiteral' || e.kind === 'SetBuilder';
  return collection && !fresh ? `${text}.slice()` : text;
}

/** An expression used as something to iterate: always a TypeScript array. */
export function collection(place: Place, e: Expression): string {
  return expr(place, e);
}

/**
 * `zone of seats`, taken apart: the seats to visit and the per-seat zone to read. Writing for
 * one shape (shapes.ts), `owners` lists the seats one by one when their number is known, for
 * `all seats`, `opponents` and `partners`; `seats` is then not worked out in advance.
 */
export function unionOf(
  place: Place,
  e: Extract<Expression, { kind: 'ZoneUnion' }>,
): { seats: string; zone: string; bag: boolean; owners?: readonly string[] } {
  const union = lowered(place.ctx, e);
  if (union.kind !== 'union') throw new Error(`not a union: ${e.zone.text}`);
  return unionParts(place, union);
}

export function unionParts(
  place: Place,
  e: Union,
): { seats: string; zone: string; bag: boolean; owners?: readonly string[] } {
  const seats = print(place, e.seats);
  const owners = e.known ? shapeOwners(place, e.seats) : undefined;
  return {
    seats: place.hoist === undefined || owners !== undefined ? seats : place.hoist(seats),
    zone: zoneRef(e.zone),
    bag: e.bag,
    ...(owners === undefined ? {} : { owners }),
  };
}

/** The seats of a seat list one by one, where the shape written for makes them known. */
function shapeOwners(place: Place, e: Ir): string[] | undefined {
  const { ctx } = place;
  if (ctx.shape === undefined || e.kind !== 'builtin') return undefined;
  return shapeSeats(
    ctx.game,
    ctx.shape,
    e.name as SeatList,
    place.seat ?? 's.seat',
    shapeTable(ctx),
  );
}

/**
 * Whether any of `owners`' instances of bag `zone` holds a card of `mask` (a bag mask, or every
 * card when undefined), written out over the words the shape uses: one expression, no call.
 */
export function ownersAny(
  place: Place,
  zone: string,
  owners: readonly string[],
  mask: string | undefined,
): string {
  const { ctx } = place;
  const W = ctx.bagWords;
  const words = ctx.shape?.words ?? W;
  // The owners are a shape's seats, which stay the same through a listing (see ownerStays).
  const read = (o: string, w: number) => {
    const word = `${zone}[${o} * ${W} + ${w}]!`;
    return place.hoist !== undefined && words === 1 ? place.hoist(word, 'bits') : word;
  };
  const parts = Array.from({ length: words }, (_, w) => {
    const union = owners.map((o) => read(o, w)).join(' | ');
    return mask === undefined ? `(${union})` : `((${union}) & ${maskWord(ctx, mask, w)})`;
  });
  return `(${parts.join(' | ')}) !== 0`;
}

/**
 * `e` as one owner's instance of a bag zone (`hand[seat]`, see bags.ts): the bag, the owner and
 * the slot number, as TypeScript; undefined for anything else.
 */
export function bagInstance(
  place: Place,
  e: Expression,
): { ref: string; owner: string; stays: boolean; slot: string } | undefined {
  if (e.kind !== 'Index') return undefined;
  return bagParts(place, lowered(place.ctx, e));
}

export function bagParts(
  place: Place,
  e: Ir,
): { ref: string; owner: string; stays: boolean; slot: string } | undefined {
  if (e.kind !== 'bag') return undefined;
  const owner = print(place, e.owner);
  return { ref: zoneRef(e.zone), owner, stays: e.stays, slot: `${e.slot} + ${owner}` };
}

/** The TypeScript test that card `v` is in `coll`: one bit for a bag's instance, else a search. */
export function memberTest(place: Place, coll: Expression, v: string): string {
  return memberTestOf(place, lowered(place.ctx, coll), v);
}

function memberTestOf(place: Place, coll: Ir, v: string): string {
  const bag = bagParts(place, coll);
  return bag === undefined
    ? `${print(place, coll)}.includes(${v})`
    : `(${bagBit(place.ctx, bag.ref, bag.owner, v, 'test')})`;
}

/**
 * A loop binding `v` to each element of `e`: `head` opens it (callers add ` {`), and `bind` is
 * the first line of its body. Arrays are walked by index, which V8 runs faster than `for...of`
 * (the length is read at each step, as `for...of` reads it). A union of per-seat zones becomes
 * two nested loops, so no array of the whole union is built; `continue` in the body still skips
 * to the next element.
 */
/**
 * A loop over a collection: `head` opens it, and its body starts with `skip` (moving on to the
 * next word of a bag), `bind` (the element, as a local) and `step` (moving past it), which
 * `loopBind` writes in that order. A loop whose element nothing reads leaves `bind` out.
 */
export interface Loop {
  readonly head: string;
  readonly bind: string;
  readonly skip?: string;
  readonly step?: string;
}

/** The first line of a loop's body: its skip, its binding and its step. */
export function loopBind(loop: Loop, bound = true): string {
  return [loop.skip, bound ? loop.bind : undefined, loop.step]
    .filter((x): x is string => x !== undefined)
    .join(' ');
}

export function loopOver(place: Place, e: Expression, v: string): Loop {
  return printLoop(place, lowered(place.ctx, e), v);
}

/** `loopOver` of an IR collection. */
export function printLoop(place: Place, ir: Ir, v: string): Loop {
  const { ctx } = place;
  const k = ctx.fresh('k');
  const list = ctx.fresh('list');
  const bits = bagLoopOf(place, ir, v);
  if (bits !== undefined) return bits;
  if (ir.kind === 'union') {
    const { seats, zone } = unionParts(place, ir);
    const j = ctx.fresh('j');
    const owners = ctx.fresh('owners');
    return {
      head:
        `for (let ${j} = 0, ${owners} = ${seats}; ${j} < ${owners}.length; ${j}++) ` +
        `for (let ${k} = 0, ${list} = ${zone}[${owners}[${j}]!]!; ${k} < ${list}.length; ${k}++)`,
      bind: `const ${v} = ${list}[${k}]!;`,
    };
  }
  return {
    head: `for (let ${k} = 0, ${list} = ${print(place, ir)}; ${k} < ${list}.length; ${k}++)`,
    bind: `const ${v} = ${list}[${k}]!;`,
  };
}

/**
 * `loopOver` for a bag's instance or a union of a bag over seats: the set bits of each word,
 * lowest first, so cards come in deck order; undefined when `e` is neither. With `mask` (a bag
 * mask, one word per word of an owner, from word `at`) only the cards in it are visited. Where
 * the options may leave the deck in fewer words than a bag has, only the words in use are read.
 * With more than one word, the walk is one loop whose body first moves on to the next word when
 * this one is done (`if (m === 0) { ... continue; }`): V8 runs that faster than a loop over the
 * words around a loop over the bits (+2% on a 32-card deck kept in bags of two words).
 */
export function bagLoop(
  place: Place,
  e: Expression,
  v: string,
  mask?: string,
  at?: string,
): Loop | undefined {
  return bagLoopOf(place, lowered(place.ctx, e), v, mask, at);
}

export function bagLoopOf(
  place: Place,
  e: Ir,
  v: string,
  mask?: string,
  at?: string,
): Loop | undefined {
  const { ctx } = place;
  const W = ctx.bagWords;
  const bitsOf = (bits: string, owner: string, stays: boolean) => {
    const w = ctx.fresh('w');
    const m = ctx.fresh('m');
    // Word `x` of the mask, as ` & ...`, or nothing without a mask; a word known when compiling
    // (a number, with no row `at`) is the mask's constant for it (card-masks.ts `maskWord`).
    const masked = (x: string | number) =>
      mask === undefined
        ? ''
        : at === undefined && typeof x === 'number'
          ? ` & ${maskWord(ctx, mask, x)}`
          : ` & ${mask}[${at === undefined ? x : `${at} + ${x}`}]!`;
    const word = `${bits}[${owner} * ${W} + ${w}]!${masked(w)}`;
    if (ctx.shape?.words === 1) {
      // Written for a shape whose deck fits one word: that word alone, read once per listing
      // when its owner is known from the start (the seat to act, or its opponent).
      const whole = `${bits}[${owner} * ${W} + 0]!`;
      const read = place.hoist !== undefined && stays ? place.hoist(whole, 'bits') : whole;
      return {
        head: `for (let ${m} = ${read}${masked(0)}; ${m} !== 0; ${m} &= ${m} - 1)`,
        bind: `const ${v} = 31 - Math.clz32(${m} & -${m});`,
      };
    }
    if (W === 1) {
      return {
        head: `for (let ${w} = 0; ${w} < 1; ${w}++) for (let ${m} = ${word}; ${m} !== 0; ${m} &= ${m} - 1)`,
        bind: `const ${v} = ${w} * 32 + 31 - Math.clz32(${m} & -${m});`,
      };
    }
    const words = ctx.fresh('words');
    const used =
      ctx.shape !== undefined
        ? String(ctx.shape.words)
        : Math.ceil(ctx.baseSize / 32) === W
          ? String(W)
          : '(s.deckSize + 31) >> 5';
    return {
      head: `for (let ${w} = 0, ${words} = ${used}, ${m} = ${word}; ; )`,
      skip: `if (${m} === 0) { if (++${w} >= ${words}) break; ${m} = ${word}; continue; }`,
      bind: `const ${v} = ${w} * 32 + 31 - Math.clz32(${m} & -${m});`,
      step: `${m} &= ${m} - 1;`,
    };
  };
  // An owner is a seat or team: a name or a field, cheap to read again for each word.
  const bag = bagParts(place, e);
  if (bag !== undefined) return bitsOf(bag.ref, bag.owner, bag.stays);
  if (e.kind !== 'union') return undefined;
  const { seats, zone, bag: isBag, owners: known } = unionParts(place, e);
  if (!isBag) return undefined;
  // One owner, known to the shape: its zone alone, with no loop over owners.
  if (known?.length === 1) return bitsOf(zone, known[0]!, true);
  const j = ctx.fresh('j');
  const owners = ctx.fresh('owners');
  const loop = bitsOf(zone, `${owners}[${j}]!`, false);
  // Owners the shape knows were not worked out in advance: for a loop over them, they are. Every
  // seat of the shape is a constant list, where the runtime's `seatList` is a call.
  const list =
    known !== undefined && place.hoist !== undefined
      ? place.hoist(seats)
      : (shapeSeatList(place, e.seats) ?? seats);
  return {
    ...loop,
    head: `for (let ${j} = 0, ${owners} = ${list}; ${j} < ${owners}.length; ${j}++) ${loop.head}`,
  };
}

export function bind(ctx: GenContext, name: Local | Name): string {
  const id = ctx.fresh(name.text);
  ctx.locals.set(name, id);
  return id;
}

export function zoneRef(name: string): string {
  return access('s.z', zoneKey({ name }));
}

function builtin(place: Place, name: string): string {
  switch (name) {
    case 'seat':
      if (place.seat === undefined) throw new Error('no seat acts here');
      return place.seat;
    case 'team':
      if (place.team === undefined) throw new Error('no team here');
      return place.team;
    case 'dealer':
      return 's.dealer';
    case 'seat-count':
      return 's.seats';
    case 'hand-number':
      return 's.handNumber';
    case 'hand-score':
      return 's.handScore';
    case 'total':
      return 's.total';
    case 'deck':
      return 'deckOf(s)';
    case 'suits':
      return 'DECK.suits.list';
    case 'teams':
      return 'teamList(s)';
    case 'all-seats':
      return 'seatList(s)';
    case 'opponents':
      return `opponentsOf(s, ${place.seat ?? 's.seat'})`;
    case 'partners':
      return `partnersOf(s, ${place.seat ?? 's.seat'})`;
    case 'led':
      return 's.led';
    case 'winner':
      if (place.winner === undefined) throw new Error('no trick was just taken here');
      return place.winner;
    case 'true':
      return 'true';
    case 'false':
      return 'false';
    default:
      throw new Error(`built-in '${name}' is not a value`);
  }
}

/** `x is N`: N names a suit, group, card kind, card, or `wild`. */
function isTest(place: Place, e: Extract<Ir, { kind: 'is' }>): string {
  const l = print(place, e.subject);
  const t = e.test;
  switch (t.of) {
    case 'suit-is-suit':
      return `(${l} === ${t.index})`;
    case 'suit-in-group':
      return `(suitGroup(DECK, ${l}) === ${t.index})`;
    case 'suit':
      return `(cardSuit(DECK, ${l}) === ${t.index} /* ${t.name} */)`;
    case 'group':
      return `(cardGroup(DECK, ${l}) === ${t.index} /* ${t.name} */)`;
    case 'card':
      return `(baseCard(DECK, ${l}) === ${t.index} /* ${t.name} */)`;
    case 'card-kind':
      return `(cardKind(DECK, ${l}) === ${quote(t.name)})`;
    case 'wild':
      return `cardWild(DECK, ${l})`;
  }
}

function aggregate(place: Place, e: Aggregate): string {
  const bag = bagParts(place, e.collection);
  if (bag !== undefined) {
    // The bag's own cards; asking for one suit, only those of that suit.
    const suit = e.suit === undefined ? undefined : print(place, e.suit);
    return aggregateBag(place, e, bag.ref, bag.owner, suit);
  }
  return aggregateOver(place, e, print(place, e.collection));
}

function aggregateOver(place: Place, e: Aggregate, coll: string): string {
  const { ctx } = place;
  if (e.local === undefined) return `${coll}.length`;
  const v = bind(ctx, e.local);
  const where = e.where === undefined ? undefined : print(place, e.where);
  const body = e.body === undefined ? undefined : print(place, e.body);
  switch (e.op) {
    case 'count':
      if (where === undefined && body === undefined) return `${coll}.length`;
      return `count(${coll}, (${v}) => ${[where, body].filter((x) => x !== undefined).join(' && ')})`;
    case 'any':
      return `${coll}.some((${v}) => ${[where, body].filter((x) => x !== undefined).join(' && ') || 'true'})`;
    case 'all':
      return where === undefined
        ? `${coll}.every((${v}) => ${body ?? 'true'})`
        : `${coll}.every((${v}) => !(${where}) || ${body ?? 'true'})`;
    case 'sum':
      return `sum(${coll}, (${v}) => ${where === undefined ? (body ?? '1') : `(${where} ? ${body ?? '1'} : 0)`})`;
    case 'max':
    case 'min':
      return `${e.op}Of(${coll}, (${v}) => ${body ?? v}, ${where === undefined ? 'undefined' : `(${v}) => ${where}`})`;
    case 'deadwood':
      return deadwood(coll, v, where, body);
    case 'sum-groups':
      return sumGroups(place, e, coll, v, where, body);
    case 'first':
      return first(e, coll, v, where);
  }
}

/** `first(x in C where P)`: the first element that passes, or the element kind's none. */
function first(e: Aggregate, coll: string, v: string, where: string | undefined): string {
  const none = e.none ?? -1;
  return where === undefined
    ? `(${coll}[0] ?? ${none})`
    : `(${coll}.find((${v}) => ${where}) ?? ${none})`;
}

/** `sum-groups(c in C where P: V to T)`: the runtime's search over the items that pass `where`. */
function sumGroups(
  place: Place,
  e: Aggregate,
  coll: string,
  v: string,
  where: string | undefined,
  body: string | undefined,
): string {
  if (e.target === undefined) throw new Error("'sum-groups' without its sum");
  return `sumGroupsOf(${passing(coll, v, where)}, (${v}) => ${body ?? v}, ${print(place, e.target)})`;
}

/** The items of `coll` that pass `where`: what the runtime's searches (deadwood, sum-groups) take. */
function passing(coll: string, v: string, where: string | undefined): string {
  return where === undefined ? coll : `${coll}.filter((${v}) => ${where})`;
}

/** `deadwood(c in C where P: V)`: the runtime's search over the cards that pass `where`. */
function deadwood(
  coll: string,
  v: string,
  where: string | undefined,
  body: string | undefined,
): string {
  return `deadwoodOf(DECK, ${passing(coll, v, where)}, (${v}) => ${body ?? '1'})`;
}

/**
 * An aggregate over one owner's cards of a bag: walks its bits (see runtime's bags.ts). With
 * `suit`, the one suit its `where` asks for, only that suit's bits are walked (the `where` is
 * still tested); a count of that suit alone is a count of bits.
 */
function aggregateBag(
  place: Place,
  e: Aggregate,
  bits: string,
  owner: string,
  suit?: string,
): string {
  const { ctx } = place;
  const words = ctx.bagWords;
  if (e.local === undefined) {
    return ctx.shape?.words === 1
      ? `bitCount(${bits}[${owner} * ${words} + 0]!)`
      : `bagCount(${bits}, ${owner}, ${words})`;
  }
  const mask = suit === undefined ? undefined : `DECK.suitBits, (${suit} + 1) * ${words}`;
  const suitAlone = mask !== undefined && e.where !== undefined && e.where.kind !== 'logic';
  if (e.op === 'count' && suitAlone && e.body === undefined) {
    return `bagCountIn(${bits}, ${owner}, ${words}, ${mask})`;
  }
  const v = bind(ctx, e.local);
  const where = e.where === undefined ? undefined : print(place, e.where);
  const body = e.body === undefined ? undefined : print(place, e.body);
  const both = [where, body].filter((x) => x !== undefined).join(' && ');
  const masked = mask === undefined ? '' : `, ${mask}`;
  switch (e.op) {
    case 'count':
      return both === ''
        ? `bagCount(${bits}, ${owner}, ${words})`
        : `bagSum(${bits}, ${owner}, ${words}, (${v}) => +(${both})${masked})`;
    case 'any':
      return `bagSome(${bits}, ${owner}, ${words}, (${v}) => ${both || 'true'}${masked})`;
    case 'all':
      return `bagEvery(${bits}, ${owner}, ${words}, (${v}) => ${where === undefined ? (body ?? 'true') : `!(${where}) || ${body ?? 'true'}`}${masked})`;
    case 'sum':
      return `bagSum(${bits}, ${owner}, ${words}, (${v}) => ${where === undefined ? (body ?? '1') : `(${where} ? ${body ?? '1'} : 0)`}${masked})`;
    case 'max':
    case 'min':
      return `${e.op}Of(bagCards(${bits}, ${owner}, ${words}), (${v}) => ${body ?? v}, ${where === undefined ? 'undefined' : `(${v}) => ${where}`})`;
    case 'deadwood':
      return deadwood(`bagCards(${bits}, ${owner}, ${words})`, v, where, body);
    case 'sum-groups':
      return sumGroups(place, e, `bagCards(${bits}, ${owner}, ${words})`, v, where, body);
    case 'first':
      return first(e, `bagCards(${bits}, ${owner}, ${words})`, v, where);
  }
}

/**
 * Written for a shape: a table's values added up over each of `owners`' words the shape's deck
 * uses (a bag mask's words, with one), each read by name, with no loop over owners or words.
 */
function wordSums(
  place: Place,
  zone: string,
  owners: readonly string[],
  values: string,
  mask: string | undefined,
): string {
  const { ctx } = place;
  const W = ctx.bagWords;
  const parts = owners.flatMap((o) =>
    Array.from({ length: ctx.shape!.words }, (_, w) => {
      const word = `${zone}[(${o}) * ${W} + ${w}]!`;
      const masked = mask === undefined ? word : `${word} & ${maskWord(ctx, mask, w)}`;
      return `wordSumOf(${masked}, ${values}, ${w * 32})`;
    }),
  );
  return `(${parts.join(' + ')})`;
}

/** Every seat of the shape written for, as a constant list; undefined for any other list. */
function shapeSeatList(place: Place, seats: Ir): string | undefined {
  const { ctx } = place;
  if (ctx.shape === undefined || seats.kind !== 'builtin' || seats.name !== 'all-seats') {
    return undefined;
  }
  return shapeAllSeats(ctx.shape, shapeTable(ctx));
}

/** Where the shapes' helpers register a constant table (shapes.ts), to be declared once. */
function shapeTable(ctx: Place['ctx']): (name: string, text: string) => void {
  return (name, text) => ctx.shapeTables.set(name, text);
}

/** A team's seats one by one, where the union is of `seats of TEAM` and the shape knows them. */
function teamOwners(place: Place, source: Ir): string[] | undefined {
  const { ctx } = place;
  if (ctx.shape === undefined || source.kind !== 'union' || source.seats.kind !== 'seats-of') {
    return undefined;
  }
  return shapeTeamSeats(ctx.game, ctx.shape, print(place, source.seats.team), shapeTable(ctx));
}

/** A question about the cards of a mask, asked of one bag or of a union of bags. */
function maskQuery(place: Place, e: MaskQuery): string {
  const { ctx } = place;
  const W = ctx.bagWords;
  const bag = bagParts(place, e.source);
  const union = e.source.kind === 'union' ? unionParts(place, e.source) : undefined;
  const values = e.ask === 'sum-of' ? valuesName(place, e.values) : undefined;
  const mask = e.mask === undefined ? undefined : maskName(place, e.mask);
  if (bag !== undefined) {
    const { ref, owner } = bag;
    switch (e.ask) {
      case 'count':
        return `bagCountIn(${ref}, ${owner}, ${W}, ${mask!}, 0)`;
      case 'any':
        return `bagAny(${ref}, ${owner}, ${W}, ${mask!})`;
      case 'none':
        return `!bagAny(${ref}, ${owner}, ${W}, ${mask!})`;
      case 'sum': {
        const c = bind(ctx, e.local);
        return `bagSum(${ref}, ${owner}, ${W}, (${c}) => ${print(place, e.body)}, ${mask!}, 0)`;
      }
      case 'sum-of':
        if (ctx.shape !== undefined) return wordSums(place, ref, [owner], values!, mask);
        return `bagSumOf(${ref}, ${owner}, ${W}, ${values!}${mask === undefined ? '' : `, ${mask}`})`;
    }
  }
  if (union === undefined) throw new Error('a mask is asked of a bag or a union of bags');
  const { seats, zone, owners } = union;
  switch (e.ask) {
    case 'count':
      return `bagsCountIn(${zone}, ${seats}, ${W}, ${mask!})`;
    case 'any':
    case 'none': {
      const any =
        owners === undefined
          ? `bagsAny(${zone}, ${seats}, ${W}, ${mask!})`
          : `(${ownersAny(place, zone, owners, mask)})`;
      return e.ask === 'any' ? any : `!${any}`;
    }
    case 'sum-of': {
      const listed = owners ?? teamOwners(place, e.source);
      if (listed !== undefined) return wordSums(place, zone, listed, values!, mask);
      return `bagsSumOf(${zone}, ${seats}, ${W}, ${values!}${mask === undefined ? '' : `, ${mask}`})`;
    }
    case 'sum':
      throw new Error('a body over a mask is summed over one bag at a time');
  }
}
