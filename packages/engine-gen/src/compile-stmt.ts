// Rules-language statements compiled to TypeScript statements that change the state `s` in
// place. `require` statements are not effects: moves check them before playing (emit-moves).

import { elementType, type Block, type Expression, type Statement } from '@orrery/rules-lang';
import { cardMask } from './card-masks';
import { bagBit } from './emit/bag-code';
import {
  bagInstance,
  bagLoop,
  bind,
  byValue,
  collection,
  expr,
  loopBind,
  loopOver,
  zoneRef,
  type Place,
} from './compile-expr';
import type { GenContext } from './context';
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
   * In a move's own statements (not those inside `if` or `for`): where each card parameter still
   * is, by its local's name, while nothing has moved it. `play` is only given legal moves, so a
   * card drawn from a bag's instance (`card in hand[seat]`) is in it when the move begins, and is
   * moved out of it with its bit alone, without looking where it is.
   */
  readonly cameFrom?: Map<string, CameFrom> | undefined;
}

/**
 * Where a card parameter was drawn from: one bag's instance (`owner`), or a union of a bag's
 * instances over some seats (`owners`, how many instances the bag has): then the card is in one
 * of them, and clearing its bit in every instance takes it out.
 */
type CameFrom = { readonly ref: string; readonly zone: string } & (
  { readonly owner: string } | { readonly owners: string }
);

/**
 * `cameFrom` for a move whose parameters are `domains`, bound to the locals `names`: each card
 * drawn from one bag's instance, or from a union of a bag's instances, is there as the move begins.
 */
export function drawnFrom(
  place: Place,
  domains: readonly Expression[],
  names: readonly string[],
): Map<string, CameFrom> {
  const cameFrom = new Map<string, CameFrom>();
  domains.forEach((domain, k) => {
    const from = bagSource(place, domain);
    if (from !== undefined) cameFrom.set(names[k]!, from);
  });
  return cameFrom;
}

/** The bag instance, or union of a bag's instances, that `e` names; undefined for anything else. */
function bagSource(place: Place, e: Expression): CameFrom | undefined {
  const zone = zoneNameOf(place, e);
  if (zone === undefined || !place.ctx.bags.has(zone)) return undefined;
  const bag = bagInstance(place, e);
  if (bag !== undefined) return { ref: bag.ref, owner: bag.owner, zone };
  const sym = place.ctx.game.zones.find((z) => z.name === zone);
  if (e.kind !== 'ZoneUnion' || sym === undefined || sym.owner === 'shared') return undefined;
  return { ref: zoneRef(zone), owners: sym.owner === 'seat' ? 's.seats' : 's.teams', zone };
}

/** TypeScript that takes `card` out of where it came from, by clearing its bit. */
function takeFrom(ctx: GenContext, from: CameFrom, card: string): string {
  if ('owner' in from) return bagBit(ctx, from.ref, from.owner, card, 'clear');
  const o = ctx.fresh('o');
  return `for (let ${o} = 0; ${o} < ${from.owners}; ${o}++) ${bagBit(ctx, from.ref, o, card, 'clear')}`;
}

export function block(place: StmtPlace, b: Block): string[] {
  return b.statements.flatMap((st) => statement(place, st));
}

function statement(place: StmtPlace, st: Statement): string[] {
  const { ctx } = place;
  const at = ctx.line(st.range);
  switch (st.kind) {
    case 'SetStmt':
      return [`${lvalue(place, st.target)} = ${byValue(place, st.value)}; ${at}`];
    case 'AddStmt': {
      const target = expr(place, st.target);
      const t = ctx.game.typeOf(st.target);
      return t.kind === 'list'
        ? [`${target}.push(${expr(place, st.value)}); ${at}`]
        : [`addTo(${target}, ${expr(place, st.value)}); ${at}`];
    }
    case 'RemoveStmt':
      return [`removeFrom(${expr(place, st.target)}, ${expr(place, st.value)}); ${at}`];
    case 'MoveCardsStmt': {
      const into = bagInstance(place, st.to);
      if (into !== undefined) {
        // Into a bag: each card's bit is set wherever it comes from.
        const put = `ZONES.put(s, %c, ${into.slot});`;
        // A card whose place is known: its bit written directly.
        const placed = `${bagBit(ctx, into.ref, into.owner, '%c', 'set')};`;
        return st.cards.flatMap((c) => {
          if (c.kind === 'TopOf') return topMove(place, c, placed, at);
          if (ctx.game.typeOf(c).kind === 'card') {
            const card = expr(place, c);
            const from = place.cameFrom?.get(card);
            place.cameFrom?.delete(card);
            if (from === undefined) return [`${put.replaceAll('%c', card)} ${at}`];
            const take = takeFrom(ctx, from, card);
            return [`${take}; ${placed.replaceAll('%c', card)} ${at}`];
          }
          // Moving a set of cards may take a card parameter with it, from the zone it walks.
          const walked = zoneNameOf(place, c.kind === 'SetBuilder' ? c.collection : c);
          for (const [card, from] of place.cameFrom ?? []) {
            if (walked === undefined || walked === from.zone) place.cameFrom?.delete(card);
          }
          // Walking a bag: each card is taken out of it by its bit.
          const source = c.kind === 'SetBuilder' ? bagSource(place, c.collection) : undefined;
          const walk = source === undefined ? put : `${takeFrom(ctx, source, '%c')}; ${placed}`;
          return (
            bagsToBag(place, c, st.to, walk, at) ?? [
              `ZONES.putAll(s, ${collection(place, c)}, ${into.slot}); ${at}`,
            ]
          );
        });
      }
      const to = expr(place, st.to);
      return st.cards.flatMap((c) => {
        const t = ctx.game.typeOf(c);
        if (c.kind === 'TopOf') {
          // Popped already: in no zone, so it is pushed without a search.
          return topMove(place, c, `${to}.push(%c);`, at);
        }
        return t.kind === 'card'
          ? [`ZONES.moveCard(s, ${expr(place, c)}, ${to}); ${at}`]
          : [`ZONES.moveCards(s, ${collection(place, c)}, ${to}); ${at}`];
      });
    }
    case 'ScoreStmt': {
      // The points are worked out once, so the score and the event that explains it agree.
      const team = ctx.fresh('team');
      const points = ctx.fresh('points');
      const reason =
        st.reason === undefined
          ? defaultScoreText(team, points)
          : reasonText(place, st.reason, points);
      return [
        `const ${team} = ${expr(place, st.team)}, ${points} = ${expr(place, st.points)}; ${at}`,
        `s.handScore[${team}]! += ${points};`,
        `if (ev) ev.push({ type: 'score', hand: s.handNumber, team: ${team}, points: ${points}, reason: ${reason} });`,
      ];
    }
    case 'IfStmt': {
      const lines: string[] = [];
      const nested = { ...place, cameFrom: undefined };
      st.branches.forEach((branch, i) => {
        lines.push(
          `${i === 0 ? 'if' : '} else if'} (${expr(place, branch.condition)}) { ${i === 0 ? at : ''}`,
        );
        append(lines, indent(block(nested, branch.body)));
      });
      if (st.otherwise !== undefined) {
        lines.push('} else {');
        append(lines, indent(block(nested, st.otherwise)));
      }
      lines.push('}');
      return lines;
    }
    case 'ForStmt': {
      if (st.collection.kind === 'RangeExpr') return countedFor(place, st, at);
      const v = bind(ctx, st.variable);
      const loop = loopOver(place, st.collection, v);
      const lines = [`${loop.head} { ${at}`, `  ${loopBind(loop)}`];
      if (st.where !== undefined) lines.push(`  if (!(${expr(place, st.where)})) continue;`);
      const overTeams = elementType(ctx.game.typeOf(st.collection))?.kind === 'team';
      const inner = { ...place, cameFrom: undefined, ...(overTeams ? { eventTeam: v } : {}) };
      append(lines, indent(block(inner, st.body)));
      lines.push('}');
      return lines;
    }
    case 'RepeatStmt': {
      const k = ctx.fresh('k');
      const n = ctx.fresh('n');
      const lines = [
        `for (let ${k} = 0, ${n} = repeatTimes(${expr(place, st.count)}); ${k} < ${n}; ${k}++) { ${at}`,
      ];
      append(lines, indent(block({ ...place, cameFrom: undefined }, st.body)));
      lines.push('}');
      return lines;
    }
    case 'LetStmt': {
      const value = byValue(place, st.value);
      const v = bind(ctx, st.name);
      return [`const ${v} = ${value}; ${at}`];
    }
    case 'RequireStmt':
      return [];
    case 'OweStmt': {
      const index = place.moveIndex.get(st.move.text);
      if (index === undefined) throw new Error(`unknown move ${st.move.text}`);
      return [`s.owed.push({ team: ${expr(place, st.team)}, move: ${index} }); ${at}`];
    }
    case 'EventStmt': {
      const fields = [`type: 'rule'`, `name: ${quote(st.name.text)}`];
      if (place.seat !== undefined) fields.push(`seat: ${place.seat}`);
      const team = place.eventTeam ?? place.team;
      if (team !== undefined) fields.push(`team: ${team}`);
      if (st.reason !== undefined) fields.push(`reason: ${reasonText(place, st.reason)}`);
      return [`if (ev) ev.push({ ${fields.join(', ')} }); ${at}`];
    }
    case 'AgainStmt':
      return [`again = true; ${at}`];
    case 'SkipStmt':
      return [`skipTurn(s); ${at}`];
    case 'ReverseStmt':
      return [`s.direction = -s.direction; ${at}`];
    case 'NextTurnStmt':
      return [`s.turnTo = ${expr(place, st.seat)}; ${at}`];
  }
}

/**
 * `move {c in area of all seats where c is red} to pile[team]`, from bags into another bag:
 * a walk of the source's bits, masked by the `where` when it reads only the card, with no list
 * of the cards built. Undefined for any other collection.
 */
function bagsToBag(
  place: StmtPlace,
  cards: Expression,
  to: Expression,
  put: string,
  at: string,
): string[] | undefined {
  const { ctx } = place;
  if (cards.kind !== 'SetBuilder' || zoneNameOf(place, cards.collection) === undefined) return;
  // A walk of the bag being filled could meet the cards it moved: only from another zone.
  if (zoneNameOf(place, cards.collection) === zoneNameOf(place, to)) return;
  const mask = cardMask(ctx, cards.variable, [cards.where], ([w]) => `(${w})`);
  const v = bind(ctx, cards.variable);
  const loop = bagLoop(place, cards.collection, v, mask);
  if (loop === undefined) return;
  return [
    `${loop.head} { ${at}`,
    `  ${loopBind(loop)}`,
    ...(mask === undefined ? [`  if (!(${expr(place, cards.where)})) continue;`] : []),
    `  ${put.replaceAll('%c', v)}`,
    '}',
  ];
}

/**
 * `move top of stock to hand[seat]`: the top card is popped off its list (a zone read with
 * `top of` is never a bag), so it need not be looked for, then `put` (with `%c` for the card)
 * puts it where it goes and says where it is now. From an empty zone, nothing moves.
 */
function topMove(
  place: StmtPlace,
  c: Extract<Expression, { kind: 'TopOf' }>,
  put: string,
  at: string,
): string[] {
  const card = place.ctx.fresh('top');
  return [
    `{ ${at}`,
    `  const ${card} = ${expr(place, c.zone)}.pop();`,
    `  if (${card} !== undefined) {`,
    `    ${put.replaceAll('%c', card)}`,
    '  }',
    '}',
  ];
}

/** The zone a zone instance or a union of one over seats is of; undefined for anything else. */
function zoneNameOf(place: Place, e: Expression): string | undefined {
  const { game } = place.ctx;
  const sym =
    e.kind === 'ZoneUnion'
      ? game.symbolOf(e.zone)
      : e.kind === 'Index' && e.object.kind === 'Reference'
        ? game.symbolOf(e.object)
        : undefined;
  return sym?.kind === 'zone' ? sym.name : undefined;
}

/** An assignable place: a variable, or one seat's or team's entry of it. */
function lvalue(place: StmtPlace, e: Expression): string {
  if (e.kind === 'Index') return `${expr(place, e.object)}[${expr(place, e.index)}]`;
  return expr(place, e);
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

/** `for i in A..B where C { ... }`: A and B worked out once, before the first number. */
function countedFor(
  place: StmtPlace,
  st: Extract<Statement, { kind: 'ForStmt' }>,
  at: string,
): string[] {
  const { ctx } = place;
  if (st.collection.kind !== 'RangeExpr') throw new Error('not a counted loop');
  const from = expr(place, st.collection.from);
  const to = expr(place, st.collection.to);
  const v = bind(ctx, st.variable);
  const last = ctx.fresh('last');
  const lines = [
    `for (let ${v} = ${from}, ${last} = rangeLast(${v}, ${to}); ${v} <= ${last}; ${v}++) { ${at}`,
  ];
  if (st.where !== undefined) lines.push(`  if (!(${expr(place, st.where)})) continue;`);
  append(lines, indent(block({ ...place, cameFrom: undefined }, st.body)));
  lines.push('}');
  return lines;
}
