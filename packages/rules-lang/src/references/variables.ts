// Variables and records: their value types and lifetimes.

import type { TypeName, VariableDecl } from '../ast/ast';
import type { ResolvedVariable } from '../model/model';
import { T, listOf, setOf, type Type } from '../model/types';

export function variableType(t: TypeName): Type {
  if (t.kind === 'set' || t.kind === 'list') {
    const of: Type = T[t.of];
    return t.kind === 'set' ? setOf(of) : listOf(of);
  }
  return T[t.kind];
}

export function resolveVariable(decl: VariableDecl, phase: string | undefined): ResolvedVariable {
  return {
    name: decl.name.text,
    title: decl.title,
    storage: decl.storage,
    owner: decl.owner,
    type: variableType(decl.type),
    initial: decl.initial,
    lifetime: decl.lifetime,
    phase,
    decl,
  };
}
