// A generated module from its top-level declarations: only the declarations something kept
// refers to (from the exports, through the kernels) are written, and only the names they use
// are imported, so a generated file compiles under `noUnusedLocals` and `noUnusedParameters`.
//
// Which names a declaration uses is read from its syntax tree (module-names.ts). ts-morph
// assembles the file: the header as leading text, the imports as structures, each kept
// declaration as a statement in its own text, so the layout is the emitters'.

import {
  printStructure,
  StructureKind,
  type CodeBlockWriter,
  type ImportDeclarationStructure,
  type ImportSpecifierStructure,
} from 'ts-morph';
import { namesUsedByFunction, namesUsedIn } from './module-names';

/** A top-level declaration: its name, and its text with its doc comment. */
export interface Declaration {
  readonly name: string;
  readonly text: string;
  /** The names its text uses, when whoever wrote it read them already (`fn`); else read here. */
  readonly uses?: ReadonlySet<string>;
}

/** What a module may import from one place: its value and its type exports. */
export interface ImportSource {
  readonly from: string;
  readonly values: ReadonlySet<string>;
  readonly types: ReadonlySet<string>;
  /** Names imported under another name in this module: local name → exported name. */
  readonly renamed?: ReadonlyMap<string, string>;
}

export interface ModuleSpec {
  readonly header: string;
  readonly imports: readonly ImportSource[];
  /** In the order they are written. */
  readonly declarations: readonly Declaration[];
  /** The declarations kept whatever uses them: the module's exports. */
  readonly roots: readonly string[];
}

/** The module's text: header, imports, the declarations kept, one newline at the end. */
export function moduleText(spec: ModuleSpec): string {
  const byName = new Map(spec.declarations.map((d) => [d.name, d] as const));
  const uses = new Map(
    spec.declarations.map((d) => [d.name, d.uses ?? namesUsedIn(d.text)] as const),
  );
  const kept = new Set<string>();
  const visit = (name: string) => {
    if (kept.has(name) || !byName.has(name)) return;
    kept.add(name);
    for (const used of uses.get(name) ?? []) visit(used);
  };
  for (const root of spec.roots) visit(root);
  const used = new Set<string>();
  for (const name of kept) for (const u of uses.get(name) ?? []) used.add(u);
  // A name is imported from the first source that has it.
  const taken = new Set<string>(byName.keys());
  const imports = spec.imports.flatMap((source) => importOf(source, used, taken));
  const body = spec.declarations.filter((d) => kept.has(d.name)).map((d) => d.text);
  // ts-morph's printer without a Project: a Project's createSourceFile prints the same
  // structure with the same printer and then parses the text into a tree nothing here reads,
  // which was a sixth of a cold `orrery generate --all`.
  const text = printStructure(
    {
      kind: StructureKind.SourceFile,
      leadingTrivia: (w) => w.write(spec.header).blankLine(),
      // Each declaration as written, a blank line before it.
      statements: [
        ...imports,
        ...body.map((text) => (w: CodeBlockWriter) => w.blankLineIfLastNot().write(text)),
      ],
    },
    { useSingleQuote: true },
  );
  // Lines end without spaces: an empty `// rules/...` note leaves none behind.
  const lines = text.split('\n').map((line) => line.trimEnd());
  return `${lines.join('\n').trimEnd()}\n`;
}

/** The import of the names of `source` that `used` holds and the module does not declare. */
function importOf(
  source: ImportSource,
  used: ReadonlySet<string>,
  taken: Set<string>,
): ImportDeclarationStructure[] {
  // Each local name, with the name it is exported under.
  const locals = new Map<string, string>();
  for (const name of [...source.values, ...source.types]) locals.set(name, name);
  for (const [local, name] of source.renamed ?? []) locals.set(local, name);
  const names = [...locals]
    .filter(([local]) => used.has(local) && !taken.has(local))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([local, name]): ImportSpecifierStructure => ({
      kind: StructureKind.ImportSpecifier,
      name,
      ...(local === name ? {} : { alias: local }),
      isTypeOnly: !source.values.has(name),
    }));
  for (const [local] of locals) if (used.has(local)) taken.add(local);
  if (names.length === 0) return [];
  const onlyTypes = names.every((n) => n.isTypeOnly === true);
  const specifiers = onlyTypes ? names.map((n) => ({ ...n, isTypeOnly: false })) : names;
  return [
    {
      kind: StructureKind.ImportDeclaration,
      moduleSpecifier: source.from,
      isTypeOnly: onlyTypes,
      // Each specifier printed by ts-morph, joined here: ts-morph's own join runs TypeScript's
      // scanner over each printed specifier to put its comma before any trailing comment (a
      // specifier structure has none), and that scanner alone would load all of TypeScript
      // into a cold `orrery generate`, which otherwise never runs it.
      namedImports: (w) => w.write(specifiers.map((n) => printStructure(n)).join(', ')),
    },
  ];
}

/** A function declaration whose parameters the body does not use are named `_x`. */
export function functionText(
  head: { readonly doc?: string; readonly exported?: boolean; readonly name: string },
  params: readonly (readonly [name: string, type: string])[],
  /** The return type; none lets TypeScript infer it (a rules `define` of any type). */
  returns: string | undefined,
  body: readonly string[],
): string {
  return functionDeclaration(head, params, returns, body).text;
}

/** `functionText` as a declaration of its own name, with the names it uses. */
export function fn(
  name: string,
  params: readonly (readonly [name: string, type: string])[],
  returns: string,
  body: readonly string[],
  doc?: string,
): Declaration {
  const head = { name, ...(doc === undefined ? {} : { doc }) };
  return { name, ...functionDeclaration(head, params, returns, body) };
}

/**
 * The text of a function and the names it uses, from one parse: the function as given tells
 * which parameters its body reads, and renaming the others `_x` changes no name it reads.
 */
function functionDeclaration(
  head: { readonly doc?: string; readonly exported?: boolean; readonly name: string },
  params: readonly (readonly [name: string, type: string])[],
  returns: string | undefined,
  body: readonly string[],
): { text: string; uses: ReadonlySet<string> } {
  const write = (names: readonly string[]) =>
    [
      ...(head.doc === undefined ? [] : [head.doc]),
      `${head.exported === true ? 'export ' : ''}function ${head.name}(${params.map(([, t], i) => `${names[i]}: ${t}`).join(', ')})${returns === undefined ? '' : `: ${returns}`} {`,
      ...body,
      '}',
    ].join('\n');
  const given = params.map(([n]) => n);
  const used = namesUsedByFunction(write(given));
  return { text: write(given.map((n) => (used.body.has(n) ? n : `_${n}`))), uses: used.free };
}
