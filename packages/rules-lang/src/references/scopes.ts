// Local scopes (let, for, parameters, aggregate and ranking variables) and the resolution order
// of SEMANTICS.md "Names": locals, phase-locals, game-level names, deck names, built-ins.

import type { Name } from '../ast/ast';
import type { DiagnosticSink } from '../diagnostics';
import type { BuiltinName, ResolvedPhase, Symbol } from '../model/model';
import { T, setOf, type Type } from '../model/types';
import type { Tables } from './tables';

export class Scope {
  private readonly names = new Map<string, Symbol>();
  constructor(private readonly parent: Scope | undefined = undefined) {}

  child(): Scope {
    return new Scope(this);
  }

  /** Declares a local; a second one of the same name in the same scope is `duplicate-name`. */
  declare(name: Name, symbol: Symbol, sink: DiagnosticSink): void {
    if (this.names.has(name.text)) {
      sink.error(
        'duplicate-name',
        name.range,
        `'${name.text}' is already declared here`,
        'choose another name',
      );
      return;
    }
    this.names.set(name.text, symbol);
  }

  lookup(name: string): Symbol | undefined {
    return this.names.get(name) ?? this.parent?.lookup(name);
  }

  visible(): string[] {
    return [...this.names.keys(), ...(this.parent?.visible() ?? [])];
  }
}

export const BUILTIN_TYPES: Readonly<Record<BuiltinName, Type>> = {
  seat: T.seat,
  team: T.team,
  dealer: T.seat,
  'seat-count': T.number,
  'hand-number': T.number,
  'hand-score': { kind: 'per', owner: 'team', of: T.number },
  total: { kind: 'per', owner: 'team', of: T.number },
  deck: T.cards,
  suits: setOf(T.suit),
  teams: setOf(T.team),
  'all-seats': setOf(T.seat),
  opponents: setOf(T.seat),
  partners: setOf(T.seat),
  led: T.card,
  winner: T.seat,
  true: T.flag,
  false: T.flag,
  wild: T.flag,
};

/** The spelling in a rules file: `all seats` is two words. */
export function builtinName(text: string): BuiltinName | undefined {
  const normal = text.replace(/\s+/g, '-');
  if (normal === 'wild') return undefined; // only after `is`
  return Object.hasOwn(BUILTIN_TYPES, normal) ? (normal as BuiltinName) : undefined;
}

/** Every meaning a bare name could have here, innermost first. */
export function candidates(
  text: string,
  scope: Scope,
  phase: ResolvedPhase | undefined,
  tables: Tables,
): Symbol[] {
  const found: Symbol[] = [];
  const push = (s: Symbol | undefined): void => {
    if (s !== undefined) found.push(s);
  };
  push(scope.lookup(text));
  if (phase !== undefined) push(tables.phaseLocals.get(phase.name)?.get(text));
  push(tables.globals.get(text));
  const deck = tables.deckSymbols;
  push(deck.suit.get(text));
  push(deck.rank.get(text));
  push(deck.group.get(text));
  push(deck.card.get(text));
  push(deck.kind.get(text));
  const builtin = builtinName(text);
  if (builtin !== undefined)
    found.push({ kind: 'builtin', name: builtin, type: BUILTIN_TYPES[builtin] });
  return found;
}

/** Every bare name visible here, for suggestions. */
export function visibleNames(
  scope: Scope,
  phase: ResolvedPhase | undefined,
  tables: Tables,
): string[] {
  const deck = tables.deckSymbols;
  return [
    ...scope.visible(),
    ...(phase === undefined ? [] : [...(tables.phaseLocals.get(phase.name)?.keys() ?? [])]),
    ...tables.globals.keys(),
    ...deck.suit.keys(),
    ...deck.rank.keys(),
    ...deck.group.keys(),
    ...deck.card.keys(),
    ...deck.kind.keys(),
    ...Object.keys(BUILTIN_TYPES).filter((b) => b !== 'wild' && b !== 'all-seats'),
  ];
}
