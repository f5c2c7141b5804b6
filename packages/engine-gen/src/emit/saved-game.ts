// What a generated deserializer checks beyond types and ranges: the game-specific half of the
// saved-game invariants. The checks themselves are `checkSavedGame` of @orrery/runtime, the
// same for every game; this emitter writes what they need to know of this rules file
// (`SAVED_RULES`), the zones read as card lists, and the questions only the engine can answer.

import type { LinkedGame, ResolvedPhase } from '@orrery/rules-lang';
import type { GenContext } from '../context';
import { everyNode } from '../every-node';
import { camel, key, quote } from '../naming';
import { allMoves } from './move-table';

/** Whether the rules file moves cards itself: otherwise only the deal and tricks do. */
function movesCards(g: LinkedGame): boolean {
  return !everyNode(g.file.declarations, (node) =>
    node.kind === 'MoveCardsStmt' ? 'fail' : 'look-inside',
  );
}

/** The zones of the trick phases, when they all play the same ones (else nothing is assumed). */
function trickZones(phases: readonly ResolvedPhase[]) {
  const all = phases.flatMap((p) => (p.tricks === undefined ? [] : [p.tricks]));
  const first = all[0];
  if (first === undefined) return undefined;
  const skip = (t: (typeof all)[number]) => t.ledSuit?.skipWild ?? false;
  const same = all.every(
    (t) =>
      t.from === first.from && t.to === first.to && t.won === first.won && skip(t) === skip(first),
  );
  return same ? { ...first, ledSkipsWild: skip(first) } : undefined;
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

export function emitSavedGame(ctx: GenContext): string[] {
  const g = ctx.game;
  const kinds = g.phases.map((p) => quote(p.kind === 'turns' ? (p.order ?? 'clockwise') : p.kind));
  const tricks = trickZones(g.phases);
  const zoneLine = (name: string | undefined) => (name === undefined ? 'undefined' : quote(name));
  const zoneKeys = g.zones.map((z) => camel(z.name));
  const reads = g.zones.map((z, i) => {
    const k = quote(zoneKeys[i]!);
    const p = `at(path, ${k})`;
    const lists =
      z.owner === 'shared'
        ? `[cards(zones[${k}], ${p})]`
        : `owned(zones[${k}], ${p}, ${z.owner === 'seat' ? 'seats' : 'teams'})`;
    return `    { name: ${quote(z.name)}, key: ${k}, owner: ${quote(z.owner)}, lists: ${lists} },`;
  });
  const builds = g.zones.map((z, i) => {
    const k = zoneKeys[i]!;
    const lists = `z[${i}]!.lists`;
    if (z.owner === 'shared') return `    ${key(k)}: ${lists}[0]!.slice(),`;
    return ctx.bags.has(z.name)
      ? `    ${key(k)}: bagOfLists(${lists}, ${ctx.bagWords}),`
      : `    ${key(k)}: ${lists}.map((l) => l.slice()),`;
  });
  return [
    '/** What the rules file fixes about a saved game (see checkSavedGame in @orrery/runtime). */',
    'const SAVED_RULES: SavedGameRules = {',
    `  phases: [${kinds.join(', ')}],`,
    `  owable: [${owable(ctx).join(', ')}],`,
    `  deal: { to: ${zoneLine(g.deal?.to)}, rest: ${zoneLine(g.deal?.rest)} },`,
    tricks === undefined
      ? '  tricks: undefined,'
      : `  tricks: { from: ${quote(tricks.from)}, to: ${quote(tricks.to)}, won: ${quote(tricks.won)}, ledSkipsWild: ${tricks.ledSkipsWild} },`,
    `  dealtOnly: ${!movesCards(g)},`,
    `  suits: ${g.deck.suits.length},`,
    '};',
    '',
    `const ZONE_KEYS: readonly string[] = [${zoneKeys.map(quote).join(', ')}];`,
    '',
    '/** The zones of a saved game (now, or as a finished hand ended) as card lists, ids checked. */',
    'function readZoneLists(value: unknown, path: string, seats: number, teams: number, deckSize: number): ZoneCards[] {',
    '  const zones = asRecord(value, path);',
    '  onlyKeys(zones, path, ZONE_KEYS);',
    '  const cards = (v: unknown, p: string) => asArray(v, p).map((c, k) => asCard(c, at(p, k), CARD_INDEX, deckSize));',
    '  const owned = (v: unknown, p: string, n: number) => asArray(v, p, n).map((x, o) => cards(x, at(p, o)));',
    '  return [',
    ...reads,
    '  ];',
    '}',
    '',
    '/** The zones as the engine keeps them, from the lists `readZoneLists` read. */',
    'function zonesOfLists(z: readonly ZoneCards[]): Zones {',
    '  return {',
    ...builds,
    '  };',
    '}',
    '',
    '/** The invariants every saved game of this engine must keep; throws at the first broken. */',
    'function checkSaved(s: State, zones: readonly ZoneCards[], history: readonly HandRecordFacts[]): void {',
    '  const facts: SavedGameFacts = { ...s, zones, history };',
    '  checkSavedGame(facts, SAVED_RULES, {',
    '    dealSize: (hand, dealer) => dealSize({ ...s, handNumber: hand, dealer }),',
    '    phaseApplies: (p) => phaseApplies(s, p),',
    '    chooserOf: (team) => chooserOf(s, team),',
    '    teamOf: (seat) => teamOf(s, seat),',
    '    matchWinner: () => matchWinner(s, undefined),',
    '    suitOf: (c) => cardSuit(c),',
    '    wild: (c) => cardWild(c),',
    '    cardId: (c) => CARD_IDS[c]!,',
    '  });',
    '}',
  ];
}
