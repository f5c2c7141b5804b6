// Issue 27: no game-agnostic package imports a concrete engine outside its tests and
// benchmarks, and the harness ↔ engine cycle is gone. Nx draws a project edge from a
// package.json dependency or from an import, so both are checked: every manifest of
// packages/* (but the engines) and apps/*, and every TypeScript file of the harness.

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { enginesFolder, repoRoot } from '../paths';
import { moduleSpecifiers, readSource, stringLiterals, typeScriptFiles } from './imports';
import {
  engineDependencies,
  engineNames,
  manifestsUnder,
  type DependencyField,
  type EngineDependency,
} from './manifests';

/**
 * The game-agnostic packages allowed to name concrete engines, the field, and why. Each entry
 * must still be needed (a stale one fails too), so the list only shrinks.
 */
const ALLOWED: readonly { folder: string; field: DependencyField; why: string }[] = [
  {
    folder: 'packages/bots',
    field: 'devDependencies',
    why: "its tests play every engine (src/fixtures/engines.ts) to show the bots legal and blind to others' cards",
  },
  {
    folder: 'packages/cli',
    field: 'dependencies',
    why: '`orrery sim|replay|record|play|bundle <game>` import `@orrery/engine-<game>` while they run, so the installed command carries the engines it can name',
  },
  {
    folder: 'packages/engine-gen',
    field: 'devDependencies',
    why: 'its tests compare what it compiles with the checked-in engines and exercise them',
  },
  {
    folder: 'packages/server',
    field: 'devDependencies',
    why: 'its room tests host one real engine',
  },
  {
    folder: 'packages/web',
    field: 'devDependencies',
    why: "its match tests drive the components with real engines' tables and refusals",
  },
];

/** Folders of packages that must know no game: everything in packages/ but the engines, and apps/. */
function gameAgnosticManifests() {
  const engines = path.relative(repoRoot, enginesFolder);
  return [...manifestsUnder('packages'), ...manifestsUnder('apps')].filter(
    (m) => m.folder !== engines,
  );
}

const show = (d: EngineDependency) => `${d.folder} ${d.field}: ${d.engine}`;

describe('package boundaries', () => {
  const engines = engineNames();
  const manifests = gameAgnosticManifests();
  const declared = manifests.flatMap((m) => engineDependencies(m, engines));
  const allowed = (d: EngineDependency) =>
    ALLOWED.some((a) => a.folder === d.folder && a.field === d.field);

  it('finds the engines and the game-agnostic packages', () => {
    expect(engines.size).toBeGreaterThan(0);
    expect(engines.has('@orrery/engine-gen')).toBe(false);
    const folders = manifests.map((m) => m.folder);
    expect(folders).toEqual(expect.arrayContaining(['packages/harness', 'packages/runtime']));
    expect(folders.some((f) => f.startsWith('packages/engines'))).toBe(false);
  });

  it('no game-agnostic package depends on a concrete engine but the listed exceptions', () => {
    expect(declared.filter((d) => !allowed(d)).map(show)).toEqual([]);
  });

  it('every exception is still needed and explains itself', () => {
    const stale = ALLOWED.filter(
      (a) => !declared.some((d) => d.folder === a.folder && d.field === a.field),
    );
    expect(stale.map((a) => `${a.folder} ${a.field}`)).toEqual([]);
    for (const a of ALLOWED) expect(a.why.length).toBeGreaterThan(20);
  });

  it('the harness declares no engine at all, not even for its tests', () => {
    expect(declared.filter((d) => d.folder === 'packages/harness').map(show)).toEqual([]);
    expect(ALLOWED.some((a) => a.folder === 'packages/harness')).toBe(false);
  });
});

describe('the harness knows no engine', () => {
  const harness = path.join(repoRoot, 'packages/harness');
  const files = typeScriptFiles(harness);
  const where = (file: string, line: number, text: string) =>
    `${path.relative(repoRoot, file)}:${line}: ${text}`;
  const engines = engineNames();

  it('reads the harness sources', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it('no harness file imports a concrete engine', () => {
    const found = files.flatMap((file) =>
      moduleSpecifiers(file, readSource(file))
        .filter((m) => [...engines].some((e) => m.text === e || m.text.startsWith(`${e}/`)))
        .map((m) => where(file, m.line, m.text)),
    );
    expect(found).toEqual([]);
  });

  it('no harness file names a path into packages/engines', () => {
    const found = files.flatMap((file) =>
      stringLiterals(file, readSource(file))
        .filter((s) => s.text.includes('/'))
        .filter((s) =>
          [path.resolve(path.dirname(file), s.text), path.resolve(repoRoot, s.text)].some(
            (p) => p === enginesFolder || p.startsWith(enginesFolder + path.sep),
          ),
        )
        .map((s) => where(file, s.line, s.text)),
    );
    expect(found).toEqual([]);
  });
});

describe('the readers the checks stand on', () => {
  it('see static, dynamic, re-exported, required and mocked modules, and type imports', () => {
    const source = [
      "import { a } from 'one';",
      "import type { B } from 'two';",
      "export * from 'three';",
      "import x = require('four');",
      "const m = await import('five');",
      "vi.mock('six');",
      "type T = import('seven').T;",
      'const dynamic = await import(name);',
    ].join('\n');
    expect(moduleSpecifiers('probe.ts', source).map((m) => `${m.line}:${m.text}`)).toEqual([
      '1:one',
      '2:two',
      '3:three',
      '4:four',
      '5:five',
      '6:six',
      '7:seven',
    ]);
  });

  it('see string literals in templates, not in comments', () => {
    const source = "// '../../engines'\nconst p = `../../engines/${x}`;\nconst q = 'a/b';";
    // The template's head, then its (empty) tail after the substitution.
    expect(stringLiterals('probe.ts', source).map((s) => s.text)).toEqual([
      '../../engines/',
      '',
      'a/b',
    ]);
  });
});
