// The hard limits of the language, in one place. Each is far above what a card game needs, and
// each guards something that would otherwise fail badly: memory, the stack of a recursive pass,
// the size of the generated engine, or a number the engine packs into a move code. Going over one
// is a positioned diagnostic, never a crash. docs/language.md lists them for designers.

export const LIMITS = {
  /** Bytes in one rules file (UTF-8): 1 MiB. */
  fileBytes: 1024 * 1024,
  /** Diagnostics reported for one file; one `too-many-errors` closes the list. */
  diagnostics: 1000,
  /** Brackets `(`, `[`, `{` open at once. */
  brackets: 64,
  /**
   * Constructs nested in one another: brackets, blocks, `not` and unary `-`, `if ... then ...
   * else`, `top of`/`... of ...`. The parser and every pass after it recurse once a level.
   */
  nesting: 100,
  /** Operands of one chain of operators of one strength: `a + b + ...`, `a and b and ...`. */
  chain: 256,
  /**
   * Levels of the syntax tree under one declaration, each operator of a chain counting one, and
   * counting, where a name stands for a `define` or a `value`, the levels of its own expression:
   * the checker and the generator recurse once a level.
   */
  tree: 400,
  /** Ranks in the deck, counting each rank of a range such as `10..1`. */
  ranks: 100,
  /** Cards in the deck with every copy (`copies`, `card NAME x N`): a move code packs a card in 12 bits. */
  cards: 1024,
  /** The largest whole number a rules file may write. */
  integer: 1_000_000_000,
  /** Option values, at most this far from 0 either way. */
  optionValue: 1_000_000,
  /** Combinations of option values the checker and generator try (numeric ranges count 3). */
  optionCombinations: 4096,
  /** Moves of a game, counting the `play` of each phase that plays tricks: a move code packs its index in 6 bits. */
  moves: 64,
  /** Seats, and teams: each owns an instance of every per-owner zone, numbered in 6 bits. */
  owners: 63,
  /** A number a move parameter takes, at most this far from 0: what the move notation reads. */
  moveNumber: 2000,
  /**
   * Subsets of its pool one listing of a set parameter looks at (`taken in any of table`), past
   * which it offers only the sets found: the runtime's MOST_SUBSETS_LOOKED_AT.
   */
  subsetsListed: 65536,
} as const;
