import { createBot, parseBotSpec } from '@orrery/bots';
import type { Move } from '@orrery/runtime';
import type { AnyEngine, TableView } from './table-view';

/** What a bot is asked: only the seat's view (never the full state) and a seed for its dice. */
export interface BotRequest {
  readonly spec: string;
  readonly seat: number;
  readonly view: TableView;
  readonly seed: number;
}

/**
 * The move a bot of `@orrery/bots` makes from the seat's view; null when there is no legal move.
 * A fresh bot per decision, seeded from the match seed and the move number, so a reload or a
 * worker restart makes the same choice.
 */
export function chooseBotMove(engine: AnyEngine, request: BotRequest): Move | null {
  const legal = request.view.legal;
  if (legal.length === 0) return null;
  const spec = parseBotSpec(request.spec);
  if (!spec.ok) return legal[0] ?? null;
  return createBot(spec.spec, request.seed).decide({
    engine,
    view: request.view,
    legal,
    seat: request.seat,
  });
}
