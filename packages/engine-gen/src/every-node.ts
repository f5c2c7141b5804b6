// A walk over rules-language AST nodes, for the generator's questions about an expression
// ("does it read the state?", "does it read anything but this card?").

/** What a test says of a node: look inside it, accept it without looking inside, or fail. */
export type Verdict = 'look-inside' | 'accept' | 'fail';

/**
 * Whether `test` passes every node under `root`: objects and arrays are walked, source ranges
 * skipped, and the walk stops at the first failure.
 */
export function everyNode(
  root: unknown,
  test: (node: { readonly kind?: string }) => Verdict,
): boolean {
  const visit = (node: unknown): boolean => {
    if (node === null || typeof node !== 'object') return true;
    if (Array.isArray(node)) return node.every(visit);
    const verdict = test(node as { kind?: string });
    if (verdict !== 'look-inside') return verdict === 'accept';
    return Object.entries(node).every(([k, v]) => k === 'range' || visit(v));
  };
  return visit(root);
}
