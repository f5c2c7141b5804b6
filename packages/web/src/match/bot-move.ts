import type { Move } from '@orrery/runtime';
import { nextInt, seedRandom } from '@orrery/runtime';
import type { AnyEngine, TableView } from './table-view';

/** What a bot is asked: only the seat's view (never the full state) and a seed for its dice. */
export interface BotRequest {
  readonly spec: string;
  readonly seat: number;
  readonly view: TableView;
  readonly seed: number;
}

/**
 * The move a bot makes. Until `@orrery/bots` offers `createBot`, every bot spec plays a seeded
 * uniformly random legal move; swapping in the real bots changes only this function.
 */
export function chooseBotMove(_engine: AnyEngine, request: BotRequest): Move | null {
  const legal = request.view.legal;
  if (legal.length === 0) return null;
  const [index] = nextInt(seedRandom(request.seed | 0), legal.length);
  return legal[index] ?? null;
}
