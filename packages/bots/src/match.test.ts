import { describe, expect, it } from 'vitest';
import { createBot, parseBotSpec, playMatch, type Bot } from './index';
import { tables } from './fixtures/engines';

function bots(specs: readonly string[], seats: number, seed: number): Bot[] {
  return Array.from({ length: seats }, (_, seat) => {
    const parsed = parseBotSpec(specs[seat % specs.length]!);
    if (!parsed.ok) throw new Error(parsed.message);
    return createBot(parsed.spec, seed * 31 + seat);
  });
}

// Small budgets: the point is that every decision of every game is answered with a legal move.
// Four seats hold all three bots in one match; fewer seats need a second match with seats moved.
// One hand, by the runtime's hand limit (no option of the game's): a shedding hand can run to
// hundreds of moves, each an ISMCTS search whose every iteration plays the hand out, so the
// search is kept to 4 iterations (a shedding hand of 600 moves took 107 s at 20 under load).
const LINEUPS = [
  ['ismcts:4', 'greedy:2', 'random'],
  ['random', 'ismcts:4', 'greedy:2'],
];

const MAX_MOVES = 3_000;

describe('bots play whole matches of every rules file', () => {
  for (const { engine, options } of tables()) {
    const seats = engine.meta.seatCount(options);
    it(`${engine.meta.id} ${JSON.stringify(options)}`, () => {
      LINEUPS.slice(0, seats >= 4 ? 1 : 2).forEach((lineup, k) => {
        const match = playMatch(engine, bots(lineup, seats, k + 1), {
          seed: 11 + k,
          hands: 1,
          options,
          maxMoves: MAX_MOVES,
        });
        // playMatch throws on a refused move, so reaching the end means none was illegal. Go Fish
        // bots can ask a seat for a rank it lacks for ever (they forget what was asked), so a
        // match may stop at the move limit instead of ending.
        expect(match.outcome.over || (match.stopped && match.moves.length === MAX_MOVES)).toBe(
          true,
        );
        if (!match.stopped) expect(match.outcome.hands.length).toBeGreaterThanOrEqual(1);
        expect(match.moves.length).toBeGreaterThan(seats);
      });
    }, 120_000);
  }
});

describe('determinism', () => {
  const cases = tables().filter(
    ({ engine, options }) =>
      ['mars-venus', 'annexation'].includes(engine.meta.id) ||
      (engine.meta.id === 'starbuckaroos' && options['players'] === 4),
  );
  for (const { engine, options } of cases) {
    it(`${engine.meta.id} ${JSON.stringify(options)}: same seeds, same moves`, () => {
      const seats = engine.meta.seatCount(options);
      const play = (botSeed: number) =>
        playMatch(engine, bots(['ismcts:20', 'greedy:2', 'random'], seats, botSeed), {
          seed: 5,
          hands: 1,
          options,
        }).moves;
      const first = play(1);
      expect(play(1)).toEqual(first);
      expect(play(2)).not.toEqual(first);
    }, 30_000);
  }
});

describe('playMatch', () => {
  it('ends the match after the hands asked for, with a result', () => {
    const { engine } = tables()[0]!;
    const seats = engine.meta.seatCount();
    const match = playMatch(engine, bots(['random'], seats, 1), { seed: 3, hands: 1 });
    expect(match.outcome.hands.length).toBe(1);
    expect(match.outcome.over).toBe(true);
    expect(match.outcome.winner).not.toBeNull();
  });

  it('stops at the move limit, saying so, and not before', () => {
    const { engine } = tables()[0]!;
    const seats = engine.meta.seatCount();
    const whole = playMatch(engine, bots(['random'], seats, 1), { seed: 3, hands: 1 });
    expect(whole.stopped).toBe(false);
    const cut = playMatch(engine, bots(['random'], seats, 1), { seed: 3, hands: 1, maxMoves: 5 });
    expect(cut.stopped).toBe(true);
    expect(cut.moves).toEqual(whole.moves.slice(0, 5));
    expect(cut.outcome.over).toBe(false);
  });

  it('refuses a lineup with the wrong number of bots', () => {
    const { engine } = tables()[0]!;
    expect(() => playMatch(engine, bots(['random'], 1, 1), { seed: 3 })).toThrow(
      /seats but 1 bots/,
    );
  });

  it('throws, with a code, when a bot answers with a move the engine refuses', () => {
    const { engine } = tables()[0]!;
    const seats = engine.meta.seatCount();
    const liar: Bot = { spec: { kind: 'first' }, decide: () => ({ type: 'no-such-move' }) };
    expect(() =>
      playMatch(
        engine,
        Array.from({ length: seats }, () => liar),
        { seed: 3 },
      ),
    ).toThrow(expect.objectContaining({ code: 'illegal-bot-move' }));
  });
});
