// How a hand flows in an interpreted engine (flow.ts of the generator): the deal, phases in
// order (skipping those whose `when` fails), turns once around or clockwise (a seat with no
// legal move sits its turn out; a full round of that ends the phase), tricks, owed choices in
// seat order from the dealer's left, and the end of the hand with the match check.

import type { ResolvedPhase } from '@orrery/rules-lang';
import {
  chooserOf,
  closeHand,
  dealHand,
  dealt,
  firstSeat,
  passTurn,
  recordHand,
  resetHand,
  type Owed,
} from '@orrery/runtime';
import { movesCards } from '../ir/tables';
import { evaluator, number } from './expressions';
import type { Chooser } from './choosers';
import type { HandEndKernels } from './hand-end';
import { runBlock, type Run } from './statements';
import type { TrickKernels } from './tricks';
import type { DealKernels } from './deal';
import type { VariableKernels, ZoneKernels } from './variables';
import { ACTING, NOWHERE, type Eval, type Interp, type Sink, type State } from './values';

export interface FlowKernels {
  startHand(s: State, ev: Sink): void;
  phaseApplies(s: State, p: number): boolean;
  afterMove(s: State, again: boolean, ev: Sink): void;
}

/** What the flow asks of the other parts. */
export interface FlowParts {
  readonly deal: DealKernels;
  readonly zones: ZoneKernels;
  readonly variables: VariableKernels;
  readonly handEnd: HandEndKernels;
  /** The trick kernels of each phase that takes tricks, by phase index. */
  readonly tricks: ReadonlyMap<number, TrickKernels>;
  /** Who makes an owed choice in each `choices` phase, by phase index (choosers.ts). */
  readonly choosers: ReadonlyMap<number, Chooser>;
  readonly hasLegal: (s: State) => boolean;
}

interface PhaseFlow {
  begin(s: State, ev: Sink): void;
  after(s: State, again: boolean, ev: Sink): void;
}

export function flowKernels(interp: Interp, parts: FlowParts): FlowKernels {
  const g = interp.ctx.game;
  const count = g.phases.length;
  const hand = g.zones.findIndex((z) => z.name === g.deal?.to);
  const rest = g.zones.findIndex((z) => z.name === g.deal?.rest);
  const resetHandVariables = parts.variables.reset('hand');
  const resetTrickVariables = parts.variables.reset('trick');
  const applies: (Eval | undefined)[] = g.phases.map((p) =>
    p.when === undefined ? undefined : evaluator(interp, NOWHERE, p.when),
  );
  const phaseApplies = (s: State, p: number): boolean => {
    if (p < 0 || p >= count) return false;
    const when = applies[p];
    return when === undefined || Boolean(when(s));
  };
  const startHand = (s: State, ev: Sink): void => {
    if (resetHandVariables !== undefined) resetHandVariables(s);
    if (resetTrickVariables !== undefined) resetTrickVariables(s);
    resetHand(s);
    s.z = parts.zones.emptyZones(s.seats, s.teams);
    dealHand(s, interp.layout, hand, rest, parts.deal.dealSize(s));
    dealt(s, ev);
    enterPhase(s, 0, ev);
  };
  const lowest = interp.ctx.game.match.lowestWins;
  // `next dealer: SEAT`, read once the hand is scored; without it C2 passes the deal clockwise.
  const next = interp.ctx.game.nextDealer;
  const nextDealer = next === undefined ? undefined : number(interp, NOWHERE, next.seat);
  const endHand = (s: State, ev: Sink): void => {
    parts.handEnd.score(s, ev);
    recordHand(s, ev);
    const winner = parts.handEnd.matchWinner(s, ev);
    if (closeHand(s, winner, ev, lowest, nextDealer)) startHand(s, ev);
  };
  const enterPhase = (s: State, first: number, ev: Sink): void => {
    let p = first;
    while (p < count && !phaseApplies(s, p)) p++;
    if (p >= count) {
      endHand(s, ev);
      return;
    }
    s.phase = p;
    s.step = 0;
    s.idle = 0;
    flows[p]!.begin(s, ev);
  };
  const flows: PhaseFlow[] = g.phases.map((phase, i) =>
    phaseFlow(interp, parts, phase, i, (s, ev) => enterPhase(s, i + 1, ev), resetTrickVariables),
  );
  return {
    startHand,
    phaseApplies,
    afterMove: (s, again, ev) => {
      const flow = flows[s.phase];
      if (flow !== undefined) flow.after(s, again, ev);
    },
  };
}

function phaseFlow(
  interp: Interp,
  parts: FlowParts,
  phase: ResolvedPhase,
  i: number,
  next: (s: State, ev: Sink) => void,
  resetTrick: ((s: State) => void) | undefined,
): PhaseFlow {
  const hook = (b: ResolvedPhase['hooks']['start'], place = ACTING): Run | undefined =>
    b === undefined ? undefined : runBlock(interp, place, b);
  const start = hook(phase.hooks.start);
  const end = hook(phase.hooks.end, NOWHERE);
  const endWhen = phase.endWhen.map((e) => evaluator(interp, ACTING, e));
  const ended = (s: State) => endWhen.some((e) => Boolean(e(s)));
  const finish = (s: State, ev: Sink) => {
    if (end !== undefined) end(s, ev);
    next(s, ev);
  };
  const { hasLegal } = parts;
  const turnStartHook = hook(phase.hooks.turnStart);
  const resetTurn = parts.variables.reset('turn');
  if (phase.kind === 'tricks') {
    const tricks = parts.tricks.get(i)!;
    const trickKey = phase.tricks!.to.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
    // Each card played is a turn: `each turn` variables start again and `at turn start` runs
    // before every seat's card.
    // Where the rules move cards themselves, a corrupt save may leave a seat to play with no
    // card: the phase ends rather than wait on it for ever (flow.ts of the generator).
    const guard = movesCards(interp.ctx.game);
    const sitsOut = phase.tricks!.sitOut !== undefined;
    // `first lead: SEAT`, worked out once the start hook has run.
    const lead = phase.tricks!.firstLead;
    const firstLead = lead === undefined ? undefined : number(interp, ACTING, lead.seat);
    const trickEnd =
      phase.hooks.trickEnd === undefined ? undefined : trickEndHook(interp, phase.hooks.trickEnd);
    const trickTurnStart = (s: State, ev: Sink): void => {
      if (resetTurn !== undefined) resetTurn(s);
      if (turnStartHook !== undefined) turnStartHook(s, ev);
      if (guard && !hasLegal(s)) finish(s, ev);
    };
    return {
      begin: (s, ev) => {
        s.seat = s.leader;
        if (start !== undefined) start(s, ev);
        if (firstLead !== undefined) s.seat = s.leader = firstSeat(s, firstLead(s));
        if (sitsOut) s.seat = s.leader = tricks.nextPlayer(s, s.leader);
        if (tricks.handsEmpty(s)) finish(s, ev);
        else trickTurnStart(s, ev);
      },
      after: (s, _again, ev) => {
        if ((s.z[trickKey] as number[]).length < (sitsOut ? tricks.players(s) : s.seats)) {
          s.seat = sitsOut ? tricks.nextPlayer(s, s.seat + 1) : (s.seat + 1) % s.seats;
          trickTurnStart(s, ev);
          return;
        }
        tricks.complete(s, ev, resetTrick, trickEnd);
        if (tricks.handsEmpty(s) || ended(s)) finish(s, ev);
        else {
          s.seat = s.leader;
          trickTurnStart(s, ev);
        }
      },
    };
  }
  if (phase.kind === 'choices') {
    const chooser = parts.choosers.get(i) ?? chooserOf;
    const settle = (s: State, ev: Sink) => {
      while (s.owed.length > 0) {
        s.seat = chooser(s, s.owed[0]!.team);
        if (hasLegal(s)) return;
        s.owed.shift(); // a choice with nothing to choose is skipped
      }
      finish(s, ev);
    };
    return {
      begin: (s, ev) => {
        if (start !== undefined) start(s, ev);
        // Owed choices are made in seat order from the dealer's left, then in the order owed.
        const position = (o: Owed) => (chooser(s, o.team) - s.dealer - 1 + s.seats) % s.seats;
        s.owed = s.owed
          .map((o, k) => ({ o, k }))
          .sort((a, b) => position(a.o) - position(b.o) || a.k - b.k)
          .map((x) => x.o);
        settle(s, ev);
      },
      after: (s, again, ev) => {
        if (!again) s.owed.shift();
        settle(s, ev);
      },
    };
  }
  // Turns, once around from the dealer's left or clockwise until an `end when` holds.
  const onceAround = phase.order === 'once-around';
  const first = phase.first === undefined ? undefined : number(interp, ACTING, phase.first);
  const turnStart = (s: State, ev: Sink): void => {
    if (resetTurn !== undefined) resetTurn(s);
    if (turnStartHook !== undefined) turnStartHook(s, ev);
    if (hasLegal(s)) {
      s.idle = 0;
      return;
    }
    // A seat with no legal move sits the turn out; a full round of that ends the phase.
    if (ev) ev.push({ type: 'no-move', seat: s.seat });
    s.idle++;
    if (s.idle >= s.seats) finish(s, ev);
    else after(s, false, ev);
  };
  const after = (s: State, again: boolean, ev: Sink): void => {
    if (again && hasLegal(s)) return;
    if (onceAround) {
      s.step++;
      if (s.step >= s.seats || ended(s)) {
        finish(s, ev);
        return;
      }
      s.seat = (s.dealer + 1 + s.step) % s.seats;
    } else {
      if (ended(s)) {
        finish(s, ev);
        return;
      }
      // To the left, unless a `reverse`, a `skip` or a `next turn to` said otherwise.
      passTurn(s);
    }
    turnStart(s, ev);
  };
  return {
    begin: (s, ev) => {
      s.seat = (s.dealer + 1) % s.seats;
      s.turnTo = -1; // a seat named in an earlier phase does not carry into this one
      if (start !== undefined) start(s, ev);
      // `turns: ... from SEAT`, worked out once the start hook has run.
      if (first !== undefined) s.seat = firstSeat(s, first(s));
      if (ended(s)) finish(s, ev);
      else turnStart(s, ev);
    },
    after,
  };
}

/**
 * A trick phase's `at trick end`: no seat acts, and `winner`, the seat that took the trick, is
 * read from a slot of its own (as the match's `team` is, hand-end.ts).
 */
function trickEndHook(
  interp: Interp,
  body: NonNullable<ResolvedPhase['hooks']['trickEnd']>,
): (s: State, ev: Sink, winner: number) => void {
  const slot = interp.locals.length;
  interp.locals.push(0);
  const { locals } = interp;
  const run = runBlock(interp, { ...NOWHERE, winner: () => locals[slot] as number }, body);
  return (s, ev, winner) => {
    locals[slot] = winner;
    run(s, ev);
  };
}
