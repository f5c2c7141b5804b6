// The zones of a generated engine: how it keeps each (ir/tables.ts: the layout the runtime reads
// them by), and the kernels that make and copy them with every field named, so all zones share
// one shape.

import type { GenContext } from '../context';
import { zoneTables } from '../ir/tables';
import { functionText, type Declaration } from '../module';
import { access, camel, key, quote } from '../naming';

export function emitZones(ctx: GenContext): Declaration[] {
  const g = ctx.game;
  const layout = zoneTables(ctx).map(
    (z) =>
      `  { name: ${quote(z.name)}, key: ${quote(z.key)}, title: ${quote(z.title)}, owner: ${quote(z.owner)}, visibility: ${quote(z.visibility)}, sorted: ${z.sorted},${z.spread === true ? ' spread: true,' : ''}${z.revealable === true ? ' revealable: true,' : ''} bag: ${z.bag} },`,
  );
  const empty = g.zones.map((z) => {
    const count = z.owner === 'seat' ? 'seats' : z.owner === 'team' ? 'teams' : undefined;
    if (ctx.bags.has(z.name))
      return `    ${key(camel(z.name))}: new Int32Array(${count} * ${ctx.bagWords}),`;
    return `    ${key(camel(z.name))}: ${count === undefined ? '[]' : `emptyLists(${count})`},`;
  });
  const copies = g.zones.map((z) => {
    const k = camel(z.name);
    return z.owner === 'shared' || ctx.bags.has(z.name)
      ? `    ${key(k)}: ${access('z', k)}.slice(),`
      : `    ${key(k)}: cloneLists(${access('z', k)}),`;
  });
  return [
    {
      name: 'ZONES',
      text: [
        '/** Every zone: whose it is, who sees it, whether it is a bag; the words of a bag an owner. */',
        'const ZONES = new ZoneLayout([',
        ...layout,
        `], ${ctx.bagWords});`,
      ].join('\n'),
    },
    {
      name: 'emptyZones',
      text: functionText(
        { name: 'emptyZones' },
        [
          ['seats', 'number'],
          ['teams', 'number'],
        ],
        'Zones',
        ['  return {', ...empty, '  };'],
      ),
    },
    {
      name: 'cloneZones',
      text: functionText({ name: 'cloneZones' }, [['z', 'Zones']], 'Zones', [
        '  return {',
        ...copies,
        '  };',
      ]),
    },
  ];
}
