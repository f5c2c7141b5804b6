// The CST visitor that builds the typed AST of `ast/ast.ts`, with exact ranges. Built in layers:
// expressions ← statements ← phases ← top-level declarations and the deck (here). It copes with
// the partial CSTs that error recovery leaves: what is missing is left out, never guessed.

import type { CstNode, IToken } from 'chevrotain';
import type {
  CardDecl,
  Declaration,
  DealerChoice,
  DeckDecl,
  DeckItem,
  GameFile,
  Literal,
  NumberLiteral,
  OptionDecl,
  Range,
  RankItem,
  RankName,
  SuitDecl,
  Visibility,
} from '../ast/ast';
import type { DiagnosticSink } from '../diagnostics';
import { buildLook } from './build-look';
import { PhaseBuilder } from './build-phases';
import {
  ctxRange,
  nameOf,
  node,
  nodes,
  onlyChild,
  optionalString,
  stringValue,
  token,
  tokenRange,
  tokens,
  type Ctx,
} from './cst';

function isGameFile(value: unknown): value is GameFile {
  return (
    typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'GameFile'
  );
}

export class AstBuilder extends PhaseBuilder {
  /** The file's AST, or undefined when even `game <id>` is missing. */
  build(cst: CstNode): GameFile | undefined {
    const result = this.visit(cst);
    return isGameFile(result) ? result : undefined;
  }

  file(c: Ctx): GameFile | undefined {
    const id = nameOf(token(c, 'id'));
    const range = ctxRange(c);
    if (token(c, 'game') === undefined || id === undefined || range === undefined) return undefined;
    const declarations = nodes(c, 'declarations').flatMap((d) => {
      const inner = onlyChild(d.children);
      return inner === undefined ? [] : (this.declaration(inner) ?? []);
    });
    const title = optionalString(token(c, 'title'), this.sink);
    return { kind: 'GameFile', id, title, declarations, range };
  }

  private declaration(cst: CstNode): Declaration | undefined {
    const c = cst.children;
    const range = ctxRange(c);
    if (range === undefined) return undefined;
    switch (cst.name) {
      case 'optionDecl':
        return this.optionDecl(c, range);
      case 'seatsDecl': {
        const count = this.expr(node(c, 'count'));
        return count && { kind: 'SeatsDecl', count, range };
      }
      case 'seatNamesDecl': {
        const names = tokens(c, 'names').map((t) => ({
          text: stringValue(t, this.sink),
          range: tokenRange(t),
        }));
        return { kind: 'SeatNamesDecl', names, range };
      }
      case 'teamsDecl': {
        const count = token(c, 'count');
        if (token(c, 'solo') !== undefined)
          return { kind: 'TeamsDecl', mode: 'solo', count: undefined, range };
        return (
          count && { kind: 'TeamsDecl', mode: 'alternating', count: this.numberLit(count), range }
        );
      }
      case 'deckDecl':
        return this.deckDecl(c, range);
      case 'valueDecl': {
        const name = nameOf(token(c, 'name'));
        const card = nameOf(token(c, 'card'));
        const body = this.expr(node(c, 'body'));
        return name && card && body && { kind: 'ValueDecl', name, card, body, range };
      }
      case 'defineDecl':
        return this.defineDecl(c, range);
      case 'zoneDecl':
        return this.zoneDecl(c, range);
      case 'variableDecl':
        return this.variableDecl(c, range);
      case 'firstDealerDecl': {
        const choice = this.dealerChoice(node(c, 'choice'));
        const otherwise = this.dealerChoice(node(c, 'otherwise'));
        const when = this.expr(node(c, 'when'));
        return choice && { kind: 'FirstDealerDecl', choice, when, otherwise, range };
      }
      case 'nextDealerDecl': {
        const seat = this.expr(node(c, 'seat'));
        return seat && { kind: 'NextDealerDecl', seat, range };
      }
      case 'knownDecl': {
        const fact = this.expr(node(c, 'fact'));
        return fact && { kind: 'KnownDecl', fact, range };
      }
      case 'cutDecl': {
        const ranking = this.ranking(node(c, 'ranking'));
        const again = this.expr(node(c, 'again'));
        return ranking && { kind: 'CutDecl', ranking, again, range };
      }
      case 'dealDecl': {
        const each = this.expr(node(c, 'each'));
        return each && { kind: 'DealDecl', each, rest: nameOf(token(c, 'rest')), range };
      }
      case 'phaseDecl':
        return this.phaseDecl(c, range);
      case 'scoringDecl':
        return this.scoringDecl(c, range);
      case 'matchDecl':
        return this.matchDecl(c, range);
      default:
        return undefined;
    }
  }

  private numberLit(t: IToken): NumberLiteral {
    return this.number(t);
  }

  private literal(cst: CstNode | undefined): Literal | undefined {
    if (cst === undefined) return undefined;
    const number = token(cst.children, 'number');
    if (number !== undefined) return this.numberLit(number);
    const symbol = token(cst.children, 'symbol');
    return symbol && { kind: 'SymbolLiteral', name: symbol.image, range: tokenRange(symbol) };
  }

  private optionDecl(c: Ctx, range: Range): OptionDecl | undefined {
    const name = nameOf(token(c, 'name'));
    const first = this.literal(node(c, 'first'));
    const defaultValue = this.literal(node(c, 'default'));
    if (name === undefined || first === undefined || defaultValue === undefined) return undefined;
    const title = optionalString(token(c, 'title'), this.sink);
    const maxToken = token(c, 'max');
    if (maxToken === undefined) {
      const choices = [first, ...nodes(c, 'choices').flatMap((n) => this.literal(n) ?? [])];
      return {
        kind: 'OptionDecl',
        name,
        title,
        values: { kind: 'choices', choices },
        defaultValue,
        range,
      };
    }
    if (first.kind !== 'NumberLiteral') {
      this.sink.error(
        'invalid-option-range',
        first.range,
        `a range of option values runs between two whole numbers, as in 0..10; found '${first.name}'`,
      );
      return undefined;
    }
    const values = { kind: 'range', min: first, max: this.numberLit(maxToken) } as const;
    return { kind: 'OptionDecl', name, title, values, defaultValue, range };
  }

  private zoneDecl(c: Ctx, range: Range): Declaration | undefined {
    const name = nameOf(token(c, 'name'));
    const owner = this.ownerKind(node(c, 'owner'));
    const kind = token(node(c, 'visibility')?.children ?? {}, 'kind')?.image;
    const visibility: Visibility | undefined =
      kind === 'owner' || kind === 'team' || kind === 'all' || kind === 'hidden' ? kind : undefined;
    if (name === undefined || owner === undefined || visibility === undefined) return undefined;
    const spreadToken = token(c, 'spread');
    return {
      kind: 'ZoneDecl',
      name,
      title: optionalString(token(c, 'title'), this.sink),
      owner,
      visibility,
      sorted: token(c, 'sorted') !== undefined,
      spread: spreadToken === undefined ? undefined : { range: tokenRange(spreadToken) },
      range,
    };
  }

  private dealerChoice(cst: CstNode | undefined): DealerChoice | undefined {
    const range = cst && ctxRange(cst.children);
    if (cst === undefined || range === undefined) return undefined;
    const seat = token(cst.children, 'seat');
    if (seat !== undefined) return { kind: 'seat', seat: this.numberLit(seat), range };
    return token(cst.children, 'cut') && { kind: 'cut', range };
  }

  // ------------------------------------------------------------------------------------------
  // Deck

  private deckDecl(c: Ctx, range: Range): DeckDecl {
    const items = nodes(c, 'items').flatMap((n) => {
      const inner = onlyChild(n.children);
      return inner === undefined ? [] : this.deckItem(inner);
    });
    return { kind: 'DeckDecl', items, range };
  }

  private deckItem(cst: CstNode): DeckItem[] {
    const c = cst.children;
    const range = ctxRange(c);
    if (range === undefined) return [];
    switch (cst.name) {
      case 'ranksDecl':
        return [
          {
            kind: 'RanksDecl',
            items: nodes(c, 'items').flatMap((n) => this.rankItem(n) ?? []),
            range,
          },
        ];
      case 'suitsDecl':
        return [this.suitsDecl(c, range)];
      case 'cardsDecl':
        return nodes(c, 'cards').flatMap((n) => this.cardDecl(n) ?? []);
      case 'groupDecl': {
        const name = nameOf(token(c, 'name'));
        const suits = tokens(c, 'suits').flatMap((t) => nameOf(t) ?? []);
        const title = optionalString(token(c, 'title'), this.sink);
        return name ? [{ kind: 'GroupDecl', name, title, suits, range }] : [];
      }
      case 'copiesDecl': {
        const count = this.expr(node(c, 'count'));
        return count
          ? [{ kind: 'CopiesDecl', count, when: this.expr(node(c, 'when')), range }]
          : [];
      }
      case 'artDecl':
      case 'lookDecl':
        return buildLook(cst.name, c, range, this.sink);
      case 'namesDecl': {
        const template = token(c, 'template');
        return template
          ? [{ kind: 'NamesDecl', template: stringValue(template, this.sink), range }]
          : [];
      }
      default:
        return [];
    }
  }

  private rankName(cst: CstNode | undefined): RankName | undefined {
    const t = cst && token(cst.children, 'rank');
    return t && { kind: 'RankName', text: t.image, range: tokenRange(t) };
  }

  private rankItem(cst: CstNode): RankItem | undefined {
    const from = this.rankName(node(cst.children, 'from'));
    const to = this.rankName(node(cst.children, 'to'));
    const range = ctxRange(cst.children);
    return from && range && { kind: 'RankItem', from, to, range };
  }

  /** `suits a, b, c` or `suits a > b > c` (ordered); mixing the two is reported. */
  private suitsDecl(c: Ctx, range: Range): DeckItem {
    const suits = nodes(c, 'suits').flatMap((n): SuitDecl[] => {
      const name = nameOf(token(n.children, 'name'));
      const r = ctxRange(n.children);
      const title = optionalString(token(n.children, 'title'), this.sink);
      return name && r ? [{ kind: 'SuitDecl', name, title, range: r }] : [];
    });
    const seps = tokens(c, 'sep');
    const ordered = seps.some((t) => t.image === '>');
    const mixed = seps.find((t) => t.image !== seps[0]?.image);
    if (mixed !== undefined) {
      this.sink.error(
        'mixed-suit-order',
        tokenRange(mixed),
        "separate suits either all with ',' (no order) or all with '>' (high to low), not both",
      );
    }
    const from = this.rankName(node(c, 'rangeFrom'));
    const to = this.rankName(node(c, 'rangeTo'));
    const rankRange = from && to ? { from, to } : undefined;
    return { kind: 'SuitsDecl', suits, ordered, rankRange, range };
  }

  private cardDecl(cst: CstNode): CardDecl | undefined {
    const c = cst.children;
    const name = nameOf(token(c, 'name'));
    const range = ctxRange(c);
    if (name === undefined || range === undefined) return undefined;
    const copiesToken = token(c, 'copies');
    const rank = this.rankName(node(c, 'rank'));
    const suit = nameOf(token(c, 'suit'));
    const placement: CardDecl['placement'] =
      rank && suit
        ? { kind: 'suited', rank, suit }
        : token(c, 'wild')
          ? { kind: 'wild' }
          : { kind: 'plain' };
    return {
      kind: 'CardDecl',
      name,
      title: optionalString(token(c, 'title'), this.sink),
      copies: copiesToken && this.numberLit(copiesToken),
      placement,
      range,
    };
  }
}

/** Builds the AST of a parsed file, reporting meaning-level syntax problems into `sink`. */
export function buildAst(cst: CstNode, sink: DiagnosticSink): GameFile | undefined {
  return new AstBuilder(sink).build(cst);
}
