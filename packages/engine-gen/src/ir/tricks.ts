// A trick phase's rules as the generator's IR: where cards are played from, to and won into,
// and how each zone is kept; which suits may not be led until broken (as one mask of suits);
// the follow steps; whether wild cards set the led suit; and the winner's tiers, each a card or
// a ranking whose keys and `where` are IR. The printer (../emit/tricks.ts, trick-masks.ts) and
// the interpreter (../interpret/tricks.ts) both read this, rather than each working the clauses
// out again from the linked model.

import type { Expression, LinkedGame, Range, ResolvedPhase } from '@orrery/rules-lang';
import type { Ir, Local } from './expr';

export type WinnerTierIr =
  | {
      readonly kind: 'card';
      readonly index: number;
      readonly name: string;
      readonly range: Range;
    }
  | {
      readonly kind: 'highest';
      readonly local: Local;
      readonly keys: readonly Ir[];
      readonly where: Ir | undefined;
      readonly range: Range;
    };

export interface TrickIr {
  readonly from: string;
  readonly to: string;
  readonly won: string;
  /** Who owns the zone won tricks go to: the trick's winner, its team, or nobody. */
  readonly wonOwner: 'seat' | 'team' | 'shared';
  readonly fromBag: boolean;
  readonly wonBag: boolean;
  /** Suits that may not be led until broken: their names, and one bit a suit. */
  readonly lead:
    | {
        readonly suits: readonly string[];
        readonly mask: number;
        readonly unlessOnly: boolean;
        readonly range: Range;
      }
    | undefined;
  readonly follow: {
    readonly steps: readonly ('suit' | 'group' | 'any')[];
    /** Whether wild cards may always be played, and never count as following. */
    readonly wildExempt: boolean;
    readonly range: Range | undefined;
  };
  /** Whether a wild card led leaves the led suit unset (the next card sets it). */
  readonly skipWild: boolean;
  readonly ledSuitRange: Range | undefined;
  /** Every suit of the deck, one bit a suit. */
  readonly allSuits: number;
  readonly winner: readonly WinnerTierIr[];
  readonly winnerRange: Range | undefined;
  /**
   * `suit of c: ...`: the suit a card counts as for following and for the led suit, read from
   * the state (a card that joins the trump suit); undefined where a card's own suit counts.
   */
  readonly suitOf: { readonly local: Local; readonly suit: Ir; readonly range: Range } | undefined;
  /** `sit out when ...`: asked of each seat as the seat to act; such a seat plays no card. */
  readonly sitOut: { readonly condition: Ir; readonly range: Range } | undefined;
  /** `must play c where ..., if able`: narrowings of the playable cards, in order. */
  readonly mustPlay: readonly MustPlayIr[];
}

/** One `must play` clause, with the code and message a card it takes away is refused with. */
export interface MustPlayIr {
  readonly local: Local;
  readonly condition: Ir;
  readonly code: string;
  readonly message: string;
  readonly range: Range;
}

/** What a card a `must play` clause took away is refused with, where the clause says nothing. */
export const MUST_PLAY = {
  code: 'must-play',
  message: 'The rules ask for another card here',
} as const;

/** What lowering a trick phase needs: the game, which zones are bags, and its expressions. */
export interface TrickLowering {
  readonly game: LinkedGame;
  readonly bags: ReadonlySet<string>;
  /** An expression of a `winner` tier as the back end reads it (lowered, then its passes). */
  readonly expr: (e: Expression) => Ir;
}

export function lowerTricks(l: TrickLowering, phase: ResolvedPhase): TrickIr {
  const t = phase.tricks;
  if (t === undefined) throw new Error(`phase ${phase.name} takes no tricks`);
  const { game } = l;
  const deck = game.deck;
  const suitIndex = (name: string) => deck.suits.findIndex((s) => s.name === name);
  const won = game.zones.find((z) => z.name === t.won);
  return {
    from: t.from,
    to: t.to,
    won: t.won,
    wonOwner: won?.owner ?? 'shared',
    fromBag: l.bags.has(t.from),
    wonBag: l.bags.has(t.won),
    lead:
      t.lead === undefined
        ? undefined
        : {
            suits: t.lead.suits.map((n) => n.text),
            mask: t.lead.suits.reduce((m, n) => m | (1 << suitIndex(n.text)), 0),
            unlessOnly: t.lead.unlessOnly,
            range: t.lead.range,
          },
    follow: {
      steps: t.follow?.steps ?? ['any'],
      wildExempt: t.follow?.wildExempt ?? false,
      range: t.follow?.range,
    },
    skipWild: t.ledSuit?.skipWild ?? false,
    ledSuitRange: t.ledSuit?.range,
    allSuits: (1 << deck.suits.length) - 1,
    winner: (t.winner?.tiers ?? []).map((tier): WinnerTierIr => {
      if (tier.kind === 'CardTier') {
        const sym = game.symbolOf(tier.card);
        return {
          kind: 'card',
          index: deck.cards.findIndex((c) => c.id === sym.name),
          name: tier.card.text,
          range: tier.range,
        };
      }
      return {
        kind: 'highest',
        local: tier.card,
        keys: tier.keys.map(l.expr),
        where: tier.where === undefined ? undefined : l.expr(tier.where),
        range: tier.range,
      };
    }),
    winnerRange: t.winner?.range,
    suitOf:
      t.suitOf === undefined
        ? undefined
        : { local: t.suitOf.card, suit: l.expr(t.suitOf.suit), range: t.suitOf.range },
    sitOut:
      t.sitOut === undefined
        ? undefined
        : { condition: l.expr(t.sitOut.condition), range: t.sitOut.range },
    mustPlay: t.mustPlay.map((m) => ({
      local: m.card,
      condition: l.expr(m.condition),
      code: m.code?.text ?? MUST_PLAY.code,
      message: m.message ?? (m.code === undefined ? MUST_PLAY.message : m.code.text),
      range: m.range,
    })),
  };
}
