// `npx tsx packages/harness/src/replay/bench-size.ts <game> [options JSON]`: how long replays of
// growing size take to read and play (issue 25 asked for time proportional to size, and a
// refusal past 16 MB that costs nothing). Random matches of the game, with the options given
// (pick ones that make matches long), capped at 250 to 2,000 hands by the runtime's hand limit
// (the replays hold the moves of those hands; read back, the match goes on); then the longest padded with its own moves to 15 and 50 MB. Prints one line per
// input: megabytes, milliseconds, and the outcome. Issue 25's closing note gives the game and
// options its figures came from.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBelow, seedRandom } from '@orrery/runtime';
import { loadEngine } from './engines';
import { readReplayFile } from './read-file';
import { replayText } from './replay';

const [GAME = '', optionsText = '{}'] = process.argv.slice(2);
const lookup = await loadEngine(GAME);
if (!lookup.ok) {
  console.error(`usage: bench-size.ts <game> [options JSON]: ${lookup.message}`);
  process.exit(2);
}
const { engine } = lookup;
const given = JSON.parse(optionsText) as Record<string, string | number>;

/** A random match of `hands` hands (or until it ends), as replay moves. */
function longMatch(hands: number): { options: Record<string, string | number>; moves: object[] } {
  const options = given;
  const setup = engine.setup({ seed: 3, options, handLimit: hands });
  if (!setup.ok) throw new Error(setup.error.message);
  let state = setup.value;
  const rng = [...seedRandom(77)];
  const moves: object[] = [];
  for (let seat = engine.toMove(state); seat !== null; seat = engine.toMove(state)) {
    const legal = engine.legalMoves(state);
    const move = legal[randomBelow(rng, legal.length)]!;
    const result = engine.apply(state, move);
    if (!result.ok) throw new Error(result.error.code);
    state = result.state;
    moves.push({ seat, ...move });
  }
  return { options, moves };
}

const text = (options: object, moves: readonly object[]) =>
  `{"game":"${GAME}","options":${JSON.stringify(options)},"seed":3,"moves":[\n${moves.map((m) => JSON.stringify(m)).join(',\n')}\n]}\n`;

/** The match, then its own moves again until the text is `bytes` long: play stops at the first refused. */
function padded(match: ReturnType<typeof longMatch>, bytes: number): string {
  const moves = [...match.moves];
  let size = text(match.options, moves).length;
  for (let k = 0; size < bytes; k++) {
    const m = match.moves[k % match.moves.length]!;
    moves.push(m);
    size += JSON.stringify(m).length + 2;
  }
  return text(match.options, moves);
}

async function measure(label: string, input: string): Promise<void> {
  const start = performance.now();
  const result = await replayText(input);
  const ms = performance.now() - start;
  const said = result.ok
    ? `${result.run.hands.length} hands, ${result.run.stop === undefined ? 'all moves played' : `stopped at move ${result.run.stop.atMove}: ${result.run.stop.error.code}`}`
    : `refused: ${result.error.message}`;
  console.log(
    `${label.padEnd(34)} ${(input.length / 1e6).toFixed(1).padStart(5)} MB ${ms.toFixed(0).padStart(6)} ms  ${said}`,
  );
}

for (const hands of [250, 500, 1000, 2000]) {
  const match = longMatch(hands);
  await measure(`a match of ${match.moves.length} moves`, text(match.options, match.moves));
}
const match = longMatch(2000);
await measure('the match padded to 15 MB', padded(match, 15e6));
const huge = padded(match, 50e6);
await measure('the match padded to 50 MB (text)', huge);
const dir = mkdtempSync(path.join(tmpdir(), 'orrery-bench-'));
const file = path.join(dir, 'huge.replay.json');
writeFileSync(file, huge);
const start = performance.now();
const read = await readReplayFile(file);
console.log(
  `${'the 50 MB file, read'.padEnd(34)} ${(huge.length / 1e6).toFixed(1).padStart(5)} MB ${(performance.now() - start).toFixed(0).padStart(6)} ms  ${read.kind}: ${'message' in read ? read.message : ''}`,
);
rmSync(dir, { recursive: true });
