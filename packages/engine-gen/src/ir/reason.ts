// A `score` or `event` reason as IR: its text, `{points}`, and each placeholder's value with how
// it is shown to people, worked out from its type once, at lowering. Both back ends say it the
// same way (reason.ts prints it, interpret/reasons.ts plays it) from this alone.

import type { Template } from '@orrery/rules-lang';
import type { Ir } from './expr';
import { CannotLower, lowerExpr, type Lowering } from './lower-expr';

/** How a placeholder's value is shown: by the name people know it by, or a number as it is. */
export type Shown = 'team' | 'seat' | 'suit' | 'card' | 'rank' | 'number';

export type ReasonPart =
  | { readonly kind: 'text'; readonly text: string }
  /** `{points}`: the points the `score` statement adds. */
  | { readonly kind: 'points' }
  | { readonly kind: 'shown'; readonly as: Shown; readonly value: Ir };

export interface Reason {
  readonly parts: readonly ReasonPart[];
}

const SHOWN: ReadonlySet<string> = new Set<Shown>([
  'team',
  'seat',
  'suit',
  'card',
  'rank',
  'number',
]);

/** A reason lowered; `inScore` says whether `{points}` may appear (a `score` reason). */
export function lowerReason(l: Lowering, reason: Template, inScore: boolean): Reason {
  const parts = reason.parts.map((part): ReasonPart => {
    if (typeof part === 'string') return { kind: 'text', text: part };
    if (part.kind === 'ScoredPoints') {
      if (!inScore) throw new CannotLower('{points} is only said in a score reason', part);
      return { kind: 'points' };
    }
    const type = l.game.typeOf(part);
    if (!SHOWN.has(type.kind)) {
      throw new CannotLower(`a reason cannot show a ${type.kind} ('{${part.name.text}}')`, part);
    }
    return { kind: 'shown', as: type.kind as Shown, value: lowerExpr(l, part) };
  });
  return { parts };
}

/** The reason with `f` applied to each value it shows (how the expression passes reach it). */
export function mapReason(reason: Reason, f: (e: Ir) => Ir): Reason {
  return {
    parts: reason.parts.map((p) => (p.kind === 'shown' ? { ...p, value: f(p.value) } : p)),
  };
}
