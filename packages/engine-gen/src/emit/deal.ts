// The deal of a generated engine: how many cards each seat is dealt, and the first dealer (a
// seat, or a cut). The runtime deals (dealHand) and cuts (cutForDealer).

import type { Expression, Ranking } from '@orrery/rules-lang';
import type { GenContext } from '../context';
import { bind, expr, type Place } from '../compile-expr';
import { functionText, type Declaration } from '../module';

export function emitDeal(ctx: GenContext): Declaration[] {
  const g = ctx.game;
  const place: Place = { ctx, seat: undefined, team: undefined };
  const each = g.deal === undefined ? '0' : expr(place, g.deal.each);
  const dealDecl = g.file.declarations.find((d) => d.kind === 'DealDecl');
  return [
    {
      name: 'dealSize',
      text: functionText(
        {
          doc: `/** Cards each seat is dealt this hand, under the current options ${ctx.line(dealDecl?.range)} */`,
          name: 'dealSize',
        },
        [['s', 'State']],
        'number',
        [`  return ${each};`],
      ),
    },
    emitFirstDealer(ctx),
  ];
}

function emitFirstDealer(ctx: GenContext): Declaration {
  const g = ctx.game;
  const fd = g.firstDealer;
  const place: Place = { ctx, seat: undefined, team: undefined };
  const cut = () => (g.cut === undefined ? '0' : cutCall(ctx, g.cut.ranking, g.cut.again));
  const choice = (c: NonNullable<typeof fd>['choice']) =>
    c.kind === 'seat' ? `${c.seat.value}` : cut();
  let body: string;
  if (fd === undefined) body = '0';
  else if (fd.when === undefined || fd.otherwise === undefined) body = choice(fd.choice);
  else body = `${expr(place, fd.when)} ? ${choice(fd.choice)} : ${choice(fd.otherwise)}`;
  return {
    name: 'firstDealer',
    text: functionText(
      {
        doc: `/** The first dealer ${ctx.line(fd?.range)}${g.cut === undefined ? '' : `; the cut ${ctx.line(g.cut.ranking.range)}`} */`,
        name: 'firstDealer',
      },
      [['s', 'State']],
      'number',
      [`  return ${body};`],
    ),
  };
}

/** Every contending seat cuts a card; the highest deals, ties cut again (cutForDealer). */
function cutCall(ctx: GenContext, ranking: Ranking, again: Expression | undefined): string {
  const place: Place = { ctx, seat: undefined, team: undefined };
  const c = bind(ctx, ranking.card);
  const keys = ranking.keys.map((k) => `+(${expr(place, k)})`);
  const cutAgain = again === undefined ? '' : `, (${c}) => ${expr(place, again)}`;
  return `cutForDealer(s, (${c}) => [${keys.join(', ')}]${cutAgain})`;
}
