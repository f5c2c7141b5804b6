// Conditions compared as trees: two `when`s are the same condition when their trees are, however
// they were written or compiled, and `not x` is the other side of `x`. The listing shares a
// condition several moves test, and knows a phase always offers a move when one move's `when` is
// another's negation.

import type { Expression } from '@orrery/rules-lang';

/**
 * A key equal for equal trees: every field of every node but where it was written (`range`)
 * and what the checker found its type to be (`type`), which follow from the rest.
 */
export function conditionKey(e: Expression): string {
  return JSON.stringify(e, (field, value: unknown) =>
    field === 'range' || field === 'type' ? undefined : value,
  );
}

/** `x` of `not x`, and whether it was negated; any other condition as it is. */
export function positive(e: Expression): {
  readonly condition: Expression;
  readonly negated: boolean;
} {
  return e.kind === 'Unary' && e.op === 'not'
    ? { condition: e.operand, negated: true }
    : { condition: e, negated: false };
}

/** Whether `b` is `not a`. */
export function negates(b: Expression, a: Expression): boolean {
  const pb = positive(b);
  return pb.negated && conditionKey(pb.condition) === conditionKey(a);
}
