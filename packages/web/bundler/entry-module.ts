// The generated entry module of one game's bundle: its engine, the generic element's boot and
// the one art set its rules file names. The same text for `orrery bundle`, `nx build web` and
// the playground, so every bundle is made one way.

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ART_MODULES, GENERIC_ART } from '../src/art/sets';
import type { GamePlan } from './plan';

const WEB_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

export function entryModule(plan: GamePlan): string {
  const art = (plan.look.art !== undefined && ART_MODULES[plan.look.art]) || GENERIC_ART;
  const q = JSON.stringify;
  // The icons the rules file's look names: the only ones, with the art set's own, it carries.
  const icons = [
    ...new Set(
      Object.values(plan.look.suits).flatMap((s) =>
        s.symbol.kind === 'icon' ? [s.symbol.icon] : [],
      ),
    ),
  ].sort();
  const local = (icon: string) => icon.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  const iconLines =
    icons.length === 0
      ? []
      : [
          `import { ${icons.map(local).join(', ')} } from ${q(path.join(WEB_SRC, 'art', 'icon-shapes.ts'))};`,
          `import { useIcons } from ${q(path.join(WEB_SRC, 'art', 'icons.ts'))};`,
          `useIcons({ ${icons.map((i) => `${q(i)}: ${local(i)}`).join(', ')} });`,
        ];
  return [
    `// The <${plan.tag}> bundle's entry, written by @orrery/web's bundler from ${plan.label}. DO NOT EDIT.`,
    // First: in the bots' worker, the stand-ins for the page names the element reads as it loads.
    `import ${q(path.join(WEB_SRC, 'worker-stand-ins.ts'))};`,
    `import { engine } from ${q(plan.engineEntry)};`,
    `import { bootGame } from ${q(path.join(WEB_SRC, 'boot.ts'))};`,
    ...iconLines,
    '',
    'bootGame({',
    `  tag: ${q(plan.tag)},`,
    '  engine,',
    `  look: ${q(plan.look)},`,
    `  art: () => import(${q(path.join(WEB_SRC, 'art', art.file))}).then((m) => m.${art.name}),`,
    '  moduleUrl: import.meta.url,',
    '});',
    '',
  ].join('\n');
}
