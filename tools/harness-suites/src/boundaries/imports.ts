// What a TypeScript file imports, read from its syntax tree: the module of every import and
// export declaration, `import x = require(...)`, and `import(...)` / `vi.mock(...)` given a
// literal, plus every string literal that climbs out of its package into packages/engines.

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface Reference {
  /** 1-based. */
  readonly line: number;
  readonly text: string;
}

/** The literal text of `node` when it is a string with no substitutions. */
function literal(node: ts.Node | undefined): string | undefined {
  return node !== undefined &&
    (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    ? node.text
    : undefined;
}

function isModuleCall(call: ts.CallExpression): boolean {
  if (call.expression.kind === ts.SyntaxKind.ImportKeyword) return true;
  const callee = call.expression;
  return (
    ts.isPropertyAccessExpression(callee) &&
    ts.isIdentifier(callee.expression) &&
    callee.expression.text === 'vi' &&
    ['mock', 'doMock', 'importActual'].includes(callee.name.text)
  );
}

/** The modules `source` names, each with its line. */
export function moduleSpecifiers(fileName: string, source: string): Reference[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: Reference[] = [];
  const add = (node: ts.Node, text: string | undefined) => {
    if (text === undefined) return;
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push({ line: line + 1, text });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      add(node, literal(node.moduleSpecifier));
    } else if (ts.isImportEqualsDeclaration(node)) {
      const ref = node.moduleReference;
      if (ts.isExternalModuleReference(ref)) add(node, literal(ref.expression));
    } else if (ts.isCallExpression(node) && isModuleCall(node)) {
      add(node, literal(node.arguments[0]));
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node, literal(node.argument.literal));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Every string literal of `source` (template heads and spans too), each with its line. */
export function stringLiterals(fileName: string, source: string): Reference[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: Reference[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
      found.push({ line: line + 1, text: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const NOT_SOURCE = new Set(['node_modules', 'out-tsc', 'dist']);

/** The `.ts` files under `folder`, outside node_modules and build output, sorted. */
export function typeScriptFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.split(path.sep).some((part) => NOT_SOURCE.has(part)))
    .map((f) => path.join(folder, f))
    .sort();
}

export function readSource(file: string): string {
  return readFileSync(file, 'utf8');
}
