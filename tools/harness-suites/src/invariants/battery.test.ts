// The battery must be able to fail: each deliberately broken engine trips its own check, and
// the real engine it wraps trips none.

import { describe, expect, it } from 'vitest';
import { engine } from '@orrery/engine-mars-venus';
import { agreement, knownBugOf, runBattery, type AnyEngine, type CheckId } from '@orrery/harness';
import { faults } from './broken-engines';

/** One short match (one hand) is enough to show a fault. */
function problems<S>(e: AnyEngine<S>, check: CheckId, moveLimit = 20_000): string[] {
  const report = runBattery(e, { seeds: [], options: [{}], handsPerExtraMatch: 1, moveLimit });
  return report.problems.filter((p) => p.check === check).map((p) => p.message);
}

describe('the battery on a sound engine', () => {
  it('finds nothing but the known bugs', () => {
    const report = runBattery(engine, { seeds: [], options: [{}], handsPerExtraMatch: 1 });
    expect(report.problems.filter((p) => !knownBugOf(p))).toEqual([]);
    expect(report.matches).toMatchObject([{ over: true, moves: 56 }]);
  });
});

describe('the full match under options of its own', () => {
  it('is played under them to the end its rules give it, with no hand limit', () => {
    const fullMatchOptions = { 'max-hands': 1 };
    const report = runBattery(engine, { seeds: [1], options: [], fullMatchOptions });
    expect(report.problems.filter((p) => !knownBugOf(p))).toEqual([]);
    expect(report.matches).toMatchObject([{ options: fullMatchOptions, over: true, hands: 1 }]);
    expect(report.matches[0]!.handLimit).toBeUndefined();
  });
});

describe('the battery on broken engines', () => {
  it('sees a view that shows hidden cards', () => {
    const found = problems(faults.leakyView(engine), 'views-keep-secrets');
    expect(found[0]).toMatch(/^seat 0's view shows hidden /);
  });

  it('sees an apply that changes its input', () => {
    const found = problems(faults.mutatingApply(engine), 'listed-moves-apply');
    expect(found.some((m) => /^apply\(.*\) changed its input: /.test(m))).toBe(true);
  });

  it('sees a saved game that loses a card', () => {
    const found = problems(faults.losesCardOnSerialize(engine), 'cards-conserved');
    expect(found[0]).toMatch(/^missing: /);
  });

  it('sees an unlisted move accepted', () => {
    const found = problems(faults.acceptsUnlisted(engine), 'unlisted-moves-refused');
    expect(found.some((m) => /^unlisted .* was accepted$/.test(m))).toBe(true);
  });

  it('sees another seat refused with a code that is not kebab-case', () => {
    const found = problems(faults.wrongSeatCode(engine), 'unlisted-moves-refused');
    expect(found[0]).toMatch(/"seat":\d\} was refused with code "Not Your Turn"/);
  });

  it('sees a replay that gives another game', () => {
    const found = problems(faults.forgetfulSeed(engine), 'same-seed-same-game');
    expect(found[0]).toMatch(/^replaying seed \d+ gave another state after move 0$/);
  });

  it('sees an event that names a hidden card', () => {
    const found = problems(faults.leakyEvents(engine), 'events-keep-secrets');
    expect(found[0]).toMatch(/^event \d+ \{"type":"peek".* hidden from it before and after/);
  });

  it('sees a reader that takes foreign saves and throws on broken text', () => {
    const found = problems(faults.carelessDeserialize(engine), 'corrupt-saved-game-refused');
    expect(found).toContain('a foreign game id: the saved game was accepted');
    expect(found.some((m) => /^a truncated text: deserialize threw/.test(m))).toBe(true);
  });

  it('sees a saved game that does not come back the same', () => {
    const found = problems(faults.forgetfulRoundTrip(engine), 'saved-game-round-trip');
    expect(found[0]).toMatch(/^serialize\(deserialize\(text\)\) differs/);
  });

  it('sees a move listed twice', () => {
    const found = problems(faults.duplicateListing(engine), 'turn-well-formed');
    expect(found[0]).toMatch(/is listed twice$/);
  });

  it('sees a malformed outcome and a match that does not end', () => {
    expect(problems(faults.badOutcome(engine), 'match-ends')[0]).toMatch(
      /^outcome.totals has 3 entries for 2 teams$/,
    );
    expect(problems(engine, 'match-ends', 10)).toEqual(['the match did not end within 10 moves']);
  });

  it('sees a fast path that lists fewer moves than the pure one', () => {
    expect(agreement(engine, { games: 3 }).problems).toEqual([]);
    const found = agreement(faults.fastForgets(engine), { games: 3 }).problems;
    expect(found[0]?.message).toMatch(/^at move \d+ pure lists .* fast lists /);
  });
});
