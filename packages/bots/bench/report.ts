import type { PairingRun } from './results';
import { meanInterval, pct, wilson } from './stats';

/** What a row of strength figures says about its target. */
function verdict(low: number, high: number, target: number | undefined): string {
  if (target === undefined) return '';
  if (low >= target) return ` target ${pct(target)}: MET`;
  if (high < target) return ` target ${pct(target)}: NOT MET`;
  return ` target ${pct(target)}: not settled at this sample size`;
}

/**
 * The two lines printed for a game and pairing: A's share of the non-tied hands with its 95%
 * interval and the verdict, then the duplicate pairs and the mean margin per hand.
 */
export function reportLines(run: PairingRun): string {
  const { game, a, b, target, deals } = run;
  const margins = deals.flatMap(([, first, second]) => [first, second]);
  const won = margins.filter((m) => m > 0).length;
  const lost = margins.filter((m) => m < 0).length;
  const [low, high] = wilson(won, won + lost);
  const pairs = deals.map(([, first, second]) => first + second);
  const pairsWon = pairs.filter((m) => m > 0).length;
  const pairsLost = pairs.filter((m) => m < 0).length;
  const [pairLow, pairHigh] = wilson(pairsWon, pairsWon + pairsLost);
  const [mean, meanLow, meanHigh] = meanInterval(margins);
  const share = won / Math.max(1, won + lost);
  return (
    `${game.padEnd(16)} ${a} vs ${b}: ${margins.length} hands, A ahead in ${won}, behind in ${lost}, ` +
    `level ${margins.length - won - lost}; A's share of non-tied hands ${pct(share)} ` +
    `[${pct(low)}, ${pct(high)}];${verdict(low, high, target)}\n` +
    `${''.padEnd(16)} duplicate pairs: A ahead in ${pct(pairsWon / Math.max(1, pairsWon + pairsLost))} ` +
    `[${pct(pairLow)}, ${pct(pairHigh)}] of ${pairsWon + pairsLost} non-tied pairs; ` +
    `mean margin per hand ${mean.toFixed(2)} [${meanLow.toFixed(2)}, ${meanHigh.toFixed(2)}]`
  );
}
