// @ts-check
// V8's code cache for the CommonJS files the launcher loads: the bundle itself and the builds
// beside it (ts-morph, engine-gen's printer, with the TypeScript it carries), and packages the
// bundle requires as they are. Compiling is most of what loading them costs, and compiling a
// function the first time it runs a good part of what a short command does. Node 20 keeps no code
// cache of its own (`module.enableCompileCache` came with Node 22), so this does what it does for
// those files: the first run compiles as usual and, as it exits, saves V8's cache of each (with
// every function the run compiled); later runs hand it to V8, which checks it against the source
// and compiles anew when it does not fit. A cache that cannot be read or written only costs the
// compile.

import { createHash } from 'node:crypto';
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

/**
 * @typedef {(this: Module, content: string, filename: string, ...rest: unknown[]) => unknown} Compile
 */

/**
 * From now on, the CommonJS modules of `sources` load through V8's code cache in `cacheDir`: a
 * source is a package's name (its files under any node_modules folder) or an absolute folder.
 * @param {string} cacheDir
 * @param {readonly string[]} sources
 */
export function useCodeCache(cacheDir, sources) {
  const prototype = /** @type {{ _compile: Compile }} */ (
    /** @type {unknown} */ (Module.prototype)
  );
  const compile = prototype._compile;
  const inside = sources.map((s) =>
    path.isAbsolute(s) ? path.join(s, path.sep) : path.join(`${path.sep}node_modules`, s, path.sep),
  );
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
 * One cache file for each version of a source file: its path, size and time of change, after
 * the file's own name (so that the caches of files gone can be told: `pruneCodeCache`).
 * @param {string} cacheDir
 * @param {string} filename
 */
function cacheFile(cacheDir, filename) {
  const { size, mtimeMs } = statSync(filename);
  const key = createHash('sha256').update(`${filename}\n${size}\n${mtimeMs}`).digest('hex');
  return path.join(cacheDir, `${path.basename(filename)}.${key.slice(0, 24)}.v8`);
}

/**
 * Deletes the caches in `cacheDir` of files named as `gone` says (by their own names), and the
 * caches of the old naming (a key alone) that nothing reads any more.
 * @param {string} cacheDir
 * @param {(name: string) => boolean} gone
 */
export function pruneCodeCache(cacheDir, gone) {
  let names;
  try {
    names = readdirSync(cacheDir);
  } catch {
    return;
  }
  for (const name of names) {
    const source = /^(.+)\.[0-9a-f]{24}\.v8$/.exec(name)?.[1];
    // A cache of the old naming (its key alone) is read by no one now.
    const unread = source === undefined ? /^[0-9a-f]{24}\.v8$/.test(name) : gone(source);
    if (!unread) continue;
    try {
      unlinkSync(path.join(cacheDir, name));
    } catch {
      // Another process pruned it first.
    }
  }
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
