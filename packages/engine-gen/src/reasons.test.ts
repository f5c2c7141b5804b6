// Score events explain a hand's score: generated engines send one per rules-file `score`, with
// the reason the rules file writes, and they add up to the hand's scores. Played on the seed
// games, whose rules files give their scoring reasons.

import { engine as annexation } from '@orrery/engine-annexation';
import { engine as marsVenus } from '@orrery/engine-mars-venus';
import { engine as starbuckaroos } from '@orrery/engine-starbuckaroos';
import {
  randomBelow,
  seedRandom,
  type AnyEngine,
  type GameEvent,
  type RuleEvent,
  type ScoreEvent,
  type SetupArgs,
} from '@orrery/runtime';
import { describe, expect, it } from 'vitest';

interface Hand {
  readonly hand: number;
  readonly scores: readonly number[];
  /** Every event from the end of the previous hand to this hand's `hand-end`. */
  readonly events: readonly GameEvent[];
}

/** Plays random legal moves to the end of the match and splits its events by hand. */
function playHands(engine: AnyEngine, args: SetupArgs, seed: number): Hand[] {
  const start = engine.setup(args);
  if (!start.ok) throw new Error(start.error.message);
  let state = start.value;
  const picks = [...seedRandom(seed)];
  const hands: Hand[] = [];
  let events: GameEvent[] = [];
  for (let k = 0; engine.toMove(state) !== null && k < 20000; k++) {
    const legal = engine.legalMoves(state);
    const result = engine.apply(state, legal[randomBelow(picks, legal.length)]!);
    if (!result.ok) throw new Error(result.error.code);
    state = result.state;
    for (const e of result.events) {
      events.push(e);
      if (e.type !== 'hand-end') continue;
      hands.push({ hand: e.hand, scores: e.scores, events });
      events = [];
    }
  }
  return hands;
}

const scoreEvents = (events: readonly GameEvent[]) =>
  events.filter((e): e is ScoreEvent => e.type === 'score');

/** The rule events named `name`. */
const ruleEvents = (events: readonly GameEvent[], name: string) =>
  events.filter((e): e is RuleEvent => e.type === 'rule' && e.name === name);

/** Per team, the points of a hand's score events. */
function pointsByTeam(events: readonly GameEvent[], teams: number): number[] {
  const sums = new Array<number>(teams).fill(0);
  for (const e of scoreEvents(events)) sums[e.team]! += e.points;
  return sums;
}

describe('Mars & Venus score events', () => {
  const mv = marsVenus;
  const hands = [1, 2, 3].flatMap((seed) =>
    playHands(mv, { seed, options: { 'max-hands': 3, skunk: 'off' } }, seed),
  );
  const label = ['Team A', 'Team B'];

  it('add up, team by team, to each hand’s scores', () => {
    expect(hands.length).toBeGreaterThanOrEqual(6);
    for (const h of hands) {
      expect(pointsByTeam(h.events, 2)).toEqual(h.scores);
      for (const e of scoreEvents(h.events)) expect(e.hand).toBe(h.hand);
    }
  });

  it('say which team scored and for which suit, with the points scored', () => {
    const seen = new Set<string>();
    for (const h of hands) {
      // Each team is scored once for Mars and once for Venus, unless its Galaxy spoiled the suit.
      for (const e of scoreEvents(h.events)) {
        const reason = e.reason;
        expect(reason.startsWith(label[e.team]!)).toBe(true);
        expect(reason).toMatch(/Mars|Venus/);
        if (e.points !== 20) expect(reason).toContain(`scores ${e.points} for`);
        seen.add(reason.includes('every') ? 'whole' : 'count');
      }
    }
    expect(seen).toContain('count');
  });

  it('explain a Galaxy that spoils a suit with a rule event for the team that took it', () => {
    const spoiled = hands.flatMap((h) => ruleEvents(h.events, 'galaxy-spoils'));
    expect(spoiled.length).toBeGreaterThan(0);
    for (const e of spoiled) {
      const team = label[e.team!]!;
      expect(e.reason).toMatch(
        new RegExp(`^${team} took the (Mars|Venus) Galaxy, so scores nothing for (Mars|Venus)$`),
      );
      const suit = /the (\w+) Galaxy/.exec(e.reason!)![1]!;
      // The team that took the Galaxy gets no score event for that suit.
      const own = scoreEvents(hands.find((h) => h.events.includes(e))!.events).filter(
        (x) => x.team === e.team,
      );
      expect(own.some((x) => x.reason.includes(` for ${suit}`))).toBe(false);
    }
  });
});

describe('Annexation score events', () => {
  const an = annexation;

  it('explain each annexed suit and each replacement choice, adding up to the hand scores', () => {
    const hands = [1, 2].flatMap((seed) =>
      playHands(an, { seed, options: { 'max-hands': 12 } }, seed),
    );
    const suits = an.meta.suits.map((s) => s.name);
    const reasons = hands.flatMap((h) => {
      expect(pointsByTeam(h.events, 2)).toEqual(h.scores);
      return scoreEvents(h.events).map((e) => ({ team: e.team, text: e.reason }));
    });
    expect(reasons.length).toBeGreaterThan(0);
    for (const { team, text } of reasons) {
      expect(text).toMatch(new RegExp(`^Team ${'AB'[team]} (took all of|chooses) (\\w+) `));
      expect(suits).toContain(/^Team \w (?:took all of|chooses) (\w+)/.exec(text)![1]);
    }
    const earned = hands.flatMap((h) => ruleEvents(h.events, 'replacement-earned'));
    for (const e of earned) expect(e.reason).toMatch(/^Team [AB] took all of \w+ again/);
  });
});

describe('a team of one seat', () => {
  it('is named by its seat in a reason', () => {
    const sb = starbuckaroos;
    const [hand] = playHands(sb, { seed: 4, options: { 'max-hands': 1 } }, 4);
    const events = scoreEvents(hand!.events);
    expect(events.map((e) => e.team)).toEqual([0, 1]);
    for (const e of events)
      expect(e.reason).toMatch(new RegExp(`^${sb.meta.seatNames[e.team]!} scores `));
    expect(pointsByTeam(hand!.events, 2)).toEqual(hand!.scores);
  });
});
