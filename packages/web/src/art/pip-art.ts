import { svg, type SVGTemplateResult } from 'lit';
import type { CardMeta, GameMeta } from '@orrery/runtime';
import { cardFrame, plainBack, type DeckArt } from './deck-art';
import { indexCorners, nameFoot, suitlessFace } from './generic-art';
import { drawSymbol } from './icons';
import { rankLabel, suitStyles, type DeckLook, type SuitStyle } from './look';

/** Where the pips of a number card sit, in the card's 50×70 box: the usual layouts, 1 to 10. */
const L = 16;
const R = 34;
const C = 25;
const PIPS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  2: [
    [C, 16],
    [C, 54],
  ],
  3: [
    [C, 16],
    [C, 35],
    [C, 54],
  ],
  4: [
    [L, 16],
    [R, 16],
    [L, 54],
    [R, 54],
  ],
  5: [
    [L, 16],
    [R, 16],
    [C, 35],
    [L, 54],
    [R, 54],
  ],
  6: [
    [L, 16],
    [R, 16],
    [L, 35],
    [R, 35],
    [L, 54],
    [R, 54],
  ],
  7: [
    [L, 16],
    [R, 16],
    [C, 25.5],
    [L, 35],
    [R, 35],
    [L, 54],
    [R, 54],
  ],
  8: [
    [L, 16],
    [R, 16],
    [C, 25.5],
    [L, 35],
    [R, 35],
    [C, 44.5],
    [L, 54],
    [R, 54],
  ],
  9: [
    [L, 16],
    [R, 16],
    [L, 28.7],
    [R, 28.7],
    [C, 35],
    [L, 41.3],
    [R, 41.3],
    [L, 54],
    [R, 54],
  ],
  10: [
    [L, 16],
    [R, 16],
    [C, 22.3],
    [L, 28.7],
    [R, 28.7],
    [L, 41.3],
    [R, 41.3],
    [C, 47.7],
    [L, 54],
    [R, 54],
  ],
};

export interface PipDeck {
  /** The suits this art set knows by name, with their usual symbol and colour. */
  readonly suits: Readonly<Record<string, SuitStyle>>;
  /** Ranks whose card carries one large pip. */
  readonly aces: readonly string[];
  /** Pips below the middle drawn upside down, as on French cards. */
  readonly turnLowerPips: boolean;
  /** The colours of cards in no suit (jokers), taken in turn. */
  readonly suitless: readonly string[];
}

function pips(count: number, style: SuitStyle, turn: boolean): SVGTemplateResult[] {
  return (PIPS[count] ?? []).map(([x, y]) =>
    drawSymbol(style.symbol, x, y, 4.6, style.colour, turn && y > 36),
  );
}

/** A court card: a framed panel with the rank's initial, large, and a pip in two corners. */
function court(letter: string, style: SuitStyle): SVGTemplateResult {
  return svg`<rect x="12" y="12" width="26" height="46" rx="2" fill="none" stroke=${style.colour} stroke-width="1.2" />
    <text x="25" y="43" text-anchor="middle" font-family="Georgia, serif" font-weight="700" font-size="24" fill=${style.colour}>${letter}</text>
    ${drawSymbol(style.symbol, 17.5, 18, 3, style.colour)}${drawSymbol(style.symbol, 32.5, 52, 3, style.colour, true)}`;
}

/**
 * Art sets of number and court cards (the French and Italian decks): one to ten pips for the
 * numbers, one large pip for an ace, the rank's initial in a panel for the court, a star for a
 * card in no suit.
 */
export function pipArt(deck: PipDeck): (look: DeckLook, meta: GameMeta) => DeckArt {
  return (look, meta) => {
    const styleOf = suitStyles(look, meta, deck.suits);
    const suitless = meta
      .deck()
      .filter((c) => c.suit === null)
      .map((c) => c.id);
    return {
      face(card: CardMeta) {
        if (card.suit === null) {
          const i = Math.max(0, suitless.indexOf(card.id));
          return suitlessFace(card, deck.suitless[i % deck.suitless.length] ?? '#1b1b1b');
        }
        const style = styleOf(card.suit);
        const label = rankLabel(meta, card.rank);
        const rank = card.rank ?? '';
        const count = /^[0-9]+$/.test(rank) ? Number(rank) : 0;
        const centre =
          deck.aces.includes(rank) || count === 1
            ? drawSymbol(style.symbol, 25, 35, 11, style.colour)
            : count >= 2 && count <= 10
              ? pips(count, style, deck.turnLowerPips)
              : count > 10
                ? svg`${drawSymbol(style.symbol, 25, 28, 10, style.colour)}${nameFoot(card.name, '#1b1b1b')}`
                : court(label, style);
        return svg`${cardFrame('#fff', style.colour)}${indexCorners(label, style)}${centre}`;
      },
      back: plainBack,
    };
  };
}
