// Conditions compared as IR: two `when`s are the same condition when their IR is, however they
// were written, and `not x` is the other side of `x`. The listing shares a condition several
// moves test, and knows a phase always offers a move when one move's `when` is another's
// negation. Both back ends ask this of the IR they play (the printer's after every pass, the
// interpreter's after storage), so a pass that rewrites a condition rewrites both sides alike.

import type { Ir, Local } from './expr';

/** Locals are compared by identity: two loops may bind the same name. */
const localIds = new WeakMap<Local, number>();

// A WeakMap has no size: count the locals named so far ourselves.
let named = 0;
function idOf(local: Local): number {
  let id = localIds.get(local);
  if (id === undefined) {
    id = named++;
    localIds.set(local, id);
  }
  return id;
}

/** Only a local has a `text`: an IR node has a `kind`. */
function isLocal(value: unknown): value is Local {
  return typeof value === 'object' && value !== null && typeof (value as Local).text === 'string';
}

/**
 * A key equal for equal IR: every node's fields, a definition by its name and phase (not the
 * tree it was declared with, which says where it was written), a local by which one it is.
 */
export function conditionKey(e: Ir): string {
  return JSON.stringify(e, (field, value: unknown) => {
    if (field === 'define') {
      const d = value as { readonly name: string; readonly phase: string | undefined };
      return `define ${d.phase ?? ''} ${d.name}`;
    }
    return isLocal(value) ? `local ${idOf(value)}` : value;
  });
}

/** `x` of `not x`, and whether it was negated; any other condition as it is. */
export function positive(e: Ir): { readonly condition: Ir; readonly negated: boolean } {
  return e.kind === 'not'
    ? { condition: e.operand, negated: true }
    : { condition: e, negated: false };
}

/** Whether `b` is `not a`. */
export function negates(b: Ir, a: Ir): boolean {
  const pb = positive(b);
  return pb.negated && conditionKey(pb.condition) === conditionKey(a);
}
