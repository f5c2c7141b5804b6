// The Chevrotain grammar of GRAMMAR.md as a CstParser: no embedded actions, labelled children,
// error recovery on. The grammar is one class built in layers (grammar-expressions.ts ←
// grammar-statements.ts ← grammar-phases.ts ← here); meaning is given by `ast-builder.ts`.
// One instance is built at module load (`rulesParser`) and reused through `parser.input`.

import type { ILookaheadStrategy } from 'chevrotain';
import { LookParser } from './grammar-look';
import { KNOWN_LOOKAHEAD } from './known-lookahead';
import { KnownLookahead, lookaheadPaths, type KnownPaths } from './lookahead';
import { ERR, errorMessageProvider } from './messages';
import {
  allTokens,
  Colon,
  Comma,
  DotDot,
  Equals,
  Greater,
  Integer,
  Kw,
  LCurly,
  Name,
  Pipe,
  RCurly,
  StringLiteral,
} from './tokens';

/** How far ahead the parser looks to choose an alternative. */
export const MAX_LOOKAHEAD = 3;

export class RulesParser extends LookParser {
  /**
   * `validate` runs Chevrotain's checks of the grammar itself (ambiguities, left recursion) as
   * it is analysed: a third of what building the parser costs, and the same answer every time,
   * so grammar.test.ts runs them and the parser every program loads does not. `lookahead` is
   * how it chooses between alternatives (lookahead.ts): Chevrotain's own unless given.
   */
  constructor(
    options: { readonly validate?: boolean; readonly lookahead?: ILookaheadStrategy } = {},
  ) {
    super({
      recoveryEnabled: true,
      maxLookahead: MAX_LOOKAHEAD,
      nodeLocationTracking: 'full',
      errorMessageProvider,
      skipValidations: options.validate !== true,
      ...(options.lookahead === undefined ? {} : { lookaheadStrategy: options.lookahead }),
    });
    this.performSelfAnalysis();
  }

  // ------------------------------------------------------------------------------------------
  // File and declarations

  public file = this.RULE('file', () => {
    // Optional in the grammar so that a file missing its `game` line still has its other
    // declarations checked; parse() reports the missing line as `missing-game`.
    this.OPTION(() => {
      this.CONSUME(Kw.game, { LABEL: 'game' });
      this.CONSUME(Name, { LABEL: 'id' });
      this.title();
    });
    this.MANY(() => this.SUBRULE(this.declaration, { LABEL: 'declarations' }));
  });

  public declaration = this.RULE('declaration', () => {
    this.OR({
      ERR_MSG: ERR.declaration,
      DEF: [
        { ALT: () => this.SUBRULE(this.optionDecl) },
        { ALT: () => this.SUBRULE(this.seatsDecl) },
        { ALT: () => this.SUBRULE(this.seatNamesDecl) },
        { ALT: () => this.SUBRULE(this.teamsDecl) },
        { ALT: () => this.SUBRULE(this.deckDecl) },
        { ALT: () => this.SUBRULE(this.valueDecl) },
        { ALT: () => this.SUBRULE(this.defineDecl) },
        { ALT: () => this.SUBRULE(this.zoneDecl) },
        { ALT: () => this.SUBRULE(this.variableDecl) },
        { ALT: () => this.SUBRULE(this.firstDealerDecl) },
        { ALT: () => this.SUBRULE(this.nextDealerDecl) },
        { ALT: () => this.SUBRULE(this.knownDecl) },
        { ALT: () => this.SUBRULE(this.cutDecl) },
        { ALT: () => this.SUBRULE(this.dealDecl) },
        { ALT: () => this.SUBRULE(this.phaseDecl) },
        { ALT: () => this.SUBRULE(this.scoringDecl) },
        { ALT: () => this.SUBRULE(this.matchDecl) },
      ],
    });
  });

  /** `option NAME "Title": 0..10 = 0` or `option NAME: a | b = a`. */
  public optionDecl = this.RULE('optionDecl', () => {
    this.CONSUME(Kw.option);
    this.CONSUME(Name, { LABEL: 'name' });
    this.title();
    this.CONSUME(Colon);
    this.SUBRULE(this.literal, { LABEL: 'first' });
    this.OR([
      {
        ALT: () => {
          this.CONSUME(DotDot);
          this.CONSUME(Integer, { LABEL: 'max' });
        },
      },
      {
        ALT: () =>
          this.MANY(() => {
            this.CONSUME(Pipe);
            this.SUBRULE2(this.literal, { LABEL: 'choices' });
          }),
      },
    ]);
    this.CONSUME(Equals);
    this.SUBRULE3(this.literal, { LABEL: 'default' });
  });

  public literal = this.RULE('literal', () => {
    this.OR({
      ERR_MSG: 'a whole number or a name',
      DEF: [
        { ALT: () => this.CONSUME(Integer, { LABEL: 'number' }) },
        { ALT: () => this.CONSUME(Name, { LABEL: 'symbol' }) },
      ],
    });
  });

  public seatsDecl = this.RULE('seatsDecl', () => {
    this.CONSUME(Kw.seats);
    this.SUBRULE(this.expression, { LABEL: 'count' });
  });

  public seatNamesDecl = this.RULE('seatNamesDecl', () => {
    this.CONSUME(Kw.seat);
    this.CONSUME(Kw.names);
    this.CONSUME(StringLiteral, { LABEL: 'names' });
    this.MANY(() => {
      this.CONSUME(Comma);
      this.CONSUME2(StringLiteral, { LABEL: 'names' });
    });
  });

  public teamsDecl = this.RULE('teamsDecl', () => {
    this.CONSUME(Kw.teams);
    this.OR([
      { ALT: () => this.CONSUME(Kw.solo, { LABEL: 'solo' }) },
      {
        ALT: () => {
          this.CONSUME(Integer, { LABEL: 'count' });
          this.CONSUME(Kw.alternating);
        },
      },
    ]);
  });

  // ------------------------------------------------------------------------------------------
  // Deck

  public deckDecl = this.RULE('deckDecl', () => {
    this.CONSUME(Kw.deck);
    this.CONSUME(LCurly);
    this.MANY(() => this.SUBRULE(this.deckItem, { LABEL: 'items' }));
    this.CONSUME(RCurly);
  });

  public deckItem = this.RULE('deckItem', () => {
    this.OR({
      ERR_MSG: ERR.deckItem,
      DEF: [
        { ALT: () => this.SUBRULE(this.ranksDecl) },
        { ALT: () => this.SUBRULE(this.suitsDecl) },
        { ALT: () => this.SUBRULE(this.cardsDecl) },
        { ALT: () => this.SUBRULE(this.groupDecl) },
        { ALT: () => this.SUBRULE(this.copiesDecl) },
        { ALT: () => this.SUBRULE(this.namesDecl) },
        { ALT: () => this.SUBRULE(this.artDecl) },
        { ALT: () => this.SUBRULE(this.lookDecl) },
      ],
    });
  });

  public ranksDecl = this.RULE('ranksDecl', () => {
    this.CONSUME(Kw.ranks);
    this.SUBRULE(this.rankItem, { LABEL: 'items' });
    this.MANY(() => {
      this.CONSUME(Greater);
      this.SUBRULE2(this.rankItem, { LABEL: 'items' });
    });
  });

  public rankItem = this.RULE('rankItem', () => {
    this.SUBRULE(this.rankName, { LABEL: 'from' });
    this.OPTION(() => {
      this.CONSUME(DotDot);
      this.SUBRULE2(this.rankName, { LABEL: 'to' });
    });
  });

  public rankName = this.RULE('rankName', () => {
    this.OR({
      ERR_MSG: 'a rank (a name or a whole number)',
      DEF: [
        { ALT: () => this.CONSUME(Name, { LABEL: 'rank' }) },
        { ALT: () => this.CONSUME(Integer, { LABEL: 'rank' }) },
      ],
    });
  });

  public suitsDecl = this.RULE('suitsDecl', () => {
    this.CONSUME(Kw.suits);
    this.SUBRULE(this.suitDecl, { LABEL: 'suits' });
    this.MANY(() => {
      this.OR([
        { ALT: () => this.CONSUME(Comma, { LABEL: 'sep' }) },
        { ALT: () => this.CONSUME(Greater, { LABEL: 'sep' }) },
      ]);
      this.SUBRULE2(this.suitDecl, { LABEL: 'suits' });
    });
    this.OPTION(() => {
      this.CONSUME(Colon);
      this.SUBRULE(this.rankName, { LABEL: 'rangeFrom' });
      this.CONSUME(DotDot);
      this.SUBRULE2(this.rankName, { LABEL: 'rangeTo' });
    });
  });

  public suitDecl = this.RULE('suitDecl', () => {
    this.CONSUME(Name, { LABEL: 'name' });
    this.title();
  });

  public cardsDecl = this.RULE('cardsDecl', () => {
    this.CONSUME(Kw.card);
    this.SUBRULE(this.cardDecl, { LABEL: 'cards' });
    this.MANY(() => {
      this.CONSUME(Comma);
      this.SUBRULE2(this.cardDecl, { LABEL: 'cards' });
    });
  });

  /** `joker "Joker" x 2`, `big-ace "Big Ace": ace of spades`, `joker: wild`. */
  public cardDecl = this.RULE('cardDecl', () => {
    this.CONSUME(Name, { LABEL: 'name' });
    this.title();
    this.OPTION(() => {
      this.CONSUME(Kw.x);
      this.CONSUME(Integer, { LABEL: 'copies' });
    });
    this.OPTION2(() => {
      this.CONSUME(Colon);
      this.OR({
        ERR_MSG: "a rank and suit ('ace of spades') or 'wild'",
        DEF: [
          {
            ALT: () => {
              this.SUBRULE(this.rankName, { LABEL: 'rank' });
              this.CONSUME(Kw.of);
              this.CONSUME2(Name, { LABEL: 'suit' });
            },
          },
          { ALT: () => this.CONSUME(Kw.wild, { LABEL: 'wild' }) },
        ],
      });
    });
  });

  public groupDecl = this.RULE('groupDecl', () => {
    this.CONSUME(Kw.group);
    this.CONSUME(Name, { LABEL: 'name' });
    this.title();
    this.CONSUME(Colon);
    this.CONSUME2(Name, { LABEL: 'suits' });
    this.MANY(() => {
      this.CONSUME(Greater);
      this.CONSUME3(Name, { LABEL: 'suits' });
    });
  });

  public copiesDecl = this.RULE('copiesDecl', () => {
    this.CONSUME(Kw.copies);
    this.SUBRULE(this.expression, { LABEL: 'count' });
    this.OPTION(() => {
      this.CONSUME(Kw.when);
      this.SUBRULE2(this.expression, { LABEL: 'when' });
    });
  });

  public namesDecl = this.RULE('namesDecl', () => {
    this.CONSUME(Kw.names);
    this.CONSUME(StringLiteral, { LABEL: 'template' });
  });

  // ------------------------------------------------------------------------------------------
  // Values, definitions, zones, variables

  public valueDecl = this.RULE('valueDecl', () => {
    this.CONSUME(Kw.value);
    this.CONSUME(Name, { LABEL: 'name' });
    this.CONSUME(Kw.of);
    this.CONSUME2(Name, { LABEL: 'card' });
    this.CONSUME(Equals);
    this.SUBRULE(this.expression, { LABEL: 'body' });
  });

  public zoneDecl = this.RULE('zoneDecl', () => {
    this.CONSUME(Kw.zone);
    this.CONSUME(Name, { LABEL: 'name' });
    this.title();
    this.CONSUME(Colon);
    this.SUBRULE(this.owner);
    this.CONSUME(Comma);
    this.SUBRULE(this.visibility);
    this.MANY(() => {
      this.CONSUME2(Comma);
      this.OR2([
        { ALT: () => this.CONSUME(Kw.sorted, { LABEL: 'sorted' }) },
        { ALT: () => this.CONSUME(Kw.spread, { LABEL: 'spread' }) },
      ]);
    });
  });

  public visibility = this.RULE('visibility', () => {
    this.OR({
      ERR_MSG: "'visible to owner', 'visible to team', 'visible to all' or 'hidden'",
      DEF: [
        {
          ALT: () => {
            this.CONSUME(Kw.visible);
            this.CONSUME(Kw.to);
            this.OR2([
              { ALT: () => this.CONSUME(Kw.owner, { LABEL: 'kind' }) },
              { ALT: () => this.CONSUME(Kw.team, { LABEL: 'kind' }) },
              { ALT: () => this.CONSUME(Kw.all, { LABEL: 'kind' }) },
            ]);
          },
        },
        { ALT: () => this.CONSUME(Kw.hidden, { LABEL: 'kind' }) },
      ],
    });
  });

  // ------------------------------------------------------------------------------------------
  // Dealer and deal

  public firstDealerDecl = this.RULE('firstDealerDecl', () => {
    this.CONSUME(Kw.first);
    this.CONSUME(Kw.dealer);
    this.CONSUME(Colon);
    this.SUBRULE(this.dealerChoice, { LABEL: 'choice' });
    this.OPTION(() => {
      this.CONSUME(Kw.when);
      this.SUBRULE(this.expression, { LABEL: 'when' });
      this.CONSUME(Comma);
      this.CONSUME(Kw.else);
      this.SUBRULE2(this.dealerChoice, { LABEL: 'otherwise' });
    });
  });

  /** `next dealer: loser`: the dealer of the next hand, in place of C2's left of the dealer. */
  public nextDealerDecl = this.RULE('nextDealerDecl', () => {
    this.CONSUME(Kw.next);
    this.CONSUME2(Kw.dealer);
    this.CONSUME2(Colon);
    this.SUBRULE(this.expression, { LABEL: 'seat' });
  });

  /**
   * `known: CONDITION`: a fact about hidden cards that every seat knows holds (what an ask or a
   * pass told the table), kept true by the bots' guesses at the hidden cards.
   */
  public knownDecl = this.RULE('knownDecl', () => {
    this.CONSUME(Kw.known);
    this.CONSUME(Colon);
    this.SUBRULE(this.expression, { LABEL: 'fact' });
  });

  public dealerChoice = this.RULE('dealerChoice', () => {
    this.OR({
      ERR_MSG: "'seat' and a number, or 'cut'",
      DEF: [
        {
          ALT: () => {
            this.CONSUME(Kw.seat);
            this.CONSUME(Integer, { LABEL: 'seat' });
          },
        },
        { ALT: () => this.CONSUME(Kw.cut, { LABEL: 'cut' }) },
      ],
    });
  });

  public cutDecl = this.RULE('cutDecl', () => {
    this.CONSUME(Kw.cut);
    this.CONSUME(Colon);
    this.SUBRULE(this.ranking);
    this.OPTION(() => {
      this.CONSUME(Comma);
      this.CONSUME2(Kw.cut);
      this.CONSUME(Kw.again);
      this.CONSUME(Kw.when);
      this.SUBRULE(this.expression, { LABEL: 'again' });
    });
  });

  public dealDecl = this.RULE('dealDecl', () => {
    this.CONSUME(Kw.deal);
    this.SUBRULE(this.expression, { LABEL: 'each' });
    this.CONSUME(Kw.each);
    this.OPTION(() => {
      this.CONSUME(Comma);
      this.CONSUME(Kw.rest);
      this.CONSUME(Kw.to);
      this.CONSUME(Name, { LABEL: 'rest' });
    });
  });
}

const knownLookahead =
  KNOWN_LOOKAHEAD === undefined
    ? undefined
    : new KnownLookahead(KNOWN_LOOKAHEAD, allTokens, { maxLookahead: MAX_LOOKAHEAD });

/**
 * The one parser instance; building it analyses the grammar once, at module load, with the
 * lookahead paths a build worked out for it when there are any (known-lookahead.ts).
 */
export const rulesParser = new RulesParser(
  knownLookahead === undefined ? {} : { lookahead: knownLookahead },
);

/** The lookahead paths of this grammar, for a build to hand the parser it bundles (lookahead.ts). */
export function parserLookahead(): KnownPaths {
  return lookaheadPaths((lookahead) => new RulesParser({ lookahead }), MAX_LOOKAHEAD);
}

/** Whether `rulesParser` was built with paths a build worked out ahead of time, and took them. */
export function usesKnownLookahead(): boolean {
  return knownLookahead?.usedKnownPaths === true;
}
