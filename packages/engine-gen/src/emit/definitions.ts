// Variables, definitions and card values of a generated engine.

import { defineFunction, type ResolvedVariable, type Type } from '@orrery/rules-lang';
import type { GenContext } from '../context';
import { valueTable } from '../value-tables';
import { staticValues } from '../ir/passes';
import { bind, byValue, expr, type Place } from '../compile-expr';
import { identifier } from '../escape';
import { fn, functionText, type Declaration } from '../module';
import { access, key } from '../naming';
import { entry, objectText, type Kernels } from './kernels';

export function emitDefinitions(ctx: GenContext): Kernels {
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
    if (!staticValues(ctx)(v.name)) {
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
    ];
  });
  const variables = emitVariables(ctx);
  return {
    declarations: [...defines, ...values, ...variables.declarations],
    entries: variables.entries,
  };
}

/** Which lifetimes have variables to reset: `hand`, `trick`, `turn`. */
export function resets(ctx: GenContext, life: 'hand' | 'trick' | 'turn'): string | undefined {
  return ctx.variables.some(({ variable }) => variable.lifetime === life)
    ? `reset${life.charAt(0).toUpperCase()}${life.slice(1)}Variables`
    : undefined;
}

/**
 * The variables' kernels: the starting value of each the rules file gives one (the shell makes
 * and copies `state.v` from the variable tables, every other at its type's nothing), and
 * `resetHandVariables` (and for a trick, a turn) giving those of that lifetime their starting
 * values again.
 */
function emitVariables(ctx: GenContext): Kernels {
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
  const out: Kernels = { declarations: [], entries: [] };
  const starts = ctx.variables.flatMap(({ variable, key: k }) => {
    if (variable.initial === undefined) return [];
    const name = `initial_${identifier(k)}`;
    out.declarations.push(
      fn(
        name,
        [['s', "Omit<State, 'v'>"]],
        'unknown',
        [`  return ${byValue(place, variable.initial)};`],
        `/** What ${variable.name} starts at${variable.owner === 'shared' ? '' : `, for each ${variable.owner}`} ${ctx.line(variable.initial.range)} */`,
      ),
    );
    return [entry(key(k), name)];
  });
  if (starts.length > 0) out.entries.push(`starts: ${objectText(starts)}`);
  const resetEntries = (['hand', 'trick', 'turn'] as const).flatMap((life) => {
    const name = resets(ctx, life);
    if (name === undefined) return [];
    out.declarations.push({
      name,
      text: functionText({ name }, [['s', 'State']], 'void', byLifetime(life)),
    });
    return [`${life}: ${name}`];
  });
  if (resetEntries.length > 0) out.entries.push(`resets: ${objectText(resetEntries)}`);
  return out;
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
