// Plays Go Fish matches through the engine and the model of the rules (go-fish-oracle.ts) side by
// side and counts the moves on which they agree: the seat to move, the legal moves, where every
// card lies after the move (each seat's hand, shown cards and books, the stock in order), the
// rule events and each hand's scores. Every seat's view is checked too: another seat's shown
// cards by name, its hand only as a count, and what every seat heard (the ranks each seat asked
// for and still holds, and those it was asked for and has not drawn since) as the model keeps it;
// the facts the rules file states about them (`known`) are checked to hold in the model's hands,
// which the engine never sees. Moves the rules refuse are tried on the engine: an
// ask for a rank the asker holds none of (F4), of a seat out of cards (F8), a pass while holding
// cards with someone to ask (F8). Run from the repository root:
//   npx tsx tools/scenario-authoring/src/go-fish-agreement.ts [matches]

import { engine } from '@orrery/engine-go-fish';
import { Hand, RANKS, rankOf, type Move } from './go-fish-oracle';
import { seeded } from './seeded';

type EngineState = Parameters<typeof engine.serialize>[0];
type Seats = string[][];

interface Saved {
  state: { dealer: number; zones: { hand: Seats; shown: Seats; books: Seats; stock: string[] } };
}

const saved = (state: EngineState) => (JSON.parse(engine.serialize(state)) as Saved).state;
const key = (m: unknown) => JSON.stringify(m);
const same = (a: readonly string[], b: readonly string[]) =>
  key([...a].sort()) === key([...b].sort());

/** The model of the hand the engine has just dealt: books dealt go back into the hands (F7). */
function modelOf(state: EngineState): Hand {
  const { dealer, zones } = saved(state);
  return new Hand({
    dealer,
    hands: zones.hand.map((cards, s) => [...cards, ...zones.books[s]!, ...zones.shown[s]!]),
    stock: [...zones.stock].reverse(),
  });
}

/** Where the model and the engine say the cards lie, as the problems found. */
function placement(h: Hand, state: EngineState): string[] {
  const { zones } = saved(state);
  const out: string[] = [];
  for (let s = 0; s < h.seats; s++)
    for (const [zone, want] of [
      ['hand', h.hands[s]!],
      ['shown', h.shown[s]!],
      ['books', h.books[s]!],
    ] as const)
      if (!same(want, zones[zone][s]!))
        out.push(`${zone}.${s}: the rules ${key(want)}, the engine ${key(zones[zone][s])}`);
  if (key(h.stock) !== key([...zones.stock].reverse())) out.push('stock: the order differs');
  return out;
}

interface ViewZone {
  count: number;
  cards?: string[];
}

/** Every seat sees all shown cards and books, its own hand, and other hands only as counts. */
function views(h: Hand, state: EngineState): string[] {
  const out: string[] = [];
  for (let viewer = 0; viewer < h.seats; viewer++) {
    const zones = (engine.view(state, viewer) as unknown as { zones: Record<string, ViewZone[]> })
      .zones;
    for (let s = 0; s < h.seats; s++) {
      if (!same(zones['shown']![s]!.cards ?? [], h.shown[s]!))
        out.push(`seat ${viewer} does not see seat ${s}'s shown cards`);
      const hand = zones['hand']![s]!;
      if (s === viewer ? !same(hand.cards ?? [], h.hands[s]!) : hand.cards !== undefined)
        out.push(`seat ${viewer}'s view of hand.${s} is wrong`);
    }
  }
  return out;
}

/** A rank as the engine keeps it in a variable: its strength, 1 for the 2 up to 13 for the ace. */
const rankAt = (strength: number) => RANKS[RANKS.length - strength]!;

/**
 * What every seat heard, as the engine's variables show it to every seat and as the model keeps
 * it; and the rules file's facts about it, held to the model's own hands.
 */
function heardByAll(h: Hand, state: EngineState): string[] {
  const out: string[] = [];
  const { variables } = engine.view(state, 0) as unknown as {
    variables: { asked: number[][]; lacks: number[][] };
  };
  for (let s = 0; s < h.seats; s++) {
    for (const [name, want] of [
      ['asked', h.asked[s]!],
      ['lacks', h.lacks[s]!],
    ] as const) {
      const got = variables[name][s]!.map(rankAt);
      if (!same([...want], got))
        out.push(`${name}.${s}: the rules ${key([...want])}, the engine ${key(got)}`);
    }
    for (const r of h.asked[s]!)
      if (h.held(s, r).length === 0) out.push(`seat ${s} asked for a ${r} and holds none`);
    for (const r of h.lacks[s]!)
      if (h.hands[s]!.some((c) => rankOf(c) === r)) out.push(`seat ${s} lacks a ${r} it holds`);
  }
  return out;
}

/** Moves the rules refuse in this position, each with the code they imply. */
function refusable(h: Hand): [Move, string][] {
  const seat = h.seat;
  const tries: [Move, string][] = [];
  const unheld = RANKS.find((r) => h.held(seat, r).length === 0);
  const heldRank = RANKS.find((r) => h.held(seat, r).length > 0);
  for (let target = 0; target < h.seats; target++) {
    if (target === seat) continue;
    if (unheld && h.holding(target).length > 0)
      tries.push([{ type: 'ask', target, rank: unheld }, 'has-rank']);
    if (heldRank && h.holding(target).length === 0)
      tries.push([{ type: 'ask', target, rank: heldRank }, 'has-cards']);
  }
  if (!h.legal().some((m) => m.type === 'pass')) tries.push([{ type: 'pass' }, 'not-now']);
  return tries;
}

export interface Agreement {
  moves: number;
  hands: number;
  matches: number;
  refused: number;
  hits: number;
  lucky: number;
  /** Ranks every seat heard a seat holds or lacks, summed over the positions after each move. */
  told: number;
  problems: string[];
}

/** Plays `matches` matches of two to six players through both, seeded from `seed`. */
export function agreement(matches: number, seed = 1): Agreement {
  const out: Agreement = {
    moves: 0,
    hands: 0,
    matches: 0,
    refused: 0,
    hits: 0,
    lucky: 0,
    told: 0,
    problems: [],
  };
  const random = seeded(seed);
  for (let game = 0; game < matches && out.problems.length === 0; game++) {
    const options = { players: 2 + (game % 5), 'max-hands': 1 + (game % 2) };
    const setup = engine.setup({ seed: seed + game, options });
    if (!setup.ok) throw new Error(setup.error.message);
    let state = setup.value;
    for (let n = 0; n < options['max-hands'] && out.problems.length === 0; n++) {
      const h = modelOf(state);
      h.events.splice(0);
      while (!h.over && out.problems.length === 0) {
        const problem = (p: string) => out.problems.push(`match ${game}, move ${out.moves}: ${p}`);
        const want = h.legal().map(key).sort();
        const got = engine.legalMoves(state).map(key).sort();
        if (engine.toMove(state) !== h.seat)
          problem(`seat ${engine.toMove(state)} to move, the rules say ${h.seat}`);
        if (key(want) !== key(got)) problem(`legal: the rules ${want}, the engine ${got}`);
        for (const [m, code] of refusable(h)) {
          const r = engine.apply(state, { seat: h.seat, ...m });
          if (r.ok || r.error.code !== code)
            problem(
              `${key(m)}: the rules refuse it (${code}), the engine ${r.ok ? 'allows it' : r.error.code}`,
            );
          out.refused++;
        }
        const moves = h.legal();
        const move = moves[Math.floor(random() * moves.length)]!;
        if (move.type === 'ask' && h.held(move.target, move.rank).length > 0) out.hits++;
        const r = engine.apply(state, { seat: h.seat, ...move });
        h.apply(move);
        out.moves++;
        if (!r.ok) {
          problem(`the engine refuses ${key(move)}: ${r.error.code}`);
          break;
        }
        state = r.state;
        const heard = h.events.splice(0);
        out.lucky += heard.filter((e) => e === 'lucky').length;
        if (h.over) break; // the engine may already be dealing the next hand
        const sent = r.events.flatMap((e) => (e.type === 'rule' ? [e.name] : []));
        if (key(sent) !== key(heard)) problem(`events: the rules ${heard}, the engine ${sent}`);
        for (const p of [...placement(h, state), ...views(h, state), ...heardByAll(h, state)])
          problem(p);
        out.told += [...h.asked, ...h.lacks].reduce((n, ranks) => n + ranks.size, 0);
      }
      out.hands++;
      const hands = engine.outcome(state).hands;
      if (key(hands[n]?.scores) !== key(h.scores()))
        out.problems.push(
          `match ${game}: scores the rules ${h.scores()}, the engine ${hands[n]?.scores}`,
        );
    }
    if (out.problems.length === 0 && !engine.outcome(state).over)
      out.problems.push(`match ${game}: the engine plays on after ${options['max-hands']} hands`);
    out.matches++;
  }
  return out;
}

if (process.argv[1]?.endsWith('go-fish-agreement.ts')) {
  const { problems, ...counts } = agreement(Number(process.argv[2] ?? 300));
  console.log(JSON.stringify(counts));
  if (problems.length > 0) {
    console.error(problems.slice(0, 20).join('\n'));
    process.exitCode = 1;
  }
}
