// How the parser chooses between alternatives is Chevrotain's LL(k) lookahead: for each OR,
// OPTION and MANY, the sequences of up to `maxLookahead` tokens each way can begin with, worked
// out from the grammar as the parser is built. Working them out is most of building the parser:
// `call`, `braces` and `param` each choose between a binder and an expression by a gate, which
// Chevrotain still follows through every way an expression can begin, three tokens deep (0.2 s
// of every CLI start, more than checking a rules file). The paths are the same for the same
// grammar, so a build that bundles the parser works them out once (`lookaheadPaths`, the CLI's
// bundle) and hands them to the parser (`KnownLookahead`), which then only builds the functions
// that follow them: what those do is what Chevrotain's own do with the same paths. Paths worked
// out from any other grammar are refused, and then the parser works its own out as before.

import {
  getLookaheadPaths,
  LLkLookaheadStrategy,
  serializeGrammar,
  tokenMatcher,
  type ILookaheadStrategy,
  type IOrAlt,
  type IToken,
  type LookaheadProductionType,
  type Rule,
  type TokenType,
} from 'chevrotain';

/** Lookahead paths by token name, for each production (`productionKey`), and whose they are. */
export interface KnownPaths {
  /** A fingerprint of the grammar they were worked out from (`grammarFingerprint`). */
  readonly grammar: string;
  /** production → alternatives → paths → token names. */
  readonly paths: Readonly<Record<string, readonly (readonly (readonly string[])[])[]>>;
}

type LookaheadOptions = Parameters<ILookaheadStrategy['buildLookaheadForAlternation']>[0];
type OptionalOptions = Parameters<ILookaheadStrategy['buildLookaheadForOptional']>[0];
/** What a lookahead function runs on: the parser, for the tokens ahead. */
interface Ahead {
  LA_FAST(howMuch: number): IToken;
}

function productionKey(rule: string, type: LookaheadProductionType, occurrence: number): string {
  return `${rule} ${type} ${occurrence}`;
}

/** FNV-1a of the grammar's productions as Chevrotain serializes them: cheap, and in browsers. */
function grammarFingerprint(rules: readonly Rule[]): string {
  const text = JSON.stringify(serializeGrammar([...rules]));
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${(hash >>> 0).toString(16)}:${text.length}`;
}

/** Chevrotain's LL(k) lookahead, taking the paths it would work out from `known` when they fit. */
export class KnownLookahead extends LLkLookaheadStrategy implements ILookaheadStrategy {
  private readonly byName: ReadonlyMap<string, TokenType>;
  private taken = false;

  constructor(
    private readonly known: KnownPaths,
    tokens: readonly TokenType[],
    options: { readonly maxLookahead?: number },
  ) {
    super(options);
    this.byName = new Map(tokens.map((t) => [t.name, t]));
  }

  /** Whether the paths were taken: the grammar is the one they were worked out from. */
  get usedKnownPaths(): boolean {
    return this.taken;
  }

  override initialize(options: { rules: Rule[] }): void {
    this.taken = grammarFingerprint(options.rules) === this.known.grammar;
  }

  override buildLookaheadForAlternation(options: LookaheadOptions) {
    const paths = this.pathsOf(options.rule, 'Alternation', options.prodOccurrence);
    if (paths === undefined) return super.buildLookaheadForAlternation(options);
    return alternativesLookahead(paths, options.hasPredicates, options.dynamicTokensEnabled);
  }

  override buildLookaheadForOptional(options: OptionalOptions) {
    const paths = this.pathsOf(options.rule, options.prodType, options.prodOccurrence);
    if (paths === undefined) return super.buildLookaheadForOptional(options);
    return optionalLookahead(paths[0] ?? [], options.dynamicTokensEnabled);
  }

  private pathsOf(
    rule: Rule,
    type: LookaheadProductionType,
    occurrence: number,
  ): TokenType[][][] | undefined {
    if (!this.taken) return undefined;
    const named = this.known.paths[productionKey(rule.name, type, occurrence)];
    if (named === undefined) return undefined;
    return named.map((alt) =>
      alt.map((path) =>
        path.map((name) => {
          const token = this.byName.get(name);
          if (token === undefined) throw new Error(`lookahead path names no token '${name}'`);
          return token;
        }),
      ),
    );
  }
}

/**
 * The lookahead paths of every production of the grammar a parser is built with: builds one with
 * `build`, which must hand it the strategy it is given.
 */
export function lookaheadPaths(
  build: (strategy: ILookaheadStrategy) => unknown,
  maxLookahead: number,
): KnownPaths {
  const paths: Record<string, string[][][]> = {};
  let grammar = '';
  const record = (rule: Rule, prodType: LookaheadProductionType, occurrence: number, k: number) => {
    const found = getLookaheadPaths({ occurrence, rule, prodType, maxLookahead: k });
    paths[productionKey(rule.name, prodType, occurrence)] = found.map((alt) =>
      alt.map((path) => path.map((t) => t.name)),
    );
  };
  class Recording extends LLkLookaheadStrategy {
    override initialize(options: { rules: Rule[] }): void {
      grammar = grammarFingerprint(options.rules);
    }
    override buildLookaheadForAlternation(options: LookaheadOptions) {
      record(options.rule, 'Alternation', options.prodOccurrence, options.maxLookahead);
      return super.buildLookaheadForAlternation(options);
    }
    override buildLookaheadForOptional(options: OptionalOptions) {
      record(options.rule, options.prodType, options.prodOccurrence, options.maxLookahead);
      return super.buildLookaheadForOptional(options);
    }
  }
  build(new Recording({ maxLookahead }));
  return { grammar, paths };
}

// The two builders below do what Chevrotain's `buildAlternativesLookAheadFunc` and
// `buildSingleAlternativeLookaheadFunction` (parse/grammar/lookahead.js, 11.2) do with the same
// paths, which it does not export: the lookahead function of an OR returns the first alternative
// whose gate passes and one of whose paths the next tokens follow; that of an OPTION or MANY,
// whether the next tokens follow one of its paths. Chevrotain's quicker matcher for grammars
// without token categories answers as `tokenMatcher` does.

function alternativesLookahead(
  alts: readonly (readonly (readonly TokenType[])[])[],
  hasPredicates: boolean,
  dynamicTokensEnabled: boolean,
): (this: Ahead, orAlts?: IOrAlt<unknown>[]) => number | undefined {
  const oneToken = alts.every((alt) => alt.every((path) => path.length === 1));
  if (hasPredicates) {
    return function (this: Ahead, orAlts) {
      const gates = (orAlts ?? []).map((alt) => alt.GATE);
      for (let t = 0; t < alts.length; t++) {
        const gate = gates[t];
        if (gate !== undefined && gate.call(this) === false) continue;
        if (anyPathAhead(this, alts[t]!)) return t;
      }
      return undefined;
    };
  }
  if (oneToken && !dynamicTokensEnabled) {
    // The first alternative each token (or a token of its category) starts.
    const choice = new Map<number, number>();
    alts.forEach((alt, idx) => {
      for (const path of alt) {
        const token = path[0]!;
        if (!choice.has(token.tokenTypeIdx!)) choice.set(token.tokenTypeIdx!, idx);
        for (const extending of token.categoryMatches ?? []) {
          if (!choice.has(extending)) choice.set(extending, idx);
        }
      }
    });
    return function (this: Ahead) {
      return choice.get(this.LA_FAST(1).tokenTypeIdx);
    };
  }
  return function (this: Ahead) {
    for (let t = 0; t < alts.length; t++) if (anyPathAhead(this, alts[t]!)) return t;
    return undefined;
  };
}

function optionalLookahead(
  alt: readonly (readonly TokenType[])[],
  dynamicTokensEnabled: boolean,
): (this: Ahead) => boolean {
  if (alt.every((path) => path.length === 1) && !dynamicTokensEnabled) {
    const starts = new Set<number>();
    for (const path of alt) {
      const token = path[0]!;
      starts.add(token.tokenTypeIdx!);
      for (const extending of token.categoryMatches ?? []) starts.add(extending);
    }
    return function (this: Ahead) {
      return starts.has(this.LA_FAST(1).tokenTypeIdx);
    };
  }
  return function (this: Ahead) {
    return anyPathAhead(this, alt);
  };
}

/** Whether the tokens ahead of `parser` follow one of `paths` (an empty path always matches). */
function anyPathAhead(parser: Ahead, paths: readonly (readonly TokenType[])[]): boolean {
  next: for (const path of paths) {
    for (let i = 0; i < path.length; i++) {
      if (!tokenMatcher(parser.LA_FAST(i + 1), path[i]!)) continue next;
    }
    return true;
  }
  return false;
}
