// A generated module from its top-level declarations: only the declarations something kept
// refers to (from the exports, through the kernels) are written, and only the names they use
// are imported, so a generated file compiles under `noUnusedLocals` and `noUnusedParameters`.
//
// Which names a declaration uses is read from its text with a small lexer: identifiers outside
// strings, comments and template text, not after a `.` (a property) and not a key before `:`
// in an object. It may see a name that is not a use (a parameter of that name); it never misses
// one, and the generation tests type-check what it keeps.

/** A top-level declaration: its name, and its text with its doc comment. */
export interface Declaration {
  readonly name: string;
  readonly text: string;
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
  const uses = new Map(spec.declarations.map((d) => [d.name, identifiersIn(d.text)] as const));
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
  const imports = spec.imports.flatMap((source) => importLine(source, used, taken));
  const body = spec.declarations.filter((d) => kept.has(d.name)).map((d) => d.text);
  const parts = [
    spec.header,
    '',
    ...(imports.length === 0 ? [] : [...imports, '']),
    body.join('\n\n'),
  ];
  // Lines end without spaces: an empty `// rules/...` note leaves none behind.
  const lines = parts
    .join('\n')
    .split('\n')
    .map((line) => line.trimEnd());
  return `${lines.join('\n').trimEnd()}\n`;
}

/** The import of the names of `source` that `used` holds and the module does not declare. */
function importLine(source: ImportSource, used: ReadonlySet<string>, taken: Set<string>): string[] {
  // Each local name, with the name it is exported under.
  const locals = new Map<string, string>();
  for (const name of [...source.values, ...source.types]) locals.set(name, name);
  for (const [local, name] of source.renamed ?? []) locals.set(local, name);
  const names = [...locals]
    .filter(([local]) => used.has(local) && !taken.has(local))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([local, name]) => {
      const spelt = local === name ? local : `${name} as ${local}`;
      return source.values.has(name) ? spelt : `type ${spelt}`;
    });
  for (const [local] of locals) if (used.has(local)) taken.add(local);
  if (names.length === 0) return [];
  return names.every((n) => n.startsWith('type '))
    ? [`import type { ${names.map((n) => n.slice(5)).join(', ')} } from '${source.from}';`]
    : [`import { ${names.join(', ')} } from '${source.from}';`];
}

/** A function declaration whose parameters the body does not use are named `_x`. */
export function functionText(
  head: { readonly doc?: string; readonly exported?: boolean; readonly name: string },
  params: readonly (readonly [name: string, type: string])[],
  /** The return type; none lets TypeScript infer it (a rules `define` of any type). */
  returns: string | undefined,
  body: readonly string[],
): string {
  const used = identifiersIn(body.join('\n'));
  const list = params.map(([n, t]) => `${used.has(n) ? n : `_${n}`}: ${t}`).join(', ');
  return [
    ...(head.doc === undefined ? [] : [head.doc]),
    `${head.exported === true ? 'export ' : ''}function ${head.name}(${list})${returns === undefined ? '' : `: ${returns}`} {`,
    ...body,
    '}',
  ].join('\n');
}

const IDENTIFIER_START = /[A-Za-z_$]/;
const IDENTIFIER_PART = /[A-Za-z0-9_$]/;

/** The identifiers `text` (TypeScript) uses, as described at the top of this file. */
export function identifiersIn(text: string): Set<string> {
  const out = new Set<string>();
  // Open template literals: for each, the depth of braces inside its current `${`.
  const templates: number[] = [];
  let inTemplate = false;
  // The last character of code before the current one, outside comments and whitespace; the
  // three before it, to tell a spread (`...x`) from a property (`.x`).
  let last = '';
  let dots = '';
  let i = 0;
  const n = text.length;
  const next = (at: number): string => {
    let j = at;
    while (j < n && /\s/.test(text[j]!)) j++;
    return j < n ? text[j]! : '';
  };
  const code = (c: string) => {
    dots = c === '.' ? `${dots}.`.slice(-3) : '';
    last = c;
  };
  while (i < n) {
    const ch = text[i]!;
    if (inTemplate) {
      if (ch === '\\') i += 2;
      else if (ch === '`') {
        inTemplate = false;
        code('`');
        i++;
      } else if (ch === '$' && text[i + 1] === '{') {
        templates.push(0);
        inTemplate = false;
        code('{');
        i += 2;
      } else i++;
      continue;
    }
    if (/\s/.test(ch)) i++;
    else if (ch === '/' && text[i + 1] === '/') {
      while (i < n && text[i] !== '\n') i++;
    } else if (ch === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? n : end + 2;
    } else if (ch === '"' || ch === "'") {
      i++;
      while (i < n && text[i] !== ch) i += text[i] === '\\' ? 2 : 1;
      i++;
      code(ch);
    } else if (ch === '`') {
      inTemplate = true;
      i++;
    } else if (ch === '{') {
      if (templates.length > 0) templates[templates.length - 1]!++;
      code(ch);
      i++;
    } else if (ch === '}') {
      if (templates.length > 0 && templates[templates.length - 1] === 0) {
        templates.pop();
        inTemplate = true;
      } else if (templates.length > 0) templates[templates.length - 1]!--;
      code(ch);
      i++;
    } else if (/[0-9]/.test(ch)) {
      while (i < n && /[0-9A-Za-z_.]/.test(text[i]!)) i++;
      code('0');
    } else if (IDENTIFIER_START.test(ch)) {
      const start = i;
      while (i < n && IDENTIFIER_PART.test(text[i]!)) i++;
      const property = last === '.' && dots !== '...';
      const key = (last === '{' || last === ',') && next(i) === ':';
      if (!property && !key) out.add(text.slice(start, i));
      code('a');
    } else {
      code(ch);
      i++;
    }
  }
  return out;
}

/** `functionText` as a declaration of its own name. */
export function fn(
  name: string,
  params: readonly (readonly [name: string, type: string])[],
  returns: string,
  body: readonly string[],
  doc?: string,
): Declaration {
  return {
    name,
    text: functionText({ name, ...(doc === undefined ? {} : { doc }) }, params, returns, body),
  };
}
