// The `known` facts of a rules file as one number: how many of them a state breaks. A bot's guess
// at the hidden cards (the runtime's determinizer) deals until none is broken, and between two
// guesses that break some it keeps the one that breaks fewer, so a fact is counted finely where
// its form allows: `all(x in C: P)` counts each x for which P fails, `A and B` counts each side,
// and anything else counts 1 when false. Zero exactly when every fact holds.

import type { Expression } from '@orrery/rules-lang';
import type { GenContext } from '../context';
import type { Ir } from './expr';
import { lowerExpr } from './lower-expr';

const ZERO: Ir = { kind: 'number', value: 0 };
const ONE: Ir = { kind: 'number', value: 1 };

/** How many parts of the flag `fact` fail, as a number: 0 when it holds. */
export function brokenParts(fact: Ir): Ir {
  if (fact.kind === 'aggregate' && fact.op === 'all' && fact.body !== undefined) {
    return { ...fact, op: 'sum', body: brokenParts(fact.body) };
  }
  if (fact.kind === 'logic' && fact.op === 'and') {
    return {
      kind: 'arithmetic',
      op: '+',
      left: brokenParts(fact.left),
      right: brokenParts(fact.right),
    };
  }
  return { kind: 'conditional', condition: fact, then: ZERO, otherwise: ONE };
}

/** The rules file's facts, each lowered, as one count of broken parts; undefined without any. */
export function brokenFacts(ctx: GenContext): { ir: Ir; at: Expression } | undefined {
  const facts = ctx.game.known;
  if (facts.length === 0) return undefined;
  const ir = facts
    .map((k) => brokenParts(lowerExpr(ctx, k.fact)))
    .reduce((sum, next): Ir => ({ kind: 'arithmetic', op: '+', left: sum, right: next }));
  return { ir, at: facts[0]!.fact };
}
