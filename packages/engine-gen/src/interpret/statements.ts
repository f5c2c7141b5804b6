// Rules-language statements as closures that change the state in place, with the generator's
// meanings (compile-stmt.ts): cards are moved through the zone layout (a card into a bag is
// put wherever it was; onto a list it is moved to the list's end), `top of` pops its zone, a
// score adds to the hand's scores with its event, `require` is the moves' business (moves.ts).

import { elementType, type Block, type Statement } from '@orrery/rules-lang';
import {
  addTo,
  rangeLast,
  removeFrom,
  repeatTimes,
  seatsOf,
  skipTurn,
  teamLabel,
} from '@orrery/runtime';
import { bagInstance, cardsOf, zoneField } from './collections';
import { byValue, evaluator, number } from './expressions';
import { reason } from './reasons';
import { NotInterpreted, slotOf, type Interp, type Place, type Sink, type State } from './values';

/** A statement: plays on the state; true when it said `again`. */
export type Run = (s: State, ev: Sink) => boolean;

export function runBlock(interp: Interp, place: Place, b: Block): Run {
  const steps = b.statements.map((st) => runStatement(interp, place, st));
  if (steps.length === 1) return steps[0]!;
  return (s, ev) => {
    let again = false;
    for (let k = 0; k < steps.length; k++) if (steps[k]!(s, ev)) again = true;
    return again;
  };
}

function runStatement(interp: Interp, place: Place, st: Statement): Run {
  const { ctx, layout, locals } = interp;
  const game = ctx.game;
  switch (st.kind) {
    case 'SetStmt': {
      const value = byValue(interp, place, st.value);
      if (st.target.kind === 'Index') {
        const object = evaluator(interp, place, st.target.object) as (s: State) => unknown[];
        const index = number(interp, place, st.target.index);
        return (s) => {
          object(s)[index(s)] = value(s);
          return false;
        };
      }
      const target = st.target.kind === 'Reference' ? game.symbolOf(st.target) : undefined;
      if (target?.kind !== 'variable') throw new NotInterpreted('`set` needs a variable', st);
      const key = ctx.varKey(target.variable);
      return (s) => {
        s.v[key] = value(s) as State['v'][string];
        return false;
      };
    }
    case 'AddStmt': {
      const target = evaluator(interp, place, st.target) as (s: State) => number[];
      const value = number(interp, place, st.value);
      if (game.typeOf(st.target).kind === 'list') {
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
    case 'RemoveStmt': {
      const target = evaluator(interp, place, st.target) as (s: State) => number[];
      const value = number(interp, place, st.value);
      return (s) => {
        removeFrom(target(s), value(s));
        return false;
      };
    }
    case 'MoveCardsStmt': {
      const into = bagInstance(interp, place, st.to);
      const moves = st.cards.map((c): ((s: State) => void) => {
        if (c.kind === 'TopOf') {
          // Popped off its list: in no zone now, so it is put without a search.
          const from = evaluator(interp, place, c.zone) as (s: State) => number[];
          if (into !== undefined) {
            const { owner, slot } = into;
            return (s) => {
              const card = from(s).pop();
              if (card !== undefined) layout.add(s.z, card, slot + owner(s));
            };
          }
          const to = evaluator(interp, place, st.to) as (s: State) => number[];
          return (s) => {
            const card = from(s).pop();
            if (card !== undefined) to(s).push(card);
          };
        }
        const one = game.typeOf(c).kind === 'card';
        if (into !== undefined) {
          const { owner, slot } = into;
          if (one) {
            const card = number(interp, place, c);
            return (s) => layout.put(s, card(s), slot + owner(s));
          }
          const all = cardsOf(interp, place, c);
          return (s) => layout.putAll(s, all(s), slot + owner(s));
        }
        const to = evaluator(interp, place, st.to) as (s: State) => number[];
        if (one) {
          const card = number(interp, place, c);
          return (s) => layout.moveCard(s, card(s), to(s));
        }
        const all = cardsOf(interp, place, c);
        return (s) => layout.moveCards(s, all(s), to(s));
      });
      return (s) => {
        for (let k = 0; k < moves.length; k++) moves[k]!(s);
        return false;
      };
    }
    case 'ScoreStmt': {
      // The points are worked out once, so the score and the event that explains it agree.
      const team = number(interp, place, st.team);
      const points = number(interp, place, st.points);
      const names = interp.seatNames;
      const said =
        st.reason === undefined
          ? (s: State, t: number, p: number) => `${teamLabel(names, seatsOf(s, t), t)} scores ${p}`
          : reason(interp, place, st.reason);
      return (s, ev) => {
        const t = team(s);
        const p = points(s);
        s.handScore[t]! += p;
        if (ev) {
          ev.push({ type: 'score', hand: s.handNumber, team: t, points: p, reason: said(s, t, p) });
        }
        return false;
      };
    }
    case 'IfStmt': {
      const branches = st.branches.map((b) => ({
        test: evaluator(interp, place, b.condition),
        body: runBlock(interp, place, b.body),
      }));
      const otherwise =
        st.otherwise === undefined ? undefined : runBlock(interp, place, st.otherwise);
      return (s, ev) => {
        for (let k = 0; k < branches.length; k++) {
          const b = branches[k]!;
          if (b.test(s)) return b.body(s, ev);
        }
        return otherwise === undefined ? false : otherwise(s, ev);
      };
    }
    case 'ForStmt': {
      if (st.collection.kind === 'RangeExpr') {
        // A counted loop: both ends worked out once, before the first number.
        const from = number(interp, place, st.collection.from);
        const to = number(interp, place, st.collection.to);
        const slot = slotOf(interp, st.variable);
        const where = st.where === undefined ? undefined : evaluator(interp, place, st.where);
        const body = runBlock(interp, place, st.body);
        return (s, ev) => {
          let again = false;
          const first = from(s);
          const last = rangeLast(first, to(s));
          for (let i = first; i <= last; i++) {
            locals[slot] = i;
            if (where !== undefined && !where(s)) continue;
            if (body(s, ev)) again = true;
          }
          return again;
        };
      }
      const slot = slotOf(interp, st.variable);
      const overTeams = elementType(game.typeOf(st.collection))?.kind === 'team';
      const inner: Place = overTeams
        ? { ...place, eventTeam: () => locals[slot] as number }
        : place;
      const where = st.where === undefined ? undefined : evaluator(interp, place, st.where);
      const body = runBlock(interp, inner, st.body);
      const each = (s: State, ev: Sink, list: readonly number[]) => {
        let again = false;
        // The length is read at each step, as the generated loop reads it.
        for (let k = 0; k < list.length; k++) {
          locals[slot] = list[k]!;
          if (where !== undefined && !where(s)) continue;
          if (body(s, ev)) again = true;
        }
        return again;
      };
      const coll = st.collection;
      if (coll.kind === 'ZoneUnion' && !ctx.bags.has(coll.zone.text)) {
        // Two nested loops, over the seats and each seat's list.
        const seats = evaluator(interp, place, coll.seats) as (s: State) => number[];
        const key = zoneField(coll.zone.text);
        return (s, ev) => {
          let again = false;
          const owners = seats(s);
          for (let j = 0; j < owners.length; j++) {
            if (each(s, ev, (s.z[key] as number[][])[owners[j]!]!)) again = true;
          }
          return again;
        };
      }
      const list = cardsOf(interp, place, coll);
      return (s, ev) => each(s, ev, list(s));
    }
    case 'RepeatStmt': {
      const count = number(interp, place, st.count);
      const body = runBlock(interp, place, st.body);
      return (s, ev) => {
        let again = false;
        for (let k = 0, n = repeatTimes(count(s)); k < n; k++) if (body(s, ev)) again = true;
        return again;
      };
    }
    case 'LetStmt': {
      const value = byValue(interp, place, st.value);
      const slot = slotOf(interp, st.name);
      return (s) => {
        locals[slot] = value(s);
        return false;
      };
    }
    case 'RequireStmt':
      return () => false;
    case 'OweStmt': {
      const index = interp.moveIndex.get(st.move.text);
      if (index === undefined) throw new NotInterpreted(`unknown move ${st.move.text}`, st.move);
      const team = number(interp, place, st.team);
      return (s) => {
        s.owed.push({ team: team(s), move: index });
        return false;
      };
    }
    case 'EventStmt': {
      const name = st.name.text;
      const seat = place.seat;
      const team = place.eventTeam ?? place.team;
      const said = st.reason === undefined ? undefined : reason(interp, place, st.reason);
      return (s, ev) => {
        if (!ev) return false;
        const event: { type: 'rule'; name: string; [k: string]: unknown } = { type: 'rule', name };
        if (seat !== undefined) event.seat = seat(s);
        if (team !== undefined) event.team = team(s);
        if (said !== undefined) event.reason = said(s, -1, 0);
        ev.push(event);
        return false;
      };
    }
    case 'SkipStmt':
      return (s) => {
        skipTurn(s);
        return false;
      };
    case 'ReverseStmt':
      return (s) => {
        s.direction = -s.direction;
        return false;
      };
    case 'NextTurnStmt': {
      const seat = number(interp, place, st.seat);
      return (s) => {
        s.turnTo = seat(s);
        return false;
      };
    }
    case 'AgainStmt':
      return () => true;
  }
}
