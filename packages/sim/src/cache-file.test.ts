import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { writeCacheFile } from './cache-file';

const dir = mkdtempSync(path.join(tmpdir(), 'orrery-cache-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('writeCacheFile', () => {
  it('writes a missing file, folders included, and leaves nothing else behind', () => {
    const file = path.join(dir, 'a', 'b', 'engine.ts');
    writeCacheFile(file, 'export {};\n');
    expect(readFileSync(file, 'utf8')).toBe('export {};\n');
    expect(readdirSync(path.dirname(file))).toEqual(['engine.ts']);
  });

  it('keeps a file that is already there (its name is its contents)', () => {
    const file = path.join(dir, 'kept.mjs');
    writeFileSync(file, 'first');
    writeCacheFile(file, 'second');
    expect(readFileSync(file, 'utf8')).toBe('first');
  });

  it('never lets another process read the file half written', async () => {
    // Four processes write the same 8 MB file at once while reading it back as soon as it
    // exists; with a plain write, a reader finds it created but still short.
    const file = path.join(dir, 'race', 'bundle.mjs');
    const size = 8 * 1024 * 1024;
    const module = fileURLToPath(new URL('./cache-file.ts', import.meta.url));
    const script = [
      `const { writeCacheFile } = await import(${JSON.stringify(module)});`,
      `const fs = await import('node:fs');`,
      `const file = ${JSON.stringify(file)};`,
      `const seen = [];`,
      `const t = setInterval(() => { if (fs.existsSync(file)) seen.push(fs.statSync(file).size); }, 0);`,
      `await new Promise((r) => setTimeout(r, 50));`,
      `writeCacheFile(file, 'x'.repeat(${size}));`,
      `if (fs.existsSync(file)) seen.push(fs.statSync(file).size);`,
      `clearInterval(t);`,
      `console.log(JSON.stringify(seen));`,
    ].join('\n');
    const tsx = fileURLToPath(new URL('../../../node_modules/tsx/dist/cli.mjs', import.meta.url));
    const run = () =>
      new Promise<number[]>((resolve, reject) => {
        const child = spawn(process.execPath, [tsx, '--input-type=module', '-e', script]);
        let out = '';
        child.stdout.on('data', (d: Buffer) => (out += d.toString()));
        child.on('error', reject);
        child.on('close', () => resolve(JSON.parse(out.trim().split('\n').pop() ?? '[]')));
      });
    const sizes = (await Promise.all([run(), run(), run(), run()])).flat();
    expect(sizes.length).toBeGreaterThan(0);
    expect(sizes.filter((s) => s !== size)).toEqual([]);
    expect(readdirSync(path.dirname(file))).toEqual(['bundle.mjs']);
  }, 60_000);
});
