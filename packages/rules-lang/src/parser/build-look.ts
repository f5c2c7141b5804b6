// The AST of the deck's look items (`art`, `look`; grammar in grammar-look.ts).

import type { ArtDecl, DeckItem, LookDecl, Range, SuitLookDecl } from '../ast/ast';
import type { DiagnosticSink } from '../diagnostics';
import { ctxRange, nameOf, nodes, stringValue, token, tokenRange, type Ctx } from './cst';

export function buildLook(
  rule: 'artDecl' | 'lookDecl',
  c: Ctx,
  range: Range,
  sink: DiagnosticSink,
): DeckItem[] {
  if (rule === 'artDecl') {
    const name = nameOf(token(c, 'name'));
    const art: ArtDecl | undefined = name && { kind: 'ArtDecl', name, range };
    return art ? [art] : [];
  }
  const suits = nodes(c, 'suits').flatMap((n) => suitLook(n.children, sink) ?? []);
  const look: LookDecl = { kind: 'LookDecl', suits, range };
  return [look];
}

function suitLook(c: Ctx, sink: DiagnosticSink): SuitLookDecl | undefined {
  const suit = nameOf(token(c, 'suit'));
  const range = ctxRange(c);
  const text = token(c, 'text');
  const icon = nameOf(token(c, 'icon'));
  const symbol: SuitLookDecl['symbol'] | undefined = text
    ? { kind: 'text', text: stringValue(text, sink), range: tokenRange(text) }
    : icon && { kind: 'icon', icon };
  const colourName = nameOf(token(c, 'colourName'));
  const hex = token(c, 'colourHex');
  const colour: SuitLookDecl['colour'] | undefined = colourName
    ? { kind: 'name', name: colourName }
    : hex && { kind: 'hex', text: stringValue(hex, sink), range: tokenRange(hex) };
  if (suit === undefined || range === undefined || symbol === undefined || colour === undefined)
    return undefined;
  return { kind: 'SuitLookDecl', suit, symbol, colour, range };
}
