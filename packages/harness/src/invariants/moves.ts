/**
 * Move helpers for the checks: a key to compare moves by value, and builders for moves an
 * engine must refuse (well-formed but unlisted, malformed, from the wrong seat). Every builder
 * reads the move shapes from `engine.meta.moves`, never from a particular game.
 */

import { randomBelow, type GameMeta, type Move, type MoveParamMeta } from '@orrery/runtime';
import type { Options } from './layout';

/**
 * The same key for the same move whatever the order of its fields, and of the cards of a set
 * (an array of card ids, which names the same set in any order) (hot in `agreement`).
 */
export function moveKey(move: unknown): string {
  if (typeof move !== 'object' || move === null || Array.isArray(move)) {
    return `=${JSON.stringify(move) ?? 'undefined'}`;
  }
  const fields = move as Record<string, unknown>;
  let key = '';
  for (const name of Object.keys(fields).sort()) {
    const value = fields[name];
    const plain = Array.isArray(value) ? [...(value as unknown[])].map(String).sort() : value;
    key += `${JSON.stringify(name)}:${JSON.stringify(plain) ?? 'undefined'},`;
  }
  return key;
}

/** A random value of a parameter's kind, from the game's own cards, suits and ranks. */
function randomParam(
  meta: GameMeta,
  options: Options,
  param: MoveParamMeta,
  rng: number[],
): string | number | string[] {
  const pick = <T>(items: readonly T[], fallback: T): T =>
    items.length === 0 ? fallback : (items[randomBelow(rng, items.length)] ?? fallback);
  switch (param.kind) {
    case 'card':
      return pick(
        meta.deck(options).map((c) => c.id),
        'no-card',
      );
    case 'suit':
      return pick(
        meta.suits.map((s) => s.id),
        'no-suit',
      );
    case 'rank':
      return pick(
        meta.ranks.map((r) => r.id),
        'no-rank',
      );
    case 'seat':
      return randomBelow(rng, meta.seatCount(options) + 1);
    case 'team':
      return randomBelow(rng, meta.teamCount(options) + 1);
    case 'number':
      return randomBelow(rng, 40) - 5;
    case 'cards': {
      // Cards of the game, a random number of them around what the move takes (repeats possible).
      const ids = meta.deck(options).map((c) => c.id);
      const most = Math.min(param.most ?? 3, 8);
      const size = randomBelow(rng, most + 2);
      return Array.from({ length: size }, () => pick(ids, 'no-card'));
    }
  }
}

/** A well-formed move of a random declared type with random parameters. */
export function randomMove(meta: GameMeta, options: Options, rng: number[]): Move | null {
  const shape = meta.moves[randomBelow(rng, Math.max(1, meta.moves.length))];
  if (shape === undefined) return null;
  const move: Record<string, string | number | string[]> = { type: shape.type };
  for (const param of shape.params) move[param.name] = randomParam(meta, options, param, rng);
  return move as Move;
}

/** Inputs that are not moves at all, or moves with a wrong or missing part. */
export function malformedMoves(meta: GameMeta, sample: Move | undefined): unknown[] {
  const out: unknown[] = [
    null,
    undefined,
    42,
    'play',
    [],
    {},
    { type: 42 },
    { type: null },
    { type: '' },
    { type: 'no-such-move' },
    { type: ['play'] },
  ];
  for (const shape of meta.moves) {
    if (shape.params.length > 0) out.push({ type: shape.type });
  }
  if (sample !== undefined) {
    const shape = meta.moves.find((m) => m.type === sample.type);
    for (const param of shape?.params ?? []) {
      const { [param.name]: _dropped, ...missing } = sample;
      out.push(missing);
      const wrongKind = param.kind === 'card' || param.kind === 'suit' || param.kind === 'rank';
      out.push({ ...sample, [param.name]: wrongKind ? 42 : 'x' });
      out.push({ ...sample, [param.name]: null });
      out.push({ ...sample, [param.name]: { id: sample[param.name] } });
      out.push({ ...sample, [param.name]: [sample[param.name]] });
      if (!wrongKind) out.push({ ...sample, [param.name]: 0.5 }, { ...sample, [param.name]: 1e12 });
      if (param.kind === 'card') out.push({ ...sample, [param.name]: 'no-such-card' });
    }
  }
  return out;
}
