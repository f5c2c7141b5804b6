// Plays rubbers of Contract Bridge through an engine and the model of the rules
// (bridge-oracle.ts, bridge-scoring.ts) side by side and counts the moves on which they agree:
// the seat to move, the legal calls and cards, the rule events, what each seat's view shows of
// the hands, each hand's scores, the games and part scores carried between hands, the totals
// and the rubber's end. Calls and cards the rules refuse are tried on the engine too, each with
// the code the rules file's `require`s and the trick clauses give it. Seats call at random with
// a lean to passing and low bids, so that contracts are made as well as set, and play at random;
// the declarer moves in the dummy's turn and every seat sees the dummy's hand after the lead.
// bridge.ts runs it after writing the scenarios (BRIDGE_AGREEMENT_RUBBERS, default 40); alone,
// from the repository root:
//   npx tsx tools/scenario-authoring/src/bridge-agreement.ts [rubbers]

import { engine as bridge } from '@orrery/engine-bridge';
import type { AnyEngine, Move } from '@orrery/runtime';
import { BridgeHand, DECK, sorted, type BridgeMove, type Call } from './bridge-oracle';
import { Rubber, teamOf } from './bridge-scoring';
import { seeded } from './seeded';

/** The engine as any engine: the model reads its saved games and views as JSON. */
const engine: AnyEngine = bridge;

interface Saved {
  state: {
    dealer: number;
    zones: { hand: string[][] };
    variables: Record<string, unknown>;
  };
}

const key = (m: unknown) => JSON.stringify(m);
const keys = (moves: readonly object[]) =>
  moves
    .map((m) =>
      key(
        Object.entries(m)
          .filter(([k]) => k !== 'seat')
          .sort(),
      ),
    )
    .sort();

export interface Counts {
  rubbers: number;
  hands: number;
  moves: number;
  refused: number;
  passedOut: number;
  made: number;
  set: number;
  doubled: number;
  redoubled: number;
  games: number;
  slams: number;
  honours: number;
  unfinished: number;
  lostByTwoGames: number;
  problems: string[];
}

/** A call at random, mostly a pass or a low bid, so that contracts can be made. */
function randomMove(h: BridgeHand, rnd: () => number): BridgeMove {
  const legal = h.legal();
  if (h.phase === 'play') return legal[Math.floor(rnd() * legal.length)]!;
  const calls = legal as Call[];
  const r = rnd();
  const of = (type: string) => calls.filter((c) => c.type === type);
  const doubles = [...of('double'), ...of('redouble')];
  if (r < 0.06 && doubles.length > 0) return doubles[Math.floor(rnd() * doubles.length)]!;
  const bids = calls.filter((c) => c.type === 'bid' || c.type === 'bid-no-trump');
  if (r < 0.7 || bids.length === 0) return { type: 'pass' };
  return bids[Math.floor(rnd() * Math.min(bids.length, 3))]!; // one of the three lowest
}

/** Moves the rules refuse now, each with the code they imply, by the seat to move. */
function refusable(h: BridgeHand): { seat: number; move: BridgeMove; code: string }[] {
  const out: { seat: number; move: BridgeMove; code: string }[] = [];
  const seat = h.seat;
  const tryAs = (move: BridgeMove, who = seat) => {
    const code = h.refusal(who, move);
    if (code !== null) out.push({ seat: who, move, code });
  };
  tryAs({ type: 'pass' }, (seat + 1) % 4);
  if (h.phase === 'auction') {
    const last = h.auction.last;
    if (last !== null)
      tryAs(
        last.strain === 'no-trump'
          ? { type: 'bid-no-trump', level: last.level }
          : { type: 'bid', level: last.level, suit: last.strain },
      );
    tryAs({ type: 'double' });
    tryAs({ type: 'redouble' });
    tryAs({ type: 'play', card: h.hands[h.turn]![0]! });
    return out;
  }
  tryAs({ type: 'pass' });
  const hand = h.hands[h.turn]!;
  const allowed = new Set(h.legal().map((m) => (m as { card: string }).card));
  const offSuit = hand.find((c) => !allowed.has(c));
  if (offSuit !== undefined) tryAs({ type: 'play', card: offSuit });
  const elsewhere = DECK.find((c) => !hand.includes(c) && h.hands.some((x) => x.includes(c)));
  if (elsewhere !== undefined) tryAs({ type: 'play', card: elsewhere });
  if (h.turn === h.dummy) tryAs({ type: 'play', card: [...allowed][0]! }, h.dummy);
  return out;
}

/** What each seat's view shows of each hand: its own, the dummy's once down, others counted. */
function views(state: unknown, h: BridgeHand): string[] {
  const out: string[] = [];
  for (let viewer = 0; viewer < 4; viewer++) {
    const zones = (engine.view(state, viewer) as { zones: Record<string, unknown> }).zones;
    const hands = zones['hand'] as { cards?: string[]; count: number }[];
    for (let s = 0; s < 4; s++) {
      const seen = h.sees(viewer, s);
      const got = hands[s]!;
      if (seen ? key(got.cards) !== key(sorted(h.hands[s]!)) : got.cards !== undefined)
        out.push(`seat ${viewer}'s view of hand.${s}: ${key(got)}`);
    }
  }
  return out;
}

/** Plays `rubbers` rubbers through both, the engine dealing from seeds after `seed`. */
export function agreement(rubbers: number, seed = 1): Counts {
  const c: Counts = {
    rubbers: 0,
    hands: 0,
    moves: 0,
    refused: 0,
    passedOut: 0,
    made: 0,
    set: 0,
    doubled: 0,
    redoubled: 0,
    games: 0,
    slams: 0,
    honours: 0,
    unfinished: 0,
    lostByTwoGames: 0,
    problems: [],
  };
  const rnd = seeded(seed);
  const saved = (state: unknown) => (JSON.parse(engine.serialize(state)) as Saved).state;
  for (let game = 0; game < rubbers && c.problems.length === 0; game++) {
    // every fifth rubber is cut short after three hands (B17)
    const maxHands = game % 5 === 4 ? 3 : 0;
    const setup = engine.setup({ seed: seed + game, options: { 'max-hands': maxHands } });
    if (!setup.ok) throw new Error(setup.error.message);
    let state = setup.value;
    const rubber = new Rubber(maxHands);
    while (!rubber.over && c.problems.length === 0) {
      const dealt = saved(state);
      const h = new BridgeHand(
        { dealer: dealt.dealer, hands: dealt.zones.hand },
        rubber.standing,
        rubber.lastHand,
      );
      const problem = (p: string) =>
        c.problems.push(`rubber ${game}, hand ${rubber.handNumber}, move ${c.moves}: ${p}`);
      let events: string[] = [];
      while (!h.over && c.problems.length === 0) {
        const seat = h.seat;
        if (engine.toMove(state) !== seat)
          problem(`seat ${engine.toMove(state)} to move, the rules say ${seat}`);
        if (key(keys(engine.legalMoves(state))) !== key(keys(h.legal())))
          problem(
            `legal: the rules ${keys(h.legal())}, the engine ${keys(engine.legalMoves(state))}`,
          );
        for (const r of refusable(h)) {
          const got = engine.apply(state, { seat: r.seat, ...r.move } as Move);
          if (got.ok || got.error.code !== r.code)
            problem(`${key(r)}: the engine ${got.ok ? 'allows it' : got.error.code}`);
          c.refused++;
        }
        if (h.phase === 'play') for (const p of views(state, h)) problem(p);
        const move = randomMove(h, rnd);
        const before = h.events.length;
        const r = engine.apply(state, { seat, ...move } as Move);
        h.move(move);
        c.moves++;
        if (!r.ok) {
          problem(`the engine refuses ${key(move)}: ${r.error.code}`);
          break;
        }
        state = r.state;
        events = h.events.slice(before);
        if (h.over) events.push(...h.scored().events);
        const sent = r.events.flatMap((e) => (e.type === 'rule' ? [String(e['name'])] : []));
        if (key(sent) !== key(events)) problem(`events: the rules ${events}, the engine ${sent}`);
      }
      if (c.problems.length > 0) break;
      const contract = h.contract;
      const scored = rubber.record(h.deal.dealer, h.played());
      c.hands++;
      if (contract === null) c.passedOut++;
      else {
        const made = h.tricks[teamOf(contract.declarer)]! >= 6 + contract.level;
        c[made ? 'made' : 'set']++;
        if (contract.doubling !== 'undoubled') c[contract.doubling]++;
        if (made && contract.level >= 6) c.slams++;
      }
      c.games += scored.events.filter((e) => e === 'game').length;
      c.honours += scored.events.filter((e) => e === 'honours').length;
      const outcome = engine.outcome(state);
      const got = outcome.hands[rubber.hands.length - 1];
      const want = rubber.hands[rubber.hands.length - 1]!;
      if (got === undefined || key([got.dealer, got.scores]) !== key([want.dealer, want.scores]))
        c.problems.push(
          `rubber ${game}: hand ${key(want)} by the rules, ${key(got)} by the engine`,
        );
      if (key(outcome.totals) !== key(rubber.totals))
        c.problems.push(`rubber ${game}: totals ${rubber.totals} by the rules, ${outcome.totals}`);
      const vars = saved(state).variables;
      const standing = { games: vars['games'], partScore: vars['partScore'] };
      if (key(standing) !== key(rubber.standing))
        c.problems.push(`rubber ${game}: ${key(rubber.standing)} by the rules, ${key(standing)}`);
      if (rubber.over) {
        if (!outcome.over || outcome.winner !== rubber.winner)
          c.problems.push(`rubber ${game}: over, won by ${rubber.winner}; ${key(outcome)}`);
      } else if (!rubber.over && outcome.over)
        c.problems.push(`rubber ${game}: the engine ends the match before the rubber`);
    }
    c.rubbers++;
    if (rubber.standing.games.every((g) => g < 2)) c.unfinished++;
    const two = rubber.standing.games.indexOf(2);
    if (two >= 0 && rubber.winner === 1 - two) c.lostByTwoGames++;
  }
  return c;
}

if (process.argv[1]?.endsWith('bridge-agreement.ts')) {
  const { problems, ...counts } = agreement(Number(process.argv[2] ?? 40));
  console.log(JSON.stringify(counts));
  if (problems.length > 0) {
    console.error(problems.slice(0, 20).join('\n'));
    process.exitCode = 1;
  }
}
