// Prints how long the bundler takes for each seed game: the first build, then a rebuild of the
// same context after the rules file is read again (what a dev server pays on every save).
// `npx tsx packages/web/scripts/bench-rebuild.ts`
import { createBundler, repoGames } from '../bundler/index';

for (const game of repoGames().filter((g) => g.group === 'seeds')) {
  const bundler = createBundler([game.rulesPath], {
    cwd: new URL('../../..', import.meta.url).pathname,
  });
  try {
    let t = performance.now();
    const first = await bundler.build();
    const firstMs = performance.now() - t;
    const again: number[] = [];
    for (let i = 0; i < 5; i++) {
      t = performance.now();
      const r = await bundler.build();
      again.push(performance.now() - t);
      if (!r.ok) throw new Error(r.lines.join('\n'));
    }
    again.sort((a, b) => a - b);
    console.log(
      `${game.id.padEnd(16)} first build ${firstMs.toFixed(0).padStart(5)} ms   rebuild (median of 5) ${again[2]!.toFixed(0).padStart(5)} ms${first.ok ? '' : '  FAILED'}`,
    );
  } finally {
    await bundler.dispose();
  }
}
