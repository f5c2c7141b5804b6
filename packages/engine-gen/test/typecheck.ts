// TypeScript's own checker on generated engines, in process and in memory, through a ts-morph
// Project on its in-memory file system: the engines' files, @orrery/runtime's sources (read
// from disk once) and the standard library ts-morph carries, with the repository's compiler
// options and `noUnusedLocals` and `noUnusedParameters` on. The project is kept between calls, so
// the library and the runtime are parsed once; each call adds its engines and removes them.
// Only tests import this file.

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Project, ts } from 'ts-morph';
import type { GeneratedFile } from '../src/generate';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Where things are in the in-memory file system. */
const RUNTIME = '/packages/runtime/src';
const ENGINES = '/engines';

function compilerOptions(): ts.CompilerOptions {
  const file = path.join(root, 'tsconfig.base.json');
  const { config } = ts.readConfigFile(file, ts.sys.readFile) as { config: unknown };
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, root);
  return {
    ...parsed.options,
    noEmit: true,
    // A generated file holds only what it uses: whatever it declares and does not use is an error.
    noUnusedLocals: true,
    noUnusedParameters: true,
    declaration: false,
    emitDeclarationOnly: false,
    // Neither the engines nor the runtime read Node's own modules.
    types: [],
    paths: { '@orrery/runtime': [`${RUNTIME}/index.ts`] },
  };
}

let shared: Project | undefined;

/** The project, with the runtime's sources (not its tests) in it. */
function project(): Project {
  if (shared !== undefined) return shared;
  const made = new Project({ useInMemoryFileSystem: true, compilerOptions: compilerOptions() });
  const runtime = path.join(root, 'packages/runtime/src');
  for (const name of readdirSync(runtime, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.ts') || name.endsWith('.test.ts')) continue;
    const file = `${RUNTIME}/${name.split(path.sep).join('/')}`;
    made.createSourceFile(file, readFileSync(path.join(runtime, name), 'utf8'));
  }
  shared = made;
  return made;
}

/** Each engine's generated files under a folder of its own name, as TypeScript's diagnostics. */
export function typeCheck(engines: Readonly<Record<string, readonly GeneratedFile[]>>): string[] {
  const checked = project();
  const added = Object.entries(engines).flatMap(([name, files]) =>
    files.map((f) => checked.createSourceFile(`${ENGINES}/${name}/${f.name}`, f.text)),
  );
  try {
    return checked.getPreEmitDiagnostics().map((d) => {
      const text = d.getMessageText();
      const message =
        typeof text === 'string'
          ? text
          : ts.flattenDiagnosticMessageText(text.compilerObject, '\n');
      const file = d.getSourceFile();
      const start = d.getStart();
      if (file === undefined || start === undefined) return message;
      const { line, column } = file.getLineAndColumnAtPos(start);
      return `${path.posix.relative(ENGINES, file.getFilePath())}:${line}:${column}: ${message}`;
    });
  } finally {
    for (const file of added) checked.removeSourceFile(file);
  }
}

/**
 * The syntax tree of a TypeScript text as one string of node kinds, with the text of every
 * string and template literal left out and comments (trivia) not in it at all: two texts with
 * the same statements and different strings give the same shape, and a string that broke out of
 * its literal or comment changes it.
 */
export function statementShape(text: string): string {
  const source = ts.createSourceFile('shape.ts', text, ts.ScriptTarget.ES2022, true);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    const kind = ts.SyntaxKind[node.kind];
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) out.push(`${kind}:${node.text}`);
    else if (ts.isNumericLiteral(node)) out.push(`${kind}:${node.text}`);
    else out.push(kind);
    out.push('(');
    ts.forEachChild(node, visit);
    out.push(')');
  };
  visit(source);
  return out.join(' ');
}

/** TypeScript's syntax errors in a text, without a program: what a broken-out string causes. */
export function syntaxErrors(text: string): string[] {
  const out = ts.transpileModule(text, { reportDiagnostics: true, fileName: 'syntax.ts' });
  return (out.diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}
