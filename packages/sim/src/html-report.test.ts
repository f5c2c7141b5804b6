// The HTML report, parsed as a browser parses it (parse5), on figures made up for the purpose:
// a clear edge for one team and for the first player's side, and none at all. The tables must
// be real tables, say each figure once, use the rules file's words, and the first paragraph
// must say what the figures show.

import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { compareTallies } from './compare';
import { figuresOf, type Figures } from './figures';
import { htmlReport, shareRows } from './html-report';
import type { RulesWords } from './rules-words';
import { emptyTally, type Tally } from './tally';
import { trialsToShow } from './verdict';

interface El {
  readonly nodeName: string;
  readonly tagName?: string;
  readonly attrs?: readonly { name: string; value: string }[];
  readonly childNodes?: readonly El[];
  readonly value?: string;
  readonly content?: El;
}

const all = (root: El, tag: string): El[] => {
  const out: El[] = [];
  const walk = (n: El) => {
    if (n.tagName === tag) out.push(n);
    for (const c of n.childNodes ?? []) walk(c);
  };
  walk(root);
  return out;
};
const text = (n: El): string =>
  n.nodeName === '#text' ? (n.value ?? '') : (n.childNodes ?? []).map(text).join('');
const attr = (n: El, name: string) => n.attrs?.find((a) => a.name === name)?.value;
const children = (n: El, tag: string) => (n.childNodes ?? []).filter((c) => c.tagName === tag);

const WORDS: RulesWords = {
  events: [
    { name: 'whole-suit', reason: undefined, line: 46, instantWin: false },
    { name: 'galaxy-spoils', reason: '{t} took the {s} Galaxy', line: 50, instantWin: false },
    { name: 'never-seen', reason: '{t} did the impossible', line: 60, instantWin: false },
  ],
  scores: [
    {
      key: 'score:{t} took every {s} card',
      reason: '{t} took every {s} card',
      pieces: ['', ' took every ', ' card'],
      line: 45,
    },
  ],
};

const moments = (n: number, values: readonly number[]) => {
  // n samples cycling through `values`: exact sums, so means and variances are known.
  let sum = 0;
  let sumSquares = 0;
  for (let i = 0; i < n; i++) {
    const v = values[i % values.length]!;
    sum += v;
    sumSquares += v * v;
  }
  return { n, sum, sumSquares };
};

/**
 * A four-seat partnership game (seats 0 and 2 against 1 and 3) with `wins` matches won per team
 * and `handWins` hands won per side (first player's, dealer's), ten hands a match.
 */
function made(wins: [number, number], handWins: [number, number], ties = 0): Figures {
  const tally: Tally = emptyTally(4, 2);
  const games = wins[0] + wins[1] + ties;
  tally.games = games;
  tally.ties = ties;
  tally.wins = [...wins];
  tally.seatWins = [wins[0], wins[1], wins[0], wins[1]];
  // The first dealer is seat 3, so position p is seat p: the first player's side is team 0.
  tally.positionWins = [wins[0], wins[1], wins[0], wins[1]];
  tally.hands = games * 10;
  tally.handPositionWins = [handWins[0], handWins[1], handWins[0], handWins[1]];
  tally.handTies = tally.hands - handWins[0] - handWins[1];
  tally.points = [moments(tally.hands, [3, 7, 5]), moments(tally.hands, [4, 6, 5, 5])];
  tally.pointsHistogram = [
    { 3: 1, 5: 1, 7: 1 },
    { 4: 1, 5: 2, 6: 1 },
  ];
  tally.handMoves = moments(tally.hands, [56]);
  tally.handTricks = moments(tally.hands, [14]);
  tally.matchHands = moments(games, [10]);
  tally.matchHandsHistogram = { 10: games };
  tally.legal = moments(games * 560, [1, 3, 5, 7]);
  tally.events = {
    'move:play': { count: 56 * tally.hands, games, handSquares: 56 * 56 * tally.hands },
    'rule:whole-suit': { count: tally.hands / 5, games: games / 2, handSquares: tally.hands / 5 },
    'rule:galaxy-spoils': { count: tally.hands, games, handSquares: tally.hands * 2 },
    'score:{t} took every {s} card': {
      count: tally.hands / 5,
      games: games / 2,
      handSquares: tally.hands / 5,
    },
    score: { count: tally.hands * 3, games, handSquares: tally.hands * 10 },
    trick: { count: tally.hands * 14, games, handSquares: tally.hands * 196 },
  };
  return figuresOf(tally, {
    game: 'made-up',
    title: 'Made Up',
    source: 'made-up.rules',
    seed: 1,
    requestedGames: games,
    handsOnly: false,
    options: {},
    bots: ['random', 'random', 'random', 'random'],
    workers: 2,
    elapsedSeconds: 1,
    interrupted: false,
    seats: 4,
    teamOfSeat: [0, 1, 0, 1],
    seatNames: ['South', 'West', 'North', 'East'],
  });
}

async function page(f: Figures, words = WORDS) {
  const html = await htmlReport([{ figures: f, words }]);
  return { html, doc: parse(html) as unknown as El };
}

const lead = (doc: El) => {
  const p = all(doc, 'p')[0]!;
  expect(attr(p, 'class')).toBe('lead');
  return text(p);
};

describe('the HTML report', () => {
  const even = made([1010, 990], [9_000, 9_050], 0);
  const edge = made([1300, 700], [11_000, 7_000], 0);

  it('is real tables: a caption, column headers in thead, each row led by its own header', async () => {
    const { doc } = await page(even);
    const tables = all(doc, 'table');
    expect(tables.length).toBeGreaterThanOrEqual(4);
    for (const table of tables) {
      expect(text(children(table, 'caption')[0]!).length).toBeGreaterThan(10);
      const [thead] = children(table, 'thead');
      const [tbody] = children(table, 'tbody');
      const heads = all(thead!, 'th');
      expect(heads.length).toBeGreaterThanOrEqual(2);
      for (const th of heads) expect(attr(th, 'scope')).toBe('col');
      const rows = children(tbody!, 'tr');
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        const [first, ...rest] = (row.childNodes ?? []).filter((c) => c.tagName !== undefined);
        expect(first!.tagName).toBe('th');
        expect(attr(first!, 'scope')).toBe('row');
        const span = rest.reduce((n, td) => n + Number(attr(td, 'colspan') ?? 1), 0);
        expect(span).toBe(heads.length - 1);
      }
    }
  });

  it('says no figure twice: one row per figure, partners one side, constants in words', async () => {
    const { doc } = await page(even);
    const rows = all(doc, 'tr').filter((r) => all(r, 'td').length > 0);
    const heads = rows.map((r) => text(all(r, 'th')[0]!));
    const whole = rows.map((r, k) => `${heads[k]}: ${all(r, 'td').map(text).join(' | ')}`);
    expect(new Set(whole).size).toBe(whole.length);
    for (const table of all(doc, 'tbody')) {
      const inTable = children(table, 'tr').map((r) => text(all(r, 'th')[0]!));
      expect(new Set(inTable).size).toBe(inTable.length);
    }
    // The first dealer is always seat 3 here, so the sides at the first deal are the teams:
    // their match figures are "Who wins" again, and are not repeated under "Where you sit".
    expect(heads.filter((h) => h.startsWith('Matches won'))).toEqual(['Matches won']);
    // Teams are columns, not rows; four places are two sides.
    const columns = all(doc, 'thead').map((t) => all(t, 'th').map(text));
    expect(columns).toContainEqual(['Figure', 'Team A (South & North)', 'Team B (West & East)']);
    expect(columns).toContainEqual([
      'Figure',
      "The first player's side",
      "The dealer's side",
      'No winner',
    ]);
    expect(heads.filter((h) => /team|seat \d/i.test(h))).toEqual([]);
    // Every hand has 56 moves and 14 tricks, every match 10 hands: said once, in a sentence.
    const body = text(doc);
    expect(body.match(/Every hand has 56 moves and 14 tricks\./g)?.length).toBe(1);
    expect(body.match(/Every match lasts 10 hands\./g)?.length).toBe(1);
    expect(heads).not.toContain('Moves per hand');
    expect(heads).not.toContain('Tricks per hand');
    expect(heads).not.toContain('Hands per match');
    expect(heads).toContain('Legal moves to choose from, per decision');
    // The trick event is tricks per hand again: not a row of its own.
    expect(heads).not.toContain('trick');
  });

  it('names events as the rules file does, with its words, the ones that never happened too', async () => {
    const { doc } = await page(even);
    const rows = all(doc, 'tr');
    const row = (head: string) =>
      rows.find((r) => {
        const th = all(r, 'th')[0];
        return th !== undefined && text(th).startsWith(head);
      });
    expect(text(row('galaxy-spoils')!)).toContain('“{t} took the {s} Galaxy” (line 50)');
    expect(text(row('whole-suit')!)).toContain('line 46');
    expect(all(row('never-seen')!, 'td').map(text)).toEqual(['never', 'none of 2000']);
    expect(text(row('score (line 45)')!)).toContain('“{t} took every {s} card”');
    expect(all(row('play')!, 'td').map(text)).toEqual(['always 56', 'every one of 2000']);
    expect(text(doc)).not.toMatch(/rule:|move:|score:/);
  });

  it('leads with the edge the intervals make real', async () => {
    const { doc } = await page(edge);
    const said = lead(doc);
    expect(said).toMatch(
      /^Team A \(South & North\) has an edge: it wins 65% of the 2000 matches \(95% interval 63% to 67%\)/,
    );
    expect(said).toMatch(
      /The first player's side has an edge: it wins 61% of the 18000 hands with a winner/,
    );
    expect(said).not.toMatch(/No team|takes about/);
  });

  it('leads with "no edge" and how many matches would tell, when the intervals are too wide', async () => {
    const { doc } = await page(even);
    const said = lead(doc);
    expect(said).toMatch(
      /^No team has an edge these 2000 matches can show: Team A \(South & North\) wins 51% of the 2000 matches, but the 95% interval \(48% to 53%\) still holds the even 50%\./,
    );
    expect(said).toContain(
      `telling even a 2-point edge from chance takes about ${trialsToShow(0.02, 0.5)} matches`,
    );
    expect(said).toMatch(/No place at the table has an edge these 18050 hands can show/);
    expect(said).not.toMatch(/has an edge:/);
  });

  it('says the size of a measured edge it cannot yet tell, and plans for it', async () => {
    const { doc } = await page(made([52, 48], [500, 500]));
    const said = lead(doc);
    expect(said).toContain('Team A (South & North) wins 52% of the 100 matches');
    expect(said).toContain(
      `(2 percentage points) from chance takes about ${trialsToShow(0.02, 0.5)} matches`,
    );
    const wider = lead((await page(made([56, 44], [500, 500]))).doc);
    expect(wider).toContain('the 95% interval (46% to 65%) still holds the even 50%');
    expect(wider).toContain(
      `(6 percentage points) from chance takes about ${trialsToShow(0.06, 0.5)} matches`,
    );
    expect(trialsToShow(0.06, 0.5)).toBeLessThan(trialsToShow(0.02, 0.5));
  });

  it('counts draws out of the shares, and says so', async () => {
    const { doc } = await page(made([600, 600], [9_000, 9_000], 800));
    expect(lead(doc)).toContain('of the 1200 matches with a winner');
    expect(lead(doc)).toContain('40% of the matches had no winner');
  });

  it('is one file: no script, no stylesheet or image from elsewhere', async () => {
    const { html } = await page(even);
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).not.toMatch(
      /<script|<link|(src|href)\s*=\s*["']?https?:|url\(\s*["']?https?:|@import/i,
    );
    expect(html.match(/<svg/g)?.length).toBe(2);
  });

  it('compares two runs in words, each figure once', async () => {
    const a = made([1010, 990], [9_000, 9_050]);
    const b = made([1300, 700], [11_000, 7_000]);
    const tallyOf = (f: Figures): Tally => {
      const t = emptyTally(4, 2);
      t.games = f.games;
      t.wins = [f.wins['0']!, f.wins['1']!];
      t.positionWins = [f.wins['0']!, f.wins['1']!, f.wins['0']!, f.wins['1']!];
      t.hands = f.hands;
      return t;
    };
    const rows = compareTallies(tallyOf(a), tallyOf(b), 4);
    const html = await htmlReport(
      [
        { figures: a, words: WORDS },
        { figures: b, words: WORDS },
      ],
      rows,
    );
    const doc = parse(html) as unknown as El;
    const table = all(doc, 'table')[0]!;
    const heads = children(children(table, 'tbody')[0]!, 'tr').map((r) => text(all(r, 'th')[0]!));
    expect(new Set(heads).size).toBe(heads.length);
    expect(heads).toContain('matches won by Team A (South & North)');
    expect(heads).not.toContain('matches won by Team B (West & East)');
    expect(heads).toContain("matches won by the first player's side");
    expect(heads.filter((h) => h.includes("dealer's side"))).toEqual([]);
    expect(lead(doc)).toMatch(
      /^\d+ of the \d+ figures compared differ between A and B by more than chance at 95%: matches won by Team A/,
    );
  });

  it('groups a chart with many values into ranges, the same ranges for every series', () => {
    const a = Object.fromEntries(Array.from({ length: 101 }, (_, v) => [v, 1]));
    const b = { 0: 3, 50: 1, 100: 1 };
    const rows = shareRows([
      { name: 'A', counts: a },
      { name: 'B', counts: b },
    ]);
    const labels = (series: string) => rows.filter((r) => r.series === series).map((r) => r.value);
    expect(labels('A').length).toBeLessThanOrEqual(24);
    expect(labels('A')[0]).toBe('0–4');
    expect(labels('B').every((l) => labels('A').includes(l))).toBe(true);
    for (const series of ['A', 'B']) {
      const total = rows
        .filter((r) => r.series === series)
        .reduce((n, r) => n + Number(r.share), 0);
      expect(total).toBeCloseTo(1, 10);
    }
    // Few values stay one bar each.
    expect(shareRows([{ name: 'C', counts: { 1: 1, 3: 3 } }]).map((r) => r.value)).toEqual([
      '1',
      '3',
    ]);
  });
});
