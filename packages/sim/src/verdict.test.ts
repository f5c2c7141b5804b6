import { describe, expect, it } from 'vitest';
import { judge, trialsToShow } from './verdict';

describe('judging shares against a fair one', () => {
  it('names, among three, the one above and the one below a fair share, and only those', () => {
    const j = judge(
      [
        { name: 'South', wins: 450 },
        { name: 'West', wins: 330 },
        { name: 'North', wins: 220 },
      ],
      'matches',
      'seat',
    );
    expect(j.above).toEqual(['South']);
    expect(j.below).toEqual(['North']);
    expect(j.sentences[0]).toMatch(
      /^South has an edge: it wins 45% of the 1000 matches \(95% interval 42% to 48%\), more than a fair share of 33%/,
    );
    expect(j.sentences[1]).toMatch(/^North wins less than a fair share of 33%: 22%/);
    expect(j.needed).toBeUndefined();
  });

  it('of two, says the edge once: the other side of it is what is left', () => {
    const j = judge(
      [
        { name: 'Team A', wins: 700 },
        { name: 'Team B', wins: 300 },
      ],
      'hands',
      'team',
    );
    expect([j.above, j.below]).toEqual([['Team A'], ['Team B']]);
    expect(j.sentences).toHaveLength(1);
  });

  it('with too few trials, says none shows and how many would show the one measured', () => {
    const j = judge(
      [
        { name: 'Team A', wins: 28 },
        { name: 'Team B', wins: 22 },
      ],
      'matches',
      'team',
      55,
    );
    expect([j.above, j.below]).toEqual([[], []]);
    expect(j.needed).toBe(trialsToShow(0.06, 0.5));
    expect(j.sentences.join(' ')).toMatch(
      /^No team has an edge these 50 matches can show: Team A wins 56% of the 50 matches with a winner/,
    );
  });

  it('plans with a bigger run for a smaller edge', () => {
    expect(trialsToShow(0.02, 0.5)).toBe(5000);
    expect(trialsToShow(0.05, 0.5)).toBe(790);
    expect(trialsToShow(0.02, 1 / 3)).toBeLessThan(trialsToShow(0.02, 0.5));
  });

  it('says nothing of one contender, or of no trials', () => {
    expect(judge([{ name: 'Solo', wins: 10 }], 'matches', 'team').sentences).toEqual([]);
    expect(
      judge(
        [
          { name: 'A', wins: 0 },
          { name: 'B', wins: 0 },
        ],
        'matches',
        'team',
      ).sentences,
    ).toEqual([]);
  });
});
