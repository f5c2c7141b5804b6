// A custom-elements.json for the tags of a bundle. Each tag is the generic OrreryGame with its
// own `--<tag>-*` properties: its attributes, events, parts and public members are copied from
// the package's manifest (what the Custom Elements Manifest analyzer read from OrreryGame's
// JSDoc), its CSS properties from the theme, so nothing here is written by hand per game.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { THEME_PROPERTIES } from '../src/elements/theme-properties';
import { THEME_PROPERTY_DOCS } from '../src/elements/theme-property-docs';
import type { GamePlan } from './plan';

const PACKAGE_MANIFEST = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../custom-elements.json',
);

interface Declaration {
  readonly name: string;
  readonly description?: string;
  readonly attributes?: unknown[];
  readonly events?: unknown[];
  readonly cssParts?: unknown[];
  readonly members?: { readonly privacy?: string; readonly name: string }[];
  readonly [key: string]: unknown;
}

function orreryGame(): Declaration {
  const manifest = JSON.parse(readFileSync(PACKAGE_MANIFEST, 'utf8')) as {
    modules: { declarations?: Declaration[] }[];
  };
  for (const m of manifest.modules)
    for (const d of m.declarations ?? []) if (d.name === 'OrreryGame') return d;
  throw new Error(`${PACKAGE_MANIFEST} has no OrreryGame: run 'npm run manifest -w @orrery/web'`);
}

/** `spades-game` → `SpadesGame` */
export function className(tag: string): string {
  return tag.replace(/(^|-)([a-z0-9])/g, (_m, _d: string, c: string) => c.toUpperCase());
}

export function elementManifest(plans: readonly GamePlan[]): object {
  const base = orreryGame();
  return {
    schemaVersion: '1.0.0',
    readme: '',
    modules: plans.map((plan) => {
      const name = className(plan.tag);
      const module = `${plan.tag}.js`;
      return {
        kind: 'javascript-module',
        path: module,
        declarations: [
          {
            kind: 'class',
            name,
            tagName: plan.tag,
            customElement: true,
            summary: `${plan.title}, playable from one tag.`,
            description: `<${plan.tag}>: ${plan.title}, bundled from ${path.basename(plan.rulesFile)}. ${base.description ?? ''}`,
            attributes: base.attributes ?? [],
            events: base.events ?? [],
            cssParts: base.cssParts ?? [],
            cssProperties: Object.entries(THEME_PROPERTIES).map(([what, p]) => ({
              name: `--${plan.tag}-${what}`,
              description: `${THEME_PROPERTY_DOCS[what] ?? what} (default ${p.fallback})`,
              default: p.fallback,
            })),
            members: (base.members ?? []).filter(
              (m) => m.privacy === undefined && !m.name.startsWith('#'),
            ),
            superclass: { name: 'OrreryGame', package: '@orrery/web' },
          },
        ],
        exports: [
          { kind: 'js', name, declaration: { name, module } },
          { kind: 'custom-element-definition', name: plan.tag, declaration: { name, module } },
        ],
      };
    }),
  };
}
