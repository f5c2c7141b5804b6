// How deep the checker and the generator will recurse, measured before they do. They recurse once
// a level of a syntax tree, and where a name stands for a `define` (or `.name` for a `value`) they
// go on into that definition's own expression: so the depth that counts is a tree's own plus,
// at each such name, the depth of what it stands for. parse() has already bounded each tree on its
// own (parser/tree-depth.ts); here definitions are followed, without recursion, by name (a local
// of the same name would shadow one, which can only make the measure deeper than the truth).

import type { DefineDecl, Name, Node, PhaseDecl, Range, ValueDecl } from '../ast/ast';
import type { DiagnosticSink } from '../diagnostics';
import { LIMITS } from '../limits';
import type { Tables } from '../references/tables';

/** Where a tree uses a definition: how deep in it, and which definition. */
interface Use {
  readonly depth: number;
  readonly target: Definition;
  readonly range: Range;
}

/** A `define` or `value`: its tree's own depth and the definitions it uses. */
interface Definition {
  readonly name: Name;
  ownDepth: number;
  readonly uses: Use[];
}

function isNode(value: object): value is Node {
  return 'kind' in value && 'range' in value;
}

/** Definitions by the decl that declares them, and the lookups a reference needs. */
function definitions(tables: Tables) {
  const byDecl = new Map<DefineDecl | ValueDecl, Definition>();
  const globals = new Map<string, Definition>();
  const phaseLocal = new Map<string, Map<string, Definition>>();
  const values = new Map<string, Definition>();
  const make = (decl: DefineDecl | ValueDecl): Definition => {
    const d: Definition = { name: decl.name, ownDepth: 0, uses: [] };
    byDecl.set(decl, d);
    return d;
  };
  for (const d of tables.defines) globals.set(d.name, make(d.decl));
  for (const v of tables.values) values.set(v.name, make(v.decl));
  for (const p of tables.phases) {
    const local = new Map<string, Definition>();
    for (const d of p.defines) local.set(d.name, make(d.decl));
    phaseLocal.set(p.name, local);
  }
  return { byDecl, globals, phaseLocal, values };
}

/**
 * Reports the first place whose depth, definitions followed, passes LIMITS.tree, and returns
 * false then (the checker must not run); true when every tree is shallow enough.
 */
export function checkDepth(tables: Tables, sink: DiagnosticSink): boolean {
  const { byDecl, globals, phaseLocal, values } = definitions(tables);
  /** Trees outside any definition: moves, hooks, scoring, ... */
  const top: Definition = { name: tables.file.id, ownDepth: 0, uses: [] };

  // One walk of the file: each node's depth within its definition (or the top), and every use.
  type Frame = [unknown, number, Definition, string | undefined];
  const stack: Frame[] = [[tables.file.declarations, 0, top, undefined]];
  for (let f = stack.pop(); f !== undefined; f = stack.pop()) {
    const [value, depth, owner, phase] = f;
    if (typeof value !== 'object' || value === null) continue;
    if (Array.isArray(value)) {
      for (const v of value) stack.push([v, depth, owner, phase]);
      continue;
    }
    if (!isNode(value)) {
      for (const child of Object.values(value)) stack.push([child, depth, owner, phase]);
      continue;
    }
    const declared = byDecl.get(value as DefineDecl | ValueDecl);
    const here = declared ?? owner;
    const d = declared === undefined ? depth + 1 : 0;
    here.ownDepth = Math.max(here.ownDepth, d);
    const inPhase = value.kind === 'PhaseDecl' ? (value as PhaseDecl).name.text : phase;
    if (value.kind === 'Reference' || value.kind === 'Member') {
      const name =
        value.kind === 'Reference'
          ? (value as unknown as { name: Name }).name.text
          : (value as unknown as { member: Name }).member.text;
      const target =
        value.kind === 'Member'
          ? values.get(name)
          : ((inPhase === undefined ? undefined : phaseLocal.get(inPhase)?.get(name)) ??
            globals.get(name));
      if (target !== undefined) here.uses.push({ depth: d, target, range: value.range });
    }
    for (const [key, child] of Object.entries(value)) {
      if (key !== 'range') stack.push([child, d, here, inPhase]);
    }
  }

  // Each definition's depth with what it uses, in post-order without recursion. A use that
  // closes a cycle counts nothing more: the checker reports the cycle itself.
  const full = new Map<Definition, number>();
  const open = new Set<Definition>();
  const depthOf = (root: Definition): number => {
    const work: [Definition, boolean][] = [[root, false]];
    for (let w = work.pop(); w !== undefined; w = work.pop()) {
      const [def, expanded] = w;
      if (full.has(def)) continue;
      if (expanded) {
        open.delete(def);
        let deepest = def.ownDepth;
        for (const use of def.uses)
          deepest = Math.max(deepest, use.depth + (full.get(use.target) ?? 0));
        full.set(def, deepest);
        continue;
      }
      open.add(def);
      work.push([def, true]);
      for (const use of def.uses) {
        if (!full.has(use.target) && !open.has(use.target)) work.push([use.target, false]);
      }
    }
    return full.get(root) ?? 0;
  };

  // Report at the outermost place where the limit is passed: the use whose definition makes it so.
  for (const def of [top, ...byDecl.values()]) {
    if (depthOf(def) <= LIMITS.tree) continue;
    const use = def.uses.find((u) => u.depth + (full.get(u.target) ?? 0) > LIMITS.tree);
    if (use === undefined) continue; // its own tree, which parse() has already reported
    sink.error(
      'too-deeply-nested',
      use.range,
      `'${use.target.name.text}' stands for an expression that, with the definitions it uses in turn, nests more than ${LIMITS.tree} levels deep here; make the definitions shallower`,
    );
    return false;
  }
  return true;
}
