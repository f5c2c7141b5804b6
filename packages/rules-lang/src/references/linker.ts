// Assembles the linked model from the symbol tables and the resolution maps the checker filled.

import type { Expression, Name, Node, Reference } from '../ast/ast';
import type { LinkedGame, ResolvedDeal, ResolvedTeams, Symbol } from '../model/model';
import type { Type } from '../model/types';
import type { Tables } from './tables';

export function linkGame(
  tables: Tables,
  path: string,
  symbols: ReadonlyMap<Node, Symbol>,
  types: ReadonlyMap<Expression, Type>,
): LinkedGame {
  const { file } = tables;
  const teams: ResolvedTeams =
    tables.teams === undefined
      ? { mode: 'solo', count: undefined }
      : { mode: tables.teams.mode, count: tables.teams.count?.value };
  return {
    file,
    path,
    id: file.id.text,
    title: file.title,
    symbolOf(node: Reference | Name): Symbol {
      const s = symbols.get(node);
      if (s === undefined)
        throw new Error(
          `symbolOf: '${node.kind}' at ${node.range.start.line}:${node.range.start.column} was never resolved`,
        );
      return s;
    },
    trySymbolOf: (node) => symbols.get(node),
    typeOf(e: Expression): Type {
      const t = types.get(e);
      if (t === undefined)
        throw new Error(
          `typeOf: '${e.kind}' at ${e.range.start.line}:${e.range.start.column} was never typed`,
        );
      return t;
    },
    deck: tables.deck,
    look: tables.look,
    options: tables.options,
    seats: tables.seats?.count,
    seatNames: tables.seatNames?.names.map((n) => n.text) ?? [],
    teams,
    zones: tables.zones,
    variables: tables.variables,
    defines: tables.defines,
    values: tables.values,
    firstDealer: tables.firstDealer,
    nextDealer: tables.nextDealer,
    known: tables.known,
    cut: tables.cut,
    deal: resolveDeal(tables),
    phases: tables.phases,
    scoring: tables.scoring,
    match: tables.match,
    events: tables.events,
  };
}

function resolveDeal(tables: Tables): ResolvedDeal | undefined {
  const deal = tables.deal;
  if (deal === undefined) return undefined;
  const trickHand = tables.phases.find((p) => p.tricks !== undefined)?.tricks?.from;
  const to = trickHand ?? tables.zones.find((z) => z.owner === 'seat')?.name;
  return { each: deal.each, to, rest: deal.rest?.text };
}
