// Rename: every occurrence of the entity, and the card ids made from it (`earth-sun` when suit
// `earth` is renamed). Refused, with the reason, when the new name is not a valid name, is a
// name already in the file (any kind: the checker may pick among equal names by type, and a
// local shadows the rest), or when the renamed file would have an error the old one did not.

import { check, type Diagnostic } from '@orrery/rules-lang';
import {
  BUILTIN_NAMES,
  CARD_ATTRIBUTE_NAMES,
  FUNCTION_NAMES,
  isValidName,
  type Analysis,
  type Entity,
} from '@orrery/rules-lang/editor';
import type { Range, TextEdit } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { toRange } from './ranges';

export type RenameResult =
  | { readonly ok: true; readonly edits: TextEdit[] }
  | { readonly ok: false; readonly reason: string };

/** The range to rename at `offset`, or why nothing there can be renamed. */
export function prepareRename(
  document: TextDocument,
  analysis: Analysis,
  offset: number,
): { range: Range; placeholder: string } | { reason: string } {
  const occurrence = analysis.index.at(offset);
  if (occurrence === undefined) return { reason: 'there is no name here to rename' };
  const why = notRenamable(occurrence.entity);
  if (why !== undefined) return { reason: why };
  return { range: toRange(document, occurrence.range), placeholder: occurrence.entity.name };
}

function notRenamable(entity: Entity): string | undefined {
  if (entity.renamable) return undefined;
  if (entity.parts !== undefined)
    return `'${entity.name}' is made from other names: rename ${entity.parts
      .filter((p) => p.key !== undefined)
      .map((p) => `'${p.text}'`)
      .join(' or ')} instead`;
  switch (entity.kind) {
    case 'builtin':
    case 'attribute':
      return `'${entity.name}' is built into the language`;
    case 'rank':
      return `'${entity.name}' is a numeric rank: its name is its number`;
    case 'unknown':
      return `'${entity.name}' is not declared anywhere`;
    default:
      return `'${entity.name}' cannot be renamed`;
  }
}

/** Every name the file uses for something, with what it is, for collisions. */
function namesInUse(analysis: Analysis): Map<string, string> {
  const names = new Map<string, string>();
  const put = (name: string, what: string) => {
    if (!names.has(name)) names.set(name, what);
  };
  for (const e of analysis.index.entities.values()) {
    if (e.kind === 'code' || e.kind === 'game' || e.kind === 'unknown' || e.kind === 'event')
      continue;
    put(e.name, `${e.kind} '${e.name}'`);
    const s = e.symbol;
    if (s?.kind === 'suit')
      for (const r of s.suit.ranks) put(`${e.name}-${r}`, `card '${e.name}-${r}'`);
    if (s?.kind === 'card-kind') for (const c of s.cards) put(c.id, `card '${c.id}'`);
  }
  for (const name of [...BUILTIN_NAMES, 'all-seats']) put(name, `the built-in '${name}'`);
  for (const name of CARD_ATTRIBUTE_NAMES) put(name, `the card attribute '${name}'`);
  for (const name of [...FUNCTION_NAMES.call, ...FUNCTION_NAMES.of])
    put(name, `the function word '${name}'`);
  return names;
}

function errorCounts(list: readonly Diagnostic[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const d of list)
    if (d.severity === 'error') counts.set(d.code, (counts.get(d.code) ?? 0) + 1);
  return counts;
}

export function rename(
  document: TextDocument,
  analysis: Analysis,
  offset: number,
  newName: string,
  path: string,
): RenameResult {
  const prepared = prepareRename(document, analysis, offset);
  if ('reason' in prepared) return { ok: false, reason: prepared.reason };
  const entity = analysis.index.at(offset)!.entity;
  if (newName === entity.name) return { ok: true, edits: [] };
  if (!isValidName(newName))
    return {
      ok: false,
      reason: `'${newName}' is not a valid name: names use lower-case letters, digits and single hyphens, and are not one of the reserved words`,
    };
  const clash =
    entity.kind === 'event'
      ? analysis.index.entities.has(`event:${newName}`)
        ? `event '${newName}'`
        : undefined
      : namesInUse(analysis).get(newName);
  if (clash !== undefined)
    return { ok: false, reason: `'${newName}' would collide with ${clash}, already in this file` };

  const edits: { start: number; end: number; text: string }[] = [];
  for (const o of analysis.index.of(entity.key))
    edits.push({ start: o.range.start.offset, end: o.range.end.offset, text: newName });
  for (const other of analysis.index.entities.values()) {
    if (other.parts?.some((p) => p.key === entity.key) !== true) continue;
    const spelled = other.parts.map((p) => (p.key === entity.key ? newName : p.text)).join('-');
    for (const o of analysis.index.of(other.key))
      edits.push({ start: o.range.start.offset, end: o.range.end.offset, text: spelled });
  }

  // Whatever the checks above missed, the checker sees: refuse a rename that adds an error.
  const text = document.getText();
  let renamed = text;
  for (const e of [...edits].sort((a, b) => b.start - a.start))
    renamed = renamed.slice(0, e.start) + e.text + renamed.slice(e.end);
  const before = errorCounts(check(text, path).diagnostics);
  const after = check(renamed, path).diagnostics;
  const added = after.find(
    (d) =>
      d.severity === 'error' && (errorCounts(after).get(d.code) ?? 0) > (before.get(d.code) ?? 0),
  );
  if (added !== undefined)
    return {
      ok: false,
      reason: `renaming '${entity.name}' to '${newName}' would make an error: ${added.message} (line ${added.range.start.line})`,
    };
  return {
    ok: true,
    edits: edits.map((e) => ({
      range: { start: document.positionAt(e.start), end: document.positionAt(e.end) },
      newText: e.text,
    })),
  };
}
