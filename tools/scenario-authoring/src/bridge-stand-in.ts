// A stand-in engine for Contract Bridge until the language can say the whole draft: the draft
// rules file (drafts/bridge.rules) without its three lines that need constructs still being
// added on other branches (`played by`, `reveal`, the match's `end when`), checked and played
// by the rules interpreter. It bids, plays and scores as the draft says, except that the dummy
// chooses its own cards, nobody sees them, and the match does not stop when the rubber ends;
// bridge-agreement.ts allows for exactly that. `actedOut` wraps it to act the three constructs
// out as their design says, so that the scenarios bridge.ts writes can be run before the engine
// exists (`npx tsx tools/scenario-authoring/src/bridge-stand-in.ts` runs them all). Delete this
// file once the draft becomes rules/examples/bridge.rules with an engine of its own.

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { interpret } from '@orrery/engine-gen/interpret';
import { describeFailure, parseScenario, runScenario } from '@orrery/harness';
import { check } from '@orrery/rules-lang';
import { moveError, type AnyEngine, type ApplyResult } from '@orrery/runtime';

const here = path.dirname(fileURLToPath(import.meta.url));
export const draftPath = path.join(here, '../drafts/bridge.rules');

/** The draft's lines that need a construct the language lacks, as written there. */
const AWAITING = [
  'played by: if seat = dummy then declarer else seat',
  'reveal hand[dummy]',
  'end when any(t in teams: games[t] = 2)',
];

/** The draft with each awaited construct's line emptied, or an error naming one not found. */
export function withoutAwaited(text: string): string {
  const lines = text.split('\n');
  for (const construct of AWAITING) {
    const at = lines.findIndex((l) => l.trim().startsWith(construct));
    if (at < 0) throw new Error(`the draft no longer says '${construct}': update the stand-in`);
    lines[at] = ''; // `reveal` leaves an `if` with nothing in it, which is allowed
  }
  return lines.join('\n');
}

/** The interpreted stand-in, or an error with the checker's or interpreter's first word. */
export function standIn(): AnyEngine {
  const text = withoutAwaited(readFileSync(draftPath, 'utf8'));
  const checked = check(text, draftPath);
  const error = checked.diagnostics.find((d) => d.severity === 'error');
  if (checked.game === undefined || error !== undefined)
    throw new Error(`the draft does not check: ${error?.code} ${error?.message}`);
  const made = interpret(checked.game, draftPath);
  if (made.engine === undefined)
    throw new Error(`not interpreted: ${made.diagnostics[0]?.message ?? 'no reason given'}`);
  return made.engine;
}

interface Saved {
  state: {
    zones: { hand: string[][]; trick: string[] };
    variables: { declarer: number; dummy: number; games: number[] };
  };
}
interface HandsView {
  phase: string;
  zones: { hand: unknown[] };
}

/**
 * The stand-in with the three constructs acted out from its saved state: in the dummy's turn
 * the declarer moves and the dummy may not (`played by`), the dummy's hand is in every view once
 * a card is played (`reveal`), and the match is over once a side has won two games, the higher
 * total winning (`end when`).
 */
export function actedOut(inner: AnyEngine): AnyEngine {
  const saved = (s: unknown) => (JSON.parse(inner.serialize(s)) as Saved).state;
  const inPlay = (s: unknown) => (inner.view(s, 0) as HandsView).phase === 'play';
  const rubberOver = (s: unknown) => saved(s).variables.games.some((g) => g === 2);
  const chooser = (s: unknown): number | null => {
    const turn = inner.toMove(s);
    const { dummy, declarer } = saved(s).variables;
    return turn !== null && inPlay(s) && turn === dummy ? declarer : turn;
  };
  const refused = (code: string): ApplyResult<unknown> => ({
    ok: false,
    error: moveError(code, code),
  });
  return {
    ...inner,
    toMove: (s) => (rubberOver(s) ? null : chooser(s)),
    legalMoves: (s) => (rubberOver(s) ? [] : inner.legalMoves(s)),
    apply: (s, move) => {
      if (rubberOver(s)) return refused('game-over');
      const m = move as Record<string, unknown>;
      if (!('seat' in m)) return inner.apply(s, move);
      if (m['seat'] !== chooser(s)) return refused('not-your-turn');
      return inner.apply(s, { ...m, seat: inner.toMove(s) });
    },
    view: (s, viewer) => {
      const v = inner.view(s, viewer) as HandsView;
      const { zones, variables } = saved(s);
      const down = inPlay(s) && (zones.hand[variables.dummy]!.length < 13 || zones.trick.length);
      if (down)
        v.zones.hand[variables.dummy] = (inner.view(s, variables.dummy) as HandsView).zones.hand[
          variables.dummy
        ];
      return v;
    },
    outcome: (s) => {
      const o = inner.outcome(s);
      if (!rubberOver(s)) return o;
      const [a, b] = o.totals as [number, number];
      return { ...o, over: true, winner: a === b ? 'draw' : a > b ? 0 : 1 };
    },
  };
}

/** Why a scenario file does not agree with `engine`, or null when it does. */
function disagreement(engine: AnyEngine, text: string): string | null {
  const read = parseScenario(text);
  if (!read.ok) return read.error.message;
  const report = runScenario(engine, read.value);
  return report.ok ? null : describeFailure(report.failure);
}

if (process.argv[1]?.endsWith('bridge-stand-in.ts')) {
  const engine = actedOut(standIn());
  const dir = path.join(here, '../drafts/scenarios/bridge');
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  let failed = 0;
  for (const f of files.sort()) {
    const why = disagreement(engine, readFileSync(path.join(dir, f), 'utf8'));
    if (why === null) continue;
    failed++;
    console.log(`${f}: ${why}`);
  }
  console.log(`${files.length - failed} of ${files.length} scenarios agree with the stand-in`);
  if (failed > 0) process.exitCode = 1;
}
