// Go to definition and find references, straight from the index.

import type { Analysis } from '@orrery/rules-lang/editor';
import type { Location } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { toRange } from './ranges';

export function definition(
  document: TextDocument,
  analysis: Analysis,
  offset: number,
): Location | null {
  const declaration = analysis.index.at(offset)?.entity.declaration;
  return declaration === undefined
    ? null
    : { uri: document.uri, range: toRange(document, declaration) };
}

export function references(
  document: TextDocument,
  analysis: Analysis,
  offset: number,
  includeDeclaration: boolean,
): Location[] {
  const entity = analysis.index.at(offset)?.entity;
  if (entity === undefined) return [];
  return analysis.index
    .of(entity.key)
    .filter((o) => includeDeclaration || !o.declaration)
    .map((o) => ({ uri: document.uri, range: toRange(document, o.range) }));
}
