// The game's tables (ir/tables.ts) printed as one constant, `GAME`: its id and title, seats,
// options, zones and how each is kept, variables, moves, phases and their tricks, and what a
// saved game keeps. The runtime shell reads them; the kernels read the zone layout
// (`GAME.zones`), the seat names and the table of sets of cards from here too.

import type { GenContext } from '../context';
import { gameTables, zoneTables } from '../ir/tables';
import { shapesWritten } from '../shapes';
import type { Declaration } from '../module';
import { quote, valueLiteral } from '../naming';
import { commentText } from '../escape';

export function emitGame(ctx: GenContext): Declaration {
  const g = ctx.game;
  const t = gameTables(ctx).tables;
  const options = t.options.map((o) =>
    o.kind === 'range'
      ? `    { name: ${quote(o.name)}, title: ${quote(o.title)}, kind: 'range', min: ${o.min}, max: ${o.max}, default: ${valueLiteral(o.default)} },`
      : `    { name: ${quote(o.name)}, title: ${quote(o.title)}, kind: 'choices', choices: ${valueLiteral(o.choices)}, default: ${valueLiteral(o.default)} },`,
  );
  const zones = zoneTables(ctx).map(
    (z) =>
      `      { name: ${quote(z.name)}, key: ${quote(z.key)}, title: ${quote(z.title)}, owner: ${quote(z.owner)}, visibility: ${quote(z.visibility)}, sorted: ${z.sorted},${z.spread === true ? ' spread: true,' : ''}${z.revealable === true ? ' revealable: true,' : ''} bag: ${z.bag} },`,
  );
  const variables = t.variables.map(
    (v) =>
      `    { name: ${quote(v.name)}, ${v.title === undefined ? '' : `title: ${quote(v.title)}, `}key: ${quote(v.key)}, owner: ${quote(v.owner)}, type: ${quote(v.type)}, storage: ${quote(v.storage)}, setBy: [${v.setBy.map(quote).join(', ')}], shape: ${quote(v.shape)}, of: ${quote(v.of)} },`,
  );
  const moves = t.moves.map(
    (m) =>
      `    { type: ${quote(m.type)}, ${m.wording === undefined ? '' : `wording: ${quote(m.wording)}, `}phase: ${m.phase}, params: [${m.params.map((p) => `{ name: ${quote(p.name)}, kind: ${quote(p.kind)}${p.least === undefined ? '' : `, least: ${p.least}`}${p.most === undefined ? '' : `, most: ${p.most}`} }`).join(', ')}] },`,
  );
  const phases = t.phases.map((p) => {
    const tricks = p.tricks;
    const lead =
      tricks?.lead === undefined
        ? ''
        : ` lead: { suits: ${tricks.lead.suits}, unlessOnly: ${tricks.lead.unlessOnly} },`;
    const trickTable =
      tricks === undefined
        ? ''
        : `, tricks: { from: ${quote(tricks.from)}, to: ${quote(tricks.to)}, won: ${quote(tricks.won)},${lead} follow: [${tricks.follow.map(quote).join(', ')}], wildExempt: ${tricks.wildExempt} }`;
    return `    { id: ${quote(p.id)}, name: ${quote(p.name)}, turn: ${quote(p.turn)}${trickTable} },`;
  });
  // Where the listing and the turn are written once for each shape, the shell picks by these.
  const written = shapesWritten(ctx);
  const shapes =
    written.length > 1
      ? [
          `  shapes: [${written.map((s) => `{ seats: ${s!.seats}, deckSize: ${s!.deckSize} }`).join(', ')}],`,
        ]
      : [];
  const zoneName = (name: string | undefined) => (name === undefined ? 'undefined' : quote(name));
  const list = (lines: readonly string[], pad = '  ') =>
    lines.length === 0 ? '[]' : `[\n${lines.join('\n')}\n${pad}]`;
  const { saved } = t;
  const sets = t.moves.some((m) => m.params.some((p) => p.kind === 'cards'));
  return {
    name: 'GAME',
    text: [
      `/** The tables of ${commentText(g.title ?? g.id)}: what the shell reads of its rules as data. */`,
      'const GAME = {',
      `  id: ${quote(t.id)},`,
      `  title: ${quote(t.title)},`,
      '  deck: DECK,',
      `  seatNames: [${g.seatNames.map(quote).join(', ')}],`,
      `  teams: ${t.teams === undefined ? 'undefined' : String(t.teams)},`,
      `  options: ${list(options)},`,
      '  // Every zone: whose it is, who sees it, whether it is a bag; the words of a bag an owner.',
      `  zones: new ZoneLayout(${list(zones, '    ')}, ${ctx.bagWords}),`,
      `  variables: ${list(variables)},`,
      `  moves: ${list(moves)},`,
      ...(sets
        ? [
            '  // Every set of cards a move has named, each numbered once: a set move code holds its number.',
            '  cardSets: new CardSets(),',
          ]
        : []),
      `  phases: ${list(phases)},`,
      ...shapes,
      `  trickZone: ${t.trickZone === null ? 'null' : quote(t.trickZone)},`,
      `  deal: { to: ${zoneName(t.deal.to)}, rest: ${zoneName(t.deal.rest)} },`,
      ...(t.lowestWins === true ? ['  lowestWins: true,'] : []),
      '  saved: {',
      `    owable: [${saved.owable.join(', ')}],`,
      saved.tricks === undefined
        ? '    tricks: undefined,'
        : `    tricks: { from: ${quote(saved.tricks.from)}, to: ${quote(saved.tricks.to)}, won: ${quote(saved.tricks.won)}, ledSkipsWild: ${saved.tricks.ledSkipsWild} },`,
      `    dealtOnly: ${saved.dealtOnly},`,
      ...(saved.chosenDealer === true ? ['    chosenDealer: true,'] : []),
      ...(saved.dealReadsState === true ? ['    dealReadsState: true,'] : []),
      '  },',
      '} satisfies GameTables;',
    ].join('\n'),
  };
}
