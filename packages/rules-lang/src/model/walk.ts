// A generic walk over AST nodes: every object with a `kind` below `root`, in source order.

import type { Node } from '../ast/ast';

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && 'kind' in value && 'range' in value;
}

/** Calls `visit` on `root` and every node below it; `visit` returns false to skip a subtree. */
export function walk(root: unknown, visit: (node: Node) => boolean | void): void {
  if (Array.isArray(root)) {
    for (const item of root) walk(item, visit);
    return;
  }
  if (typeof root !== 'object' || root === null) return;
  if (isNode(root) && visit(root) === false) return;
  for (const [key, child] of Object.entries(root)) {
    if (key === 'range' || typeof child !== 'object' || child === null) continue;
    walk(child, visit);
  }
}
