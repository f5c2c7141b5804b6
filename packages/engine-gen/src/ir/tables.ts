// The tables of an engine as data: the deck, the zones and how each is kept, the options, the
// variables, the moves and the phases. The printer writes them into a generated engine
// (emit/cards.ts, emit/zones.ts, emit/engine.ts); the interpreter hands them to the runtime
// shell as they are. One computation for both, so an interpreted engine and a compiled one
// keep their states alike, field by field.

import type {
  DeckCard,
  Expression,
  LinkedGame,
  ResolvedPhase,
  ResolvedVariable,
  RevealStmt,
  Template,
  Type,
} from '@orrery/rules-lang';
import { dealReadsState, typeName } from '@orrery/rules-lang';
import { escapeWordingText } from '@orrery/runtime';
import { teamCountOf } from '../shapes';
import type {
  DeckData,
  GameTables,
  MoveTable,
  OptionMeta,
  PhaseTable,
  TrickTable,
  VariableTable,
  ZoneTable,
} from '@orrery/runtime';
import type { GenContext } from '../context';
import { allMoves, paramKind, setSizeBounds } from './moves';
import { everyNode } from '../every-node';
import { camel, title } from '../naming';

/** Everything `makeEngine` is given as data; the deck and zones in the forms the runtime reads. */
export interface GameTablesData {
  readonly deck: DeckData;
  readonly seatNames: readonly string[];
  readonly zones: readonly ZoneTable[];
  /** The 32-bit words each owner of a bag takes. */
  readonly words: number;
  readonly tables: Omit<GameTables, 'deck' | 'zones' | 'seatNames'>;
}

export function gameTables(ctx: GenContext): GameTablesData {
  const g = ctx.game;
  const trickPhase = g.phases.find((p) => p.kind === 'tricks');
  return {
    deck: deckData(ctx),
    seatNames: g.seatNames,
    zones: zoneTables(ctx),
    words: ctx.bagWords,
    tables: {
      id: g.id,
      title: g.title ?? g.id,
      teams: teamCountOf(g),
      options: optionTables(g),
      variables: ctx.variables.map(({ variable, key }) => variableTable(ctx, variable, key)),
      moves: moveTables(ctx),
      phases: g.phases.map((p) => phaseTable(g, p)),
      trickZone: trickPhase?.tricks === undefined ? null : trickPhase.tricks.to,
      deal: { to: g.deal?.to, rest: g.deal?.rest },
      ...(g.match.lowestWins ? { lowestWins: true } : {}),
      saved: {
        owable: owable(ctx),
        tricks: trickZones(g.phases),
        dealtOnly: !movesCards(g),
        ...(g.nextDealer === undefined ? {} : { chosenDealer: true }),
        ...(dealReadsState(g) ? { dealReadsState: true } : {}),
      },
    },
  };
}

/** The deck, one entry a card of one copy (the runtime's `Deck` adds the copies). */
export function deckData(ctx: GenContext): DeckData {
  const { deck } = ctx.game;
  const suitIndex = (name: string | undefined) =>
    name === undefined ? -1 : deck.suits.findIndex((s) => s.name === name);
  const rankOf = (name: string | undefined) =>
    name === undefined ? undefined : deck.ranks.find((r) => r.name === name);
  const groupIndex = (name: string | undefined) =>
    name === undefined ? -1 : deck.groups.findIndex((gr) => gr.name === name);
  const suitOf = (card: DeckCard) => deck.suits.find((s) => s.name === card.suit);
  const base = deck.cards;
  // Ranks by strength: the rules file lists them strongest first.
  const ranks = [...deck.ranks].reverse();
  return {
    copies: ctx.maxCopies,
    ids: base.map((c) => c.id),
    names: base.map((card) => cardTitle(ctx.game, card)),
    suit: base.map((card) => suitIndex(card.suit)),
    rank: base.map((card) => rankOf(card.rank)?.strength ?? 0),
    face: base.map((card) => rankOf(card.rank)?.face ?? 0),
    group: base.map((card) => groupIndex(suitOf(card)?.group)),
    suitRank: base.map((card) => suitOf(card)?.suitRank ?? 0),
    wild: base.map((card) => card.wild),
    kind: base.map((card) => card.kind ?? ''),
    suits: {
      ids: deck.suits.map((s) => s.name),
      names: deck.suits.map((s) => s.title),
      group: deck.suits.map((s) => groupIndex(s.group)),
      strength: deck.suits.map((s) => s.suitRank),
    },
    ranks: { ids: ranks.map((r) => r.name), names: ranks.map((r) => r.title) },
    groups: { ids: deck.groups.map((gr) => gr.name), names: deck.groups.map((gr) => gr.title) },
  };
}

/** "7 of Hearts" from the deck's name template, or the card's own title. */
export function cardTitle(game: LinkedGame, card: DeckCard): string {
  if (card.kind !== undefined || card.suit === undefined || card.rank === undefined)
    return card.title;
  const { deck } = game;
  const suit = deck.suits.find((s) => s.name === card.suit);
  const rank = deck.ranks.find((r) => r.name === card.rank);
  return deck.nameTemplate
    .replace('{rank}', rank?.title ?? card.rank)
    .replace('{suit}', suit?.title ?? card.suit);
}

/** Every zone: its field, whose it is, who sees it, and whether it is kept as a bag. */
export function zoneTables(ctx: GenContext): ZoneTable[] {
  const revealed = revealedZones(ctx.game);
  return ctx.game.zones.map((z) => ({
    name: z.name,
    key: camel(z.name),
    title: z.title ?? z.name,
    owner: z.owner,
    visibility: z.visibility,
    sorted: z.sorted,
    ...(z.spread ? { spread: true } : {}),
    ...(revealed.has(z.name) ? { revealable: true } : {}),
    bag: ctx.bags.has(z.name),
  }));
}

/**
 * The zones a `reveal` may turn face up during a hand: those some `reveal` names, but for a zone
 * every seat sees already (such a reveal does nothing).
 */
function revealedZones(g: LinkedGame): Set<string> {
  const out = new Set<string>();
  everyNode(g.file.declarations, (node) => {
    if (node.kind !== 'RevealStmt') return 'look-inside';
    const zone = (node as RevealStmt).zone;
    const named = zone.kind === 'Index' ? zone.object : zone;
    const symbol = named.kind === 'Reference' ? g.trySymbolOf(named) : undefined;
    if (symbol?.kind === 'zone' && symbol.zone.visibility !== 'all') out.add(symbol.name);
    return 'accept';
  });
  return out;
}

function optionTables(g: LinkedGame): OptionMeta[] {
  return g.options.map((o) => {
    const named = { name: o.name, title: o.title ?? title(o.name) };
    return o.values.kind === 'range'
      ? {
          ...named,
          kind: 'range',
          min: o.values.min,
          max: o.values.max,
          default: o.defaultValue as number,
        }
      : { ...named, kind: 'choices', choices: o.values.choices, default: o.defaultValue as string };
  });
}

function variableTable(ctx: GenContext, variable: ResolvedVariable, key: string): VariableTable {
  return {
    name: variable.name,
    ...(variable.title === undefined ? {} : { title: variable.title }),
    key,
    owner: variable.owner,
    type: typeName(variable.type),
    storage: variable.storage,
    setBy: setBy(ctx, variable),
    ...variableShape(variable.type),
  };
}

/** How a variable is saved: its shape, and what its numbers are. */
function variableShape(t: Type): Pick<VariableTable, 'shape' | 'of'> {
  const of = (kind: string): VariableTable['of'] =>
    kind === 'suit' || kind === 'seat' || kind === 'team' || kind === 'card' || kind === 'rank'
      ? kind
      : 'number';
  if (t.kind === 'flag') return { shape: 'flag', of: 'number' };
  if (t.kind === 'set' || t.kind === 'list') return { shape: t.kind, of: of(t.of.kind) };
  return { shape: 'number', of: of(t.kind) };
}

/** The moves whose bodies set, add to or remove from `variable` (its whole value or an entry). */
function setBy(ctx: GenContext, variable: ResolvedVariable): string[] {
  const names = new Set<string>();
  for (const phase of ctx.game.phases) {
    for (const move of phase.moves) {
      const sets = !everyNode(move.body, (node) => {
        if (node.kind !== 'SetStmt' && node.kind !== 'AddStmt' && node.kind !== 'RemoveStmt')
          return 'look-inside';
        const target = (node as { target: Expression }).target;
        const named = target.kind === 'Index' ? target.object : target;
        if (named.kind !== 'Reference') return 'accept';
        const sym = ctx.game.symbolOf(named);
        return sym.kind === 'variable' && sym.variable === variable ? 'fail' : 'accept';
      });
      if (sets) names.add(move.name);
    }
  }
  return [...names];
}

function moveTables(ctx: GenContext): MoveTable[] {
  return allMoves(ctx).map((m) => ({
    type: m.name,
    ...(m.move?.decl.wording === undefined ? {} : { wording: wordingText(m.move.decl.wording) }),
    phase: m.phaseIndex,
    params: m.params.map((p) => {
      const kind = paramKind(p.type);
      if (kind !== 'cards') return { name: p.name, kind };
      const { least, most } = setSizeBounds(ctx, p.param!);
      return most === undefined
        ? { name: p.name, kind, least }
        : { name: p.name, kind, least, most };
    }),
  }));
}

function phaseTable(g: LinkedGame, p: ResolvedPhase): PhaseTable {
  const table = { id: p.name, name: p.title ?? p.name, turn: turnKind(p) };
  return p.tricks === undefined ? table : { ...table, tricks: trickTable(g, p.tricks) };
}

/** A trick phase's rules that are data: its zones, the suits not to lead, the follow steps. */
function trickTable(g: LinkedGame, t: NonNullable<ResolvedPhase['tricks']>): TrickTable {
  const suitIndex = (name: string) => g.deck.suits.findIndex((s) => s.name === name);
  return {
    from: t.from,
    to: t.to,
    won: t.won,
    ...(t.lead === undefined
      ? {}
      : {
          lead: {
            suits: t.lead.suits.reduce((m, n) => m | (1 << suitIndex(n.text)), 0),
            unlessOnly: t.lead.unlessOnly,
          },
        }),
    follow: t.follow?.steps ?? ['any'],
    wildExempt: t.follow?.wildExempt ?? false,
  };
}

/** A move's wording as its table holds it: `{name}` for a parameter, the text's braces escaped. */
function wordingText(wording: Template): string {
  return wording.parts
    .map((part) =>
      typeof part === 'string'
        ? escapeWordingText(part)
        : part.kind === 'Reference'
          ? `{${part.name.text}}`
          : '',
    )
    .join('');
}

/** How the turn goes in phase `p`, as the saved-game checks read it. */
export function turnKind(p: ResolvedPhase): PhaseTable['turn'] {
  return p.kind === 'turns' ? (p.order ?? 'clockwise') : p.kind;
}

/** Whether the rules file moves cards itself: otherwise only the deal and tricks do. */
export function movesCards(g: LinkedGame): boolean {
  return !everyNode(g.file.declarations, (node) =>
    node.kind === 'MoveCardsStmt' ? 'fail' : 'look-inside',
  );
}

/** The zones of the trick phases, when they all play the same ones (else nothing is assumed). */
function trickZones(phases: readonly ResolvedPhase[]): GameTablesData['tables']['saved']['tricks'] {
  const all = phases.flatMap((p) => (p.tricks === undefined ? [] : [p.tricks]));
  const first = all[0];
  if (first === undefined) return undefined;
  const skip = (t: (typeof all)[number]) => t.ledSuit?.skipWild ?? false;
  const same = all.every(
    (t) =>
      t.from === first.from && t.to === first.to && t.won === first.won && skip(t) === skip(first),
  );
  return same
    ? { from: first.from, to: first.to, won: first.won, ledSkipsWild: skip(first) }
    : undefined;
}

/** The move indexes `owe` statements name. */
function owable(ctx: GenContext): number[] {
  const index = new Map(allMoves(ctx).map((m) => [m.name, m.index] as const));
  const out = new Set<number>();
  everyNode(ctx.game.file.declarations, (node) => {
    if (node.kind !== 'OweStmt') return 'look-inside';
    const named = index.get((node as { move: { text: string } }).move.text);
    if (named !== undefined) out.add(named);
    return 'accept';
  });
  return [...out].sort((a, b) => a - b);
}
