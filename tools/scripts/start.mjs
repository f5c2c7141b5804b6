// `npm start`: generate every engine from rules/, build the playground (a game element for every
// rules file and a page to choose seats, bots, seed and house rules), serve it on localhost, print the URL.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
process.chdir(root);

function list(dir, suffix) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) =>
      suffix ? entry.isFile() && entry.name.endsWith(suffix) : entry.isDirectory(),
    )
    .map((entry) => path.relative(root, path.join(entry.parentPath ?? entry.path, entry.name)))
    .filter((p) => suffix || path.dirname(p) === dir)
    .sort();
}

const rulesFiles = list('rules', '.rules');
console.log(`Generating engines from ${rulesFiles.length} rules file(s) in rules/ ...`);
const generate = spawnSync('npx', ['nx', 'run-many', '-t', 'generate', '--outputStyle=static'], {
  stdio: 'inherit',
  env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
});
if (generate.status !== 0) {
  console.error(`orrery: generating engines failed (exit ${generate.status ?? generate.signal})`);
  process.exit(generate.status ?? 1);
}
console.log(`Engines: ${list(path.join('packages', 'engines')).length} in packages/engines/`);

console.log('Building the playground ...');
// The playground's build is TypeScript (it runs the same bundler as `orrery bundle`).
const { register } = await import('tsx/esm/api');
register();
const { buildPlayground } = await import('../../apps/playground/scripts/build.ts');
const { serveStatic } = await import('../../apps/playground/scripts/serve.mjs');
const dist = await buildPlayground();
const { url } = await serveStatic(dist);
console.log(`\nPlayground: ${url}\nRules editor: ${url}editor.html\n(Ctrl+C to stop)`);
