// The symbol tables of a file: every declaration collected by kind, singletons checked, the deck
// expanded. Names used inside expressions are resolved later, against these tables (scopes.ts).

import type {
  Block,
  CutDecl,
  Declaration,
  DealDecl,
  DeckDecl,
  Expression,
  FirstDealerDecl,
  NextDealerDecl,
  KnownDecl,
  GameFile,
  MatchDecl,
  Name,
  Range,
  ScoringDecl,
  SeatNamesDecl,
  SeatsDecl,
  TeamsDecl,
} from '../ast/ast';
import type { DiagnosticSink } from '../diagnostics';
import type { DeckLook } from '../model/look';
import type {
  ResolvedDeck,
  ResolvedDefine,
  ResolvedMatch,
  ResolvedOption,
  ResolvedPhase,
  ResolvedValue,
  ResolvedVariable,
  ResolvedZone,
  Symbol,
} from '../model/model';
import { LIMITS } from '../limits';
import { optionSamples } from '../model/options';
import { resolveDeck } from './deck';
import { resolveLook } from './look';
import { resolveOption } from './options';
import { resolveVariable } from './variables';
import { resolvePhase, type MutableMove } from './phases';

export interface DeckSymbols {
  readonly suit: Map<string, Symbol>;
  readonly rank: Map<string, Symbol>;
  readonly group: Map<string, Symbol>;
  readonly card: Map<string, Symbol>;
  readonly kind: Map<string, Symbol>;
}

export interface Tables {
  readonly file: GameFile;
  readonly deck: ResolvedDeck;
  readonly look: DeckLook;
  readonly deckSymbols: DeckSymbols;
  readonly options: readonly ResolvedOption[];
  readonly zones: readonly ResolvedZone[];
  readonly variables: readonly ResolvedVariable[];
  readonly defines: readonly ResolvedDefine[];
  readonly values: readonly ResolvedValue[];
  /** Level 3 of SEMANTICS "Names": game-level variables, defines, zones, options. */
  readonly globals: ReadonlyMap<string, Symbol>;
  /** Card values, reachable only after `.`. */
  readonly valueSymbols: ReadonlyMap<string, Symbol>;
  readonly phases: readonly ResolvedPhase[];
  /** Level 2: phase-local variables and defines, by phase name. */
  readonly phaseLocals: ReadonlyMap<string, ReadonlyMap<string, Symbol>>;
  readonly moves: ReadonlyMap<string, MutableMove>;
  readonly seats: SeatsDecl | undefined;
  readonly seatNames: SeatNamesDecl | undefined;
  readonly teams: TeamsDecl | undefined;
  readonly deckDecl: DeckDecl | undefined;
  readonly firstDealer: FirstDealerDecl | undefined;
  readonly nextDealer: NextDealerDecl | undefined;
  readonly known: readonly KnownDecl[];
  readonly cut: CutDecl | undefined;
  readonly deal: DealDecl | undefined;
  readonly scoring: Block | undefined;
  readonly match: ResolvedMatch;
  readonly events: readonly string[];
}

const SINGLETONS: Partial<Record<Declaration['kind'], string>> = {
  SeatsDecl: 'seats',
  SeatNamesDecl: 'seat names',
  TeamsDecl: 'teams',
  DeckDecl: 'deck',
  FirstDealerDecl: 'first dealer',
  NextDealerDecl: 'next dealer',
  CutDecl: 'cut',
  DealDecl: 'deal',
  ScoringDecl: 'scoring',
  MatchDecl: 'match',
};

function first<K extends Declaration['kind']>(
  file: GameFile,
  kind: K,
): Extract<Declaration, { kind: K }> | undefined {
  return file.declarations.find((d): d is Extract<Declaration, { kind: K }> => d.kind === kind);
}

export function collectTables(file: GameFile, sink: DiagnosticSink): Tables {
  const seen = new Map<string, Range>();
  for (const d of file.declarations) {
    const what = SINGLETONS[d.kind];
    if (what === undefined) continue;
    if (seen.has(what)) {
      const at = seen.get(what)!;
      sink.error(
        'duplicate-name',
        d.range,
        `'${what}' is declared twice (first at line ${at.start.line})`,
        'keep one of them',
      );
    } else seen.set(what, d.range);
  }
  const required: [string, string][] = [
    ['seats', 'seats 4'],
    ['deck', 'deck { ranks ... suits ... }'],
    ['deal', 'deal 5 each'],
  ];
  for (const [what, example] of required) {
    if (!seen.has(what))
      sink.error(
        'missing-declaration',
        file.id.range,
        `the game declares no '${what}'`,
        `add a line such as '${example}'`,
      );
  }
  if (!file.declarations.some((d) => d.kind === 'PhaseDecl')) {
    sink.error(
      'missing-declaration',
      file.id.range,
      'the game declares no phase',
      "add 'phase play { ... }'",
    );
  }

  const deckDecl = first(file, 'DeckDecl');
  const deck = resolveDeck(deckDecl, sink);
  const look = resolveLook(deckDecl, deck, sink);
  const deckSymbols: DeckSymbols = {
    suit: new Map(),
    rank: new Map(),
    group: new Map(),
    card: new Map(),
    kind: new Map(),
  };
  for (const suit of deck.suits)
    deckSymbols.suit.set(suit.name, { kind: 'suit', name: suit.name, suit });
  for (const rank of deck.ranks)
    deckSymbols.rank.set(rank.name, { kind: 'rank', name: rank.name, rank });
  for (const group of deck.groups)
    deckSymbols.group.set(group.name, { kind: 'group', name: group.name, group });
  for (const card of deck.cards) {
    deckSymbols.card.set(card.id, { kind: 'card', name: card.id, card });
    if (card.kind !== undefined && card.kind !== card.id && !deckSymbols.kind.has(card.kind)) {
      const cards = deck.cards.filter((c) => c.kind === card.kind);
      deckSymbols.kind.set(card.kind, { kind: 'card-kind', name: card.kind, cards });
    }
  }

  const globals = new Map<string, Symbol>();
  const valueSymbols = new Map<string, Symbol>();
  const declared = new Map<string, Range>();
  const declare = (name: Name, what: string): boolean => {
    const earlier = declared.get(name.text);
    if (earlier !== undefined) {
      sink.error(
        'duplicate-name',
        name.range,
        `'${name.text}' is already declared at line ${earlier.start.line}`,
        `rename this ${what}`,
      );
      return false;
    }
    declared.set(name.text, name.range);
    return true;
  };
  const options: ResolvedOption[] = [];
  const zones: ResolvedZone[] = [];
  const variables: ResolvedVariable[] = [];
  const defines: ResolvedDefine[] = [];
  const values: ResolvedValue[] = [];
  for (const d of file.declarations) {
    switch (d.kind) {
      case 'OptionDecl': {
        const option = resolveOption(d, sink);
        if (!declare(d.name, 'option')) break;
        options.push(option);
        globals.set(option.name, { kind: 'option', name: option.name, option });
        break;
      }
      case 'ZoneDecl': {
        if (!declare(d.name, 'zone')) break;
        const zone: ResolvedZone = {
          name: d.name.text,
          title: d.title,
          owner: d.owner,
          visibility: d.visibility,
          sorted: d.sorted,
          spread: d.spread !== undefined,
          decl: d,
        };
        zones.push(zone);
        globals.set(zone.name, { kind: 'zone', name: zone.name, zone });
        break;
      }
      case 'VariableDecl': {
        if (!declare(d.name, 'variable')) break;
        const variable = resolveVariable(d, undefined);
        variables.push(variable);
        globals.set(variable.name, { kind: 'variable', name: variable.name, variable });
        break;
      }
      case 'DefineDecl': {
        if (!declare(d.name, 'definition')) break;
        const define: ResolvedDefine = {
          name: d.name.text,
          body: d.body,
          phase: undefined,
          decl: d,
        };
        defines.push(define);
        globals.set(define.name, { kind: 'define', name: define.name, define });
        break;
      }
      case 'ValueDecl': {
        if (!declare(d.name, 'value')) break;
        const value: ResolvedValue = { name: d.name.text, card: d.card, body: d.body, decl: d };
        values.push(value);
        valueSymbols.set(value.name, { kind: 'value', name: value.name, value });
        break;
      }
      default:
        break;
    }
  }

  checkOptionCombinations(options, sink);

  const phases: ResolvedPhase[] = [];
  const phaseLocals = new Map<string, Map<string, Symbol>>();
  const moves = new Map<string, MutableMove>();
  const zoneByName = new Map(zones.map((z) => [z.name, z]));
  for (const d of file.declarations) {
    if (d.kind !== 'PhaseDecl') continue;
    if (phases.some((p) => p.name === d.name.text)) {
      sink.error(
        'duplicate-name',
        d.name.range,
        `phase '${d.name.text}' is declared twice`,
        'rename one of them',
      );
      continue;
    }
    const { phase, locals, phaseMoves } = resolvePhase(d, zoneByName, sink);
    phases.push(phase);
    phaseLocals.set(phase.name, locals);
    for (const move of phaseMoves) {
      if (moves.has(move.name)) {
        sink.error(
          'duplicate-name',
          move.decl.name.range,
          `move '${move.name}' is already declared in phase '${moves.get(move.name)?.phase}'`,
          'rename one of them',
        );
      } else moves.set(move.name, move);
    }
  }

  const matchDecl: MatchDecl | undefined = first(file, 'MatchDecl');
  const scoringDecl: ScoringDecl | undefined = first(file, 'ScoringDecl');
  return {
    file,
    deck,
    look,
    deckSymbols,
    options,
    zones,
    variables,
    defines,
    values,
    globals,
    valueSymbols,
    phases,
    phaseLocals,
    moves,
    seats: first(file, 'SeatsDecl'),
    seatNames: first(file, 'SeatNamesDecl'),
    teams: first(file, 'TeamsDecl'),
    deckDecl,
    firstDealer: first(file, 'FirstDealerDecl'),
    nextDealer: first(file, 'NextDealerDecl'),
    known: file.declarations.filter((d): d is KnownDecl => d.kind === 'KnownDecl'),
    cut: first(file, 'CutDecl'),
    deal: first(file, 'DealDecl'),
    scoring: scoringDecl?.body,
    match: resolveMatch(matchDecl, sink),
    events: collectEvents(file),
  };
}

/**
 * The checker tries every combination of option values (a range at three), and the generator
 * writes for each seat count and deck size they give: past LIMITS.optionCombinations the option
 * that goes over is reported.
 */
function checkOptionCombinations(options: readonly ResolvedOption[], sink: DiagnosticSink): void {
  let combinations = 1;
  for (const option of options) {
    combinations *= Math.max(1, optionSamples(option).length);
    if (combinations <= LIMITS.optionCombinations) continue;
    sink.error(
      'too-many-option-combinations',
      option.decl.name.range,
      `with '${option.name}' the options can be set ${combinations.toLocaleString('en')} ways or more; a game may have at most ${LIMITS.optionCombinations.toLocaleString('en')} (a range counts three: its least, default and greatest values)`,
      'give options fewer choices, or merge some',
    );
    return;
  }
}

function resolveMatch(decl: MatchDecl | undefined, sink: DiagnosticSink): ResolvedMatch {
  let target: Expression | undefined;
  let atMostHands: Expression | undefined;
  let lowestWins = false;
  let tiesDraw: Range | undefined;
  const tiesBrokenBy: Expression[] = [];
  const endWhen: Expression[] = [];
  const instantWins: { event: string; when: Expression }[] = [];
  for (const item of decl?.items ?? []) {
    switch (item.kind) {
      case 'Target':
        if (target !== undefined)
          sink.error('duplicate-name', item.range, "the match declares 'target' twice");
        target = item.value;
        break;
      case 'AtMostHands':
        if (atMostHands !== undefined)
          sink.error('duplicate-name', item.range, "the match declares 'at most' twice");
        atMostHands = item.value;
        break;
      case 'TiesBrokenBy':
        for (const key of item.keys) tiesBrokenBy.push(key);
        break;
      case 'InstantWin':
        instantWins.push({ event: item.name.text, when: item.when });
        break;
      case 'LowestWins':
        lowestWins = true;
        break;
      case 'MatchEndWhen':
        // Several may be given: any one ends the match, as a phase's do.
        endWhen.push(item.condition);
        break;
      case 'TiesDraw':
        if (tiesDraw !== undefined)
          sink.error('duplicate-name', item.range, "the match declares 'ties draw' twice");
        tiesDraw = item.range;
        break;
    }
  }
  if (tiesDraw !== undefined && target === undefined && endWhen.length === 0) {
    // Only a target or an `end when` ends a match on a level top; `at most` draws it already.
    sink.warning(
      'unused-ties-draw',
      tiesDraw,
      "'ties draw' changes nothing here: the match has no 'target' and no 'end when', the only ends where a level top would play another hand",
      "add 'target N' or 'end when CONDITION', or remove 'ties draw'",
    );
  }
  return {
    target,
    tiesBrokenBy,
    instantWins,
    atMostHands,
    lowestWins,
    endWhen,
    tiesDraw: tiesDraw !== undefined,
  };
}

/** Every `event NAME` and instant-win name, sorted: the generator emits one event type each. */
function collectEvents(file: GameFile): string[] {
  const names = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const v of value) visit(v);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const node = value as { kind?: unknown; name?: { text?: unknown } };
    if (
      (node.kind === 'EventStmt' || node.kind === 'InstantWin') &&
      typeof node.name?.text === 'string'
    ) {
      names.add(node.name.text);
    }
    for (const [key, child] of Object.entries(value)) if (key !== 'range') visit(child);
  };
  visit(file.declarations);
  return [...names].sort();
}
