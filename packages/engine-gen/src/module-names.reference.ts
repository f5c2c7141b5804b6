// Which names a piece of generated TypeScript uses, read with TypeScript's own parser (as
// ts-morph ships it): the reference module-names.ts is held to. The generator reads names with
// swc's parser, which is quicker to run; a test asks both of every declaration the repository's
// engines are made of, and of the cases in module-names.test.ts, and wants one answer. What
// counts as a use is said in module-names.ts.

import { ts } from 'ts-morph';
import type { FunctionNames } from './module-names';

/** The names `text` uses that it does not bind itself, in the order first met. */
export function referenceNamesUsedIn(text: string): ReadonlySet<string> {
  return freeNames(parse(text));
}

function parse(text: string): ts.SourceFile {
  // No parent links and no JSDoc trees: the walk below keeps its own parents and reads no doc.
  const options = {
    languageVersion: ts.ScriptTarget.Latest,
    jsDocParsingMode: ts.JSDocParsingMode.ParseNone,
  };
  return ts.createSourceFile('used.ts', text, options, false, ts.ScriptKind.TS);
}

/**
 * What a function declaration (the first statement of `text`) uses: `free`, what the whole
 * declaration reads from outside it, and `body`, what its body reads, its parameters among them.
 */
export function referenceNamesUsedByFunction(text: string): FunctionNames {
  const source = parse(text);
  const declaration = source.statements[0];
  if (declaration === undefined || !ts.isFunctionDeclaration(declaration)) {
    throw new Error(`expected a function declaration, got: ${text.slice(0, 80)}`);
  }
  const body = declaration.body === undefined ? new Set<string>() : freeNames(declaration.body);
  // One walk of the body serves both: what it reads less the function's own names, and what
  // its head (type parameters, parameters' types and defaults, return type) reads.
  const own = bindings(declaration);
  const free = new Set([...body].filter((name) => !own.has(name)));
  const head = [
    ...(declaration.typeParameters ?? []),
    ...declaration.parameters,
    ...(declaration.type === undefined ? [] : [declaration.type]),
  ];
  for (const part of head) for (const name of freeNames(part, [own])) free.add(name);
  return { free, body };
}

/**
 * The free names under `root`: identifiers in use positions that no scope binds, from `root`
 * itself down (a source file is not a scope: its names are the module's).
 */
function freeNames(root: ts.Node, outer: readonly ReadonlySet<string>[] = []): Set<string> {
  const out = new Set<string>();
  const visit = (node: ts.Node, parent: ts.Node, scopes: readonly ReadonlySet<string>[]): void => {
    if (ts.isIdentifier(node)) {
      if (isUse(node, parent) && !scopes.some((s) => s.has(node.text))) out.add(node.text);
      return;
    }
    // `export { a } from './x'` names another module's exports, no local.
    if (ts.isExportDeclaration(node) && node.moduleSpecifier !== undefined) return;
    const bound = ts.isSourceFile(node) ? NONE : bindings(node);
    const inner = bound === NONE ? scopes : [...scopes, bound];
    ts.forEachChild(node, (child) => visit(child, node, inner));
  };
  visit(root, root, outer);
  return out;
}

/** Whether identifier `id` under `parent` reads a name rather than declares or names a member. */
function isUse(id: ts.Identifier, parent: ts.Node): boolean {
  if (ts.isShorthandPropertyAssignment(parent)) return parent.name === id;
  if (ts.isQualifiedName(parent)) return parent.left === id;
  if (ts.isBindingElement(parent)) return false;
  if (ts.isImportSpecifier(parent)) return false;
  // `export { a }` and `export { a as b }` read the local `a`.
  if (ts.isExportSpecifier(parent)) return (parent.propertyName ?? parent.name) === id;
  if (ts.isTypePredicateNode(parent)) return parent.parameterName !== id;
  if (
    ts.isLabeledStatement(parent) ||
    ts.isBreakStatement(parent) ||
    ts.isContinueStatement(parent)
  ) {
    return parent.label !== id;
  }
  // A declaration's name, a property after `.`, an object or type member's key, a meta
  // property (`new.target`), a tuple member's label: each is the node's `name`.
  return (parent as { readonly name?: ts.Node }).name !== id;
}

const NONE: ReadonlySet<string> = new Set();

/** The kinds of node `bindings` reads: every other node binds nothing. */
const SCOPES: ReadonlySet<ts.SyntaxKind> = new Set([
  ts.SyntaxKind.FunctionDeclaration,
  ts.SyntaxKind.FunctionExpression,
  ts.SyntaxKind.ArrowFunction,
  ts.SyntaxKind.MethodDeclaration,
  ts.SyntaxKind.MethodSignature,
  ts.SyntaxKind.Constructor,
  ts.SyntaxKind.GetAccessor,
  ts.SyntaxKind.SetAccessor,
  ts.SyntaxKind.CallSignature,
  ts.SyntaxKind.ConstructSignature,
  ts.SyntaxKind.IndexSignature,
  ts.SyntaxKind.FunctionType,
  ts.SyntaxKind.ConstructorType,
  ts.SyntaxKind.Block,
  ts.SyntaxKind.ModuleBlock,
  ts.SyntaxKind.CaseBlock,
  ts.SyntaxKind.ForStatement,
  ts.SyntaxKind.ForInStatement,
  ts.SyntaxKind.ForOfStatement,
  ts.SyntaxKind.CatchClause,
  ts.SyntaxKind.ClassDeclaration,
  ts.SyntaxKind.ClassExpression,
  ts.SyntaxKind.InterfaceDeclaration,
  ts.SyntaxKind.TypeAliasDeclaration,
  ts.SyntaxKind.MappedType,
  ts.SyntaxKind.ConditionalType,
]);

/**
 * The names scope `node` binds for everything under it: none when it is not a scope. A `var` is
 * taken to be its block's, not its function's (the generator writes none): that can only see a
 * name as used where it is not, never miss a use.
 */
function bindings(node: ts.Node): ReadonlySet<string> {
  if (!SCOPES.has(node.kind)) return NONE;
  let out: Set<string> | undefined;
  const add = (name: string) => (out ??= new Set()).add(name);
  if (ts.isFunctionLike(node)) {
    for (const p of node.parameters) bindingNames(p.name, add);
    for (const t of node.typeParameters ?? []) add(t.name.text);
    if (ts.isFunctionExpression(node) && node.name !== undefined) add(node.name.text);
  } else if (ts.isBlock(node) || ts.isModuleBlock(node)) {
    for (const s of node.statements) statementNames(s, add);
  } else if (ts.isCaseBlock(node)) {
    for (const c of node.clauses) for (const s of c.statements) statementNames(s, add);
  } else if (ts.isForStatement(node) || ts.isForInStatement(node) || ts.isForOfStatement(node)) {
    const init = node.initializer;
    if (init !== undefined && ts.isVariableDeclarationList(init)) {
      for (const d of init.declarations) bindingNames(d.name, add);
    }
  } else if (ts.isCatchClause(node)) {
    if (node.variableDeclaration !== undefined) bindingNames(node.variableDeclaration.name, add);
  } else if (
    ts.isClassLike(node) ||
    ts.isInterfaceDeclaration(node) ||
    ts.isTypeAliasDeclaration(node)
  ) {
    for (const t of node.typeParameters ?? []) add(t.name.text);
    if (ts.isClassExpression(node) && node.name !== undefined) add(node.name.text);
  } else if (ts.isMappedTypeNode(node)) {
    add(node.typeParameter.name.text);
  } else if (ts.isConditionalTypeNode(node)) {
    inferred(node.extendsType, add);
  }
  return out ?? NONE;
}

/** The names a statement directly in a block declares there. */
function statementNames(s: ts.Statement, add: (name: string) => void): void {
  if (ts.isVariableStatement(s)) {
    for (const d of s.declarationList.declarations) bindingNames(d.name, add);
  } else if (
    ts.isFunctionDeclaration(s) ||
    ts.isClassDeclaration(s) ||
    ts.isInterfaceDeclaration(s) ||
    ts.isTypeAliasDeclaration(s) ||
    ts.isEnumDeclaration(s)
  ) {
    if (s.name !== undefined) add(s.name.text);
  }
}

/** The type parameters `infer X` introduces in a conditional type's `extends` clause. */
function inferred(type: ts.Node, add: (name: string) => void): void {
  if (ts.isInferTypeNode(type)) add(type.typeParameter.name.text);
  ts.forEachChild(type, (child) => inferred(child, add));
}

/** The names a binding (`x`, `{ a, b: c }`, `[d, ...e]`) declares. */
function bindingNames(name: ts.BindingName, add: (name: string) => void): void {
  if (ts.isIdentifier(name)) {
    add(name.text);
    return;
  }
  for (const element of name.elements) {
    if (!ts.isOmittedExpression(element)) bindingNames(element.name, add);
  }
}
