/**
 * One seeded random match, checked after every move. Moves are picked uniformly from the listed
 * ones with a generator seeded from the match seed, so a problem found here is reproduced by
 * the same seed and options; `where` says which move showed it.
 */

import { randomBelow, seedRandom, type ApplyResult, type Move } from '@orrery/runtime';
import { checkCardsConserved } from './cards';
import { checkApplyRepeatable, checkReplay } from './determinism';
import type { AnyEngine } from './engine-under-test';
import type { Options } from './layout';
import { checkListedMovesApply } from './listed';
import { problem, show, type CheckId, type Problem } from './problem';
import { checkRefusedWhenOver, checkUnlistedMovesRefused } from './refusals';
import { checkCorruptSavedGamesRefused, checkRoundTrip } from './saved-games';
import { checkEventsKeepSecrets, checkViewsKeepSecrets, secretsBySeat } from './secrecy';
import { snapshotOf } from './snapshot';
import { checkOutcome, checkTurn } from './turn';

export interface MatchPlan {
  readonly seed: number;
  readonly options: Options;
  /** The runtime's hand limit for the match (`SetupArgs.handLimit`); none when undefined. */
  readonly handLimit?: number | undefined;
  /** Moves after which a match that has not ended is a problem. */
  readonly moveLimit: number;
  /** The long checks (malformed input, corrupt saves) run every this many moves and at the end. */
  readonly deepEvery: number;
  /**
   * Moves checked one by one; past them, only every `deepEvery`-th move is. Saved games grow
   * with every completed hand, so checking each move of a very long random match costs time
   * quadratic in its length; the moves in between are still played and must still apply.
   */
  readonly everyMoveFor: number;
}

export interface MatchReport {
  readonly problems: Problem[];
  readonly moves: number;
  readonly over: boolean;
  readonly hands: number;
}

/** Corrupt saves test the reader, which varies little from move to move: every this many moves. */
const CORRUPT_EVERY = 200;

/** More than this many problems of one check in one match add nothing but noise. */
const PROBLEMS_PER_CHECK = 3;

/** Plays one random listed move with no checks: 'over' when none is listed, null if refused. */
function playUnchecked<S>(
  engine: AnyEngine<S>,
  state: S,
  picks: number[],
): { state: S; move: Move } | 'over' | null {
  const legal = engine.legalMoves(state);
  if (legal.length === 0) return 'over';
  const move = legal[randomBelow(picks, legal.length)]!;
  const result = engine.apply(state, move);
  return result.ok ? { state: result.state, move } : null;
}

export function playCheckedMatch<S>(engine: AnyEngine<S>, plan: MatchPlan): MatchReport {
  const { seed, options, handLimit } = plan;
  const problems: Problem[] = [];
  const counts = new Map<CheckId, number>();
  const add = (k: number, found: readonly Problem[]) => {
    for (const p of found) {
      const n = counts.get(p.check) ?? 0;
      counts.set(p.check, n + 1);
      if (n < PROBLEMS_PER_CHECK) {
        problems.push({ ...p, where: `seed ${seed}, options ${show(options)}, move ${k}` });
      }
    }
  };
  /** Runs a check; an engine call that throws inside it is that check's problem. */
  const run = (check: CheckId, k: number, body: () => readonly Problem[]) => {
    try {
      add(k, body());
    } catch (e) {
      add(k, [problem(check, `threw: ${e instanceof Error ? e.message : String(e)}`)]);
    }
  };

  const setup = engine.setup({ seed, options, handLimit });
  if (!setup.ok) {
    add(0, [problem('match-ends', `setup refused: ${show(setup.error)}`)]);
    return { problems, moves: 0, over: false, hands: 0 };
  }
  let state = setup.value;
  const picks = [...seedRandom(seed ^ 0x5bd1e995)];
  // A second generator for the checks' own random inputs, so they never change the match played.
  const probes = [...seedRandom(seed ^ 0x2545f491)];
  const teams = engine.meta.teamCount(options);
  const moves: Move[] = [];
  // Each state's saved game, made once for the checks that only read it.
  let saved = engine.serialize(state);
  const checkpoints = new Map<number, string>([[0, saved]]);
  let secrets = secretsBySeat(engine, options, state, saved);

  for (let k = 0; ; k++) {
    const deep = k % plan.deepEvery === 0;
    if (k >= plan.everyMoveFor && !deep) {
      const played = playUnchecked(engine, state, picks);
      if (played === 'over') break;
      if (played !== null) {
        state = played.state;
        moves.push(played.move);
        continue;
      }
      // A refused move: check this state fully, so the problem is named.
    }
    if (k > plan.everyMoveFor) {
      saved = engine.serialize(state);
      secrets = secretsBySeat(engine, options, state, saved);
    }
    const now = { state, saved, secrets };
    run('cards-conserved', k, () => checkCardsConserved(engine, options, now.state, now.saved));
    run('views-keep-secrets', k, () =>
      checkViewsKeepSecrets(engine, options, now.state, now.secrets, deep),
    );
    let legal: Move[] = [];
    run('turn-well-formed', k, () => {
      const turn = checkTurn(engine, options, now.state);
      legal = turn.legal;
      return turn.problems;
    });
    const over = engine.outcome(state).over;
    run('match-ends', k, () => checkOutcome(engine.outcome(now.state), teams, over));
    if (over || legal.length === 0) break;
    if (k >= plan.moveLimit) {
      add(k, [problem('match-ends', `the match did not end within ${plan.moveLimit} moves`)]);
      break;
    }

    let snap = snapshotOf(engine, state, deep);
    let results: (ApplyResult<S> | null)[] = [];
    run('listed-moves-apply', k, () => {
      const listed = checkListedMovesApply(engine, now.state, legal, snap, deep);
      results = listed.results;
      if (listed.changed) snap = snapshotOf(engine, now.state, deep);
      return listed.problems;
    });
    run('unlisted-moves-refused', k, () =>
      checkUnlistedMovesRefused(
        engine,
        options,
        now.state,
        legal,
        probes,
        { randomMoves: 4, malformed: deep },
        snap,
      ),
    );
    if (k % CORRUPT_EVERY === 0) {
      run('corrupt-saved-game-refused', k, () =>
        checkCorruptSavedGamesRefused(engine, now.state, probes, now.saved),
      );
    }

    const pick = randomBelow(picks, legal.length);
    const move = legal[pick]!;
    const result = results[pick];
    if (result === undefined || result === null || !result.ok) break; // already a problem
    const next = engine.serialize(result.state);
    run('same-seed-same-game', k, () =>
      checkApplyRepeatable(engine, now.state, move, result, next),
    );
    run('saved-game-round-trip', k, () =>
      checkRoundTrip(engine, now.state, deep ? { move, saved: next } : undefined, now.saved),
    );
    const after = secretsBySeat(engine, options, result.state, next);
    if (secrets !== null && after !== null) {
      const before = secrets;
      run('events-keep-secrets', k, () =>
        checkEventsKeepSecrets(move, before, after, result.events),
      );
    }
    secrets = after;
    state = result.state;
    saved = next;
    moves.push(move);
    if (deep) checkpoints.set(moves.length, saved);
  }

  const end = moves.length;
  const outcome = engine.outcome(state);
  if (outcome.over) {
    run('unlisted-moves-refused', end, () =>
      checkRefusedWhenOver(engine, options, state, moves, probes),
    );
    run('saved-game-round-trip', end, () => checkRoundTrip(engine, state));
    run('corrupt-saved-game-refused', end, () =>
      checkCorruptSavedGamesRefused(engine, state, probes),
    );
    run('views-keep-secrets', end, () => checkViewsKeepSecrets(engine, options, state));
  } else if (end < plan.moveLimit) {
    add(end, [problem('match-ends', 'play stopped before the match was over')]);
  }
  checkpoints.set(end, engine.serialize(state));
  run('same-seed-same-game', end, () =>
    checkReplay(engine, { seed, options, handLimit }, moves, checkpoints),
  );
  return { problems, moves: end, over: outcome.over, hands: outcome.hands.length };
}
