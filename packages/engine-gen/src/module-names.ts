// Which names a piece of generated TypeScript uses, read from its syntax tree: every identifier
// in a value or a type position that no scope inside the text binds. Not a use: a property after
// `.`, the right of `A.B` in a type, an object key, any declaration's own name, a label, and a
// name a parameter, local, type parameter or catch clause of the text binds where it is read
// (shadowing). A shorthand property `{ x }` and a spread `...x` are uses; strings, templates'
// text and comments are not code at all. A name declared at the top of the text is not local:
// the text is one declaration of a module, whose other declarations it may read.
//
// The tree is swc's (@swc/core, a TypeScript parser in native code, run in process): reading
// every declaration of a cold `generate --all` with TypeScript's own parser, which ran unoptimised
// there, was a quarter of the command; swc parses the same text in a tenth of that, and most of
// what is left is reading its tree into JavaScript. module-names.reference.ts reads the same names
// with TypeScript's parser, and a test holds the two to one answer for every declaration the
// repository's engines are made of.

import { parseSync } from '@swc/core';

/** The names `text` uses that it does not bind itself, in the order first met. */
export function namesUsedIn(text: string): ReadonlySet<string> {
  return remembered(usedIn, text, () => {
    const out = new Set<string>();
    for (const item of parse(text).body as Node[]) visit(item, out, []);
    return out;
  });
}

/** What a function declaration uses: see `namesUsedByFunction`. */
export interface FunctionNames {
  /** What the whole declaration reads from outside it. */
  readonly free: ReadonlySet<string>;
  /** What its body reads, its parameters among them. */
  readonly body: ReadonlySet<string>;
}

// The same text uses the same names, and one process generating several engines meets the same
// declarations again and again (a variant's engine is mostly its game's), so each text is
// parsed once: `generate --all` parses a third less. Cleared when full, so that a long-lived
// process (a watcher, a server) holds at most this many.
const REMEMBERED = 20_000;
const usedIn = new Map<string, ReadonlySet<string>>();
const usedByFunction = new Map<string, FunctionNames>();

/**
 * Forgets every text read so far, as a process that has read none: for a measure of one file
 * generated again after an edit, when most of its declarations' texts are new.
 */
export function forgetNamesRead(): void {
  usedIn.clear();
  usedByFunction.clear();
}

/** The texts read so far (those remembered): for the test against TypeScript's reading. */
export function textsRead(): { readonly texts: string[]; readonly functions: string[] } {
  return { texts: [...usedIn.keys()], functions: [...usedByFunction.keys()] };
}

function remembered<T>(memo: Map<string, T>, text: string, read: () => T): T {
  const known = memo.get(text);
  if (known !== undefined) return known;
  const value = read();
  if (memo.size >= REMEMBERED) memo.clear();
  memo.set(text, value);
  return value;
}

/**
 * What a function declaration (the first statement of `text`) uses: `free`, what the whole
 * declaration reads from outside it, and `body`, what its body reads, its parameters among them.
 */
export function namesUsedByFunction(text: string): FunctionNames {
  return remembered(usedByFunction, text, () => functionNames(text));
}

/** A node of swc's tree as it reaches JavaScript: a `type`, and fields holding nodes or values. */
interface Node {
  readonly type: string;
  readonly [field: string]: unknown;
}
type Scopes = readonly ReadonlySet<string>[];

function parse(text: string): Node {
  // `comments: false`: the walk reads no comment, and none need be kept.
  return parseSync(text, { syntax: 'typescript', comments: false }) as unknown as Node;
}

function functionNames(text: string): FunctionNames {
  let declaration = (parse(text).body as Node[])[0];
  if (declaration?.type === 'ExportDeclaration') declaration = node(declaration, 'declaration');
  if (declaration === undefined || declaration.type !== 'FunctionDeclaration') {
    throw new Error(`expected a function declaration, got: ${text.slice(0, 80)}`);
  }
  const body = new Set<string>();
  const block = optional(declaration, 'body');
  if (block !== undefined) visit(block, body, []);
  // One walk of the body serves both: what it reads less the function's own names, and what
  // its head (type parameters, parameters' types and defaults, return type) reads.
  const own = bindings(declaration);
  const free = new Set([...body].filter((name) => !own.has(name)));
  for (const field of ['typeParameters', 'params', 'returnType']) {
    forEachNode(declaration[field], (part) => visitChild(declaration, field, part, free, [own]));
  }
  return { free, body };
}

/** Walks `n`: every identifier it reads that no scope binds goes to `out`. */
function visit(n: Node, out: Set<string>, scopes: Scopes): void {
  switch (n.type) {
    case 'Identifier':
      if (!scopes.some((s) => s.has(name(n)))) out.add(name(n));
      return;
    // `export { a } from './x'` names another module's exports; `export { a }` reads `a`.
    case 'ExportNamedDeclaration':
      if (n['source'] == null) {
        forEachNode(n['specifiers'], (s) => {
          const local = optional(s, 'orig');
          if (s.type === 'ExportSpecifier' && local?.type === 'Identifier')
            visit(local, out, scopes);
        });
      }
      return;
    case 'ImportDeclaration':
    case 'PrivateName':
    case 'BreakStatement':
    case 'ContinueStatement':
      return;
    case 'MemberExpression':
    case 'SuperPropExpression': {
      visit(node(n, 'object'), out, scopes);
      const property = node(n, 'property');
      if (property.type === 'Computed') visit(property, out, scopes);
      return;
    }
    case 'TsQualifiedName':
      visit(node(n, 'left'), out, scopes);
      return;
    case 'LabeledStatement':
      visit(node(n, 'body'), out, scopes);
      return;
    case 'TsTypePredicate': {
      const type = optional(n, 'typeAnnotation');
      if (type !== undefined) visit(type, out, scopes);
      return;
    }
    // A case block's scope holds what any of its cases declares; the tested value is outside it.
    case 'SwitchStatement': {
      visit(node(n, 'discriminant'), out, scopes);
      let declared: Set<string> | undefined;
      const add = (x: string) => (declared ??= new Set()).add(x);
      forEachNode(n['cases'], (c) => forEachNode(c['consequent'], (s) => statementNames(s, add)));
      const inner = declared === undefined ? scopes : [...scopes, declared];
      forEachNode(n['cases'], (c) => visit(c, out, inner));
      return;
    }
    default:
  }
  const bound = bindings(n);
  const inner = bound === NONE ? scopes : [...scopes, bound];
  for (const field in n) {
    if (field === 'type' || field === 'span' || isOwnName(n, field)) continue;
    forEachNode(n[field], (child) => visitChild(n, field, child, out, inner));
  }
}

/** A field's node: a binding pattern where the field declares names, else any node. */
function visitChild(parent: Node, field: string, child: Node, out: Set<string>, scopes: Scopes) {
  if (isBinding(parent, field)) visitPattern(child, out, scopes);
  else visit(child, out, scopes);
}

/** The fields of a node that name what it declares, a member or a label: never a read. */
function isOwnName(n: Node, field: string): boolean {
  switch (n.type) {
    case 'FunctionDeclaration':
    case 'FunctionExpression':
    case 'ClassDeclaration':
    case 'ClassExpression':
      return field === 'identifier';
    case 'TsInterfaceDeclaration':
    case 'TsTypeAliasDeclaration':
    case 'TsEnumDeclaration':
    case 'TsModuleDeclaration':
    case 'TsEnumMember':
      return field === 'id';
    case 'TsTypeParameter':
      return field === 'name';
    case 'TsTupleElement':
      return field === 'label';
    // A key is a name unless computed (`[k]: v`), when its expression is read.
    case 'KeyValueProperty':
    case 'KeyValuePatternProperty':
    case 'MethodProperty':
    case 'GetterProperty':
    case 'SetterProperty':
    case 'ClassProperty':
    case 'ClassMethod':
    case 'TsPropertySignature':
    case 'TsMethodSignature':
    case 'TsGetterSignature':
    case 'TsSetterSignature':
      return field === 'key' && n['computed'] !== true && node(n, 'key').type !== 'Computed';
    default:
      return false;
  }
}

/** The fields that hold binding patterns (a function's parameters, a catch clause's variable). */
function isBinding(n: Node, field: string): boolean {
  switch (n.type) {
    case 'Parameter':
      return field === 'pat';
    case 'ArrowFunctionExpression':
    case 'TsFunctionType':
    case 'TsConstructorType':
    case 'TsMethodSignature':
    case 'TsCallSignatureDeclaration':
    case 'TsConstructSignatureDeclaration':
    case 'TsIndexSignature':
      return field === 'params';
    case 'SetterProperty':
    case 'CatchClause':
      return field === 'param';
    case 'VariableDeclarator':
      return field === 'id';
    default:
      return false;
  }
}

/** A binding pattern: its names are declared, not read; defaults, computed keys, types are read. */
function visitPattern(n: Node, out: Set<string>, scopes: Scopes): void {
  const type = optional(n, 'typeAnnotation');
  if (type !== undefined) visit(type, out, scopes);
  switch (n.type) {
    case 'Identifier':
      return;
    case 'ArrayPattern':
      forEachNode(n['elements'], (element) => visitPattern(element, out, scopes));
      return;
    case 'ObjectPattern':
      forEachNode(n['properties'], (p) => {
        if (p.type === 'KeyValuePatternProperty') {
          const key = node(p, 'key');
          if (key.type === 'Computed') visit(key, out, scopes);
          visitPattern(node(p, 'value'), out, scopes);
        } else if (p.type === 'AssignmentPatternProperty') {
          const value = optional(p, 'value');
          if (value !== undefined) visit(value, out, scopes);
        } else visitPattern(p, out, scopes);
      });
      return;
    case 'AssignmentPattern':
      visitPattern(node(n, 'left'), out, scopes);
      visit(node(n, 'right'), out, scopes);
      return;
    case 'RestElement':
      visitPattern(node(n, 'argument'), out, scopes);
      return;
    case 'TsParameterProperty':
      visitPattern(node(n, 'param'), out, scopes);
      return;
    default:
      visit(n, out, scopes);
  }
}

const NONE: ReadonlySet<string> = new Set();

/**
 * The names scope `n` binds for everything under it: none when it is not a scope. A `var` is
 * taken to be its block's, not its function's (the generator writes none): that can only see a
 * name as used where it is not, never miss a use.
 */
function bindings(n: Node): ReadonlySet<string> {
  let out: Set<string> | undefined;
  const add = (x: string) => (out ??= new Set()).add(x);
  switch (n.type) {
    case 'FunctionDeclaration':
    case 'FunctionExpression':
    case 'ArrowFunctionExpression':
    case 'MethodProperty':
    case 'Constructor':
    case 'TsFunctionType':
    case 'TsConstructorType':
    case 'TsMethodSignature':
    case 'TsCallSignatureDeclaration':
    case 'TsConstructSignatureDeclaration':
    case 'TsIndexSignature':
      functionBindings(n, add);
      if (n.type === 'FunctionExpression') {
        const own = optional(n, 'identifier');
        if (own !== undefined) add(name(own));
      }
      break;
    case 'ClassMethod':
    case 'PrivateMethod':
      functionBindings(n['function'] as Node, add);
      break;
    case 'SetterProperty':
      patternNames(node(n, 'param'), add);
      break;
    case 'BlockStatement':
    case 'FunctionBody':
      forEachNode(n['stmts'], (s) => statementNames(s, add));
      break;
    case 'TsModuleBlock':
      forEachNode(n['body'], (s) => statementNames(s, add));
      break;
    case 'ForStatement':
    case 'ForInStatement':
    case 'ForOfStatement': {
      const init = optional(n, n.type === 'ForStatement' ? 'init' : 'left');
      if (init?.type === 'VariableDeclaration') {
        forEachNode(init['declarations'], (d) => patternNames(node(d, 'id'), add));
      }
      break;
    }
    case 'CatchClause': {
      const param = optional(n, 'param');
      if (param !== undefined) patternNames(param, add);
      break;
    }
    case 'ClassDeclaration':
    case 'ClassExpression':
    case 'TsInterfaceDeclaration':
    case 'TsTypeAliasDeclaration':
      typeParameterNames(optional(n, 'typeParams') ?? optional(n, 'typeParameters'), add);
      if (n.type === 'ClassExpression') {
        const own = optional(n, 'identifier');
        if (own !== undefined) add(name(own));
      }
      break;
    case 'TsMappedType':
      add(name(node(node(n, 'typeParam'), 'name')));
      break;
    case 'TsConditionalType':
      inferred(node(n, 'extendsType'), add);
      break;
    default:
      return NONE;
  }
  return out ?? NONE;
}

/** A function's parameters and type parameters. */
function functionBindings(fn: Node, add: (name: string) => void): void {
  forEachNode(fn['params'], (p) => patternNames(p, add));
  typeParameterNames(optional(fn, 'typeParameters') ?? optional(fn, 'typeParams'), add);
}

function typeParameterNames(declaration: Node | undefined, add: (name: string) => void): void {
  forEachNode(declaration?.['parameters'], (t) => add(name(node(t, 'name'))));
}

/** The names a statement directly in a block declares there. */
function statementNames(s: Node, add: (name: string) => void): void {
  const declared = s.type === 'ExportDeclaration' ? node(s, 'declaration') : s;
  switch (declared.type) {
    case 'VariableDeclaration':
      forEachNode(declared['declarations'], (d) => patternNames(node(d, 'id'), add));
      return;
    case 'FunctionDeclaration':
    case 'ClassDeclaration':
      add(name(node(declared, 'identifier')));
      return;
    case 'TsInterfaceDeclaration':
    case 'TsTypeAliasDeclaration':
    case 'TsEnumDeclaration':
      add(name(node(declared, 'id')));
      return;
    default:
  }
}

/** The type parameters `infer X` introduces in a conditional type's `extends` clause. */
function inferred(type: Node, add: (name: string) => void): void {
  if (type.type === 'TsInferType') add(name(node(node(type, 'typeParam'), 'name')));
  for (const field in type) {
    if (field !== 'span') forEachNode(type[field], (child) => inferred(child, add));
  }
}

/** The names a binding (`x`, `{ a, b: c }`, `[d, ...e]`, a parameter) declares. */
function patternNames(p: Node, add: (name: string) => void): void {
  switch (p.type) {
    case 'Identifier':
      add(name(p));
      return;
    case 'Parameter':
      patternNames(node(p, 'pat'), add);
      return;
    case 'TsParameterProperty':
      patternNames(node(p, 'param'), add);
      return;
    case 'ArrayPattern':
      forEachNode(p['elements'], (element) => patternNames(element, add));
      return;
    case 'ObjectPattern':
      forEachNode(p['properties'], (q) => {
        if (q.type === 'KeyValuePatternProperty') patternNames(node(q, 'value'), add);
        else if (q.type === 'AssignmentPatternProperty') add(name(node(q, 'key')));
        else patternNames(q, add);
      });
      return;
    case 'AssignmentPattern':
      patternNames(node(p, 'left'), add);
      return;
    case 'RestElement':
      patternNames(node(p, 'argument'), add);
      return;
    default:
  }
}

/**
 * Calls `f` with each node a field holds: itself, each of a list (holes and plain values left
 * out), or none. swc wraps some nodes in an object of no type, as a call's arguments (`{ spread,
 * expression }`) or a class method's function: those stand for the nodes they hold.
 */
function forEachNode(value: unknown, f: (n: Node) => void): void {
  if (typeof value !== 'object' || value === null) return;
  if (isNode(value)) {
    f(value);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) forEachNode(item, f);
    return;
  }
  for (const inner of Object.values(value)) forEachNode(inner, f);
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

function optional(n: Node, field: string): Node | undefined {
  const value = n[field];
  return isNode(value) ? value : undefined;
}

function node(n: Node, field: string): Node {
  const value = n[field];
  if (!isNode(value)) throw new Error(`swc's ${n.type} has no ${field}`);
  return value;
}

function name(identifier: Node): string {
  return identifier['value'] as string;
}
