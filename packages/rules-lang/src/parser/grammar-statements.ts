// Blocks and statements: what moves, hooks and `scoring` do.

import type { IParserConfig } from 'chevrotain';
import { ExpressionParser } from './grammar-expressions';
import { ERR } from './messages';
import { Colon, Comma, DotDot, Equals, Kw, LCurly, Name, RCurly, StringLiteral } from './tokens';

export class StatementParser extends ExpressionParser {
  constructor(config: IParserConfig) {
    super(config);
  }

  public block = this.RULE('block', () => {
    this.CONSUME(LCurly);
    this.MANY(() => this.nested(() => this.SUBRULE(this.statement, { LABEL: 'statements' })));
    this.CONSUME(RCurly);
  });

  public statement = this.RULE('statement', () => {
    this.OR({
      ERR_MSG: ERR.statement,
      DEF: [
        { ALT: () => this.SUBRULE(this.setStmt) },
        { ALT: () => this.SUBRULE(this.addStmt) },
        { ALT: () => this.SUBRULE(this.removeStmt) },
        { ALT: () => this.SUBRULE(this.moveStmt) },
        { ALT: () => this.SUBRULE(this.scoreStmt) },
        { ALT: () => this.SUBRULE(this.ifStmt) },
        { ALT: () => this.SUBRULE(this.forStmt) },
        { ALT: () => this.SUBRULE(this.repeatStmt) },
        { ALT: () => this.SUBRULE(this.letStmt) },
        { ALT: () => this.SUBRULE(this.requireStmt) },
        { ALT: () => this.SUBRULE(this.oweStmt) },
        { ALT: () => this.SUBRULE(this.eventStmt) },
        { ALT: () => this.SUBRULE(this.againStmt) },
        { ALT: () => this.SUBRULE(this.skipStmt) },
        { ALT: () => this.SUBRULE(this.reverseStmt) },
        { ALT: () => this.SUBRULE(this.nextTurnStmt) },
        { ALT: () => this.SUBRULE(this.revealStmt) },
      ],
    });
  });

  public setStmt = this.RULE('setStmt', () => {
    this.CONSUME(Kw.set);
    this.SUBRULE(this.reference, { LABEL: 'target' });
    this.CONSUME(Equals);
    this.SUBRULE(this.expression, { LABEL: 'value' });
  });

  public addStmt = this.RULE('addStmt', () => {
    this.CONSUME(Kw.add);
    this.SUBRULE(this.expression, { LABEL: 'value' });
    this.CONSUME(Kw.to);
    this.SUBRULE(this.reference, { LABEL: 'target' });
  });

  public removeStmt = this.RULE('removeStmt', () => {
    this.CONSUME(Kw.remove);
    this.SUBRULE(this.expression, { LABEL: 'value' });
    this.CONSUME(Kw.from);
    this.SUBRULE(this.reference, { LABEL: 'target' });
  });

  /** `move card, target to pile[team]`. */
  public moveStmt = this.RULE('moveStmt', () => {
    this.CONSUME(Kw.move);
    this.SUBRULE(this.expression, { LABEL: 'cards' });
    this.MANY(() => {
      this.CONSUME(Comma);
      this.SUBRULE2(this.expression, { LABEL: 'cards' });
    });
    this.CONSUME(Kw.to);
    this.SUBRULE3(this.expression, { LABEL: 'to' });
  });

  /** `score TEAM POINTS "REASON"`, the reason optional. */
  public scoreStmt = this.RULE('scoreStmt', () => {
    this.CONSUME(Kw.score);
    this.SUBRULE(this.expression, { LABEL: 'team' });
    this.SUBRULE2(this.expression, { LABEL: 'points' });
    this.OPTION(() => this.CONSUME(StringLiteral, { LABEL: 'reason' }));
  });

  public ifStmt = this.RULE('ifStmt', () => {
    this.CONSUME(Kw.if);
    this.SUBRULE(this.expression, { LABEL: 'conditions' });
    this.SUBRULE(this.block, { LABEL: 'bodies' });
    this.MANY(() => {
      this.CONSUME(Kw.else);
      this.CONSUME2(Kw.if);
      this.SUBRULE2(this.expression, { LABEL: 'conditions' });
      this.SUBRULE2(this.block, { LABEL: 'bodies' });
    });
    this.OPTION(() => {
      this.CONSUME2(Kw.else);
      this.SUBRULE3(this.block, { LABEL: 'otherwise' });
    });
  });

  /** `for c in hand[seat] where ... { }`, or over a range of numbers: `for i in 1..n { }`. */
  public forStmt = this.RULE('forStmt', () => {
    this.CONSUME(Kw.for);
    this.CONSUME(Name, { LABEL: 'variable' });
    this.CONSUME(Kw.in);
    this.SUBRULE(this.expression, { LABEL: 'collection' });
    this.OPTION2(() => {
      this.CONSUME(DotDot);
      this.SUBRULE3(this.expression, { LABEL: 'rangeTo' });
    });
    this.OPTION(() => {
      this.CONSUME(Kw.where);
      this.SUBRULE2(this.expression, { LABEL: 'where' });
    });
    this.SUBRULE(this.block, { LABEL: 'body' });
  });

  /** `repeat N { }`: the block N times, N worked out once, before the first time. */
  public repeatStmt = this.RULE('repeatStmt', () => {
    this.CONSUME(Kw.repeat);
    this.SUBRULE(this.expression, { LABEL: 'count' });
    this.SUBRULE(this.block, { LABEL: 'body' });
  });

  public letStmt = this.RULE('letStmt', () => {
    this.CONSUME(Kw.let);
    this.CONSUME(Name, { LABEL: 'name' });
    this.CONSUME(Equals);
    this.SUBRULE(this.expression, { LABEL: 'value' });
  });

  /** `require CODE "message": CONDITION`. */
  public requireStmt = this.RULE('requireStmt', () => {
    this.CONSUME(Kw.require);
    this.CONSUME(Name, { LABEL: 'code' });
    this.OPTION(() => this.CONSUME(StringLiteral, { LABEL: 'message' }));
    this.CONSUME(Colon);
    this.SUBRULE(this.expression, { LABEL: 'condition' });
  });

  /** `owe TEAM MOVE`: the team owes a choice of that move. */
  public oweStmt = this.RULE('oweStmt', () => {
    this.CONSUME(Kw.owe);
    this.SUBRULE(this.expression, { LABEL: 'team' });
    this.CONSUME(Name, { LABEL: 'move' });
  });

  /** `event NAME "REASON"`, the reason optional. */
  public eventStmt = this.RULE('eventStmt', () => {
    this.CONSUME(Kw.event);
    this.CONSUME(Name, { LABEL: 'name' });
    this.OPTION(() => this.CONSUME(StringLiteral, { LABEL: 'reason' }));
  });

  public againStmt = this.RULE('againStmt', () => {
    this.CONSUME(Kw.again);
  });

  /** `skip`: the seat whose turn would come next sits it out. */
  public skipStmt = this.RULE('skipStmt', () => {
    this.CONSUME(Kw.skip);
  });

  /** `reverse`: turns pass the other way from now on, for the rest of the hand. */
  public reverseStmt = this.RULE('reverseStmt', () => {
    this.CONSUME(Kw.reverse);
  });

  /** `next turn to SEAT`: the turn passes to that seat, whoever would have been next. */
  public nextTurnStmt = this.RULE('nextTurnStmt', () => {
    this.CONSUME(Kw.next);
    this.CONSUME(Kw.turn);
    this.CONSUME(Kw.to);
    this.SUBRULE(this.expression, { LABEL: 'seat' });
  });

  /** `reveal hand[dummy]`: the zone instance lies face up for every seat until the hand ends. */
  public revealStmt = this.RULE('revealStmt', () => {
    this.CONSUME(Kw.reveal);
    this.SUBRULE(this.expression, { LABEL: 'zone' });
  });
}
