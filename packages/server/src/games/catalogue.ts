// The games a server offers: engines of the repository by game id, and rules files named in the
// configuration, generated on the fly. Both go through @orrery/sim's source and bundle steps, so
// the server plays exactly the engine `orrery sim` plays. A client names a game by id only; it
// never names a path.

import { fileURLToPath } from 'node:url';
import type { AnyEngine, GameMeta } from '@orrery/runtime';
import { bundleEngine, loadBundle } from '@orrery/sim/bundle';
import { repoGames, resolveSource } from '@orrery/sim/source';
import { BotPool } from '../bots/bot-pool';

export type { AnyEngine };

export interface GameHandle {
  readonly id: string;
  readonly engine: AnyEngine;
  readonly bots: BotPool;
  /** What it was made from: `@orrery/engine-<id>` or a rules file's path. */
  readonly source: string;
}

export interface CatalogueConfig {
  /** Repository games by id; `all` for every engine package. */
  readonly games: 'all' | readonly string[];
  /** Rules files to offer, by path; each is offered under its `game` id. */
  readonly rules: readonly string[];
  readonly botThreads: number;
  readonly botTimeoutMs: number;
  /** Where relative rules paths start. */
  readonly cwd: string;
}

export interface GameSummary {
  readonly id: string;
  readonly title: string;
  readonly seats: number;
  readonly options: GameMeta['options'];
}

const BOT_LOOP = {
  module: fileURLToPath(new URL('../bots/bot-serve.ts', import.meta.url)),
  serve: 'serveBots',
};

export class Catalogue {
  private readonly entries = new Map<string, { entry: string; source: string }>();
  private readonly loaded = new Map<string, Promise<GameHandle>>();

  private constructor(private readonly config: CatalogueConfig) {}

  /** Reads the configuration; rules files are checked and generated now, so a bad one stops the start. */
  static async open(config: CatalogueConfig): Promise<Catalogue> {
    const catalogue = new Catalogue(config);
    const known = repoGames();
    const ids = config.games === 'all' ? known : config.games;
    for (const id of ids) {
      const resolved = await resolveSource(id, config.cwd);
      if (!resolved.ok) throw new Error(resolved.lines.join('\n'));
      catalogue.entries.set(id, { entry: resolved.game.entry, source: resolved.game.source });
    }
    for (const file of config.rules) {
      const resolved = await resolveSource(file, config.cwd);
      if (!resolved.ok) throw new Error(resolved.lines.join('\n'));
      const handle = await catalogue.build(resolved.game.entry, resolved.game.source);
      if (catalogue.entries.has(handle.id)) {
        throw new Error(`${file}: game id '${handle.id}' is offered twice`);
      }
      catalogue.entries.set(handle.id, { entry: resolved.game.entry, source: file });
      catalogue.loaded.set(handle.id, Promise.resolve(handle));
    }
    return catalogue;
  }

  ids(): string[] {
    return [...this.entries.keys()].sort();
  }

  has(id: string): boolean {
    return this.entries.has(id);
  }

  /** The game's engine and bots, bundled on first use. */
  get(id: string): Promise<GameHandle> | undefined {
    const known = this.entries.get(id);
    if (known === undefined) return undefined;
    let handle = this.loaded.get(id);
    if (handle === undefined) {
      handle = this.build(known.entry, known.source);
      this.loaded.set(id, handle);
      handle.catch(() => this.loaded.delete(id));
    }
    return handle;
  }

  async summaries(): Promise<GameSummary[]> {
    const handles = await Promise.all(this.ids().map((id) => this.get(id)!));
    return handles.map(({ id, engine }) => ({
      id,
      title: engine.meta.title,
      seats: engine.meta.seatCount(),
      options: engine.meta.options,
    }));
  }

  async close(): Promise<void> {
    const handles = await Promise.allSettled([...this.loaded.values()]);
    await Promise.all(
      handles.map((h) => (h.status === 'fulfilled' ? h.value.bots.close() : undefined)),
    );
  }

  private async build(entry: string, source: string): Promise<GameHandle> {
    const bundle = await bundleEngine(entry, BOT_LOOP);
    const engine = await loadBundle(bundle);
    const bots = new BotPool(engine, bundle, this.config.botThreads, this.config.botTimeoutMs);
    return { id: engine.meta.id, engine, bots, source };
  }
}
