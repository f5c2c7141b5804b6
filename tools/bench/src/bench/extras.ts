import { readdirSync, readFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildEngine } from '@orrery/engine-gen';
import { engine as marsVenus } from '@orrery/engine-mars-venus';
import { check, parse } from '@orrery/rules-lang';
import type { Move } from '@orrery/runtime';
import { firstTurn } from './first-turn';
import { figure, type Figure } from './measure';

/** The other figures of issue 9: bots, the generator, the parser and the web bundles. */

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** A measured value, or why there is none. */
export type Maybe<T> = { readonly value: T } | { readonly missing: string };

export function machine(): {
  cpu: string;
  cores: number;
  node: string;
  os: string;
  memoryGb: number;
  loadAverage: number[];
} {
  return {
    cpu: os.cpus()[0]?.model ?? 'unknown CPU',
    cores: os.cpus().length,
    node: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    loadAverage: os.loadavg().map((x) => Math.round(x * 100) / 100),
  };
}

/** Every rules file of the repository: the games, the examples and the variants. */
export function rulesFiles(): string[] {
  const dirs = ['rules', 'rules/examples', 'rules/variants'];
  return dirs.flatMap((dir) =>
    existsSync(path.join(repoRoot, dir))
      ? readdirSync(path.join(repoRoot, dir))
          .filter((f) => f.endsWith('.rules'))
          .sort()
          .map((f) => `${dir}/${f}`)
      : [],
  );
}

function timeRuns(runs: number, body: () => void): Figure {
  const seconds: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    body();
    seconds.push((performance.now() - t0) / 1000);
  }
  return figure(seconds);
}

/**
 * Seconds to check and generate every rules file in this process (`buildEngine`, which is what
 * `orrery generate --all` runs per file, without writing or the CLI's start-up). The first run
 * is cold (modules just loaded, nothing compiled yet); the figure is the median of the rest.
 */
export function generationSeconds(runs: number): { files: number; cold: number; warm: Figure } {
  const files = rulesFiles().map((f) => [f, readFileSync(path.join(repoRoot, f), 'utf8')] as const);
  const all = () => {
    for (const [file, text] of files) {
      const built = buildEngine(text, file);
      if (built.files === undefined) throw new Error(`${file} does not generate`);
    }
  };
  const cold = timeRuns(1, all).median;
  return { files: files.length, cold, warm: timeRuns(runs, all) };
}

/** Seconds to parse, and to parse and check, every rules file (medians over `runs`). */
export function parseSeconds(runs: number): { parse: Figure; check: Figure } {
  const files = rulesFiles().map((f) => [f, readFileSync(path.join(repoRoot, f), 'utf8')] as const);
  timeRuns(2, () => files.forEach(([f, t]) => check(t, f))); // warm up
  return {
    parse: timeRuns(runs, () => files.forEach(([f, t]) => parse(t, f))),
    check: timeRuns(runs, () => files.forEach(([f, t]) => check(t, f))),
  };
}

interface BotsApi {
  createBot(
    spec: { kind: 'ismcts'; iterations: number },
    seed: number,
  ): { decide(turn: unknown): Move };
  botEngineOf(engine: unknown): unknown;
}

/**
 * ISMCTS iterations per second from @orrery/bots, on the first decision of a Mars & Venus hand
 * (fourteen cards in hand, nothing seen: the widest decision), as the bots' own speed script
 * measures it: a warm-up decision, then one timed decision of `iterations` iterations.
 */
export async function ismctsIterationsPerSecond(iterations: number): Promise<Maybe<number>> {
  let bots: Partial<BotsApi>;
  try {
    bots = (await import('@orrery/bots')) as Partial<BotsApi>;
  } catch (e) {
    return { missing: `@orrery/bots does not load: ${e instanceof Error ? e.message : String(e)}` };
  }
  if (typeof bots.createBot !== 'function' || typeof bots.botEngineOf !== 'function') {
    return { missing: '@orrery/bots has no ISMCTS bot yet (no createBot/botEngineOf)' };
  }
  const handle = bots.botEngineOf(marsVenus);
  const turn = (seed: number) => firstTurn(handle, seed);
  bots
    .createBot({ kind: 'ismcts', iterations: Math.max(1, Math.round(iterations / 10)) }, 1)
    .decide(turn(1));
  const t0 = performance.now();
  bots.createBot({ kind: 'ismcts', iterations }, 2).decide(turn(2));
  return { value: (iterations * 1000) / (performance.now() - t0) };
}

/**
 * Gzip size (level 9, as the bundle budget counts it) of each web bundle, built in memory with
 * packages/web's bundler (the one `orrery bundle` runs), so a fresh clone needs no build step.
 */
export async function bundleGzipBytes(): Promise<Maybe<Record<string, number>>> {
  const script = path.join(repoRoot, 'packages/web/bundler/index.ts');
  if (!existsSync(script)) return { missing: 'packages/web has no bundler yet' };
  try {
    const mod = (await import(pathToFileURL(script).href)) as {
      bundleGames?: (
        games: readonly string[],
        o: { cwd: string },
      ) => Promise<
        | { ok: true; games: { plan: { tag: string }; gzipBytes: number }[] }
        | { ok: false; lines: string[] }
      >;
      repoGames?: () => { id: string }[];
    };
    if (typeof mod.bundleGames !== 'function' || typeof mod.repoGames !== 'function')
      return { missing: 'packages/web/bundler has no bundleGames' };
    const built = await mod.bundleGames(
      mod.repoGames().map((g) => g.id),
      { cwd: repoRoot },
    );
    if (!built.ok) return { missing: `the web bundles do not build: ${built.lines[0] ?? ''}` };
    const sizes: Record<string, number> = {};
    for (const g of [...built.games].sort((a, b) => a.plan.tag.localeCompare(b.plan.tag)))
      sizes[g.plan.tag] = g.gzipBytes;
    return Object.keys(sizes).length > 0
      ? { value: sizes }
      : { missing: 'the web bundler made no bundles' };
  } catch (e) {
    return {
      missing: `the web bundles do not build: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`,
    };
  }
}
