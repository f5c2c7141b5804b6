// The pipeline: Parsed → Linked → Validated. Never throws on any input; `game` is defined only
// when there are no errors (warnings allowed).

import type { Diagnostic } from './diagnostics';
import { capDiagnostics, DiagnosticSink, sortDiagnostics } from './diagnostics';
import type { LinkedGame } from './model/model';
import { parse } from './parser/parse';
import { linkGame } from './references/linker';
import { collectTables } from './references/tables';
import type { GameFile } from './ast/ast';
import { LIMITS } from './limits';
import { sizeProblem, utf8Length, withoutBom } from './source';
import { checkCollisions } from './validation/check-collisions';
import { checkDeclarations } from './validation/check-declarations';
import { checkDepth } from './validation/check-depth';
import { checkKnown } from './validation/check-known';
import { checkLimits } from './validation/check-limits';
import { checkScoring } from './validation/check-scoring';
import { checkStatic } from './validation/check-static';
import { CheckState } from './validation/state';

export interface CheckResult {
  readonly game: LinkedGame | undefined;
  readonly diagnostics: Diagnostic[];
}

/** Links and validates an already parsed file; `text` is what `parse` was given. */
export function checkFile(file: GameFile, text: string, path: string): CheckResult {
  const sink = new DiagnosticSink(path);
  const tables = collectTables(file, sink);
  checkCollisions(tables, sink);
  // The checker recurses through definitions as well as expressions: measured first, so it
  // never meets a tree deeper than its stack.
  if (checkDepth(tables, sink)) {
    const state = new CheckState(tables, sink, withoutBom(text));
    checkDeclarations(state);
    const game = linkGame(tables, path, state.symbols, state.types);
    // Static checks evaluate names; after a naming error they would only add noise.
    if (!sink.hasErrors) {
      checkStatic(game, sink);
      checkScoring(game, sink);
      checkKnown(game, sink);
      checkLimits(game, sink);
    }
    const diagnostics = capDiagnostics(sortDiagnostics(dedupe(sink.items)), sink.overflowed);
    return { game: sink.hasErrors ? undefined : game, diagnostics };
  }
  return { game: undefined, diagnostics: sink.sorted() };
}

export function check(text: string, path: string): CheckResult {
  try {
    const tooLarge = sizeProblem(utf8Length(text, LIMITS.fileBytes), path);
    if (tooLarge !== undefined) return { game: undefined, diagnostics: [tooLarge] };
    const parsed = parse(text, path);
    if (parsed.file === undefined) return { game: undefined, diagnostics: parsed.diagnostics };
    const checked = checkFile(parsed.file, text, path);
    const parseErrors = parsed.diagnostics.some((d) => d.severity === 'error');
    return {
      game: parseErrors ? undefined : checked.game,
      diagnostics: capDiagnostics(
        sortDiagnostics([...parsed.diagnostics, ...checked.diagnostics]),
        false,
      ),
    };
  } catch (error) {
    // A bug in the checker must not take an editor or the CLI down with it.
    const at = { line: 1, column: 1, offset: 0 };
    const message = error instanceof Error ? error.message : String(error);
    return {
      game: undefined,
      diagnostics: [
        {
          path,
          range: { start: at, end: at },
          severity: 'error',
          code: 'internal-error',
          message: `the checker failed: ${message}`,
        },
      ],
    };
  }
}

function dedupe(list: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return list.filter((d) => {
    const key = `${d.range.start.offset}:${d.range.end.offset}:${d.code}:${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
