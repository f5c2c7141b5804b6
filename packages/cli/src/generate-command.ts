// `orrery generate <file.rules>... [--out DIR] [--all]`: check rules files and write their
// engines. The repo's games go to packages/engines/<name> (with a package around them the first
// time); a designer's file anywhere goes to --out, or to ./<name>-engine.

import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { writeEngine } from '@orrery/engine-gen';
import { formatDiagnostic } from '@orrery/rules-lang';
import type { Io } from './main';

export interface GenerateOptions {
  readonly files: readonly string[];
  readonly out: string | undefined;
  readonly all: boolean;
}

export type GenerateParse =
  | { readonly kind: 'generate'; readonly options: GenerateOptions }
  | { readonly kind: 'error'; readonly message: string };

export function parseGenerate(args: readonly string[]): GenerateParse {
  const files: string[] = [];
  let out: string | undefined;
  let all = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--out' || arg.startsWith('--out=')) {
      const value = arg === '--out' ? args[++i] : arg.slice('--out='.length);
      if (value === undefined || value === '')
        return { kind: 'error', message: '--out needs a folder' };
      out = value;
    } else if (arg === '--all') all = true;
    else if (arg.startsWith('-'))
      return { kind: 'error', message: `unknown option '${arg}' for 'generate'` };
    else files.push(arg);
  }
  if (!all && files.length === 0)
    return { kind: 'error', message: "'generate' needs a rules file, or --all" };
  if (out !== undefined && (all || files.length !== 1)) {
    return { kind: 'error', message: '--out goes with exactly one rules file' };
  }
  return { kind: 'generate', options: { files, out, all } };
}

/** The repository root: the nearest folder up from `from` holding nx.json and rules/. */
export function findRepoRoot(from: string): string | undefined {
  let dir = path.resolve(from);
  for (;;) {
    if (existsSync(path.join(dir, 'nx.json')) && existsSync(path.join(dir, 'rules'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** Every rules file under `dir`, sorted. */
export function findRulesFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir).sort()) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) out.push(...findRulesFiles(full));
    else if (entry.endsWith('.rules')) out.push(full);
  }
  return out;
}

export function runGenerate(options: GenerateOptions, io: Io, cwd = process.cwd()): number {
  const root = findRepoRoot(cwd);
  let files = options.files.map((f) => path.resolve(cwd, f));
  if (options.all) {
    if (root === undefined) {
      io.err(
        'orrery generate: --all works inside the Orrery repository (no nx.json and rules/ found)',
      );
      return 2;
    }
    files = findRulesFiles(path.join(root, 'rules'));
  }
  let status = 0;
  for (const file of files) {
    if (!existsSync(file) || !statSync(file).isFile()) {
      io.err(`orrery generate: cannot read '${path.relative(cwd, file) || file}': no such file`);
      status = 2;
      continue;
    }
    const name = path.basename(file, '.rules');
    const inRepo = root !== undefined && file.startsWith(path.join(root, 'rules') + path.sep);
    const rulesPath = inRepo
      ? path.relative(root, file).split(path.sep).join('/')
      : path.basename(file);
    const outDir =
      options.out !== undefined
        ? path.resolve(cwd, options.out)
        : inRepo
          ? path.join(root, 'packages', 'engines', name)
          : path.resolve(cwd, `${name}-engine`);
    const result = writeEngine({
      rulesFile: file,
      rulesPath,
      outDir,
      scaffold: inRepo && options.out === undefined,
    });
    for (const d of result.diagnostics)
      io.out(formatDiagnostic({ ...d, path: path.relative(cwd, file) || d.path }));
    if (result.files === undefined) {
      status = Math.max(status, 1);
      continue;
    }
    const where = path.relative(cwd, outDir) || '.';
    io.out(
      result.written.length === 0
        ? `${where}: up to date`
        : `${where}: wrote ${result.written.length} file${result.written.length === 1 ? '' : 's'}`,
    );
  }
  return status;
}

/** `orrery generate ...` as the command table calls it. */
export function runGenerateCommand(args: readonly string[], io: Io): number {
  const parsed = parseGenerate(args);
  if (parsed.kind === 'error') {
    io.err(`orrery generate: ${parsed.message} (see 'orrery --help')`);
    return 2;
  }
  return runGenerate(parsed.options, io);
}
