// Playing one game through two engines of the same rules file, move by move, and saying where
// they first differ: the differential tests' one procedure (differential.test.ts for the repo's
// rules files, language.test.ts for small files that use what those do not). Tests only.

import { seedRandom, type AnyEngine, type ApplyResult, type Move } from '@orrery/runtime';

/** A small seeded generator for the test's own choices (mulberry32). */
export function chooser(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

/** The path of the first difference between two plain values, or undefined when they agree. */
function firstDifference(a: unknown, b: unknown, at = ''): string | undefined {
  if (Object.is(a, b)) return undefined;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return `${at || '(value)'}: compiled ${JSON.stringify(a)}, interpreted ${JSON.stringify(b)}`;
  }
  if (Array.isArray(a) !== Array.isArray(b) || ArrayBuffer.isView(a) !== ArrayBuffer.isView(b)) {
    return `${at}: compiled ${JSON.stringify(a)}, interpreted ${JSON.stringify(b)}`;
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  for (const k of new Set([...ka, ...kb])) {
    const d = firstDifference(
      (a as Record<string, unknown>)[k],
      (b as Record<string, unknown>)[k],
      `${at}.${k}`,
    );
    if (d !== undefined) return d;
  }
  return undefined;
}

/** Moves of every type with random parameters: most are illegal, some are malformed. */
function probes(engine: AnyEngine, state: unknown, pick: (n: number) => number): unknown[] {
  const { meta } = engine;
  const { options } = engine.view(state, -1) as { options: Record<string, string | number> };
  const deck = meta.deck(options);
  const out: unknown[] = [];
  for (let k = 0; k < 3; k++) {
    const m = meta.moves[pick(meta.moves.length)]!;
    const move: Record<string, string | number | string[]> = { type: m.type };
    for (const p of m.params) {
      move[p.name] =
        p.kind === 'cards'
          ? Array.from({ length: 1 + pick(4) }, () => deck[pick(deck.length)]!.id)
          : p.kind === 'card'
            ? deck[pick(deck.length)]!.id
            : p.kind === 'suit'
              ? meta.suits[pick(meta.suits.length)]!.id
              : p.kind === 'rank'
                ? meta.ranks[pick(meta.ranks.length)]!.id
                : pick(30) - 3;
    }
    out.push(move);
  }
  out.push({ type: 'no-such-move' }, { type: meta.moves[0]!.type, card: 'no-such-card' });
  return out;
}

/** A state as saved, read back as plain data (so a difference has a path). */
function saved(engine: AnyEngine, state: unknown): unknown {
  return JSON.parse(engine.serialize(state));
}

/** The two results of an apply, as comparable values. */
function outcomeOf(engine: AnyEngine, r: ApplyResult<unknown>) {
  return r.ok ? { ok: true, state: saved(engine, r.state), events: r.events } : r;
}

export interface Game {
  readonly file: string;
  readonly seed: number;
  readonly options: Record<string, string | number>;
  /** The most moves played: a long match is cut short there. */
  readonly moves: number;
}

/** Plays one game through both engines; the first difference, described, or undefined. */
export function playBoth(
  compiled: AnyEngine,
  interpreted: AnyEngine,
  game: Game,
): string | undefined {
  const where = (move: number, field: string, d: string) =>
    `${game.file} seed ${game.seed} options ${JSON.stringify(game.options)} move ${move}: ${field} differs at ${d}`;
  const args = { seed: game.seed, options: game.options };
  const a0 = compiled.setup(args);
  const b0 = interpreted.setup(args);
  const setupDiff = firstDifference(
    a0.ok ? saved(compiled, a0.value) : a0,
    b0.ok ? saved(interpreted, b0.value) : b0,
  );
  if (setupDiff !== undefined) return where(0, 'setup', setupDiff);
  if (!a0.ok || !b0.ok) return undefined;
  let a = a0.value;
  let b = b0.value;
  const pick = chooser(game.seed * 7919 + 1);
  const codesA: number[] = [];
  const codesB: number[] = [];
  // A set of cards has a code of its engine's own (its number in that engine's table of sets,
  // runtime card-sets.ts): listings of such a game are compared move by move, in their order.
  const sets = compiled.meta.moves.some((m) => m.params.some((p) => p.kind === 'cards'));
  const listing = (engine: AnyEngine, s: unknown, codes: readonly number[]): unknown[] =>
    sets ? codes.map((c) => engine.fast.decode(s, c)) : [...codes];
  for (let move = 1; move <= game.moves; move++) {
    const legalA = compiled.legalMoves(a);
    const legalB = interpreted.legalMoves(b);
    const d1 = firstDifference(legalA, legalB);
    if (d1 !== undefined) return where(move, 'legalMoves', d1);
    const na = compiled.fast.legal(a, codesA);
    const nb = interpreted.fast.legal(b, codesB);
    const d2 = firstDifference(
      listing(compiled, a, codesA.slice(0, na)),
      listing(interpreted, b, codesB.slice(0, nb)),
    );
    if (d2 !== undefined) return where(move, 'fast.legal (listing order)', d2);
    const seats = compiled.view(a, -1) as { seats: number };
    for (let seat = -1; seat < seats.seats; seat++) {
      const d3 = firstDifference(compiled.view(a, seat), interpreted.view(b, seat));
      if (d3 !== undefined) return where(move, `view of seat ${seat}`, d3);
    }
    for (const probe of probes(compiled, a, pick)) {
      const d4 = firstDifference(
        outcomeOf(compiled, compiled.apply(a, probe)),
        outcomeOf(interpreted, interpreted.apply(b, probe)),
      );
      if (d4 !== undefined) return where(move, `apply of ${JSON.stringify(probe)}`, d4);
    }
    if (legalA.length === 0) break;
    const chosen: Move = legalA[pick(legalA.length)]!;
    const d5 = firstDifference(
      compiled.describeMove(a, chosen),
      interpreted.describeMove(b, chosen),
    );
    if (d5 !== undefined) return where(move, 'describeMove', d5);
    const ra = compiled.apply(a, chosen);
    const rb = interpreted.apply(b, chosen);
    const d6 = firstDifference(outcomeOf(compiled, ra), outcomeOf(interpreted, rb));
    if (d6 !== undefined) return where(move, `apply of ${JSON.stringify(chosen)}`, d6);
    if (!ra.ok || !rb.ok) return where(move, 'apply', `a legal move was refused`);
    a = ra.state;
    b = rb.state;
    const d7 = firstDifference(compiled.outcome(a), interpreted.outcome(b));
    if (d7 !== undefined) return where(move, 'outcome', d7);
    const seat = compiled.toMove(a);
    if (move % 10 === 0 && seat !== null) {
      // A bot's deal of the hidden cards, from the same view and the same generator.
      const rng = [...seedRandom(game.seed + move)];
      const d8 = firstDifference(
        saved(compiled, compiled.determinize(compiled.view(a, seat), rng.slice())),
        saved(interpreted, interpreted.determinize(interpreted.view(b, seat), rng.slice())),
      );
      if (d8 !== undefined) return where(move, `determinize for seat ${seat}`, d8);
    }
  }
  return undefined;
}

/**
 * Plays `games` games of a rules file through both engines, each under an option combination
 * drawn from `combos` and a seed drawn for it; the first difference, described, or undefined.
 */
export function playSampled(
  compiled: AnyEngine,
  interpreted: AnyEngine,
  file: string,
  combos: readonly Readonly<Record<string, string | number>>[],
  games: number,
  moves: number,
): string | undefined {
  const pick = chooser(file.length);
  for (let k = 0; k < games; k++) {
    const options = { ...combos[pick(combos.length)]! };
    const seed = 1000 + k * 17 + pick(1000);
    const d = playBoth(compiled, interpreted, { file, seed, options, moves });
    if (d !== undefined) return d;
  }
  return undefined;
}
