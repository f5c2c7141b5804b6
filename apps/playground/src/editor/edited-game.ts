// One version of the edited file made playable: checked by @orrery/rules-lang, then handed to
// the rules interpreter of @orrery/engine-gen, for which the text is data (nothing in it ever
// runs as code). The page, the bots' worker and the simulation's worker all build the game
// here, so all three play the same engine from the same text.

import { interpret } from '@orrery/engine-gen/interpret';
import { check, type DeckLook as ModelLook, type Diagnostic } from '@orrery/rules-lang';
import type { AnyEngine } from '@orrery/runtime';
import type { DeckLook } from '@orrery/web';

export type EditedGame =
  | {
      readonly ok: true;
      readonly engine: AnyEngine;
      /** How the rules file says its cards look (`art`, `look`), for the table's art. */
      readonly look: DeckLook;
    }
  | {
      readonly ok: false;
      /** Why this text can't be played, in one line: its first error, with the line. */
      readonly why: string;
      /** That error, when it is the file's or the interpreter's own. */
      readonly diagnostic: Diagnostic | undefined;
    };

/** `line 12: unknown zone 'takens' — did you mean 'taken'? (unknown-zone)`. */
export function lineOf(
  d: Pick<Diagnostic, 'code' | 'message' | 'suggestion'>,
  line: number,
): string {
  const hint = d.suggestion === undefined ? '' : ` — ${d.suggestion}`;
  return `line ${line}: ${d.message}${hint} (${d.code})`;
}

export function buildGame(text: string, rulesPath: string): EditedGame {
  const checked = check(text, rulesPath);
  const error = checked.diagnostics.find((d) => d.severity === 'error');
  if (checked.game === undefined || error !== undefined) {
    return error === undefined
      ? { ok: false, why: 'the file does not check', diagnostic: undefined }
      : { ok: false, why: lineOf(error, error.range.start.line), diagnostic: error };
  }
  let made: ReturnType<typeof interpret>;
  try {
    made = interpret(checked.game, rulesPath);
  } catch (e) {
    // A fault of the interpreter, not of the file: said, never thrown at the page.
    const message = e instanceof Error ? e.message : String(e);
    return { ok: false, why: `the interpreter failed: ${message}`, diagnostic: undefined };
  }
  if (made.engine === undefined) {
    const [first] = made.diagnostics;
    return first === undefined
      ? { ok: false, why: 'the interpreter refused the file', diagnostic: undefined }
      : { ok: false, why: lineOf(first, first.range.start.line), diagnostic: first };
  }
  return { ok: true, engine: made.engine, look: webLook(checked.game.look) };
}

/** The checked model's look in the web element's terms, as the bundler writes it. */
function webLook(look: ModelLook): DeckLook {
  return {
    ...(look.art === undefined ? {} : { art: look.art }),
    suits: Object.fromEntries(
      look.suits.map((s) => [s.suit, { symbol: s.symbol, colour: s.colour }]),
    ),
  };
}
