/**
 * Deliberately broken engines, each wrapping a real one with one fault, so the battery's own
 * tests can show that every check fails when it should. Generic: they break any engine the same
 * way, knowing nothing of its game.
 */

import type { ApplyResult, GameEvent } from '@orrery/runtime';
import { layoutOf, type AnyEngine } from '@orrery/harness';

/** Every card id lying in a zone now, from the saved game. */
function cardsOf<S>(engine: AnyEngine<S>, state: S): string[] {
  const layout = layoutOf(engine.serialize(state));
  return layout.ok ? layout.zones.flatMap((z) => z.cards) : [];
}

export const faults = {
  /** The view carries every card of the table, hidden ones too. */
  leakyView: <S>(engine: AnyEngine<S>): AnyEngine<S> => ({
    ...engine,
    view: (state, seat) => ({ view: engine.view(state, seat), peek: cardsOf(engine, state) }),
  }),
  /** Apply plays the move on its input too (the fast path mutates in place). */
  mutatingApply: <S>(engine: AnyEngine<S>): AnyEngine<S> => ({
    ...engine,
    apply: (state, move) => {
      const result = engine.apply(state, move);
      if (result.ok) {
        const code = engine.fast.encode(state, move as Parameters<typeof engine.fast.encode>[1]);
        if (code >= 0) engine.fast.play(state, code);
      }
      return result;
    },
  }),
  /** Serialize drops the first card it lays out. */
  losesCardOnSerialize: <S>(engine: AnyEngine<S>): AnyEngine<S> => ({
    ...engine,
    serialize: (state) => {
      const text = engine.serialize(state);
      const card = cardsOf(engine, state)[0];
      if (card === undefined) return text;
      const quoted = JSON.stringify(card);
      return text.replace(`${quoted},`, '').replace(`,${quoted}`, '').replace(quoted, '');
    },
  }),
  /** A move that is not listed is played as if it were a pass: accepted, nothing changes. */
  acceptsUnlisted: <S>(engine: AnyEngine<S>): AnyEngine<S> => ({
    ...engine,
    apply: (state, move): ApplyResult<S> => {
      const result = engine.apply(state, move);
      return result.ok ? result : { ok: true, state, events: [] };
    },
  }),
  /** Another seat's claim of a listed move is refused, but with the wrong code. */
  wrongSeatCode: <S>(engine: AnyEngine<S>): AnyEngine<S> => ({
    ...engine,
    apply: (state, move) => {
      const result = engine.apply(state, move);
      if (result.ok || result.error.code !== 'not-your-turn') return result;
      return { ok: false, error: { code: 'Not Your Turn', message: result.error.message } };
    },
  }),
  /** Setup ignores the seed once in a while: a replay gives another game. */
  forgetfulSeed: <S>(engine: AnyEngine<S>): AnyEngine<S> => {
    let calls = 0;
    return {
      ...engine,
      setup: (args = {}) => engine.setup({ ...args, seed: (args.seed ?? 0) + (calls++ % 2) }),
    };
  },
  /** Every event also names every card lying anywhere. */
  leakyEvents: <S>(engine: AnyEngine<S>): AnyEngine<S> => ({
    ...engine,
    apply: (state, move) => {
      const result = engine.apply(state, move);
      if (!result.ok) return result;
      // No engine sends such an event: it is the leak this broken engine is built to show.
      const peek = { type: 'peek', cards: cardsOf(engine, result.state) } as unknown as GameEvent;
      return { ...result, events: [...result.events, peek] };
    },
  }),
  /** Deserialize reads any game's saves and throws on text that is not JSON. */
  carelessDeserialize: <S>(engine: AnyEngine<S>): AnyEngine<S> => ({
    ...engine,
    deserialize: (text) => {
      const json = JSON.parse(text) as Record<string, unknown>;
      return engine.deserialize(JSON.stringify({ ...json, game: engine.meta.id }));
    },
  }),
  /** A saved game comes back with a fresh random generator (its words were not read). */
  forgetfulRoundTrip: <S>(engine: AnyEngine<S>): AnyEngine<S> => ({
    ...engine,
    deserialize: (text) => engine.deserialize(text.replace(/"rng":\[[^\]]*\]/, '"rng":[1,2,3,4]')),
  }),
  /** The first legal move is listed twice. */
  duplicateListing: <S>(engine: AnyEngine<S>): AnyEngine<S> => ({
    ...engine,
    legalMoves: (state) => {
      const legal = engine.legalMoves(state);
      return legal.length === 0 ? legal : [...legal, legal[0]!];
    },
  }),
  /** The outcome has one total too many. */
  badOutcome: <S>(engine: AnyEngine<S>): AnyEngine<S> => ({
    ...engine,
    outcome: (state) => {
      const outcome = engine.outcome(state);
      return { ...outcome, totals: [...outcome.totals, 0] };
    },
  }),
  /** The fast path forgets its last legal move. */
  fastForgets: <S>(engine: AnyEngine<S>): AnyEngine<S> => ({
    ...engine,
    fast: {
      ...engine.fast,
      legal: (state, out) => {
        const n = engine.fast.legal(state, out);
        return n > 1 ? n - 1 : n;
      },
    },
  }),
};
