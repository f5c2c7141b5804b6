// The workspace's package.json files, read as data: which packages exist, which of them are
// engines, and which engines each other package declares it depends on.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { enginesFolder, repoRoot } from '../paths';

export const DEPENDENCY_FIELDS = [
  'dependencies',
  'devDependencies',
  'peerDependencies',
  'optionalDependencies',
] as const;

export type DependencyField = (typeof DEPENDENCY_FIELDS)[number];

export interface Manifest {
  /** The folder, from the repository root: `packages/harness`. */
  readonly folder: string;
  readonly name: string;
  readonly fields: Readonly<Record<DependencyField, readonly string[]>>;
}

/** One package's manifest, or `undefined` when the folder holds no package.json. */
export function readManifest(folder: string): Manifest | undefined {
  const file = path.join(repoRoot, folder, 'package.json');
  if (!existsSync(file)) return undefined;
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const names = (field: DependencyField): string[] =>
    Object.keys((json[field] as Record<string, string> | undefined) ?? {}).sort();
  return {
    folder,
    name: String(json['name']),
    fields: {
      dependencies: names('dependencies'),
      devDependencies: names('devDependencies'),
      peerDependencies: names('peerDependencies'),
      optionalDependencies: names('optionalDependencies'),
    },
  };
}

/** The manifests of the package folders directly under `parent` (from the repository root). */
export function manifestsUnder(parent: string): Manifest[] {
  return readdirSync(path.join(repoRoot, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => readManifest(path.posix.join(parent, entry.name)))
    .filter((m): m is Manifest => m !== undefined)
    .sort((a, b) => a.folder.localeCompare(b.folder));
}

/** The package names of the concrete engines: one per folder of packages/engines. */
export function engineNames(): Set<string> {
  const under = path.relative(repoRoot, enginesFolder);
  return new Set(manifestsUnder(under).map((m) => m.name));
}

export interface EngineDependency {
  readonly folder: string;
  readonly field: DependencyField;
  readonly engine: string;
}

/** Every concrete engine `manifest` declares, field by field. */
export function engineDependencies(
  manifest: Manifest,
  engines: ReadonlySet<string>,
): EngineDependency[] {
  return DEPENDENCY_FIELDS.flatMap((field) =>
    manifest.fields[field]
      .filter((name) => engines.has(name))
      .map((engine) => ({ folder: manifest.folder, field, engine })),
  );
}
