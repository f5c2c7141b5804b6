// Setup of a generated engine: the first dealer (a seat or a cut), hands, the deal.

import type { Ranking } from '@orrery/rules-lang';
import type { GenContext } from '../context';
import { bind, expr, zoneRef, type Place } from '../compile-expr';
import { bagBit } from './bag-code';

export function emitDeal(ctx: GenContext): string[] {
  const g = ctx.game;
  const place: Place = { ctx, seat: undefined, team: undefined };
  const deal = g.deal;
  const handZone = deal?.to === undefined ? undefined : g.zones.find((z) => z.name === deal.to);
  const restZone = deal?.rest === undefined ? undefined : g.zones.find((z) => z.name === deal.rest);
  const handRef = handZone === undefined ? undefined : zoneRef(handZone.name);
  const handSlot = handZone === undefined ? 0 : (ctx.zoneIndex.get(handZone.name) ?? 0) * 64;
  const restRef = restZone === undefined ? undefined : zoneRef(restZone.name);
  // A hand kept as a bag (see bags.ts) is dealt by setting each card's bit.
  const handBag = handZone !== undefined && ctx.bags.has(handZone.name);
  const each = deal === undefined ? '0' : expr(place, deal.each);
  return [
    '// ---------------------------------------------------------------------------------------',
    `// The deal ${ctx.line(g.file.declarations.find((d) => d.kind === 'DealDecl')?.range)}`,
    '',
    '/** Cards each seat is dealt under the current options. */',
    'function dealSize(s: State): number {',
    `  return ${each};`,
    '}',
    '',
    '/** Clears every zone and deals the hand: given by a replay, or shuffled from the seed. */',
    'function dealHand(s: State): void {',
    '  s.z = emptyZones(s.seats, s.teams);',
    '  const given = s.deals[s.handNumber - 1] ?? null;',
    '  if (given !== null) {',
    handRef === undefined
      ? '    void given;'
      : [
          '    given.hands.forEach((cards, seat) => {',
          handBag
            ? `      for (const c of cards) putInSlot(s, c, ${handSlot} + seat);`
            : `      for (const c of cards) moveCard(s, c, ${handRef}[seat]!);`,
          '    });',
        ].join('\n'),
    restRef === undefined ? '' : `    for (const c of given.stock) moveCard(s, c, ${restRef});`,
    '    return;',
    '  }',
    '  const order = deckOf(s).slice();',
    '  shuffleInPlace(order, s.rng);',
    '  const dealt = Math.min(order.length, dealSize(s) * s.seats);',
    handRef === undefined
      ? ''
      : [
          '  for (let i = 0; i < dealt; i++) {',
          "    const seat = (s.dealer + 1 + i) % s.seats; // C2: one at a time from the dealer's left",
          ...(handBag
            ? ['    const c = order[i]!;', `    ${bagBit(ctx, handRef, 'seat', 'c', 'set')};`]
            : [
                '    const c = order[i]!;',
                `    ${handRef}[seat]!.push(c); // the deck was just gathered up: c is in no zone`,
              ]),
          '  }',
        ].join('\n'),
    restRef === undefined
      ? ''
      : [
          // Copied backwards into a list of its size: no list grows, and cutting the shuffled
          // copy to length (a call into the runtime) is not needed.
          '  // The rest is the stock; its top card (the first undealt) is kept last.',
          '  const rest = order.length - dealt;',
          '  const stock = new Array<number>(rest);',
          '  for (let k = 0; k < rest; k++) stock[k] = order[order.length - 1 - k]!;',
          `  ${restRef} = stock;`,
        ].join('\n'),
    '}',
    '',
    ...emitFirstDealer(ctx),
  ].filter((l) => l !== '');
}

function emitFirstDealer(ctx: GenContext): string[] {
  const g = ctx.game;
  const fd = g.firstDealer;
  const place: Place = { ctx, seat: undefined, team: undefined };
  const choice = (c: NonNullable<typeof fd>['choice']) =>
    c.kind === 'seat' ? `${c.seat.value}` : 'cutForDealer(s)';
  let body: string;
  if (fd === undefined) body = '0';
  else if (fd.when === undefined || fd.otherwise === undefined) body = choice(fd.choice);
  else body = `${expr(place, fd.when)} ? ${choice(fd.choice)} : ${choice(fd.otherwise)}`;
  const usesCut = fd !== undefined && (fd.choice.kind === 'cut' || fd.otherwise?.kind === 'cut');
  return [
    `/** The first dealer ${ctx.line(fd?.range)} */`,
    'function firstDealer(s: State): number {',
    `  return ${body};`,
    '}',
    ...(usesCut && g.cut !== undefined ? emitCut(ctx, g.cut.ranking, g.cut.again) : []),
  ];
}

function emitCut(
  ctx: GenContext,
  ranking: Ranking,
  again: Parameters<typeof expr>[1] | undefined,
): string[] {
  const place: Place = { ctx, seat: undefined, team: undefined };
  const c = bind(ctx, ranking.card);
  const keys = ranking.keys.map((k) => `+(${expr(place, k)})`);
  const againExpr = again === undefined ? 'false' : expr(place, again);
  return [
    '',
    `/** Every contending seat cuts a card; the highest deals, ties cut again ${ctx.line(ranking.range)} */`,
    'function cutForDealer(s: State): number {',
    '  let contenders = seatList(s).slice();',
    '  for (let round = 0; round < 64; round++) {',
    '    const order = deckOf(s).slice();',
    '    shuffleInPlace(order, s.rng);',
    '    let next = 0;',
    '    const keys = contenders.map(() => {',
    `      let ${c} = order[next++]!;`,
    `      while (${againExpr} && next < order.length) ${c} = order[next++]!;`,
    `      return [${keys.join(', ')}];`,
    '    });',
    '    let best = keys[0]!;',
    '    for (const k of keys) if (compareKeys(k, best) > 0) best = k;',
    '    const tied = contenders.filter((_, i) => compareKeys(keys[i]!, best) === 0);',
    '    if (tied.length === 1) return tied[0]!;',
    '    contenders = tied;',
    '  }',
    '  return contenders[0]!;',
    '}',
  ];
}
