// From a checked rules file to the text of a generated engine's files. One emitter per concept
// (emit/*.ts) produces TypeScript text; ts-morph assembles each file from those statements in
// bulk and prints it, so the output is deterministic and carries no timestamp or version.

import type { LinkedGame } from '@orrery/rules-lang';
import { Project, type SourceFile } from 'ts-morph';
import { createContext } from './context';
import { emitCards } from './emit/cards';
import { emitEngine } from './emit/engine';
import { emitTypes } from './emit/types';
import { generatedHeader } from './header';

export interface GeneratedFile {
  /** Relative to the engine package's `src/generated/`. */
  readonly name: string;
  readonly text: string;
}

let project: Project | undefined;

function sourceFile(name: string, header: string, statements: readonly string[]): SourceFile {
  project ??= new Project({ useInMemoryFileSystem: true, skipLoadingLibFiles: true });
  return project.createSourceFile(
    `/${name}`,
    { statements: [header, '', ...statements].join('\n') + '\n' },
    { overwrite: true },
  );
}

/** The generated files of one engine. `rulesPath` is how the header names the rules file. */
export function generateEngine(game: LinkedGame, rulesPath: string): GeneratedFile[] {
  const ctx = createContext(game, rulesPath);
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
    text: sourceFile(name, header, statements).getFullText(),
  }));
}
