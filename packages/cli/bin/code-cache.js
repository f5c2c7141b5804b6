// @ts-check
// V8's code cache for the big CommonJS packages the bundle imports as they are (cli-bundle.js):
// ts-morph, engine-gen's printer, and the TypeScript it carries are 12 MB, and compiling them is
// most of what loading them costs. Node 20 keeps no code cache of its own
// (`module.enableCompileCache` came with Node 22), so this does what it does for those files:
// the first run compiles as usual and, as it exits, saves V8's cache of each (with every function
// the run compiled); later runs hand it to V8, which checks it against the source and compiles
// anew when it does not fit. A cache that cannot be read or written only costs the compile.

import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

/**
 * @typedef {(this: Module, content: string, filename: string, ...rest: unknown[]) => unknown} Compile
 */

/**
 * From now on, the modules of `packages` (names under a node_modules folder) load through V8's
 * code cache in `cacheDir`.
 * @param {string} cacheDir
 * @param {readonly string[]} packages
 */
export function useCodeCache(cacheDir, packages) {
  const prototype = /** @type {{ _compile: Compile }} */ (
    /** @type {unknown} */ (Module.prototype)
  );
  const compile = prototype._compile;
  const inside = packages.map((p) => path.join(`${path.sep}node_modules`, p, path.sep));
  /** @type {Array<{ file: string, script: vm.Script }>} */
  const toSave = [];
  prototype._compile = function (content, filename, ...rest) {
    if (!inside.some((p) => filename.includes(p)))
      return compile.call(this, content, filename, ...rest);
    const file = cacheFile(cacheDir, filename);
    const cachedData = readCache(file);
    const script = new vm.Script(Module.wrap(content), {
      filename,
      ...(cachedData === undefined ? {} : { cachedData }),
    });
    if (cachedData === undefined || script.cachedDataRejected === true) {
      if (toSave.length === 0) process.once('exit', () => save(toSave));
      toSave.push({ file, script });
    }
    const wrapper = /** @type {Function} */ (script.runInThisContext({ displayErrors: true }));
    const require = createRequire(filename);
    return wrapper.call(
      this.exports,
      this.exports,
      require,
      this,
      filename,
      path.dirname(filename),
    );
  };
}

/**
 * One cache file for each version of a source file: its path, size and time of change.
 * @param {string} cacheDir
 * @param {string} filename
 */
function cacheFile(cacheDir, filename) {
  const { size, mtimeMs } = statSync(filename);
  const key = createHash('sha256').update(`${filename}\n${size}\n${mtimeMs}`).digest('hex');
  return path.join(cacheDir, `${key.slice(0, 24)}.v8`);
}

/** @param {string} file @returns {Buffer | undefined} */
function readCache(file) {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/** @param {readonly { file: string, script: vm.Script }[]} scripts */
function save(scripts) {
  for (const { file, script } of scripts) {
    try {
      mkdirSync(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, script.createCachedData());
      renameSync(temporary, file);
    } catch {
      // Next run compiles again.
    }
  }
}
