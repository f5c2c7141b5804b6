// Resolves the deck's `art` and `look` items into a `DeckLook`: art set and icon names known to
// the web package, suits of this deck, colours that a white card face can carry.

import type { DeckDecl, Range, SuitLookDecl } from '../ast/ast';
import type { DiagnosticSink } from '../diagnostics';
import type { DeckLook, SuitLook, SuitSymbol } from '../model/look';
import { ART_SETS, COLOURS, ICONS, contrastOnWhite } from '../model/look-names';
import type { ResolvedDeck } from '../model/model';
import { didYouMean } from './suggest';

/** At most this many characters (as a reader counts them) fit a card's corner. */
const MAX_SYMBOL_LENGTH = 2;
const AA_CONTRAST = 4.5;

export function resolveLook(
  decl: DeckDecl | undefined,
  deck: ResolvedDeck,
  sink: DiagnosticSink,
): DeckLook {
  let art: { name: string; range: Range } | undefined;
  const suits: SuitLook[] = [];
  const seen = new Map<string, Range>();
  const suitNames = deck.suits.map((s) => s.name);
  for (const item of decl?.items ?? []) {
    if (item.kind === 'ArtDecl') {
      const name = item.name.text;
      if (art !== undefined) {
        sink.error(
          'duplicate-name',
          item.range,
          `the deck declares 'art' twice (first at line ${art.range.start.line})`,
          'keep one of them',
        );
      } else if (!(ART_SETS as readonly string[]).includes(name)) {
        sink.error(
          'unknown-art',
          item.name.range,
          `unknown art set '${name}' (the art sets are ${ART_SETS.join(', ')})`,
          didYouMean(name, ART_SETS),
        );
      } else art = { name, range: item.range };
      continue;
    }
    if (item.kind !== 'LookDecl') continue;
    for (const entry of item.suits) {
      const suit = entry.suit.text;
      const first = seen.get(suit);
      if (first !== undefined) {
        sink.error(
          'duplicate-name',
          entry.suit.range,
          `suit '${suit}' is given a look twice (first at line ${first.start.line})`,
          'keep one of them',
        );
        continue;
      }
      seen.set(suit, entry.range);
      if (!suitNames.includes(suit)) {
        sink.error(
          'unknown-suit',
          entry.suit.range,
          `unknown suit '${suit}'`,
          didYouMean(suit, suitNames),
        );
        continue;
      }
      const symbol = resolveSymbol(entry, sink);
      const colour = resolveColour(entry, sink);
      if (symbol !== undefined && colour !== undefined)
        suits.push({ suit, symbol, colour, range: entry.range });
    }
  }
  return { art: art?.name, suits };
}

function resolveSymbol(entry: SuitLookDecl, sink: DiagnosticSink): SuitSymbol | undefined {
  const symbol = entry.symbol;
  if (symbol.kind === 'icon') {
    const name = symbol.icon.text;
    if ((ICONS as readonly string[]).includes(name)) return { kind: 'icon', icon: name };
    sink.error(
      'unknown-icon',
      symbol.icon.range,
      `unknown icon '${name}' (the icons are ${ICONS.join(', ')})`,
      didYouMean(name, ICONS),
    );
    return undefined;
  }
  const length = [...new Intl.Segmenter().segment(symbol.text.trim())].length;
  if (length === 0 || length > MAX_SYMBOL_LENGTH) {
    sink.error(
      'bad-symbol',
      symbol.range,
      length === 0
        ? "a suit's symbol cannot be empty"
        : `a suit's symbol is at most ${MAX_SYMBOL_LENGTH} characters, to fit a card's corner: '${symbol.text}' has ${length}`,
      'write one character such as "♥", or use \'icon NAME\'',
    );
    return undefined;
  }
  return { kind: 'text', text: symbol.text.trim() };
}

function resolveColour(entry: SuitLookDecl, sink: DiagnosticSink): string | undefined {
  const colour = entry.colour;
  if (colour.kind === 'name') {
    const hex = COLOURS[colour.name.text];
    if (hex !== undefined) return hex;
    sink.error(
      'unknown-colour',
      colour.name.range,
      `unknown colour '${colour.name.text}' (the colours are ${Object.keys(COLOURS).join(', ')}, or write "#rrggbb")`,
      didYouMean(colour.name.text, Object.keys(COLOURS)),
    );
    return undefined;
  }
  const text = colour.text.trim().toLowerCase();
  const short = /^#[0-9a-f]{3}$/.test(text);
  if (!short && !/^#[0-9a-f]{6}$/.test(text)) {
    sink.error(
      'bad-colour',
      colour.range,
      `'${colour.text}' is not a colour: write "#rrggbb" (six hex digits) or "#rgb"`,
    );
    return undefined;
  }
  const hex = short ? `#${[...text.slice(1)].map((d) => d + d).join('')}` : text;
  const contrast = contrastOnWhite(hex);
  if (contrast < AA_CONTRAST) {
    sink.warning(
      'low-contrast-colour',
      colour.range,
      `'${colour.text}' is hard to read on a white card face (contrast ${contrast.toFixed(1)}:1, at least ${AA_CONTRAST}:1 needed)`,
      `use a darker shade, or a palette name such as ${Object.keys(COLOURS).slice(1, 4).join(', ')}`,
    );
  }
  return hex;
}
