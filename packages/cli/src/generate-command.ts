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
    if (statSync(full).isDirectory()) for (const f of findRulesFiles(full)) out.push(f);
    else if (entry.endsWith('.rules')) out.push(full);
  }
  return out;
}

/** How a rules file must be named: its name becomes the engine's folder and package. */
const ENGINE_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Why `file` cannot be generated from by its name alone, or undefined when it can. */
export function fileNameProblem(file: string): string | undefined {
  const base = path.basename(file);
  if (!base.endsWith('.rules')) {
    return `'${file}' is not a rules file: give a file whose name ends in '.rules'`;
  }
  const name = base.slice(0, -'.rules'.length);
  if (ENGINE_NAME.test(name)) return undefined;
  const better = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^[-0-9]+|-+$/g, '');
  const example = better === '' ? 'my-game' : better;
  return `'${file}' cannot name an engine: name a rules file like a game id, in lower-case letters, digits and single hyphens, as in '${example}.rules'`;
}

/** An I/O failure in words, for one line instead of a stack trace. */
function ioProblem(error: unknown): string {
  const e = error as NodeJS.ErrnoException;
  const reasons: Record<string, string> = {
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    ENOSPC: 'no space left on the disk',
    ENOTDIR: 'a file is in the way of a folder',
    EISDIR: 'a folder is in the way of a file',
    EROFS: 'the disk is read-only',
  };
  const where = e.path === undefined ? '' : ` '${e.path}'`;
  return `cannot write${where}: ${(e.code !== undefined ? reasons[e.code] : undefined) ?? e.code ?? e.message}`;
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
    try {
      files = findRulesFiles(path.join(root, 'rules'));
    } catch (error) {
      io.err(`orrery generate: cannot list the rules files: ${ioProblem(error)}`);
      return 2;
    }
  }
  let status = 0;
  for (const file of files) {
    const shown = path.relative(cwd, file) || file;
    if (!existsSync(file) || !statSync(file).isFile()) {
      io.err(`orrery generate: cannot read '${shown}': no such file`);
      status = 2;
      continue;
    }
    const badName = fileNameProblem(shown);
    if (badName !== undefined) {
      io.err(`orrery generate: ${badName}`);
      status = 2;
      continue;
    }
    try {
      status = Math.max(status, generateOne(file, shown, options, root, cwd, io));
    } catch (error) {
      io.err(`orrery generate: ${shown}: ${ioProblem(error)}`);
      status = 2;
    }
  }
  return status;
}

/** One rules file to its engine folder: 0 when written (or up to date), 1 when it has errors. */
function generateOne(
  file: string,
  shown: string,
  options: GenerateOptions,
  root: string | undefined,
  cwd: string,
  io: Io,
): number {
  const name = path.basename(file, '.rules');
  const inRepo = root !== undefined && file.startsWith(path.join(root, 'rules') + path.sep);
  const rulesPath =
    inRepo && root !== undefined
      ? path.relative(root, file).split(path.sep).join('/')
      : path.basename(file);
  const outDir =
    options.out !== undefined
      ? path.resolve(cwd, options.out)
      : inRepo && root !== undefined
        ? path.join(root, 'packages', 'engines', name)
        : path.resolve(cwd, `${name}-engine`);
  const result = writeEngine({
    rulesFile: file,
    rulesPath,
    outDir,
    scaffold: inRepo && options.out === undefined,
  });
  for (const d of result.diagnostics) io.out(formatDiagnostic({ ...d, path: shown }));
  if (result.files === undefined) return 1;
  const where = path.relative(cwd, outDir) || '.';
  io.out(
    result.written.length === 0
      ? `${where}: up to date`
      : `${where}: wrote ${result.written.length} file${result.written.length === 1 ? '' : 's'}`,
  );
  return 0;
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
