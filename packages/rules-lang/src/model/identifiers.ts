// How a rules-file name becomes a name in a generated engine's TypeScript. The checker and the
// generator share these functions: the checker reports two declarations that come out as one
// name (`name-collision`, validation/check-collisions.ts), so the generator may trust that every
// name it writes from them is unique. Rules-file names are `[a-z][a-z0-9]*(-[a-z0-9]+)*`, so what
// these return is always a TypeScript identifier.

/** `first-dealer` → `firstDealer`. Not one to one: `pile-1` and `pile1` are both `pile1`. */
export function identifierOf(name: string): string {
  return name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** A phase's own `var` or `define` flattens into the game's names: `passes` of `play` is `play-passes`. */
export function scopedName(phase: string | undefined, name: string): string {
  return phase === undefined ? name : `${phase}-${name}`;
}

/** A zone's key in the state's `z` and in a view's `zones`. */
export function zoneKey(zone: { readonly name: string }): string {
  return identifierOf(zone.name);
}

/** A variable's or record's key in the state's `v`, a phase's own ones prefixed with the phase. */
export function variableKey(variable: {
  readonly name: string;
  readonly phase: string | undefined;
}): string {
  return identifierOf(scopedName(variable.phase, variable.name));
}

/** The function a definition compiles to, a phase's own ones prefixed with the phase. */
export function defineFunction(define: {
  readonly name: string;
  readonly phase: string | undefined;
}): string {
  return `def_${identifierOf(scopedName(define.phase, define.name))}`;
}

/**
 * Keys a move's public notation uses itself (`{ type: 'bid', seat: 2, points: 40 }`): a move
 * parameter of one of these names would be read as the other.
 */
export const MOVE_NOTATION_KEYS: readonly string[] = ['type', 'seat'];

/** The move every phase that plays tricks has without declaring it. */
export const TRICK_MOVE = 'play';

/**
 * Names every object of the engine already has (`constructor`, `toString`, ...). A key of one of
 * these names would read the inherited member wherever the key is missing (an option left out of
 * a setup's options), so no option, zone, variable or move parameter may become one.
 */
export const INHERITED_KEYS: ReadonlySet<string> = new Set(
  Object.getOwnPropertyNames(Object.prototype),
);
