// Writes the bidding, scoring and match scenarios of scenarios/starbuckaroos/. Run:
// npx tsx tools/scenario-authoring/src/starbuckaroos-scoring.ts (from the repository root). Scores are worked
// out from S8-S11 by the small model below, not read from the engine.

import type { DealSpec } from '@orrery/runtime';
import { engine as sb } from '@orrery/engine-starbuckaroos';
import { deal, failures, save, type AnyEngine, type Options, type Step } from './author';

const engine: AnyEngine = sb;
type M = Record<string, string | number>;
const mv = (seat: number, type: string, extra: M = {}): M => ({ seat, type, ...extra });
const lay = (seat: number, card: string) => mv(seat, 'lay', { card });
const pass = (seat: number) => mv(seat, 'pass');
const capture = (seat: number, card: string, target: string) =>
  mv(seat, 'capture', { card, target });
const nova = (seat: number, card: string) => mv(seat, 'nova', { card });
const bid = (seat: number, points: number) => mv(seat, 'bid', { points });
const moves = (...list: M[]): Step => ({ moves: list });
const illegal = (m: M, code: string): Step => ({ illegal: m, code });
const expect = (e: Record<string, unknown>, note?: string): Step => ({
  expect: e,
  ...(note ? { note } : {}),
});

function sdeal(
  options: Options,
  hands: string[][],
  stock: string[] = [],
  dealer?: number,
): DealSpec {
  const seats = options['players'] === 4 ? 4 : 2;
  const all = Array.from({ length: seats }, (_, i) => hands[i] ?? []);
  return deal(
    engine,
    options,
    { ...(dealer === undefined ? {} : { dealer }), hands: all, stock },
    5,
  );
}

// --- S8: card points -----------------------------------------------------------------------------
const face = (c: string) => Number(c.split('-')[1]!.split('#')[0]);
const points = (c: string) =>
  c.startsWith('planet-') ? 2 * face(c) : c.startsWith('moon-') ? face(c) : 0;
const facePoints = (c: string) => (c.startsWith('planet-') || c.startsWith('moon-') ? face(c) : 0);
/** S10 for a team: T, F against its bid. */
function teamScore(cards: string[], teamBid: number): number {
  const t = cards.reduce((n, c) => n + points(c), 0);
  const f = cards.reduce((n, c) => n + facePoints(c), 0);
  return t === 0 ? 100 : t > teamBid ? f : t;
}

// --- bids (S9) ----------------------------------------------------------------------------------
{
  const opt = { players: 4 };
  const d = sdeal(opt, [
    ['planet-5#2', 'comet-6'],
    ['moon-3', 'nova-1#2'],
    ['planet-4'],
    ['comet-5#2'],
  ]);
  const allBids = Array.from({ length: 67 }, (_, k) => ({ type: 'bid', points: 5 * k }));
  save(engine, {
    name: 'bids-double-deck',
    description:
      "Four players bid once each from the dealer's left, a multiple of 5 from 0 to 330 with two decks",
    rulings: ['S9', 'S2', 'S6', 'C2'],
    options: opt,
    deals: [d],
    steps: [
      expect({ toMove: 1, phase: 'bidding', legal: allBids }),
      illegal(bid(1, 335), 'out-of-range'),
      illegal(bid(1, 7), 'out-of-range'),
      illegal(bid(1, -5), 'out-of-range'),
      illegal(bid(2, 10), 'not-your-turn'),
      illegal(lay(1, 'moon-3'), 'not-now'),
      moves(bid(1, 330), bid(2, 40), bid(3, 0), bid(0, 25)),
      expect({ toMove: 1, phase: 'play', variables: { bid: [25, 330, 40, 0] } }),
      illegal(bid(1, 10), 'not-now'),
    ],
  });
  save(engine, {
    name: 'double-deck-partners',
    description:
      "Two decks give 64 cards with #2 ids and a limit of 10; a partner's card cannot be captured; a Nova sweeps every area",
    rulings: ['S1', 'S6', 'S5', 'S2', 'C1'],
    options: opt,
    deals: [d],
    steps: [
      moves(bid(1, 0), bid(2, 0), bid(3, 0), bid(0, 0)),
      expect({ toMove: 1, zoneSizes: { 'hand.1': 6, stock: 43 } }, 'limit 10: seat 1 draws'),
      moves(lay(1, 'moon-3'), lay(2, 'planet-4'), mv(3, 'pass')),
      illegal(capture(0, 'comet-6', 'planet-4'), 'not-available'),
      expect({
        toMove: 0,
        legalIncludes: [{ type: 'capture', card: 'comet-6', target: 'moon-3' }],
      }),
      moves(lay(0, 'planet-5#2')),
      moves(nova(1, 'nova-1#2')),
      expect({
        rules: ['nova-sweep'],
        zones: {
          'pile.1': ['moon-3', 'planet-4', 'planet-5#2', 'nova-1#2'],
          'area.0': [],
          'area.1': [],
          'area.2': [],
        },
      }),
    ],
  });
}
{
  const opt = { players: 4, 'team-deck': 'single' };
  const d = sdeal(opt, []);
  save(engine, {
    name: 'bids-single-deck',
    description: 'With one deck the highest bid is 165, the points of the whole deck',
    rulings: ['S9', 'S6'],
    options: opt,
    deals: [d],
    steps: [
      expect({
        legalIncludes: [{ type: 'bid', points: 165 }],
        legalExcludes: [{ type: 'bid', points: 170 }],
      }),
      illegal(bid(1, 170), 'out-of-range'),
      moves(bid(1, 165)),
      expect({ toMove: 2, variables: { bid: [0, 165, 0, 0] } }),
    ],
  });
}

// --- team scoring (S10) --------------------------------------------------------------------------
{
  const opt = { players: 4, 'team-deck': 'single' };
  // Team 0 bids 10 and lays Planet 5 (T = 10 = bid: it scores 10, not face value 5).
  // Team 1 bids 20 and lays Moon 5 (T = 5, under the bid: it scores 5).
  const d = sdeal(opt, [['planet-5'], ['moon-5'], [], []]);
  save(engine, {
    name: 'team-at-and-under-bid',
    description:
      'A team exactly at its bid scores its full points (10); a team under its bid scores its points (5)',
    rulings: ['S10', 'S8', 'S9'],
    options: opt,
    deals: [d],
    steps: [
      moves(bid(1, 20), bid(2, 0), bid(3, 0), bid(0, 10)),
      moves(lay(1, 'moon-5'), pass(2), pass(3), lay(0, 'planet-5')),
      moves(pass(1), pass(2), pass(3), pass(0), pass(1), pass(2), pass(3), pass(0)),
      expect({
        hands: [{ dealer: 0, scores: [teamScore(['planet-5'], 10), teamScore(['moon-5'], 20)] }],
        rules: [],
      }),
    ],
  });
}

/** Plays four-player single-deck hands: all bid 0; `layer` lays its first card if given, all else pass. */
function quietHands(opt: Options, deals: DealSpec[], layers: (string | null)[]): Step[] {
  const steps: Step[] = [];
  const setup = engine.setup({ options: opt, deals });
  if (!setup.ok) throw new Error(setup.error.message);
  let state = setup.value;
  deals.forEach((d, k) => {
    const first = (d.dealer! + 1) % 4;
    steps.push(expect({ handNumber: k + 1, dealer: d.dealer!, toMove: first, phase: 'bidding' }));
    const list: M[] = [0, 1, 2, 3].map((i) => bid((first + i) % 4, 0));
    const apply = (m: M) => {
      const r = engine.apply(state, m);
      if (!r.ok) throw new Error(`${JSON.stringify(m)} ${r.error.code}`);
      state = r.state;
    };
    list.forEach(apply);
    let laid = layers[k] === null;
    while (
      (JSON.parse(engine.serialize(state)) as { state: { handNumber: number } }).state
        .handNumber ===
        k + 1 &&
      engine.toMove(state) !== null
    ) {
      const seat = engine.toMove(state)!;
      const m = !laid && seat === 2 ? lay(2, layers[k]!) : pass(seat);
      if (m['type'] === 'lay') laid = true;
      apply(m);
      list.push(m);
    }
    steps.push(moves(...list));
  });
  return steps;
}
{
  const opt = { players: 4, 'team-deck': 'single' };
  const deals = [0, 1, 2, 3, 0].map((dealer) => sdeal(opt, [[], [], ['moon-1']], [], dealer));
  // Each hand: team 0's Moon 1 is over its bid of 0, so 1 (face value); team 1 took nothing: 100.
  const steps = quietHands(opt, deals, ['moon-1', 'moon-1', 'moon-1', 'moon-1', 'moon-1']);
  steps.splice(8, 0, expect({ totals: [4, 400], over: false }));
  steps.push(
    expect({
      totals: [5, 500],
      over: true,
      winner: 1,
      hands: deals.map((d) => ({ dealer: d.dealer!, scores: [1, 100] })),
    }),
  );
  save(engine, {
    name: 'target-500-nothing-taken',
    description:
      'Taking nothing scores 100 a hand: team 1 reaches the default target of 500 in the fifth hand',
    rulings: ['S12', 'S10', 'C5', 'C2', 'S9'],
    options: opt,
    deals,
    steps,
  });
}
{
  const opt = { players: 4, 'team-deck': 'single', target: 200 };
  const deals = [0, 1, 2].map((dealer) => sdeal(opt, [[], [], ['moon-1']], [], dealer));
  const steps = quietHands(opt, deals, [null, null, 'moon-1']);
  steps.splice(
    4,
    0,
    expect(
      { totals: [200, 200], over: false, rules: ['nothing-taken', 'nothing-taken'] },
      'level at the target: play on',
    ),
  );
  steps.push(expect({ totals: [201, 300], over: true, winner: 1 }));
  save(engine, {
    name: 'target-tie-plays-on',
    description:
      'Both teams reach target 200 level after two hands, so a third is played; team 1 then leads and wins',
    rulings: ['C5', 'S12', 'S10'],
    options: opt,
    deals,
    steps,
  });
}
{
  const opt = { players: 4, 'team-deck': 'single', 'max-hands': 1 };
  const deals = [sdeal(opt, [], [], 0)];
  const steps = quietHands(opt, deals, [null]);
  steps.push(expect({ totals: [100, 100], over: true, winner: 'draw', toMove: null }));
  save(engine, {
    name: 'max-hands-draw',
    description: 'With max-hands 1 and equal totals the match is a draw',
    rulings: ['C5'],
    options: opt,
    deals,
    steps,
  });
}

// --- two players (S8, S11) -----------------------------------------------------------------------
{
  const opt = { draw: 'optional' };
  const d = sdeal(opt, [
    ['comet-4', 'nova-1', 'moon-1', 'moon-2', 'comet-1'],
    ['moon-4', 'planet-3', 'comet-9', 'moon-9', 'planet-1'],
  ]);
  // Seat 0's pile: Comet 4 (0) + Moon 4 (4), then the Nova (0) sweeps Planet 3 (6) and its own Moon 1 (1).
  save(engine, {
    name: 'two-player-points',
    description:
      'A Moon counts its face, a Planet double, Comets and Novas nothing; each seat scores its own (11 to 0)',
    rulings: ['S8', 'S11', 'S4', 'S7'],
    options: opt,
    deals: [d],
    steps: [
      moves(
        mv(1, 'skip-draw'),
        lay(1, 'moon-4'),
        mv(0, 'skip-draw'),
        capture(0, 'comet-4', 'moon-4'),
      ),
      moves(mv(1, 'skip-draw'), lay(1, 'planet-3'), mv(0, 'skip-draw'), lay(0, 'moon-1')),
      moves(mv(1, 'skip-draw'), pass(1), mv(0, 'skip-draw'), nova(0, 'nova-1')),
      expect(
        {
          zones: { 'pile.0': ['comet-4', 'moon-4', 'planet-3', 'moon-1', 'nova-1'], 'area.1': [] },
        },
        "the Nova took seat 0's own Moon 1 too",
      ),
      moves(mv(1, 'skip-draw'), pass(1), mv(0, 'skip-draw'), pass(0)),
      expect({ hands: [{ dealer: 0, scores: [11, 0] }], totals: [11, 0] }),
    ],
  });
}
{
  // A whole two-player hand played out greedily (capture, else Nova, else lay, else pass) on a
  // deal where every card can be used: the hand ends when the stock and both hands are empty.
  const d = sdeal(
    {},
    [
      ['comet-10', 'comet-9', 'comet-8', 'comet-7', 'comet-6'],
      ['comet-5', 'comet-4', 'comet-3', 'comet-2', 'comet-1'],
    ],
    ['planet-10', 'planet-9'],
  );
  const setup = engine.setup({ deals: [d] });
  if (!setup.ok) throw new Error(setup.error.message);
  let state = setup.value;
  const area: string[][] = [[], []];
  const pile: string[][] = [[], []];
  const steps: Step[] = [];
  let run: M[] = [];
  let emptyChecked = false;
  while (
    (JSON.parse(engine.serialize(state)) as { state: { handNumber: number } }).state.handNumber ===
    1
  ) {
    const seat = engine.toMove(state)!;
    const legal = engine.legalMoves(state);
    const pick =
      legal.find((m) => m.type === 'capture') ??
      legal.find((m) => m.type === 'nova') ??
      legal.find((m) => m.type === 'lay') ??
      legal[0]!;
    const saved = JSON.parse(engine.serialize(state)) as {
      state: { zones: { hand: string[][]; stock: string[] } };
    };
    if (
      !emptyChecked &&
      saved.state.zones.hand[seat]!.length === 0 &&
      saved.state.zones.stock.length === 0
    ) {
      steps.push(moves(...run));
      run = [];
      steps.push(
        expect(
          { toMove: seat, legal: [{ type: 'pass' }], zoneSizes: { [`hand.${seat}`]: 0, stock: 0 } },
          'an empty hand passes',
        ),
      );
      emptyChecked = true;
    }
    const m = { seat, ...pick } as M;
    if (m['type'] === 'lay') area[seat]!.push(String(m['card']));
    if (m['type'] === 'capture') {
      area[1 - seat]!.splice(area[1 - seat]!.indexOf(String(m['target'])), 1);
      pile[seat]!.push(String(m['card']), String(m['target']));
    }
    if (m['type'] === 'nova') {
      pile[seat]!.push(...area[0]!, ...area[1]!, String(m['card']));
      area[0] = [];
      area[1] = [];
    }
    const r = engine.apply(state, m);
    if (!r.ok) throw new Error(r.error.code);
    state = r.state;
    run.push(m);
  }
  steps.push(moves(...run));
  const score = [0, 1].map((s) => [...pile[s]!, ...area[s]!].reduce((n, c) => n + points(c), 0));
  steps.push(
    expect(
      { hands: [{ dealer: 0, scores: score }], handNumber: 2 },
      'the stock and both hands are empty',
    ),
  );
  save(engine, {
    name: 'hand-ends-when-cards-run-out',
    description: `A whole two-player hand: it ends when the stock and both hands are empty; piles and own areas score (${score[0]} to ${score[1]})`,
    rulings: ['S7', 'S11', 'S8', 'S5', 'S4'],
    deals: [d, sdeal({}, [], [], 1)],
    steps,
  });
}
{
  save(engine, {
    name: 'seeded-deal',
    description:
      'Dealt from a seed: five cards each, the rest in the stock; the same seed gives the same game',
    rulings: ['S3', 'C3', 'S12'],
    seed: 42,
    repeat: true,
    steps: [
      expect({
        dealer: 0,
        toMove: 1,
        zoneSizes: { 'hand.0': 5, 'hand.1': 6, stock: 21, 'area.0': 0, 'area.1': 0 },
      }),
      moves(pass(1), pass(0), pass(1)),
      expect(
        { toMove: 0, zoneSizes: { 'hand.0': 7, 'hand.1': 7, stock: 18 }, over: false },
        'seat 0 has drawn for its second turn',
      ),
    ],
  });
}

// --- more options -----------------------------------------------------------------------------
{
  const opt = { draw: 'optional', target: 20 };
  const d = sdeal(opt, [[], ['planet-10']]);
  save(engine, {
    name: 'target-option-two-players',
    description:
      'With target 20 a seat that scores 20 in a hand (Planet 10 left in its own area) wins the match',
    rulings: ['S12', 'C5', 'S11', 'S8'],
    options: opt,
    deals: [d],
    steps: [
      moves(
        mv(1, 'skip-draw'),
        lay(1, 'planet-10'),
        mv(0, 'skip-draw'),
        pass(0),
        mv(1, 'skip-draw'),
        pass(1),
      ),
      expect({ hands: [{ dealer: 0, scores: [0, 20] }], totals: [0, 20], over: true, winner: 1 }),
    ],
  });
  const opt2 = { draw: 'optional', 'max-hands': 1 };
  save(engine, {
    name: 'max-hands-two-players',
    description:
      'With max-hands 1 the seat with more points wins after one hand, far below the target',
    rulings: ['C5', 'S11'],
    options: opt2,
    deals: [sdeal(opt2, [['moon-2'], ['moon-1']])],
    steps: [
      moves(mv(1, 'skip-draw'), lay(1, 'moon-1'), mv(0, 'skip-draw'), lay(0, 'moon-2')),
      moves(mv(1, 'skip-draw'), pass(1), mv(0, 'skip-draw'), pass(0)),
      expect({ totals: [2, 1], over: true, winner: 0 }),
    ],
  });
}
{
  const opt = { players: 4, 'team-deck': 'single', unclaimed: 'nobody' };
  const d = sdeal(opt, [[], ['moon-5'], [], []]);
  save(engine, {
    name: 'unclaimed-nobody-teams',
    description:
      'With unclaimed nobody, a team whose only cards lie in its areas has taken nothing: 100 points',
    rulings: ['S8', 'S10'],
    options: opt,
    deals: [d],
    steps: [
      moves(bid(1, 5), bid(2, 0), bid(3, 0), bid(0, 0)),
      moves(
        lay(1, 'moon-5'),
        pass(2),
        pass(3),
        pass(0),
        pass(1),
        pass(2),
        pass(3),
        pass(0),
        pass(1),
      ),
      expect({
        hands: [{ dealer: 0, scores: [100, 100] }],
        rules: ['nothing-taken', 'nothing-taken'],
      }),
    ],
  });
}
{
  const opt = { players: 4, 'team-deck': 'single' };
  const d = sdeal(opt, [['moon-7'], ['moon-3'], ['comet-3'], ['comet-9']]);
  save(engine, {
    name: 'four-player-turns-and-teams',
    description:
      "Four players play clockwise from the dealer's left; seat 3 captures for team 1 (seats 1 and 3)",
    rulings: ['C1', 'S2', 'S5'],
    options: opt,
    deals: [d],
    steps: [
      moves(bid(1, 0), bid(2, 0), bid(3, 0), bid(0, 0)),
      expect({ toMove: 1 }),
      moves(lay(1, 'moon-3')),
      expect({
        toMove: 2,
        legalIncludes: [{ type: 'capture', card: 'comet-3', target: 'moon-3' }],
      }),
      moves(pass(2)),
      expect(
        { toMove: 3, legalExcludes: [{ type: 'capture', card: 'comet-9', target: 'moon-3' }] },
        "partner's card",
      ),
      moves(pass(3), lay(0, 'moon-7')),
      moves(pass(1), pass(2), capture(3, 'comet-9', 'moon-7')),
      expect({
        toMove: 0,
        zones: { 'pile.1': ['comet-9', 'moon-7'], 'pile.0': [], 'area.1': ['moon-3'] },
      }),
    ],
  });
}
{
  const opt = { draw: 'optional' };
  const d = sdeal(opt, [[], []]);
  const turns: M[] = [];
  for (let k = 0; k < 5; k++) turns.push(mv(1, 'draw'), pass(1), mv(0, 'draw'), pass(0));
  save(engine, {
    name: 'draw-optional-at-limit',
    description: 'With draw optional there is no draw decision once the hand holds 10 cards',
    rulings: ['S4', 'S6'],
    options: opt,
    deals: [d],
    steps: [
      moves(...turns),
      expect({
        toMove: 1,
        zoneSizes: { 'hand.0': 10, 'hand.1': 10, stock: 12 },
        legalExcludes: [{ type: 'draw' }, { type: 'skip-draw' }],
        legalIncludes: [{ type: 'pass' }],
      }),
      illegal(mv(1, 'draw'), 'not-now'),
    ],
  });
}

if (failures.length > 0) console.log(`\n${failures.length} failing:\n${failures.join('\n')}`);
