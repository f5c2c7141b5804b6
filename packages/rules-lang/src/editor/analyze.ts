// One file as an editor sees it: the (possibly partial) syntax tree and the index of its names,
// from the same stages `check` runs. The diagnostics are not here: an editor shows `check`'s own,
// so they are exactly what `orrery check` prints. Never throws.

import type { Expression, GameFile } from '../ast/ast';
import { DiagnosticSink } from '../diagnostics';
import type { Type } from '../model/types';
import { parse } from '../parser/parse';
import { collectTables } from '../references/tables';
import { checkDeclarations } from '../validation/check-declarations';
import { CheckState } from '../validation/state';
import { buildIndex, type FileIndex } from './symbol-index';

export interface Analysis {
  /** Undefined when the file does not even start with `game NAME`. */
  readonly file: GameFile | undefined;
  readonly index: FileIndex;
  /** The type the checker gave an expression it reached. */
  typeOf(e: Expression): Type | undefined;
}

const EMPTY_INDEX: FileIndex = {
  entities: new Map(),
  occurrences: [],
  at: () => undefined,
  of: () => [],
};

const NOTHING: Analysis = { file: undefined, index: EMPTY_INDEX, typeOf: () => undefined };

export function analyze(text: string, path: string): Analysis {
  try {
    const { file } = parse(text, path);
    if (file === undefined) return NOTHING;
    const sink = new DiagnosticSink(path);
    const tables = collectTables(file, sink);
    const state = new CheckState(tables, sink, text);
    checkDeclarations(state);
    const index = buildIndex(file, tables, state.symbols);
    return { file, index, typeOf: (e) => state.types.get(e) };
  } catch {
    // A checker bug shows as check's internal-error diagnostic; the editor keeps working.
    return NOTHING;
  }
}
