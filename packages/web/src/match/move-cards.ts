import type { GameMeta, Move } from '@orrery/runtime';

/** The first card a move names, found by the move's declared parameter kinds; null for none. */
export function firstCardOf(meta: GameMeta, move: Move): string | null {
  const declared = meta.moves.find((m) => m.type === move.type);
  const param = declared?.params.find((p) => p.kind === 'card');
  const value = param ? move[param.name] : undefined;
  return typeof value === 'string' ? value : null;
}

/** Every card a move names: its card parameters and the cards of its sets, in order. */
export function cardsOf(meta: GameMeta, move: Move): string[] {
  const declared = meta.moves.find((m) => m.type === move.type);
  return (declared?.params ?? []).flatMap((p) => {
    const value = move[p.name];
    if (p.kind === 'card') return typeof value === 'string' ? [value] : [];
    return p.kind === 'cards' && Array.isArray(value) ? value.map(String) : [];
  });
}
