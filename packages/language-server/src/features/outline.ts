// The document outline: the game's declarations in order, the deck's suits, ranks and cards
// under it, and each phase's moves, variables and hooks under the phase.

import type { Analysis } from '@orrery/rules-lang/editor';
import type { Declaration, Name, PhaseItem, Range as RulesRange } from '@orrery/rules-lang';
import { SymbolKind, type DocumentSymbol } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { toRange } from './ranges';

function symbol(
  document: TextDocument,
  name: string,
  kind: SymbolKind,
  range: RulesRange,
  selection: RulesRange = range,
  detail?: string,
  children: DocumentSymbol[] = [],
): DocumentSymbol {
  return {
    name,
    kind,
    range: toRange(document, range),
    selectionRange: toRange(document, selection),
    ...(detail === undefined ? {} : { detail }),
    ...(children.length === 0 ? {} : { children }),
  };
}

function named(
  document: TextDocument,
  n: Name,
  kind: SymbolKind,
  range: RulesRange,
  detail?: string,
) {
  return symbol(document, n.text, kind, range, n.range, detail);
}

function phaseItem(document: TextDocument, item: PhaseItem): DocumentSymbol | undefined {
  switch (item.kind) {
    case 'MoveDecl':
      return named(document, item.name, SymbolKind.Method, item.range, 'move');
    case 'VariableDecl':
      return named(document, item.name, SymbolKind.Variable, item.range, item.storage);
    case 'DefineDecl':
      return named(document, item.name, SymbolKind.Constant, item.range, 'define');
    case 'Hook':
      return symbol(document, `at ${item.when.replace('-', ' ')}`, SymbolKind.Event, item.range);
    case 'EndWhen':
      return symbol(document, 'end when', SymbolKind.Event, item.range);
    case 'PlayTricksClause':
      return symbol(document, 'play tricks', SymbolKind.Event, item.range);
    default:
      return undefined;
  }
}

function declaration(document: TextDocument, d: Declaration): DocumentSymbol | undefined {
  switch (d.kind) {
    case 'OptionDecl':
      return named(document, d.name, SymbolKind.Property, d.range, 'option');
    case 'ZoneDecl':
      return named(document, d.name, SymbolKind.Field, d.range, 'zone');
    case 'VariableDecl':
      return named(document, d.name, SymbolKind.Variable, d.range, d.storage);
    case 'DefineDecl':
      return named(document, d.name, SymbolKind.Constant, d.range, 'define');
    case 'ValueDecl':
      return named(document, d.name, SymbolKind.Property, d.range, 'value');
    case 'DeckDecl': {
      const children: DocumentSymbol[] = [];
      for (const item of d.items) {
        if (item.kind === 'SuitsDecl')
          for (const s of item.suits)
            children.push(named(document, s.name, SymbolKind.EnumMember, s.range, 'suit'));
        else if (item.kind === 'CardDecl')
          children.push(named(document, item.name, SymbolKind.Constant, item.range, 'card'));
        else if (item.kind === 'GroupDecl')
          children.push(named(document, item.name, SymbolKind.Enum, item.range, 'group'));
        else if (item.kind === 'RanksDecl')
          children.push(symbol(document, 'ranks', SymbolKind.EnumMember, item.range));
      }
      return symbol(document, 'deck', SymbolKind.Struct, d.range, d.range, undefined, children);
    }
    case 'PhaseDecl': {
      const children = d.items.flatMap((i) => phaseItem(document, i) ?? []);
      return symbol(
        document,
        d.name.text,
        SymbolKind.Namespace,
        d.range,
        d.name.range,
        'phase',
        children,
      );
    }
    case 'ScoringDecl':
      return symbol(document, 'scoring', SymbolKind.Function, d.range);
    case 'MatchDecl':
      return symbol(document, 'match', SymbolKind.Object, d.range);
    case 'SeatsDecl':
      return symbol(document, 'seats', SymbolKind.Number, d.range);
    case 'DealDecl':
      return symbol(document, 'deal', SymbolKind.Event, d.range);
    case 'FirstDealerDecl':
      return symbol(document, 'first dealer', SymbolKind.Event, d.range);
    case 'CutDecl':
      return symbol(document, 'cut', SymbolKind.Event, d.range);
    default:
      return undefined;
  }
}

export function outline(document: TextDocument, analysis: Analysis): DocumentSymbol[] {
  const file = analysis.file;
  if (file === undefined) return [];
  const game = symbol(
    document,
    file.id.text,
    SymbolKind.Module,
    file.id.range,
    file.id.range,
    'game',
  );
  return [game, ...file.declarations.flatMap((d) => declaration(document, d) ?? [])];
}
