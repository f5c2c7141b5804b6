// `orrery fmt` and the language server's formatting: one canonical layout of a rules file (see
// layout.ts), comments kept, and meaning unchanged. A file with syntax errors is not formatted:
// its diagnostics say why. Before answering, the result is parsed again and its tree compared
// with the input's, so a bug here can only ever refuse, never change what a file means.

import type { GameFile } from '../ast/ast';
import type { Diagnostic } from '../diagnostics';
import { parse } from '../parser/parse';
import { rulesParser } from '../parser/parser';
import { layout } from './layout';
import { collectRoles } from './roles';
import { lexWithComments } from './trivia';

export type FormatResult =
  | { readonly ok: true; readonly text: string; readonly changed: boolean }
  | { readonly ok: false; readonly diagnostics: readonly Diagnostic[] };

/** A byte-order mark is not part of the text; the formatted file has none. */
const BOM = '\uFEFF';

export function formatRules(input: string, path: string): FormatResult {
  const text = input.startsWith(BOM) ? input.slice(BOM.length) : input;
  const parsed = parse(text, path);
  const errors = parsed.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0 || parsed.file === undefined) return { ok: false, diagnostics: errors };
  try {
    const lexed = lexWithComments(text);
    rulesParser.input = [...lexed.tokens];
    const cst = rulesParser.file();
    if (lexed.errors > 0 || rulesParser.errors.length > 0)
      throw new Error('the file re-parsed with errors');
    const out = layout(lexed.tokens, lexed.comments, collectRoles(cst));
    const again = parse(out, path);
    const sameComments =
      lexWithComments(out)
        .comments.map((c) => c.image.trimEnd())
        .join('\n') === lexed.comments.map((c) => c.image.trimEnd()).join('\n');
    if (again.file === undefined || !sameMeaning(parsed.file, again.file) || !sameComments)
      throw new Error('the layout would change what the file means');
    return { ok: true, text: out, changed: out !== input };
  } catch (error) {
    const at = { line: 1, column: 1, offset: 0 };
    const detail = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      diagnostics: [
        {
          path,
          range: { start: at, end: at },
          severity: 'error',
          code: 'internal-error',
          message: `the formatter failed: ${detail}`,
        },
      ],
    };
  }
}

/** The two trees are equal but for where things are. */
export function sameMeaning(a: GameFile, b: GameFile): boolean {
  return withoutRanges(a) === withoutRanges(b);
}

function withoutRanges(file: GameFile): string {
  return JSON.stringify(file, (key, value: unknown) => (key === 'range' ? undefined : value));
}
