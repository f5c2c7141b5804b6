// One walk of a zone for several moves: when two or more moves of a phase take their first card
// from the same zone of the seat to act, each filtered by a card-only `where` (lay one kind of
// card, capture with another, play a third: all from the hand), the listing walks that zone once
// and keeps each move's cards in a buffer of its own. Each move's clause then walks its buffer
// where it would have walked the zone: the legal list is the same, in the same order. Which
// moves share a walk is decided on the IR (../ir/passes/shared-walks.ts); this writes it.

import type { Param } from '@orrery/rules-lang';
import type { GenContext } from '../context';
import { loopBind, print, printLoop, type Place } from '../compile-expr';
import type { ListedMove } from '../ir/listing';
import type { MoveEntry } from '../ir/moves';
import { sharedWalkGroups } from '../ir/passes/shared-walks';
import type { Declaration } from '../module';

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
 * The walks of a phase's listing that serve more than one move (ir/passes/shared-walks.ts says
 * which), written at the top of the listing, before any move's `when` is looked at.
 */
export function sharedWalks(
  ctx: GenContext,
  place: Place,
  listed: ReadonlyMap<MoveEntry, ListedMove>,
  tables: ReadonlyMap<Param, string>,
  phaseIndex: number,
): SharedWalks {
  const tableOf = (m: MoveEntry) => {
    const param = m.params[0]?.param;
    return param === undefined ? undefined : tables.get(param);
  };
  const zones = new Map(ctx.game.zones.map((z) => [z.name, z.owner] as const));
  const groups = sharedWalkGroups(
    [...listed].map(([m, lm]) => ({ ...lm, entry: m })),
    (m) => tableOf(m.entry) !== undefined,
    { ownerOf: (zone) => zones.get(zone) ?? 'shared' },
  );
  const buffers: Declaration[] = [];
  const walks: string[] = [];
  const picked = new Map<MoveEntry, Picked>();
  for (const movers of groups) {
    const first = movers[0]!.params[0]!;
    if (first.domain.kind !== 'collection') continue;
    const zone = print(place, first.domain.collection);
    const card = ctx.fresh('c');
    const loop = printLoop(place, first.domain.collection, card);
    const kept = movers.map(({ entry: m }) => {
      const into: Picked = { buffer: `PICKED_${m.index}`, count: ctx.fresh('picked') };
      buffers.push({
        name: into.buffer,
        text: [
          `/** Cards kept by phase ${phaseIndex}'s shared walk for ${m.name}. */`,
          `const ${into.buffer}: number[] = [];`,
        ].join('\n'),
      });
      picked.set(m, into);
      return { ...into, table: tableOf(m)! };
    });
    walks.push(
      `  // One walk of ${zone} for ${movers.map(({ entry: m }) => m.name).join(', ')}`,
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
