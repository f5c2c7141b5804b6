// @ts-check
// A CommonJS package and everything it requires from node_modules, built by esbuild into one
// minified file in a cache folder, for a launcher to require instead of the package's own files.
// For ts-morph (engine-gen's printer) that is the difference between 13 MB over a dozen files,
// 3 MB of them (ts-morph's standard library texts) held by V8 as two bytes a character for a few
// characters past ASCII, and 7 MB of ASCII in one: less to read, to hand V8 and to keep.
//
// The file is named by its code and listed in an index with the SHA-256 of the package.json of
// every package it holds; it is built again only when one of those differs (a new version), so
// an edit to the CLI's own sources reuses it. Minifying keeps what the code does: esbuild renames
// only what no one outside reads, and nothing in ts-morph reads a function's name or source.

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deferredPlugin } from './deferred.js';

/** @typedef {{ file: string, how?: string, beside?: string[], packages: Record<string, string> }} Index */

/**
 * A module the one-file build requires only when something first reads it (deferred.js): the
 * module `request` as package `importer` requires it, built into a file of its own.
 * @typedef {{ importer: string, request: string, madeAtLoad: readonly string[] }} Deferred
 */

/**
 * The one-file build of package `name` as required from folder `from`: its file name in
 * `cacheDir`, the files built beside it (a deferred module's), and the package.json files
 * (absolute paths) it came from.
 * @param {{ cacheDir: string, name: string, from: string, defer?: Deferred }} options
 * @returns {Promise<{ file: string, beside: string[], packages: string[] }>}
 */
export async function oneFileBuild({ cacheDir, name, from, defer }) {
  // A package by its name, a module (a deferred one) by its file's.
  const stem = (path.isAbsolute(name) ? path.basename(name, '.js') : name)
    .replace(/^@/, '')
    .replace(/[^a-z0-9.-]+/gi, '-');
  const indexFile = path.join(cacheDir, `${stem}.json`);
  const known = readIndex(indexFile);
  // How the file is built: a file built otherwise (with no module deferred, or another) is stale.
  const how = JSON.stringify(defer ?? null);
  if (
    known !== undefined &&
    known.how === how &&
    [known.file, ...(known.beside ?? [])].every((f) => existsSync(path.join(cacheDir, f))) &&
    Object.entries(known.packages).every(([file, hash]) => hashOf(file) === hash)
  ) {
    return { file: known.file, beside: known.beside ?? [], packages: Object.keys(known.packages) };
  }
  /** @type {string[]} */
  const beside = [];
  /** @type {string[]} */
  const besidePackages = [];
  const { build } = await import('esbuild');
  const result = await build({
    stdin: { contents: `module.exports = require(${JSON.stringify(name)});`, resolveDir: from },
    plugins:
      defer === undefined
        ? []
        : [
            deferredPlugin(defer, async (file) => {
              const built = await oneFileBuild({
                cacheDir,
                name: file,
                from: path.dirname(file),
              });
              beside.push(built.file);
              besidePackages.push(...built.packages);
              return built.file;
            }),
          ],
    absWorkingDir: from,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    minify: true,
    charset: 'ascii',
    legalComments: 'none',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents;
  if (code === undefined) throw new Error(`esbuild wrote no build of ${name}`);
  const file = `${stem}-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.cjs`;
  const sources = Object.keys(result.metafile.inputs)
    // Not the entry, nor a plugin's module (`deferred:…`, a stand-in): the files read.
    .filter((f) => f !== '<stdin>' && !/^[a-z][a-z-]+:/.test(f))
    .map((f) => path.resolve(from, f));
  const packages = [
    ...new Set([...sources.map(packageJsonOf), ...besidePackages].filter((f) => f !== undefined)),
  ].sort();
  mkdirSync(cacheDir, { recursive: true });
  writeAtomically(path.join(cacheDir, file), code);
  /** @type {Index} */
  const index = {
    file,
    how,
    beside,
    packages: Object.fromEntries(packages.map((f) => [f, hashOf(f)])),
  };
  writeAtomically(indexFile, JSON.stringify(index));
  return { file, beside, packages };
}

/** @param {string} file @returns {Index | undefined} */
function readIndex(file) {
  try {
    return /** @type {Index} */ (JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return undefined;
  }
}

/**
 * The package.json of the package `source` belongs to: the folder after the last node_modules
 * (and its scope), not a folder inside it that has a package.json of its own.
 * @param {string} source
 */
function packageJsonOf(source) {
  const parts = source.split(path.sep);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0) return undefined;
  const length = parts[at + 1]?.startsWith('@') ? 3 : 2;
  return [...parts.slice(0, at + length), 'package.json'].join(path.sep);
}

/** @param {string} file */
function hashOf(file) {
  try {
    return createHash('sha256').update(readFileSync(file)).digest('hex');
  } catch {
    return 'missing';
  }
}

/** @param {string} file @param {string | Uint8Array} data */
function writeAtomically(file, data) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}
