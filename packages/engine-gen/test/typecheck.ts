// TypeScript's own checker on generated engines, in process and in memory: the engines' files
// are served from a map, everything else (the standard library, @orrery/runtime) from disk,
// with the repository's compiler options. One program checks many engines, so the library is
// read once. Only tests import this file.

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import type { GeneratedFile } from '../src/generate';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

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
    baseUrl: root,
    paths: { '@orrery/runtime': ['packages/runtime/src/index.ts'] },
  };
}

/** Each engine's generated files under a folder of its own name, as TypeScript's diagnostics. */
export function typeCheck(engines: Readonly<Record<string, readonly GeneratedFile[]>>): string[] {
  const scratch = path.join(root, 'packages/engine-gen/tmp/typecheck');
  const memory = new Map<string, string>();
  for (const [name, files] of Object.entries(engines)) {
    for (const f of files) memory.set(path.join(scratch, name, f.name), f.text);
  }
  const options = compilerOptions();
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (file) => memory.get(path.resolve(file)) ?? readFile(file);
  host.fileExists = (file) => memory.has(path.resolve(file)) || fileExists(file);
  const directoryExists = host.directoryExists?.bind(host);
  host.directoryExists = (dir) =>
    path.resolve(dir).startsWith(scratch) || (directoryExists?.(dir) ?? true);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, onError, create) => {
    const text = memory.get(path.resolve(file));
    if (text === undefined) return getSourceFile(file, language, onError, create);
    return ts.createSourceFile(file, text, language, true);
  };
  const program = ts.createProgram([...memory.keys()], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    if (d.file === undefined || d.start === undefined) return message;
    const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
    return `${path.relative(scratch, d.file.fileName)}:${line + 1}:${character + 1}: ${message}`;
  });
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
