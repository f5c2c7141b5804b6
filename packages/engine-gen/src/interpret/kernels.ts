// The kernels of an interpreted engine, assembled: what `makeEngine` asks of a generated
// engine's compiled rules (runtime shell, tables.ts), made of the interpreter's parts. The
// hand's flow around them is the runtime's, as for a generated engine.

import {
  CHOICE_FLOW,
  TRICK_FLOW,
  type GameEvent,
  type GameKernels,
  type PhaseKernels,
} from '@orrery/runtime';
import { NUMBER_OFFSET } from '@orrery/runtime';
import type { Expression } from '@orrery/rules-lang';
import { conditionKey, positive } from '../ir/conditions';
import { brokenFacts } from '../ir/known';
import { storage } from '../ir/passes/storage';
import { choosers } from './choosers';
import { dealKernels } from './deal';
import { evaluate, irOf, notInterpreted, number } from './expressions';
import { handEndKernels } from './hand-end';
import { actingIn, moveKernel, moveTable, type MoveEntry, type MoveKernel } from './moves';
import { phaseKernels } from './phases';
import { trickKernels, type InterpretedTricks } from './tricks';
import { ACTING, NOWHERE, type Eval, type Interp, type Sink, type State } from './values';
import { variableKernels } from './variables';

export function interpretedKernels(interp: Interp): GameKernels<State, GameEvent> {
  const g = interp.ctx.game;
  const entries = moveTable(interp);
  // A `when` several moves of a phase test (`draw when x`, `pass when not x`) is worked out once
  // a listing, as the generated listing shares it (ir/conditions.ts compares them as IR).
  let listing = 0;
  const shared = new Map<string, { test: Eval; at: number; value: boolean }>();
  const sharedWhen = (phaseIndex: number, when: Expression): ((s: State) => boolean) => {
    const { condition, negated } = positive(irOf(interp, when));
    const key = `${phaseIndex} ${conditionKey(condition)}`;
    let c = shared.get(key);
    if (c === undefined) {
      c = {
        test: evaluate(interp, actingIn(interp, phaseIndex), condition, when),
        at: -1,
        value: false,
      };
      shared.set(key, c);
    }
    const cell = c;
    const read = (s: State) => {
      if (cell.at !== listing) {
        cell.at = listing;
        cell.value = Boolean(cell.test(s));
      }
      return cell.value;
    };
    return negated ? (s) => !read(s) : read;
  };
  const tricks = new Map<number, InterpretedTricks>();
  const declared = new Map<number, MoveKernel>();
  for (const entry of entries) {
    const phase = g.phases[entry.phaseIndex]!;
    if (entry.move === undefined) {
      tricks.set(entry.phaseIndex, trickKernels(interp, phase, entry.index));
      continue;
    }
    const when = entry.move.when;
    const listedWhen = when === undefined ? undefined : sharedWhen(entry.phaseIndex, when);
    declared.set(entry.index, moveKernel(interp, entry, phase.kind === 'choices', listedWhen));
  }
  const chooser = choosers(interp);
  const phases = g.phases.map((phase, i): PhaseKernels<State, GameEvent> => {
    const moves = entries.flatMap((e) => {
      const kernel = declared.get(e.index);
      return e.phaseIndex === i && kernel !== undefined ? [kernel] : [];
    });
    const trick = tricks.get(i);
    return {
      ...phaseKernels(interp, phase),
      // The phase's declared moves, in table order (a trick phase's cards are listed first).
      ...(moves.length === 0
        ? {}
        : {
            list: (s: State, out: number[], n: number): number => {
              listing++;
              for (const m of moves) n = m.list(s, out, n);
              return n;
            },
          }),
      ...(trick === undefined ? {} : { tricks: trick.kernels }),
      // `choices: by SEAT`, read with `team` the team owed the choice.
      ...(phase.chooser === undefined ? {} : { chooser: chooser.get(i)! }),
      // `played by: SEAT`, read as `seat` for the turn being played.
      ...(phase.playedBy === undefined
        ? {}
        : { playedBy: number(interp, ACTING, phase.playedBy.seat) }),
    };
  });
  // Each move's play, by index: a trick phase's card, or a declared move with its parameters.
  const p: number[] = [];
  const plays = entries.map((entry): ((s: State, code: number, ev: Sink) => boolean) => {
    const trick = entry.move === undefined ? tricks.get(entry.phaseIndex) : undefined;
    if (trick !== undefined) {
      return (s, code, ev) => {
        trick.play(s, (code >> 6) & 4095, ev);
        return false;
      };
    }
    const kernel = declared.get(entry.index)!;
    return (s, code, ev) => kernel.play(s, decode(entry, code, p), ev);
  });
  const deal = dealKernels(interp);
  const variables = variableKernels(interp);
  const handEnd = handEndKernels(interp);
  // `next dealer: SEAT`, read once the hand is scored; without it C2 passes the deal clockwise.
  const next = g.nextDealer;
  const resets = {
    ...optional('hand', variables.reset('hand')),
    ...optional('trick', variables.reset('trick')),
    ...optional('turn', variables.reset('turn')),
  };
  return {
    seatCount: (s) => deal.seatCount(s.options),
    copies: (s) => deal.copies(s.options),
    dealSize: deal.dealSize,
    firstDealer: deal.firstDealer,
    starts: variables.starts,
    resets,
    phases,
    trickFlow: TRICK_FLOW,
    choiceFlow: CHOICE_FLOW,
    // A mask, not %: a code read from a move may be a double.
    play: (s, code, ev) => plays[code & 63]!(s, code, ev),
    why: (s, index, q) => declared.get(index)?.why(s, q),
    ...(handEnd.score === undefined ? {} : { score: handEnd.score }),
    match: handEnd.match,
    ...(next === undefined ? {} : { nextDealer: number(interp, NOWHERE, next.seat) }),
    ...knownKernel(interp),
  };
}

/** The `known` facts' kernel (../ir/known.ts): how many parts of them a state breaks. */
function knownKernel(interp: Interp): Pick<GameKernels<State, GameEvent>, 'brokenFacts'> {
  let facts: ReturnType<typeof brokenFacts>;
  try {
    facts = brokenFacts(interp.ctx);
  } catch (error) {
    throw notInterpreted(error, interp.ctx.game.known[0]!.fact);
  }
  if (facts === undefined) return {};
  const count = evaluate(interp, NOWHERE, storage(facts.ir, interp.ctx), facts.at);
  return { brokenFacts: (s) => count(s) as number };
}

function optional<K extends string, F>(key: K, f: F | undefined): { [k in K]?: F } {
  return (f === undefined ? {} : { [key]: f }) as { [k in K]?: F };
}

/** A code's parameters, read into `p` (moves.ts reads them before anything can call again). */
function decode(entry: MoveEntry, code: number, p: number[]): number[] {
  const kinds = entry.kinds;
  // Codes of up to two parameters stay below 2^30, so shifts are exact; three need division.
  for (let k = 0; k < kinds.length; k++) {
    // A set of cards, always the last parameter: its id may take more than 12 bits.
    if (kinds[k] === 'cards') {
      p[k] = Math.floor(code / (64 * 4096 ** k));
      continue;
    }
    const raw =
      kinds.length <= 2
        ? (code >> (6 + 12 * k)) & 4095
        : Math.floor(code / (64 * 4096 ** k)) % 4096;
    p[k] = kinds[k] === 'number' ? raw - NUMBER_OFFSET : raw;
  }
  return p;
}
