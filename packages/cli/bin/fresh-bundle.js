// @ts-check
// Keeps an esbuild bundle of a TypeScript entry in a cache folder and hands it out only while
// every file it was built from is byte for byte what it was: a launcher can then skip tsx, and
// the hundreds of module loads behind it, without ever running code older than the sources.
//
// manifest.json lists each input (sources, the package.json and tsconfig.json over them, and
// whatever the caller adds, such as the launcher itself) with the SHA-256 of its contents, and the
// files the build wrote beside the bundle for it to load (`artifacts`). Any difference, a missing
// file or an unreadable manifest means a rebuild. Bundles are named by the hash of their code and
// every file is written under a temporary name and renamed, so processes that build at the same
// time never read half a file.
//
// The bundle is the program as a machine reads it: no comments or layout, and only ASCII (V8 keeps
// a script with one character past it, however deep in a comment, as two bytes a character).
//
// Plain JavaScript on purpose: this runs before anything could compile TypeScript.

import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/**
 * @typedef {object} BundleSpec
 * @property {string} root Folder the manifest's paths are relative to; esbuild works from here.
 * @property {string} entry The module to bundle (absolute path).
 * @property {string} cacheDir Where the bundles and manifest.json live.
 * @property {readonly string[]} [extraInputs] More files the bundle depends on (absolute paths).
 * @property {import('esbuild').Plugin[]} [plugins] More esbuild plugins.
 * @property {'esm' | 'cjs'} [format] The bundle's module format: ESM unless said (`.mjs`); a
 *   CommonJS bundle (`.cjs`) is loaded by `require`, which V8's code cache can serve.
 * @property {Set<string>} [artifacts] Filled by the plugins as they build: files they wrote into
 *   `cacheDir` for the bundle to load (names within it), kept with it and required by it.
 * @property {Set<string>} [moreInputs] Filled by the plugins as they build: more files the bundle
 *   depends on (absolute paths), such as the package.json of what an artifact holds.
 */

/**
 * @typedef {{ entry: string, bundle: string, inputs: Record<string, string>, artifacts?: string[] }} Manifest
 */

/** A file edited this close to a build (ms) may have changed while esbuild read it. */
const EDIT_SLACK_MS = 2000;
/** Bundles other than the current one are deleted once this old (ms): a run may still use one. */
const PRUNE_AFTER_MS = 60 * 60 * 1000;

/**
 * The path of the cached bundle when every file it was built from is unchanged, else undefined.
 * Never throws.
 * @param {BundleSpec} spec
 * @returns {string | undefined}
 */
export function freshBundle(spec) {
  try {
    const manifestFile = path.join(spec.cacheDir, 'manifest.json');
    const manifest = /** @type {Manifest} */ (JSON.parse(readFileSync(manifestFile, 'utf8')));
    if (manifest.entry !== path.relative(spec.root, spec.entry)) return undefined;
    for (const [file, hash] of Object.entries(manifest.inputs)) {
      if (hashOf(path.resolve(spec.root, file)) !== hash) return undefined;
    }
    const bundle = path.join(spec.cacheDir, path.basename(manifest.bundle));
    const loaded = [bundle, ...(manifest.artifacts ?? []).map((a) => path.join(spec.cacheDir, a))];
    return loaded.every((file) => existsSync(file)) ? bundle : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The fresh bundle's path, building it first when needed; undefined when it cannot be built
 * (esbuild missing, a source that does not compile, a cache folder that cannot be written), so
 * the caller can fall back to running the sources.
 * @param {BundleSpec} spec
 * @returns {Promise<{ file: string, built: boolean } | undefined>}
 */
export async function ensureBundle(spec) {
  const cached = freshBundle(spec);
  if (cached !== undefined) return { file: cached, built: false };
  try {
    return { file: (await buildBundle(spec)).file, built: true };
  } catch {
    return undefined;
  }
}

/**
 * Builds the bundle, writes it and (unless an input changed during the build) the manifest.
 * @param {BundleSpec} spec
 * @returns {Promise<{ file: string, inputs: string[], recorded: boolean }>}
 */
export async function buildBundle(spec) {
  const { build } = await import('esbuild');
  const started = Date.now();
  const format = spec.format ?? 'esm';
  const result = await build({
    entryPoints: [spec.entry],
    absWorkingDir: spec.root,
    bundle: true,
    platform: 'node',
    format,
    target: 'node20',
    write: false,
    metafile: true,
    logLevel: 'silent',
    minifyWhitespace: true,
    charset: 'ascii',
    // A CommonJS module has no import.meta: the sources' (see importMetaUrl) is the bundle's URL.
    ...(format === 'cjs'
      ? {
          banner: { js: `var ${BUNDLE_URL} = require("url").pathToFileURL(__filename).href;` },
          define: { 'import.meta.url': BUNDLE_URL },
        }
      : {}),
    plugins: [importMetaUrl(spec.cacheDir), ...(spec.plugins ?? [])],
  });
  const code = result.outputFiles[0]?.contents;
  if (code === undefined) throw new Error('esbuild wrote no bundle');

  const sources = Object.keys(result.metafile.inputs).map((f) => path.resolve(spec.root, f));
  const files = [
    ...new Set([
      ...sources,
      ...configFiles(sources),
      ...(spec.extraInputs ?? []),
      ...(spec.moreInputs ?? []),
    ]),
  ];
  /** @type {Record<string, string>} */
  const inputs = {};
  for (const file of files.sort()) inputs[path.relative(spec.root, file)] = hashOf(file);

  mkdirSync(spec.cacheDir, { recursive: true });
  const extension = format === 'cjs' ? 'cjs' : 'mjs';
  const name = `bundle-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.${extension}`;
  const bundle = path.join(spec.cacheDir, name);
  // Named by its code: one already there is this one, and keeping it keeps V8's cache of it valid.
  if (!existsSync(bundle)) writeAtomically(bundle, code);
  // A file saved while esbuild was reading may be in the bundle in its old form but hashed here
  // in its new one: then record nothing, and the next run builds again.
  const recorded = files.every((file) => statSync(file).mtimeMs < started - EDIT_SLACK_MS);
  if (recorded) {
    const artifacts = [...(spec.artifacts ?? [])].sort();
    /** @type {Manifest} */
    const manifest = {
      entry: path.relative(spec.root, spec.entry),
      bundle: name,
      inputs,
      artifacts,
    };
    writeAtomically(path.join(spec.cacheDir, 'manifest.json'), JSON.stringify(manifest));
    prune(spec.cacheDir, [name, ...artifacts]);
  }
  return { file: bundle, inputs: Object.keys(inputs), recorded };
}

/** What a CommonJS bundle calls its own URL, which the sources' `import.meta.url` becomes. */
const BUNDLE_URL = '__orrery_bundle_url';

/** @param {string} file */
function hashOf(file) {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

/** @param {string} file @param {string | Uint8Array} data */
function writeAtomically(file, data) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}

/**
 * The package.json (which says how imports resolve) and tsconfig.json (how TypeScript compiles)
 * of the package holding each source, and the tsconfig files they extend.
 * @param {readonly string[]} sources
 * @returns {string[]}
 */
function configFiles(sources) {
  /** @type {Map<string, string | undefined>} */
  const packageOf = new Map();
  /** @param {string} dir @returns {string | undefined} */
  const findPackage = (dir) => {
    if (packageOf.has(dir)) return packageOf.get(dir);
    const parent = path.dirname(dir);
    const found = existsSync(path.join(dir, 'package.json'))
      ? dir
      : parent === dir
        ? undefined
        : findPackage(parent);
    packageOf.set(dir, found);
    return found;
  };
  /** @type {Set<string>} */
  const out = new Set();
  for (const source of sources) {
    const dir = findPackage(path.dirname(source));
    if (dir === undefined) continue;
    out.add(path.join(dir, 'package.json'));
    for (let tsconfig = path.join(dir, 'tsconfig.json'); existsSync(tsconfig);) {
      if (out.has(tsconfig)) break;
      out.add(tsconfig);
      const extended = /** @type {{ extends?: unknown }} */ (
        JSON.parse(readFileSync(tsconfig, 'utf8'))
      ).extends;
      if (typeof extended !== 'string' || !extended.startsWith('.')) break;
      tsconfig = path.resolve(path.dirname(tsconfig), extended);
    }
  }
  return [...out];
}

/**
 * `import.meta.url` in a bundled source would name the bundle, not the source: rewrite it to the
 * source's own URL, relative to the bundle so the repository can move. Other `import.meta` uses
 * fail the build (and so fall back to the sources) rather than run wrong.
 * @param {string} cacheDir
 * @returns {import('esbuild').Plugin}
 */
function importMetaUrl(cacheDir) {
  return {
    name: 'import-meta-url',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?ts$/ }, (args) => {
        if (args.path.split(path.sep).includes('node_modules')) return undefined;
        const contents = readFileSync(args.path, 'utf8');
        const uses = contents.match(/\bimport\.meta\b(\.\w+)?/g);
        if (uses === null) return undefined;
        if (uses.some((use) => use !== 'import.meta.url')) {
          return { errors: [{ text: 'only import.meta.url can be bundled' }] };
        }
        const relative = path.relative(cacheDir, args.path).split(path.sep).join('/');
        const url = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
        return { contents: contents.replaceAll('import.meta.url', url), loader: 'ts' };
      });
    },
  };
}

/**
 * Deletes old bundles and artifacts other than `current`, and leftover temporary files (folders,
 * such as the code cache's, are left to their owners).
 * @param {string} cacheDir
 * @param {readonly string[]} current
 */
function prune(cacheDir, current) {
  for (const name of readdirSync(cacheDir)) {
    // Indexes (.json) stay: manifest.json, and those of the artifacts' own builds.
    if (current.includes(name) || name.endsWith('.json')) continue;
    const file = path.join(cacheDir, name);
    try {
      const stat = statSync(file);
      if (stat.isFile() && Date.now() - stat.mtimeMs > PRUNE_AFTER_MS) unlinkSync(file);
    } catch {
      // Another process pruned it first.
    }
  }
}
