// What the rules file itself calls the things a run counts, so the report speaks in the
// designer's words: each `event NAME "REASON"` and `instant win NAME`, and each `score` with a
// reason. Read from the file's syntax tree (@orrery/rules-lang), never from the engine's code.
//
// A `score` event carries its reason as the engine wrote it out ("South took every Hearts card"),
// not which statement sent it; each reason's template is kept as the literal pieces between its
// placeholders, so a worker can tell which `score` an event came from (scoreKey).

import type { EventStmt, GameFile, MatchItem, ScoreStmt, Template } from '@orrery/rules-lang';

type InstantWin = Extract<MatchItem, { kind: 'InstantWin' }>;

export interface EventWords {
  /** As the rules file spells it: the event's `name`. */
  readonly name: string;
  /** The reason as written, placeholders and all: `{t} took every {s} card`. */
  readonly reason: string | undefined;
  /** Where the rules file first says it (1-based). */
  readonly line: number;
  /** `instant win NAME` rather than `event NAME`. */
  readonly instantWin: boolean;
}

export interface ScoreReason {
  /** The name a run counts its events under: `score:` and the reason as written. */
  readonly key: string;
  readonly reason: string;
  /** The literal text around the placeholders: `["", " took every ", " card"]`. */
  readonly pieces: readonly string[];
  readonly line: number;
}

export interface RulesWords {
  /** Once per name, in file order. */
  readonly events: readonly EventWords[];
  /** Once per reason text, in file order; `score`s without a reason are not here. */
  readonly scores: readonly ScoreReason[];
}

export const NO_WORDS: RulesWords = { events: [], scores: [] };

/** The words of a rules file's text; none when it does not parse (the engine was built anyway). */
export async function rulesWords(text: string, file: string): Promise<RulesWords> {
  const { parse } = await import('@orrery/rules-lang');
  const parsed = parse(text, file);
  return parsed.file === undefined ? NO_WORDS : wordsOf(parsed.file);
}

export function wordsOf(file: GameFile): RulesWords {
  const events = new Map<string, EventWords>();
  const scores = new Map<string, ScoreReason>();
  visit(file, (node) => {
    if (node.kind === 'EventStmt' || node.kind === 'InstantWin') {
      const n = node as unknown as EventStmt | InstantWin;
      const name = n.name.text;
      const reason = n.kind === 'EventStmt' ? n.reason : undefined;
      if (!events.has(name)) {
        events.set(name, {
          name,
          reason: reason === undefined ? undefined : templateText(reason),
          line: node.range.start.line,
          instantWin: node.kind === 'InstantWin',
        });
      }
    } else if (node.kind === 'ScoreStmt') {
      const { reason } = node as unknown as ScoreStmt;
      if (reason === undefined) return;
      const text = templateText(reason);
      if (!scores.has(text)) {
        scores.set(text, {
          key: `score:${text}`,
          reason: text,
          pieces: pieces(reason),
          line: node.range.start.line,
        });
      }
    }
  });
  return { events: [...events.values()], scores: [...scores.values()] };
}

interface AnyNode {
  readonly kind: string;
  readonly range: { readonly start: { readonly line: number } };
}

/** Every node under `root`, in source order (ranges are not walked into). */
function visit(root: unknown, at: (node: AnyNode) => void): void {
  if (root === null || typeof root !== 'object') return;
  if (Array.isArray(root)) {
    for (const item of root) visit(item, at);
    return;
  }
  const node = root as Partial<AnyNode>;
  if (typeof node.kind === 'string' && node.range !== undefined) at(node as AnyNode);
  for (const [key, value] of Object.entries(root)) if (key !== 'range') visit(value, at);
}

function templateText(template: Template): string {
  return template.parts
    .map((part) =>
      typeof part === 'string'
        ? part
        : part.kind === 'ScoredPoints'
          ? '{points}'
          : `{${part.name.text}}`,
    )
    .join('');
}

function pieces(template: Template): string[] {
  const out = [''];
  for (const part of template.parts) {
    if (typeof part === 'string') out[out.length - 1] += part;
    else out.push('');
  }
  return out;
}

/**
 * The key of the `score` reason `text` was written from, or undefined. A placeholder shows at
 * least one character; where several reasons fit, the one with the most literal text wins.
 */
export function scoreKey(text: string, reasons: readonly ScoreReason[]): string | undefined {
  let best: ScoreReason | undefined;
  let bestLength = -1;
  for (const reason of reasons) {
    const length = reason.pieces.reduce((n, p) => n + p.length, 0);
    if (length > bestLength && fits(text, reason.pieces)) {
      best = reason;
      bestLength = length;
    }
  }
  return best?.key;
}

/** Whether `text` is `pieces` joined by placeholders of one character or more. */
export function fits(text: string, pieces: readonly string[]): boolean {
  if (pieces.length === 1) return text === pieces[0];
  const first = pieces[0]!;
  const last = pieces[pieces.length - 1]!;
  if (!text.startsWith(first) || !text.endsWith(last)) return false;
  const end = text.length - last.length;
  let at = first.length;
  // The earliest place for each piece leaves the most room for the rest.
  for (const piece of pieces.slice(1, -1)) {
    const found = text.indexOf(piece, at + 1);
    if (found < 0 || found + piece.length > end - 1) return false;
    at = found + piece.length;
  }
  return end - at >= 1;
}
