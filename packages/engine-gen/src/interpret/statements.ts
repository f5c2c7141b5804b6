// Rules-language statements as closures that change the state in place, with the generator's
// meanings: each block is lowered to the statement IR (../ir/lower-stmt.ts), its zones read as
// the generator keeps them (../ir/passes/storage.ts), and played here. Cards are moved through
// the zone layout (a card into a bag is put wherever it was; onto a list it is moved to the
// list's end), `top of` pops its zone, a score adds to the hand's scores with its event,
// `require` is the moves' business (moves.ts). The printer's statement passes (where a move's
// card still is, walks of one bag into another) are left out: the layout finds every card.

import type { Block } from '@orrery/rules-lang';
import {
  addTo,
  rangeLast,
  removeFrom,
  repeatTimes,
  revealZone,
  seatsOf,
  skipTurn,
  teamLabel,
} from '@orrery/runtime';
import type { Ir } from '../ir/expr';
import { lowerBlock } from '../ir/lower-stmt';
import { storage } from '../ir/passes/storage';
import type { Stmt } from '../ir/stmt';
import { mapStmtExprs } from '../ir/walk-stmt';
import { cards, zoneField } from './collections';
import { evaluate, notInterpreted, type At } from './expressions';
import { reason } from './reasons';
import {
  NotInterpreted,
  slotOf,
  type Eval,
  type Interp,
  type Place,
  type Sink,
  type State,
} from './values';

/** A statement: plays on the state; true when it said `again`. */
export type Run = (s: State, ev: Sink) => boolean;

export function runBlock(interp: Interp, place: Place, b: Block): Run {
  const { ctx } = interp;
  let stmts: Stmt[];
  try {
    stmts = mapStmtExprs(lowerBlock({ ...ctx, moveIndex: interp.moveIndex }, b), (e) =>
      storage(e, ctx),
    );
  } catch (error) {
    throw notInterpreted(error, b);
  }
  return runStmts(interp, place, stmts);
}

function runStmts(interp: Interp, place: Place, stmts: readonly Stmt[]): Run {
  const steps = stmts.map((st) => runStatement(interp, place, st));
  if (steps.length === 1) return steps[0]!;
  return (s, ev) => {
    let again = false;
    for (let k = 0; k < steps.length; k++) if (steps[k]!(s, ev)) again = true;
    return again;
  };
}

function runStatement(interp: Interp, place: Place, st: Stmt): Run {
  const { layout, locals } = interp;
  const at: At = st;
  const ev = (e: Ir): Eval => evaluate(interp, place, e, at);
  const num = (e: Ir) => ev(e) as Eval<number>;
  const kept = (e: Ir, copy: boolean): Eval => {
    const value = ev(e);
    return copy ? (s) => (value(s) as number[]).slice() : value;
  };
  switch (st.kind) {
    case 'set': {
      const value = kept(st.value, st.copy);
      if (st.target.kind === 'index') {
        const object = ev(st.target.object) as (s: State) => unknown[];
        const index = num(st.target.index);
        return (s) => {
          object(s)[index(s)] = value(s);
          return false;
        };
      }
      if (st.target.kind !== 'variable') throw new NotInterpreted('`set` needs a variable', st);
      const key = st.target.key;
      return (s) => {
        s.v[key] = value(s) as State['v'][string];
        return false;
      };
    }
    case 'add': {
      const target = ev(st.target) as (s: State) => number[];
      const value = num(st.value);
      if (st.list) {
        return (s) => {
          target(s).push(value(s));
          return false;
        };
      }
      return (s) => {
        addTo(target(s), value(s));
        return false;
      };
    }
    case 'remove': {
      const target = ev(st.target) as (s: State) => number[];
      const value = num(st.value);
      return (s) => {
        removeFrom(target(s), value(s));
        return false;
      };
    }
    case 'move': {
      const into = st.to.kind === 'bag' ? { owner: num(st.to.owner), slot: st.to.slot } : undefined;
      const moves = st.moves.map((c): ((s: State) => void) => {
        if (c.kind === 'top') {
          // Popped off its list: in no zone now, so it is put without a search.
          const from = ev(c.zone) as (s: State) => number[];
          if (into !== undefined) {
            const { owner, slot } = into;
            return (s) => {
              const card = from(s).pop();
              if (card !== undefined) layout.add(s.z, card, slot + owner(s));
            };
          }
          const to = ev(st.to) as (s: State) => number[];
          return (s) => {
            const card = from(s).pop();
            if (card !== undefined) to(s).push(card);
          };
        }
        if (into !== undefined) {
          const { owner, slot } = into;
          if (c.kind === 'card') {
            const card = num(c.card);
            if (c.maybeNone === true)
              return (s) => {
                const k = card(s);
                if (k !== -1) layout.put(s, k, slot + owner(s));
              };
            return (s) => layout.put(s, card(s), slot + owner(s));
          }
          const all = cards(interp, place, c.cards, at);
          return (s) => layout.putAll(s, all(s), slot + owner(s));
        }
        const to = ev(st.to) as (s: State) => number[];
        if (c.kind === 'card') {
          const card = num(c.card);
          if (c.maybeNone === true)
            return (s) => {
              const k = card(s);
              if (k !== -1) layout.moveCard(s, k, to(s));
            };
          return (s) => layout.moveCard(s, card(s), to(s));
        }
        const all = cards(interp, place, c.cards, at);
        return (s) => layout.moveCards(s, all(s), to(s));
      });
      return (s) => {
        for (let k = 0; k < moves.length; k++) moves[k]!(s);
        return false;
      };
    }
    case 'score': {
      // The points are worked out once, so the score and the event that explains it agree.
      const team = num(st.team);
      const points = num(st.points);
      const names = interp.seatNames;
      const said =
        st.reason === undefined
          ? (s: State, t: number, p: number) => `${teamLabel(names, seatsOf(s, t), t)} scores ${p}`
          : reason(interp, place, st.reason, st);
      return (s, sink) => {
        const t = team(s);
        const p = points(s);
        s.handScore[t]! += p;
        if (sink) {
          sink.push({
            type: 'score',
            hand: s.handNumber,
            team: t,
            points: p,
            reason: said(s, t, p),
          });
        }
        return false;
      };
    }
    case 'if': {
      const branches = st.branches.map((b) => ({
        test: ev(b.condition),
        body: runStmts(interp, place, b.body),
      }));
      const otherwise =
        st.otherwise === undefined ? undefined : runStmts(interp, place, st.otherwise);
      return (s, sink) => {
        for (let k = 0; k < branches.length; k++) {
          const b = branches[k]!;
          if (b.test(s)) return b.body(s, sink);
        }
        return otherwise === undefined ? false : otherwise(s, sink);
      };
    }
    case 'for-range': {
      // A counted loop: both ends worked out once, before the first number.
      const from = num(st.from);
      const to = num(st.to);
      const slot = slotOf(interp, st.local);
      const where = st.where === undefined ? undefined : ev(st.where);
      const body = runStmts(interp, place, st.body);
      return (s, sink) => {
        let again = false;
        const first = from(s);
        const last = rangeLast(first, to(s));
        for (let i = first; i <= last; i++) {
          locals[slot] = i;
          if (where !== undefined && !where(s)) continue;
          if (body(s, sink)) again = true;
        }
        return again;
      };
    }
    case 'for': {
      const slot = slotOf(interp, st.local);
      const inner: Place = st.overTeams
        ? { ...place, eventTeam: () => locals[slot] as number }
        : place;
      const where = st.where === undefined ? undefined : ev(st.where);
      const body = runStmts(interp, inner, st.body);
      const each = (s: State, sink: Sink, list: readonly number[]) => {
        let again = false;
        // The length is read at each step, as the generated loop reads it.
        for (let k = 0; k < list.length; k++) {
          locals[slot] = list[k]!;
          if (where !== undefined && !where(s)) continue;
          if (body(s, sink)) again = true;
        }
        return again;
      };
      const coll = st.collection;
      if (coll.kind === 'union' && !coll.bag) {
        // Two nested loops, over the seats and each seat's list.
        const seats = ev(coll.seats) as (s: State) => number[];
        const key = zoneField(coll.zone);
        return (s, sink) => {
          let again = false;
          const owners = seats(s);
          for (let j = 0; j < owners.length; j++) {
            if (each(s, sink, (s.z[key] as number[][])[owners[j]!]!)) again = true;
          }
          return again;
        };
      }
      const list = cards(interp, place, coll, at);
      return (s, sink) => each(s, sink, list(s));
    }
    case 'repeat': {
      const count = num(st.count);
      const body = runStmts(interp, place, st.body);
      return (s, sink) => {
        let again = false;
        for (let k = 0, n = repeatTimes(count(s)); k < n; k++) if (body(s, sink)) again = true;
        return again;
      };
    }
    case 'let': {
      const value = kept(st.value, st.copy);
      const slot = slotOf(interp, st.local);
      return (s) => {
        locals[slot] = value(s);
        return false;
      };
    }
    case 'require':
      return () => false;
    case 'owe': {
      const index = st.move;
      const team = num(st.team);
      return (s) => {
        s.owed.push({ team: team(s), move: index });
        return false;
      };
    }
    case 'event': {
      const name = st.name;
      const seat = place.seat;
      const team = place.eventTeam ?? place.team;
      const said = st.reason === undefined ? undefined : reason(interp, place, st.reason, st);
      return (s, sink) => {
        if (!sink) return false;
        const event: { type: 'rule'; name: string; [k: string]: unknown } = { type: 'rule', name };
        if (seat !== undefined) event.seat = seat(s);
        if (team !== undefined) event.team = team(s);
        if (said !== undefined) event.reason = said(s, -1, 0);
        sink.push(event);
        return false;
      };
    }
    case 'skip':
      return (s) => {
        skipTurn(s);
        return false;
      };
    case 'reverse':
      return (s) => {
        s.direction = -s.direction;
        return false;
      };
    case 'next-turn': {
      const seat = num(st.seat);
      return (s) => {
        s.turnTo = seat(s);
        return false;
      };
    }
    case 'reveal': {
      const { zone } = st;
      const kind = interp.ctx.game.zones[zone]!.owner;
      if (st.owner === undefined) {
        return (s) => {
          revealZone(s, zone, 0, 1);
          return false;
        };
      }
      const owner = num(st.owner);
      return (s) => {
        revealZone(s, zone, owner(s), kind === 'seat' ? s.seats : s.teams);
        return false;
      };
    }
    case 'again':
      return () => true;
  }
}
