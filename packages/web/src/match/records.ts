import type { GameMeta } from '@orrery/runtime';
import { humanize, seatName } from './names';
import type { TableView } from './table-view';

/** A collection a team keeps across hands (the suits it has won, say), each team's entries by name. */
export interface TeamRecord {
  readonly key: string;
  readonly title: string;
  readonly values: readonly (readonly string[])[];
}

/**
 * The team variables that hold a set or a list (`record won-suits: per team, list of suits`), each
 * entry named as a person reads it: a suit, a seat or a card by its name. Engines hold a suit as
 * its id or as its place in `meta.suits`; both are read.
 */
export function teamRecords(meta: GameMeta, view: Pick<TableView, 'variables'>): TeamRecord[] {
  const out: TeamRecord[] = [];
  for (const v of meta.variables) {
    const kind = /^(?:set|list) of (\w+)/.exec(v.type)?.[1];
    const value = view.variables[v.key];
    if (v.owner !== 'team' || kind === undefined || !Array.isArray(value)) continue;
    const title = v.title ?? humanize(v.name);
    const values = value.map((entries) =>
      Array.isArray(entries) ? entries.map((e: unknown) => nameOf(meta, kind, e)) : [],
    );
    out.push({ key: v.key, title, values });
  }
  return out;
}

/** A shared variable the rules file titled (`var trump "Trumps": suit`), as players read it. */
export interface TableFact {
  readonly key: string;
  readonly title: string;
  readonly value: string;
}

/**
 * The shared variables a rules file gave a title, with their values named as a person reads
 * them: the trump suit of the hand, the suit to follow after a wild card. A title is the
 * designer's sign that players should see it; a suit, seat or card that is none is left out.
 */
export function tableFacts(meta: GameMeta, view: Pick<TableView, 'variables'>): TableFact[] {
  const out: TableFact[] = [];
  for (const v of meta.variables) {
    if (v.owner !== 'shared' || v.title === undefined) continue;
    const value = view.variables[v.key];
    if (
      value === undefined ||
      value === null ||
      (typeof value === 'number' && value < 0 && /^(?:suit|seat|team|card|rank)$/.test(v.type))
    )
      continue;
    const plural = `${v.type}s`;
    const named = Array.isArray(value)
      ? value
          .map((e: unknown) => nameOf(meta, /^(?:set|list) of (\w+)/.exec(v.type)?.[1] ?? '', e))
          .join(', ') || 'none'
      : typeof value === 'boolean'
        ? value
          ? 'yes'
          : 'no'
        : nameOf(meta, plural, value);
    out.push({ key: v.key, title: v.title, value: named });
  }
  return out;
}

function nameOf(meta: GameMeta, kind: string, entry: unknown): string {
  const byIndex = <T>(list: readonly T[]) => (typeof entry === 'number' ? list[entry] : undefined);
  if (kind === 'suits') {
    const suit = byIndex(meta.suits) ?? meta.suits.find((s) => s.id === entry);
    return suit?.name ?? String(entry);
  }
  if (kind === 'seats' && typeof entry === 'number') return seatName(meta, entry);
  if (kind === 'cards') {
    const deck = meta.deck();
    const card = byIndex(deck) ?? deck.find((c) => c.id === entry);
    return card?.name ?? String(entry);
  }
  return String(entry);
}
