// cards.ts of a generated engine: the deck as data (the runtime's `Deck` makes it tables) and
// the literal unions of its ids.

import type { DeckCard } from '@orrery/rules-lang';
import type { GenContext } from '../context';
import { commentText } from '../escape';
import { literalUnion, packed, quote } from '../naming';
import type { Declaration } from '../module';

export function emitCards(ctx: GenContext): Declaration[] {
  const { deck } = ctx.game;
  const base = deck.cards;
  const ids: string[] = [];
  for (let copy = 0; copy < ctx.maxCopies; copy++)
    for (const card of base) ids.push(copy === 0 ? card.id : `${card.id}#${copy + 1}`);
  const suitIndex = (name: string | undefined) =>
    name === undefined ? -1 : deck.suits.findIndex((s) => s.name === name);
  const rankOf = (name: string | undefined) =>
    name === undefined ? undefined : deck.ranks.find((r) => r.name === name);
  const groupIndex = (name: string | undefined) =>
    name === undefined ? -1 : deck.groups.findIndex((g) => g.name === name);
  const suitOf = (card: DeckCard) => deck.suits.find((s) => s.name === card.suit);
  const row = (name: string, values: readonly (number | string | boolean)[]) =>
    `  ${name}: [${packed(
      values.map((v) => (typeof v === 'string' ? quote(v) : String(v))),
      ',\n    ',
    )}],`;
  const ranks = [...deck.ranks].reverse();
  return [
    {
      name: 'CardId',
      text: [
        `/** Every card id of ${commentText(ctx.rulesPath)}, copies included, in deck order. */`,
        `export type CardId = ${literalUnion(ids)};`,
      ].join('\n'),
    },
    {
      name: 'SuitId',
      text: `export type SuitId = ${literalUnion(deck.suits.map((s) => s.name))};`,
    },
    { name: 'RankId', text: `export type RankId = ${literalUnion(ranks.map((r) => r.name))};` },
    {
      name: 'GroupId',
      text: `export type GroupId = ${literalUnion(deck.groups.map((g) => g.name))};`,
    },
    {
      name: 'DECK',
      text: [
        `/** The deck, one entry a card of one copy; a game under some options may use ${ctx.maxCopies}. */`,
        'export const DECK = new Deck<CardId>({',
        `  copies: ${ctx.maxCopies},`,
        row(
          'ids',
          base.map((c) => c.id),
        ),
        row(
          'names',
          base.map((card) => cardTitle(ctx, card)),
        ),
        row(
          'suit',
          base.map((card) => suitIndex(card.suit)),
        ),
        row(
          'rank',
          base.map((card) => rankOf(card.rank)?.strength ?? 0),
        ),
        row(
          'face',
          base.map((card) => rankOf(card.rank)?.face ?? 0),
        ),
        row(
          'group',
          base.map((card) => groupIndex(suitOf(card)?.group)),
        ),
        row(
          'suitRank',
          base.map((card) => suitOf(card)?.suitRank ?? 0),
        ),
        row(
          'wild',
          base.map((card) => card.wild),
        ),
        row(
          'kind',
          base.map((card) => card.kind ?? ''),
        ),
        '  suits: {',
        `  ${row(
          'ids',
          deck.suits.map((s) => s.name),
        )}`,
        `  ${row(
          'names',
          deck.suits.map((s) => s.title),
        )}`,
        `  ${row(
          'group',
          deck.suits.map((s) => groupIndex(s.group)),
        )}`,
        `  ${row(
          'strength',
          deck.suits.map((s) => s.suitRank),
        )}`,
        '  },',
        `  ranks: { ids: [${packed(
          ranks.map((r) => quote(r.name)),
          ',\n    ',
        )}], names: [${packed(
          ranks.map((r) => quote(r.title)),
          ',\n    ',
        )}] },`,
        `  groups: { ids: [${packed(
          deck.groups.map((g) => quote(g.name)),
          ',\n    ',
        )}], names: [${packed(
          deck.groups.map((g) => quote(g.title)),
          ',\n    ',
        )}] },`,
        '});',
      ].join('\n'),
    },
    {
      name: 'CARD_INDEX',
      text: [
        '/** The deck is also a map from card ids to card numbers. */',
        'export { DECK as CARD_INDEX };',
      ].join('\n'),
    },
  ];
}

/** "7 of Hearts" from the deck's name template, or the card's own title. */
export function cardTitle(ctx: GenContext, card: DeckCard): string {
  if (card.kind !== undefined || card.suit === undefined || card.rank === undefined)
    return card.title;
  const { deck } = ctx.game;
  const suit = deck.suits.find((s) => s.name === card.suit);
  const rank = deck.ranks.find((r) => r.name === card.rank);
  return deck.nameTemplate
    .replace('{rank}', rank?.title ?? card.rank)
    .replace('{suit}', suit?.title ?? card.suit);
}
