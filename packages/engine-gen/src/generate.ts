// From a checked rules file to the text of a generated engine's files. One emitter per concept
// (emit/*.ts) produces the top-level declarations of a file; module.ts writes the ones in use,
// with the imports they need, so the output is deterministic, carries no timestamp or version,
// and holds nothing it does not use.

import type { LinkedGame } from '@orrery/rules-lang';
import * as runtime from '@orrery/runtime';
import { createContext, type GenChoices } from './context';
import { emitCards } from './emit/cards';
import { emitEngine } from './emit/engine';
import { emitTypes } from './emit/types';
import { generatedHeader } from './header';
import { moduleText, type ImportSource } from './module';

export interface GeneratedFile {
  /** Relative to the engine package's `src/generated/`. */
  readonly name: string;
  readonly text: string;
}

/** The runtime's type exports that generated code names (its values are read from the module). */
const RUNTIME_TYPES = [
  'EngineState',
  'EngineView',
  'Events',
  'GameEvent',
  'GameTables',
  'MoveError',
  'Owed',
  'Step',
  'ZoneView',
];

const RUNTIME: ImportSource = {
  from: '@orrery/runtime',
  values: new Set(Object.keys(runtime)),
  types: new Set(RUNTIME_TYPES),
};

const CARD_TYPES = new Set(['CardId', 'GroupId', 'RankId', 'SuitId']);

/** The generated files of one engine. `rulesPath` is how the header names the rules file. */
export function generateEngine(
  game: LinkedGame,
  rulesPath: string,
  choices: GenChoices = {},
): GeneratedFile[] {
  const ctx = createContext(game, rulesPath, choices);
  const header = generatedHeader(rulesPath);
  const everything = (declarations: readonly { readonly name: string }[]) =>
    declarations.map((d) => d.name);
  const cards = emitCards(ctx);
  const types = emitTypes(ctx);
  const engine = emitEngine(ctx);
  const files: [string, string][] = [
    [
      'cards.ts',
      moduleText({ header, imports: [RUNTIME], declarations: cards, roots: everything(cards) }),
    ],
    [
      'types.ts',
      moduleText({
        header,
        imports: [
          { from: './cards', values: new Set(), types: CARD_TYPES },
          { ...RUNTIME, renamed: new Map([['EngineEvent', 'GameEvent']]) },
        ],
        declarations: types,
        roots: everything(types),
      }),
    ],
    [
      'engine.ts',
      moduleText({
        header,
        imports: [
          { from: './cards', values: new Set(['DECK']), types: CARD_TYPES },
          { from: './types', values: new Set(), types: new Set(types.map((t) => t.name)) },
          RUNTIME,
        ],
        declarations: engine,
        roots: ['engine'],
      }),
    ],
    [
      'index.ts',
      [
        header,
        '',
        "export * from './cards';",
        "export type * from './types';",
        "export { engine } from './engine';",
        '',
      ].join('\n'),
    ],
  ];
  return files.map(([name, text]) => ({ name, text }));
}
