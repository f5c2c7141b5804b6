// Reviews the Euchre golden playthrough against the model of the rules (euchre-oracle.ts):
// every recorded move must be made by the seat the rules say is to move and be one the rules
// allow, and each hand's scores must be the model's. Each hand's deal is read from the engine's
// state as the hand begins (the seeded deal is the input of the replay); everything after it is
// the model's. Run from the repository root:
//   npx tsx tools/scenario-authoring/src/euchre-golden.ts

import { readFileSync } from 'node:fs';
import { engine } from '@orrery/engine-euchre';
import { EuchreHand } from './euchre-oracle';

interface Replay {
  seed: number;
  options?: Record<string, string | number>;
  moves: (Record<string, string> & { seat: number })[];
}
const replay = JSON.parse(
  readFileSync('packages/harness/golden/euchre.replay.json', 'utf8'),
) as Replay;
/** The engine's state, as its API takes it. */
type State = Parameters<typeof engine.serialize>[0];

const setup = engine.setup({ seed: replay.seed, options: replay.options ?? {} });
if (!setup.ok) throw new Error(setup.error.message);

/** The model of the hand the engine has just dealt: its hands, and the turned card (E3). */
function dealt(state: State): EuchreHand {
  const saved = JSON.parse(engine.serialize(state)) as {
    state: { dealer: number; zones: { hand: string[][]; kitty: string[]; turned: string[] } };
  };
  const { hand, kitty, turned } = saved.state.zones;
  // The saved kitty has its top card last; the turned card came off the top.
  return new EuchreHand({
    dealer: saved.state.dealer,
    hands: hand,
    stock: [...turned, ...[...kitty].reverse()],
  });
}

const problems: string[] = [];
let state: State = setup.value;
let h = dealt(state);
const scores: number[][] = [];
replay.moves.forEach(({ seat, ...move }, i) => {
  if (problems.length > 0) return;
  if (seat !== h.seat) problems.push(`move ${i}: seat ${seat} moved, the rules say seat ${h.seat}`);
  else if (!h.legal().some((m) => JSON.stringify(m) === JSON.stringify(move)))
    problems.push(`move ${i}: ${JSON.stringify(move)} is not allowed by the rules`);
  else h.move(move);
  const r = engine.apply(state, { seat, ...move });
  if (!r.ok) problems.push(`the engine refuses ${JSON.stringify(move)}: ${r.error.code}`);
  else state = r.state;
  if (h.phase === 'over') {
    scores.push(h.scores());
    if (engine.toMove(state) !== null) h = dealt(state);
  }
});
const want = JSON.stringify(scores);
const got = JSON.stringify(engine.outcome(state).hands.map((x) => x.scores));
if (want !== got) problems.push(`scores: the rules give ${want}, the engine ${got}`);
console.log(
  problems.length === 0
    ? `${replay.moves.length} moves agree with the rules; scores ${want}`
    : problems.join('\n'),
);
if (problems.length > 0) process.exitCode = 1;
