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
  return [
    `// The <${plan.tag}> bundle's entry, written by @orrery/web's bundler from ${plan.label}. DO NOT EDIT.`,
    `import { engine } from ${q(plan.engineEntry)};`,
    `import { bootGame } from ${q(path.join(WEB_SRC, 'boot.ts'))};`,
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
