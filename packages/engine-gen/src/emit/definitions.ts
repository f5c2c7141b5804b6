// Variables, definitions and card values of a generated engine.

import {
  defineFunction,
  type Expression,
  type Name,
  type Reference,
  type ResolvedValue,
  type ResolvedVariable,
  type Type,
} from '@orrery/rules-lang';
import { everyNode } from '../every-node';
import type { GenContext } from '../context';
import { bind, byValue, expr, type Place } from '../compile-expr';
import { identifier } from '../escape';
import { functionText, type Declaration } from '../module';
import { access, key } from '../naming';

export function emitDefinitions(ctx: GenContext): Declaration[] {
  const g = ctx.game;
  const moving: Place = { ctx, seat: 's.seat', team: 'teamOf(s, s.seat)' };
  const defines = [...g.defines, ...g.phases.flatMap((p) => p.defines)].map((d): Declaration => ({
    name: identifier(defineFunction(d)),
    text: functionText(
      { doc: `/** ${d.name} ${ctx.line(d.decl.range)} */`, name: identifier(defineFunction(d)) },
      [['s', 'State']],
      undefined,
      [`  return ${expr(moving, d.body)};`],
    ),
  }));
  const values = g.values.flatMap((v): Declaration[] => {
    const cardVar = bind(ctx, v.card);
    const body = expr({ ctx, seat: undefined, team: undefined }, v.body);
    const name = `val_${identifier(v.name.replace(/-/g, '_'))}`;
    if (!isStatic(ctx, v.body)) {
      return [
        {
          name,
          text: functionText(
            { doc: `/** ${v.name} of a card ${ctx.line(v.decl.range)} */`, name },
            [
              ['s', 'State'],
              [cardVar, 'number'],
            ],
            'number',
            [`  return ${body};`],
          ),
        },
      ];
    }
    return [
      {
        name: valueTable(v.name),
        text: [
          `/** ${v.name} of each card ${ctx.line(v.decl.range)} */`,
          `const ${valueTable(v.name)}: readonly number[] = DECK.ids.map((_, ${cardVar}) => ${body});`,
        ].join('\n'),
      },
      {
        name,
        text: [
          `function ${name}(_s: State, c: number): number {`,
          `  return ${valueTable(v.name)}[c]!;`,
          '}',
        ].join('\n'),
      },
    ];
  });
  return [...defines, ...values, ...emitVariables(ctx)];
}

/** Which lifetimes have variables to reset: `hand`, `trick`, `turn`. */
export function resets(ctx: GenContext, life: 'hand' | 'trick' | 'turn'): string | undefined {
  return ctx.variables.some(({ variable }) => variable.lifetime === life)
    ? `reset${life.charAt(0).toUpperCase()}${life.slice(1)}Variables`
    : undefined;
}

/**
 * The variables' kernels: their starting values and a deep copy, and `resetHandVariables` (and
 * for a trick, a turn) giving those of that lifetime their starting values again.
 */
function emitVariables(ctx: GenContext): Declaration[] {
  const place: Place = { ctx, seat: undefined, team: undefined };
  const byLifetime = (life: string) =>
    ctx.variables
      .filter(({ variable }) => variable.lifetime === life)
      .map(({ variable, key: k }) => {
        const ref = access('s.v', k);
        const { kind } = variable.type;
        if (variable.owner === 'shared' || kind === 'set' || kind === 'list')
          return `  ${ref} = ${initial(place, variable)};`;
        // One plain value per seat or team: written over in place, no new array every hand.
        const one =
          variable.initial === undefined
            ? defaultValue(variable.type)
            : expr(place, variable.initial);
        return `  for (let k = 0, a = ${ref}; k < a.length; k++) a[k] = ${one};`;
      });
  const all = ctx.variables.map(
    ({ variable, key: k }) => `    ${key(k)}: ${initial(place, variable)},`,
  );
  const copies = ctx.variables.map(({ variable, key: k }) => {
    const nested = variable.type.kind === 'set' || variable.type.kind === 'list';
    const ref = access('v', k);
    if (variable.owner === 'shared') return `    ${key(k)}: ${nested ? `${ref}.slice()` : ref},`;
    return `    ${key(k)}: ${nested ? `cloneLists(${ref})` : `${ref}.slice()`},`;
  });
  const lifetimes = (['hand', 'trick', 'turn'] as const).flatMap((life): Declaration[] => {
    const name = resets(ctx, life);
    return name === undefined
      ? []
      : [{ name, text: functionText({ name }, [['s', 'State']], 'void', byLifetime(life)) }];
  });
  return [
    {
      name: 'initialVariables',
      text: functionText({ name: 'initialVariables' }, [['s', "Omit<State, 'v'>"]], 'Variables', [
        `  return ${all.length === 0 ? '{}' : `{\n${all.join('\n')}\n  }`};`,
      ]),
    },
    {
      name: 'cloneVariables',
      text: functionText({ name: 'cloneVariables' }, [['v', 'Variables']], 'Variables', [
        `  return ${copies.length === 0 ? '{}' : `{\n${copies.join('\n')}\n  }`};`,
      ]),
    },
    ...lifetimes,
  ];
}

function initial(place: Place, v: ResolvedVariable): string {
  const one = v.initial === undefined ? defaultValue(v.type) : byValue(place, v.initial);
  if (v.owner === 'shared') return one;
  const count = v.owner === 'seat' ? 's.seats' : 's.teams';
  return `perOwner(${count}, () => ${one})`;
}

function defaultValue(t: Type): string {
  switch (t.kind) {
    case 'number':
      return '0';
    case 'flag':
      return 'false';
    case 'set':
    case 'list':
      return '[]';
    case 'rank':
      return '0';
    default:
      return '-1';
  }
}

/** The table of a value that depends on the card alone, one entry a card: `VALUE_POINTS`. */
export function valueTable(value: string): string {
  return identifier(`VALUE_${value.replace(/-/g, '_').toUpperCase()}`);
}

/** Whether an expression depends on the card alone, so it can be a constant table. */
export function isStatic(ctx: GenContext, e: Expression): boolean {
  return everyNode(e, (node) => {
    if (node.kind === 'Reference') {
      const sym = ctx.game.symbolOf(node as Reference);
      if (['option', 'variable', 'define', 'zone'].includes(sym.kind)) return 'fail';
      if (sym.kind === 'builtin' && !['true', 'false', 'suits', 'wild'].includes(sym.name))
        return 'fail';
      if (sym.kind === 'value' && !staticValue(ctx, sym.value)) return 'fail';
      return 'accept';
    }
    if (node.kind === 'Member') {
      const m = node as { object: Expression; member: Name };
      const sym = ctx.game.symbolOf(m.member);
      if (sym.kind === 'value' && !staticValue(ctx, sym.value)) return 'fail';
      return isStatic(ctx, m.object) ? 'accept' : 'fail';
    }
    return 'look-inside';
  });
}

const staticValues = new WeakMap<ResolvedValue, boolean>();

/**
 * Whether a card value depends on the card alone, worked out once a value: a value that uses
 * another twice (`c.a + c.a`) would otherwise be walked 2^n times n values deep.
 */
function staticValue(ctx: GenContext, value: ResolvedValue): boolean {
  const known = staticValues.get(value);
  if (known !== undefined) return known;
  staticValues.set(value, false); // a cycle, which the checker refuses
  const result = isStatic(ctx, value.body);
  staticValues.set(value, result);
  return result;
}
