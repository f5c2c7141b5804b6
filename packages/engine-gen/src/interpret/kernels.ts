// The kernels of an interpreted engine, assembled: what `makeEngine` asks of a generated
// engine's compiled rules (runtime shell, tables.ts), made of the interpreter's parts.

import type { GameEvent, GameKernels, MoveError } from '@orrery/runtime';
import { chooserOf, moveError, NUMBER_OFFSET, scratchCodes } from '@orrery/runtime';
import { choosers } from './choosers';
import { dealKernels } from './deal';
import { flowKernels } from './flow';
import { handEndKernels } from './hand-end';
import { actingIn, moveKernel, moveTable, type MoveKernel } from './moves';
import { trickKernels, type TrickKernels } from './tricks';
import { ACTING, NOWHERE, type Eval, type Interp, type State } from './values';
import { evaluate, irOf, notInterpreted, number } from './expressions';
import { brokenFacts } from '../ir/known';
import { storage } from '../ir/passes/storage';
import { conditionKey, positive } from '../ir/conditions';
import type { Expression } from '@orrery/rules-lang';
import { variableKernels, zoneKernels } from './variables';

/** One entry of the move table, ready: a trick phase's play, or a declared move. */
type Listed =
  | { readonly index: number; readonly tricks: TrickKernels }
  | { readonly index: number; readonly move: MoveKernel };

export function interpretedKernels(interp: Interp): GameKernels<State, GameEvent> {
  const g = interp.ctx.game;
  const entries = moveTable(interp);
  const tricks = new Map<number, TrickKernels>();
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
  const listed: Listed[] = entries.map((entry) => {
    const phase = g.phases[entry.phaseIndex]!;
    if (entry.move === undefined) {
      const kernels = trickKernels(interp, phase, entry.index);
      tricks.set(entry.phaseIndex, kernels);
      return { index: entry.index, tricks: kernels };
    }
    const when = entry.move.when;
    const listedWhen = when === undefined ? undefined : sharedWhen(entry.phaseIndex, when);
    return {
      index: entry.index,
      move: moveKernel(interp, entry, phase.kind === 'choices', listedWhen),
    };
  });
  const byPhase = g.phases.map((_, i) => listed.filter((l) => entries[l.index]!.phaseIndex === i));
  const listPhase = (s: State, out: number[]): number => {
    listing++;
    let n = 0;
    for (const l of byPhase[s.phase] ?? []) {
      n = 'tricks' in l ? l.tricks.list(s, out, n) : l.move.list(s, out, n);
    }
    return n;
  };
  const legal = (s: State, out: number[]): number => (s.over ? 0 : listPhase(s, out));
  const hasLegal = (s: State): boolean => !s.over && listPhase(s, scratchCodes) > 0;
  const deal = dealKernels(interp);
  const zones = zoneKernels(interp);
  const variables = variableKernels(interp);
  const handEnd = handEndKernels(interp);
  const chooser = choosers(interp);
  const flow = flowKernels(interp, {
    deal,
    zones,
    variables,
    handEnd,
    tricks,
    choosers: chooser,
    hasLegal,
  });
  const whyNot = (s: State, index: number, p: readonly number[]): MoveError | null => {
    const l = listed[index];
    if (l === undefined) return moveError('unknown-move', 'No such move');
    return 'tricks' in l ? l.tricks.why(s, p[0]!) : l.move.why(s, p);
  };
  // A code's parameters, read into one array (moves.ts reads them before anything can call
  // `play` again).
  const p: number[] = [];
  const play = (s: State, code: number, ev: GameEvent[] | undefined): void => {
    const index = code & 63; // a mask, not %: a code read from a move may be a double
    const l = listed[index];
    if (l === undefined) throw new Error(`no move code ${code}`);
    const kinds = entries[index]!.kinds;
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
    let again = false;
    if ('tricks' in l) l.tricks.play(s, p[0]!, ev);
    else again = l.move.play(s, p, ev);
    flow.afterMove(s, again, ev);
  };
  // `played by: SEAT`, read as `seat` for the turn being played, where a phase has it.
  const playedBy = g.phases.map((p) =>
    p.playedBy === undefined ? undefined : number(interp, ACTING, p.playedBy.seat),
  );
  const playedByOf = (s: State): number => {
    const by = playedBy[s.phase];
    return by === undefined ? s.seat : by(s);
  };
  return {
    seatCount: deal.seatCount,
    copies: deal.copies,
    emptyZones: zones.emptyZones,
    cloneZones: zones.cloneZones,
    initialVariables: variables.initialVariables,
    cloneVariables: variables.cloneVariables,
    dealSize: deal.dealSize,
    firstDealer: deal.firstDealer,
    startHand: flow.startHand,
    legal,
    hasLegal,
    play,
    whyNot,
    phaseApplies: flow.phaseApplies,
    matchWinner: handEnd.matchWinner,
    ...knownKernel(interp),
    // Where a seat may sit a trick phase out, who played each card of the trick (the view's).
    ...(g.phases.some((p) => p.tricks?.sitOut !== undefined)
      ? {
          trickSeats: (s: State): number[] => {
            const phase = g.phases[s.phase];
            const t = tricks.get(s.phase);
            return phase?.tricks?.sitOut === undefined || t === undefined ? [] : t.trickSeats(s);
          },
          sittingOut: (s: State): boolean[] => {
            const phase = g.phases[s.phase];
            const t = tricks.get(s.phase);
            return phase?.tricks?.sitOut === undefined || t === undefined ? [] : t.sitting(s);
          },
        }
      : {}),
    // Where a phase names its chooser, who makes a choice in the phase being played (the
    // saved-game check asks it).
    ...(g.phases.some((p) => p.chooser !== undefined)
      ? {
          chooser: (s: State, team: number): number => (chooser.get(s.phase) ?? chooserOf)(s, team),
        }
      : {}),
    ...(playedBy.some((by) => by !== undefined) ? { playedBy: playedByOf } : {}),
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
