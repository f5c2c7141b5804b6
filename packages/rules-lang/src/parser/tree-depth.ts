// How deep a syntax tree goes, measured without recursion: a chain of operators folds into a
// tree as deep as the chain is long, and nested chains multiply, so a file the parser read
// without trouble can still be too deep for the passes after it, which recurse once a level.

import type { GameFile, Node } from '../ast/ast';
import { LIMITS } from '../limits';

export const NESTED_TOO_DEEP_TREE = `this expression is more than ${LIMITS.tree} levels deep (each operator of a chain counts one); split it up with 'define' or 'let'`;

function isNode(value: object): value is Node {
  return 'kind' in value && 'range' in value;
}

/** The first node (depth first) more than LIMITS.tree nodes below the file, or undefined. */
export function tooDeepNode(file: GameFile): Node | undefined {
  const stack: [unknown, number][] = [[file, 0]];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [value, depth] = top;
    if (typeof value !== 'object' || value === null) continue;
    if (Array.isArray(value)) {
      for (const v of value) stack.push([v, depth]);
      continue;
    }
    const d = isNode(value) ? depth + 1 : depth;
    if (d > LIMITS.tree) return value as Node;
    for (const [key, child] of Object.entries(value)) if (key !== 'range') stack.push([child, d]);
  }
  return undefined;
}
