// One walk of a zone for several moves: when two or more moves of a phase take their first card
// from the same zone of the seat to act, each filtered by a card-only `where` (lay one kind of
// card, capture with another, play a third: all from the hand), the listing walks that zone once
// and keeps each move's cards in a buffer of its own. Each move's clause then walks its buffer
// where it would have walked the zone: the legal list is the same, in the same order.

import type { Expression, Param } from '@orrery/rules-lang';
import type { GenContext } from '../context';
import { collection, loopBind, loopOver, type Place } from '../compile-expr';
import type { Declaration } from '../module';
import type { MoveEntry } from '../ir/moves';

/** Where a move's first parameter comes from once the zone has been walked. */
export interface Picked {
  /** A module-level array holding the cards that passed the move's table. */
  readonly buffer: string;
  /** The local counting them. */
  readonly count: string;
}

export interface SharedWalks {
  /** Module-level buffers, one per move that shares a walk. */
  readonly buffers: Declaration[];
  /** The walks, at the top of the phase's listing. */
  readonly walks: string[];
  readonly picked: ReadonlyMap<MoveEntry, Picked>;
}

/**
 * The zone a domain names, when a listing can walk it before looking at any `when`: a shared zone
 * kept as a list (`stock`), or the list of the seat to act in a per-seat zone (`hand[seat]`).
 * Undefined for anything else: a bag (walked by its words, see bags.ts), another seat's zone, a
 * union or a filtered set.
 */
export function walkedZone(ctx: GenContext, domain: Expression): string | undefined {
  const game = ctx.game;
  const zoneOf = (e: Expression) => {
    if (e.kind !== 'Reference') return undefined;
    const sym = game.symbolOf(e);
    return sym.kind === 'zone' && !ctx.bags.has(sym.name) ? sym : undefined;
  };
  const shared = zoneOf(domain);
  if (shared !== undefined) return shared.zone.owner === 'shared' ? shared.name : undefined;
  if (domain.kind !== 'Index') return undefined;
  const zone = zoneOf(domain.object);
  if (zone === undefined || zone.zone.owner !== 'seat' || domain.index.kind !== 'Reference')
    return undefined;
  const owner = game.symbolOf(domain.index);
  return owner.kind === 'builtin' && owner.name === 'seat' ? `${zone.name}[seat]` : undefined;
}

/**
 * The zones walked for more than one move of a phase. Only zones that always exist while the
 * phase is listed qualify (a shared zone, or a per-seat zone of the seat to act): the walk runs
 * before any move's `when` is looked at.
 */
export function sharedWalks(
  ctx: GenContext,
  place: Place,
  entries: readonly MoveEntry[],
  tables: ReadonlyMap<Param, string>,
  phaseIndex: number,
): SharedWalks {
  const byZone = new Map<string, { m: MoveEntry; table: string }[]>();
  for (const m of entries) {
    const param = m.params[0]?.param;
    if (m.move === undefined || param === undefined) continue;
    const table = tables.get(param);
    if (table === undefined || param.domain.kind === 'RangeExpr') continue;
    const zone = walkedZone(ctx, param.domain);
    if (zone === undefined) continue;
    byZone.set(zone, [...(byZone.get(zone) ?? []), { m, table }]);
  }
  const buffers: Declaration[] = [];
  const walks: string[] = [];
  const picked = new Map<MoveEntry, Picked>();
  for (const movers of byZone.values()) {
    if (movers.length < 2) continue;
    const first = movers[0]!.m.params[0]!.param!;
    const zone = collection(place, first.domain);
    const card = ctx.fresh('c');
    const loop = loopOver(place, first.domain, card);
    const kept = movers.map(({ m, table }) => {
      const into: Picked = { buffer: `PICKED_${m.index}`, count: ctx.fresh('picked') };
      buffers.push({
        name: into.buffer,
        text: [
          `/** Cards kept by phase ${phaseIndex}'s shared walk for ${m.name}. */`,
          `const ${into.buffer}: number[] = [];`,
        ].join('\n'),
      });
      picked.set(m, into);
      return { ...into, table };
    });
    walks.push(
      `  // One walk of ${zone} for ${movers.map(({ m }) => m.name).join(', ')}`,
      `  let ${kept.map(({ count }) => `${count} = 0`).join(', ')};`,
      `  ${loop.head} {`,
      `    ${loopBind(loop)}`,
      // Without a branch: every card is written, and kept when its table says 1. Cards come in
      // no order a branch predictor could learn, and a missed guess costs more than a store.
      ...kept.map(
        ({ buffer, count, table }) =>
          `    ${buffer}[${count}] = ${card}; ${count} += ${table}[${card}]!;`,
      ),
      '  }',
    );
  }
  return { buffers, walks, picked };
}
