// Which game a bundle is for: a rules file anywhere on disk or a repo game id, resolved through
// @orrery/sim's resolveSource (checked, its engine generated into the cache for a file), and its
// look read from the rules file's checked model. The look never goes through the engine.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  check,
  formatDiagnostic,
  type DeckLook as ModelLook,
  type Diagnostic,
} from '@orrery/rules-lang';
import { REPO_ROOT, isRulesPath, resolveSource } from '@orrery/sim/source';
import type { DeckLook } from '../src/art/look';

export interface GamePlan {
  /** What was asked for, for messages: `spades` or `tmp/my.rules`. */
  readonly label: string;
  readonly id: string;
  /** `<game-id>-game`: the element's tag and the bundle's name. */
  readonly tag: string;
  readonly title: string;
  /** The engine module the bundle imports. */
  readonly engineEntry: string;
  readonly rulesFile: string;
  readonly look: DeckLook;
  /** Warnings of the rules file, as `path:line:col: warning ...` lines. */
  readonly warnings: readonly string[];
}

export type PlanResult =
  | { readonly ok: true; readonly plan: GamePlan }
  /**
   * `lines` ready to print; `diagnostics` when they are the rules file's (as `orrery check` makes
   * them, `path` as given), for a page that shows them itself. Without it, there is no file.
   */
  | {
      readonly ok: false;
      readonly lines: readonly string[];
      readonly diagnostics?: readonly Diagnostic[];
    };

/** Every rules file of the repo (rules/*.rules, rules/examples, rules/variants), sorted. */
export function repoRulesFiles(root = REPO_ROOT): string[] {
  const dir = path.join(root, 'rules');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.rules'))
    .map((f) => path.join(dir, f))
    .sort();
}

/** The rules file a repo game id was generated from: `rules/**\/<id>.rules`. */
function repoRulesFile(id: string): string | undefined {
  return repoRulesFiles().find((f) => path.basename(f, '.rules') === id);
}

export function tagOf(id: string): string {
  return `${id}-game`;
}

/** The look in the web element's terms: plain JSON, written into the entry module. */
export function webLook(look: ModelLook): DeckLook {
  return {
    ...(look.art === undefined ? {} : { art: look.art }),
    suits: Object.fromEntries(
      look.suits.map((s) => [s.suit, { symbol: s.symbol, colour: s.colour }]),
    ),
  };
}

export async function planGame(arg: string, cwd: string): Promise<PlanResult> {
  const source = await resolveSource(arg, cwd);
  if (!source.ok) return source;
  const rulesFile = isRulesPath(arg) ? path.resolve(cwd, arg) : repoRulesFile(arg);
  if (rulesFile === undefined)
    return { ok: false, lines: [`no rules file for game '${arg}' under rules/`] };
  const checked = check(readFileSync(rulesFile, 'utf8'), arg);
  const game = checked.game;
  if (game === undefined)
    return {
      ok: false,
      lines: checked.diagnostics.map(formatDiagnostic),
      diagnostics: checked.diagnostics,
    };
  return {
    ok: true,
    plan: {
      label: arg,
      id: game.id,
      tag: tagOf(game.id),
      title: game.title ?? game.id,
      engineEntry: source.game.entry,
      rulesFile,
      look: webLook(game.look),
      warnings: source.warnings,
    },
  };
}
