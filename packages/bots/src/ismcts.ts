import { randomBelow } from '@orrery/runtime';
import type { Decision } from './bot';
import { legalCodes } from './codes';
import { MoveAverages, playOutHandGuided } from './move-averages';
import { handMargins, handOver, matchWinner, valueFor } from './playout';
import { DEFAULT_ISMCTS_ITERATIONS } from './spec';

/**
 * Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012). One tree per
 * decision, its edges keyed by move codes. Each iteration deals the hidden cards afresh from the
 * bot's view, walks down the tree over the moves legal in that deal (UCB1 with availability
 * counts: a child's exploration term counts the iterations in which it could have been chosen),
 * adds one node, plays the rest of the hand out, and credits every node on the path with the
 * result for the team of the seat that moved into it, so partners share their rewards. Playouts
 * follow the decision's averages for moves and pairs of moves (MAST and NAST,
 * `move-averages.ts`), which every move of the path and the playout is credited to as well.
 */

interface Node {
  /** The move into this node. */
  readonly code: number;
  /** That move's id in the decision's averages. */
  readonly id: number;
  /** Team of the seat that made that move: `total` is from its point of view. */
  readonly team: number;
  visits: number;
  available: number;
  total: number;
  readonly children: Node[];
}

/** Exploration weight for values normalised to [-1, 1] (twice the usual 0.7 for [0, 1]). */
const EXPLORATION = 1.4;
/** How often (in iterations) a time budget looks at the clock. */
const CLOCK_EVERY = 16;

export function decideIsmcts<V, S>(d: Decision<V, S>): number {
  if (d.legal.length === 1) return 0;
  const { engine, view, legal, rng } = d;
  const fast = engine.fast;
  const deadline = d.budget.millis === undefined ? Infinity : performance.now() + d.budget.millis;
  const iterations =
    d.budget.iterations ?? (d.budget.millis === undefined ? DEFAULT_ISMCTS_ITERATIONS : Infinity);
  const root: Node = {
    code: -1,
    id: -1,
    team: -1,
    visits: 0,
    available: 0,
    total: 0,
    children: [],
  };
  const codes: number[] = [];
  const margins: number[] = [];
  const path: Node[] = [];
  const averages = new MoveAverages();
  const played: number[] = [];
  const playedBy: number[] = [];
  let scale = 1;
  let rootCodes: readonly number[] = [];
  const dealFrom = engine.determinizer(view);
  for (let it = 0; it < iterations; it++) {
    if (it % CLOCK_EVERY === 0 && it > 0 && performance.now() >= deadline) break;
    const state = dealFrom(rng);
    fast.pauseAtHandEnd(state); // the search ends with the hand: no next deal
    if (it === 0) rootCodes = legalCodes(engine, state, legal);
    const hand = fast.handNumber(state);
    let node = root;
    path.length = 0;
    while (!handOver(engine, state, hand)) {
      const n = fast.legal(state, codes);
      if (n === 0) break;
      const next = step(node, codes, n, scale);
      const child =
        next ?? newChild(node, codes, n, fast.teamOf(state, fast.toMove(state)), rng, averages);
      fast.play(state, child.code);
      path.push(child);
      node = child;
      if (next === undefined) break;
    }
    played.length = 0;
    playedBy.length = 0;
    const last = path.length === 0 ? -1 : path[path.length - 1]!.id;
    playOutHandGuided(engine, state, hand, rng, codes, averages, last, played, playedBy);
    const winner = matchWinner(engine, state);
    if (winner === null) scale = Math.max(scale, handMargins(engine, state, margins));
    let prev = -1;
    for (const visited of path) {
      const value = valueFor(visited.team, margins, winner, scale);
      visited.visits++;
      visited.total += value;
      averages.credit(visited.team, prev, visited.id, value);
      prev = visited.id;
    }
    for (let k = 0; k < played.length; k++) {
      const team = playedBy[k]!;
      averages.credit(team, prev, played[k]!, valueFor(team, margins, winner, scale));
      prev = played[k]!;
    }
  }
  return mostVisited(root, rootCodes);
}

/**
 * Counts the children available in this deal; when every legal move has a child, returns the
 * one with the best UCB1 score, else undefined (the caller expands an untried move).
 */
function step(node: Node, codes: number[], n: number, scale: number): Node | undefined {
  for (let i = 0; i < n; i++) if (!hasChild(node, codes[i]!)) return undefined;
  let best: Node | undefined;
  let bestScore = -Infinity;
  for (const child of node.children) {
    if (!includes(codes, n, child.code)) continue;
    child.available++;
    const score =
      child.total / child.visits / scale +
      EXPLORATION * Math.sqrt(Math.log(child.available) / child.visits);
    if (score > bestScore) {
      bestScore = score;
      best = child;
    }
  }
  return best;
}

/** Adds a child for a legal move that has none yet, chosen at random among them. */
function newChild(
  node: Node,
  codes: number[],
  n: number,
  team: number,
  rng: number[],
  averages: MoveAverages,
): Node {
  const untried: number[] = [];
  for (let i = 0; i < n; i++) if (!hasChild(node, codes[i]!)) untried.push(codes[i]!);
  for (const child of node.children) if (includes(codes, n, child.code)) child.available++;
  const code = untried[untried.length === 1 ? 0 : randomBelow(rng, untried.length)]!;
  const id = averages.idOf(code);
  const child: Node = { code, id, team, visits: 0, available: 1, total: 0, children: [] };
  node.children.push(child);
  return child;
}

function hasChild(node: Node, code: number): boolean {
  const children = node.children;
  for (let k = 0; k < children.length; k++) if (children[k]!.code === code) return true;
  return false;
}

function includes(codes: number[], n: number, code: number): boolean {
  for (let i = 0; i < n; i++) if (codes[i] === code) return true;
  return false;
}

/** The legal move whose root child was visited most; ties go to the better mean. */
function mostVisited(root: Node, rootCodes: readonly number[]): number {
  let best = 0;
  let bestVisits = -1;
  let bestMean = -Infinity;
  rootCodes.forEach((code, i) => {
    const child = root.children.find((c) => c.code === code);
    if (child === undefined) return;
    const mean = child.total / child.visits;
    if (child.visits > bestVisits || (child.visits === bestVisits && mean > bestMean)) {
      best = i;
      bestVisits = child.visits;
      bestMean = mean;
    }
  });
  return best;
}
