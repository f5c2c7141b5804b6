// Classifies each phase (turns, tricks or choices) and collects its clauses, hooks, moves and
// phase-local names. Structural mistakes in trick phases are reported here.

import type { Block, Expression, MustPlayClause, Name, PhaseDecl, PhaseItem } from '../ast/ast';
import type { DiagnosticSink } from '../diagnostics';
import type {
  PhaseKind,
  ResolvedDefine,
  ResolvedMove,
  ResolvedPhase,
  ResolvedVariable,
  ResolvedZone,
  Symbol,
  TrickRules,
} from '../model/model';
import type { Type } from '../model/types';
import { resolveVariable } from './variables';
import { didYouMean } from './suggest';

/** A move whose parameter types the checker fills in. */
export type MutableMove = Omit<ResolvedMove, 'params'> & {
  params: { name: string; type: Type; param: ResolvedMove['params'][number]['param'] }[];
};

const CLAUSE_NAMES: Partial<Record<PhaseItem['kind'], string>> = {
  TurnsClause: 'turns',
  ChoicesClause: 'choices',
  PlayTricksClause: 'play tricks',
  LeadRestriction: 'lead',
  FollowClause: 'follow',
  LedSuitClause: 'led suit',
  SuitOfClause: 'suit of',
  SitOutClause: 'sit out',
  FirstLeadClause: 'first lead',
  WinnerClause: 'winner',
  PlayedByClause: 'played by',
};

const TRICK_CLAUSES = new Set<PhaseItem['kind']>([
  'LeadRestriction',
  'FollowClause',
  'LedSuitClause',
  'SuitOfClause',
  'SitOutClause',
  'FirstLeadClause',
  'MustPlayClause',
  'WinnerClause',
]);

function only<K extends PhaseItem['kind']>(
  items: readonly PhaseItem[],
  kind: K,
): Extract<PhaseItem, { kind: K }> | undefined {
  return items.find((i): i is Extract<PhaseItem, { kind: K }> => i.kind === kind);
}

export function resolvePhase(
  decl: PhaseDecl,
  zones: ReadonlyMap<string, ResolvedZone>,
  sink: DiagnosticSink,
): { phase: ResolvedPhase; locals: Map<string, Symbol>; phaseMoves: MutableMove[] } {
  const phaseName = decl.name.text;
  const seenClause = new Set<string>();
  const hooks: {
    start: Block | undefined;
    turnStart: Block | undefined;
    trickEnd: Block | undefined;
    end: Block | undefined;
  } = { start: undefined, turnStart: undefined, trickEnd: undefined, end: undefined };
  const locals = new Map<string, Symbol>();
  const variables: ResolvedVariable[] = [];
  const defines: ResolvedDefine[] = [];
  const moves: MutableMove[] = [];
  const endWhen: Expression[] = [];
  const declareLocal = (name: Name): boolean => {
    if (locals.has(name.text)) {
      sink.error(
        'duplicate-name',
        name.range,
        `'${name.text}' is already declared in phase '${phaseName}'`,
      );
      return false;
    }
    return true;
  };

  for (const item of decl.items) {
    const clause = CLAUSE_NAMES[item.kind];
    if (clause !== undefined) {
      if (seenClause.has(clause))
        sink.error(
          'duplicate-name',
          item.range,
          `phase '${phaseName}' has two '${clause}' clauses`,
          'keep one of them',
        );
      seenClause.add(clause);
    }
    switch (item.kind) {
      case 'Hook': {
        const key =
          item.when === 'turn-start'
            ? 'turnStart'
            : item.when === 'trick-end'
              ? 'trickEnd'
              : item.when;
        if (hooks[key] !== undefined)
          sink.error(
            'duplicate-name',
            item.range,
            `phase '${phaseName}' has two 'at ${item.when.replace('-', ' ')}' hooks`,
          );
        else hooks[key] = item.body;
        break;
      }
      case 'VariableDecl': {
        if (!declareLocal(item.name)) break;
        const variable = resolveVariable(item, phaseName);
        variables.push(variable);
        locals.set(variable.name, { kind: 'variable', name: variable.name, variable });
        break;
      }
      case 'DefineDecl': {
        if (!declareLocal(item.name)) break;
        const define: ResolvedDefine = {
          name: item.name.text,
          body: item.body,
          phase: phaseName,
          decl: item,
        };
        defines.push(define);
        locals.set(define.name, { kind: 'define', name: define.name, define });
        break;
      }
      case 'MoveDecl':
        moves.push({
          name: item.name.text,
          phase: phaseName,
          params: [],
          when: item.when,
          body: item.body,
          decl: item,
        });
        break;
      case 'EndWhen':
        endWhen.push(item.condition);
        break;
      default:
        break;
    }
  }

  const turns = only(decl.items, 'TurnsClause');
  const choices = only(decl.items, 'ChoicesClause');
  const play = only(decl.items, 'PlayTricksClause');
  const kinds: PhaseKind[] = [];
  if (turns !== undefined) kinds.push('turns');
  if (play !== undefined) kinds.push('tricks');
  if (choices !== undefined) kinds.push('choices');
  // `at trick end` belongs with the trick clauses: there is no trick to end elsewhere.
  const trickClauses = decl.items.filter(
    (i) => TRICK_CLAUSES.has(i.kind) || (i.kind === 'Hook' && i.when === 'trick-end'),
  );

  if (kinds.length > 1) {
    sink.error(
      play !== undefined ? 'bad-trick-phase' : 'phase-kind-conflict',
      decl.name.range,
      `phase '${phaseName}' mixes ${kinds.map((k) => `'${k}'`).join(' and ')}: a phase is played in one way`,
      'split it into two phases',
    );
  }
  if (play === undefined && trickClauses.length > 0) {
    if (kinds.length > 0) {
      for (const c of trickClauses) {
        sink.error(
          'trick-clause-outside-trick-phase',
          c.range,
          `'${CLAUSE_NAMES[c.kind] ?? (c.kind === 'Hook' ? 'at trick end' : 'must play')}' only belongs in a phase that plays tricks; phase '${phaseName}' is a ${kinds[0]} phase`,
        );
      }
    } else {
      sink.error(
        'bad-trick-phase',
        decl.name.range,
        `phase '${phaseName}' has trick clauses but never says how tricks are played`,
        "add 'play tricks from hand to trick, won tricks to taken' with your zones",
      );
    }
  } else if (kinds.length === 0) {
    sink.error(
      'missing-declaration',
      decl.name.range,
      `phase '${phaseName}' does not say who acts`,
      "add 'turns: clockwise from the dealer's left', 'choices: ...' or 'play tricks from ... to ..., won tricks to ...'",
    );
  }

  let tricks: TrickRules | undefined;
  if (play !== undefined) {
    const winner = only(decl.items, 'WinnerClause');
    if (winner === undefined) {
      sink.error(
        'bad-trick-phase',
        decl.name.range,
        `phase '${phaseName}' plays tricks but never says who wins one`,
        "add 'winner: highest c by c.rank where c.suit = led.suit'",
      );
    }
    checkTrickZone(
      play.from,
      ['seat'],
      'the zone tricks are played from belongs to each seat (a hand)',
      zones,
      sink,
    );
    checkTrickZone(
      play.to,
      ['shared'],
      'the zone a trick is played to is shared by the table',
      zones,
      sink,
    );
    checkTrickZone(
      play.won,
      ['team', 'seat'],
      'won tricks go to a zone per team or per seat',
      zones,
      sink,
    );
    tricks = {
      from: play.from.text,
      to: play.to.text,
      won: play.won.text,
      lead: only(decl.items, 'LeadRestriction'),
      follow: only(decl.items, 'FollowClause'),
      ledSuit: only(decl.items, 'LedSuitClause'),
      suitOf: only(decl.items, 'SuitOfClause'),
      sitOut: only(decl.items, 'SitOutClause'),
      firstLead: only(decl.items, 'FirstLeadClause'),
      // Several may narrow the cards in turn, in the order written.
      mustPlay: decl.items.filter((i): i is MustPlayClause => i.kind === 'MustPlayClause'),
      winner,
    };
  }

  const kind: PhaseKind =
    play !== undefined
      ? 'tricks'
      : choices !== undefined && turns === undefined
        ? 'choices'
        : 'turns';
  const phase: ResolvedPhase = {
    name: phaseName,
    title: decl.title,
    when: decl.when,
    kind,
    order: turns?.order,
    first: turns?.first,
    chooser: choices?.chooser,
    playedBy: only(decl.items, 'PlayedByClause'),
    tricks,
    hooks,
    moves,
    endWhen,
    variables,
    defines,
    decl,
  };
  return { phase, locals, phaseMoves: moves };
}

function checkTrickZone(
  name: Name,
  owners: readonly string[],
  rule: string,
  zones: ReadonlyMap<string, ResolvedZone>,
  sink: DiagnosticSink,
): void {
  const zone = zones.get(name.text);
  if (zone === undefined) {
    sink.error(
      'unknown-zone',
      name.range,
      `unknown zone '${name.text}'`,
      didYouMean(name.text, zones.keys()),
    );
    return;
  }
  if (!owners.includes(zone.owner)) {
    const owner = zone.owner === 'shared' ? 'shared' : `per ${zone.owner}`;
    sink.error('bad-trick-phase', name.range, `zone '${name.text}' is ${owner}, but ${rule}`);
  }
}
