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
  type Reference,
  type RequireStmt,
  type Statement,
} from '@orrery/rules-lang';
import { everyNode } from '../every-node';
import { cardOnly, paramsOnly } from '../card-only';
import { pairMask } from '../card-masks';
import { conditionKey, negates, positive } from '../ir/conditions';
import { forShape, type GenContext } from '../context';
import { byShape, shapesWritten } from '../shapes';
import {
  bagInstance,
  bagLoop,
  bind,
  expr,
  loopBind,
  loopOver,
  type Loop,
  memberTest,
  ownersAny,
  unionOf,
  type Place,
} from '../compile-expr';
import { block, drawnFrom, indent, type StmtPlace } from '../compile-stmt';
import { templateText } from '../escape';
import { fn, type Declaration } from '../module';
import { namesUsedIn } from '../module-names';
import { quote } from '../naming';
import { allMoves, paramKind, type MoveEntry } from '../ir/moves';
import { decodeExprs, encodeExpr } from './move-table';
import { sharedWalks, type Picked } from './shared-walks';

/**
 * The clauses in the order `anyLegal` tries them: moves with no parameters first, as each is
 * one condition rather than a walk over zones. The answer does not depend on the order.
 */
function cheapestFirst(entries: readonly MoveEntry[]): MoveEntry[] {
  const bare = (m: MoveEntry) => m.move !== undefined && m.params.length === 0;
  return [...entries.filter(bare), ...entries.filter((m) => !bare(m))];
}

export function emitMoves(ctx: GenContext): Declaration[] {
  const moves = allMoves(ctx);
  const tables = cardTables(ctx, moves);
  const moveIndex = new Map(moves.map((m) => [m.name, m.index] as const));
  // The listing is written once for each shape the options allow, when they are few (see
  // shapes.ts): each knows its seat count and deck size. `anyLegal` serves every shape.
  const shapes = shapesWritten(ctx);
  const listingName = (i: number, k: number) =>
    shapes.length > 1 ? `legal${i}_${k}` : `legal${i}`;
  const buffers: Declaration[] = [];
  const phaseLegal = ctx.game.phases.map((phase, i) => {
    const entries = moves.filter((m) => m.phaseIndex === i);
    const owed = phase.kind === 'choices';
    const lines = (
      at: GenContext,
      shared: ReadonlyMap<string, string>,
      found: (code: string) => string,
      picked?: ReadonlyMap<MoveEntry, Picked>,
      hoisted?: Hoisted,
      order = entries,
    ) =>
      order.flatMap((m) =>
        m.move === undefined
          ? trickLegal(m, found === listed)
          : moveLegal(at, m, owed, found, shared, tables.names, picked?.get(m), hoisted),
      );
    const listings = shapes.map((shape, k) => {
      const at = forShape(ctx, shape);
      const shared = sharedConditions(at, entries);
      const walks = owed
        ? { buffers: [], walks: [], picked: new Map<MoveEntry, Picked>() }
        : sharedWalks(at, acting(at), entries, tables.names, i);
      for (const b of walks.buffers) if (!buffers.some((x) => x.name === b.name)) buffers.push(b);
      const listing = hoister(at);
      const listingLines = lines(at, shared.names, listed, walks.picked, listing);
      return fn(
        listingName(i, k),
        [S, ['out', 'number[]']],
        'number',
        [
          '  let n = 0;',
          ...shared.lines,
          ...listing.lines,
          ...walks.walks,
          ...listingLines,
          '  return n;',
        ],
        shape === undefined || shapes.length === 1
          ? undefined
          : `/** The listing at ${shape.seats} seats and ${shape.deckSize} cards. */`,
      );
    });
    // `anyLegal` mostly stops at its first clause: it works nothing out beforehand.
    const shared = sharedConditions(ctx, entries);
    const anyLines = lines(
      ctx,
      shared.names,
      () => 'return true;',
      undefined,
      undefined,
      cheapestFirst(entries),
    );
    const always = !owed && alwaysSomeMove(ctx, entries);
    return [
      ...listings,
      fn(
        `anyLegal${i}`,
        [S],
        'boolean',
        always !== false
          ? [`  // Always: ${always}.`, '  return true;']
          : [...shared.lines, ...anyLines, '  return false;'],
        '/** Whether the seat to act has any legal move: the same clauses, stopping at the first. */',
      ),
    ];
  });
  const listingCall = (i: number) => byShape(shapes, (k) => `${listingName(i, k)}(s, out)`);
  const whys = moves.filter((m) => m.move !== undefined).map((m) => moveWhy(ctx, m));
  const plays = moves.filter((m) => m.move !== undefined).map((m) => movePlay(ctx, m, moveIndex));
  return [
    ...tables.declarations,
    ...[...ctx.shapeTables].map(([name, text]) => ({ name, text })),
    ...buffers,
    ...phaseLegal.flat(),
    ...whys,
    ...plays,
    fn(
      'legal',
      [S, ['out', 'number[]']],
      'number',
      [
        '  let n = 0;',
        '  // Codes are written over what `out` held: emptying it first would let go of its storage',
        '  // and make every call allocate again.',
        '  if (!s.over) {',
        '    switch (s.phase) {',
        ...ctx.game.phases.map(
          (p, i) => `      case ${i}: n = ${listingCall(i)}; break; // ${p.name}`,
        ),
        '    }',
        '  }',
        '  // `out` is not cut to length: callers read the first `n` codes (cutting costs more than',
        '  // the whole listing, and regrowing allocates).',
        '  return n;',
      ],
      '/** Writes the legal move codes of the seat to act into `out`; returns how many. */',
    ),
    fn(
      'hasLegal',
      [S],
      'boolean',
      [
        '  if (s.over) return false;',
        '  switch (s.phase) {',
        ...ctx.game.phases.map((p, i) => `    case ${i}: return anyLegal${i}(s); // ${p.name}`),
        '  }',
        '  return false;',
      ],
      '/** Whether the seat to act has any legal move. */',
    ),
    fn(
      'whyNot',
      [S, ['index', 'number'], ['p', 'readonly number[]']],
      'MoveError | null',
      [
        '  switch (index) {',
        ...moves.map((m) =>
          m.move === undefined
            ? `    case ${m.index}: return trickWhy${m.phaseIndex}(s, p[0]!);`
            : `    case ${m.index}: return why${m.index}(s${m.params.map((_, k) => `, p[${k}]!`).join('')});`,
        ),
        '  }',
        "  return moveError('unknown-move', 'No such move');",
      ],
      '/** Why move `index` (of the phase being played) with these parameters may not be played now. */',
    ),
    fn(
      'playCode',
      [S, ['code', 'number'], EV],
      'void',
      [
        ...(moves.some(goesAgain) ? ['  let again = false;'] : []),
        '  switch (code & 63) { // a mask, not %: a code read from a move may be a double',
        ...moves.map((m) => {
          const p = decodeExprs(m, 'code');
          const call = `play${m.index}(s${p.map((x) => `, ${x}`).join('')}, ev)`;
          return m.move === undefined
            ? `    case ${m.index}: playTrickCard${m.phaseIndex}(s, ${p[0]}, ev); break;`
            : `    case ${m.index}: ${goesAgain(m) ? `again = ${call}` : call}; break;`;
        }),
        '  }',
        `  afterMove(s, ${moves.some(goesAgain) ? 'again' : 'false'}, ev);`,
      ],
      '/** Plays a move code in place: the move itself, then whatever follows automatically. */',
    ),
  ];
}

const S: [string, string] = ['s', 'State'];
const EV: [string, string] = ['ev', 'Events<GameEvent>'];

const listed = (code: string) => `out[n++] = ${code};`;

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

function trickLegal(m: MoveEntry, list: boolean): string[] {
  return list
    ? [`  n = trickCards${m.phaseIndex}(s, out, n);`]
    : [`  if (trickCards${m.phaseIndex}(s, scratchCodes, 0) > 0) return true;`];
}

const acting = (ctx: GenContext): StmtPlace => ({
  ctx,
  seat: 's.seat',
  team: 'teamOf(s, s.seat)',
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
  for (const m of moves) {
    m.params.forEach((p, k) => {
      const param = p.param;
      if (param === undefined || param.where === undefined || paramKind(p.type) !== 'card') return;
      if (!cardOnly(ctx, param.where, param.name)) return;
      const name = `WHERE_${m.index}_${k}`;
      ctx.locals.set(param.name, 'c');
      const test = expr({ ctx, seat: undefined, team: undefined }, param.where);
      names.set(param, name);
      declarations.push({
        name,
        text: [
          `/** Which cards may be the ${param.name.text} of ${m.name}, 1 or 0 (bytes read faster than booleans) ${ctx.line(param.where.range)} */`,
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
  entries: readonly MoveEntry[],
): { names: ReadonlyMap<string, string>; lines: string[] } {
  const place = acting(ctx);
  // By the tree of each condition without its `not`: `x` and `not x` share one local.
  const seen = new Map<string, { condition: Expression; uses: number }>();
  for (const m of entries) {
    const when = m.move?.when;
    if (when === undefined) continue;
    const { condition } = positive(when);
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
    lines.push(`  const ${name} = ${expr(place, condition)};`);
  }
  return { names, lines };
}

/** Nested loops over each parameter's domain, filtered by `where` and `require`. */
function moveLegal(
  ctx: GenContext,
  m: MoveEntry,
  owed: boolean,
  found: (code: string) => string,
  shared: ReadonlyMap<string, string> = new Map(),
  tables: ReadonlyMap<Param, string> = new Map(),
  picked?: Picked,
  hoisted?: Hoisted,
): string[] {
  const base = acting(ctx);
  const place = hoisted === undefined ? base : { ...base, hoist: hoisted.hoist };
  const decl = m.move!;
  const names: string[] = [];
  const open: string[] = [];
  // Where each parameter's loop binds it: a binding nothing reads is left out at the end.
  const binds: { at: number; loop: Loop; name: string }[] = [];
  let depth = 1;
  const pad = () => '  '.repeat(depth);
  open.push(`${pad()}// ${m.name} ${ctx.line(decl.decl.range)}`);
  if (owed) open.push(`${pad()}if (s.owed[0]?.move === ${m.index}) {`);
  else open.push(`${pad()}{`);
  depth++;
  if (decl.when !== undefined) {
    const { condition: tested, negated } = positive(decl.when);
    const name = shared.get(conditionKey(tested));
    const condition = name === undefined ? expr(place, decl.when) : negated ? `!${name}` : name;
    open.push(`${pad()}if (${condition}) {`);
  } else open.push(`${pad()}{`);
  depth++;
  // The innermost parameter's filters and the move's requirements, as conditions. Listing moves,
  // when each reads only the parameters and the deck's constants, they are folded into one
  // branch-free step (the code is written, and `n` moves on when all hold): which targets a
  // card may take comes in no order a branch predictor could learn.
  const last = m.params.length - 1;
  const tests: Test[] = [];
  const paramNames = m.params.map((p) => p.param!.name);
  const pair = pairedLast(ctx, place, m);
  const guard = emptyLastGuard(ctx, place, m, tables);
  if (guard !== undefined) {
    // The last card's zone holds nothing it could be: no need to walk the cards before it.
    open.push(`${pad()}if (${guard}) {`);
    depth++;
  }
  m.params.forEach((p, k) => {
    const param = p.param!;
    if (k === last && pair !== undefined) {
      // The last card walks the row of the pair mask for the card chosen before it.
      const name = bind(ctx, param.name);
      const at = `${names[pair.first]} * ${ctx.bagWords}`;
      const loop = bagLoop(place, param.domain, name, pair.mask, at)!;
      names.push(name);
      open.push(`${pad()}${loop.head} {`);
      depth++;
      binds.push({ at: open.length, loop, name });
      open.push(`${pad()}${loopBind(loop)}`);
      if (!pair.where && param.where !== undefined) {
        const text = expr(place, param.where);
        tests.push({ text, pure: paramsOnly(ctx, param.where, paramNames), note: '' });
      }
      return;
    }
    // The first card comes from a shared walk's buffer, already filtered by its table.
    const from = k === 0 ? picked : undefined;
    // A card parameter from a bag, with a where-table, walks only the bits of the table's mask.
    const masked =
      from === undefined ? maskedLoop(ctx, place, param, tables.get(param)) : undefined;
    const { loop, name } =
      masked ??
      (from === undefined
        ? loopHead(ctx, place, param, paramKind(p.type))
        : pickedHead(ctx, param, from));
    names.push(name);
    open.push(`${pad()}${loop.head} {`);
    depth++;
    if (loop.bind !== '') {
      binds.push({ at: open.length, loop, name });
      open.push(`${pad()}${loopBind(loop)}`);
    }
    if (from !== undefined || masked !== undefined) return;
    const table = tables.get(param);
    const test: Test | undefined =
      table !== undefined
        ? { text: `${table}[${name}]`, pure: true, note: '', table: true }
        : param.where !== undefined
          ? {
              text: expr(place, param.where),
              pure: paramsOnly(ctx, param.where, paramNames),
              note: '',
            }
          : undefined;
    if (test === undefined) return;
    if (k === last) tests.push(test);
    else open.push(`${pad()}${skipUnless(test)}`);
  });
  for (const r of requires(decl.body.statements)) {
    if (pair?.requires.has(r) === true) continue;
    tests.push({
      text: expr(place, r.condition),
      pure: paramsOnly(ctx, r.condition, paramNames),
      note: r.code.text,
    });
  }
  const code = encodeExpr(m, names);
  const notes = tests.map((t) => t.note).filter((x) => x !== '');
  if (found === listed && last >= 0 && tests.length > 0 && tests.every((t) => t.pure)) {
    const all = tests.map((t) => (t.table === true ? `${t.text}!` : `+(${t.text})`)).join(' & ');
    open.push(`${pad()}out[n] = ${code};`);
    open.push(`${pad()}n += ${all};${notes.length > 0 ? ` // ${notes.join(', ')}` : ''}`);
  } else {
    for (const t of tests) open.push(`${pad()}${skipUnless(t)}`);
    open.push(`${pad()}${found(code)}`);
  }
  const close: string[] = [];
  while (depth > 1) {
    depth--;
    close.push(`${pad()}}`);
  }
  // Asking whether any move exists reads no parameter it does not test: such a loop binds none.
  for (const { at, loop, name } of binds.reverse()) {
    if (namesUsedIn(open.slice(at + 1).join('\n')).has(name)) continue;
    const rest = loopBind(loop, false);
    const indent = /^ */.exec(open[at]!)![0];
    if (rest === '') open.splice(at, 1);
    else open[at] = `${indent}${rest}`;
  }
  return [...open, ...close];
}

/** A filter or requirement of a move's listing; `table` when it reads a where-table (0 or 1). */
interface Test {
  readonly text: string;
  /** Whether it reads only the move's parameters and deck constants. */
  readonly pure: boolean;
  /** The requirement's code, for a comment; '' for a filter. */
  readonly note: string;
  readonly table?: boolean;
}

/** The line that skips to the next candidate when `t` does not hold. */
function skipUnless(t: Test): string {
  const not = t.table === true ? `!${t.text}` : `!(${t.text})`;
  return `if (${not}) continue;${t.note === '' ? '' : ` // ${t.note}`}`;
}

/** A loop over the cards a shared walk kept for this move. */
function pickedHead(ctx: GenContext, param: Param, from: Picked): { loop: Loop; name: string } {
  const name = bind(ctx, param.name);
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
  param: Param,
  table: string | undefined,
): { loop: Loop; name: string } | undefined {
  if (table === undefined || param.domain.kind === 'RangeExpr') return undefined;
  if (bagLoop(place, param.domain, '') === undefined) return undefined;
  const name = bind(ctx, param.name);
  return { loop: bagLoop(place, param.domain, name, `${table}_BITS`)!, name };
}

function loopHead(
  ctx: GenContext,
  place: Place,
  param: Param,
  /** How the parameter appears in a move (paramKind). */
  kind: string,
): { loop: Loop; name: string } {
  const domain = param.domain;
  const limit = LIMITS.moveNumber;
  if (domain.kind === 'RangeExpr') {
    const from = expr(place, domain.from);
    const to = expr(place, domain.to);
    const step = param.step === undefined ? '1' : expr(place, param.step);
    const name = bind(ctx, param.name);
    // The bound is worked out once, not at every step (it may be a sum over the deck).
    const last = ctx.fresh('last');
    if (staticEnds(ctx, domain)) {
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
  const name = bind(ctx, param.name);
  const loop = loopOver(place, domain, name);
  if (kind !== 'number') return { loop, name };
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
 * A pair mask for a move's last parameter (card-masks.ts): when it is a card from a bag and some
 * of the move's requirements read only it and one card chosen before it (`target.face <=
 * card.face`), the mask's row for that card holds the cards that pass them, and its own `where`
 * too when that reads only the card. Undefined when there is no such requirement.
 */
function pairedLast(
  ctx: GenContext,
  place: Place,
  m: MoveEntry,
): { first: number; mask: string; requires: ReadonlySet<RequireStmt>; where: boolean } | undefined {
  const last = m.params.length - 1;
  const second = m.params[last]?.param;
  if (last < 1 || second === undefined || paramKind(m.params[last]!.type) !== 'card')
    return undefined;
  if (second.domain.kind === 'RangeExpr' || bagLoop(place, second.domain, '') === undefined)
    return undefined;
  const all = requires(m.move!.body.statements);
  for (let j = last - 1; j >= 0; j--) {
    const first = m.params[j]!.param!;
    if (paramKind(m.params[j]!.type) !== 'card') continue;
    const chosen = all.filter((r) => paramsOnly(ctx, r.condition, [first.name, second.name]));
    if (chosen.length === 0) continue;
    const where = second.where === undefined || cardOnly(ctx, second.where, second.name);
    const conditions = chosen.map((r) => r.condition);
    const mask = pairMask(
      ctx,
      first.name,
      second.name,
      where ? second.where : undefined,
      conditions,
    );
    if (mask !== undefined) return { first: j, mask, requires: new Set(chosen), where };
  }
  return undefined;
}

/**
 * For a move whose last parameter is a card from a bag that does not depend on the parameters
 * before it (`target in area of opponents`), a test that the bag holds some card that could be
 * it (by its where-table); undefined for any other move.
 */
function emptyLastGuard(
  ctx: GenContext,
  place: Place,
  m: MoveEntry,
  tables: ReadonlyMap<Param, string>,
): string | undefined {
  const last = m.params.length - 1;
  const param = m.params[last]?.param;
  if (last < 1 || param === undefined || paramKind(m.params[last]!.type) !== 'card') return;
  const domain = param.domain;
  const before = m.params.slice(0, last).map((p) => p.param!.name);
  const free = everyNode(domain, (node) => {
    if (node.kind !== 'Reference') return 'look-inside';
    const sym = ctx.game.symbolOf(node as Reference);
    return sym.kind === 'local' && before.includes(sym.declaration) ? 'fail' : 'accept';
  });
  if (!free) return undefined;
  const table = tables.get(param);
  const mask = table === undefined ? '' : `, ${table}_BITS`;
  const W = ctx.bagWords;
  const bag = bagInstance(place, domain);
  if (bag !== undefined) return `bagAny(${bag.ref}, ${bag.owner}, ${W}${mask})`;
  if (domain.kind !== 'ZoneUnion') return undefined;
  const { seats, zone, bag: isBag, owners } = unionOf(place, domain);
  if (!isBag) return undefined;
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
  for (const [k, m] of free.entries()) {
    const other = free.findIndex((o) => negates(o.move!.when!, m.move!.when!));
    if (other >= 0) return `${free[k]!.name} or else ${free[other]!.name}`;
  }
  return false;
}

function requires(statements: readonly Statement[]): RequireStmt[] {
  return statements.filter((st): st is RequireStmt => st.kind === 'RequireStmt');
}

function moveWhy(ctx: GenContext, m: MoveEntry): Declaration {
  const place = acting(ctx);
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
  return fn(
    `why${m.index}`,
    [S, ...params.map((p): [string, string] => [p, 'number'])],
    'MoveError | null',
    [...lines, '  return null;'],
  );
}

/** Whether a move's statements may say `again` (the same seat acts again). */
export function goesAgain(m: MoveEntry): boolean {
  return (
    m.move !== undefined &&
    !everyNode(m.move.body, (node) => (node.kind === 'AgainStmt' ? 'fail' : 'look-inside'))
  );
}

function movePlay(
  ctx: GenContext,
  m: MoveEntry,
  moveIndex: ReadonlyMap<string, number>,
): Declaration {
  const decl = m.move!;
  const params = m.params.map((p) => bind(ctx, p.param!.name));
  // Each card parameter drawn from one bag's instance is in it as the move begins.
  const cameFrom = drawnFrom(
    acting(ctx),
    m.params.map((p) => p.param!.domain),
    params,
  );
  const place: StmtPlace = { ...acting(ctx), moveIndex, cameFrom };
  const again = goesAgain(m);
  return fn(
    `play${m.index}`,
    [S, ...params.map((p): [string, string] => [p, 'number']), EV],
    again ? 'boolean' : 'void',
    [
      ...(again ? ['  let again = false;'] : []),
      ...indent(block(place, decl.body)),
      ...(again ? ['  return again;'] : []),
    ],
    `/** ${m.name} ${ctx.line(decl.decl.range)}${again ? ': true when the seat acts again' : ''} */`,
  );
}

function display(kind: string, v: string): string {
  switch (kind) {
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
