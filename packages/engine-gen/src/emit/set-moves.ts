// The listing of a move whose last parameter is a set of cards (`cards in 3 of hand[seat]`):
// loops over the parameters before it, then the runtime's walk of the pool's subsets
// (`listCardSets`, `someCardSet` in card-sets.ts), which tests the set's `where` and the move's
// requirements on each and interns each kept set in the engine's table of sets (`GAME.cardSets`). A sum the
// `where` bounds (ir/listing.ts `sumBound`) prunes the walk through a table of each card's value.

import type { GenContext } from '../context';
import { bind, loopBind, print, type Place } from '../compile-expr';
import type { ListedMove } from '../ir/listing';
import { listedMove } from '../ir/listing';
import type { MoveEntry } from '../ir/moves';
import { conditionKey, positive } from '../ir/conditions';
import type { Declaration } from '../module';
import { encodeExpr } from './move-table';
import { loopHead } from './moves';

/** Whether move `m` takes a set of cards (always its last parameter). */
export function takesSet(m: MoveEntry): boolean {
  return m.params.at(-1)?.type.kind === 'cards';
}

/** What a move code is multiplied by to hold a set's id above the `k` parameters before it. */
export function setScale(k: number): number {
  return 64 * 4096 ** k;
}

/** Each pruning sum's table of card values (the table of sets is the game's, emit/game.ts). */
export function setTables(ctx: GenContext, moves: readonly MoveEntry[]): Declaration[] {
  const withSets = moves.filter((m) => m.move !== undefined && takesSet(m));
  const out: Declaration[] = [];
  for (const m of withSets) {
    const d = listedMove(ctx, m).params.at(-1)!.domain;
    if (d.kind !== 'subsets' || d.sum === undefined) continue;
    ctx.locals.set(d.sum.local, 'c');
    const body = print({ ctx, seat: undefined, team: undefined }, d.sum.body);
    out.push({
      name: `SET_WEIGHTS_${m.index}`,
      text: [
        `/** What each card adds to the sum that bounds the sets of ${m.name}: the listing prunes by it. */`,
        `const SET_WEIGHTS_${m.index} = Float64Array.from(DECK.ids, (_, c) => ${body});`,
      ].join('\n'),
    });
  }
  return out;
}

/** The lines listing move `m` (or, `listing` false, returning true when it has a legal move). */
export function setMoveLegal(
  ctx: GenContext,
  place: Place,
  m: MoveEntry,
  lm: ListedMove,
  owed: boolean,
  listing: boolean,
  shared: ReadonlyMap<string, string>,
): string[] {
  const decl = m.move!;
  const lines: string[] = [];
  let depth = 1;
  const push = (line: string) => lines.push(`${'  '.repeat(depth)}${line}`);
  push(`// ${m.name} ${ctx.line(decl.decl.range)}`);
  push(owed ? `if (s.owed[0]?.move === ${m.index}) {` : '{');
  depth++;
  if (lm.when !== undefined) {
    const { condition: tested, negated } = positive(lm.when);
    const name = shared.get(conditionKey(tested));
    const condition = name === undefined ? print(place, lm.when) : negated ? `!${name}` : name;
    push(`if (${condition}) {`);
  } else push('{');
  depth++;
  const last = lm.params.length - 1;
  const names: string[] = [];
  lm.params.slice(0, last).forEach((p, k) => {
    const { loop, name } = loopHead(ctx, place, p, m.params[k]!.param!);
    names.push(name);
    push(`${loop.head} {`);
    depth++;
    const bound = loopBind(loop);
    if (bound !== '') push(bound);
    if (p.where !== undefined) push(`if (!(${print(place, p.where)})) continue;`);
  });
  const set = lm.params[last]!;
  const d = set.domain;
  if (d.kind !== 'subsets') throw new Error(`move ${m.name} takes no set of cards`);
  const v = bind(ctx, set.local);
  const tests = [
    ...(set.where === undefined ? [] : [print(place, set.where)]),
    ...lm.requires.map((r) => print(place, r.condition)),
  ];
  const test =
    tests.length === 0 ? 'undefined' : `(${v}) => ${tests.map((t) => `(${t})`).join(' && ')}`;
  const sum =
    d.sum === undefined
      ? 'undefined'
      : `{ weight: SET_WEIGHTS_${m.index}, bound: ${print(place, d.sum.bound)}, strict: ${d.sum.strict} }`;
  const most = d.most === undefined ? 'Infinity' : print(place, d.most);
  const args = `${print(place, d.collection)}, ${print(place, d.least)}, ${most}, ${sum}, ${test}`;
  const base = encodeExpr({ ...m, params: m.params.slice(0, last) }, names);
  if (listing)
    push(`n = listCardSets(GAME.cardSets, ${args}, out, n, ${base}, ${setScale(last)});`);
  else push(`if (someCardSet(${args})) return true;`);
  while (depth > 1) {
    depth--;
    push('}');
  }
  return lines;
}
