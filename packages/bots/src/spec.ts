/**
 * Bot specs are how a person names a bot on the command line or in a scenario:
 * `random`, `first`, `ismcts:1000` (ISMCTS with 1000 iterations per move).
 */
export type BotSpec =
  | { readonly kind: 'random' }
  | { readonly kind: 'first' }
  | { readonly kind: 'ismcts'; readonly iterations: number };

export type BotSpecResult =
  | { readonly ok: true; readonly spec: BotSpec }
  | {
      readonly ok: false;
      readonly code: 'unknown-bot' | 'bad-parameter';
      readonly message: string;
    };

const DEFAULT_ISMCTS_ITERATIONS = 1000;
const MAX_ISMCTS_ITERATIONS = 10_000_000;

/** Parses a bot spec; a bad spec is a returned error with a code, not an exception. */
export function parseBotSpec(text: string): BotSpecResult {
  const [name = '', parameter, ...rest] = text.trim().split(':');
  const fail = (code: 'unknown-bot' | 'bad-parameter', message: string): BotSpecResult => ({
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
    case 'ismcts': {
      if (parameter === undefined) {
        return { ok: true, spec: { kind: 'ismcts', iterations: DEFAULT_ISMCTS_ITERATIONS } };
      }
      const iterations = /^[0-9]+$/.test(parameter) ? Number(parameter) : Number.NaN;
      if (!(iterations >= 1 && iterations <= MAX_ISMCTS_ITERATIONS)) {
        return fail(
          'bad-parameter',
          `ismcts iterations must be a whole number from 1 to ${MAX_ISMCTS_ITERATIONS}, got '${parameter}'`,
        );
      }
      return { ok: true, spec: { kind: 'ismcts', iterations } };
    }
    default:
      return fail('unknown-bot', `unknown bot '${name}' (known: random, first, ismcts[:N])`);
  }
}

/** The canonical text for a spec, so parse(format(spec)) gives the spec back. */
export function formatBotSpec(spec: BotSpec): string {
  return spec.kind === 'ismcts' ? `ismcts:${spec.iterations}` : spec.kind;
}
