// The rules interpreter: an Engine with the same API as a generated engine, built from a checked
// rules file with no code generation, for the browser editor's Play button and as a second
// implementation of the language (differential.test.ts plays both against each other). The
// runtime shell builds the Engine from the same tables a generated engine has and from kernels
// that evaluate the linked model. Browser-safe: nothing here reaches `node:`; input never runs
// as code.

import type { Diagnostic, LinkedGame } from '@orrery/rules-lang';
import {
  CardSets,
  Deck,
  makeEngine,
  ZoneLayout,
  type AnyEngine,
  type GameTables,
} from '@orrery/runtime';
import { createContext } from '../context';
import { gameTables } from '../ir/tables';
import { interpretedKernels } from './kernels';
import { moveTable } from './moves';
import { notInterpreted, unsupported } from './support';
import { NotInterpreted, type Interp } from './values';

export type Interpreted =
  | { readonly engine: AnyEngine; readonly diagnostics: readonly [] }
  | { readonly engine: undefined; readonly diagnostics: readonly Diagnostic[] };

/**
 * The engine of a checked rules file, interpreted; or, for a file with a construct the
 * interpreter does not play yet, `not-interpreted` diagnostics positioned at each.
 */
export function interpret(game: LinkedGame, rulesPath?: string): Interpreted {
  const refused = unsupported(game);
  if (refused.length > 0) return { engine: undefined, diagnostics: refused };
  try {
    const ctx = createContext(game, rulesPath ?? game.path);
    const data = gameTables(ctx);
    // Sets of cards named by moves, numbered as the generated engine's CARD_SETS numbers them.
    const cardSets = new CardSets();
    const sets = data.tables.moves.some((m) => m.params.some((q) => q.kind === 'cards'));
    const tables: GameTables = {
      ...data.tables,
      ...(sets ? { cardSets } : {}),
      deck: new Deck(data.deck),
      seatNames: data.seatNames,
      zones: new ZoneLayout(data.zones, data.words),
    };
    const interp: Interp = {
      ctx,
      deck: tables.deck,
      layout: tables.zones,
      seatNames: tables.seatNames,
      locals: [],
      slots: new Map(),
      defines: new Map(),
      values: new Map(),
      moveIndex: new Map(moveTable({ ctx }).map((m) => [m.name, m.index] as const)),
      cardSets,
    };
    const engine: AnyEngine = makeEngine(tables, interpretedKernels(interp));
    return { engine, diagnostics: [] };
  } catch (e) {
    // Whatever stops the build is the editor's to show, not to crash on: a construct not yet
    // interpreted at its place, anything else at the file.
    if (!(e instanceof NotInterpreted)) {
      const message = e instanceof Error ? e.message : String(e);
      return {
        engine: undefined,
        diagnostics: [
          notInterpreted(
            game,
            game.file.range,
            `the interpreter cannot play this file: ${message}`,
          ),
        ],
      };
    }
    const range = e.node?.range ?? game.file.range;
    return {
      engine: undefined,
      diagnostics: [
        notInterpreted(game, range, `${e.message}: not supported by the interpreter yet`),
      ],
    };
  }
}
