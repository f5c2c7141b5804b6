// Rules-language expressions compiled to TypeScript expressions over the engine state `s`.
// Values are small integers wherever the language has a finite domain: a card is its index in
// the deck (copies included), a suit or group its declaration index, a rank its strength (1 for
// the lowest), a seat or team its number; `-1` (or 0 for a rank) stands for "none".

import {
  defineFunction,
  zoneKey,
  type Expression,
  type LinkedGame,
  type Name,
  type Reference,
  type ResolvedDefine,
  type Symbol,
  type Type,
} from '@orrery/rules-lang';
import { cardMask, cardValues } from './card-masks';
import type { GenContext } from './context';
import { everyNode } from './every-node';
import { identifier } from './escape';
import { access, quote } from './naming';
import { bagBit } from './emit/bag-code';
import { shapeSeats, type SeatList } from './shapes';

/** Where an expression is compiled: who `seat` and `team` are there. */
export interface Place {
  readonly ctx: GenContext;
  /** TypeScript for the acting seat, or undefined where no seat acts. */
  readonly seat: string | undefined;
  /** TypeScript for `team`: the acting seat's team, or the team a match clause is asked about. */
  readonly team: string | undefined;
  /**
   * Where the state cannot change (listing moves), a local named from `base` for a value worked
   * out once, at the top of the function, rather than in each loop that reads it: a list of
   * seats, or a word of a bag whose owner the listing knows from the start.
   */
  readonly hoist?: (text: string, base?: string) => string;
}

export function expr(place: Place, e: Expression): string {
  const { ctx } = place;
  switch (e.kind) {
    case 'NumberLiteral':
      return String(e.value);
    case 'StringLiteral':
      return quote(e.value);
    case 'Reference':
      return reference(place, e);
    case 'Member':
      return member(place, e.object, e.member);
    case 'Index': {
      // One owner's cards of a bag, as a list (a new array): the generic way to read it.
      const bag = bagInstance(place, e);
      if (bag !== undefined) return `bagCards(${bag.ref}, ${bag.owner}, ${ctx.bagWords})`;
      return `${expr(place, e.object)}[${expr(place, e.index)}]!`;
    }
    case 'Unary':
      return e.op === 'not' ? `!(${expr(place, e.operand)})` : `-(${expr(place, e.operand)})`;
    case 'Binary':
      return binary(place, e.op, e.left, e.right);
    case 'Conditional':
      return `(${expr(place, e.condition)} ? ${expr(place, e.then)} : ${expr(place, e.otherwise)})`;
    case 'SetLiteral':
      return `[${e.elements.map((x) => expr(place, x)).join(', ')}]`;
    case 'SetBuilder': {
      const v = bind(ctx, e.variable);
      if (e.collection.kind === 'ZoneUnion') {
        const { seats, zone, bag } = unionOf(place, e.collection);
        if (bag) {
          return `bagUnion(${zone}, ${seats}, ${ctx.bagWords}).filter((${v}) => ${expr(place, e.where)})`;
        }
        return `unionWhere(${seats}, ${zone}, (${v}) => ${expr(place, e.where)})`;
      }
      return `${narrowed(place, e.collection, e.variable, e.where)}.filter((${v}) => ${expr(place, e.where)})`;
    }
    case 'Aggregate':
      return aggregate(place, e);
    case 'TopOf': {
      const z = expr(place, e.zone);
      return `top(${z})`;
    }
    case 'ZoneUnion': {
      const { seats, zone, bag } = unionOf(place, e);
      if (bag) return `bagUnion(${zone}, ${seats}, ${ctx.bagWords})`;
      return `${seats}.flatMap((x) => ${zone}[x]!)`;
    }
    case 'SeatsOf':
      return `seatsOf(s, ${expr(place, e.team)})`;
    case 'TeamOf':
      return `teamOf(s, ${expr(place, e.seat)})`;
    case 'SeatBeside': {
      const seats = ctx.shape === undefined ? 's.seats' : String(ctx.shape.seats);
      const step = e.side === 'left' ? '1' : `${seats} - 1`;
      return `((${expr(place, e.seat)} + ${step}) % ${seats})`;
    }
    case 'TricksOf':
      return `s.tricksWon[${expr(place, e.team)}]!`;
    case 'RangeExpr':
      throw new Error('a range is only a parameter domain');
  }
}

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
  const { ctx } = place;
  const zone = ctx.game.symbolOf(e.zone);
  if (zone.kind !== 'zone') throw new Error(`not a zone: ${e.zone.text}`);
  const seats = collection(place, e.seats);
  const owners = shapeOwners(place, e.seats);
  return {
    seats: place.hoist === undefined || owners !== undefined ? seats : place.hoist(seats),
    zone: zoneRef(zone.name),
    bag: ctx.bags.has(zone.name),
    ...(owners === undefined ? {} : { owners }),
  };
}

/**
 * Whether an owner's expression stays the same through a listing, where the state cannot change
 * and `seat` is the seat to act: a number, or `seat` itself. (The seats a shape lists one by one
 * are rows of a constant table for the seat to act: they stay the same too.)
 */
function ownerStays(place: Place, e: Expression): boolean {
  if (e.kind === 'NumberLiteral') return true;
  if (e.kind !== 'Reference') return false;
  const sym = place.ctx.game.symbolOf(e);
  return sym.kind === 'builtin' && sym.name === 'seat';
}

/** The seats of a seat list one by one, where the shape written for makes them known. */
function shapeOwners(place: Place, e: Expression): string[] | undefined {
  const { ctx } = place;
  if (ctx.shape === undefined || e.kind !== 'Reference') return undefined;
  const sym = ctx.game.symbolOf(e);
  if (sym.kind !== 'builtin') return undefined;
  const lists: readonly string[] = ['all-seats', 'opponents', 'partners'];
  if (!lists.includes(sym.name)) return undefined;
  return shapeSeats(ctx.game, ctx.shape, sym.name as SeatList, place.seat ?? 's.seat', (n, text) =>
    ctx.shapeTables.set(n, text),
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
    return mask === undefined ? `(${union})` : `((${union}) & ${mask}[${w}]!)`;
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
  const { ctx } = place;
  if (e.kind !== 'Index' || e.object.kind !== 'Reference') return undefined;
  const sym = ctx.game.symbolOf(e.object);
  if (sym.kind !== 'zone' || !ctx.bags.has(sym.name)) return undefined;
  const owner = expr(place, e.index);
  const slot = `${(ctx.zoneIndex.get(sym.name) ?? 0) * 64} + ${owner}`;
  return { ref: zoneRef(sym.name), owner, stays: ownerStays(place, e.index), slot };
}

/** The TypeScript test that card `v` is in `coll`: one bit for a bag's instance, else a search. */
export function memberTest(place: Place, coll: Expression, v: string): string {
  const bag = bagInstance(place, coll);
  return bag === undefined
    ? `${collection(place, coll)}.includes(${v})`
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
  const { ctx } = place;
  const k = ctx.fresh('k');
  const list = ctx.fresh('list');
  const bits = bagLoop(place, e, v);
  if (bits !== undefined) return bits;
  if (e.kind === 'ZoneUnion') {
    const { seats, zone } = unionOf(place, e);
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
    head: `for (let ${k} = 0, ${list} = ${collection(place, e)}; ${k} < ${list}.length; ${k}++)`,
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
  const { ctx } = place;
  const W = ctx.bagWords;
  const bitsOf = (bits: string, owner: string, stays: boolean) => {
    const w = ctx.fresh('w');
    const m = ctx.fresh('m');
    // Word `x` of the mask, as ` & ...`, or nothing without a mask.
    const masked = (x: string) =>
      mask === undefined ? '' : ` & ${mask}[${at === undefined ? x : `${at} + ${x}`}]!`;
    const word = `${bits}[${owner} * ${W} + ${w}]!${masked(w)}`;
    if (ctx.shape?.words === 1) {
      // Written for a shape whose deck fits one word: that word alone, read once per listing
      // when its owner is known from the start (the seat to act, or its opponent).
      const whole = `${bits}[${owner} * ${W} + 0]!`;
      const read = place.hoist !== undefined && stays ? place.hoist(whole, 'bits') : whole;
      return {
        head: `for (let ${m} = ${read}${masked('0')}; ${m} !== 0; ${m} &= ${m} - 1)`,
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
  const bag = bagInstance(place, e);
  if (bag !== undefined) return bitsOf(bag.ref, bag.owner, bag.stays);
  if (e.kind !== 'ZoneUnion') return undefined;
  const { seats, zone, bag: isBag, owners: known } = unionOf(place, e);
  if (!isBag) return undefined;
  // One owner, known to the shape: its zone alone, with no loop over owners.
  if (known?.length === 1) return bitsOf(zone, known[0]!, true);
  const j = ctx.fresh('j');
  const owners = ctx.fresh('owners');
  const loop = bitsOf(zone, `${owners}[${j}]!`, false);
  // Owners the shape knows were not worked out in advance: for a loop over them, they are.
  const list = known !== undefined && place.hoist !== undefined ? place.hoist(seats) : seats;
  return {
    ...loop,
    head: `for (let ${j} = 0, ${owners} = ${list}; ${j} < ${owners}.length; ${j}++) ${loop.head}`,
  };
}

export function bind(ctx: GenContext, name: Name): string {
  const id = ctx.fresh(name.text);
  ctx.locals.set(name, id);
  return id;
}

export function zoneRef(name: string): string {
  return access('s.z', zoneKey({ name }));
}

function reference(place: Place, e: Reference): string {
  const { ctx } = place;
  const sym = ctx.game.symbolOf(e);
  return symbolValue(place, sym, e.name.text);
}

export function symbolValue(place: Place, sym: Symbol, text: string): string {
  const { ctx } = place;
  switch (sym.kind) {
    case 'option': {
      // Written for one shape, an option with one value in all of its combinations is that value.
      const fixed = ctx.shape?.fixed.get(sym.name);
      // (Widened for TypeScript, which would otherwise call `2 === 4` a mistake.)
      if (fixed !== undefined) {
        return typeof fixed === 'number' ? `(${fixed} as number)` : `(${quote(fixed)} as string)`;
      }
      return access('s.options', sym.name);
    }
    case 'option-value':
      return typeof valueOf(sym) === 'number' ? String(valueOf(sym)) : quote(sym.name);
    case 'variable':
      return access('s.v', ctx.varKey(sym.variable));
    case 'define': {
      // Written for one shape, a definition is written out where it is used, so that what the
      // shape fixes in it (options, the seat count) is worked out as it is written; unless it is
      // big, with what it uses written out too, which could double at every level of definitions.
      if (ctx.shape !== undefined && writtenOutSize(ctx.game, sym.define) <= WRITTEN_OUT_LIMIT) {
        return `(${expr({ ctx, seat: 's.seat', team: 'teamOf(s, s.seat)' }, sym.define.body)})`;
      }
      return `${identifier(defineFunction(sym.define))}(s)`;
    }
    case 'zone':
      return zoneRef(sym.name);
    case 'suit':
      return `${ctx.game.deck.suits.findIndex((x) => x.name === sym.name)} /* ${sym.name} */`;
    case 'rank':
      return `${sym.rank.strength} /* ${sym.name} */`;
    case 'group':
      return `${ctx.game.deck.groups.findIndex((x) => x.name === sym.name)} /* ${sym.name} */`;
    case 'card':
      return `${ctx.game.deck.cards.findIndex((x) => x.id === sym.name)} /* ${sym.name} */`;
    case 'local': {
      const id = ctx.locals.get(sym.declaration);
      if (id === undefined) throw new Error(`local '${text}' used before it is bound`);
      return id;
    }
    case 'builtin':
      return builtin(place, sym.name);
    case 'value':
    case 'attribute':
    case 'card-kind':
    case 'move':
    case 'phase':
      throw new Error(`'${text}' (${sym.kind}) is not a value here`);
  }
}

/** The largest definition written out where it is used, in nodes (the repo's reach 40). */
const WRITTEN_OUT_LIMIT = 200;
const writtenOutSizes = new WeakMap<ResolvedDefine, number>();

/**
 * A definition's nodes with every definition it uses written out in it, counted only up to just
 * past WRITTEN_OUT_LIMIT, so measuring is as cheap as the limit however the definitions nest.
 */
function writtenOutSize(game: LinkedGame, define: ResolvedDefine): number {
  const known = writtenOutSizes.get(define);
  if (known !== undefined) return known;
  writtenOutSizes.set(define, WRITTEN_OUT_LIMIT + 1); // a cycle, which the checker refuses
  let size = 0;
  everyNode(define.body, (node) => {
    size++;
    if (node.kind === 'Reference') {
      const used = game.trySymbolOf(node as Reference);
      if (used?.kind === 'define') size += writtenOutSize(game, used.define);
    }
    return size > WRITTEN_OUT_LIMIT ? 'fail' : 'look-inside';
  });
  const result = Math.min(size, WRITTEN_OUT_LIMIT + 1);
  writtenOutSizes.set(define, result);
  return result;
}

function valueOf(sym: Extract<Symbol, { kind: 'option-value' }>): string | number {
  const values = sym.option.values;
  if (values.kind === 'choices') {
    const hit = values.choices.find((c) => String(c) === sym.name);
    if (hit !== undefined) return hit;
  }
  return sym.name;
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
      return place.ctx.shape === undefined ? 's.seats' : String(place.ctx.shape.seats);
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
    case 'last-trick-team':
      return 's.lastTrickTeam';
    case 'true':
      return 'true';
    case 'false':
      return 'false';
    default:
      throw new Error(`built-in '${name}' is not a value`);
  }
}

function member(place: Place, object: Expression, name: Name): string {
  const { ctx } = place;
  const target = expr(place, object);
  const type = ctx.game.typeOf(object);
  const sym = ctx.game.symbolOf(name);
  if (sym.kind === 'value') return `val_${sym.name.replace(/-/g, '_')}(s, ${target})`;
  if (sym.kind !== 'attribute') throw new Error(`'${name.text}' is not an attribute`);
  if (type.kind === 'suit') {
    if (sym.name === 'group') return `suitGroup(DECK, ${target})`;
    if (sym.name === 'suit-rank') return `suitRank(DECK, ${target})`;
    throw new Error(`a suit has no '${sym.name}'`);
  }
  switch (sym.name) {
    case 'suit':
      return `cardSuit(DECK, ${target})`;
    case 'rank':
      return `cardRank(DECK, ${target})`;
    case 'face':
      return `cardFace(DECK, ${target})`;
    case 'group':
      return `cardGroup(DECK, ${target})`;
    case 'suit-rank':
      return `cardSuitRank(DECK, ${target})`;
    case 'wild':
      return `cardWild(DECK, ${target})`;
  }
}

function isCardType(t: Type): boolean {
  return t.kind === 'card';
}

function binary(place: Place, op: string, left: Expression, right: Expression): string {
  const { ctx } = place;
  const l = expr(place, left);
  switch (op) {
    case 'or':
      return `(${l} || ${expr(place, right)})`;
    case 'and':
      return `(${l} && ${expr(place, right)})`;
    case 'is':
      return isTest(place, left, l, right);
    case 'in':
      return memberTest(place, right, l);
    case '=':
    case '!=': {
      const r = expr(place, right);
      const eq = op === '=' ? '===' : '!==';
      const lt = ctx.game.typeOf(left);
      const rt = ctx.game.typeOf(right);
      if (ctx.maxCopies > 1 && isCardType(lt) && isCardType(rt)) {
        return `(baseCard(DECK, ${l}) ${eq} baseCard(DECK, ${r}))`;
      }
      if ((lt.kind === 'set' || lt.kind === 'list') && (rt.kind === 'set' || rt.kind === 'list')) {
        return `${op === '=' ? '' : '!'}sameMembers(${l}, ${r})`;
      }
      return `(${l} ${eq} ${r})`;
    }
    case '/':
      return `Math.trunc(${l} / ${expr(place, right)})`;
    default:
      return `(${l} ${op} ${expr(place, right)})`;
  }
}

/** `x is N`: N names a suit, group, card kind, card, or `wild`. */
function isTest(place: Place, left: Expression, l: string, right: Expression): string {
  const { ctx } = place;
  if (right.kind !== 'Reference') throw new Error('`is` needs a name on its right');
  const sym = ctx.game.symbolOf(right);
  const leftType = ctx.game.typeOf(left);
  const deck = ctx.game.deck;
  if (leftType.kind === 'suit') {
    if (sym.kind === 'suit')
      return `(${l} === ${deck.suits.findIndex((x) => x.name === sym.name)})`;
    if (sym.kind === 'group')
      return `(suitGroup(DECK, ${l}) === ${deck.groups.findIndex((g) => g.name === sym.name)})`;
    throw new Error(`a suit is not a ${sym.kind}`);
  }
  switch (sym.kind) {
    case 'suit':
      return `(cardSuit(DECK, ${l}) === ${deck.suits.findIndex((x) => x.name === sym.name)} /* ${sym.name} */)`;
    case 'group':
      return `(cardGroup(DECK, ${l}) === ${deck.groups.findIndex((g) => g.name === sym.name)} /* ${sym.name} */)`;
    case 'card':
      return `(baseCard(DECK, ${l}) === ${deck.cards.findIndex((c) => c.id === sym.name)} /* ${sym.name} */)`;
    case 'card-kind':
      return `(cardKind(DECK, ${l}) === ${quote(sym.name)})`;
    case 'builtin':
      if (sym.name === 'wild') return `cardWild(DECK, ${l})`;
      throw new Error(`cannot test 'is ${sym.name}'`);
    default:
      throw new Error(`cannot test 'is' against a ${sym.kind}`);
  }
}

function aggregate(place: Place, e: Extract<Expression, { kind: 'Aggregate' }>): string {
  const { ctx } = place;
  const empty = emptyBags(place, e);
  if (empty !== undefined) return empty;
  if (e.collection.kind === 'ZoneUnion' && e.op !== 'max' && e.op !== 'min') {
    // Over a union of per-seat zones: the aggregate of each seat's zone, combined, with no
    // array of the whole union built.
    const { seats, zone, bag, owners } = unionOf(place, e.collection);
    const counted = bag
      ? cardAggregate(place, e, {
          countIn: (mask) => `bagsCountIn(${zone}, ${seats}, ${ctx.bagWords}, ${mask})`,
          anyIn: (mask) =>
            owners === undefined
              ? `bagsAny(${zone}, ${seats}, ${ctx.bagWords}, ${mask})`
              : `(${ownersAny(place, zone, owners, mask)})`,
          sumOf: (values, mask) =>
            `bagsSumOf(${zone}, ${seats}, ${ctx.bagWords}, ${values}${mask === undefined ? '' : `, ${mask}`})`,
        })
      : undefined;
    if (counted !== undefined) return counted;
    const x = ctx.fresh('x');
    const part = bag ? aggregateBag(place, e, zone, x) : aggregateOver(place, e, `${zone}[${x}]!`);
    switch (e.op) {
      case 'any':
        return `${seats}.some((${x}) => ${part})`;
      case 'all':
        return `${seats}.every((${x}) => ${part})`;
      default: {
        const acc = ctx.fresh('acc');
        return `${seats}.reduce((${acc}, ${x}) => ${acc} + ${part}, 0)`;
      }
    }
  }
  const bag = bagInstance(place, e.collection);
  if (bag !== undefined) {
    // The bag's own cards; asking for one suit, only those of that suit.
    const suit =
      e.variable === undefined || e.where === undefined
        ? undefined
        : suitAsked(place, e.variable, e.where);
    return aggregateBag(place, e, bag.ref, bag.owner, suit);
  }
  return aggregateOver(place, e, narrowed(place, e.collection, e.variable, e.where));
}

/**
 * The collection to walk for `v in collection where ...`. Over the whole deck, a `where` that
 * asks for one suit (`v.suit = x`, `v is hearts`, either side, as one of its `and`s) walks only
 * that suit's cards: the test is still made, so the result is the same, with a fifth of the work
 * in a deck of five suits.
 */
function narrowed(
  place: Place,
  coll: Expression,
  variable: Name | undefined,
  where: Expression | undefined,
): string {
  const whole = collection(place, coll);
  if (variable === undefined || where === undefined || whole !== 'deckOf(s)') return whole;
  const suit = suitAsked(place, variable, where);
  return suit === undefined ? whole : `suitCards(s, ${suit}, DECK.suit)`;
}

/** TypeScript for the one suit `where` asks `variable` to have, if it asks for one. */
function suitAsked(place: Place, variable: Name, where: Expression): string | undefined {
  const { game } = place.ctx;
  if (where.kind !== 'Binary') return undefined;
  if (where.op === 'and') {
    return suitAsked(place, variable, where.left) ?? suitAsked(place, variable, where.right);
  }
  const isVariable = (x: Expression) => {
    if (x.kind !== 'Reference') return false;
    const sym = game.symbolOf(x);
    return sym.kind === 'local' && sym.declaration === variable;
  };
  const suitOfVariable = (x: Expression) =>
    x.kind === 'Member' &&
    isVariable(x.object) &&
    game.symbolOf(x.member).kind === 'attribute' &&
    x.member.text === 'suit';
  const free = (x: Expression) =>
    everyNode(x, (node) =>
      node.kind === 'Reference' && isVariable(node as Expression) ? 'fail' : 'look-inside',
    );
  if (where.op === 'is' && isVariable(where.left) && where.right.kind === 'Reference') {
    const sym = game.symbolOf(where.right);
    if (sym.kind === 'suit') return String(game.deck.suits.findIndex((x) => x.name === sym.name));
    return undefined;
  }
  if (where.op !== '=') return undefined;
  if (suitOfVariable(where.left) && free(where.right)) return expr(place, where.right);
  if (suitOfVariable(where.right) && free(where.left)) return expr(place, where.left);
  return undefined;
}

/** `inSlot`: walk `coll` but count only the cards in that zone instance (a slot number). */
function aggregateOver(
  place: Place,
  e: Extract<Expression, { kind: 'Aggregate' }>,
  coll: string,
): string {
  const { ctx } = place;
  if (e.variable === undefined) return `${coll}.length`;
  const v = bind(ctx, e.variable);
  const where = e.where === undefined ? undefined : expr(place, e.where);
  const body = e.body === undefined ? undefined : expr(place, e.body);
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
  }
}

/**
 * An aggregate over one owner's cards of a bag: walks its bits (see runtime's bags.ts). With
 * `suit`, the one suit its `where` asks for, only that suit's bits are walked (the `where` is
 * still tested); a count of that suit alone is a count of bits.
 */
function aggregateBag(
  place: Place,
  e: Extract<Expression, { kind: 'Aggregate' }>,
  bits: string,
  owner: string,
  suit?: string,
): string {
  const { ctx } = place;
  const words = ctx.bagWords;
  if (e.variable === undefined) {
    return ctx.shape?.words === 1
      ? `bitCount(${bits}[${owner} * ${words} + 0]!)`
      : `bagCount(${bits}, ${owner}, ${words})`;
  }
  const counted = cardAggregate(place, e, {
    countIn: (cards) => `bagCountIn(${bits}, ${owner}, ${words}, ${cards}, 0)`,
    anyIn: (cards) => `bagAny(${bits}, ${owner}, ${words}, ${cards})`,
    sumIn: (cards, value) => `bagSum(${bits}, ${owner}, ${words}, ${value}, ${cards}, 0)`,
    sumOf: (values, cards) =>
      `bagSumOf(${bits}, ${owner}, ${words}, ${values}${cards === undefined ? '' : `, ${cards}`})`,
  });
  if (counted !== undefined) return counted;
  const mask = suit === undefined ? undefined : `SUIT_BITS, (${suit} + 1) * ${words}`;
  const suitAlone = mask !== undefined && e.where?.kind === 'Binary' && e.where.op !== 'and';
  if (e.op === 'count' && suitAlone && e.body === undefined) {
    return `bagCountIn(${bits}, ${owner}, ${words}, ${mask})`;
  }
  const v = bind(ctx, e.variable);
  const where = e.where === undefined ? undefined : expr(place, e.where);
  const body = e.body === undefined ? undefined : expr(place, e.body);
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
  }
}

/** How to ask a bag, or a union of one, about the cards of a mask. */
interface MaskQueries {
  readonly countIn: (mask: string) => string;
  readonly anyIn: (mask: string) => string;
  readonly sumIn?: (mask: string, value: string) => string;
  /** The sum of a table of values over the cards (of the mask, with one). */
  readonly sumOf?: (values: string, mask: string | undefined) => string;
}

/**
 * An aggregate whose tests read nothing but the card, as a question about the cards of a bag
 * mask (card-masks.ts): `count` counts them, `any` asks for one, `all` asks for none of the cards
 * that fail, `sum` sums over them (with `sumIn`). Undefined for any other aggregate.
 */
function cardAggregate(
  place: Place,
  e: Extract<Expression, { kind: 'Aggregate' }>,
  { countIn, anyIn, sumIn, sumOf }: MaskQueries,
): string | undefined {
  const { ctx } = place;
  const v = e.variable;
  if (v === undefined) return undefined;
  const given = [e.where, e.body].filter((t): t is Expression => t !== undefined);
  const both = (texts: readonly string[]) => texts.map((t) => `(${t})`).join(' && ');
  switch (e.op) {
    case 'count':
    case 'any': {
      if (given.length === 0) return undefined;
      const mask = cardMask(ctx, v, given, both);
      if (mask === undefined) return undefined;
      return e.op === 'count' ? countIn(mask) : anyIn(mask);
    }
    case 'all': {
      if (e.body === undefined) return undefined;
      // Every card that passes `where` passes the body: none passes `where` and fails it.
      const failing = (texts: readonly string[]) =>
        texts.length === 1 ? `!(${texts[0]})` : `(${texts[0]}) && !(${texts[1]})`;
      const mask = cardMask(ctx, v, given, failing);
      return mask === undefined ? undefined : `!${anyIn(mask)}`;
    }
    case 'sum': {
      // A value of the card alone is read from a table, over the cards its `where` keeps.
      const values = e.body === undefined ? undefined : cardValues(ctx, v, e.body);
      const kept =
        e.where === undefined ? undefined : cardMask(ctx, v, [e.where], (t) => `(${t[0]})`);
      if (
        values !== undefined &&
        sumOf !== undefined &&
        (e.where === undefined || kept !== undefined)
      )
        return sumOf(values, kept);
      if (e.where === undefined || sumIn === undefined) return undefined;
      const mask = cardMask(ctx, v, [e.where], both);
      if (mask === undefined) return undefined;
      if (e.body === undefined) return countIn(mask);
      const c = bind(ctx, v);
      return sumIn(mask, `(${c}) => ${expr(place, e.body)}`);
    }
    default:
      return undefined;
  }
}

/**
 * `all(s in all seats: count(hand[s]) = 0)`, `hand` a bag: that no owner's words hold a bit, with
 * no function called for each owner. Undefined for any other aggregate.
 */
function emptyBags(
  place: Place,
  e: Extract<Expression, { kind: 'Aggregate' }>,
): string | undefined {
  const { ctx } = place;
  const body = e.body;
  if (e.op !== 'all' || e.variable === undefined || e.where !== undefined) return undefined;
  if (body?.kind !== 'Binary' || body.op !== '=') return undefined;
  const zero = (x: Expression) => x.kind === 'NumberLiteral' && x.value === 0;
  const counted = zero(body.right) ? body.left : zero(body.left) ? body.right : undefined;
  if (counted?.kind !== 'Aggregate' || counted.op !== 'count' || counted.variable !== undefined)
    return undefined;
  const zone = counted.collection;
  if (zone.kind !== 'Index' || zone.object.kind !== 'Reference' || zone.index.kind !== 'Reference')
    return undefined;
  const owner = ctx.game.symbolOf(zone.index);
  if (owner.kind !== 'local' || owner.declaration !== e.variable) return undefined;
  const sym = ctx.game.symbolOf(zone.object);
  if (sym.kind !== 'zone' || !ctx.bags.has(sym.name)) return undefined;
  const owners = shapeOwners(place, e.collection);
  if (owners !== undefined) return `!(${ownersAny(place, zoneRef(sym.name), owners, undefined)})`;
  return `!bagsAny(${zoneRef(sym.name)}, ${collection(place, e.collection)}, ${ctx.bagWords})`;
}
