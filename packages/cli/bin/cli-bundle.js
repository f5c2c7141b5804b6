// @ts-check
// What the orrery bundle is made of (see fresh-bundle.js for how it is kept fresh): the CLI's
// entry with `generate`, `check` and the help inside, and the commands that import engine
// packages at run time left outside, to run through tsx. It is CommonJS, so that the launcher
// loads it through V8's code cache (code-cache.js): ESM has no way to hand V8 a cache in Node 20,
// and compiling each function of the bundle as it first ran was a tenth of a cold
// `generate --all`.

import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pruneCodeCache } from './code-cache.js';
import { ensureBundle } from './fresh-bundle.js';
import { oneFileBuild } from './one-file.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const cli = path.resolve(here, '..');
const root = path.resolve(cli, '../..');

/**
 * CommonJS packages the bundle requires from one minified file of their own beside it
 * (one-file.js): ts-morph, engine-gen's printer, with the TypeScript it carries is 13 MB that
 * every start would hash to know the bundle is fresh, and that every edit to the CLI's sources
 * would bundle again.
 */
const IN_ONE_FILE = ['ts-morph'];
/**
 * What a one-file build requires only when something first reads it (deferred.js): TypeScript,
 * as @ts-morph/common requires it, which printing a structure never runs; ts-morph makes a
 * scanner with it as it loads.
 * @type {Record<string, import('./one-file.js').Deferred>}
 */
const DEFERRED = {
  'ts-morph': {
    importer: '@ts-morph/common',
    request: './typescript',
    madeAtLoad: ['createScanner'],
  },
};
/**
 * CommonJS packages the bundle requires from node_modules as they are: @swc/core (engine-gen's
 * reader of generated code) loads a native module of its own.
 */
const REQUIRED_AS_THEY_ARE = ['@swc/core'];
/** The command modules inside the bundle. */
const BUNDLED_COMMANDS = ['generate', 'check', 'fmt'];
/** First arguments that the bundle runs; anything else goes through tsx. */
const BUNDLED_ARGS = [undefined, ...BUNDLED_COMMANDS, 'help', '-h', '--help', '-v', '--version'];
/** Any command's help is in the bundle (help.ts), so `orrery sim --help` needs no tsx either. */
const HELP_ARGS = ['-h', '--help'];

/**
 * The bundle to run for these arguments, built if needed; undefined when the sources must run
 * through tsx: a command outside the bundle, ORRERY_TSX=1, or a bundle that cannot be built.
 * @param {readonly string[]} args The arguments after `orrery`.
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<string | undefined>}
 */
export async function cliBundle(args, env) {
  const bundled = BUNDLED_ARGS.includes(args[0]) || args.some((a) => HELP_ARGS.includes(a));
  if (env['ORRERY_TSX'] === '1' || !bundled) return undefined;
  const cacheDir = env['ORRERY_CLI_CACHE'] ?? defaultCacheDir();
  const spec = cliBundleSpec(cacheDir);
  const ready = await ensureBundle(spec);
  // A new build leaves the code caches of the bundles and one-file builds before it unread.
  if (ready?.built === true) {
    const current = new Set([path.basename(ready.file), ...(spec.artifacts ?? [])]);
    pruneCodeCache(path.join(cacheDir, 'code-cache'), (source) => {
      return /-[0-9a-f]{16}\.c?js$/.test(source) && !current.has(source);
    });
  }
  return ready?.file;
}

/**
 * What loads through V8's code cache when `bundle` runs (`useCodeCache`): the bundle and whatever
 * else its folder holds, and the packages it requires as they are.
 * @param {string} bundle
 * @returns {string[]}
 */
export function codeCached(bundle) {
  return [path.dirname(bundle), ...REQUIRED_AS_THEY_ARE];
}

/** node_modules/.cache/orrery/cli at the repository root. */
export function defaultCacheDir() {
  return path.join(root, 'node_modules', '.cache', 'orrery', 'cli');
}

/**
 * @param {string} cacheDir
 * @returns {import('./fresh-bundle.js').BundleSpec}
 */
export function cliBundleSpec(cacheDir) {
  /** @type {Set<string>} */
  const artifacts = new Set();
  /** @type {Set<string>} */
  const moreInputs = new Set();
  return {
    root,
    entry: path.join(cli, 'src', 'bin.ts'),
    cacheDir,
    format: 'cjs',
    artifacts,
    moreInputs,
    extraInputs: [
      path.join(here, 'orrery.js'),
      fileURLToPath(import.meta.url),
      path.join(here, 'fresh-bundle.js'),
      // How the files beside the bundle are built: a change builds them again (their index
      // says how each was built).
      path.join(here, 'one-file.js'),
      path.join(here, 'deferred.js'),
      ...esbuildPackage(),
    ],
    plugins: [
      commandsOutside(cacheDir),
      chevrotainInOneFile(),
      knownLookahead(),
      inOneFile(cacheDir, IN_ONE_FILE, artifacts, moreInputs),
      requiredAsTheyAre(cacheDir, REQUIRED_AS_THEY_ARE),
    ],
  };
}

/** esbuild's package.json, so a new esbuild builds the bundle again. */
function esbuildPackage() {
  try {
    return [fileURLToPath(import.meta.resolve('esbuild/package.json'))];
  } catch {
    return [];
  }
}

/**
 * Leaves the command modules that need tsx out of the bundle: an import of one points at its
 * source, which only the tsx path ever reaches.
 * @param {string} cacheDir
 * @returns {import('esbuild').Plugin}
 */
function commandsOutside(cacheDir) {
  return {
    name: 'commands-outside',
    setup(build) {
      build.onResolve({ filter: /^\.\/[a-z-]+-command$/ }, (args) => {
        const name = args.path.slice(2, -'-command'.length);
        if (BUNDLED_COMMANDS.includes(name)) return undefined;
        const source = path.join(args.resolveDir, `${args.path}.ts`);
        return { path: path.relative(cacheDir, source).split(path.sep).join('/'), external: true };
      });
    },
  };
}

/**
 * Leaves CommonJS `packages` out of the bundle, each built into one file in the cache folder
 * (one-file.js) that the bundle requires from beside it; the package.json files of what that
 * file holds are inputs of the bundle, so a new version of any of them builds both again.
 * @param {string} cacheDir
 * @param {readonly string[]} packages
 * @param {Set<string>} artifacts
 * @param {Set<string>} moreInputs
 * @returns {import('esbuild').Plugin}
 */
function inOneFile(cacheDir, packages, artifacts, moreInputs) {
  return {
    name: 'in-one-file',
    setup(build) {
      build.onResolve({ filter: /^[@a-z]/ }, async (args) => {
        if (!packages.includes(args.path)) return undefined;
        const defer = DEFERRED[args.path];
        const built = await oneFileBuild({
          cacheDir,
          name: args.path,
          from: args.resolveDir,
          ...(defer === undefined ? {} : { defer }),
        });
        for (const file of [built.file, ...built.beside]) artifacts.add(file);
        for (const file of built.packages) moreInputs.add(file);
        return { path: `./${built.file}`, external: true };
      });
    },
  };
}

/**
 * Leaves CommonJS `packages` out of the bundle: an import of one becomes a `require` of it from
 * the importing source's folder (relative to the bundle, so the repository can move, and found
 * wherever the cache is, as a test's or a benchmark's may be outside it). The module that
 * requires it stands for the package's package.json, so a new version of the package builds the
 * bundle again.
 * @param {string} cacheDir
 * @param {readonly string[]} packages
 * @returns {import('esbuild').Plugin}
 */
function requiredAsTheyAre(cacheDir, packages) {
  const namespace = 'required-as-it-is';
  return {
    name: namespace,
    setup(build) {
      build.onResolve({ filter: /^[@a-z]/ }, (args) => {
        if (!packages.includes(args.path)) return undefined;
        const require = createRequire(path.join(args.resolveDir, 'importer.js'));
        const manifest = require.resolve(`${args.path}/package.json`);
        const from = path.relative(cacheDir, path.join(args.resolveDir, 'importer.js'));
        return {
          path: manifest,
          pluginData: { [namespace]: { name: args.path, from: from.split(path.sep).join('/') } },
        };
      });
      build.onLoad({ filter: /package\.json$/ }, (args) => {
        /** @type {unknown} */
        const data = args.pluginData;
        const wanted =
          typeof data === 'object' && data !== null ? Reflect.get(data, namespace) : undefined;
        if (wanted === undefined) return undefined;
        const { name, from } = /** @type {{ name: string, from: string }} */ (wanted);
        // CommonJS, as the bundle is (its __dirname is the bundle's folder): named imports of it
        // read the package's exports as it runs.
        const contents = `module.exports = require('node:module').createRequire(require('node:path').join(__dirname, ${JSON.stringify(from)}))(${JSON.stringify(name)});`;
        return { contents, loader: 'js', resolveDir: path.dirname(args.path) };
      });
    },
  };
}

/**
 * The rules language's parser with the lookahead paths of its grammar worked out as the bundle
 * is built (rules-lang's parser/lookahead.ts): a build of the parser's own sources works them
 * out, and the module that says there are none (known-lookahead.ts) says they are these. Working
 * them out was a fifth of a cold `generate --all`; the parser checks they are its grammar's. If
 * they cannot be worked out, the bundle's parser works them out itself, as it always did.
 * @returns {import('esbuild').Plugin}
 */
function knownLookahead() {
  return {
    name: 'known-lookahead',
    setup(build) {
      build.onLoad({ filter: /[\\/]parser[\\/]known-lookahead\.ts$/ }, async (args) => {
        const known = await lookaheadOfParser(path.dirname(args.path));
        const contents = `export const KNOWN_LOOKAHEAD = ${JSON.stringify(known)};\n`;
        return { contents, loader: 'ts' };
      });
    },
  };
}

/**
 * The lookahead paths of the grammar whose parser is in folder `parser` (rules-lang's
 * `parserLookahead`), worked out by a build of its sources; undefined when they cannot be.
 * @param {string} parser
 * @returns {Promise<unknown>}
 */
async function lookaheadOfParser(parser) {
  const entry = [
    `import { parserLookahead } from ${JSON.stringify(path.join(parser, 'parser.ts'))};`,
    'module.exports = parserLookahead();',
  ].join('\n');
  try {
    const { build } = await import('esbuild');
    const result = await build({
      stdin: { contents: entry, resolveDir: parser, loader: 'ts' },
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      write: false,
      logLevel: 'silent',
      plugins: [chevrotainInOneFile()],
    });
    const module = { exports: /** @type {unknown} */ (undefined) };
    const run = new Function('module', 'require', result.outputFiles[0]?.text ?? '');
    run(module, createRequire(path.join(parser, 'lookahead.ts')));
    return module.exports;
  } catch {
    // The parser works its paths out as it is built.
    return undefined;
  }
}

/**
 * Chevrotain's own one-file build of the same version instead of its module tree: the same code,
 * but one input to hash at every start where the tree has ~700 (lodash-es, module by module).
 * @returns {import('esbuild').Plugin}
 */
function chevrotainInOneFile() {
  return {
    name: 'chevrotain-in-one-file',
    setup(build) {
      build.onResolve({ filter: /^chevrotain$/ }, (args) => {
        const require = createRequire(path.join(args.resolveDir, 'importer.js'));
        const oneFile = path.resolve(
          path.dirname(require.resolve('chevrotain')),
          '../chevrotain.mjs',
        );
        return existsSync(oneFile) ? { path: oneFile } : undefined;
      });
    },
  };
}
