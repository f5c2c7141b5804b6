// Expressions, loosest first: if-then-else, or, and, not, comparison, + -, * /, unary -,
// postfix (`.name`, `[index]`), primary. The base of the parser class chain
// (expressions ← statements ← phases ← RulesParser): each layer only uses rules below it.

import {
  CstParser,
  tokenMatcher,
  type IParserConfig,
  type IToken,
  type TokenType,
} from 'chevrotain';
import { LIMITS } from '../limits';
import { ERR } from './messages';
import {
  AddOp,
  allTokens,
  Colon,
  Comma,
  CompareOp,
  Dot,
  Integer,
  Kw,
  LBracket,
  LCurly,
  LParen,
  Minus,
  MulOp,
  Name,
  RBracket,
  RCurly,
  RParen,
  StringLiteral,
} from './tokens';

/** True when `b` starts right where `a` ends: `count(` is a call, `t (` is not. */
function adjacent(a: IToken, b: IToken): boolean {
  return a.endOffset !== undefined && a.endOffset + 1 === b.startOffset;
}

/**
 * Thrown out of the whole parse at `token` when constructs nest past LIMITS.nesting (see
 * `nested`) or a chain of operators runs past LIMITS.chain operands (see `chained`).
 */
export class TooDeep extends Error {
  constructor(
    readonly token: IToken,
    readonly what: 'nesting' | 'chain',
  ) {
    super(`too deep: ${what}`);
  }
}

export class ExpressionParser extends CstParser {
  /** Constructs open at once, counted by `nested`. */
  private depth = 0;

  constructor(config: IParserConfig) {
    super(allTokens, config);
  }

  /**
   * Parses a construct inside the one being parsed: every way the grammar recurses goes through
   * here. Past LIMITS.nesting it stops the whole parse (TooDeep, which parse() reports as
   * `too-deeply-nested` at the token), before the recursion could overflow the stack. Not a
   * semantic action: it only counts, and while Chevrotain records the grammar it just parses.
   */
  protected nested(parse: () => void): void {
    if (this.RECORDING_PHASE) {
      parse();
      return;
    }
    if (this.depth >= LIMITS.nesting) throw new TooDeep(this.LA(1), 'nesting');
    this.depth++;
    try {
      parse();
    } finally {
      this.depth--;
    }
  }

  protected la(i: number, type: TokenType): boolean {
    return tokenMatcher(this.LA(i), type);
  }

  /** A variable bound over a collection: `c in hand[seat]`, as in `{c in ... where ...}`. */
  protected startsBinder(): boolean {
    return this.la(1, Name) && this.la(2, Kw.in);
  }

  /**
   * One more operator of a chain (`a + b + ...`), `count` of them so far: a chain folds into a
   * tree as deep as it is long and every pass after the parser recurses once a level, so past
   * LIMITS.chain operands the parse stops there (TooDeep), before building a tree it cannot use.
   */
  protected chained(count: number): void {
    if (!this.RECORDING_PHASE && count + 1 >= LIMITS.chain) throw new TooDeep(this.LA(1), 'chain');
  }

  public expression = this.RULE('expression', () => {
    this.OR({
      ERR_MSG: ERR.expression,
      DEF: [
        { ALT: () => this.SUBRULE(this.conditional) },
        { ALT: () => this.SUBRULE(this.orExpr) },
      ],
    });
  });

  public conditional = this.RULE('conditional', () => {
    this.CONSUME(Kw.if);
    this.nested(() => this.SUBRULE(this.expression, { LABEL: 'condition' }));
    this.CONSUME(Kw.then);
    this.nested(() => this.SUBRULE2(this.expression, { LABEL: 'then' }));
    this.CONSUME(Kw.else);
    this.nested(() => this.SUBRULE3(this.expression, { LABEL: 'otherwise' }));
  });

  public orExpr = this.RULE('orExpr', () => {
    this.SUBRULE(this.andExpr, { LABEL: 'operands' });
    let operators = 0;
    this.MANY(() => {
      this.chained(operators++);
      this.CONSUME(Kw.or, { LABEL: 'ops' });
      this.SUBRULE2(this.andExpr, { LABEL: 'operands' });
    });
  });

  public andExpr = this.RULE('andExpr', () => {
    this.SUBRULE(this.notExpr, { LABEL: 'operands' });
    let operators = 0;
    this.MANY(() => {
      this.chained(operators++);
      this.CONSUME(Kw.and, { LABEL: 'ops' });
      this.SUBRULE2(this.notExpr, { LABEL: 'operands' });
    });
  });

  public notExpr = this.RULE('notExpr', () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(Kw.not, { LABEL: 'not' });
          this.nested(() => this.SUBRULE(this.notExpr, { LABEL: 'operand' }));
        },
      },
      { ALT: () => this.SUBRULE(this.comparison, { LABEL: 'operand' }) },
    ]);
  });

  public comparison = this.RULE('comparison', () => {
    this.SUBRULE(this.additive, { LABEL: 'operands' });
    let operators = 0;
    this.MANY(() => {
      this.chained(operators++);
      this.SUBRULE(this.comparisonOp, { LABEL: 'ops' });
      this.SUBRULE2(this.additive, { LABEL: 'operands' });
    });
  });

  public comparisonOp = this.RULE('comparisonOp', () => {
    this.OR([
      { ALT: () => this.CONSUME(CompareOp, { LABEL: 'op' }) },
      { ALT: () => this.CONSUME(Kw.in, { LABEL: 'op' }) },
      { ALT: () => this.CONSUME(Kw.is, { LABEL: 'op' }) },
      {
        ALT: () => {
          this.CONSUME(Kw.not, { LABEL: 'not' });
          this.CONSUME2(Kw.in, { LABEL: 'op' });
        },
      },
    ]);
  });

  public additive = this.RULE('additive', () => {
    this.SUBRULE(this.multiplicative, { LABEL: 'operands' });
    let operators = 0;
    this.MANY(() => {
      this.chained(operators++);
      this.CONSUME(AddOp, { LABEL: 'ops' });
      this.SUBRULE2(this.multiplicative, { LABEL: 'operands' });
    });
  });

  public multiplicative = this.RULE('multiplicative', () => {
    this.SUBRULE(this.unary, { LABEL: 'operands' });
    let operators = 0;
    this.MANY(() => {
      this.chained(operators++);
      this.CONSUME(MulOp, { LABEL: 'ops' });
      this.SUBRULE2(this.unary, { LABEL: 'operands' });
    });
  });

  public unary = this.RULE('unary', () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(Minus, { LABEL: 'minus' });
          this.nested(() => this.SUBRULE(this.unary, { LABEL: 'operand' }));
        },
      },
      { ALT: () => this.SUBRULE(this.postfix, { LABEL: 'operand' }) },
    ]);
  });

  public postfix = this.RULE('postfix', () => {
    this.SUBRULE(this.primary);
    this.MANY(() => this.SUBRULE(this.selector, { LABEL: 'selectors' }));
  });

  /** `.suit` or `[seat]` after a value. */
  public selector = this.RULE('selector', () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(Dot);
          this.CONSUME(Name, { LABEL: 'member' });
        },
      },
      {
        ALT: () => {
          this.CONSUME(LBracket);
          this.nested(() => this.SUBRULE(this.expression, { LABEL: 'index' }));
          this.CONSUME(RBracket);
        },
      },
    ]);
  });

  /** A name with selectors only: the target of `set`, `add ... to`, `remove ... from`. */
  public reference = this.RULE('reference', () => {
    this.CONSUME(Name, { LABEL: 'name' });
    this.MANY(() => this.SUBRULE(this.selector, { LABEL: 'selectors' }));
  });

  public primary = this.RULE('primary', () => {
    this.OR({
      ERR_MSG: ERR.primary,
      DEF: [
        { ALT: () => this.CONSUME(Integer, { LABEL: 'number' }) },
        { ALT: () => this.CONSUME(StringLiteral, { LABEL: 'string' }) },
        { ALT: () => this.SUBRULE(this.parenExpr) },
        { ALT: () => this.SUBRULE(this.braces) },
        {
          GATE: () => this.la(2, Kw.seats),
          ALT: () => this.SUBRULE(this.allSeats),
          IGNORE_AMBIGUITIES: true,
        },
        {
          GATE: () => adjacent(this.LA(1), this.LA(2)),
          ALT: () => this.SUBRULE(this.call),
          IGNORE_AMBIGUITIES: true,
        },
        { ALT: () => this.SUBRULE(this.ofExpr), IGNORE_AMBIGUITIES: true },
        { ALT: () => this.CONSUME(Name, { LABEL: 'name' }) },
      ],
    });
  });

  public parenExpr = this.RULE('parenExpr', () => {
    this.CONSUME(LParen);
    this.nested(() => this.SUBRULE(this.expression, { LABEL: 'inner' }));
    this.CONSUME(RParen);
  });

  /**
   * `all seats`: the built-in collection of every seat, written as two words; `all seats from
   * left of dealer`, every seat in turn order from that one.
   */
  public allSeats = this.RULE('allSeats', () => {
    this.CONSUME(Kw.all, { LABEL: 'all' });
    this.CONSUME(Kw.seats, { LABEL: 'seats' });
    this.OPTION(() => {
      this.CONSUME(Kw.from);
      this.nested(() => this.SUBRULE(this.postfix, { LABEL: 'from' }));
    });
  });

  /**
   * `sum(c in pile[t]: c.points)`, `count(stock)`, `tricks(t)`, `sum-groups(c in C: V to T)`;
   * the builder checks the name.
   */
  public call = this.RULE('call', () => {
    this.CONSUME(Name, { LABEL: 'name' });
    this.CONSUME(LParen);
    this.OR([
      {
        GATE: () => this.startsBinder(),
        ALT: () => {
          this.nested(() => this.SUBRULE(this.binder));
          this.OPTION(() => {
            this.CONSUME(Colon);
            this.nested(() => this.SUBRULE(this.expression, { LABEL: 'body' }));
          });
          this.OPTION2(() => {
            this.CONSUME(Kw.to);
            this.nested(() => this.SUBRULE3(this.expression, { LABEL: 'target' }));
          });
        },
        IGNORE_AMBIGUITIES: true,
      },
      { ALT: () => this.nested(() => this.SUBRULE2(this.expression, { LABEL: 'argument' })) },
    ]);
    this.CONSUME(RParen);
  });

  /** `c in COLLECTION where CONDITION`, shared by aggregates and set builders. */
  public binder = this.RULE('binder', () => {
    this.CONSUME(Name, { LABEL: 'variable' });
    this.CONSUME(Kw.in);
    this.SUBRULE(this.expression, { LABEL: 'collection' });
    this.OPTION(() => {
      this.CONSUME(Kw.where);
      this.SUBRULE2(this.expression, { LABEL: 'where' });
    });
  });

  /** `top of stock`, `seats of t`, `team of s`, `area of opponents` (a zone union). */
  public ofExpr = this.RULE('ofExpr', () => {
    this.CONSUME(Name, { LABEL: 'name' });
    this.CONSUME(Kw.of);
    this.nested(() => this.SUBRULE(this.postfix, { LABEL: 'operand' }));
  });

  /** `{a, b}` (a set) or `{c in C where P}` (a filtered set). */
  public braces = this.RULE('braces', () => {
    this.CONSUME(LCurly);
    // Optional so that a `{` followed by neither form fails on the missing `}`: Chevrotain's
    // no-viable-alternative error recomputes every lookahead path of this OR (tens of ms a time).
    this.OPTION(() =>
      this.OR([
        {
          GATE: () => this.startsBinder(),
          ALT: () => {
            this.CONSUME(Name, { LABEL: 'variable' });
            this.CONSUME(Kw.in);
            this.nested(() => this.SUBRULE3(this.expression, { LABEL: 'collection' }));
            this.CONSUME(Kw.where);
            this.nested(() => this.SUBRULE4(this.expression, { LABEL: 'where' }));
          },
          IGNORE_AMBIGUITIES: true,
        },
        {
          ALT: () => {
            this.nested(() => this.SUBRULE(this.expression, { LABEL: 'elements' }));
            this.MANY(() => {
              this.CONSUME(Comma);
              this.nested(() => this.SUBRULE2(this.expression, { LABEL: 'elements' }));
            });
          },
        },
      ]),
    );
    this.CONSUME(RCurly);
  });
}
