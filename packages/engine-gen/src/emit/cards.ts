// cards.ts of a generated engine: the deck's data (ir/tables.ts; the runtime's `Deck` makes it
// tables) printed, and the literal unions of its ids.

import type { GenContext } from '../context';
import { commentText } from '../escape';
import { literalUnion, packed, quote } from '../naming';
import type { Declaration } from '../module';
import { deckData } from '../ir/tables';

export function emitCards(ctx: GenContext): Declaration[] {
  const deck = deckData(ctx);
  const ids: string[] = [];
  for (let copy = 0; copy < deck.copies; copy++)
    for (const id of deck.ids ?? []) ids.push(copy === 0 ? id : `${id}#${copy + 1}`);
  const items = (values: readonly (number | string | boolean)[]) =>
    packed(
      values.map((v) => (typeof v === 'string' ? quote(v) : String(v))),
      ',\n    ',
    );
  const row = (name: string, values: readonly (number | string | boolean)[]) =>
    `  ${name}: [${items(values)}],`;
  // A card of a suit and a rank whose id and name follow from them, as the runtime's Deck
  // derives them, is left out of the tables; where every such card's do, only the others (cards
  // outside the suits) are listed.
  const template = ctx.game.deck.nameTemplate;
  const ranked = (c: number) => deck.suit[c]! >= 0 && deck.rank[c]! > 0;
  const rankOf = (c: number, of: 'ids' | 'names') => deck.ranks[of][deck.rank[c]! - 1]!;
  const suitOf = (c: number, of: 'ids' | 'names') => deck.suits[of][deck.suit[c]!]!;
  const allIds = deck.ids ?? [];
  const allNames = deck.names ?? [];
  const derived = allIds.every(
    (id, c) =>
      !ranked(c) ||
      (id === `${suitOf(c, 'ids')}-${rankOf(c, 'ids')}` &&
        allNames[c] ===
          template.replace('{rank}', rankOf(c, 'names')).replace('{suit}', suitOf(c, 'names'))),
  );
  const others = allIds.flatMap((_, c) => (ranked(c) ? [] : [c]));
  const cardNames = derived
    ? [
        `  nameTemplate: ${quote(template)}, // a card of a suit and a rank: \`hearts-7\`, named by this`,
        `  others: { ids: [${items(others.map((c) => allIds[c]!))}], names: [${items(others.map((c) => allNames[c]!))}] },`,
      ]
    : [row('ids', allIds), row('names', allNames)];
  return [
    {
      name: 'CardId',
      text: [
        `/** Every card id of ${commentText(ctx.rulesPath)}, copies included, in deck order. */`,
        `export type CardId = ${literalUnion(ids)};`,
      ].join('\n'),
    },
    { name: 'SuitId', text: `export type SuitId = ${literalUnion(deck.suits.ids)};` },
    { name: 'RankId', text: `export type RankId = ${literalUnion(deck.ranks.ids)};` },
    { name: 'GroupId', text: `export type GroupId = ${literalUnion(deck.groups.ids)};` },
    {
      name: 'DECK',
      text: [
        `/** The deck, one entry a card of one copy; a game under some options may use ${deck.copies}. */`,
        'export const DECK = new Deck<CardId>({',
        `  copies: ${deck.copies},`,
        ...cardNames,
        row('suit', deck.suit),
        row('rank', deck.rank),
        row('face', deck.face),
        row('group', deck.group),
        row('suitRank', deck.suitRank),
        row('wild', deck.wild),
        row('kind', deck.kind),
        '  suits: {',
        `  ${row('ids', deck.suits.ids)}`,
        `  ${row('names', deck.suits.names)}`,
        `  ${row('group', deck.suits.group)}`,
        `  ${row('strength', deck.suits.strength)}`,
        '  },',
        `  ranks: { ids: [${items(deck.ranks.ids)}], names: [${items(deck.ranks.names)}] },`,
        `  groups: { ids: [${items(deck.groups.ids)}], names: [${items(deck.groups.names)}] },`,
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
