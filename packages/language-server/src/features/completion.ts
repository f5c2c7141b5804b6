// Completion: the keywords the grammar allows at the point (Chevrotain's content assist) and the
// names of the kind it expects there, from the file's index: suits, ranks, cards, zones, vars,
// options, moves, with their kinds; after `c.` a card's attributes and values.

import type { Analysis, Entity, EntityKind, NameSlot } from '@orrery/rules-lang/editor';
import {
  BUILTIN_NAMES,
  CARD_ATTRIBUTE_NAMES,
  FUNCTION_NAMES,
  expectedAt,
} from '@orrery/rules-lang/editor';
import { CompletionItemKind, type CompletionItem } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { detailOf } from './describe';
import { ATTRIBUTES, BUILTINS, FUNCTIONS, KEYWORDS } from './reference';

const KIND: Readonly<Record<EntityKind, CompletionItemKind>> = {
  option: CompletionItemKind.Property,
  'option-value': CompletionItemKind.EnumMember,
  zone: CompletionItemKind.Field,
  variable: CompletionItemKind.Variable,
  define: CompletionItemKind.Constant,
  value: CompletionItemKind.Property,
  suit: CompletionItemKind.EnumMember,
  rank: CompletionItemKind.EnumMember,
  group: CompletionItemKind.Enum,
  card: CompletionItemKind.Constant,
  move: CompletionItemKind.Method,
  phase: CompletionItemKind.Module,
  local: CompletionItemKind.Variable,
  builtin: CompletionItemKind.Keyword,
  attribute: CompletionItemKind.Property,
  event: CompletionItemKind.Event,
  code: CompletionItemKind.Text,
  game: CompletionItemKind.Module,
  unknown: CompletionItemKind.Text,
};

/** The entity kinds each slot takes. */
const SLOT_KINDS: Readonly<Record<NameSlot, readonly EntityKind[]>> = {
  expression: [
    'local',
    'variable',
    'define',
    'zone',
    'option',
    'option-value',
    'suit',
    'rank',
    'group',
    'card',
  ],
  target: ['variable'],
  function: [],
  of: ['zone'],
  member: ['value'],
  zone: ['zone'],
  suit: ['suit'],
  rank: ['rank'],
  card: ['card'],
  move: ['move'],
  event: ['event'],
  new: [],
};

function contains(range: { start: { offset: number }; end: { offset: number } }, at: number) {
  return range.start.offset <= at && at <= range.end.offset;
}

/** Whether the entity can be named at `offset`: locals in their scope, phase names in their phase. */
function visible(entity: Entity, offset: number, phase: string | undefined): boolean {
  const s = entity.symbol;
  if (entity.kind === 'local')
    return (
      entity.scope !== undefined &&
      contains(entity.scope, offset) &&
      (entity.declaration?.start.offset ?? 0) < offset
    );
  if (s?.kind === 'variable' && s.variable.phase !== undefined) return s.variable.phase === phase;
  if (s?.kind === 'define' && s.define.phase !== undefined) return s.define.phase === phase;
  if (entity.kind === 'rank') return !/^[0-9]+$/.test(entity.name);
  return !(entity.kind === 'card' && entity.declaration === undefined);
}

export function completions(
  document: TextDocument,
  analysis: Analysis,
  offset: number,
): CompletionItem[] {
  const text = document.getText();
  const expected = expectedAt(text, offset);
  const range = {
    start: document.positionAt(expected.prefix.start),
    end: document.positionAt(offset),
  };
  const items = new Map<string, CompletionItem>();
  const put = (label: string, kind: CompletionItemKind, detail: string, doc?: string): void => {
    if (items.has(label)) return;
    items.set(label, {
      label,
      kind,
      detail,
      ...(doc === undefined ? {} : { documentation: { kind: 'markdown', value: doc } }),
      textEdit: { range, newText: label },
    });
  };
  const phase = analysis.file?.declarations.find(
    (d) => d.kind === 'PhaseDecl' && contains(d.range, offset),
  );
  const phaseName = phase?.kind === 'PhaseDecl' ? phase.name.text : undefined;
  for (const slot of expected.slots) {
    const kinds = SLOT_KINDS[slot];
    for (const entity of analysis.index.entities.values())
      if (kinds.includes(entity.kind) && visible(entity, offset, phaseName))
        put(entity.name, KIND[entity.kind], detailOf(entity));
    if (slot === 'expression')
      for (const name of BUILTIN_NAMES)
        put(name, CompletionItemKind.Keyword, 'built-in', BUILTINS[name]);
    if (slot === 'expression' || slot === 'function')
      for (const name of FUNCTION_NAMES.call)
        put(name, CompletionItemKind.Function, 'function', FUNCTIONS[name]);
    if (slot === 'expression' || slot === 'of')
      for (const name of FUNCTION_NAMES.of)
        put(name, CompletionItemKind.Function, `${name} of ...`, FUNCTIONS[name]);
    if (slot === 'member')
      for (const name of CARD_ATTRIBUTE_NAMES)
        put(name, CompletionItemKind.Property, 'card attribute', ATTRIBUTES[name]);
  }
  for (const word of expected.keywords)
    put(word, CompletionItemKind.Keyword, 'keyword', KEYWORDS[word]);
  return [...items.values()];
}
