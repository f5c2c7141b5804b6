// Every name in a file and what it stands for: the position index editors answer from (go to
// definition, references, rename, hover, highlighting). Built from the symbol tables and the
// checker's resolution map, so a name means here exactly what it means to `check`; names the
// checker never resolves (in deck declarations, events, unknown names) are placed by their text.

import type { GameFile, Name, Node, Range, RankName, Reference } from '../ast/ast';
import type { DeckCard, Symbol } from '../model/model';
import { walk } from '../model/walk';
import type { Tables } from '../references/tables';

export type EntityKind =
  | 'option'
  | 'option-value'
  | 'zone'
  | 'variable'
  | 'define'
  | 'value'
  | 'suit'
  | 'rank'
  | 'group'
  | 'card'
  | 'move'
  | 'phase'
  | 'local'
  | 'builtin'
  | 'attribute'
  | 'event'
  | 'code'
  | 'game'
  | 'unknown';

/** A named thing of the file, or a built-in one it uses. */
export interface Entity {
  /** Unique in the file: `zone:hand`, `variable:play:drew`, `local:1234`. */
  readonly key: string;
  readonly kind: EntityKind;
  readonly name: string;
  /** The name where it is declared; undefined for built-ins, attributes, events. */
  readonly declaration: Range | undefined;
  /** False for what the file cannot rename: built-ins, numbers, ids the deck makes. */
  readonly renamable: boolean;
  /** What the checker knows about it, where it is a symbol. */
  readonly symbol: Symbol | undefined;
  /** An id made of other names (`hearts-queen`, `joker-1`): the parts, with their entity keys. */
  readonly parts?: readonly { readonly key: string | undefined; readonly text: string }[];
  /** For a local: the construct it is seen in (a block, a loop, a move, an aggregate). */
  readonly scope?: Range;
}

export interface Occurrence {
  readonly range: Range;
  readonly entity: Entity;
  readonly declaration: boolean;
}

export interface FileIndex {
  readonly entities: ReadonlyMap<string, Entity>;
  /** Sorted by position, one per name in the file. */
  readonly occurrences: readonly Occurrence[];
  /** The name at `offset` (its end included, where a cursor stands after typing it). */
  at(offset: number): Occurrence | undefined;
  /** Every occurrence of the entity, its declaration included. */
  of(key: string): Occurrence[];
}

const NUMERIC = /^[0-9]+$/;

export function symbolKey(s: Symbol): string {
  switch (s.kind) {
    case 'option-value':
      return `option-value:${s.option.name}:${s.name}`;
    case 'variable':
      return `variable:${s.variable.phase ?? ''}:${s.name}`;
    case 'define':
      return `define:${s.define.phase ?? ''}:${s.name}`;
    case 'card-kind':
      return `card:${s.name}`;
    case 'local':
      return `local:${s.declaration.range.start.offset}`;
    default:
      return `${s.kind}:${s.name}`;
  }
}

function kindOf(s: Symbol): EntityKind {
  return s.kind === 'card-kind' ? 'card' : s.kind;
}

/** How a card id is made: `hearts-queen` of a suit and a rank, `joker-1` of a card with copies. */
function cardParts(card: DeckCard): Entity['parts'] {
  if (card.kind !== undefined && card.kind !== card.id)
    return [
      { key: `card:${card.kind}`, text: card.kind },
      { key: undefined, text: card.id.slice(card.kind.length + 1) },
    ];
  if (card.kind === undefined && card.suit !== undefined && card.rank !== undefined)
    return [
      { key: `suit:${card.suit}`, text: card.suit },
      { key: `rank:${card.rank}`, text: card.rank },
    ];
  return undefined;
}

export function buildIndex(
  file: GameFile,
  tables: Tables,
  resolved: ReadonlyMap<Node, Symbol>,
): FileIndex {
  const entities = new Map<string, Entity>();
  const byOffset = new Map<number, Occurrence>();
  const add = (e: Entity): Entity => {
    const known = entities.get(e.key);
    if (known !== undefined) return known;
    entities.set(e.key, e);
    return e;
  };
  const occur = (range: Range, entity: Entity, declaration = false): void => {
    if (!byOffset.has(range.start.offset))
      byOffset.set(range.start.offset, { range, entity, declaration });
  };
  const declare = (
    kind: EntityKind,
    key: string,
    name: string,
    range: Range,
    symbol: Symbol | undefined,
    renamable = true,
  ): void => occur(range, add({ key, kind, name, declaration: range, renamable, symbol }), true);

  // Declarations, from the tables.
  for (const option of tables.options) {
    declare('option', `option:${option.name}`, option.name, option.decl.name.range, {
      kind: 'option',
      name: option.name,
      option,
    });
    const values = option.decl.values;
    if (values.kind === 'choices')
      for (const lit of values.choices)
        if (lit.kind === 'SymbolLiteral')
          declare('option-value', `option-value:${option.name}:${lit.name}`, lit.name, lit.range, {
            kind: 'option-value',
            name: lit.name,
            option,
          });
    const dflt = option.decl.defaultValue;
    const chosen = entities.get(
      `option-value:${option.name}:${dflt.kind === 'SymbolLiteral' ? dflt.name : ''}`,
    );
    if (chosen !== undefined) occur(dflt.range, chosen);
  }
  for (const zone of tables.zones)
    declare('zone', `zone:${zone.name}`, zone.name, zone.decl.name.range, {
      kind: 'zone',
      name: zone.name,
      zone,
    });
  const phaseVariables = tables.phases.flatMap((p) => p.variables);
  for (const variable of [...tables.variables, ...phaseVariables]) {
    const symbol: Symbol = { kind: 'variable', name: variable.name, variable };
    declare('variable', symbolKey(symbol), variable.name, variable.decl.name.range, symbol);
  }
  for (const define of [...tables.defines, ...tables.phases.flatMap((p) => p.defines)]) {
    const symbol: Symbol = { kind: 'define', name: define.name, define };
    declare('define', symbolKey(symbol), define.name, define.decl.name.range, symbol);
  }
  for (const value of tables.values)
    declare('value', `value:${value.name}`, value.name, value.decl.name.range, {
      kind: 'value',
      name: value.name,
      value,
    });
  const deck = tables.deckSymbols;
  for (const suit of tables.deck.suits)
    declare('suit', `suit:${suit.name}`, suit.name, suit.range, deck.suit.get(suit.name));
  for (const rank of tables.deck.ranks)
    declare(
      'rank',
      `rank:${rank.name}`,
      rank.name,
      rank.range,
      deck.rank.get(rank.name),
      !NUMERIC.test(rank.name),
    );
  for (const group of tables.deck.groups)
    declare('group', `group:${group.name}`, group.name, group.range, deck.group.get(group.name));
  for (const item of tables.deckDecl?.items ?? []) {
    if (item.kind !== 'CardDecl') continue;
    const name = item.name.text;
    declare(
      'card',
      `card:${name}`,
      name,
      item.name.range,
      deck.card.get(name) ?? deck.kind.get(name),
    );
  }
  for (const phase of tables.phases)
    declare('phase', `phase:${phase.name}`, phase.name, phase.decl.name.range, {
      kind: 'phase',
      name: phase.name,
      phase,
    });
  for (const move of tables.moves.values()) {
    const resolvedMove = tables.phases.flatMap((p) => p.moves).find((m) => m.decl === move.decl);
    declare(
      'move',
      `move:${move.name}`,
      move.name,
      move.decl.name.range,
      resolvedMove === undefined
        ? undefined
        : { kind: 'move', name: move.name, move: resolvedMove },
    );
  }

  // Every name the checker resolved.
  const scopes = localScopes(file);
  for (const [node, symbol] of resolved) {
    const name = node.kind === 'Reference' ? (node as Reference).name : (node as Name);
    const key = symbolKey(symbol);
    let entity = entities.get(key);
    if (entity === undefined) {
      const local = symbol.kind === 'local';
      const parts = symbol.kind === 'card' ? cardParts(symbol.card) : undefined;
      entity = add({
        key,
        kind: kindOf(symbol),
        name: symbol.name,
        declaration: local
          ? symbol.declaration.range
          : symbol.kind === 'card'
            ? symbol.card.range
            : undefined,
        renamable: local,
        symbol,
        ...(parts === undefined ? {} : { parts }),
        ...(local && scopes.has(symbol.declaration)
          ? { scope: scopes.get(symbol.declaration)! }
          : {}),
      });
    }
    const isDeclaration = symbol.kind === 'local' && symbol.declaration === name;
    occur(name.range, entity, isDeclaration);
  }

  // Names inside the deck that refer to other deck names, and names the checker never resolves.
  const byText = (kind: EntityKind, text: string): Entity | undefined =>
    entities.get(`${kind}:${text}`);
  const rankName = (r: RankName): void => {
    const e = byText('rank', r.text);
    if (e !== undefined) occur(r.range, e);
  };
  for (const item of tables.deckDecl?.items ?? []) {
    if (item.kind === 'GroupDecl') {
      for (const s of item.suits) {
        const e = byText('suit', s.text);
        if (e !== undefined) occur(s.range, e);
      }
    } else if (item.kind === 'CardDecl' && item.placement.kind === 'suited') {
      const e = byText('suit', item.placement.suit.text);
      if (e !== undefined) occur(item.placement.suit.range, e);
      rankName(item.placement.rank);
    } else if (item.kind === 'LookDecl') {
      for (const look of item.suits) {
        const e = byText('suit', look.suit.text);
        if (e !== undefined) occur(look.suit.range, e);
      }
    } else if (item.kind === 'SuitsDecl' && item.rankRange !== undefined) {
      rankName(item.rankRange.from);
      rankName(item.rankRange.to);
    }
  }
  const other = (kind: EntityKind, name: Name, renamable: boolean): void =>
    occur(
      name.range,
      add({
        key: `${kind}:${name.text}`,
        kind,
        name: name.text,
        declaration: undefined,
        renamable,
        symbol: undefined,
      }),
    );
  other('game', file.id, false);
  walk(file.declarations, (node) => {
    if (node.kind === 'EventStmt' || node.kind === 'InstantWin')
      other('event', (node as unknown as { name: Name }).name, true);
    else if (node.kind === 'RequireStmt')
      other('code', (node as unknown as { code: Name }).code, false);
    else if (node.kind === 'Name' && !byOffset.has(node.range.start.offset))
      other('unknown', node as Name, false);
  });

  const occurrences = [...byOffset.values()].sort(
    (a, b) => a.range.start.offset - b.range.start.offset,
  );
  return {
    entities,
    occurrences,
    at: (offset) =>
      occurrences.find((o) => o.range.start.offset <= offset && offset <= o.range.end.offset),
    of: (key) => occurrences.filter((o) => o.entity.key === key),
  };
}

/** The construct each local is seen in, by its declaring name. */
function localScopes(file: GameFile): Map<Name, Range> {
  const scopes = new Map<Name, Range>();
  const scoped = (name: Name | undefined, scope: Range): void => {
    if (name !== undefined) scopes.set(name, scope);
  };
  walk(file.declarations, (node) => {
    const n = node as Node & Record<string, unknown>;
    switch (node.kind) {
      case 'Block':
        for (const s of (n['statements'] as readonly Node[]) ?? [])
          if (s.kind === 'LetStmt') scoped((s as unknown as { name: Name }).name, node.range);
        break;
      case 'ForStmt':
      case 'SetBuilder':
      case 'Aggregate':
        scoped(n['variable'] as Name | undefined, node.range);
        break;
      case 'Ranking':
      case 'ValueDecl':
      case 'SuitOfClause':
      case 'MustPlayClause':
        scoped(n['card'] as Name | undefined, node.range);
        break;
      case 'MoveDecl':
        for (const p of (n['params'] as readonly { name: Name }[]) ?? [])
          scoped(p.name, node.range);
        break;
    }
  });
  return scopes;
}
