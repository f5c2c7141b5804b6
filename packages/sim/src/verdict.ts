// The report's first paragraph: what the figures mean, in plain words. Whether a team, or a
// place at the table, wins more than a fair game would let it, judged by the 95% intervals;
// and when the intervals are too wide to tell, how many matches would tell.

import { positionName, type Figures } from './figures';
import { positionSides, teamNames } from './sides';
import { wilson, type Rate } from './stats';

/** z for a two-sided 95% test and for 80% power: the usual planning figures. */
const Z_TEST = 1.959963984540054;
const Z_POWER = 0.8416212335729143;
/** Below this a difference is no edge worth naming: what to plan for instead. */
const SMALLEST_EDGE = 0.02;

export interface Contender {
  readonly name: string;
  /** How many of the decided trials it won. */
  readonly wins: number;
}

export interface Judgement {
  /** Sentences, in order. */
  readonly sentences: readonly string[];
  /** The contenders the intervals say win more, or less, than a fair share. */
  readonly above: readonly string[];
  readonly below: readonly string[];
  /** Trials that would show an edge of the size measured (or of SMALLEST_EDGE), when none shows. */
  readonly needed: number | undefined;
}

const pct = (x: number) => `${(x * 100).toFixed(x >= 0.995 || x < 0.1 ? 1 : 0)}%`;
const range = (r: Rate) => `${pct(r.ci95[0])} to ${pct(r.ci95[1])}`;

/**
 * Contenders' shares of the trials one of them won (draws left out), against the fair share
 * 1/k. `unit` is `matches` or `hands`; `what` says what the contenders are (`team`, `side`).
 */
export function judge(
  contenders: readonly Contender[],
  unit: string,
  what: string,
  /** Trials played, draws included: when all had a winner, "with a winner" goes unsaid. */
  played = contenders.reduce((n, c) => n + c.wins, 0),
): Judgement {
  const won = contenders.reduce((n, c) => n + c.wins, 0);
  const k = contenders.length;
  if (k < 2 || won === 0) return { sentences: [], above: [], below: [], needed: undefined };
  const fair = 1 / k;
  const rates = contenders.map((c) => ({ ...c, rate: wilson(c.wins, won) }));
  const above = rates.filter((c) => c.rate.ci95[0] > fair);
  const below = rates.filter((c) => c.rate.ci95[1] < fair);
  const sentences: string[] = [];
  const share = k === 2 ? 'the even 50%' : `a fair share of ${pct(fair)}`;
  const ofWon = played > won ? `of the ${won} ${unit} with a winner` : `of the ${won} ${unit}`;
  if (above.length > 0 || below.length > 0) {
    for (const c of above) {
      sentences.push(
        `${capital(c.name)} has an edge: it wins ${pct(c.rate.rate)} ${ofWon} (95% interval ${range(c.rate)}), more than ${share}, and the interval shows it is no accident.`,
      );
    }
    if (k > 2 || above.length === 0) {
      for (const c of below) {
        sentences.push(
          `${capital(c.name)} wins less than ${share}: ${pct(c.rate.rate)} ${ofWon} (95% interval ${range(c.rate)}).`,
        );
      }
    }
    return {
      sentences,
      above: above.map((c) => c.name),
      below: below.map((c) => c.name),
      needed: undefined,
    };
  }
  const leader = rates.reduce((a, b) =>
    Math.abs(b.rate.rate - fair) > Math.abs(a.rate.rate - fair) ? b : a,
  );
  const edge = Math.abs(leader.rate.rate - fair);
  const planned = Math.max(edge, SMALLEST_EDGE);
  const needed = trialsToShow(planned, fair);
  const measured =
    k === 2
      ? `${leader.name} wins ${pct(leader.rate.rate)} ${ofWon}, but the 95% interval (${range(leader.rate)}) still holds ${share}`
      : `the ${what} furthest from ${share} is ${leader.name}, at ${pct(leader.rate.rate)} ${ofWon} (95% interval ${range(leader.rate)})`;
  sentences.push(`No ${what} has an edge these ${won} ${unit} can show: ${measured}.`);
  sentences.push(
    edge >= SMALLEST_EDGE
      ? `Telling an edge of this size (${points(edge)} percentage points) from chance takes about ${needed} ${unit}.`
      : `If there is an edge it is small: telling even a ${points(SMALLEST_EDGE)}-point edge from chance takes about ${needed} ${unit}.`,
  );
  return { sentences, above: [], below: [], needed };
}

/**
 * Trials for a two-sided 95% test to show a share `edge` away from `fair` four times in five,
 * rounded up to two significant digits: a figure to plan a run with, not a promise.
 */
export function trialsToShow(edge: number, fair: number): number {
  const n = ((Z_TEST + Z_POWER) ** 2 * fair * (1 - fair)) / (edge * edge);
  const scale = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 1);
  return Math.ceil(n / scale) * scale;
}

/** A difference of shares in percentage points, to a tenth. */
function points(x: number): string {
  return String(Math.round(x * 1000) / 10);
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The whole first paragraph for one run. */
export function verdict(f: Figures): string[] {
  const unit = f.handsOnly ? 'hands' : 'matches';
  const teams = teamNames(f);
  const decided = f.games - f.unfinished;
  const out: string[] = [];
  const byTeam = judge(
    teams.map((name, t) => ({ name, wins: f.wins[String(t)] ?? 0 })),
    unit,
    f.teamOfSeat.length === teams.length ? 'seat' : 'team',
    decided,
  );
  out.push(...byTeam.sentences);
  const sides = positionSides(f.teamOfSeat);
  if (sides !== undefined && sides.length > 1 && f.hands > 0) {
    // Every hand has a dealer, so hands say more about the place at the table than matches do.
    const seats = f.teamOfSeat.length;
    const bySide = judge(
      sides.map((side) => {
        const rate = f.handWinRate[positionName(side.positions[0]!, seats)];
        return { name: side.name, wins: Math.round((rate?.rate ?? 0) * f.hands) };
      }),
      'hands',
      'place at the table',
      f.hands,
    );
    if (bySide.sentences.length > 0) {
      out.push("Places at the table are counted from each hand's dealer.", ...bySide.sentences);
    }
  }
  if (f.ties > 0) {
    out.push(
      `${pct(f.tieRate.rate)} of the ${unit} had no winner and are left out of these shares.`,
    );
  }
  if (f.unfinished > 0) {
    out.push(
      `${f.unfinished} of ${f.games} matches were still going after the move limit and count for nothing here.`,
    );
  }
  if (f.interrupted)
    out.push(`The run was stopped after ${f.games} of ${f.requestedGames} ${unit}.`);
  if (decided === 0) out.push(`No ${unit} finished, so there is nothing to judge.`);
  return out;
}
