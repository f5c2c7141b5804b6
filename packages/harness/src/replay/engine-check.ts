// The second stage of reading a replay file: what needs the game's engine, before any move is
// played. Option names, seats, the keys of each move (its type's parameters, from the engine's
// metadata) and the card ids moves name are checked here, so a typo is a refusal with a
// suggestion rather than a value silently ignored; `setup` judges the options' values and deals.

import type { InputError } from '@orrery/runtime';
import type { AnyEngine } from './engines';
import { fault, isObject, unknownKey, type Read } from './fault';
import { keyPath, quote, safeMessage } from './quote';
import { MOVE_KEYS, type ReplayFile } from './replay-file';
import { readSavedState } from './saved-state';
import { closest } from './suggest';

/** Returns the starting state. */
export function checkAgainstEngine(file: ReplayFile, engine: AnyEngine): Read<unknown> {
  const options = file.options ?? {};
  const names = engine.meta.options.map((o) => o.name);
  for (const name of Object.keys(options)) {
    if (names.includes(name)) continue;
    const near = closest(name, names);
    const known = names.length === 0 ? 'this game has none' : `this game has ${names.join(', ')}`;
    return fault(
      keyPath('options', name),
      near === undefined
        ? `unknown option ${quote(name)} (${known})`
        : `unknown option ${quote(name)}; did you mean '${near}'?`,
    );
  }
  const setup = engine.setup({
    ...(file.seed === undefined ? {} : { seed: file.seed }),
    options,
    ...(file.deals === undefined ? {} : { deals: file.deals as never }),
    ...(file.handLimit === undefined ? {} : { handLimit: file.handLimit }),
  });
  // The engine's message may quote the input (an unknown card id): it is cut and escaped.
  if (!setup.ok) return fault(safeMessage(setup.error.path), safeMessage(setup.error.message));
  const seats = engine.meta.seatCount(options);
  if (file.players !== undefined && file.players.length !== seats) {
    return fault('players', `players names ${file.players.length} bots for ${seats} seats`);
  }
  const wrong = checkMoves(file, engine);
  if (wrong !== null) return { ok: false, error: wrong };
  if (file.seed === undefined && needsSeed(file, engine)) {
    return fault('seed', 'seed is required: the first hand is not wholly given by deals');
  }
  return { ok: true, value: setup.value };
}

/** Every move's seat exists, its keys are its type's, and the card ids it names are in the deck. */
function checkMoves(file: ReplayFile, engine: AnyEngine): InputError | null {
  const options = file.options ?? {};
  const seats = engine.meta.seatCount(options);
  const deck = new Set(engine.meta.deck(options).map((c) => c.id));
  // A type may be a move of several phases: its keys are those of any of them.
  const keys = new Map<string, string[]>();
  const cardKeys = new Map<string, string[]>();
  for (const m of engine.meta.moves) {
    keys.set(m.type, [...(keys.get(m.type) ?? MOVE_KEYS), ...m.params.map((p) => p.name)]);
    const cards = m.params
      .filter((p) => p.kind === 'card' || p.kind === 'cards')
      .map((p) => p.name);
    cardKeys.set(m.type, [...(cardKeys.get(m.type) ?? []), ...cards]);
  }
  for (const [type, names] of keys) keys.set(type, [...new Set(names)]);
  for (const [k, move] of file.moves.entries()) {
    const path = `moves[${k}]`;
    if (move.seat < 0 || move.seat >= seats) {
      return fault(`${path}.seat`, `there is no seat ${move.seat}: seats are 0 to ${seats - 1}`)
        .error;
    }
    // A type the game does not have is a move the engine refuses (`unknown-move`) when it is
    // reached: its keys cannot be judged.
    const known = keys.get(move.type);
    if (known === undefined || !isObject(move)) continue;
    const unknown = unknownKey(move, known, path, `a '${move.type}' move`);
    if (unknown !== null) return unknown.error;
    for (const name of cardKeys.get(move.type) ?? []) {
      const card = move[name];
      if (typeof card === 'string' && !deck.has(card)) {
        return fault(keyPath(path, name), `there is no card ${quote(card)} in this game`).error;
      }
      // A set of cards: each of its ids (its shape is the engine's to judge, as the move is played).
      if (!Array.isArray(card)) continue;
      for (const [j, id] of (card as unknown[]).entries()) {
        if (typeof id === 'string' && !deck.has(id)) {
          return fault(`${keyPath(path, name)}[${j}]`, `there is no card ${quote(id)} in this game`)
            .error;
        }
      }
    }
  }
  return null;
}

/**
 * Without a seed, the first hand must come from `deals[0]` and so must its dealer: when the
 * starting state depends on the seed (a cut for the first dealer), the file is incomplete.
 */
function needsSeed(file: ReplayFile, engine: AnyEngine): boolean {
  if ((file.deals?.length ?? 0) === 0) return true;
  const starts = [1, 2, 3, 4].map((seed) => {
    const s = engine.setup({ seed, options: file.options ?? {}, deals: file.deals as never });
    return s.ok ? readSavedState(engine, s.value).dealer : null;
  });
  return starts.some((d) => d !== starts[0]);
}
