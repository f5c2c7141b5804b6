/**
 * Plays a scenario through an engine's pure API and reports the first step where the engine
 * and the scenario disagree: which step, of which kind, and what differed.
 */

import type { DealSpec, GameEvent } from '@orrery/runtime';
import type { AnyEngine } from './invariants/engine-under-test';
import { checkExpectation } from './scenario-expect';
import type { Scenario, ScenarioStep, SeatedMove } from './scenario-schema';

export interface ScenarioFailure {
  /** Index into `steps`; -1 for the setup. */
  readonly step: number;
  readonly kind: 'setup' | 'play' | 'moves' | 'illegal' | 'trick' | 'expect' | 'repeat';
  readonly message: string;
}

export type ScenarioReport =
  | { readonly ok: true; readonly steps: number }
  | { readonly ok: false; readonly failure: ScenarioFailure };

class StepFailed extends Error {
  constructor(readonly failure: ScenarioFailure) {
    super(failure.message);
  }
}

function kindOf(step: ScenarioStep): ScenarioFailure['kind'] {
  if ('play' in step) return 'play';
  if ('moves' in step) return 'moves';
  if ('illegal' in step) return 'illegal';
  if ('trick' in step) return 'trick';
  return 'expect';
}

interface Run<S> {
  readonly engine: AnyEngine<S>;
  readonly options: Readonly<Record<string, string | number>>;
  state: S;
  events: GameEvent[];
  /** The saved state after each step, for the repeat check. */
  readonly trace: string[];
}

function fail(step: number, kind: ScenarioFailure['kind'], message: string): never {
  throw new StepFailed({ step, kind, message });
}

/** Plays one move that must be legal; keeps its events. */
function playMove<S>(
  run: Run<S>,
  move: SeatedMove,
  at: number,
  kind: ScenarioFailure['kind'],
): GameEvent[] {
  const result = run.engine.apply(run.state, move);
  if (!result.ok) {
    fail(
      at,
      kind,
      `${JSON.stringify(move)} was refused: ${result.error.code} (${result.error.message})`,
    );
  }
  run.state = result.state;
  run.events.push(...result.events);
  return [...result.events];
}

function runStep<S>(run: Run<S>, step: ScenarioStep, at: number): void {
  const { engine } = run;
  if ('play' in step) {
    playMove(run, step.play, at, 'play');
  } else if ('moves' in step) {
    step.moves.forEach((move, k) => {
      try {
        playMove(run, move, at, 'moves');
      } catch (e) {
        if (e instanceof StepFailed) fail(at, 'moves', `move ${k}: ${e.failure.message}`);
        throw e;
      }
    });
  } else if ('illegal' in step) {
    const before = engine.serialize(run.state);
    const result = engine.apply(run.state, step.illegal);
    if (result.ok) fail(at, 'illegal', `${JSON.stringify(step.illegal)} was accepted`);
    if (result.error.code !== step.code) {
      fail(
        at,
        'illegal',
        `expected code ${step.code}, got ${result.error.code} (${result.error.message})`,
      );
    }
    if (engine.serialize(run.state) !== before)
      fail(at, 'illegal', 'the refused move changed the state');
  } else if ('trick' in step) {
    const leader = engine.toMove(run.state);
    if (leader === null) fail(at, 'trick', 'the match is over: no one leads');
    const seats = engine.meta.seatCount(run.options);
    const fired: GameEvent[] = [];
    step.trick.forEach((card, k) => {
      // Each card by the seat to move: clockwise from the leader, past any seat sitting out.
      const seat = (k === 0 ? leader : engine.toMove(run.state)) ?? (leader + k) % seats;
      const move = { seat, type: step.type ?? 'play', card };
      try {
        fired.push(...playMove(run, move, at, 'trick'));
      } catch (e) {
        if (e instanceof StepFailed) fail(at, 'trick', `card ${k}: ${e.failure.message}`);
        throw e;
      }
    });
    const tricks = fired.filter((e) => e.type === 'trick');
    const trick = tricks[0];
    if (tricks.length !== 1 || trick === undefined) {
      fail(at, 'trick', `expected the cards to complete one trick, got ${tricks.length}`);
    }
    if (trick['winner'] !== step.winner || trick['leader'] !== leader) {
      fail(at, 'trick', `expected seat ${step.winner} to win, got ${JSON.stringify(trick)}`);
    }
  } else {
    const problems = checkExpectation(
      { engine, state: run.state, events: run.events },
      step.expect,
    );
    run.events = [];
    if (problems.length > 0) fail(at, 'expect', problems.join('; '));
  }
}

/** A deal as the engine takes it: optional fields absent rather than undefined. */
function dealSpec(deal: NonNullable<Scenario['deals']>[number]): DealSpec {
  return {
    hands: deal.hands,
    ...(deal.dealer === undefined ? {} : { dealer: deal.dealer }),
    ...(deal.stock === undefined ? {} : { stock: deal.stock }),
  };
}

function runOnce<S>(
  engine: AnyEngine<S>,
  scenario: Scenario,
): { report: ScenarioReport; trace: string[] } {
  const setup = engine.setup({
    ...(scenario.seed === undefined ? {} : { seed: scenario.seed }),
    ...(scenario.options === undefined ? {} : { options: scenario.options }),
    ...(scenario.deals === undefined ? {} : { deals: scenario.deals.map(dealSpec) }),
  });
  if (!setup.ok) {
    const { code, message, path } = setup.error;
    return {
      report: {
        ok: false,
        failure: { step: -1, kind: 'setup', message: `${code} at ${path}: ${message}` },
      },
      trace: [],
    };
  }
  const run: Run<S> = {
    engine,
    options: scenario.options ?? {},
    state: setup.value,
    events: [],
    trace: [],
  };
  try {
    scenario.steps.forEach((step, at) => {
      try {
        runStep(run, step, at);
      } catch (e) {
        if (e instanceof StepFailed) throw e;
        fail(at, kindOf(step), `threw: ${e instanceof Error ? e.message : String(e)}`);
      }
      run.trace.push(engine.serialize(run.state));
    });
  } catch (e) {
    if (e instanceof StepFailed)
      return { report: { ok: false, failure: e.failure }, trace: run.trace };
    throw e;
  }
  return { report: { ok: true, steps: scenario.steps.length }, trace: run.trace };
}

/** Plays the scenario; with `repeat`, plays it again and requires the same states (C3). */
export function runScenario<S>(engine: AnyEngine<S>, scenario: Scenario): ScenarioReport {
  if (scenario.game !== engine.meta.id) {
    return {
      ok: false,
      failure: {
        step: -1,
        kind: 'setup',
        message: `scenario is for '${scenario.game}', engine is '${engine.meta.id}'`,
      },
    };
  }
  const first = runOnce(engine, scenario);
  if (!first.report.ok || scenario.repeat !== true) return first.report;
  const second = runOnce(engine, scenario);
  const at = first.trace.findIndex((text, k) => second.trace[k] !== text);
  if (at >= 0)
    return {
      ok: false,
      failure: { step: at, kind: 'repeat', message: 'a second run reached a different state' },
    };
  return first.report;
}

/** One line for a test failure: `step 4 (illegal): expected code must-follow-suit, got ...`. */
export function describeFailure(failure: ScenarioFailure): string {
  return failure.step < 0
    ? `setup: ${failure.message}`
    : `step ${failure.step} (${failure.kind}): ${failure.message}`;
}
