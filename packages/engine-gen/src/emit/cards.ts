// cards.ts of a generated engine: the deck as constant tables, one entry per card index.
// Index k is copy ⌊k / BASE⌋ of base card k mod BASE; ids of later copies end in `#2`, `#3`.

import type { DeckCard } from '@orrery/rules-lang';
import type { GenContext } from '../context';
import { commentText } from '../escape';
import { literalUnion, quote } from '../naming';

export function emitCards(ctx: GenContext): string[] {
  const { deck } = ctx.game;
  const base = deck.cards;
  const all: { card: DeckCard; copy: number }[] = [];
  for (let copy = 0; copy < ctx.maxCopies; copy++)
    for (const card of base) all.push({ card, copy });
  const suitIndex = (name: string | undefined) =>
    name === undefined ? -1 : deck.suits.findIndex((s) => s.name === name);
  const rankOf = (name: string | undefined) =>
    name === undefined ? undefined : deck.ranks.find((r) => r.name === name);
  const groupIndex = (name: string | undefined) =>
    name === undefined ? -1 : deck.groups.findIndex((g) => g.name === name);
  const suitOf = (card: DeckCard) => deck.suits.find((s) => s.name === card.suit);
  const table = (name: string, values: readonly (number | string | boolean)[], doc: string) => [
    `/** ${doc} */`,
    `const ${name} = [${values.map((v) => (typeof v === 'string' ? quote(v) : String(v))).join(', ')}] as const;`,
  ];
  const ids = all.map(({ card, copy }) => (copy === 0 ? card.id : `${card.id}#${copy + 1}`));
  const titles = all.map(({ card }) => cardTitle(ctx, card));
  const decl = deck.cards.map((c) => `${c.id}`).join(', ');
  return [
    `/** Cards in one copy of the deck; a game under some options may use ${ctx.maxCopies} copies. */`,
    `export const BASE = ${base.length};`,
    `export const MAX_COPIES = ${ctx.maxCopies};`,
    '',
    `/** Every card id, copies included, in deck order (${commentText(ctx.rulesPath)}: ${decl.length > 60 ? `${decl.slice(0, 60)}...` : decl}). */`,
    `export const CARD_IDS = [\n  ${ids.map(quote).join(',\n  ')},\n] as const;`,
    'export type CardId = (typeof CARD_IDS)[number];',
    '',
    `/** What people and screen readers call each card. */`,
    `export const CARD_NAMES: readonly string[] = [${titles.map(quote).join(', ')}];`,
    '',
    `export const CARD_INDEX: ReadonlyMap<string, number> = new Map(CARD_IDS.map((id, i) => [id, i]));`,
    '',
    ...table(
      'SUIT',
      all.map(({ card }) => suitIndex(card.suit)),
      'Suit index of each card, -1 for none.',
    ),
    ...table(
      'RANK',
      all.map(({ card }) => rankOf(card.rank)?.strength ?? 0),
      'Rank strength of each card (1 is the lowest), 0 for none.',
    ),
    ...table(
      'FACE',
      all.map(({ card }) => rankOf(card.rank)?.face ?? 0),
      'Face number of each card, 0 when its rank is not a number.',
    ),
    ...table(
      'GROUP',
      all.map(({ card }) => groupIndex(suitOf(card)?.group)),
      'Suit group of each card, -1 for none.',
    ),
    ...table(
      'SUIT_RANK',
      all.map(({ card }) => suitOf(card)?.suitRank ?? 0),
      "Strength of each card's suit in its group (1 is the lowest), 0 for none.",
    ),
    ...table(
      'WILD',
      all.map(({ card }) => card.wild),
      'Whether each card is wild.',
    ),
    ...table(
      'KIND',
      all.map(({ card }) => card.kind ?? ''),
      'The declared kind of each card outside the suits.',
    ),
    '',
    'export function cardSuit(c: number): number {',
    '  return c < 0 ? -1 : SUIT[c]!;',
    '}',
    'export function cardRank(c: number): number {',
    '  return c < 0 ? 0 : RANK[c]!;',
    '}',
    'export function cardFace(c: number): number {',
    '  return c < 0 ? 0 : FACE[c]!;',
    '}',
    'export function cardGroup(c: number): number {',
    '  return c < 0 ? -1 : GROUP[c]!;',
    '}',
    'export function cardSuitRank(c: number): number {',
    '  return c < 0 ? 0 : SUIT_RANK[c]!;',
    '}',
    'export function cardWild(c: number): boolean {',
    '  return c < 0 ? false : WILD[c]!;',
    '}',
    'export function cardKind(c: number): string {',
    "  return c < 0 ? '' : KIND[c]!;",
    '}',
    '/** The same card in the first copy: copies are equal for every rule. */',
    'export function baseCard(c: number): number {',
    `  return c < 0 ? -1 : c % BASE;`,
    '}',
    '',
    `export const SUIT_IDS = [${deck.suits.map((s) => quote(s.name)).join(', ')}] as const;`,
    'export type SuitId = (typeof SUIT_IDS)[number];',
    `export const SUIT_NAMES: readonly string[] = [${deck.suits.map((s) => quote(s.title)).join(', ')}];`,
    `export const SUIT_LIST: number[] = [${deck.suits.map((_, i) => i).join(', ')}];`,
    `const SUIT_GROUP = [${deck.suits.map((s) => groupIndex(s.group)).join(', ')}] as const;`,
    `const SUIT_STRENGTH = [${deck.suits.map((s) => s.suitRank).join(', ')}] as const;`,
    'export function suitGroup(s: number): number {',
    '  return s < 0 ? -1 : SUIT_GROUP[s]!;',
    '}',
    'export function suitRank(s: number): number {',
    '  return s < 0 ? 0 : SUIT_STRENGTH[s]!;',
    '}',
    '',
    `/** Rank ids by strength: RANK_IDS[r - 1] is the rank of strength r. */`,
    `export const RANK_IDS = [${[...deck.ranks]
      .reverse()
      .map((r) => quote(r.name))
      .join(', ')}] as const;`,
    'export type RankId = (typeof RANK_IDS)[number];',
    `export const RANK_NAMES: readonly string[] = [${[...deck.ranks]
      .reverse()
      .map((r) => quote(r.title))
      .join(', ')}];`,
    `export const GROUP_IDS = [${deck.groups.map((g) => quote(g.name)).join(', ')}] as const;`,
    `export const GROUP_NAMES: readonly string[] = [${deck.groups.map((g) => quote(g.title)).join(', ')}];`,
    `export type GroupId = ${literalUnion(deck.groups.map((g) => g.name))};`,
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
