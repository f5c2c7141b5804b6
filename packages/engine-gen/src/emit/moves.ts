// Moves of a generated engine: which are legal, why one is not, and what playing one does.
// `legal` and `why` are compiled from the same `when`, domain, `where` and `require` clauses,
// so the legal list and the error codes always agree.

import {
  evaluateStatic,
  LIMITS,
  optionCombinations,
  optionsUsedBy,
  type Expression,
  type Param,
  type RequireStmt,
  type Statement,
} from '@orrery/rules-lang';
import { everyNode } from '../every-node';
import { pairMaskName } from '../card-masks';
import { paramsOnly } from '../ir/card-only';
import { conditionKey, negates, positive } from '../ir/conditions';
import type { Ir } from '../ir/expr';
import { listedMove, readsLocal, type ListedMove, type ListedParam } from '../ir/listing';
import { staticValues } from '../ir/passes';
import { emptyGuardOf } from '../ir/passes/empty-guard';
import { isBag, pairMaskOf } from '../ir/passes/pair-masks';
import { hasWhereTable } from '../ir/passes/where-tables';
import { forShape, type GenContext } from '../context';
import { shapesWritten, teamOfSeat } from '../shapes';
import {
  bagLoopOf,
  bagParts,
  bind,
  expr,
  loopBind,
  lowered,
  memberTest,
  ownersAny,
  print,
  printLoop,
  unionParts,
  type Loop,
  type Place,
} from '../compile-expr';
import { block, indent, type StmtPlace } from '../compile-stmt';
import { templateText } from '../escape';
import { fn, type Declaration } from '../module';
import { namesUsedByFunction } from '../module-names';
import { quote } from '../naming';
import { allMoves, paramKind, type MoveEntry } from '../ir/moves';
import { decodeExprs, encodeExpr } from './move-table';
import { setMoveLegal, setTables, takesSet } from './set-moves';
import { sharedWalks, type Picked } from './shared-walks';
import { phaseSteps } from './steps';

/**
 * The clauses in the order `anyLegal` tries them: moves with no parameters first, as each is
 * one condition rather than a walk over zones. The answer does not depend on the order.
 */
function cheapestFirst(entries: readonly MoveEntry[]): MoveEntry[] {
  const bare = (m: MoveEntry) => m.move !== undefined && m.params.length === 0;
  return [...entries.filter(bare), ...entries.filter((m) => !bare(m))];
}

/** The moves' kernels: each phase's listing of its declared moves, and each move's play and why. */
export interface MoveKernelsText {
  readonly declarations: Declaration[];
  /** Per phase, its `list` and `any` entries (none for a phase whose only move is a trick's card). */
  readonly phases: readonly string[][];
}

export function emitMoves(ctx: GenContext): MoveKernelsText {
  const moves = allMoves(ctx);
  const tables = cardTables(ctx, moves);
  // The listing is written once for each shape the options allow, when they are few (see
  // shapes.ts): each knows its seat count and deck size. `anyLegal` serves every shape.
  const shapes = shapesWritten(ctx);
  const listingName = (i: number, k: number) =>
    shapes.length > 1 ? `legal${i}_${k}` : `legal${i}`;
  const buffers: Declaration[] = [];
  const phaseEntries: string[][] = [];
  const phaseLegal = ctx.game.phases.map((phase, i) => {
    // A trick phase's cards are listed by its trick kernels (tricks.ts), before these.
    const entries = moves.filter((m) => m.phaseIndex === i && m.move !== undefined);
    if (entries.length === 0) {
      phaseEntries.push([]);
      return [];
    }
    const owed = phase.kind === 'choices';
    const lines = (
      at: GenContext,
      listings: ReadonlyMap<MoveEntry, ListedMove>,
      shared: ReadonlyMap<string, string>,
      found: (code: string) => string,
      picked?: ReadonlyMap<MoveEntry, Picked>,
      hoisted?: Hoisted,
      order = entries,
    ) =>
      order.flatMap((m) =>
        moveLegal(
          at,
          m,
          listings.get(m)!,
          owed,
          found,
          shared,
          tables.names,
          picked?.get(m),
          hoisted,
        ),
      );
    const listedIn = (at: GenContext) =>
      new Map(entries.map((m) => [m, listedMove(at, m)] as const));
    const listings = shapes.map((shape, k) => {
      const at = forShape(ctx, shape);
      const listed = listedIn(at);
      const shared = sharedConditions(at, listed, i);
      const walks = owed
        ? { buffers: [], walks: [], picked: new Map<MoveEntry, Picked>() }
        : sharedWalks(at, acting(at, i), withoutSets(listed), tables.names, i);
      for (const b of walks.buffers) if (!buffers.some((x) => x.name === b.name)) buffers.push(b);
      const listing = hoister(at);
      const listingLines = lines(at, listed, shared.names, listed_, walks.picked, listing);
      return fn(
        listingName(i, k),
        [S, ['out', 'number[]'], ['n', 'number']],
        'number',
        [...shared.lines, ...listing.lines, ...walks.walks, ...listingLines, '  return n;'],
        shape === undefined || shapes.length === 1
          ? `/** The legal moves of ${phase.name} of the seat to act, listed from \`out[n]\` */`
          : `/** The listing at ${shape.seats} seats and ${shape.deckSize} cards. */`,
      );
    });
    const list =
      shapes.length > 1
        ? `list: [${listings.map((l) => l.name).join(', ')}]`
        : `list: ${listings[0]!.name}`;
    // Where some move is always legal, the shell needs no `any` (phases.ts says so).
    const always = !owed && alwaysSomeMove(ctx, entries);
    if (always !== false) {
      phaseEntries.push([list]);
      return listings;
    }
    // `anyLegal` mostly stops at its first clause: it works nothing out beforehand.
    const listedHere = listedIn(ctx);
    const shared = sharedConditions(ctx, listedHere, i);
    const anyLines = lines(
      ctx,
      listedHere,
      shared.names,
      () => 'return true;',
      undefined,
      undefined,
      cheapestFirst(entries),
    );
    phaseEntries.push([list, `any: anyLegal${i}`]);
    return [
      ...listings,
      fn(
        `anyLegal${i}`,
        [S],
        'boolean',
        [...shared.lines, ...anyLines, '  return false;'],
        `/** Whether the seat to act has a legal move of ${phase.name}: the same clauses, stopping at the first. */`,
      ),
    ];
  });
  return {
    declarations: [
      ...tables.declarations,
      ...setTables(ctx, moves),
      ...buffers,
      ...phaseLegal.flat(),
    ],
    phases: phaseEntries,
  };
}

/**
 * Playing a move code: the move its index names, its parameters read from the code. One move
 * (a trick phase's card) is its own play; several are picked by a switch here, in the engine,
 * where each call is to one function and V8 inlines it. Where the options allow a few shapes and
 * a phase's next turn is written for each (phases.ts), so is this function (`playMove_0`, ...):
 * each with its shape's constants in, the seat count and the words of a bag among them, and
 * passing the turn on by its shape's next turn (`steps`, by shape) with no test of the shape.
 */
export function emitPlay(
  ctx: GenContext,
  trickPlay: (phaseIndex: number) => string,
  steps: (shape: number) => readonly (readonly string[] | undefined)[],
): { declarations: Declaration[]; entries: string[] } {
  const moves = allMoves(ctx);
  const moveIndex = new Map(moves.map((m) => [m.name, m.index] as const));
  const declared = moves.filter((m) => m.move !== undefined);
  const whyCases = declared.flatMap((m) => [
    `    case ${m.index}: { // ${m.name} ${ctx.line(m.move!.decl.range)}`,
    ...indent(indent(moveWhy(ctx, m))),
    '    }',
  ]);
  const why = fn(
    'whyMove',
    [S, ['index', 'number'], ['p', 'readonly number[]']],
    'MoveError | null | undefined',
    ['  switch (index) {', ...whyCases, '  }', '  return undefined;'],
    "/** Why move `index` may not be played now with parameters `p`; undefined for a trick's card (the trick rules say). */",
  );
  const whyEntries = declared.length === 0 ? [] : ['why: whyMove'];
  // A trick's card alone: playing it is the step (tricks.ts).
  if (moves.length === 1 && moves[0]!.move === undefined) {
    return { declarations: [], entries: [`step: ${trickPlay(moves[0]!.phaseIndex)}`] };
  }
  const again = moves.some(goesAgain);
  const shapes = shapesWritten(ctx);
  // Written for each shape where its turn is passed on differently (by the shape's next turn).
  const stepText = (k: number) =>
    steps(k)
      .map((lines) => lines?.join('\n') ?? '')
      .join('\n\n');
  const perShape = shapes.length > 1 && shapes.some((_, k) => stepText(k) !== stepText(0));
  const played = (at: GenContext, k: number, name: string, doc: string) =>
    fn(
      name,
      [S, ['code', 'number'], EV],
      'Step',
      [
        ...(again ? ['  let again = false;'] : []),
        '  switch (code & 63) { // a mask, not %: a code read from a move may be a double',
        ...moves.flatMap((m) =>
          m.move === undefined
            ? [`    case ${m.index}: ${trickPlay(m.phaseIndex)}(s, code, ev); break;`]
            : [
                `    case ${m.index}: { // ${m.name} ${ctx.line(m.move.decl.range)}`,
                ...indent(indent(movePlay(at, m, moveIndex))),
                '      break;',
                '    }',
              ],
        ),
        '  }',
        ...phaseSteps(at, steps(k), again).map((l) => `  ${l}`),
      ],
      doc,
    );
  const doc =
    "/** Plays a move code of the seat to act, then passes the turn on where its phase has the case (steps.ts); what is left for the shell's flow. */";
  const plays = perShape
    ? shapes.map((shape, k) =>
        played(
          forShape(ctx, shape),
          k,
          `playMove_${k}`,
          `/** playMove at ${shape!.seats} seats and ${shape!.deckSize} cards: plays a move code of the seat to act, then passes the turn on (steps.ts). */`,
        ),
      )
    : [played(shapes.length === 1 ? forShape(ctx, shapes[0]) : ctx, 0, 'playMove', doc)];
  return {
    declarations: [...plays, ...(declared.length === 0 ? [] : [why])],
    entries: [
      perShape ? `step: [${plays.map((d) => d.name).join(', ')}]` : 'step: playMove',
      ...whyEntries,
    ],
  };
}

const S: [string, string] = ['s', 'State'];
const EV: [string, string] = ['ev', 'Events<GameEvent>'];

const listed_ = (code: string) => `out[n++] = ${code};`;

/** The listings of a phase but those of moves taking a set of cards, which no walk shares. */
function withoutSets(listed: ReadonlyMap<MoveEntry, ListedMove>): Map<MoveEntry, ListedMove> {
  return new Map([...listed].filter(([m]) => !takesSet(m)));
}

/** What a listing function works out once, at its top (see `Place.hoist`). */
interface Hoisted {
  readonly hoist: (text: string, base?: string) => string;
  readonly lines: string[];
}

function hoister(ctx: GenContext): Hoisted {
  const names = new Map<string, string>();
  const lines: string[] = [];
  return {
    lines,
    hoist: (text, base = 'seats') => {
      let name = names.get(text);
      if (name === undefined) {
        name = ctx.fresh(base);
        names.set(text, name);
        lines.push(`  const ${name} = ${text};`);
      }
      return name;
    },
  };
}

/**
 * Where a move of phase `phase` is read: the seat to act and its team, except in a `choices`
 * phase that names its chooser (`choices: by SEAT`), where `team` is the team owed the choice,
 * whichever seat makes it. (Under the default chooser the two are one team.)
 */
const acting = (ctx: GenContext, phase: number): StmtPlace => ({
  ctx,
  seat: 's.seat',
  team:
    ctx.game.phases[phase]?.chooser === undefined
      ? teamOfSeat(ctx.game, ctx.shape, 's.seat')
      : 'owedTeam(s)',
  moveIndex: new Map(),
});

/**
 * A card parameter's `where` that depends on the card alone (`card is wild`) becomes a constant
 * table, one entry per card, so listing moves reads it instead of testing attributes.
 */
function cardTables(
  ctx: GenContext,
  moves: readonly MoveEntry[],
): { names: ReadonlyMap<Param, string>; declarations: Declaration[] } {
  const names = new Map<Param, string>();
  const declarations: Declaration[] = [];
  const staticValue = staticValues(ctx);
  for (const m of moves) {
    if (m.move === undefined) continue;
    listedMove(ctx, m).params.forEach((p, k) => {
      const param = m.params[k]!.param!;
      if (!hasWhereTable(p, staticValue)) return;
      const name = `WHERE_${m.index}_${k}`;
      ctx.locals.set(p.local, 'c');
      const test = print({ ctx, seat: undefined, team: undefined }, p.where!);
      names.set(param, name);
      declarations.push({
        name,
        text: [
          `/** Which cards may be the ${param.name.text} of ${m.name}, 1 or 0 (bytes read faster than booleans) ${ctx.line(param.where!.range)} */`,
          `const ${name} = Uint8Array.from(DECK.ids, (_, c) => (${test} ? 1 : 0));`,
        ].join('\n'),
      });
      if (ctx.bags.size > 0) {
        declarations.push({
          name: `${name}_BITS`,
          text: [
            `/** The same as a bag mask: a walk of a bag visits only these cards. */`,
            `const ${name}_BITS = bagWhere(${name}, ${ctx.bagWords});`,
          ].join('\n'),
        });
      }
    });
  }
  return { names, declarations };
}

/**
 * `when` conditions that several moves of a phase share (draw and skip-draw, say) are worked out
 * once per listing, into a local named `whenN`.
 */
function sharedConditions(
  ctx: GenContext,
  listed: ReadonlyMap<MoveEntry, ListedMove>,
  phase: number,
): { names: ReadonlyMap<string, string>; lines: string[] } {
  const place = acting(ctx, phase);
  // By each condition's IR without its `not`: `x` and `not x` share one local.
  const seen = new Map<string, { condition: Ir; uses: number }>();
  for (const lm of listed.values()) {
    if (lm.when === undefined) continue;
    const { condition } = positive(lm.when);
    const key = conditionKey(condition);
    const entry = seen.get(key) ?? { condition, uses: 0 };
    entry.uses++;
    seen.set(key, entry);
  }
  const names = new Map<string, string>();
  const lines: string[] = [];
  for (const [key, { condition, uses }] of seen) {
    if (uses < 2) continue;
    const name = `when${names.size}`;
    names.set(key, name);
    lines.push(`  const ${name} = ${print(place, condition)};`);
  }
  return { names, lines };
}

/** Nested loops over each parameter's domain, filtered by `where` and `require`. */
function moveLegal(
  ctx: GenContext,
  m: MoveEntry,
  lm: ListedMove,
  owed: boolean,
  found: (code: string) => string,
  shared: ReadonlyMap<string, string> = new Map(),
  tables: ReadonlyMap<Param, string> = new Map(),
  picked?: Picked,
  hoisted?: Hoisted,
): string[] {
  const base = acting(ctx, m.phaseIndex);
  const place = hoisted === undefined ? base : { ...base, hoist: hoisted.hoist };
  if (takesSet(m)) return setMoveLegal(ctx, place, m, lm, owed, found === listed_, shared);
  const decl = m.move!;
  const staticValue = staticValues(ctx);
  const names: string[] = [];
  const open: string[] = [];
  // What each line of `open` reads of the parameters, so a binding nothing reads is left out.
  const reads: Reads[] = [];
  const push = (line: string, read: Reads = []) => {
    open.push(line);
    reads.push(read);
  };
  // Where each parameter's loop binds it.
  const binds: { at: number; loop: Loop; k: number }[] = [];
  let depth = 1;
  const pad = () => '  '.repeat(depth);
  push(`${pad()}// ${m.name} ${ctx.line(decl.decl.range)}`);
  if (owed) push(`${pad()}if (s.owed[0]?.move === ${m.index}) {`);
  else push(`${pad()}{`);
  depth++;
  if (lm.when !== undefined) {
    const { condition: tested, negated } = positive(lm.when);
    const name = shared.get(conditionKey(tested));
    const condition = name === undefined ? print(place, lm.when) : negated ? `!${name}` : name;
    push(`${pad()}if (${condition}) {`);
  } else push(`${pad()}{`);
  depth++;
  // The innermost parameter's filters and the move's requirements, as conditions. Listing moves,
  // when each reads only the parameters and the deck's constants, they are folded into one
  // branch-free step (the code is written, and `n` moves on when all hold): which targets a
  // card may take comes in no order a branch predictor could learn.
  const last = lm.params.length - 1;
  const tests: Test[] = [];
  const locals = lm.params.map((p) => p.local);
  const pure = (e: Ir) => paramsOnly(e, locals, staticValue);
  const pair = pairMaskOf(lm, staticValue);
  const pairName = pair === undefined ? undefined : pairMaskName(ctx, pair);
  const lastParam = lm.params[last];
  const guarded = emptyGuardOf(lm);
  if (guarded !== undefined && lastParam !== undefined) {
    // The last card's zone holds nothing it could be: no need to walk the cards before it.
    const table = tables.get(m.params[last]!.param!);
    push(`${pad()}if (${emptyGuard(place, guarded, table)}) {`);
    depth++;
  }
  lm.params.forEach((p, k) => {
    const param = m.params[k]!.param!;
    const domain = p.domain;
    if (
      k === last &&
      pair !== undefined &&
      pairName !== undefined &&
      domain.kind === 'collection'
    ) {
      // The last card walks the row of the pair mask for the card chosen before it.
      const name = bind(ctx, p.local);
      const at = `${names[pair.first]} * ${ctx.bagWords}`;
      const loop = bagLoopOf(place, domain.collection, name, pairName, at)!;
      names.push(name);
      push(`${pad()}${loop.head} {`, [domain.collection, { param: pair.firstLocal }]);
      depth++;
      binds.push({ at: open.length, loop, k });
      push(`${pad()}${loopBind(loop)}`);
      if (!pair.whereInMask && p.where !== undefined) {
        tests.push({
          text: print(place, p.where),
          pure: pure(p.where),
          note: '',
          reads: [p.where],
        });
      }
      return;
    }
    // The first card comes from a shared walk's buffer, already filtered by its table.
    const from = k === 0 ? picked : undefined;
    const table = tables.get(param);
    // A card parameter from a bag, with a where-table, walks only the bits of the table's mask.
    const masked = from === undefined ? maskedLoop(ctx, place, p, table) : undefined;
    const { loop, name } =
      masked ?? (from === undefined ? loopHead(ctx, place, p, param) : pickedHead(ctx, p, from));
    names.push(name);
    push(`${pad()}${loop.head} {`, domainReads(p));
    depth++;
    if (loop.bind !== '') {
      binds.push({ at: open.length, loop, k });
      push(`${pad()}${loopBind(loop)}`);
    }
    if (from !== undefined || masked !== undefined) return;
    const test: Test | undefined =
      table !== undefined
        ? {
            text: `${table}[${name}]`,
            pure: true,
            note: '',
            table: true,
            reads: [{ param: p.local }],
          }
        : p.where !== undefined
          ? { text: print(place, p.where), pure: pure(p.where), note: '', reads: [p.where] }
          : undefined;
    if (test === undefined) return;
    if (k === last) tests.push(test);
    else push(`${pad()}${skipUnless(test)}`, test.reads);
  });
  lm.requires.forEach((r, i) => {
    if (pair?.requires.has(i) === true) return;
    tests.push({
      text: print(place, r.condition),
      pure: pure(r.condition),
      note: r.code,
      reads: [r.condition],
    });
  });
  const code = encodeExpr(m, names);
  const codeReads = found === listed_ ? locals.map((param) => ({ param })) : [];
  const notes = tests.map((t) => t.note).filter((x) => x !== '');
  if (found === listed_ && last >= 0 && tests.length > 0 && tests.every((t) => t.pure)) {
    const all = tests.map((t) => (t.table === true ? `${t.text}!` : `+(${t.text})`)).join(' & ');
    push(`${pad()}out[n] = ${code};`, codeReads);
    push(
      `${pad()}n += ${all};${notes.length > 0 ? ` // ${notes.join(', ')}` : ''}`,
      tests.flatMap((t) => t.reads),
    );
  } else if (last < 0) {
    // No parameter, no loop to continue: each requirement opens a block the next sits in.
    for (const t of tests) {
      push(`${pad()}if (${t.text}) {${t.note === '' ? '' : ` // ${t.note}`}`, t.reads);
      depth++;
    }
    push(`${pad()}${found(code)}`, codeReads);
  } else {
    for (const t of tests) push(`${pad()}${skipUnless(t)}`, t.reads);
    push(`${pad()}${found(code)}`, codeReads);
  }
  const close: string[] = [];
  while (depth > 1) {
    depth--;
    close.push(`${pad()}}`);
  }
  // Asking whether any move exists reads no parameter it does not test: such a loop binds none.
  for (const { at, loop, k } of binds.reverse()) {
    const local = lm.params[k]!.local;
    const read = reads
      .slice(at + 1)
      .some((rs) => rs.some((x) => ('param' in x ? x.param === local : readsLocal(x, local))));
    if (read) continue;
    const rest = loopBind(loop, false);
    const indent = /^ */.exec(open[at]!)![0];
    if (rest === '') {
      open.splice(at, 1);
      reads.splice(at, 1);
    } else open[at] = `${indent}${rest}`;
  }
  return [...open, ...close];
}

/** What a line reads: IR expressions, and parameters by their locals. */
type Reads = readonly (Ir | { readonly param: ListedParam['local'] })[];

/** What the loop over a parameter's domain reads. */
function domainReads(p: ListedParam): Reads {
  const d = p.domain;
  if (d.kind === 'collection') return [d.collection];
  if (d.kind === 'subsets')
    return [d.collection, d.least, ...(d.most === undefined ? [] : [d.most])];
  return d.step === undefined ? [d.from, d.to] : [d.from, d.to, d.step];
}

/** A filter or requirement of a move's listing; `table` when it reads a where-table (0 or 1). */
interface Test {
  readonly text: string;
  /** Whether it reads only the move's parameters and deck constants. */
  readonly pure: boolean;
  /** The requirement's code, for a comment; '' for a filter. */
  readonly note: string;
  readonly table?: boolean;
  readonly reads: Reads;
}

/** The line that skips to the next candidate when `t` does not hold. */
function skipUnless(t: Test): string {
  const not = t.table === true ? `!${t.text}` : `!(${t.text})`;
  return `if (${not}) continue;${t.note === '' ? '' : ` // ${t.note}`}`;
}

/** A loop over the cards a shared walk kept for this move. */
function pickedHead(ctx: GenContext, p: ListedParam, from: Picked): { loop: Loop; name: string } {
  const name = bind(ctx, p.local);
  const k = ctx.fresh('k');
  return {
    loop: {
      head: `for (let ${k} = 0; ${k} < ${from.count}; ${k}++)`,
      bind: `const ${name} = ${from.buffer}[${k}]!;`,
    },
    name,
  };
}

function maskedLoop(
  ctx: GenContext,
  place: Place,
  p: ListedParam,
  table: string | undefined,
): { loop: Loop; name: string } | undefined {
  if (table === undefined || p.domain.kind !== 'collection' || !isBag(p.domain.collection))
    return undefined;
  const name = bind(ctx, p.local);
  return { loop: bagLoopOf(place, p.domain.collection, name, `${table}_BITS`)!, name };
}

export function loopHead(
  ctx: GenContext,
  place: Place,
  p: ListedParam,
  param: Param,
): { loop: Loop; name: string } {
  const domain = p.domain;
  const limit = LIMITS.moveNumber;
  if (domain.kind === 'range') {
    const from = print(place, domain.from);
    const to = print(place, domain.to);
    const step = domain.step === undefined ? '1' : print(place, domain.step);
    const name = bind(ctx, p.local);
    // The bound is worked out once, not at every step (it may be a sum over the deck).
    const last = ctx.fresh('last');
    if (param.domain.kind === 'RangeExpr' && staticEnds(ctx, param.domain)) {
      return {
        loop: {
          head: `for (let ${name} = ${from}, ${last} = ${to}; ${name} <= ${last}; ${name} += ${step})`,
          bind: '',
        },
        name,
      };
    }
    // Ends read from the game's state are kept within what a move code holds (the checker
    // checks ends that follow from the options), the first value still a step from `from`.
    const first = ctx.fresh('from');
    return {
      loop: {
        head: `for (let ${first} = ${from}, ${name} = ${first} < -${limit} ? ${first} + Math.ceil((-${limit} - ${first}) / ${step}) * ${step} : ${first}, ${last} = Math.min(${to}, ${limit}); ${name} <= ${last}; ${name} += ${step})`,
        bind: '',
      },
      name,
    };
  }
  const name = bind(ctx, p.local);
  const loop = printLoop(place, domain.collection, name);
  if (p.kind !== 'number') return { loop, name };
  // A number drawn from a set the game fills: one a move code cannot hold is never offered.
  const skip = `if (${name} < -${limit} || ${name} > ${limit}) continue;`;
  return { loop: { ...loop, bind: `${loop.bind} ${skip}` }, name };
}

/**
 * Whether both ends of a range follow from the options, in every combination of them. The ends'
 * values depend on the options they read alone (through definitions, card values, the seat count
 * and the deck), so only those are varied: every combination of six options was 729 tries.
 */
function staticEnds(ctx: GenContext, range: Extract<Expression, { kind: 'RangeExpr' }>): boolean {
  const read = optionsUsedBy(ctx.game, [range.from, range.to]);
  return optionCombinations(ctx.game, read).every(
    (combo) =>
      typeof evaluateStatic(ctx.game, range.from, combo) === 'number' &&
      typeof evaluateStatic(ctx.game, range.to, combo) === 'number',
  );
}

/**
 * The test of ir/passes/empty-guard.ts: that the bag (an instance or a union) holds some card
 * the last parameter could be, by its where-table when it has one.
 */
function emptyGuard(place: Place, domain: Ir, table: string | undefined): string {
  const W = place.ctx.bagWords;
  const mask = table === undefined ? '' : `, ${table}_BITS`;
  const bag = bagParts(place, domain);
  if (bag !== undefined) return `bagAny(${bag.ref}, ${bag.owner}, ${W}${mask})`;
  if (domain.kind !== 'union') throw new Error('a guard asks a bag or a union of bags');
  const { seats, zone, owners } = unionParts(place, domain);
  return owners === undefined
    ? `bagsAny(${zone}, ${seats}, ${W}${mask})`
    : ownersAny(place, zone, owners, table === undefined ? undefined : `${table}_BITS`);
}

/**
 * Why some move of a phase is legal in every state, or false when none need be: a move with no
 * parameters and no requirement is legal whenever its `when` holds, so one with no `when`, or
 * two whose `when`s are a condition and its negation (`draw when must-decide`, `pass when not
 * must-decide`), leave the seat to act something to play.
 */
export function alwaysSomeMove(ctx: GenContext, entries: readonly MoveEntry[]): string | false {
  const free = entries.filter(
    (m) =>
      m.move !== undefined &&
      m.params.length === 0 &&
      requires(m.move.body.statements).length === 0,
  );
  const open = free.find((m) => m.move!.when === undefined);
  if (open !== undefined) return `${open.name} has no condition`;
  const whens = free.map((m) => lowered(ctx, m.move!.when!));
  for (const [k, when] of whens.entries()) {
    const other = whens.findIndex((o) => negates(o, when));
    if (other >= 0) return `${free[k]!.name} or else ${free[other]!.name}`;
  }
  return false;
}

function requires(statements: readonly Statement[]): RequireStmt[] {
  return statements.filter((st): st is RequireStmt => st.kind === 'RequireStmt');
}

/**
 * The lines of `whyMove`'s case for declared move `m`: its parameters read from `p` (a set of
 * cards by its id), then its clauses in order, each refusing with its code; null when it may
 * be played.
 */
function moveWhy(ctx: GenContext, m: MoveEntry): string[] {
  const place = acting(ctx, m.phaseIndex);
  const decl = m.move!;
  const params = m.params.map((p) => bind(ctx, p.param!.name));
  const lines: string[] = [];
  if (decl.when !== undefined) {
    lines.push(
      `  if (!(${expr(place, decl.when)})) return moveError('not-now', ${quote(`You can't ${m.name} now`)});`,
    );
  }
  m.params.forEach((p, k) => {
    const param = p.param!;
    const v = params[k]!;
    const shown = display(paramKind(p.type), v);
    if (param.size !== undefined) {
      lines.push(...setWhy(place, m, param, v));
      return;
    }
    if (param.domain.kind === 'RangeExpr') {
      const from = expr(place, param.domain.from);
      const to = expr(place, param.domain.to);
      const step = param.step === undefined ? '1' : expr(place, param.step);
      lines.push(
        `  if (${v} < ${from} || ${v} > ${to} || (${v} - ${from}) % ${step} !== 0) {`,
        `    return moveError('out-of-range', \`${templateText(param.name.text)} must be from \${${from}} to \${${to}}${step === '1' ? '' : ` in steps of \${${step}}`}, not \${${v}}\`);`,
        '  }',
      );
    } else {
      lines.push(
        `  if (!${memberTest(place, param.domain, v)}) {`,
        `    return moveError('not-available', \`\${${shown}} can't be the ${templateText(`${param.name.text} of ${m.name}`)} now\`);`,
        '  }',
      );
    }
    if (param.where !== undefined) {
      lines.push(
        `  if (!(${expr(place, param.where)})) {`,
        `    return moveError('not-allowed', \`\${${shown}} can't be the ${templateText(`${param.name.text} of ${m.name}`)}\`);`,
        '  }',
      );
    }
  });
  for (const r of requires(decl.body.statements)) {
    const message = r.message === undefined ? `Not allowed (${r.code.text})` : r.message;
    lines.push(
      `  if (!(${expr(place, r.condition)})) return moveError(${quote(r.code.text)}, ${template(message, m, params)}); ${ctx.line(r.range)}`,
    );
  }
  const read = m.params.map(
    (q, k) =>
      `  const ${params[k]!} = ${q.type.kind === 'cards' ? `GAME.cardSets.cards(p[${k}]!)` : `p[${k}]!`};`,
  );
  return [...read, ...lines, '  return null;'];
}

/** Whether a move's statements may say `again` (the same seat acts again). */
export function goesAgain(m: MoveEntry): boolean {
  return (
    m.move !== undefined &&
    !everyNode(m.move.body, (node) => (node.kind === 'AgainStmt' ? 'fail' : 'look-inside'))
  );
}

/**
 * The lines of `playMove`'s case for declared move `m`: the parameters its statements read,
 * from the code, then its statements, which set `again` where the seat acts again.
 */
function movePlay(ctx: GenContext, m: MoveEntry, moveIndex: ReadonlyMap<string, number>): string[] {
  const decl = m.move!;
  const params = m.params.map((p) => bind(ctx, p.param!.name));
  // Each card parameter drawn from one bag's instance is in it as the move begins.
  const drawn = m.params
    .filter((p) => p.type.kind !== 'cards')
    .map((p) => ({ local: p.param!.name, domain: p.param!.domain }));
  const place: StmtPlace = { ...acting(ctx, m.phaseIndex), moveIndex, params: drawn };
  const statements = indent(block(place, decl.body));
  // Only the parameters the statements read are read from the code (an unused local would not
  // compile): which, the statements' syntax tree says.
  const used = namesUsedByFunction(
    [`function f(${params.join(', ')}) {`, ...statements, '}'].join('\n'),
  ).body;
  const decoded = decodeExprs(m, 'code');
  return [
    ...params.flatMap((name, k) => (used.has(name) ? [`  const ${name} = ${decoded[k]!};`] : [])),
    ...statements,
  ];
}

/**
 * Why a set of cards `v` may not be parameter `param` of move `m`: too few or too many cards,
 * a card not in its pool, or its `where` false.
 */
function setWhy(place: Place, m: MoveEntry, param: Param, v: string): string[] {
  const size = param.size!;
  const what = templateText(`${param.name.text} of ${m.name}`);
  const c = place.ctx.fresh('c');
  const least = size.any ? '1' : expr(place, size.least!);
  const most = size.any ? undefined : expr(place, size.most ?? size.least!);
  const lines = [
    most === undefined
      ? `  if (${v}.length < 1) return moveError('out-of-range', \`The ${what} holds a card at least\`);`
      : `  if (${v}.length < ${least} || ${v}.length > ${most}) {`,
  ];
  if (most !== undefined) {
    const count = least === most ? `\${${least}}` : `\${${least}} to \${${most}}`;
    lines.push(
      `    return moveError('out-of-range', \`The ${what} holds ${count} cards, not \${${v}.length}\`);`,
      '  }',
    );
  }
  lines.push(
    `  for (const ${c} of ${v}) {`,
    `    if (!${memberTest(place, param.domain, c)}) {`,
    `      return moveError('not-available', \`The \${DECK.names[${c}]} can't be among the ${what} now\`);`,
    '    }',
    '  }',
  );
  if (param.where !== undefined) {
    lines.push(
      `  if (!(${expr(place, param.where)})) {`,
      `    return moveError('not-allowed', \`\${${display('cards', v)}} can't be the ${what}\`);`,
      '  }',
    );
  }
  return lines;
}

function display(kind: string, v: string): string {
  switch (kind) {
    case 'cards':
      return `${v}.map((c) => 'the ' + DECK.names[c]).join(', ').replace(/^t/, 'T')`;
    case 'card':
      return `'The ' + DECK.names[${v}]`;
    case 'suit':
      return `DECK.suits.names[${v}]`;
    case 'rank':
      return `DECK.ranks.names[${v} - 1]`;
    default:
      return `String(${v})`;
  }
}

/** A `require` message with `{param}` replaced by the parameter's name for people. */
function template(message: string, m: MoveEntry, params: readonly string[]): string {
  const parts = message.split(/\{([a-z][a-z0-9-]*)\}/);
  if (parts.length === 1) return quote(message);
  let out = '`';
  parts.forEach((part, k) => {
    if (k % 2 === 0) out += templateText(part);
    else {
      const at = m.params.findIndex((p) => p.name === part);
      out +=
        at < 0
          ? templateText(`{${part}}`)
          : `\${${display(paramKind(m.params[at]!.type), params[at]!)}}`;
    }
  });
  return `${out}\``;
}
