import type { machine, Maybe } from './extras';
import type { Figure, Rounds } from './measure';
import { ENGINES, type GameId } from './runners';

/** Everything one `npm run bench` measured. */
export interface Results {
  readonly games: readonly GameId[];
  readonly rounds: Rounds;
  readonly roundCount: number;
  readonly ismcts: Maybe<number>;
  readonly generation: { files: number; cold: number; warm: Figure };
  readonly parsing: { parse: Figure; check: Figure };
  readonly bundles: Maybe<Record<string, number>>;
  readonly machine: ReturnType<typeof machine>;
}

const round = (x: number, digits = 0) => Number(x.toFixed(digits));

/** The `--json` object of issue 9, with the spreads and the other figures under `details`. */
export function toJson(r: Results): unknown {
  const map = <T>(f: (g: GameId) => T) => Object.fromEntries(r.games.map((g) => [g, f(g)]));
  return {
    handsPerSecond: map((g) =>
      Object.fromEntries(ENGINES.map((e) => [e, round(r.rounds.rates[g][e].median)])),
    ),
    ratios: map((g) => ({
      fastVsHandwritten: round(r.rounds.ratios[g].fastVsHandwritten.median, 3),
      fastVsBoardgameio: round(r.rounds.ratios[g].fastVsBoardgameio.median, 1),
    })),
    ismctsIterationsPerSecond: 'value' in r.ismcts ? round(r.ismcts.value) : null,
    generateAllSeconds: round(r.generation.warm.median, 3),
    bundleGzipBytes: 'value' in r.bundles ? r.bundles.value : null,
    machine: r.machine,
    details: {
      rounds: r.roundCount,
      handsPerSecondRange: map((g) =>
        Object.fromEntries(
          ENGINES.map((e) => [
            e,
            [round(r.rounds.rates[g][e].min), round(r.rounds.rates[g][e].max)],
          ]),
        ),
      ),
      ratioRange: map((g) => ({
        fastVsHandwritten: [
          round(r.rounds.ratios[g].fastVsHandwritten.min, 3),
          round(r.rounds.ratios[g].fastVsHandwritten.max, 3),
        ],
        fastVsBoardgameio: [
          round(r.rounds.ratios[g].fastVsBoardgameio.min, 1),
          round(r.rounds.ratios[g].fastVsBoardgameio.max, 1),
        ],
        fastVsPure: round(r.rounds.ratios[g].fastVsPure.median, 2),
      })),
      rulesFiles: r.generation.files,
      generateAllColdSeconds: round(r.generation.cold, 3),
      parseAllSeconds: round(r.parsing.parse.median, 4),
      checkAllSeconds: round(r.parsing.check.median, 4),
      ...('missing' in r.ismcts ? { ismctsMissing: r.ismcts.missing } : {}),
      ...('missing' in r.bundles ? { bundlesMissing: r.bundles.missing } : {}),
    },
  };
}

function rate(x: number): string {
  return x >= 100 ? Math.round(x).toLocaleString('en-US') : x.toFixed(1);
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows
    .map((r) =>
      r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('   '),
    )
    .join('\n');
}

/** The human-readable report. */
export function toText(r: Results): string {
  const lines: string[] = [];
  const n = r.roundCount;
  lines.push(
    `Random playouts of whole hands, hands per second on one core (median of ${n} interleaved rounds; min-max)`,
  );
  lines.push(
    table([
      ['game', ...ENGINES],
      ...r.games.map((g) => [
        g,
        ...ENGINES.map((e) => {
          const f = r.rounds.rates[g][e];
          return `${rate(f.median)} (${rate(f.min)}-${rate(f.max)})`;
        }),
      ]),
    ]),
  );
  lines.push('');
  lines.push('Ratios, taken within each round (median; min-max)');
  const ratio = (f: Figure, digits: number) =>
    `${f.median.toFixed(digits)}x (${f.min.toFixed(digits)}-${f.max.toFixed(digits)})`;
  lines.push(
    table([
      [
        'game',
        'fast / handwritten (target >= 0.8)',
        'fast / boardgameio (target >= 300)',
        'fast / pure',
      ],
      ...r.games.map((g) => {
        const q = r.rounds.ratios[g];
        const met = (ok: boolean) => (ok ? ' met' : ' MISSED');
        return [
          g,
          ratio(q.fastVsHandwritten, 2) + met(q.fastVsHandwritten.median >= 0.8),
          ratio(q.fastVsBoardgameio, 0) + met(q.fastVsBoardgameio.median >= 300),
          ratio(q.fastVsPure, 1),
        ];
      }),
    ]),
  );
  lines.push('');
  lines.push(
    'ISMCTS iterations per second (first decision of a Mars & Venus hand): ' +
      ('value' in r.ismcts ? rate(r.ismcts.value) : `n/a (${r.ismcts.missing})`),
  );
  const g = r.generation;
  lines.push(
    `Generate all ${g.files} rules files (check + emit, in process): ${g.warm.median.toFixed(3)} s median ` +
      `(${g.warm.min.toFixed(3)}-${g.warm.max.toFixed(3)}), first run ${g.cold.toFixed(3)} s`,
  );
  lines.push(
    `Parse all ${g.files} rules files: ${(r.parsing.parse.median * 1000).toFixed(1)} ms; ` +
      `parse + check: ${(r.parsing.check.median * 1000).toFixed(1)} ms`,
  );
  if ('value' in r.bundles) {
    lines.push('Web bundles, gzip -9:');
    for (const [name, bytes] of Object.entries(r.bundles.value)) {
      lines.push(
        `  ${name.padEnd(24)} ${bytes.toLocaleString('en-US').padStart(8)} bytes (${(bytes / 1024).toFixed(1)} KB)`,
      );
    }
  } else {
    lines.push(`Web bundles: n/a (${r.bundles.missing})`);
  }
  const m = r.machine;
  lines.push('');
  lines.push(
    `Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB, ${m.os}, Node ${m.node}, load average ${m.loadAverage.join(' ')}`,
  );
  return lines.join('\n');
}
