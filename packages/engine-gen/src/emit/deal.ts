// The table under the options and the deal of a generated engine: seats, copies of the deck,
// how many cards each seat is dealt, and the first dealer (a seat, or a cut). Each is data where
// the rules file only names a number or an option (emit/amount.ts), else a kernel. The runtime
// deals (dealHand) and cuts (cutForDealer).

import type { Expression, Ranking } from '@orrery/rules-lang';
import type { GenContext } from '../context';
import { bind, expr, type Place } from '../compile-expr';
import { fn, type Declaration } from '../module';
import { amountData } from './amount';
import type { Kernels } from './kernels';

export function emitDeal(ctx: GenContext): Kernels {
  const g = ctx.game;
  const out: Kernels = { declarations: [], entries: [] };
  const place: Place = { ctx, seat: undefined, team: undefined };
  // Seats and copies are asked of the options alone, before there is a state.
  const S: [string, string] = ['s', '{ readonly options: Options }'];
  amount(out, ctx, 'seatCount', g.seats, '2', () =>
    fn(
      'seatCountOf',
      [S],
      'number',
      [`  return ${expr(place, g.seats!)};`],
      `/** Seats under these options ${ctx.line(g.seats?.range)} */`,
    ),
  );
  const copies = g.deck.copies;
  if (copies !== undefined) {
    const count = copies.count === undefined ? '1' : expr(place, copies.count);
    if (copies.when === undefined && copies.count !== undefined) {
      amount(out, ctx, 'copies', copies.count, '1', () =>
        fn(
          'copiesOf',
          [S],
          'number',
          [`  return ${count};`],
          '/** Copies of the deck under these options. */',
        ),
      );
    } else if (copies.when !== undefined) {
      out.declarations.push(
        fn(
          'copiesOf',
          [S],
          'number',
          [`  return (${expr(place, copies.when)} ? ${count} : 1);`],
          '/** Copies of the deck under these options. */',
        ),
      );
      out.entries.push('copies: copiesOf');
    }
  }
  const dealDecl = g.file.declarations.find((d) => d.kind === 'DealDecl');
  amount(out, ctx, 'dealSize', g.deal?.each, '0', () =>
    fn(
      'dealSize',
      [['s', 'State']],
      'number',
      [`  return ${expr(place, g.deal!.each)};`],
      `/** Cards each seat is dealt this hand, under the current options ${ctx.line(dealDecl?.range)} */`,
    ),
  );
  firstDealer(out, ctx);
  return out;
}

/**
 * The kernel entry `name`: the `Amount` data of `e` where it names only a number or an option
 * (`fallback` where the rules file gives none), else the kernel `write` makes.
 */
function amount(
  out: Kernels,
  ctx: GenContext,
  name: string,
  e: Expression | undefined,
  fallback: string,
  write: () => Declaration,
): void {
  const data = e === undefined ? fallback : amountData(ctx, e);
  if (data !== undefined) {
    out.entries.push(`${name}: ${data}`);
    return;
  }
  const kernel = write();
  out.declarations.push(kernel);
  out.entries.push(name === kernel.name ? name : `${name}: ${kernel.name}`);
}

/** The first dealer: seat 0 (the shell's default), another seat, or a kernel with a cut. */
function firstDealer(out: Kernels, ctx: GenContext): void {
  const g = ctx.game;
  const fd = g.firstDealer;
  if (fd === undefined) return;
  const place: Place = { ctx, seat: undefined, team: undefined };
  const cut = () => (g.cut === undefined ? '0' : cutCall(ctx, g.cut.ranking, g.cut.again));
  const choice = (c: NonNullable<typeof fd>['choice']) =>
    c.kind === 'seat' ? `${c.seat.value}` : cut();
  if ((fd.when === undefined || fd.otherwise === undefined) && fd.choice.kind === 'seat') {
    if (fd.choice.seat.value !== 0) out.entries.push(`firstDealer: ${fd.choice.seat.value}`);
    return;
  }
  const body =
    fd.when === undefined || fd.otherwise === undefined
      ? choice(fd.choice)
      : `${expr(place, fd.when)} ? ${choice(fd.choice)} : ${choice(fd.otherwise)}`;
  out.declarations.push(
    fn(
      'firstDealer',
      [['s', 'State']],
      'number',
      [`  return ${body};`],
      `/** The first dealer ${ctx.line(fd.range)}${g.cut === undefined ? '' : `; the cut ${ctx.line(g.cut.ranking.range)}`} */`,
    ),
  );
  out.entries.push('firstDealer');
}

/** Every contending seat cuts a card; the highest deals, ties cut again (cutForDealer). */
function cutCall(ctx: GenContext, ranking: Ranking, again: Expression | undefined): string {
  const place: Place = { ctx, seat: undefined, team: undefined };
  const c = bind(ctx, ranking.card);
  const keys = ranking.keys.map((k) => `+(${expr(place, k)})`);
  const cutAgain = again === undefined ? '' : `, (${c}) => ${expr(place, again)}`;
  return `cutForDealer(s, (${c}) => [${keys.join(', ')}]${cutAgain})`;
}
