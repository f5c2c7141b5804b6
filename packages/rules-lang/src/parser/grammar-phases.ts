// Phases, their clauses and moves, `scoring` and `match`, plus the declarations a phase may
// also hold (`var`, `record`, `define`).

import { EOF, type IParserConfig } from 'chevrotain';
import { LIMITS } from '../limits';
import { StatementParser } from './grammar-statements';
import { ERR } from './messages';
import {
  Apostrophe,
  Colon,
  Comma,
  DotDot,
  Equals,
  Integer,
  Kw,
  LParen,
  Name,
  RCurly,
  LCurly,
  RParen,
  Semicolon,
  StringLiteral,
} from './tokens';

export class PhaseParser extends StatementParser {
  constructor(config: IParserConfig) {
    super(config);
  }

  protected title(): void {
    this.OPTION9(() => this.CONSUME9(StringLiteral, { LABEL: 'title' }));
  }

  /** `dealer's left`, `team's first seat`: the apostrophe is its own token. */
  private possessive(word: 'dealer' | 'team', idx: 1 | 2): void {
    if (idx === 1) {
      this.CONSUME(Kw[word]);
      this.CONSUME(Apostrophe);
      this.CONSUME(Kw.s);
    } else {
      this.CONSUME2(Kw[word]);
      this.CONSUME2(Apostrophe);
      this.CONSUME2(Kw.s);
    }
  }

  // ------------------------------------------------------------------------------------------
  // Declarations allowed both at the top level and in a phase

  public defineDecl = this.RULE('defineDecl', () => {
    this.CONSUME(Kw.define);
    this.CONSUME(Name, { LABEL: 'name' });
    this.CONSUME(Equals);
    this.SUBRULE(this.expression, { LABEL: 'body' });
  });

  public owner = this.RULE('owner', () => {
    this.OR({
      ERR_MSG: "'per seat', 'per team' or 'shared'",
      DEF: [
        {
          ALT: () => {
            this.CONSUME(Kw.per);
            this.OR2([
              { ALT: () => this.CONSUME(Kw.seat, { LABEL: 'kind' }) },
              { ALT: () => this.CONSUME(Kw.team, { LABEL: 'kind' }) },
            ]);
          },
        },
        { ALT: () => this.CONSUME(Kw.shared, { LABEL: 'kind' }) },
      ],
    });
  });

  public variableDecl = this.RULE('variableDecl', () => {
    this.OR([
      { ALT: () => this.CONSUME(Kw.var, { LABEL: 'storage' }) },
      { ALT: () => this.CONSUME(Kw.record, { LABEL: 'storage' }) },
    ]);
    this.CONSUME(Name, { LABEL: 'name' });
    this.title();
    this.CONSUME(Colon);
    this.OPTION(() => {
      this.SUBRULE(this.owner);
      this.CONSUME(Comma);
    });
    this.SUBRULE(this.type);
    this.OPTION2(() => {
      this.CONSUME(Equals);
      this.SUBRULE(this.expression, { LABEL: 'initial' });
    });
    this.OPTION3(() => {
      this.CONSUME2(Comma);
      this.CONSUME(Kw.each);
      this.OR2([
        { ALT: () => this.CONSUME(Kw.turn, { LABEL: 'lifetime' }) },
        { ALT: () => this.CONSUME(Kw.trick, { LABEL: 'lifetime' }) },
        { ALT: () => this.CONSUME(Kw.hand, { LABEL: 'lifetime' }) },
      ]);
    });
  });

  public type = this.RULE('type', () => {
    this.OR({
      ERR_MSG: ERR.type,
      DEF: [
        ...(['number', 'flag', 'suit', 'seat', 'team', 'card'] as const).map((word) => ({
          ALT: () => this.CONSUME(Kw[word], { LABEL: 'kind' }),
        })),
        {
          ALT: () => {
            this.OR2([
              { ALT: () => this.CONSUME(Kw.set, { LABEL: 'kind' }) },
              { ALT: () => this.CONSUME(Kw.list, { LABEL: 'kind' }) },
            ]);
            this.CONSUME(Kw.of);
            this.OR3({
              ERR_MSG: "'suits', 'ranks', 'seats', 'teams', 'cards' or 'numbers'",
              DEF: (['suits', 'ranks', 'seats', 'teams', 'cards', 'numbers'] as const).map(
                (word) => ({
                  ALT: () => this.CONSUME(Kw[word], { LABEL: 'element' }),
                }),
              ),
            });
          },
        },
      ],
    });
  });
  // ------------------------------------------------------------------------------------------
  // Rankings: the cut and trick winners

  /** `highest c by c.suit-rank, c.rank where c.group = led.group`. */
  public ranking = this.RULE('ranking', () => {
    this.CONSUME(Kw.highest);
    this.CONSUME(Name, { LABEL: 'card' });
    this.CONSUME(Kw.by);
    this.SUBRULE(this.expression, { LABEL: 'keys' });
    this.MANY({
      // `, then highest ...` (winner) and `, cut again when` (cut) follow a ranking.
      GATE: () => !this.la(2, Kw.then) && !(this.la(2, Kw.cut) && this.la(3, Kw.again)),
      DEF: () => {
        this.CONSUME(Comma);
        this.SUBRULE2(this.expression, { LABEL: 'keys' });
      },
    });
    this.OPTION(() => {
      this.CONSUME(Kw.where);
      this.SUBRULE3(this.expression, { LABEL: 'where' });
    });
  });

  // ------------------------------------------------------------------------------------------
  // Phases

  public phaseDecl = this.RULE('phaseDecl', () => {
    this.CONSUME(Kw.phase);
    this.CONSUME(Name, { LABEL: 'name' });
    this.title();
    this.OPTION(() => {
      this.CONSUME(Kw.when);
      this.SUBRULE(this.expression, { LABEL: 'when' });
    });
    this.CONSUME(LCurly);
    this.MANY(() => this.SUBRULE(this.phaseItem, { LABEL: 'items' }));
    this.CONSUME(RCurly);
  });

  public phaseItem = this.RULE('phaseItem', () => {
    this.OR({
      ERR_MSG: ERR.phaseItem,
      DEF: [
        { ALT: () => this.SUBRULE(this.turnsClause) },
        { ALT: () => this.SUBRULE(this.choicesClause) },
        { ALT: () => this.SUBRULE(this.playTricksClause) },
        { ALT: () => this.SUBRULE(this.leadClause) },
        { ALT: () => this.SUBRULE(this.followClause) },
        { ALT: () => this.SUBRULE(this.ledSuitClause) },
        { ALT: () => this.SUBRULE(this.suitOfClause) },
        { ALT: () => this.SUBRULE(this.sitOutClause) },
        { ALT: () => this.SUBRULE(this.firstLeadClause) },
        { ALT: () => this.SUBRULE(this.mustPlayClause) },
        { ALT: () => this.SUBRULE(this.winnerClause) },
        { ALT: () => this.SUBRULE(this.playedByClause) },
        { ALT: () => this.SUBRULE(this.hook) },
        { ALT: () => this.SUBRULE(this.moveDecl) },
        { ALT: () => this.SUBRULE(this.endWhen) },
        { ALT: () => this.SUBRULE(this.variableDecl) },
        { ALT: () => this.SUBRULE(this.defineDecl) },
      ],
    });
  });

  /** `turns: clockwise from the dealer's left`. */
  public turnsClause = this.RULE('turnsClause', () => {
    this.CONSUME(Kw.turns);
    this.CONSUME(Colon);
    this.OR([
      {
        ALT: () => {
          this.CONSUME(Kw.once, { LABEL: 'once' });
          this.CONSUME(Kw.around);
        },
      },
      { ALT: () => this.CONSUME(Kw.clockwise, { LABEL: 'clockwise' }) },
    ]);
    this.CONSUME(Kw.from);
    this.OR2([
      {
        // C2's convention, as written: `from the dealer's left`.
        GATE: () => this.LA(1).tokenType === Kw.the,
        ALT: () => {
          this.CONSUME(Kw.the);
          this.possessive('dealer', 1);
          this.CONSUME(Kw.left);
        },
      },
      // Any seat, worked out as the phase starts (after its `at start` hook).
      { ALT: () => this.SUBRULE(this.expression, { LABEL: 'first' }) },
    ]);
  });

  /** `choices: by each team's first seat from the dealer's left`, or `choices: by SEAT`. */
  public choicesClause = this.RULE('choicesClause', () => {
    this.CONSUME(Kw.choices);
    this.CONSUME(Colon);
    this.CONSUME(Kw.by);
    this.OR([
      {
        // The default, as written: `each team's first seat from the dealer's left`.
        GATE: () => this.la(1, Kw.each) && this.la(2, Kw.team) && this.la(3, Apostrophe),
        ALT: () => {
          this.CONSUME(Kw.each);
          this.possessive('team', 1);
          this.CONSUME(Kw.first);
          this.CONSUME(Kw.seat);
          this.CONSUME(Kw.from);
          this.CONSUME(Kw.the);
          this.possessive('dealer', 2);
          this.CONSUME(Kw.left);
        },
      },
      // Any seat, read with `team` bound to the team owed the choice.
      { ALT: () => this.SUBRULE(this.expression, { LABEL: 'chooser' }) },
    ]);
  });

  /** `play tricks from hand to trick, won tricks to taken`. */
  public playTricksClause = this.RULE('playTricksClause', () => {
    this.CONSUME(Kw.play);
    this.CONSUME(Kw.tricks);
    this.CONSUME(Kw.from);
    this.CONSUME(Name, { LABEL: 'from' });
    this.CONSUME(Kw.to);
    this.CONSUME2(Name, { LABEL: 'to' });
    this.CONSUME(Comma);
    this.CONSUME(Kw.won);
    this.CONSUME2(Kw.tricks);
    this.CONSUME2(Kw.to);
    this.CONSUME3(Name, { LABEL: 'won' });
  });

  /** `lead: no spades until broken, unless only those are held`. */
  public leadClause = this.RULE('leadClause', () => {
    this.CONSUME(Kw.lead);
    this.CONSUME(Colon);
    this.CONSUME(Kw.no);
    this.CONSUME(Name, { LABEL: 'suits' });
    this.MANY(() => {
      this.CONSUME(Kw.or);
      this.CONSUME2(Name, { LABEL: 'suits' });
    });
    this.CONSUME(Kw.until);
    this.CONSUME(Kw.broken);
    this.OPTION(() => {
      this.CONSUME(Comma);
      this.CONSUME(Kw.unless, { LABEL: 'unless' });
      this.CONSUME(Kw.only);
      this.CONSUME(Kw.those);
      this.CONSUME(Kw.are);
      this.CONSUME(Kw.held);
    });
  });

  /** `follow: suit, else group, else any; wild exempt`. */
  public followClause = this.RULE('followClause', () => {
    this.CONSUME(Kw.follow);
    this.CONSUME(Colon);
    this.SUBRULE(this.followStep, { LABEL: 'steps' });
    this.MANY(() => {
      this.CONSUME(Comma);
      this.CONSUME(Kw.else);
      this.SUBRULE2(this.followStep, { LABEL: 'steps' });
    });
    this.OPTION(() => {
      this.CONSUME(Semicolon);
      this.CONSUME(Kw.wild, { LABEL: 'wildExempt' });
      this.CONSUME(Kw.exempt);
    });
  });

  public followStep = this.RULE('followStep', () => {
    this.OR({
      ERR_MSG: "'suit', 'group' or 'any'",
      DEF: [
        { ALT: () => this.CONSUME(Kw.suit, { LABEL: 'step' }) },
        { ALT: () => this.CONSUME(Kw.group, { LABEL: 'step' }) },
        { ALT: () => this.CONSUME(Kw.any, { LABEL: 'step' }) },
      ],
    });
  });

  /** `led suit: first non-wild card`. */
  public ledSuitClause = this.RULE('ledSuitClause', () => {
    this.CONSUME(Kw.led);
    this.CONSUME(Kw.suit);
    this.CONSUME(Colon);
    this.CONSUME(Kw.first);
    this.OPTION(() => this.CONSUME(Kw['non-wild'], { LABEL: 'nonWild' }));
    this.CONSUME(Kw.card);
  });

  /** `suit of c: if c is left-bower then trump else c.suit`. */
  public suitOfClause = this.RULE('suitOfClause', () => {
    this.CONSUME(Kw.suit);
    this.CONSUME(Kw.of);
    this.CONSUME(Name, { LABEL: 'card' });
    this.CONSUME(Colon);
    this.SUBRULE(this.expression, { LABEL: 'suit' });
  });

  /** `sit out when alone and seat = partner-of-maker`. */
  public sitOutClause = this.RULE('sitOutClause', () => {
    this.CONSUME(Kw.sit);
    this.CONSUME(Kw.out);
    this.CONSUME(Kw.when);
    this.SUBRULE(this.expression, { LABEL: 'condition' });
  });

  /** `first lead: opener`: who leads the first trick, once the start hook has run. */
  public firstLeadClause = this.RULE('firstLeadClause', () => {
    this.CONSUME(Kw.first);
    this.CONSUME(Kw.lead);
    this.CONSUME(Colon);
    this.SUBRULE(this.expression, { LABEL: 'seat' });
  });

  /** `must play c where c is clubs-2, if able, else two-leads "The 2 of Clubs leads"`. */
  public mustPlayClause = this.RULE('mustPlayClause', () => {
    this.CONSUME(Kw.must);
    this.CONSUME(Kw.play);
    this.CONSUME(Name, { LABEL: 'card' });
    this.CONSUME(Kw.where);
    this.SUBRULE(this.expression, { LABEL: 'condition' });
    this.CONSUME(Comma);
    this.CONSUME(Kw.if);
    this.CONSUME(Kw.able);
    this.OPTION(() => {
      this.CONSUME2(Comma);
      this.CONSUME(Kw.else);
      this.CONSUME2(Name, { LABEL: 'code' });
      this.OPTION2(() => this.CONSUME(StringLiteral, { LABEL: 'message' }));
    });
  });

  /** `winner: card joker, then highest c by c.rank`. */
  public winnerClause = this.RULE('winnerClause', () => {
    this.CONSUME(Kw.winner);
    this.CONSUME(Colon);
    this.SUBRULE(this.winnerTier, { LABEL: 'tiers' });
    this.MANY(() => {
      this.CONSUME(Comma);
      this.CONSUME(Kw.then);
      this.SUBRULE2(this.winnerTier, { LABEL: 'tiers' });
    });
  });

  public winnerTier = this.RULE('winnerTier', () => {
    this.OR({
      ERR_MSG: "'card NAME' or 'highest'",
      DEF: [
        {
          ALT: () => {
            this.CONSUME(Kw.card);
            this.CONSUME(Name, { LABEL: 'card' });
          },
        },
        { ALT: () => this.SUBRULE(this.ranking) },
      ],
    });
  });

  /** `played by: if seat = dummy then declarer else seat`: who chooses each turn's move. */
  public playedByClause = this.RULE('playedByClause', () => {
    this.CONSUME(Kw.played);
    this.CONSUME(Kw.by);
    this.CONSUME(Colon);
    this.SUBRULE(this.expression, { LABEL: 'seat' });
  });

  /** `at start { ... }`, `at turn start { ... }`, `at trick end { ... }`, `at end { ... }`. */
  public hook = this.RULE('hook', () => {
    this.CONSUME(Kw.at);
    this.OR({
      ERR_MSG: "'start', 'turn start', 'trick end' or 'end'",
      DEF: [
        { ALT: () => this.CONSUME(Kw.start, { LABEL: 'start' }) },
        {
          ALT: () => {
            this.CONSUME(Kw.turn, { LABEL: 'turn' });
            this.CONSUME2(Kw.start);
          },
        },
        {
          ALT: () => {
            this.CONSUME(Kw.trick, { LABEL: 'trick' });
            this.CONSUME2(Kw.end);
          },
        },
        { ALT: () => this.CONSUME(Kw.end, { LABEL: 'end' }) },
      ],
    });
    this.SUBRULE(this.block, { LABEL: 'body' });
  });

  public moveDecl = this.RULE('moveDecl', () => {
    this.CONSUME(Kw.move);
    this.CONSUME(Name, { LABEL: 'name' });
    this.title(); // its wording: `move bid "Bid {level} {suit}" (...)`
    this.OPTION(() => {
      this.CONSUME(LParen);
      this.SUBRULE(this.param, { LABEL: 'params' });
      this.MANY(() => {
        this.CONSUME(Comma);
        this.SUBRULE2(this.param, { LABEL: 'params' });
      });
      this.CONSUME(RParen);
    });
    this.OPTION2(() => {
      this.CONSUME(Kw.when);
      this.SUBRULE(this.expression, { LABEL: 'when' });
    });
    this.SUBRULE(this.block, { LABEL: 'body' });
  });

  /**
   * `points in 0..deck-points step 5`, `card in hand[seat] where card is hearts`, and a set of
   * cards: `cards in 3 of hand[seat]`, `taken in any of table where ...`, `in 1..4 of hand[seat]`.
   */
  public param = this.RULE('param', () => {
    this.CONSUME(Name, { LABEL: 'name' });
    this.CONSUME(Kw.in);
    this.OPTION({
      GATE: () => this.startsSetSize(),
      DEF: () => this.SUBRULE(this.setSize, { LABEL: 'size' }),
    });
    this.SUBRULE(this.expression, { LABEL: 'domain' });
    this.OPTION2(() => {
      this.CONSUME(DotDot);
      this.SUBRULE2(this.expression, { LABEL: 'rangeTo' });
    });
    this.OPTION3(() => {
      this.CONSUME(Kw.step);
      this.SUBRULE3(this.expression, { LABEL: 'step' });
    });
    this.OPTION4(() => {
      this.CONSUME(Kw.where);
      this.SUBRULE4(this.expression, { LABEL: 'where' });
    });
  });

  /** `3 of`, `1..4 of`, `(hand-size) of`, `any of`: how many cards a set parameter holds. */
  public setSize = this.RULE('setSize', () => {
    this.OR([
      { ALT: () => this.CONSUME(Kw.any, { LABEL: 'any' }) },
      {
        ALT: () => {
          this.SUBRULE(this.setSizeEnd, { LABEL: 'least' });
          this.OPTION(() => {
            this.CONSUME(DotDot);
            this.SUBRULE2(this.setSizeEnd, { LABEL: 'most' });
          });
        },
      },
    ]);
    this.CONSUME(Kw.of);
  });

  /** A number of cards: written out, or any expression in brackets. */
  public setSizeEnd = this.RULE('setSizeEnd', () => {
    this.OR([
      { ALT: () => this.CONSUME(Integer, { LABEL: 'number' }) },
      { ALT: () => this.SUBRULE(this.parenExpr, { LABEL: 'inner' }) },
    ]);
  });

  /** Whether the tokens ahead are a set size and its `of` (see `setSize`). */
  private startsSetSize(): boolean {
    if (this.la(1, Kw.any)) return this.la(2, Kw.of);
    let at = this.pastSizeEnd(1);
    if (at < 0) return false;
    if (this.la(at, DotDot)) at = this.pastSizeEnd(at + 1);
    return at > 0 && this.la(at, Kw.of);
  }

  /** The token after a size end starting at token `i` (a number, or brackets), else -1. */
  private pastSizeEnd(i: number): number {
    if (this.la(i, Integer)) return i + 1;
    if (!this.la(i, LParen)) return -1;
    let open = 0;
    // Brackets nest at most LIMITS.brackets deep; an expression in them is looked through whole.
    for (let j = i; j < i + 10_000 + LIMITS.brackets; j++) {
      if (this.la(j, LParen)) open++;
      else if (this.la(j, RParen) && --open === 0) return j + 1;
      else if (this.LA(j).tokenType === EOF) return -1;
    }
    return -1;
  }

  public endWhen = this.RULE('endWhen', () => {
    this.CONSUME(Kw.end);
    this.CONSUME(Kw.when);
    this.SUBRULE(this.expression, { LABEL: 'condition' });
  });

  // ------------------------------------------------------------------------------------------
  // Scoring and match

  public scoringDecl = this.RULE('scoringDecl', () => {
    this.CONSUME(Kw.scoring);
    this.SUBRULE(this.block, { LABEL: 'body' });
  });

  public matchDecl = this.RULE('matchDecl', () => {
    this.CONSUME(Kw.match);
    this.CONSUME(LCurly);
    this.MANY(() => this.SUBRULE(this.matchItem, { LABEL: 'items' }));
    this.CONSUME(RCurly);
  });

  public matchItem = this.RULE('matchItem', () => {
    this.OR({
      ERR_MSG: ERR.matchItem,
      DEF: [
        { ALT: () => this.SUBRULE(this.targetItem) },
        { ALT: () => this.SUBRULE(this.tiesItem) },
        { ALT: () => this.SUBRULE(this.instantWinItem) },
        { ALT: () => this.SUBRULE(this.atMostItem) },
        { ALT: () => this.SUBRULE(this.lowestWinsItem) },
        // `end when CONDITION`, as a phase's: here checked after each hand.
        { ALT: () => this.SUBRULE(this.endWhen) },
      ],
    });
  });

  public targetItem = this.RULE('targetItem', () => {
    this.CONSUME(Kw.target);
    this.SUBRULE(this.expression, { LABEL: 'value' });
  });

  /** `ties broken by KEY, ...`, or `ties draw`: what a level top does instead of another hand. */
  public tiesItem = this.RULE('tiesItem', () => {
    this.CONSUME(Kw.ties);
    this.OR([
      {
        ALT: () => {
          this.CONSUME(Kw.broken);
          this.CONSUME(Kw.by);
          this.SUBRULE(this.expression, { LABEL: 'keys' });
          this.MANY(() => {
            this.CONSUME(Comma);
            this.SUBRULE2(this.expression, { LABEL: 'keys' });
          });
        },
      },
      { ALT: () => this.CONSUME(Kw.draw, { LABEL: 'draw' }) },
    ]);
  });

  public instantWinItem = this.RULE('instantWinItem', () => {
    this.CONSUME(Kw.instant);
    this.CONSUME(Kw.win);
    this.CONSUME(Name, { LABEL: 'name' });
    this.CONSUME(Kw.when);
    this.SUBRULE(this.expression, { LABEL: 'when' });
  });

  public atMostItem = this.RULE('atMostItem', () => {
    this.CONSUME(Kw.at);
    this.CONSUME(Kw.most);
    this.SUBRULE(this.expression, { LABEL: 'value' });
    this.CONSUME(Kw.hands);
  });

  /** `lowest total wins`: the match is won by the lowest total, where C5 has the highest. */
  public lowestWinsItem = this.RULE('lowestWinsItem', () => {
    this.CONSUME(Kw.lowest);
    this.CONSUME(Name, { LABEL: 'total' });
    this.CONSUME(Kw.wins);
  });
}
