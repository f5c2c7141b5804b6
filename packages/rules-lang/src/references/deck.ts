// Expands the `deck { ... }` block into ranks, suits, groups and one copy of every card.

import type { DeckDecl, RankName, Range } from '../ast/ast';
import type { DiagnosticSink } from '../diagnostics';
import type { DeckCard, DeckGroup, DeckRank, DeckSuit, ResolvedDeck } from '../model/model';
import { LIMITS } from '../limits';
import { didYouMean } from './suggest';

const DEFAULT_TEMPLATE = '{rank} of {suit}';

export const EMPTY_DECK: ResolvedDeck = {
  ranks: [],
  suits: [],
  groups: [],
  cards: [],
  copies: undefined,
  nameTemplate: DEFAULT_TEMPLATE,
};

function titleCase(name: string): string {
  return name
    .split('-')
    .map((w) => (w.length === 0 ? w : w[0]!.toUpperCase() + w.slice(1)))
    .join(' ');
}

function isNumeric(text: string): boolean {
  return /^[0-9]+$/.test(text);
}

interface RankEntry {
  readonly name: string;
  readonly range: Range;
}

export function resolveDeck(deck: DeckDecl | undefined, sink: DiagnosticSink): ResolvedDeck {
  if (deck === undefined) return EMPTY_DECK;
  const singles = new Map<string, Range>();
  const once = (what: string, range: Range): void => {
    if (singles.has(what)) sink.error('duplicate-name', range, `the deck declares '${what}' twice`);
    else singles.set(what, range);
  };

  // Ranks first: suits and cards refer to them wherever they are written.
  const rankEntries: RankEntry[] = [];
  /** Counted before a range is expanded: `7..10000000` must not be ten million entries first. */
  const roomForRanks = (count: number, range: Range, what: string): boolean => {
    if (rankEntries.length + count <= LIMITS.ranks) return true;
    sink.error(
      'too-many-ranks',
      range,
      `${what} the deck more than ${LIMITS.ranks} ranks, the most a deck may have`,
    );
    return false;
  };
  ranks: for (const item of deck.items) {
    if (item.kind !== 'RanksDecl') continue;
    once('ranks', item.range);
    for (const r of item.items) {
      if (r.to === undefined) {
        if (!roomForRanks(1, r.range, 'this rank gives')) break ranks;
        rankEntries.push({ name: r.from.text, range: r.from.range });
        continue;
      }
      if (!isNumeric(r.from.text) || !isNumeric(r.to.text)) {
        sink.error(
          'bad-rank-range',
          r.range,
          `a rank range joins two numbers, not '${r.from.text}..${r.to.text}'`,
        );
        continue;
      }
      const from = Number(r.from.text);
      const to = Number(r.to.text);
      const count = Math.abs(from - to) + 1;
      if (
        !roomForRanks(
          count,
          r.range,
          `'${r.from.text}..${r.to.text}' is ${count.toLocaleString('en')} ranks, which gives`,
        )
      )
        break ranks;
      if (from < to) {
        sink.error(
          'bad-rank-range',
          r.range,
          `ranks are written high to low: '${from}..${to}' goes up`,
          `write '${to}..${from}'`,
        );
      }
      const step = from >= to ? -1 : 1;
      for (let n = from; step < 0 ? n >= to : n <= to; n += step)
        rankEntries.push({ name: String(n), range: r.range });
    }
  }
  const ranks: DeckRank[] = [];
  const rankIndex = new Map<string, number>();
  rankEntries.forEach((entry, i) => {
    if (rankIndex.has(entry.name)) {
      sink.error('duplicate-name', entry.range, `rank '${entry.name}' is declared twice`);
      return;
    }
    rankIndex.set(entry.name, i);
    ranks.push({
      name: entry.name,
      title: isNumeric(entry.name) ? entry.name : titleCase(entry.name),
      face: isNumeric(entry.name) ? Number(entry.name) : 0,
      strength: rankEntries.length - i,
      range: entry.range,
    });
  });
  const rankNames = ranks.map((r) => r.name);
  const knownRank = (r: RankName): boolean => {
    if (rankIndex.has(r.text)) return true;
    sink.error('unknown-rank', r.range, `unknown rank '${r.text}'`, didYouMean(r.text, rankNames));
    return false;
  };

  // Groups give suit ranks; collect them before the suits.
  const groups: DeckGroup[] = [];
  const groupOfSuit = new Map<string, { group: string; rank: number }>();
  for (const item of deck.items) {
    if (item.kind !== 'GroupDecl') continue;
    if (groups.some((g) => g.name === item.name.text)) {
      sink.error('duplicate-name', item.name.range, `group '${item.name.text}' is declared twice`);
      continue;
    }
    groups.push({
      name: item.name.text,
      title: item.title ?? titleCase(item.name.text),
      suits: item.suits.map((s) => s.text),
      range: item.name.range,
    });
    item.suits.forEach((s, i) => {
      if (groupOfSuit.has(s.text)) {
        sink.error(
          'duplicate-name',
          s.range,
          `suit '${s.text}' is already in group '${groupOfSuit.get(s.text)?.group}'`,
        );
      } else {
        groupOfSuit.set(s.text, { group: item.name.text, rank: item.suits.length - i });
      }
    });
  }

  const suits: DeckSuit[] = [];
  for (const item of deck.items) {
    if (item.kind !== 'SuitsDecl') continue;
    let held = rankNames;
    if (item.rankRange !== undefined) {
      const { from, to } = item.rankRange;
      if (knownRank(from) && knownRank(to)) {
        const a = rankIndex.get(from.text) ?? 0;
        const b = rankIndex.get(to.text) ?? 0;
        held = rankNames.slice(Math.min(a, b), Math.max(a, b) + 1);
      }
    }
    item.suits.forEach((s, i) => {
      if (suits.some((x) => x.name === s.name.text)) {
        sink.error('duplicate-name', s.name.range, `suit '${s.name.text}' is declared twice`);
        return;
      }
      const grouped = groupOfSuit.get(s.name.text);
      suits.push({
        name: s.name.text,
        title: s.title ?? titleCase(s.name.text),
        group: grouped?.group,
        suitRank: grouped?.rank ?? (item.ordered ? item.suits.length - i : 0),
        ranks: held,
        range: s.name.range,
      });
    });
  }
  const suitNames = suits.map((s) => s.name);
  for (const g of deck.items) {
    if (g.kind !== 'GroupDecl') continue;
    for (const s of g.suits) {
      if (!suitNames.includes(s.text)) {
        sink.error(
          'unknown-suit',
          s.range,
          `unknown suit '${s.text}'`,
          didYouMean(s.text, suitNames),
        );
      }
    }
  }

  let nameTemplate = DEFAULT_TEMPLATE;
  let copies: ResolvedDeck['copies'];
  for (const item of deck.items) {
    if (item.kind === 'NamesDecl') {
      once('names', item.range);
      nameTemplate = item.template;
    } else if (item.kind === 'CopiesDecl') {
      once('copies', item.range);
      copies = { count: item.count, when: item.when };
    }
  }
  const suitByName = new Map(suits.map((s) => [s.name, s]));
  const rankByName = new Map(ranks.map((r) => [r.name, r]));
  const cardTitle = (suit: string, rank: string): string =>
    nameTemplate
      .replaceAll('{rank}', rankByName.get(rank)?.title ?? rank)
      .replaceAll('{suit}', suitByName.get(suit)?.title ?? suit);

  // Counted before the cards are made: a thousand suits of a hundred ranks are not made first.
  const suited = suits.reduce((n, s) => n + s.ranks.length, 0);
  if (suited > LIMITS.cards) {
    sink.error(
      'too-many-cards',
      deck.range,
      `the suits hold ${suited.toLocaleString('en')} cards; a deck may hold at most ${LIMITS.cards}, copies included`,
    );
    return { ranks, suits, groups, cards: [], copies, nameTemplate };
  }
  const cards: DeckCard[] = [];
  for (const suit of suits) {
    for (const rank of suit.ranks) {
      cards.push({
        id: `${suit.name}-${rank}`,
        title: cardTitle(suit.name, rank),
        suit: suit.name,
        rank,
        wild: false,
        kind: undefined,
        range: suit.range,
      });
    }
  }
  const ids = new Set(cards.map((c) => c.id));
  const suitedPairs = new Set(cards.map((c) => `${c.suit}\u0000${c.rank}`));
  let full = false;
  const add = (card: DeckCard, at: Range): void => {
    if (cards.length >= LIMITS.cards) {
      if (!full)
        sink.error(
          'too-many-cards',
          at,
          `this card makes the deck more than ${LIMITS.cards} cards, the most a deck may hold, copies included`,
        );
      full = true;
      return;
    }
    if (ids.has(card.id)) {
      sink.error('duplicate-name', at, `card '${card.id}' is declared twice`);
      return;
    }
    ids.add(card.id);
    cards.push(card);
  };
  for (const item of deck.items) {
    if (item.kind !== 'CardDecl') continue;
    const name = item.name.text;
    const title = item.title ?? titleCase(name);
    let suit: string | undefined;
    let rank: string | undefined;
    if (item.placement.kind === 'suited') {
      const p = item.placement;
      if (!suitByName.has(p.suit.text)) {
        sink.error(
          'unknown-suit',
          p.suit.range,
          `unknown suit '${p.suit.text}'`,
          didYouMean(p.suit.text, suitNames),
        );
      } else suit = p.suit.text;
      if (knownRank(p.rank)) rank = p.rank.text;
      if (suit !== undefined && rank !== undefined) {
        const key = `${suit}\u0000${rank}`;
        if (suitedPairs.has(key)) {
          sink.error(
            'duplicate-name',
            item.name.range,
            `suit '${suit}' already holds a card of rank '${rank}'`,
          );
        }
        suitedPairs.add(key);
      }
    }
    const wild = item.placement.kind === 'wild';
    const count = item.copies?.value ?? 1;
    if (item.copies !== undefined && count < 1) {
      sink.error(
        'type-mismatch',
        item.copies.range,
        `a card needs at least one copy, not ${count}`,
      );
    }
    if (item.copies !== undefined && count > LIMITS.cards) {
      sink.error(
        'too-many-cards',
        item.copies.range,
        `${count.toLocaleString('en')} copies of one card; a deck may hold at most ${LIMITS.cards} cards, copies included`,
      );
    } else if (item.copies === undefined) {
      add(
        { id: name, title, suit, rank, wild, kind: name, range: item.name.range },
        item.name.range,
      );
    } else {
      for (let i = 1; i <= count; i++) {
        add(
          { id: `${name}-${i}`, title, suit, rank, wild, kind: name, range: item.name.range },
          item.name.range,
        );
      }
    }
  }
  return { ranks, suits, groups, cards, copies, nameTemplate };
}
