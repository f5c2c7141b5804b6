// The typed syntax tree of a `.rules` file, built from the CST by `parser/ast-builder.ts`.
// Names are kept as written (with their ranges); the linker resolves them into `symbol` fields
// and the checker fills `type` on expressions. Nothing here knows a particular game.

/** 1-based line and column; `offset` is the 0-based character offset. */
export interface Position {
  readonly line: number;
  readonly column: number;
  readonly offset: number;
}

/** `end` points just past the last character of the node. */
export interface Range {
  readonly start: Position;
  readonly end: Position;
}

export interface Node {
  readonly kind: string;
  readonly range: Range;
}

export interface Name extends Node {
  readonly kind: 'Name';
  readonly text: string;
}

// ---------------------------------------------------------------------------------------------
// File and declarations

export interface GameFile extends Node {
  readonly kind: 'GameFile';
  readonly id: Name;
  readonly title: string | undefined;
  /** In source order; the linker reports duplicates of the singletons (seats, deck, ...). */
  readonly declarations: readonly Declaration[];
}

export type Declaration =
  | OptionDecl
  | SeatsDecl
  | SeatNamesDecl
  | TeamsDecl
  | DeckDecl
  | ValueDecl
  | DefineDecl
  | ZoneDecl
  | VariableDecl
  | FirstDealerDecl
  | NextDealerDecl
  | KnownDecl
  | CutDecl
  | DealDecl
  | PhaseDecl
  | ScoringDecl
  | MatchDecl;

export type Literal = NumberLiteral | SymbolLiteral;

export interface NumberLiteral extends Node {
  readonly kind: 'NumberLiteral';
  readonly value: number;
}

export interface SymbolLiteral extends Node {
  readonly kind: 'SymbolLiteral';
  readonly name: string;
}

export interface OptionDecl extends Node {
  readonly kind: 'OptionDecl';
  readonly name: Name;
  readonly title: string | undefined;
  readonly values:
    | { readonly kind: 'range'; readonly min: NumberLiteral; readonly max: NumberLiteral }
    | { readonly kind: 'choices'; readonly choices: readonly Literal[] };
  readonly defaultValue: Literal;
}

export interface SeatsDecl extends Node {
  readonly kind: 'SeatsDecl';
  readonly count: Expression;
}

export interface SeatNamesDecl extends Node {
  readonly kind: 'SeatNamesDecl';
  readonly names: readonly { readonly text: string; readonly range: Range }[];
}

export interface TeamsDecl extends Node {
  readonly kind: 'TeamsDecl';
  /** `solo`: every seat its own team; `alternating`: team of seat s is s mod `count`. */
  readonly mode: 'solo' | 'alternating';
  readonly count: NumberLiteral | undefined;
}

// ---------------------------------------------------------------------------------------------
// Deck

export interface DeckDecl extends Node {
  readonly kind: 'DeckDecl';
  readonly items: readonly DeckItem[];
}

export type DeckItem =
  RanksDecl | SuitsDecl | CardDecl | GroupDecl | CopiesDecl | NamesDecl | ArtDecl | LookDecl;

/** A rank name as written: `sun`, `7`. */
export interface RankName extends Node {
  readonly kind: 'RankName';
  readonly text: string;
}

/** One item of a rank list: a single rank or an inclusive numeric range such as `7..1`. */
export interface RankItem extends Node {
  readonly kind: 'RankItem';
  readonly from: RankName;
  readonly to: RankName | undefined;
}

export interface RanksDecl extends Node {
  readonly kind: 'RanksDecl';
  /** High to low, as written. */
  readonly items: readonly RankItem[];
}

export interface SuitDecl extends Node {
  readonly kind: 'SuitDecl';
  readonly name: Name;
  readonly title: string | undefined;
}

export interface SuitsDecl extends Node {
  readonly kind: 'SuitsDecl';
  readonly suits: readonly SuitDecl[];
  /** True when written with `>`: the suits are ordered high to low. */
  readonly ordered: boolean;
  /** `: sun..1` — the ranks every one of these suits holds; all ranks when absent. */
  readonly rankRange: { readonly from: RankName; readonly to: RankName } | undefined;
}

export interface CardDecl extends Node {
  readonly kind: 'CardDecl';
  readonly name: Name;
  readonly title: string | undefined;
  /** `x 2`: the ids become `<name>-1`, `<name>-2`. */
  readonly copies: NumberLiteral | undefined;
  readonly placement:
    | { readonly kind: 'suited'; readonly rank: RankName; readonly suit: Name }
    | { readonly kind: 'wild' }
    | { readonly kind: 'plain' };
}

export interface GroupDecl extends Node {
  readonly kind: 'GroupDecl';
  readonly name: Name;
  readonly title: string | undefined;
  /** High to low. */
  readonly suits: readonly Name[];
}

export interface CopiesDecl extends Node {
  readonly kind: 'CopiesDecl';
  readonly count: Expression;
  readonly when: Expression | undefined;
}

export interface NamesDecl extends Node {
  readonly kind: 'NamesDecl';
  /** Card name template with `{rank}` and `{suit}`. */
  readonly template: string;
}

/** `art french`: the art set the cards are drawn with (a name the web package ships). */
export interface ArtDecl extends Node {
  readonly kind: 'ArtDecl';
  readonly name: Name;
}

/** `look hearts: icon heart red, spades: "♠" "#1b1b1b"`: suits' symbols and colours. */
export interface LookDecl extends Node {
  readonly kind: 'LookDecl';
  readonly suits: readonly SuitLookDecl[];
}

export interface SuitLookDecl extends Node {
  readonly kind: 'SuitLookDecl';
  readonly suit: Name;
  readonly symbol:
    | { readonly kind: 'text'; readonly text: string; readonly range: Range }
    | { readonly kind: 'icon'; readonly icon: Name };
  /** A colour name of the language's palette, or a quoted `#rrggbb` / `#rgb`. */
  readonly colour:
    | { readonly kind: 'name'; readonly name: Name }
    | { readonly kind: 'hex'; readonly text: string; readonly range: Range };
}

// ---------------------------------------------------------------------------------------------
// Values, definitions, zones, variables

export interface ValueDecl extends Node {
  readonly kind: 'ValueDecl';
  readonly name: Name;
  /** The card variable: `value points of c = ...`. */
  readonly card: Name;
  readonly body: Expression;
}

export interface DefineDecl extends Node {
  readonly kind: 'DefineDecl';
  readonly name: Name;
  readonly body: Expression;
}

export type OwnerKind = 'seat' | 'team' | 'shared';
export type Visibility = 'owner' | 'team' | 'all' | 'hidden';

export interface ZoneDecl extends Node {
  readonly kind: 'ZoneDecl';
  readonly name: Name;
  readonly title: string | undefined;
  readonly owner: OwnerKind;
  readonly visibility: Visibility;
  readonly sorted: boolean;
  /** `spread`, where it is written: shown with every card face up, not as a pile with its top. */
  readonly spread: { readonly range: Range } | undefined;
}

export type TypeName =
  | { readonly kind: 'number' | 'flag' | 'suit' | 'seat' | 'team' | 'card' }
  | {
      readonly kind: 'set' | 'list';
      readonly of: 'suit' | 'seat' | 'team' | 'card' | 'rank' | 'number';
    };

export interface VariableDecl extends Node {
  readonly kind: 'VariableDecl';
  /** `record` lives for the whole match; `var` for a hand unless `lifetime` is shorter. */
  readonly storage: 'var' | 'record';
  readonly name: Name;
  readonly title: string | undefined;
  readonly owner: OwnerKind;
  readonly type: TypeName & { readonly range: Range };
  readonly initial: Expression | undefined;
  readonly lifetime: 'match' | 'hand' | 'trick' | 'turn';
}

// ---------------------------------------------------------------------------------------------
// Dealer and deal

export type DealerChoice =
  | { readonly kind: 'seat'; readonly seat: NumberLiteral; readonly range: Range }
  | { readonly kind: 'cut'; readonly range: Range };

export interface FirstDealerDecl extends Node {
  readonly kind: 'FirstDealerDecl';
  readonly choice: DealerChoice;
  readonly when: Expression | undefined;
  readonly otherwise: DealerChoice | undefined;
}

/**
 * `next dealer: SEAT`: who deals the next hand, worked out when a hand has been scored (C2, the
 * deal passing clockwise, where the file says nothing; a seat that is none keeps to C2).
 */
export interface NextDealerDecl extends Node {
  readonly kind: 'NextDealerDecl';
  readonly seat: Expression;
}

/**
 * `known: CONDITION`: a fact about hidden cards that every seat knows holds, because the whole
 * table saw what told it (a seat asks for a rank it must hold). The rules never read it; a bot
 * guessing at the hidden cards deals them so that every fact holds where it can.
 */
export interface KnownDecl extends Node {
  readonly kind: 'KnownDecl';
  readonly fact: Expression;
}

/** `highest c by c.suit-rank, c.rank where ...`: the greatest card by the keys, in order. */
export interface Ranking extends Node {
  readonly kind: 'Ranking';
  readonly card: Name;
  readonly keys: readonly Expression[];
  readonly where: Expression | undefined;
}

export interface CutDecl extends Node {
  readonly kind: 'CutDecl';
  readonly ranking: Ranking;
  /** A seat whose cut card matches cuts again. */
  readonly again: Expression | undefined;
}

export interface DealDecl extends Node {
  readonly kind: 'DealDecl';
  readonly each: Expression;
  /** The zone that takes the undealt cards, top card first. */
  readonly rest: Name | undefined;
}

// ---------------------------------------------------------------------------------------------
// Phases

export interface PhaseDecl extends Node {
  readonly kind: 'PhaseDecl';
  readonly name: Name;
  readonly title: string | undefined;
  readonly when: Expression | undefined;
  readonly items: readonly PhaseItem[];
}

export type PhaseItem =
  | TurnsClause
  | ChoicesClause
  | PlayTricksClause
  | LeadRestriction
  | FollowClause
  | LedSuitClause
  | SuitOfClause
  | SitOutClause
  | FirstLeadClause
  | MustPlayClause
  | WinnerClause
  | PlayedByClause
  | Hook
  | MoveDecl
  | EndWhen
  | VariableDecl
  | DefineDecl;

export interface TurnsClause extends Node {
  readonly kind: 'TurnsClause';
  /** `once around`: each seat acts once from the dealer's left; `clockwise`: until an end. */
  readonly order: 'once-around' | 'clockwise';
  /** `from SEAT`: the seat that acts first; undefined for `from the dealer's left` (C2). */
  readonly first: Expression | undefined;
}

export interface ChoicesClause extends Node {
  readonly kind: 'ChoicesClause';
  /**
   * `by SEAT`: the seat that makes a choice owed to `team`, read with `team` bound to that team;
   * undefined for `by each team's first seat from the dealer's left`, the default.
   */
  readonly chooser: Expression | undefined;
}

export interface PlayTricksClause extends Node {
  readonly kind: 'PlayTricksClause';
  readonly from: Name;
  readonly to: Name;
  readonly won: Name;
}

export interface LeadRestriction extends Node {
  readonly kind: 'LeadRestriction';
  readonly suits: readonly Name[];
  /** `unless only those are held`: a hand of nothing else may lead them. */
  readonly unlessOnly: boolean;
}

export type FollowStep = 'suit' | 'group' | 'any';

export interface FollowClause extends Node {
  readonly kind: 'FollowClause';
  readonly steps: readonly FollowStep[];
  readonly wildExempt: boolean;
}

export interface LedSuitClause extends Node {
  readonly kind: 'LedSuitClause';
  readonly skipWild: boolean;
}

/**
 * `suit of c: EXPR`: the suit a card counts as in this phase's tricks, for following and the
 * led suit (a card that changes suit with the trump). `card` is the card's local.
 */
export interface SuitOfClause extends Node {
  readonly kind: 'SuitOfClause';
  readonly card: Name;
  readonly suit: Expression;
}

/** `sit out when CONDITION`: a seat for which it holds (read as `seat`) plays no card. */
export interface SitOutClause extends Node {
  readonly kind: 'SitOutClause';
  readonly condition: Expression;
}

/**
 * `first lead: SEAT`: the seat that leads the phase's first trick, worked out as the phase
 * starts, after its `at start` hook (a seat that is none leaves the dealer's left).
 */
export interface FirstLeadClause extends Node {
  readonly kind: 'FirstLeadClause';
  readonly seat: Expression;
}

/**
 * `must play c where CONDITION, if able[, else CODE "MESSAGE"]`: of the cards the lead and
 * follow rules allow, only those meeting the condition may be played, when there are any.
 * `card` is the card's local; `code` and `message` are what an attempt at another card returns.
 */
export interface MustPlayClause extends Node {
  readonly kind: 'MustPlayClause';
  readonly card: Name;
  readonly condition: Expression;
  readonly code: Name | undefined;
  readonly message: string | undefined;
}

export type WinnerTier =
  { readonly kind: 'CardTier'; readonly card: Name; readonly range: Range } | Ranking;

export interface WinnerClause extends Node {
  readonly kind: 'WinnerClause';
  readonly tiers: readonly WinnerTier[];
}

/**
 * `played by: SEAT`: the seat that chooses each turn's move, read with `seat` the seat whose
 * turn it is (a partner playing a dummy's cards); a seat that is none, or not at the table,
 * leaves the seat itself.
 */
export interface PlayedByClause extends Node {
  readonly kind: 'PlayedByClause';
  readonly seat: Expression;
}

export interface Hook extends Node {
  readonly kind: 'Hook';
  /** `trick-end`: after each trick is taken, in a trick phase, with `winner` the seat that took it. */
  readonly when: 'start' | 'turn-start' | 'trick-end' | 'end';
  readonly body: Block;
}

export interface Param extends Node {
  readonly kind: 'Param';
  readonly name: Name;
  /** For a set of cards (`cards in 3 of hand[seat]`): how many cards it holds. */
  readonly size: SetSize | undefined;
  /** A zone or set of cards, a collection such as `suits`, or a range `0..165`. */
  readonly domain: Expression;
  readonly step: Expression | undefined;
  readonly where: Expression | undefined;
}

/**
 * `3 of`, `1..4 of`, `any of` (one card or more): how many cards a set parameter holds. `most`
 * is undefined for an exact size (`3 of`) and for `any`.
 */
export interface SetSize extends Node {
  readonly kind: 'SetSize';
  readonly any: boolean;
  readonly least: Expression | undefined;
  readonly most: Expression | undefined;
}

export interface MoveDecl extends Node {
  readonly kind: 'MoveDecl';
  readonly name: Name;
  /**
   * How people read the move (`move bid "Bid {level} {suit}" (...)`): its placeholders name its
   * own parameters, each shown by its value's words.
   */
  readonly wording: Template | undefined;
  readonly params: readonly Param[];
  readonly when: Expression | undefined;
  readonly body: Block;
}

export interface EndWhen extends Node {
  readonly kind: 'EndWhen';
  readonly condition: Expression;
}

// ---------------------------------------------------------------------------------------------
// Scoring and match

export interface ScoringDecl extends Node {
  readonly kind: 'ScoringDecl';
  readonly body: Block;
}

export type MatchItem =
  | { readonly kind: 'Target'; readonly value: Expression; readonly range: Range }
  | { readonly kind: 'TiesBrokenBy'; readonly keys: readonly Expression[]; readonly range: Range }
  | {
      readonly kind: 'InstantWin';
      readonly name: Name;
      readonly when: Expression;
      readonly range: Range;
    }
  | { readonly kind: 'AtMostHands'; readonly value: Expression; readonly range: Range }
  /** `lowest total wins`: the lowest total wins the match, not the highest (C5). */
  | { readonly kind: 'LowestWins'; readonly range: Range }
  /** `end when CONDITION`: the match ends after a hand where it holds, the totals deciding. */
  | { readonly kind: 'MatchEndWhen'; readonly condition: Expression; readonly range: Range }
  /** `ties draw`: a level top that would play another hand (C5) is a draw instead. */
  | { readonly kind: 'TiesDraw'; readonly range: Range };

export interface MatchDecl extends Node {
  readonly kind: 'MatchDecl';
  readonly items: readonly MatchItem[];
}

// ---------------------------------------------------------------------------------------------
// Statements

export interface Block extends Node {
  readonly kind: 'Block';
  readonly statements: readonly Statement[];
}

export type Statement =
  | SetStmt
  | AddStmt
  | RemoveStmt
  | MoveCardsStmt
  | ScoreStmt
  | IfStmt
  | ForStmt
  | RepeatStmt
  | LetStmt
  | RequireStmt
  | OweStmt
  | EventStmt
  | AgainStmt
  | SkipStmt
  | ReverseStmt
  | NextTurnStmt
  | RevealStmt;

export interface SetStmt extends Node {
  readonly kind: 'SetStmt';
  readonly target: Expression;
  readonly value: Expression;
}

export interface AddStmt extends Node {
  readonly kind: 'AddStmt';
  readonly value: Expression;
  readonly target: Expression;
}

export interface RemoveStmt extends Node {
  readonly kind: 'RemoveStmt';
  readonly value: Expression;
  readonly target: Expression;
}

export interface MoveCardsStmt extends Node {
  readonly kind: 'MoveCardsStmt';
  /** Each a card or a set of cards. */
  readonly cards: readonly Expression[];
  readonly to: Expression;
}

export interface ScoreStmt extends Node {
  readonly kind: 'ScoreStmt';
  readonly team: Expression;
  readonly points: Expression;
  /** Why the points are scored, for people: `"{t} took every {s}"`. */
  readonly reason: Template | undefined;
}

export interface IfStmt extends Node {
  readonly kind: 'IfStmt';
  readonly branches: readonly { readonly condition: Expression; readonly body: Block }[];
  readonly otherwise: Block | undefined;
}

/** `for x in COLLECTION`, or `for i in A..B` (`collection` is then a RangeExpr). */
export interface ForStmt extends Node {
  readonly kind: 'ForStmt';
  readonly variable: Name;
  readonly collection: Expression;
  readonly where: Expression | undefined;
  readonly body: Block;
}

/** `repeat N { ... }`: the body N times (none when N < 1). */
export interface RepeatStmt extends Node {
  readonly kind: 'RepeatStmt';
  readonly count: Expression;
  readonly body: Block;
}

export interface LetStmt extends Node {
  readonly kind: 'LetStmt';
  readonly name: Name;
  readonly value: Expression;
}

export interface RequireStmt extends Node {
  readonly kind: 'RequireStmt';
  /** The error code a rejected move carries, e.g. `must-follow-suit`. */
  readonly code: Name;
  readonly message: string | undefined;
  readonly condition: Expression;
}

export interface OweStmt extends Node {
  readonly kind: 'OweStmt';
  readonly team: Expression;
  readonly move: Name;
}

export interface EventStmt extends Node {
  readonly kind: 'EventStmt';
  readonly name: Name;
  /** What happened, for people, when the rules file says it. */
  readonly reason: Template | undefined;
}

/**
 * A quoted text with `{name}` placeholders (a `score` or `event` reason, a move's wording). `parts` hold text and
 * placeholders in order; a placeholder is a bare name read where the statement stands, so the
 * checker resolves and types it like any other reference, except `{points}` in a `score` reason.
 */
export interface Template extends Node {
  readonly kind: 'Template';
  readonly parts: readonly (string | Reference | ScoredPoints)[];
}

/** `{points}` in a `score` reason: the points that statement scores. */
export interface ScoredPoints extends Node {
  readonly kind: 'ScoredPoints';
}

export interface AgainStmt extends Node {
  readonly kind: 'AgainStmt';
}

/** `skip`: the seat whose turn would come next sits it out (in a phase played in turns). */
export interface SkipStmt extends Node {
  readonly kind: 'SkipStmt';
}

/** `reverse`: turns pass the other way for the rest of the hand. */
export interface ReverseStmt extends Node {
  readonly kind: 'ReverseStmt';
}

/** `next turn to SEAT`: the next turn is that seat's. */
export interface NextTurnStmt extends Node {
  readonly kind: 'NextTurnStmt';
  readonly seat: Expression;
}

/** `reveal ZONE`: that zone instance lies face up for every seat until the hand ends. */
export interface RevealStmt extends Node {
  readonly kind: 'RevealStmt';
  readonly zone: Expression;
}

// ---------------------------------------------------------------------------------------------
// Expressions

export type Expression =
  | NumberLiteral
  | StringLiteral
  | Reference
  | Member
  | Index
  | Unary
  | Binary
  | Conditional
  | SetLiteral
  | SetBuilder
  | Aggregate
  | TopOf
  | ZoneUnion
  | SeatsOf
  | TeamOf
  | SeatBeside
  | SeatsFrom
  | TricksOf
  | CardsTest
  | RangeExpr;

export interface StringLiteral extends Node {
  readonly kind: 'StringLiteral';
  readonly value: string;
}

/** A bare name: an option, variable, zone, define, suit, rank, card, loop variable, built-in. */
export interface Reference extends Node {
  readonly kind: 'Reference';
  readonly name: Name;
}

/** `c.suit`, `led.group`, `card.face`, `c.points`. */
export interface Member extends Node {
  readonly kind: 'Member';
  readonly object: Expression;
  readonly member: Name;
}

/** `hand[seat]`, `pile[t]`, `bid[s]`. */
export interface Index extends Node {
  readonly kind: 'Index';
  readonly object: Expression;
  readonly index: Expression;
}

export interface Unary extends Node {
  readonly kind: 'Unary';
  readonly op: 'not' | '-';
  readonly operand: Expression;
}

export type BinaryOp =
  'or' | 'and' | '=' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | 'is' | '+' | '-' | '*' | '/';

export interface Binary extends Node {
  readonly kind: 'Binary';
  readonly op: BinaryOp;
  readonly left: Expression;
  readonly right: Expression;
}

export interface Conditional extends Node {
  readonly kind: 'Conditional';
  readonly condition: Expression;
  readonly then: Expression;
  readonly otherwise: Expression;
}

export interface SetLiteral extends Node {
  readonly kind: 'SetLiteral';
  readonly elements: readonly Expression[];
}

/** `{c in area of all seats where c is red}` */
export interface SetBuilder extends Node {
  readonly kind: 'SetBuilder';
  readonly variable: Name;
  readonly collection: Expression;
  readonly where: Expression;
}

export type AggregateOp =
  'sum' | 'count' | 'any' | 'all' | 'max' | 'min' | 'deadwood' | 'sum-groups' | 'first';

/**
 * `sum(c in pile[t]: c.points)`, `count(c in hand[seat] where c.suit = s)`, `count(stock)`;
 * `deadwood(c in hand[seat]: c.points)`, the least total of the body over the cards left out
 * of melds (as `melds`) in the best way of laying the others out;
 * `sum-groups(c in taken: c.worth to card.worth)`, whether the cards split into groups, every
 * card in one, whose bodies each add up to the target; `first(s in C where P)`, the first
 * element of C, in C's order, that meets P, or none.
 */
export interface Aggregate extends Node {
  readonly kind: 'Aggregate';
  readonly op: AggregateOp;
  /** Absent for `count(expr)`, where `collection` is counted as a whole. */
  readonly variable: Name | undefined;
  readonly collection: Expression;
  readonly where: Expression | undefined;
  readonly body: Expression | undefined;
  /** `to T` after the body: only `sum-groups` has one. */
  readonly target?: Expression;
}

export interface TopOf extends Node {
  readonly kind: 'TopOf';
  readonly zone: Expression;
}

/** `area of opponents`: a per-seat zone joined over a set of seats. */
export interface ZoneUnion extends Node {
  readonly kind: 'ZoneUnion';
  readonly zone: Name;
  readonly seats: Expression;
}

/** `seats of t` */
export interface SeatsOf extends Node {
  readonly kind: 'SeatsOf';
  readonly team: Expression;
}

/** `team of s` */
export interface TeamOf extends Node {
  readonly kind: 'TeamOf';
  readonly seat: Expression;
}

/** `left of s`, `right of s`: the seat beside s, clockwise (C2's left) or the other way. */
export interface SeatBeside extends Node {
  readonly kind: 'SeatBeside';
  readonly side: 'left' | 'right';
  readonly seat: Expression;
}

/**
 * `all seats from s`: every seat, in the order turns go (clockwise, C2), starting with s (from
 * seat 0 when s is none): a list, so `first(x in all seats from s where ...)` is the first seat
 * clockwise from s that meets the condition.
 */
export interface SeatsFrom extends Node {
  readonly kind: 'SeatsFrom';
  readonly seat: Expression;
}

/** `tricks(t)`: tricks the team has won this hand. */
export interface TricksOf extends Node {
  readonly kind: 'TricksOf';
  readonly team: Expression;
}

/**
 * `same-rank(cards)`, `same-suit(cards)`, `run(cards)`: whether a collection of cards is all of
 * one rank, all of one suit, or of one suit with ranks next to each other in the deck's order;
 * `melds(cards)`: whether it can be laid out as melds, each three or more of one rank or a run
 * of three or more, every card in one of them.
 */
export interface CardsTest extends Node {
  readonly kind: 'CardsTest';
  readonly test: CardsTestName;
  readonly cards: Expression;
}

export type CardsTestName = 'same-rank' | 'same-suit' | 'run' | 'melds';

/** `0..deck-points`: a move parameter's domain, or what a `for` counts through. */
export interface RangeExpr extends Node {
  readonly kind: 'RangeExpr';
  readonly from: Expression;
  readonly to: Expression;
}
