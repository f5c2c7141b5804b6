// Names that the generated engine would hold as one. A rules file keeps `pile-1` and `pile1`
// apart, and a phase's own `passes` apart from a game-level `play-passes`, but the generator
// writes names as TypeScript identifiers (model/identifiers.ts), where each pair is one name:
// two zones would share one array, two variables one slot. Each namespace of the generated code
// is checked here; the second declaration of a pair is reported, naming the first.

import type { Name } from '../ast/ast';
import type { DiagnosticSink } from '../diagnostics';
import {
  defineFunction,
  INHERITED_KEYS,
  MOVE_NOTATION_KEYS,
  TRICK_MOVE,
  variableKey,
  zoneKey,
} from '../model/identifiers';
import type { Tables } from '../references/tables';

interface Declared {
  /** In the designer's words: `zone 'pile-1'`, `variable 'passes' of phase 'play'`. */
  readonly what: string;
  readonly name: Name;
  readonly identifier: string;
}

function described(kind: string, name: string, phase: string | undefined): string {
  return phase === undefined ? `${kind} '${name}'` : `${kind} '${name}' of phase '${phase}'`;
}

/** Reports a key that every object already has: see INHERITED_KEYS. */
function inherited(d: Declared, sink: DiagnosticSink): boolean {
  if (!INHERITED_KEYS.has(d.identifier)) return false;
  sink.error(
    'name-collision',
    d.name.range,
    `${d.what} becomes '${d.identifier}' in the generated engine, a name every JavaScript object already has`,
    'rename it',
  );
  return true;
}

/** Reports the later of every two declarations in `list` that share an identifier. */
function oneNamespace(list: readonly Declared[], sink: DiagnosticSink): void {
  const first = new Map<string, Declared>();
  const inOrder = [...list].sort((a, b) => a.name.range.start.offset - b.name.range.start.offset);
  for (const d of inOrder) {
    if (inherited(d, sink)) continue;
    const earlier = first.get(d.identifier);
    if (earlier === undefined) {
      first.set(d.identifier, d);
      continue;
    }
    const at = earlier.name.range.start;
    sink.error(
      'name-collision',
      d.name.range,
      `${d.what} and ${earlier.what} (line ${at.line}, column ${at.column}) both become '${d.identifier}' in the generated engine`,
      'rename one of them',
    );
  }
}

export function checkCollisions(tables: Tables, sink: DiagnosticSink): void {
  // Options keep their names as keys (`s.options["team-deck"]`), so only an inherited one meets.
  for (const o of tables.options) {
    inherited(
      { what: described('option', o.name, undefined), name: o.decl.name, identifier: o.name },
      sink,
    );
  }
  oneNamespace(
    tables.zones.map((z) => ({
      what: described('zone', z.name, undefined),
      name: z.decl.name,
      identifier: zoneKey(z),
    })),
    sink,
  );
  // Variables and records share the state's `v`, a phase's own ones prefixed with the phase.
  const variables = [...tables.variables, ...tables.phases.flatMap((p) => p.variables)];
  oneNamespace(
    variables.map((v) => ({
      what: described(v.storage === 'record' ? 'record' : 'variable', v.name, v.phase),
      name: v.decl.name,
      identifier: variableKey(v),
    })),
    sink,
  );
  const defines = [...tables.defines, ...tables.phases.flatMap((p) => p.defines)];
  oneNamespace(
    defines.map((d) => ({
      what: described('definition', d.name, d.phase),
      name: d.decl.name,
      identifier: defineFunction(d),
    })),
    sink,
  );
  for (const phase of tables.phases) {
    for (const move of phase.moves) {
      if (phase.tricks !== undefined && move.name === TRICK_MOVE) {
        sink.error(
          'name-collision',
          move.decl.name.range,
          `phase '${phase.name}' plays tricks, so it already has a move called '${TRICK_MOVE}' (a card played to the trick)`,
          'rename this move',
        );
      }
      for (const param of move.decl.params) {
        const what = `parameter '${param.name.text}' of move '${move.name}'`;
        if (inherited({ what, name: param.name, identifier: param.name.text }, sink)) continue;
        if (!MOVE_NOTATION_KEYS.includes(param.name.text)) continue;
        sink.error(
          'name-collision',
          param.name.range,
          `a move parameter cannot be called '${param.name.text}': a move written out, as in { "type": "${move.name}", ... }, already uses that key`,
          'rename the parameter',
        );
      }
    }
  }
}
