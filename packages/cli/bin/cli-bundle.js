// @ts-check
// What the orrery bundle is made of (see fresh-bundle.js for how it is kept fresh): the CLI's
// entry with `generate`, `check` and the help inside, and the commands that import engine
// packages at run time left outside, to run through tsx.

import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBundle } from './fresh-bundle.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const cli = path.resolve(here, '..');
const root = path.resolve(cli, '../..');

/**
 * CommonJS packages the bundle requires from node_modules as they are: ts-morph (engine-gen's
 * printer) requires Node's modules, which an ESM bundle cannot, and with the TypeScript it
 * carries it is 13 MB that every start would hash to know the bundle is fresh.
 */
const REQUIRED_AS_THEY_ARE = ['ts-morph'];
/** Those packages and the big ones they load, whose compiled code V8 keeps (code-cache.js). */
export const CODE_CACHED = ['ts-morph', '@ts-morph/common'];
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
  const ready = await ensureBundle(cliBundleSpec(env['ORRERY_CLI_CACHE'] ?? defaultCacheDir()));
  return ready?.file;
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
  return {
    root,
    entry: path.join(cli, 'src', 'bin.ts'),
    cacheDir,
    extraInputs: [
      path.join(here, 'orrery.js'),
      fileURLToPath(import.meta.url),
      path.join(here, 'fresh-bundle.js'),
      ...esbuildPackage(),
    ],
    plugins: [
      commandsOutside(cacheDir),
      chevrotainInOneFile(),
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
 * Leaves CommonJS `packages` out of the bundle: an import of one becomes a `require` of it from
 * the importing source's folder (relative to the bundle, so the repository can move, and found
 * wherever the cache is, as a test's or a benchmark's may be outside it). Not an ESM import:
 * for that Node would first scan the package's source for its export names, which for ts-morph
 * costs more than compiling it. The module that requires it exports the names the package has
 * when the bundle is built, and stands for the package's package.json, so a new version of the
 * package builds the bundle again.
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
        const exported = Object.keys(createRequire(args.path)(name)).filter(
          (key) => key !== 'default' && /^[A-Za-z_$][\w$]*$/.test(key),
        );
        const contents = [
          "import { createRequire } from 'node:module';",
          `const required = createRequire(new URL(${JSON.stringify(from)}, import.meta.url))(${JSON.stringify(name)});`,
          `export const { ${exported.join(', ')} } = required;`,
          'export default required;',
        ].join('\n');
        return { contents, loader: 'js', resolveDir: path.dirname(args.path) };
      });
    },
  };
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
