// cards.ts of a generated engine: the deck's data (ir/tables.ts; the runtime's `Deck` makes it
// tables) printed, and the literal unions of its ids.

import type { GenContext } from '../context';
import { commentText } from '../escape';
import { literalUnion, packed, quote } from '../naming';
import type { Declaration } from '../module';
import { Deck } from '@orrery/runtime';
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
  // A card of a suit and a rank whose id and name follow from them is left out of the tables
  // when the runtime's Deck, given only the template and the cards outside the suits, derives
  // every list as it is: the Deck holds the rule, asked here rather than written again.
  const template = ctx.game.deck.nameTemplate;
  const allIds = deck.ids ?? [];
  const allNames = deck.names ?? [];
  const others = allIds.flatMap((_, c) => (deck.suit[c]! >= 0 && deck.rank[c]! > 0 ? [] : [c]));
  const compact = {
    nameTemplate: template,
    others: { ids: others.map((c) => allIds[c]!), names: others.map((c) => allNames[c]!) },
  };
  const { ids: _ids, names: _names, ...columns } = deck;
  const rebuilt = new Deck({ ...columns, copies: 1, ...compact });
  const derived =
    rebuilt.ids.every((id, c) => id === allIds[c]) &&
    rebuilt.names.every((name, c) => name === allNames[c]);
  const cardNames = derived
    ? [
        `  nameTemplate: ${quote(template)}, // a card of a suit and a rank: \`hearts-7\`, named by this`,
        `  others: { ids: [${items(compact.others.ids)}], names: [${items(compact.others.names)}] },`,
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
