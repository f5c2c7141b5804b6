import { engine as annexation } from '@orrery/engine-annexation';
import { engine as marsVenus } from '@orrery/engine-mars-venus';
import { engine as starbuckaroos } from '@orrery/engine-starbuckaroos';
import { randomBelow, seedRandom, type Engine, type Move } from '@orrery/runtime';
import { describe, expect, it } from 'vitest';

interface SeatView {
  readonly history: readonly { readonly zones: unknown }[];
  readonly voids: readonly number[];
}

/** A view without the zones of finished hands, which a determinized state does not rebuild. */
function comparable(view: SeatView) {
  return { ...view, history: view.history.map((h) => ({ ...h, zones: null })) };
}

function check<S, V extends SeatView>(
  engine: Engine<S, Move, V>,
  options: Record<string, string | number>,
) {
  const rng = [...seedRandom(11)];
  let checked = 0;
  for (let seed = 1; seed <= 4; seed++) {
    const setup = engine.setup({ seed, options });
    if (!setup.ok) throw new Error(setup.error.message);
    let state = setup.value;
    for (let move = 0; engine.toMove(state) !== null && move < 400; move++) {
      if (move % 7 === 3) {
        const seat = engine.toMove(state)!;
        const view = engine.view(state, seat);
        const sample = engine.determinize(view, rng);
        expect(comparable(engine.view(sample, seat))).toEqual(comparable(view));
        // The sample plays on: every legal move of the sample applies.
        const legal = engine.legalMoves(sample);
        expect(legal.length).toBeGreaterThan(0);
        expect(engine.apply(sample, legal[0]).ok).toBe(true);
        // Hidden cards respect the suits each seat has shown it lacks.
        const saved = JSON.parse(engine.serialize(sample)) as { state: { voids: number[] } };
        expect(saved.state.voids).toEqual(view.voids);
        checked++;
      }
      const legal = engine.legalMoves(state);
      const next = engine.apply(state, legal[randomBelow(rng, legal.length)]);
      if (!next.ok) throw new Error(next.error.message);
      state = next.state;
    }
  }
  expect(checked).toBeGreaterThan(20);
}

describe('determinize', () => {
  it('builds, from a seat view, a state that seat cannot tell from the real one (tricks)', () => {
    check(marsVenus, { 'max-hands': 2 });
  });
  it('does so with a stock, table areas and bids', () => {
    check(starbuckaroos, { players: 4, 'max-hands': 1 });
  });
  it('does so with wild cards and owed choices', () => {
    check(annexation, { 'max-hands': 2 });
  });

  it('never deals a seat a suit it has shown it lacks', () => {
    const setup = marsVenus.setup({ seed: 5 });
    if (!setup.ok) throw new Error(setup.error.message);
    let state = setup.value;
    const rng = [...seedRandom(3)];
    let voidsSeen = 0;
    for (let move = 0; move < 50; move++) {
      const legal = marsVenus.legalMoves(state);
      const next = marsVenus.apply(state, legal[randomBelow(rng, legal.length)]);
      if (!next.ok) throw new Error(next.error.message);
      state = next.state;
      const seat = marsVenus.toMove(state)!;
      const view = marsVenus.view(state, seat);
      const sample = marsVenus.determinize(view, rng);
      view.voids.forEach((mask, other) => {
        if (other === seat || mask === 0) return;
        voidsSeen++;
        const hand = marsVenus.view(sample, other).zones.hand[other]!.cards ?? [];
        for (const id of hand) {
          const suit = marsVenus.meta.suits.findIndex((s) => id.startsWith(`${s.id}-`));
          expect(mask & (1 << suit), `${id} dealt to seat ${other}`).toBe(0);
        }
      });
    }
    expect(voidsSeen).toBeGreaterThan(0);
  });

  it('infers from a lead of a suit not yet broken that the leader holds nothing else', () => {
    // The first leader (seat 1) is dealt only cards of the suits that may not be led yet, so it
    // must lead one of them; every other seat then knows it holds no card of an open suit.
    const suitOf = (id: string) => marsVenus.meta.suits.findIndex((s) => id.startsWith(`${s.id}-`));
    const closedSuits = ['mars', 'venus'].map((id) =>
      marsVenus.meta.suits.findIndex((s) => s.id === id),
    );
    const ids = marsVenus.meta.deck({}).map((c) => c.id);
    const closed = ids.filter((id) => closedSuits.includes(suitOf(id)));
    const open = ids.filter((id) => !closedSuits.includes(suitOf(id)));
    const hands = [
      open.slice(0, 14),
      closed.slice(0, 14),
      open.slice(14, 28),
      [...closed.slice(14), ...open.slice(28)],
    ];
    const setup = marsVenus.setup({ seed: 1, deals: [{ dealer: 0, hands }] });
    if (!setup.ok) throw new Error(setup.error.message);
    expect(marsVenus.toMove(setup.value)).toBe(1);
    const lead = marsVenus.apply(setup.value, marsVenus.legalMoves(setup.value)[0]);
    if (!lead.ok) throw new Error(lead.error.message);
    const view = marsVenus.view(lead.state, 2);
    const openMask = marsVenus.meta.suits.reduce(
      (m, _, x) => (closedSuits.includes(x) ? m : m | (1 << x)),
      0,
    );
    expect(view.voids[1]).toBe(openMask);
    const rng = [...seedRandom(9)];
    for (let k = 0; k < 20; k++) {
      const sample = marsVenus.determinize(view, rng);
      const held = marsVenus.view(sample, 1).zones.hand[1]!.cards ?? [];
      expect(held).toHaveLength(13);
      for (const id of held) expect(closedSuits, `${id} dealt to seat 1`).toContain(suitOf(id));
    }
  });
});
