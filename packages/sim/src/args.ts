// `orrery sim` arguments: every value is checked here, so a bad one is a one-line usage error
// before any engine is built.

import { availableParallelism } from 'node:os';
import { parseBotSpec, type BotSpec } from '@orrery/bots';
import { quoted, shown } from './shown';

export const SIM_USAGE =
  'sim <game|file.rules> [--games N] [--hands-only] [--bots SPEC[,SPEC...]] [--seed S] [--options JSON] [--workers W] [--json FILE] [--report FILE.html] [--compare OTHER]';

export interface SimArgs {
  readonly game: string;
  readonly compare: string | undefined;
  readonly games: number;
  readonly handsOnly: boolean;
  /** One spec for every seat, or one per seat. */
  readonly bots: readonly BotSpec[];
  readonly botTexts: readonly string[];
  readonly seed: number;
  readonly options: Readonly<Record<string, string | number>>;
  readonly workers: number;
  readonly json: string | undefined;
  readonly report: string | undefined;
}

export type SimParse =
  | { readonly kind: 'sim'; readonly args: SimArgs }
  | { readonly kind: 'error'; readonly message: string };

export const DEFAULT_GAMES = 1000;
export const DEFAULT_SEED = 1;
const MAX_GAMES = 100_000_000;
const MAX_WORKERS = 256;
const WITH_VALUE = [
  '--games',
  '--bots',
  '--seed',
  '--options',
  '--workers',
  '--json',
  '--report',
  '--compare',
];

export function parseSim(argv: readonly string[]): SimParse {
  const fail = (message: string): SimParse => ({ kind: 'error', message });
  const positional: string[] = [];
  const values = new Map<string, string>();
  let handsOnly = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const eq = arg.indexOf('=');
    const flag = arg.startsWith('--') && eq > 0 ? arg.slice(0, eq) : arg;
    if (flag === '--hands-only') {
      if (flag !== arg) return fail('--hands-only takes no value');
      handsOnly = true;
    } else if (WITH_VALUE.includes(flag)) {
      const value = flag === arg ? argv[++i] : arg.slice(eq + 1);
      if (value === undefined || value === '') return fail(`${flag} needs a value`);
      if (values.has(flag)) return fail(`${flag} is given twice`);
      values.set(flag, value);
    } else if (arg.startsWith('-') && arg !== '-') {
      return fail(`unknown option ${quoted(arg)} for 'sim'`);
    } else positional.push(arg);
  }
  if (positional.length === 0) return fail("'sim' needs a game id or a rules file");
  if (positional.length > 1) return fail(`'sim' takes one game, got ${quoted(positional[1]!)} too`);

  const games = whole(values.get('--games'), DEFAULT_GAMES, 1, MAX_GAMES);
  if (games === undefined) return fail(`--games takes a whole number from 1 to ${MAX_GAMES}`);
  const seed = whole(values.get('--seed'), DEFAULT_SEED, 0, 2 ** 32 - 1);
  if (seed === undefined) return fail(`--seed takes a whole number from 0 to ${2 ** 32 - 1}`);
  const workers = whole(values.get('--workers'), availableParallelism(), 1, MAX_WORKERS);
  if (workers === undefined) return fail(`--workers takes a whole number from 1 to ${MAX_WORKERS}`);

  const botTexts = (values.get('--bots') ?? 'random').split(',').map((t) => t.trim());
  const bots: BotSpec[] = [];
  for (const text of botTexts) {
    const spec = parseBotSpec(text);
    if (!spec.ok) return fail(`--bots: ${shown(spec.message)}`);
    bots.push(spec.spec);
  }
  const options = readOptions(values.get('--options'));
  if (typeof options === 'string') return fail(options);

  const report = values.get('--report');
  if (report !== undefined && !/\.html?$/i.test(report)) {
    return fail(
      `--report writes an HTML file: give it a name ending in .html, not ${quoted(report)}`,
    );
  }
  return {
    kind: 'sim',
    args: {
      game: positional[0]!,
      compare: values.get('--compare'),
      games,
      handsOnly,
      bots,
      botTexts,
      seed,
      options,
      workers,
      json: values.get('--json'),
      report,
    },
  };
}

/** Digits only, within [min, max]; the default when absent; undefined when bad. */
function whole(text: string | undefined, fallback: number, min: number, max: number) {
  if (text === undefined) return fallback;
  const n = /^[0-9]+$/.test(text) ? Number(text) : Number.NaN;
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : undefined;
}

/** `--options '{"target": 30}'`: a JSON object of strings and numbers, or a message. */
export function readOptions(text: string | undefined): Record<string, string | number> | string {
  if (text === undefined) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return `--options takes a JSON object like '{"target": 30}', not ${quoted(text)}`;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return `--options takes a JSON object like '{"target": 30}', not ${quoted(text)}`;
  }
  const out: Record<string, string | number> = {};
  for (const [key, v] of Object.entries(value)) {
    if (typeof v !== 'string' && typeof v !== 'number') {
      return `--options: option ${quoted(key)} must be a string or a number`;
    }
    out[key] = v;
  }
  return out;
}
