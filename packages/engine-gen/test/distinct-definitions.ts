// Which top-level definitions of the generated engines stand, word for word, in more than one
// distinct game: read by the test that forbids it (src/distinct-definitions.test.ts) and printed
// by `npm run bench:engines`. Only tests and the bench import this file.
//
// A distinct game is a rules file outside rules/variants/ (those change one rule of a seed game
// and are meant to share its code), so an example game added under rules/ is covered without
// editing anything here. Each generated file is parsed with the TypeScript API; a definition's
// text is the statement printed without its comments, whitespace folded. Imports and re-exports
// are not definitions.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ts } from 'ts-morph';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * How a definition may coincide. `code` (a function, a class, a `const` or `let` that computes
 * anything) must stand in one game only. `type` (an alias or interface) and `data` (a `const`
 * that only writes out literals, as `new Deck({...})` or a list of seat names does) name a game's
 * own data, and coincide where two games declare the same: four seats, the same zones, the same
 * 52 cards. They are counted, not forbidden.
 */
export type DefinitionKind = 'code' | 'type' | 'data';

export interface SharedDefinition {
  readonly name: string;
  readonly kind: DefinitionKind;
  readonly file: string;
  readonly games: readonly string[];
  readonly text: string;
}

/** Every distinct game: the name of each rules file under rules/ but rules/variants/. */
export function distinctGames(root = repoRoot): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir)
      .sort()
      .flatMap((entry) => {
        const full = path.join(dir, entry);
        if (statSync(full).isDirectory()) return entry === 'variants' ? [] : walk(full);
        return entry.endsWith('.rules') ? [path.basename(entry, '.rules')] : [];
      });
  return walk(path.join(root, 'rules'));
}

/** The generated files of a game's engine, by file name. */
export function generatedFiles(game: string, root = repoRoot): Map<string, string> {
  const dir = path.join(root, 'packages/engines', game, 'src/generated');
  return new Map(
    readdirSync(dir)
      .filter((f) => f.endsWith('.ts'))
      .sort()
      .map((f) => [f, readFileSync(path.join(dir, f), 'utf8')] as const),
  );
}

const printer = ts.createPrinter({ removeComments: true });

/** The top-level definitions of one file: name, kind and folded text. */
export function definitionsOf(
  file: string,
  text: string,
): { name: string; kind: DefinitionKind; text: string }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  return source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) return [];
    const printed = printer
      .printNode(ts.EmitHint.Unspecified, statement, source)
      .replace(/\s+/g, ' ')
      .trim();
    return [{ name: nameOf(statement), kind: kindOf(statement), text: printed }];
  });
}

function nameOf(statement: ts.Statement): string {
  if (ts.isVariableStatement(statement)) {
    return statement.declarationList.declarations.map((d) => d.name.getText()).join(', ');
  }
  const named = statement as { name?: ts.Node };
  return named.name?.getText() ?? ts.SyntaxKind[statement.kind];
}

function kindOf(statement: ts.Statement): DefinitionKind {
  if (ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) return 'type';
  if (
    ts.isVariableStatement(statement) &&
    (statement.declarationList.flags & ts.NodeFlags.Const) !== 0 &&
    statement.declarationList.declarations.every(
      (d) => d.initializer !== undefined && literalOnly(d.initializer),
    )
  ) {
    return 'data';
  }
  return 'code';
}

/**
 * Whether an initializer only writes literals out: strings, numbers, booleans, arrays and
 * objects of them, at most wrapped in `new Name(...)`. A name it reads, a call or a function
 * makes it code.
 */
function literalOnly(node: ts.Node): boolean {
  if (ts.isTypeNode(node)) return true;
  if (ts.isIdentifier(node)) {
    const parent = node.parent;
    return (
      node.text === 'undefined' ||
      (ts.isPropertyAssignment(parent) && parent.name === node) ||
      (ts.isNewExpression(parent) && parent.expression === node)
    );
  }
  if (
    ts.isCallExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isFunctionExpression(node) ||
    ts.isPropertyAccessExpression(node) ||
    ts.isElementAccessExpression(node) ||
    ts.isShorthandPropertyAssignment(node) ||
    ts.isSpreadElement(node) ||
    ts.isSpreadAssignment(node) ||
    ts.isTemplateExpression(node)
  ) {
    return false;
  }
  return node.getChildren().every(literalOnly);
}

/** Every definition that stands, word for word, in two or more of `games`. */
export function sharedDefinitions(
  games: readonly string[],
  files: (game: string) => ReadonlyMap<string, string> = (g) => generatedFiles(g),
): SharedDefinition[] {
  const byText = new Map<
    string,
    { name: string; kind: DefinitionKind; file: string; games: Set<string> }
  >();
  for (const game of games) {
    for (const [file, text] of files(game)) {
      for (const d of definitionsOf(file, text)) {
        const seen = byText.get(d.text) ?? { name: d.name, kind: d.kind, file, games: new Set() };
        seen.games.add(game);
        byText.set(d.text, seen);
      }
    }
  }
  return [...byText]
    .filter(([, d]) => d.games.size > 1)
    .map(([text, d]) => ({ name: d.name, kind: d.kind, file: d.file, games: [...d.games], text }));
}

/** Lines of a game's generated files, together. */
export function generatedLines(game: string, root = repoRoot): number {
  let lines = 0;
  for (const text of generatedFiles(game, root).values()) lines += text.split('\n').length - 1;
  return lines;
}
