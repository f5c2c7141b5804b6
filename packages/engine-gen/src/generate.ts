// From a checked rules file to the text of a generated engine's files. One emitter per concept
// (emit/*.ts) produces TypeScript text; ts-morph's code writer (code-block-writer, the writer
// ts-morph prints structures with) assembles each file from those statements in bulk, so the
// output is deterministic and carries no timestamp or version. A ts-morph Project is not used:
// it loads the TypeScript compiler and parses every file only for us to print the same text back,
// which was most of the time `orrery generate` took.

import type { LinkedGame } from '@orrery/rules-lang';
import CodeBlockWriter from 'code-block-writer';
import { createContext, type GenChoices } from './context';
import { emitCards } from './emit/cards';
import { emitEngine } from './emit/engine';
import { emitTypes } from './emit/types';
import { generatedHeader } from './header';

export interface GeneratedFile {
  /** Relative to the engine package's `src/generated/`. */
  readonly name: string;
  readonly text: string;
}

/** One file's text: the header, a blank line, the statements, one newline at the end. */
function fileText(header: string, statements: readonly string[]): string {
  const writer = new CodeBlockWriter({ newLine: '\n', indentNumberOfSpaces: 4, useTabs: false });
  writer.write([header, '', ...statements].join('\n'));
  writer.conditionalNewLine(!writer.isLastNewLine());
  return writer.toString();
}

/** The generated files of one engine. `rulesPath` is how the header names the rules file. */
export function generateEngine(
  game: LinkedGame,
  rulesPath: string,
  choices: GenChoices = {},
): GeneratedFile[] {
  const ctx = createContext(game, rulesPath, choices);
  const header = generatedHeader(rulesPath);
  const files: [string, string[]][] = [
    ['cards.ts', emitCards(ctx)],
    ['types.ts', emitTypes(ctx)],
    ['engine.ts', emitEngine(ctx)],
    [
      'index.ts',
      [
        "export * from './cards';",
        "export type * from './types';",
        "export { engine, DEFAULT_OPTIONS, MOVE_TYPES } from './engine';",
      ],
    ],
  ];
  return files.map(([name, statements]) => ({
    name,
    text: fileText(header, statements),
  }));
}
