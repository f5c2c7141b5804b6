/**
 * The fast path must play exactly like the pure API (the runtime's `FastEngine` promise): from
 * the same setup, both list the same moves at every step, the same picked move gives the same
 * events, and the saved games of both states are the same text. A "game" is one hand: the
 * runtime's hand limit is 1 (`SetupArgs.handLimit`), and play stops when the fast path's hand
 * number moves.
 */

import { randomBelow, seedRandom, type GameEvent, type Move } from '@orrery/runtime';
import type { AnyEngine } from './invariants/engine-under-test';
import type { Options } from './invariants/layout';
import { moveKey } from './invariants/moves';
import { problem, show, type Problem } from './invariants/problem';

export interface AgreementConfig {
  /** Hands to play, one seed each. */
  readonly games: number;
  /** The first seed; game g uses `seed + g` (default 1). */
  readonly seed?: number;
  readonly options?: Options;
  /** Compare the two saved games every this many moves, besides at the end (default 16). */
  readonly compareEvery?: number;
  /** Stop after this many disagreeing games (default 3): one is enough to go and look. */
  readonly maxProblems?: number;
}

export interface AgreementReport {
  readonly problems: Problem[];
  readonly games: number;
  /** Moves played down both paths. */
  readonly moves: number;
}

/** Plays one hand down both paths; returns the moves played and the first disagreement. */
function playBoth<S>(
  engine: AnyEngine<S>,
  seed: number,
  options: Options,
  compareEvery: number,
): { moves: number; disagreement: string | null } {
  const setup = engine.setup({ seed, options, handLimit: 1 });
  if (!setup.ok) return { moves: 0, disagreement: `setup refused: ${show(setup.error)}` };
  const { fast } = engine;
  let pure = setup.value;
  const quick = fast.clone(pure);
  const firstHand = fast.handNumber(quick);
  const picks = [...seedRandom(seed ^ 0x68e31da4)];
  const codes: number[] = [];
  const sameSave = (k: number) =>
    engine.serialize(pure) === engine.serialize(quick)
      ? null
      : `after move ${k} the saved games differ`;
  for (let k = 0; ; k++) {
    const listed = engine.legalMoves(pure);
    codes.length = 0;
    const n = fast.legal(quick, codes);
    const decoded = codes.slice(0, n).map((code) => fast.decode(quick, code));
    const keys = new Set(listed.map(moveKey));
    const fastKeys = decoded.map(moveKey);
    if (keys.size !== fastKeys.length || !fastKeys.every((key) => keys.has(key))) {
      return {
        moves: k,
        disagreement: `at move ${k} pure lists ${show(listed)}, fast lists ${show(decoded)}`,
      };
    }
    const toMove = engine.toMove(pure) ?? -1;
    if (fast.toMove(quick) !== toMove) {
      return {
        moves: k,
        disagreement: `at move ${k} toMove is ${toMove}, fast says ${fast.toMove(quick)}`,
      };
    }
    if (listed.length === 0 || fast.handNumber(quick) !== firstHand) {
      return { moves: k, disagreement: sameSave(k) };
    }
    const move: Move = listed[randomBelow(picks, listed.length)]!;
    const code = codes[fastKeys.indexOf(moveKey(move))]!;
    if (fast.encode(quick, move) !== code) {
      return { moves: k, disagreement: `at move ${k} encode(${show(move)}) is not ${code}` };
    }
    const result = engine.apply(pure, move);
    if (!result.ok) {
      return {
        moves: k,
        disagreement: `at move ${k} pure refused ${show(move)}: ${show(result.error)}`,
      };
    }
    const events: GameEvent[] = [];
    fast.play(quick, code, events);
    pure = result.state;
    if (JSON.stringify(events) !== JSON.stringify(result.events)) {
      return {
        moves: k + 1,
        disagreement: `move ${k} ${show(move)}: pure events ${show(result.events)}, fast ${show(events)}`,
      };
    }
    if ((k + 1) % compareEvery === 0) {
      const differ = sameSave(k + 1);
      if (differ !== null) return { moves: k + 1, disagreement: differ };
    }
  }
}

export function agreement<S>(engine: AnyEngine<S>, config: AgreementConfig): AgreementReport {
  const options: Options = { ...config.options };
  const first = config.seed ?? 1;
  const problems: Problem[] = [];
  let moves = 0;
  let games = 0;
  for (let g = 0; g < config.games && problems.length < (config.maxProblems ?? 3); g++) {
    const seed = first + g;
    const played = playBoth(engine, seed, options, config.compareEvery ?? 16);
    moves += played.moves;
    games++;
    if (played.disagreement !== null) {
      problems.push({
        ...problem('fast-agrees-with-pure', played.disagreement),
        where: `seed ${seed}, options ${show(options)}`,
      });
    }
  }
  return { problems, games, moves };
}
