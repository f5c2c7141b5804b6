// Writing an engine to disk: the generated files (always) and, for a new engine package, the
// few hand-editable files around them (package.json, README, index, test) — created once, never
// overwritten, so a maintainer may extend them.

import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { check, decodeRules, sizeProblem, type Diagnostic } from '@orrery/rules-lang';
import { commentText, singleQuoted } from './escape';
import { generateEngine, type GeneratedFile } from './generate';

export interface BuildResult {
  readonly files: readonly GeneratedFile[] | undefined;
  readonly diagnostics: readonly Diagnostic[];
  readonly gameId: string | undefined;
  readonly title: string | undefined;
}

/** The largest engine the generator writes, all files together: 32 MiB. */
const MAX_GENERATED_CHARS = 32 * 1024 * 1024;

/** A diagnostic about the whole file, at its start: what the generator cannot position. */
function atStart(path: string, code: string, message: string): Diagnostic {
  const at = { line: 1, column: 1, offset: 0 };
  return { path, range: { start: at, end: at }, severity: 'error', code, message };
}

/** Why `rulesPath` cannot name a rules file in a generated header, or undefined when it can. */
export function rulesPathProblem(rulesPath: string): string | undefined {
  if (!rulesPath.endsWith('.rules'))
    return `'${rulesPath}' is not a rules file: its name must end in '.rules'`;
  // eslint-disable-next-line no-control-regex -- a header is one line of a comment
  if (/[\s\u0000-\u001f\u007f]/.test(rulesPath)) {
    return `'${rulesPath}' has a space or a control character: name a rules file like its game, as in 'my-game.rules'`;
  }
  return undefined;
}

/**
 * Checks a rules text and generates its engine files when it has no errors. Never throws: a
 * path it cannot name, and a failure of the generator itself (a bug, as a file that checks
 * clean must generate), are diagnostics like any other, with no stack trace.
 */
export function buildEngine(text: string, rulesPath: string): BuildResult {
  const none = { files: undefined, gameId: undefined, title: undefined };
  const badPath = rulesPathProblem(rulesPath);
  if (badPath !== undefined)
    return { ...none, diagnostics: [atStart(rulesPath, 'bad-rules-path', badPath)] };
  const checked = check(text, rulesPath);
  if (checked.game === undefined) return { ...none, diagnostics: checked.diagnostics };
  let files: GeneratedFile[];
  try {
    files = generateEngine(checked.game, rulesPath);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const failed = atStart(
      rulesPath,
      'internal-error',
      `the generator failed on a file that checks clean (a bug in Orrery; please report it with the file): ${message}`,
    );
    return { ...none, diagnostics: [...checked.diagnostics, failed] };
  }
  const size = files.reduce((n, f) => n + f.text.length, 0);
  if (size > MAX_GENERATED_CHARS) {
    const tooLarge = atStart(
      rulesPath,
      'generated-too-large',
      `the engine would be ${size.toLocaleString('en')} characters, more than the ${MAX_GENERATED_CHARS.toLocaleString('en')} the generator writes`,
    );
    return { ...none, diagnostics: [...checked.diagnostics, tooLarge] };
  }
  return {
    files,
    diagnostics: checked.diagnostics,
    gameId: checked.game.id,
    title: checked.game.title,
  };
}

export interface WriteResult extends BuildResult {
  /** Files whose content changed (or that are new), relative to the engine folder. */
  readonly written: readonly string[];
  readonly outDir: string;
}

export interface WriteOptions {
  /** The rules file on disk. */
  readonly rulesFile: string;
  /** How generated headers name it: `rules/spades.rules` for the repo's games. */
  readonly rulesPath: string;
  /** The engine folder: `packages/engines/<name>` or a designer's `--out`. */
  readonly outDir: string;
  /** Create package.json, README and a test when missing (the repo's engine packages). */
  readonly scaffold: boolean;
}

/** The text of a rules file on disk, or the diagnostic that says why it is not one. */
function readRules(file: string, rulesPath: string): { text: string } | { diagnostic: Diagnostic } {
  // A file past the limit is not read at all.
  const tooLarge = sizeProblem(statSync(file).size, rulesPath);
  if (tooLarge !== undefined) return { diagnostic: tooLarge };
  return decodeRules(readFileSync(file), rulesPath);
}

export function writeEngine(options: WriteOptions): WriteResult {
  const read = readRules(options.rulesFile, options.rulesPath);
  const built: BuildResult =
    'text' in read
      ? buildEngine(read.text, options.rulesPath)
      : { files: undefined, diagnostics: [read.diagnostic], gameId: undefined, title: undefined };
  const written: string[] = [];
  if (built.files === undefined) return { ...built, written, outDir: options.outDir };
  const put = (relative: string, content: string, overwrite: boolean) => {
    const file = path.join(options.outDir, relative);
    if (existsSync(file) && (!overwrite || readFileSync(file, 'utf8') === content)) return;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
    written.push(relative);
  };
  for (const f of built.files) put(path.join('src', 'generated', f.name), f.text, true);
  const name = path.basename(options.outDir);
  put(path.join('src', 'index.ts'), "export * from './generated/index';\n", false);
  if (options.scaffold) {
    for (const [file, content] of Object.entries(
      scaffold(name, built.title ?? name, options.rulesPath),
    )) {
      put(file, content, false);
    }
  }
  return { ...built, written, outDir: options.outDir };
}

/** The hand-editable files of a new engine package in the repo. */
export function scaffold(name: string, title: string, rulesPath: string): Record<string, string> {
  return {
    'package.json': json({
      name: `@orrery/engine-${name}`,
      version: '0.0.0',
      private: true,
      description: `The ${title} engine, generated from ${rulesPath}.`,
      license: 'MIT',
      type: 'module',
      exports: { '.': './src/index.ts' },
      dependencies: { '@orrery/runtime': '*' },
      devDependencies: { '@orrery/harness': '*' },
      nx: { name: `engine-${name}` },
    }),
    'README.md': `# ${commentText(title)} engine\n\nGenerated by \`@orrery/engine-gen\` from \`${commentText(rulesPath)}\`; the files in \`src/generated/\` are never\nedited by hand. Change the rules file and run \`npx nx run engine-${name}:generate\` (or\n\`npm run generate\` for every engine).\n\n\`\`\`ts\nimport { engine } from '@orrery/engine-${name}';\nconst game = engine.setup({ seed: 1 });\n\`\`\`\n`,
    'tsconfig.json': json({
      extends: '../../../tsconfig.base.json',
      compilerOptions: { outDir: 'out-tsc', tsBuildInfoFile: 'out-tsc/tsconfig.tsbuildinfo' },
      include: ['src/**/*.ts', 'vitest.config.ts'],
    }),
    'vitest.config.ts': `import { orreryVitestConfig } from '../../../vitest.shared.ts';\n\nexport default orreryVitestConfig('engine-${name}');\n`,
    'src/engine.test.ts': `import { describe } from 'vitest';\nimport { conformance } from '@orrery/harness';\nimport { engine } from './index';\n\ndescribe(${singleQuoted(`${title} engine`)}, () => {\n  conformance(engine);\n});\n`,
  };
}

/**
 * JSON as Prettier writes it (printWidth 100), so a new engine package passes `npm run lint`:
 * objects one key a line, arrays of plain values on one line when they fit.
 */
export function json(value: unknown): string {
  const write = (v: unknown, indent: string): string => {
    if (Array.isArray(v)) {
      const items = v.map((x) => write(x, `${indent}  `));
      const flat = `[${items.join(', ')}]`;
      const plain = v.every((x) => x === null || typeof x !== 'object');
      if (plain && indent.length + flat.length <= 100) return flat;
      return `[\n${items.map((x) => `${indent}  ${x}`).join(',\n')}\n${indent}]`;
    }
    if (v !== null && typeof v === 'object') {
      const entries = Object.entries(v);
      if (entries.length === 0) return '{}';
      const lines = entries.map(
        ([k, x]) => `${indent}  ${JSON.stringify(k)}: ${write(x, `${indent}  `)}`,
      );
      return `{\n${lines.join(',\n')}\n${indent}}`;
    }
    return JSON.stringify(v);
  };
  return `${write(value, '')}\n`;
}
