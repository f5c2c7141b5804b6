// The linked model: what the checker knows about a `.rules` file, in the shape the engine
// generator consumes. Every name is resolved (`symbolOf`), every expression typed (`typeOf`), the
// deck expanded, and phases classified. It refers back to the AST rather than copying it, so the
// generator can walk expressions and ask the model about each node.

import type {
  Block,
  CutDecl,
  DefineDecl,
  Expression,
  FirstDealerDecl,
  NextDealerDecl,
  PlayedByClause,
  KnownDecl,
  FollowClause,
  GameFile,
  LeadRestriction,
  LedSuitClause,
  SitOutClause,
  SuitOfClause,
  FirstLeadClause,
  MustPlayClause,
  MoveDecl,
  Name,
  OptionDecl,
  OwnerKind,
  Param,
  PhaseDecl,
  Range,
  Reference,
  ValueDecl,
  VariableDecl,
  Visibility,
  WinnerClause,
  ZoneDecl,
} from '../ast/ast';
import type { DeckLook } from './look';
import type { Type } from './types';

// ---------------------------------------------------------------------------------------------
// Deck

export interface DeckRank {
  readonly name: string;
  readonly title: string;
  /** The number of a numeric rank (`7`), else 0. */
  readonly face: number;
  /** Strength within a suit: the lowest rank is 1. */
  readonly strength: number;
  readonly range: Range;
}

export interface DeckSuit {
  readonly name: string;
  readonly title: string;
  readonly group: string | undefined;
  /** Strength in its group, else in its `>` suit order: 1 for the lowest, 0 for none. */
  readonly suitRank: number;
  /** The ranks this suit holds, high to low. */
  readonly ranks: readonly string[];
  readonly range: Range;
}

export interface DeckGroup {
  readonly name: string;
  readonly title: string;
  /** High to low. */
  readonly suits: readonly string[];
  readonly range: Range;
}

export interface DeckCard {
  /** `hearts-5`, `joker-1`, `red-ace`; a second copy adds `#2` (see `cardIds`). */
  readonly id: string;
  readonly title: string;
  readonly suit: string | undefined;
  readonly rank: string | undefined;
  readonly wild: boolean;
  /** `joker` for `card joker x 2`; the declared name for any declared card. */
  readonly kind: string | undefined;
  readonly range: Range;
}

export interface ResolvedDeck {
  /** High to low. */
  readonly ranks: readonly DeckRank[];
  /** In declaration order. */
  readonly suits: readonly DeckSuit[];
  readonly groups: readonly DeckGroup[];
  /** One copy, in deck order: suit by suit, ranks high to low, then declared cards. */
  readonly cards: readonly DeckCard[];
  /** `copies N when C`: N copies when C holds (or always), else one. */
  readonly copies:
    { readonly count: Expression; readonly when: Expression | undefined } | undefined;
  /** Card name template, e.g. `{rank} of {suit}`. */
  readonly nameTemplate: string;
}

// ---------------------------------------------------------------------------------------------
// Options, table, zones, variables

export type OptionValue = number | string;
/** One value for every option, by option name. */
export type OptionValues = Readonly<Record<string, OptionValue>>;

export interface ResolvedOption {
  readonly name: string;
  readonly title: string | undefined;
  readonly values:
    | { readonly kind: 'range'; readonly min: number; readonly max: number }
    | { readonly kind: 'choices'; readonly choices: readonly OptionValue[] };
  readonly defaultValue: OptionValue;
  /** `number` for ranges and all-number choices, else `symbol<name>`. */
  readonly type: Type;
  readonly decl: OptionDecl;
}

export interface ResolvedTeams {
  /** `solo`: team i is seat i; `alternating`: team of seat s is s mod count. */
  readonly mode: 'solo' | 'alternating';
  readonly count: number | undefined;
}

export interface ResolvedZone {
  readonly name: string;
  readonly title: string | undefined;
  readonly owner: OwnerKind;
  readonly visibility: Visibility;
  readonly sorted: boolean;
  /** Shown on the table with every card face up, not as a pile (`spread`). */
  readonly spread: boolean;
  readonly decl: ZoneDecl;
}

export interface ResolvedVariable {
  readonly name: string;
  readonly title: string | undefined;
  readonly storage: 'var' | 'record';
  readonly owner: OwnerKind;
  /** The value type (per owner: the type of one seat's or team's value). */
  readonly type: Type;
  readonly initial: Expression | undefined;
  readonly lifetime: 'match' | 'hand' | 'trick' | 'turn';
  /** The phase that declares it, for phase-local variables. */
  readonly phase: string | undefined;
  readonly decl: VariableDecl;
}

export interface ResolvedDefine {
  readonly name: string;
  readonly body: Expression;
  readonly phase: string | undefined;
  readonly decl: DefineDecl;
}

export interface ResolvedValue {
  readonly name: string;
  /** The card variable of `value points of c = ...`. */
  readonly card: Name;
  readonly body: Expression;
  readonly decl: ValueDecl;
}

export interface ResolvedDeal {
  readonly each: Expression;
  /** The per-seat zone dealt into: the `from` zone of the first trick phase, else the first per-seat zone. */
  readonly to: string | undefined;
  readonly rest: string | undefined;
}

// ---------------------------------------------------------------------------------------------
// Phases, scoring, match

export type PhaseKind = 'turns' | 'tricks' | 'choices';

export interface ResolvedMove {
  readonly name: string;
  readonly phase: string;
  readonly params: readonly { readonly name: string; readonly type: Type; readonly param: Param }[];
  readonly when: Expression | undefined;
  readonly body: Block;
  readonly decl: MoveDecl;
}

export interface TrickRules {
  readonly from: string;
  readonly to: string;
  readonly won: string;
  readonly lead: LeadRestriction | undefined;
  readonly follow: FollowClause | undefined;
  readonly ledSuit: LedSuitClause | undefined;
  /** `suit of c: ...`: the suit a card counts as for following and the led suit. */
  readonly suitOf: SuitOfClause | undefined;
  /** `sit out when ...`: the seats that play no card in this phase's tricks. */
  readonly sitOut: SitOutClause | undefined;
  /** `first lead: SEAT`: who leads the first trick (else the seat the hand has as leader). */
  readonly firstLead: FirstLeadClause | undefined;
  /** `must play c where ..., if able`: narrowings of the playable cards, in order. */
  readonly mustPlay: readonly MustPlayClause[];
  readonly winner: WinnerClause | undefined;
}

export interface ResolvedPhase {
  readonly name: string;
  readonly title: string | undefined;
  readonly when: Expression | undefined;
  readonly kind: PhaseKind;
  /** For `turns` phases. */
  readonly order: 'once-around' | 'clockwise' | undefined;
  /** For `turns` phases: `from SEAT`, the first seat; undefined for the dealer's left (C2). */
  readonly first: Expression | undefined;
  /**
   * For `choices` phases: `by SEAT`, the seat that makes a choice owed to `team`; undefined for
   * each team's first seat from the dealer's left, the default.
   */
  readonly chooser: Expression | undefined;
  /**
   * `played by: SEAT`, in a phase of any kind: the seat that chooses each turn's move, read with
   * `seat` the seat whose turn it is; undefined where every seat plays its own turns.
   */
  readonly playedBy: PlayedByClause | undefined;
  /** For `tricks` phases. */
  readonly tricks: TrickRules | undefined;
  readonly hooks: {
    readonly start: Block | undefined;
    readonly turnStart: Block | undefined;
    /** `at trick end`: after each trick of a trick phase is taken, `winner` the seat that took it. */
    readonly trickEnd: Block | undefined;
    readonly end: Block | undefined;
  };
  readonly moves: readonly ResolvedMove[];
  readonly endWhen: readonly Expression[];
  readonly variables: readonly ResolvedVariable[];
  readonly defines: readonly ResolvedDefine[];
  readonly decl: PhaseDecl;
}

export interface ResolvedMatch {
  readonly target: Expression | undefined;
  /** Per team (`team` bound), higher first. */
  readonly tiesBrokenBy: readonly Expression[];
  readonly instantWins: readonly { readonly event: string; readonly when: Expression }[];
  readonly atMostHands: Expression | undefined;
  /** `lowest total wins`: the lowest total wins wherever C5 says the highest does. */
  readonly lowestWins: boolean;
  /** `end when C`: the match ends after a hand where any holds, the totals deciding as at the target. */
  readonly endWhen: readonly Expression[];
  /** `ties draw`: a level top at the target or an `end when` is a draw, not another hand (C5). */
  readonly tiesDraw: boolean;
}

// ---------------------------------------------------------------------------------------------
// Symbols

export type BuiltinName =
  | 'seat'
  | 'team'
  | 'dealer'
  | 'seat-count'
  | 'hand-number'
  | 'hand-score'
  | 'total'
  | 'deck'
  | 'suits'
  | 'teams'
  | 'all-seats'
  | 'opponents'
  | 'partners'
  | 'led'
  | 'winner'
  | 'true'
  | 'false'
  | 'wild';

export type CardAttribute = 'suit' | 'rank' | 'face' | 'group' | 'suit-rank' | 'wild';

export type LocalBinder =
  'let' | 'for' | 'param' | 'aggregate' | 'set-builder' | 'ranking' | 'value';

/** What a name means; `symbolOf` answers it for every reference. */
export type Symbol =
  | { readonly kind: 'option'; readonly name: string; readonly option: ResolvedOption }
  /** A value of an enumerated option: `always` in `draw = always`. */
  | { readonly kind: 'option-value'; readonly name: string; readonly option: ResolvedOption }
  | { readonly kind: 'variable'; readonly name: string; readonly variable: ResolvedVariable }
  | { readonly kind: 'define'; readonly name: string; readonly define: ResolvedDefine }
  | { readonly kind: 'value'; readonly name: string; readonly value: ResolvedValue }
  /** A built-in card or suit attribute after `.`: `c.suit`, `s.suit-rank`. */
  | { readonly kind: 'attribute'; readonly name: CardAttribute }
  | { readonly kind: 'zone'; readonly name: string; readonly zone: ResolvedZone }
  | { readonly kind: 'suit'; readonly name: string; readonly suit: DeckSuit }
  | { readonly kind: 'rank'; readonly name: string; readonly rank: DeckRank }
  | { readonly kind: 'group'; readonly name: string; readonly group: DeckGroup }
  | { readonly kind: 'card'; readonly name: string; readonly card: DeckCard }
  /** `joker` for `card joker x 2`: every card declared by that line. */
  | { readonly kind: 'card-kind'; readonly name: string; readonly cards: readonly DeckCard[] }
  | {
      readonly kind: 'local';
      readonly name: string;
      readonly binder: LocalBinder;
      /** The declaring name node (`let x`, `for s`, a parameter, `c in ...`). */
      readonly declaration: Name;
      readonly type: Type;
    }
  | { readonly kind: 'builtin'; readonly name: BuiltinName; readonly type: Type }
  | { readonly kind: 'move'; readonly name: string; readonly move: ResolvedMove }
  | { readonly kind: 'phase'; readonly name: string; readonly phase: ResolvedPhase };

// ---------------------------------------------------------------------------------------------
// The linked game

export interface LinkedGame {
  readonly file: GameFile;
  readonly path: string;
  readonly id: string;
  readonly title: string | undefined;
  /** What a reference, member name, zone name, move name ... means. Throws if never resolved. */
  symbolOf(node: Reference | Name): Symbol;
  /** Like `symbolOf`, but undefined for a name that was never resolved. */
  trySymbolOf(node: Reference | Name): Symbol | undefined;
  /** The type the checker gave an expression. Throws if it never saw it. */
  typeOf(e: Expression): Type;
  readonly deck: ResolvedDeck;
  /** How the cards look (`art`, `look`): for the web element only, never for the engine. */
  readonly look: DeckLook;
  readonly options: readonly ResolvedOption[];
  readonly seats: Expression | undefined;
  readonly seatNames: readonly string[];
  readonly teams: ResolvedTeams;
  readonly zones: readonly ResolvedZone[];
  /** Game-level variables and records; phase-local ones live on their phase. */
  readonly variables: readonly ResolvedVariable[];
  readonly defines: readonly ResolvedDefine[];
  readonly values: readonly ResolvedValue[];
  readonly firstDealer: FirstDealerDecl | undefined;
  /** `next dealer: SEAT`: the next hand's dealer, in place of C2; read once a hand is scored. */
  readonly nextDealer: NextDealerDecl | undefined;
  /**
   * `known: CONDITION`, in file order: facts about hidden cards every seat knows hold, which a
   * bot's guess at the hidden cards keeps; the rules themselves never read them.
   */
  readonly known: readonly KnownDecl[];
  readonly cut: CutDecl | undefined;
  readonly deal: ResolvedDeal | undefined;
  readonly phases: readonly ResolvedPhase[];
  readonly scoring: Block | undefined;
  readonly match: ResolvedMatch;
  /** Every `event` name and instant-win name, sorted. */
  readonly events: readonly string[];
}
