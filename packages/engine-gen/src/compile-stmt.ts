// Rules-language statements written as TypeScript statements that change the state `s` in
// place: each block is lowered to the statement IR (ir/lower-stmt.ts), rewritten by the passes
// (ir/passes/), and printed here. `require` statements are not effects: moves check them before
// playing (emit/moves.ts).

import type { Block, Expression, Name } from '@orrery/rules-lang';
import { maskName } from './card-masks';
import { bagBit } from './emit/bag-code';
import {
  bagLoopOf,
  bagParts,
  bind,
  loopBind,
  print,
  printLoop,
  zoneRef,
  type Loop,
  type Place,
} from './compile-expr';
import type { Ir } from './ir/expr';
import { lowerBlock } from './ir/lower-stmt';
import { optimiseBlock } from './ir/passes';
import { sourceOf } from './ir/passes/came-from';
import type { CameFrom, CardMove, Stmt } from './ir/stmt';
import { quote } from './naming';
import { defaultScoreText, reasonText } from './reason';

export interface StmtPlace extends Place {
  /** Index of each move name in the game's move table, for `owe`. */
  readonly moveIndex: ReadonlyMap<string, number>;
  /**
   * The team a rule event is about inside a loop over teams (the loop variable); elsewhere an
   * event is about `team`, the acting seat's team, if there is one.
   */
  readonly eventTeam?: string;
  /**
   * In a move's own statements: its parameters, each with the domain it is drawn from, so that
   * a card known to be in a bag's instance is moved out with its bit alone
   * (ir/passes/came-from.ts).
   */
  readonly params?: readonly { readonly local: Name; readonly domain: Expression }[];
}

export function block(place: StmtPlace, b: Block): string[] {
  const { ctx } = place;
  const stmts = lowerBlock({ ...ctx, moveIndex: place.moveIndex }, b);
  return printBlock(place, optimiseBlock(ctx, stmts, place.params));
}

function printBlock(place: StmtPlace, stmts: readonly Stmt[]): string[] {
  const lines: string[] = [];
  for (const st of stmts) append(lines, statement(place, st));
  return lines;
}

/** Up to this many seats, a card is taken from every seat's bag by a statement a seat. */
const UNROLLED_SEATS = 4;

/** TypeScript that takes `card` out of where it came from, by clearing its bit. */
function takeFrom(place: Place, from: CameFrom, card: string): string {
  return taker(place, from)(card);
}

/** `takeFrom` for any card, its loop's local named now. */
function taker(place: Place, from: CameFrom): (card: string) => string {
  const { ctx } = place;
  const ref = zoneRef(from.zone);
  if ('owner' in from) {
    const owner = print(place, from.owner);
    return (card) => bagBit(ctx, ref, owner, card, 'clear');
  }
  // Written for a shape of a few seats, each seat's part is cleared by a statement of its own:
  // a loop checked its count and read the zone again at each turn. Counted on a seed game where
  // a capture takes a card from the table this way, 1.4% fewer instructions a hand.
  if (ctx.shape !== undefined && from.owners === 'seat' && ctx.shape.seats <= UNROLLED_SEATS) {
    const seats = Array.from({ length: ctx.shape.seats }, (_, o) => String(o));
    return (card) => seats.map((o) => bagBit(ctx, ref, o, card, 'clear')).join('; ');
  }
  const o = ctx.fresh('o');
  // Every seat's part: the state's count.
  const seats = ctx.shape === undefined ? 's.seats' : String(ctx.shape.seats);
  const owners = from.owners === 'seat' ? seats : 's.teams';
  return (card) =>
    `for (let ${o} = 0; ${o} < ${owners}; ${o}++) ${bagBit(ctx, ref, o, card, 'clear')}`;
}

function statement(place: StmtPlace, st: Stmt): string[] {
  const { ctx } = place;
  const at = ctx.line(st.range);
  switch (st.kind) {
    case 'set':
      return [`${lvalue(place, st.target)} = ${kept(place, st.value, st.copy)}; ${at}`];
    case 'add': {
      const target = print(place, st.target);
      return st.list
        ? [`${target}.push(${print(place, st.value)}); ${at}`]
        : [`addTo(${target}, ${print(place, st.value)}); ${at}`];
    }
    case 'remove':
      return [`removeFrom(${print(place, st.target)}, ${print(place, st.value)}); ${at}`];
    case 'move':
      return moveStatement(place, st, at);
    case 'score': {
      // The points are worked out once, so the score and the event that explains it agree.
      const team = ctx.fresh('team');
      const points = ctx.fresh('points');
      const reason =
        st.reason === undefined
          ? defaultScoreText(team, points)
          : reasonText(place, st.reason, points);
      return [
        `const ${team} = ${print(place, st.team)}, ${points} = ${print(place, st.points)}; ${at}`,
        `s.handScore[${team}]! += ${points};`,
        `if (ev) ev.push({ type: 'score', hand: s.handNumber, team: ${team}, points: ${points}, reason: ${reason} });`,
      ];
    }
    case 'if': {
      const lines: string[] = [];
      st.branches.forEach((branch, i) => {
        lines.push(
          `${i === 0 ? 'if' : '} else if'} (${print(place, branch.condition)}) { ${i === 0 ? at : ''}`,
        );
        append(lines, indent(printBlock(place, branch.body)));
      });
      if (st.otherwise !== undefined) {
        lines.push('} else {');
        append(lines, indent(printBlock(place, st.otherwise)));
      }
      lines.push('}');
      return lines;
    }
    case 'for': {
      const v = bind(ctx, st.local);
      const loop = printLoop(place, st.collection, v);
      const lines = [`${loop.head} { ${at}`, `  ${loopBind(loop)}`];
      if (st.where !== undefined) lines.push(`  if (!(${print(place, st.where)})) continue;`);
      const inner = { ...place, ...(st.overTeams ? { eventTeam: v } : {}) };
      append(lines, indent(printBlock(inner, st.body)));
      lines.push('}');
      return lines;
    }
    case 'for-range': {
      // A counted loop: both ends worked out once, before the first number.
      const from = print(place, st.from);
      const to = print(place, st.to);
      const v = bind(ctx, st.local);
      const last = ctx.fresh('last');
      const lines = [
        `for (let ${v} = ${from}, ${last} = rangeLast(${v}, ${to}); ${v} <= ${last}; ${v}++) { ${at}`,
      ];
      if (st.where !== undefined) lines.push(`  if (!(${print(place, st.where)})) continue;`);
      append(lines, indent(printBlock(place, st.body)));
      lines.push('}');
      return lines;
    }
    case 'repeat': {
      const k = ctx.fresh('k');
      const n = ctx.fresh('n');
      const lines = [
        `for (let ${k} = 0, ${n} = repeatTimes(${print(place, st.count)}); ${k} < ${n}; ${k}++) { ${at}`,
      ];
      append(lines, indent(printBlock(place, st.body)));
      lines.push('}');
      return lines;
    }
    case 'let': {
      const value = kept(place, st.value, st.copy);
      const v = bind(ctx, st.local);
      return [`const ${v} = ${value}; ${at}`];
    }
    case 'require':
      return [];
    case 'owe':
      return [`s.owed.push({ team: ${print(place, st.team)}, move: ${st.move} }); ${at}`];
    case 'event': {
      const fields = [`type: 'rule'`, `name: ${quote(st.name)}`];
      if (place.seat !== undefined) fields.push(`seat: ${place.seat}`);
      const team = place.eventTeam ?? place.team;
      if (team !== undefined) fields.push(`team: ${team}`);
      if (st.reason !== undefined) fields.push(`reason: ${reasonText(place, st.reason)}`);
      return [`if (ev) ev.push({ ${fields.join(', ')} }); ${at}`];
    }
    case 'again':
      return [`again = true; ${at}`];
    case 'skip':
      return [`skipTurn(s); ${at}`];
    case 'reverse':
      return [`s.direction = -s.direction; ${at}`];
    case 'next-turn':
      return [`s.turnTo = ${print(place, st.seat)}; ${at}`];
    case 'reveal': {
      const owner = ctx.game.zones[st.zone]!.owner;
      const where =
        owner === 'shared'
          ? '0, 1'
          : `${print(place, st.owner!)}, ${owner === 'seat' ? 's.seats' : 's.teams'}`;
      return [`revealZone(s, ${st.zone}, ${where}); ${at}`];
    }
  }
}

/** A value kept (`set`, `let`): a copy where the IR says the collection is held elsewhere. */
function kept(place: Place, e: Ir, copy: boolean): string {
  const text = print(place, e);
  return copy ? `${text}.slice()` : text;
}

function moveStatement(
  place: StmtPlace,
  st: Extract<Stmt, { kind: 'move' }>,
  at: string,
): string[] {
  const { ctx } = place;
  const into = bagParts(place, st.to);
  if (into !== undefined) {
    // Into a bag: each card's bit is set wherever it comes from.
    const put = (card: string) => `GAME.zones.put(s, ${card}, ${into.slot});`;
    // A card whose place is known: its bit written directly.
    const placed = (card: string) => `${bagBit(ctx, into.ref, into.owner, card, 'set')};`;
    return st.moves.flatMap((m) => {
      switch (m.kind) {
        case 'top':
          return topMove(place, m.zone, placed, at);
        case 'card': {
          if (m.maybeNone === true) return someCard(place, m.card, put, at);
          const card = print(place, m.card);
          if (m.from === undefined) return [`${put(card)} ${at}`];
          return [`${takeFrom(place, m.from, card)}; ${placed(card)} ${at}`];
        }
        case 'cards':
          return (
            (m.walk === undefined ? undefined : bagsToBag(place, m, placed, at)) ?? [
              `GAME.zones.putAll(s, ${print(place, m.cards)}, ${into.slot}); ${at}`,
            ]
          );
      }
    });
  }
  const to = print(place, st.to);
  return st.moves.flatMap((m: CardMove) => {
    switch (m.kind) {
      case 'top':
        // Popped already: in no zone, so it is pushed without a search.
        return topMove(place, m.zone, (card) => `${to}.push(${card});`, at);
      case 'card':
        if (m.maybeNone === true)
          return someCard(place, m.card, (card) => `GAME.zones.moveCard(s, ${card}, ${to});`, at);
        return [`GAME.zones.moveCard(s, ${print(place, m.card)}, ${to}); ${at}`];
      case 'cards':
        return [`GAME.zones.moveCards(s, ${print(place, m.cards)}, ${to}); ${at}`];
    }
  });
}

/**
 * A walk of a bag's bits into another bag (ir/passes/bag-walk.ts), masked by the `where` when it
 * reads only the card, with no list of the cards built; each card taken out by its bit.
 */
function bagsToBag(
  place: StmtPlace,
  m: Extract<CardMove, { kind: 'cards' }>,
  placed: (card: string) => string,
  at: string,
): string[] | undefined {
  const { ctx } = place;
  const walk = m.walk!;
  const owners = place.ctx.game.zones;
  const from = sourceOf(walk.source, {
    ownerOf: (zone) => owners.find((z) => z.name === zone)?.owner ?? 'shared',
  });
  if (from === undefined) return undefined;
  const take = taker(place, from);
  const mask = walk.mask === undefined ? undefined : maskName(place, walk.mask);
  const v = bind(ctx, walk.local);
  const loop: Loop | undefined = bagLoopOf(place, walk.source, v, mask);
  if (loop === undefined) return undefined;
  return [
    `${loop.head} { ${at}`,
    `  ${loopBind(loop)}`,
    ...(mask === undefined ? [`  if (!(${print(place, walk.where)})) continue;`] : []),
    `  ${take(v)}; ${placed(v)}`,
    '}',
  ];
}

/**
 * `move top of stock to hand[seat]`: the top card is popped off its list (a zone read with
 * `top of` is never a bag), so it need not be looked for, then `put` puts it where it goes and
 * says where it is now. From an empty zone, nothing moves.
 */
function topMove(place: StmtPlace, zone: Ir, put: (card: string) => string, at: string): string[] {
  const card = place.ctx.fresh('top');
  return [
    `{ ${at}`,
    `  const ${card} = ${print(place, zone)}.pop();`,
    `  if (${card} !== undefined) {`,
    `    ${put(card)}`,
    '  }',
    '}',
  ];
}

/**
 * `move top of {c in hand[seat] where ...} to shown[seat]`: the top card of a collection built
 * for the read, moved from wherever it lies by `move`; from an empty collection, nothing moves.
 */
function someCard(
  place: StmtPlace,
  card: Ir,
  move: (card: string) => string,
  at: string,
): string[] {
  const top = place.ctx.fresh('top');
  return [
    `{ ${at}`,
    `  const ${top} = ${print(place, card)};`,
    `  if (${top} !== -1) ${move(top)}`,
    '}',
  ];
}

/** An assignable place: a variable, or one seat's or team's entry of it. */
function lvalue(place: StmtPlace, e: Ir): string {
  if (e.kind === 'index') return `${print(place, e.object)}[${print(place, e.index)}]`;
  return print(place, e);
}

/**
 * Adds `more` to the end of `lines`: a loop, not `lines.push(...more)`, which passes every line
 * as an argument and overflows the stack for a block of some hundred thousand statements.
 */
function append(lines: string[], more: readonly string[]): void {
  for (const line of more) lines.push(line);
}

export function indent(lines: readonly string[]): string[] {
  return lines.map((l) => `  ${l}`);
}
