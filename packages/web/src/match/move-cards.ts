import type { GameMeta, Move } from '@orrery/runtime';

/** The first card a move names, found by the move's declared parameter kinds; null for none. */
export function firstCardOf(meta: GameMeta, move: Move): string | null {
  const declared = meta.moves.find((m) => m.type === move.type);
  const param = declared?.params.find((p) => p.kind === 'card');
  const value = param ? move[param.name] : undefined;
  return typeof value === 'string' ? value : null;
}
