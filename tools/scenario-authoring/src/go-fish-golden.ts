// Reviews the Go Fish golden playthrough against the model of the rules (go-fish-oracle.ts):
// every recorded move must be made by the seat the rules say is to move and be one the rules
// allow, and the hand's scores must be the model's. The deal is read from the engine's seeded
// setup (the input of the replay); everything after it is the model's. Run from the root:
//   npx tsx tools/scenario-authoring/src/go-fish-golden.ts

import { readFileSync } from 'node:fs';
import { engine } from '@orrery/engine-go-fish';
import { Hand, type Move } from './go-fish-oracle';

interface Replay {
  seed: number;
  options: Record<string, string | number>;
  moves: (Move & { seat: number })[];
}
const replay = JSON.parse(
  readFileSync('packages/harness/golden/go-fish.replay.json', 'utf8'),
) as Replay;
const setup = engine.setup({ seed: replay.seed, options: replay.options });
if (!setup.ok) throw new Error(setup.error.message);
const saved = JSON.parse(engine.serialize(setup.value)) as {
  state: { dealer: number; zones: { hand: string[][]; books: string[][]; stock: string[] } };
};
const { hand, books, stock } = saved.state.zones;
// Books dealt went down before the first ask (F7): the model deals them back into the hands and
// lays them down itself. The saved stock has its top card last.
const h = new Hand({
  dealer: saved.state.dealer,
  hands: hand.map((cards, s) => [...cards, ...books[s]!]),
  stock: [...stock].reverse(),
});
const problems: string[] = [];
replay.moves.forEach(({ seat, ...move }, i) => {
  if (problems.length > 0) return;
  if (seat !== h.seat) problems.push(`move ${i}: seat ${seat} moved, the rules say seat ${h.seat}`);
  else if (!h.legal().some((m) => JSON.stringify(m) === JSON.stringify(move)))
    problems.push(`move ${i}: ${JSON.stringify(move)} is not allowed by the rules`);
  else h.apply(move);
});
const result = engine.outcome(
  replay.moves.reduce((s, m) => {
    const r = engine.apply(s, m);
    if (!r.ok) problems.push(`the engine refuses ${JSON.stringify(m)}: ${r.error.code}`);
    return r.ok ? r.state : s;
  }, setup.value),
);
if (problems.length === 0 && !h.over) problems.push('the rules say the hand is not over');
const want = JSON.stringify(h.scores());
const got = JSON.stringify(result.hands[0]?.scores);
if (want !== got) problems.push(`scores: the rules give ${want}, the engine ${got}`);
console.log(
  problems.length === 0
    ? `${replay.moves.length} moves agree with the rules; scores ${want}`
    : problems.join('\n'),
);
if (problems.length > 0) process.exitCode = 1;
