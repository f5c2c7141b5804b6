// @ts-check
// A module of a one-file build (one-file.js) that loads only when something first reads it. The
// package requires it as it loads, and reads from it then only data (enums and constants) and
// calls that make objects used later; what it does with the module afterwards may never come
// in a run. ts-morph is the case: @ts-morph/common requires the 9 MB of TypeScript it carries
// and ts-morph reads a few of its enums and makes a scanner as they load, but printing a
// structure, all that `orrery generate` asks of it, runs none of TypeScript. Loading it anyway
// was half of loading ts-morph, a fifth of a cold `generate --all`.
//
// The module is built into a file of its own beside the build, and the build holds a stand-in
// for it: the module's enums and constants as they are (read by the build from the module
// itself, so they are the same values), the calls `madeAtLoad` names answered with an object
// that makes the real one when first used, and anything else read from the real module,
// required then. A stand-in may only be slower than the module, never answer otherwise.

import { createRequire } from 'node:module';
import path from 'node:path';

/** @typedef {import('./one-file.js').Deferred} Deferred */

/**
 * The esbuild plugin that puts the stand-in where `defer.importer` requires `defer.request`;
 * `buildBeside` builds the module into its own file and says the file's name.
 * @param {Deferred} defer
 * @param {(file: string) => Promise<string>} buildBeside
 * @returns {import('esbuild').Plugin}
 */
export function deferredPlugin(defer, buildBeside) {
  const namespace = 'deferred';
  const inImporter = `${path.sep}node_modules${path.sep}${defer.importer.split('/').join(path.sep)}${path.sep}`;
  return {
    name: namespace,
    setup(build) {
      // The stand-in's require of the module's own build, beside the build that holds it.
      build.onResolve({ filter: /^\.\/[^/]+\.cjs$/, namespace }, (args) => ({
        path: args.path,
        external: true,
      }));
      build.onResolve({ filter: /.*/ }, (args) => {
        if (args.path !== defer.request || !args.importer.includes(inImporter)) return undefined;
        const file = createRequire(args.importer).resolve(args.path);
        return { path: file, namespace };
      });
      build.onLoad({ filter: /.*/, namespace }, async (args) => {
        const beside = await buildBeside(args.path);
        return { contents: standIn(args.path, beside, defer.madeAtLoad), loader: 'js' };
      });
    },
  };
}

/**
 * The stand-in's source for the module in `file`, whose build is `beside` (in the same folder
 * as the build that holds the stand-in).
 * @param {string} file
 * @param {string} beside
 * @param {readonly string[]} madeAtLoad
 */
export function standIn(file, beside, madeAtLoad) {
  const real = /** @type {Record<string, unknown>} */ (createRequire(file)(file));
  return [
    `const data = ${JSON.stringify(dataOf(real))};`,
    `const madeAtLoad = new Set(${JSON.stringify(madeAtLoad)});`,
    'let real;',
    `const load = () => (real ??= require(${JSON.stringify(`./${beside}`)}));`,
    // An object made by the real module the first time anything of it is used.
    'const later = (make) => {',
    '  let made;',
    '  const get = () => (made ??= make());',
    '  return new Proxy({}, {',
    "    get: (_, k) => { const v = get()[k]; return typeof v === 'function' ? v.bind(get()) : v; },",
    '    set: (_, k, v) => { get()[k] = v; return true; },',
    '    has: (_, k) => k in get(),',
    '  });',
    '};',
    'const standIn = new Proxy({}, {',
    '  get: (_, k) => {',
    // A namespace that says it has a default is taken as it is by the interop of whoever
    // requires it, instead of copied key by key (which would read all of the real module).
    "    if (k === 'default') return standIn;",
    '    if (Object.hasOwn(data, k)) return data[k];',
    '    if (madeAtLoad.has(k)) return (...args) => later(() => load()[k](...args));',
    '    return load()[k];',
    '  },',
    "  has: (_, k) => k === 'default' || Object.hasOwn(data, k) || k in load(),",
    '  ownKeys: () => Reflect.ownKeys(load()),',
    '  getOwnPropertyDescriptor: (_, k) => {',
    '    const d = Reflect.getOwnPropertyDescriptor(load(), k);',
    '    return d === undefined ? undefined : { ...d, configurable: true };',
    '  },',
    '});',
    'module.exports = standIn;',
    '',
  ].join('\n');
}

/**
 * The module's data: its strings, numbers and booleans, and its enums (plain objects whose
 * every value is a string or a number), by name.
 * @param {Record<string, unknown>} module
 */
function dataOf(module) {
  /** @type {Record<string, unknown>} */
  const data = {};
  for (const [name, value] of Object.entries(module)) {
    if (isDatum(value) || isEnum(value)) data[name] = value;
  }
  return data;
}

/** @param {unknown} value */
function isEnum(value) {
  if (
    typeof value !== 'object' ||
    value === null ||
    Object.getPrototypeOf(value) !== Object.prototype
  )
    return false;
  const values = Object.values(value);
  return values.length > 0 && values.every((v) => typeof v === 'string' || isDatum(v));
}

/** A value JSON writes as it is: a string, a boolean or a finite number. */
function isDatum(/** @type {unknown} */ value) {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' || typeof value === 'boolean';
}
