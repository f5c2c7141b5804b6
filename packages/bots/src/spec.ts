/**
 * Bot specs are how a person names a bot on the command line, in a scenario or in the web
 * client: `random`, `first`, `greedy` (`greedy:32`: 32 sampled deals per move), `ismcts:1000`
 * (ISMCTS with 1000 iterations per decision) or `ismcts:500ms` (as many as fit in 500 ms; not
 * reproducible, since it depends on the machine).
 */
export type BotSpec =
  | { readonly kind: 'random' }
  | { readonly kind: 'first' }
  | { readonly kind: 'greedy'; readonly samples: number }
  | { readonly kind: 'ismcts'; readonly iterations: number }
  | { readonly kind: 'ismcts'; readonly millis: number };

export type BotSpecError = 'unknown-bot' | 'bad-parameter';

export type BotSpecResult =
  | { readonly ok: true; readonly spec: BotSpec }
  | { readonly ok: false; readonly code: BotSpecError; readonly message: string };

export const DEFAULT_ISMCTS_ITERATIONS = 1000;
export const DEFAULT_GREEDY_SAMPLES = 16;
const MAX_ISMCTS_ITERATIONS = 10_000_000;
const MAX_GREEDY_SAMPLES = 100_000;
const MAX_MILLIS = 600_000;
const KNOWN = 'known: random, first, greedy[:N], ismcts[:N or :Nms]';

/** Parses a bot spec; a bad spec is a returned error with a code, not an exception. */
export function parseBotSpec(text: string): BotSpecResult {
  const [name = '', parameter, ...rest] = text.trim().split(':');
  const fail = (code: BotSpecError, message: string): BotSpecResult => ({
    ok: false,
    code,
    message,
  });
  if (rest.length > 0) return fail('bad-parameter', `too many ':' in bot spec '${text}'`);
  switch (name) {
    case 'random':
    case 'first':
      if (parameter !== undefined) {
        return fail('bad-parameter', `bot '${name}' takes no parameter, got '${parameter}'`);
      }
      return { ok: true, spec: { kind: name } };
    case 'greedy': {
      if (parameter === undefined) {
        return { ok: true, spec: { kind: 'greedy', samples: DEFAULT_GREEDY_SAMPLES } };
      }
      const samples = wholeNumber(parameter, MAX_GREEDY_SAMPLES);
      if (samples === undefined) {
        return fail(
          'bad-parameter',
          `greedy samples must be a whole number from 1 to ${MAX_GREEDY_SAMPLES}, got '${parameter}'`,
        );
      }
      return { ok: true, spec: { kind: 'greedy', samples } };
    }
    case 'ismcts': {
      if (parameter === undefined) {
        return { ok: true, spec: { kind: 'ismcts', iterations: DEFAULT_ISMCTS_ITERATIONS } };
      }
      if (parameter.endsWith('ms')) {
        const millis = wholeNumber(parameter.slice(0, -2), MAX_MILLIS);
        if (millis === undefined) {
          return fail(
            'bad-parameter',
            `ismcts time must be a whole number of milliseconds from 1 to ${MAX_MILLIS}, got '${parameter}'`,
          );
        }
        return { ok: true, spec: { kind: 'ismcts', millis } };
      }
      const iterations = wholeNumber(parameter, MAX_ISMCTS_ITERATIONS);
      if (iterations === undefined) {
        return fail(
          'bad-parameter',
          `ismcts iterations must be a whole number from 1 to ${MAX_ISMCTS_ITERATIONS} (or a time like 500ms), got '${parameter}'`,
        );
      }
      return { ok: true, spec: { kind: 'ismcts', iterations } };
    }
    default:
      return fail('unknown-bot', `unknown bot '${name}' (${KNOWN})`);
  }
}

/** Digits only, from 1 to `max`; undefined otherwise (no signs, exponents or fractions). */
function wholeNumber(text: string, max: number): number | undefined {
  const value = /^[0-9]+$/.test(text) ? Number(text) : Number.NaN;
  return value >= 1 && value <= max ? value : undefined;
}

/** The canonical text for a spec, so parse(format(spec)) gives the spec back. */
export function formatBotSpec(spec: BotSpec): string {
  switch (spec.kind) {
    case 'random':
    case 'first':
      return spec.kind;
    case 'greedy':
      return `greedy:${spec.samples}`;
    case 'ismcts':
      return 'millis' in spec ? `ismcts:${spec.millis}ms` : `ismcts:${spec.iterations}`;
  }
}
