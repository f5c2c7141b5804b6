// CST → AST for phases and what they hold, `scoring`, `match`, rankings, and the `var`,
// `record` and `define` declarations shared by the top level and phases.

import type { CstNode } from 'chevrotain';
import type {
  DefineDecl,
  Expression,
  FollowStep,
  MatchDecl,
  MatchItem,
  MoveDecl,
  OwnerKind,
  Param,
  PhaseDecl,
  PhaseItem,
  Range,
  Ranking,
  ScoringDecl,
  SetSize,
  TypeName,
  VariableDecl,
  WinnerTier,
} from '../ast/ast';
import { StatementBuilder } from './build-statements';
import { buildTemplate } from './build-template';
import {
  ctxRange,
  nameOf,
  node,
  nodes,
  onlyChild,
  optionalString,
  token,
  tokenRange,
  tokens,
  type Ctx,
} from './cst';

const PLURALS: Readonly<Record<string, 'suit' | 'seat' | 'team' | 'card' | 'rank' | 'number'>> = {
  suits: 'suit',
  ranks: 'rank',
  seats: 'seat',
  teams: 'team',
  cards: 'card',
  numbers: 'number',
};

export class PhaseBuilder extends StatementBuilder {
  protected ownerKind(cst: CstNode | undefined): OwnerKind | undefined {
    const kind = cst === undefined ? undefined : token(cst.children, 'kind')?.image;
    return kind === 'seat' || kind === 'team' || kind === 'shared' ? kind : undefined;
  }

  private typeName(cst: CstNode | undefined): (TypeName & { readonly range: Range }) | undefined {
    if (cst === undefined) return undefined;
    const range = ctxRange(cst.children);
    const kind = token(cst.children, 'kind')?.image;
    if (range === undefined || kind === undefined) return undefined;
    if (kind === 'set' || kind === 'list') {
      const of = PLURALS[token(cst.children, 'element')?.image ?? ''];
      return of === undefined ? undefined : { kind, of, range };
    }
    switch (kind) {
      case 'number':
      case 'flag':
      case 'suit':
      case 'seat':
      case 'team':
      case 'card':
        return { kind, range };
      default:
        return undefined;
    }
  }

  protected variableDecl(c: Ctx, range: Range): VariableDecl | undefined {
    const storage = token(c, 'storage')?.image === 'record' ? 'record' : 'var';
    const name = nameOf(token(c, 'name'));
    const type = this.typeName(node(c, 'type'));
    if (name === undefined || type === undefined) return undefined;
    const each = token(c, 'lifetime')?.image;
    const lifetime =
      each === 'turn' || each === 'trick' || each === 'hand'
        ? each
        : storage === 'record'
          ? 'match'
          : 'hand';
    return {
      kind: 'VariableDecl',
      storage,
      name,
      title: optionalString(token(c, 'title'), this.sink),
      owner: this.ownerKind(node(c, 'owner')) ?? 'shared',
      type,
      initial: this.expr(node(c, 'initial')),
      lifetime,
      range,
    };
  }

  protected defineDecl(c: Ctx, range: Range): DefineDecl | undefined {
    const name = nameOf(token(c, 'name'));
    const body = this.expr(node(c, 'body'));
    return name && body && { kind: 'DefineDecl', name, body, range };
  }

  protected ranking(cst: CstNode | undefined): Ranking | undefined {
    if (cst === undefined) return undefined;
    const c = cst.children;
    const card = nameOf(token(c, 'card'));
    const keys = nodes(c, 'keys').flatMap((n) => this.expr(n) ?? []);
    const range = ctxRange(c);
    if (card === undefined || keys.length === 0 || range === undefined) return undefined;
    return { kind: 'Ranking', card, keys, where: this.expr(node(c, 'where')), range };
  }

  protected phaseDecl(c: Ctx, range: Range): PhaseDecl | undefined {
    const name = nameOf(token(c, 'name'));
    if (name === undefined) return undefined;
    const items = nodes(c, 'items').flatMap((n) => {
      const inner = onlyChild(n.children);
      return inner === undefined ? [] : (this.phaseItem(inner) ?? []);
    });
    const title = optionalString(token(c, 'title'), this.sink);
    return { kind: 'PhaseDecl', name, title, when: this.expr(node(c, 'when')), items, range };
  }

  private phaseItem(cst: CstNode): PhaseItem | undefined {
    const c = cst.children;
    const range = ctxRange(c);
    if (range === undefined) return undefined;
    switch (cst.name) {
      case 'turnsClause':
        return {
          kind: 'TurnsClause',
          order: token(c, 'once') ? 'once-around' : 'clockwise',
          first: this.expr(node(c, 'first')),
          range,
        };
      case 'choicesClause': {
        // Without an expression, the default as written: each team's first seat from the dealer's left.
        const written = node(c, 'chooser');
        const chooser = this.expr(written);
        if (written !== undefined && chooser === undefined) return undefined;
        return { kind: 'ChoicesClause', chooser, range };
      }
      case 'playTricksClause': {
        const from = nameOf(token(c, 'from'));
        const to = nameOf(token(c, 'to'));
        const won = nameOf(token(c, 'won'));
        return from && to && won && { kind: 'PlayTricksClause', from, to, won, range };
      }
      case 'leadClause': {
        const suits = tokens(c, 'suits').flatMap((t) => nameOf(t) ?? []);
        const unlessOnly = token(c, 'unless') !== undefined;
        return { kind: 'LeadRestriction', suits, unlessOnly, range };
      }
      case 'followClause': {
        const steps = nodes(c, 'steps').flatMap((n) => {
          const step = token(n.children, 'step')?.image;
          return step === 'suit' || step === 'group' || step === 'any' ? [step as FollowStep] : [];
        });
        return {
          kind: 'FollowClause',
          steps,
          wildExempt: token(c, 'wildExempt') !== undefined,
          range,
        };
      }
      case 'ledSuitClause':
        return { kind: 'LedSuitClause', skipWild: token(c, 'nonWild') !== undefined, range };
      case 'suitOfClause': {
        const card = nameOf(token(c, 'card'));
        const suit = this.expr(node(c, 'suit'));
        return card && suit && { kind: 'SuitOfClause', card, suit, range };
      }
      case 'sitOutClause': {
        const condition = this.expr(node(c, 'condition'));
        return condition && { kind: 'SitOutClause', condition, range };
      }
      case 'firstLeadClause': {
        const seat = this.expr(node(c, 'seat'));
        return seat && { kind: 'FirstLeadClause', seat, range };
      }
      case 'playedByClause': {
        const seat = this.expr(node(c, 'seat'));
        return seat && { kind: 'PlayedByClause', seat, range };
      }
      case 'mustPlayClause': {
        const card = nameOf(token(c, 'card'));
        const condition = this.expr(node(c, 'condition'));
        const code = nameOf(token(c, 'code'));
        const message = optionalString(token(c, 'message'), this.sink);
        return (
          card && condition && { kind: 'MustPlayClause', card, condition, code, message, range }
        );
      }
      case 'winnerClause': {
        const tiers = nodes(c, 'tiers').flatMap((n) => this.winnerTier(n) ?? []);
        return { kind: 'WinnerClause', tiers, range };
      }
      case 'hook': {
        const body = this.block(node(c, 'body'));
        const when = token(c, 'turn')
          ? 'turn-start'
          : token(c, 'trick')
            ? 'trick-end'
            : token(c, 'end')
              ? 'end'
              : 'start';
        return body && { kind: 'Hook', when, body, range };
      }
      case 'moveDecl':
        return this.moveDecl(c, range);
      case 'endWhen': {
        const condition = this.expr(node(c, 'condition'));
        return condition && { kind: 'EndWhen', condition, range };
      }
      case 'variableDecl':
        return this.variableDecl(c, range);
      case 'defineDecl':
        return this.defineDecl(c, range);
      default:
        return undefined;
    }
  }

  private winnerTier(cst: CstNode): WinnerTier | undefined {
    const c = cst.children;
    const card = nameOf(token(c, 'card'));
    const range = ctxRange(c);
    if (card !== undefined && range !== undefined) return { kind: 'CardTier', card, range };
    return this.ranking(node(c, 'ranking'));
  }

  private moveDecl(c: Ctx, range: Range): MoveDecl | undefined {
    const name = nameOf(token(c, 'name'));
    const body = this.block(node(c, 'body'));
    if (name === undefined || body === undefined) return undefined;
    const params = nodes(c, 'params').flatMap((n) => this.param(n.children) ?? []);
    const title = token(c, 'title');
    const wording = title === undefined ? undefined : buildTemplate(title, this.sink, false);
    return {
      kind: 'MoveDecl',
      name,
      wording,
      params,
      when: this.expr(node(c, 'when')),
      body,
      range,
    };
  }

  /** A parameter's domain may be a range: `points in 0..deck-points step 5`. */
  private param(c: Ctx): Param | undefined {
    const name = nameOf(token(c, 'name'));
    const from = this.expr(node(c, 'domain'));
    const range = ctxRange(c);
    if (name === undefined || from === undefined || range === undefined) return undefined;
    const to = this.expr(node(c, 'rangeTo'));
    const domain =
      to === undefined
        ? from
        : ({
            kind: 'RangeExpr',
            from,
            to,
            range: { start: from.range.start, end: to.range.end },
          } as const);
    const step = this.expr(node(c, 'step'));
    const size = this.setSize(node(c, 'size'));
    return { kind: 'Param', name, size, domain, step, where: this.expr(node(c, 'where')), range };
  }

  /** `3 of`, `1..4 of`, `(n) of`, `any of`. */
  private setSize(n: CstNode | undefined): SetSize | undefined {
    if (n === undefined) return undefined;
    const c = n.children;
    const range = ctxRange(c);
    if (range === undefined) return undefined;
    if (token(c, 'any') !== undefined) {
      return { kind: 'SetSize', any: true, least: undefined, most: undefined, range };
    }
    const end = (e: CstNode | undefined): Expression | undefined => {
      if (e === undefined) return undefined;
      const number = token(e.children, 'number');
      if (number !== undefined) return this.number(number);
      return this.expr(node(node(e.children, 'inner')?.children ?? {}, 'inner'));
    };
    const least = end(node(c, 'least'));
    if (least === undefined) return undefined;
    return { kind: 'SetSize', any: false, least, most: end(node(c, 'most')), range };
  }

  protected scoringDecl(c: Ctx, range: Range): ScoringDecl | undefined {
    const body = this.block(node(c, 'body'));
    return body && { kind: 'ScoringDecl', body, range };
  }

  protected matchDecl(c: Ctx, range: Range): MatchDecl {
    const items = nodes(c, 'items').flatMap((n) => {
      const inner = onlyChild(n.children);
      return inner === undefined ? [] : (this.matchItem(inner) ?? []);
    });
    return { kind: 'MatchDecl', items, range };
  }

  private matchItem(cst: CstNode): MatchItem | undefined {
    const c = cst.children;
    const range = ctxRange(c);
    if (range === undefined) return undefined;
    switch (cst.name) {
      case 'targetItem': {
        const value = this.expr(node(c, 'value'));
        return value && { kind: 'Target', value, range };
      }
      case 'tiesItem': {
        if (token(c, 'draw') !== undefined) return { kind: 'TiesDraw', range };
        const keys = nodes(c, 'keys').flatMap((n) => this.expr(n) ?? []);
        return { kind: 'TiesBrokenBy', keys, range };
      }
      case 'endWhen': {
        const condition = this.expr(node(c, 'condition'));
        return condition && { kind: 'MatchEndWhen', condition, range };
      }
      case 'instantWinItem': {
        const name = nameOf(token(c, 'name'));
        const when = this.expr(node(c, 'when'));
        return name && when && { kind: 'InstantWin', name, when, range };
      }
      case 'atMostItem': {
        const value = this.expr(node(c, 'value'));
        return value && { kind: 'AtMostHands', value, range };
      }
      case 'lowestWinsItem': {
        const total = token(c, 'total');
        if (total !== undefined && total.image !== 'total') {
          this.sink.error(
            'unexpected-token',
            tokenRange(total),
            `expected 'total' after 'lowest', as in 'lowest total wins', but found '${total.image}'`,
          );
          return undefined;
        }
        return { kind: 'LowestWins', range };
      }
      default:
        return undefined;
    }
  }
}
