// Trick-taking in a generated engine: which cards may be led and followed, playing one, and who
// wins a trick, compiled from a phase's `play tricks`, `lead`, `follow`, `led suit`, `winner`,
// `suit of`, `sit out` and `must play` clauses. These run at every card, and are written with
// the game's constants; the rest of trick-taking (why a card is refused, who sits out, the trick
// going to its winner, the hands played out) is the runtime's (shell/tricks.ts), from the phase's
// trick table (emit/game.ts) and these kernels.

import type { ResolvedPhase } from '@orrery/rules-lang';
import type { GenContext } from '../context';
import { bind, lowered, print, zoneRef, type Place } from '../compile-expr';
import { lowerTricks, type MustPlayIr, type TrickIr, type WinnerTierIr } from '../ir/tricks';
import { fn, type Declaration } from '../module';
import { quote } from '../naming';
import { allMoves } from '../ir/moves';
import { bagBit } from './bag-code';
import { arrayText, objectText } from './kernels';
import { stepLeft, trickStep } from './steps';
import { bagListingParts, type ListingParts } from './trick-masks';
import { block, indent, type StmtPlace } from '../compile-stmt';

/** A trick phase's kernels, and how a card played to it ends (steps.ts). */
export interface TrickKernelsText {
  readonly declarations: Declaration[];
  /** The `tricks` entry of the phase's kernels. */
  readonly tricks: string;
  /** The function that plays a card to the trick. */
  readonly play: string;
  /** The lines that end a card played, passing the turn on (steps.ts); none where the flow does. */
  readonly step: string[] | undefined;
}

/**
 * A trick phase's kernels. `alone`: its card is the engine's only move, so playing it is the
 * engine's step (steps.ts), and ends by passing the turn on.
 */
export function emitTricks(
  ctx: GenContext,
  phase: ResolvedPhase,
  i: number,
  alone: boolean,
): TrickKernelsText {
  const t = lowerTricks({ game: ctx.game, bags: ctx.bags, expr: (e) => lowered(ctx, e) }, phase);
  const from = zoneRef(t.from);
  const trick = zoneRef(t.to);
  const restrictMask = t.lead?.mask ?? 0;
  const skipWild = t.skipWild;
  const steps = t.follow.steps;
  const wildFree = t.follow.wildExempt;
  // `suit of c: ...`: a card's suit for following and the led suit is the phase's function of
  // the state (playSuit), its group that suit's; otherwise the deck's tables.
  const suitOf = t.suitOf;
  const attrOf = (step: 'suit' | 'group', c: string) =>
    suitOf === undefined
      ? `${step === 'suit' ? 'cardSuit' : 'cardGroup'}(DECK, ${c})`
      : `play${step === 'suit' ? 'Suit' : 'Group'}${i}(s, ${c})`;
  // Hands kept as bags (see bags.ts) are listed by masks and played by bits; with `suit of`,
  // whose suits no mask knows, a bag's cards are listed one by one as a list's are.
  const fromBag = t.fromBag;
  const bagMasks = fromBag && suitOf === undefined;

  // Hands are walked by index, their length read once: the loops below run for every move
  // listed, and V8 runs an indexed loop over an array faster than `for...of`.
  const eachCard = (body: string) =>
    `for (let k = 0; k < held; k++) { const c = hand[k]!; ${body} }`;
  // A card that may be played is listed without a branch: every card is written, and `n` moves
  // on when the test holds. Hands come in no order a branch predictor could learn.
  const listIf = (test: string) => eachCard(`out[n] = play + 64 * c; n += +(${test});`);
  const leadLines =
    t.lead === undefined
      ? [`    ${eachCard('out[n++] = play + 64 * c;')}`]
      : [
          `    // ${ctx.where(t.lead.range)}: ${t.lead.suits.join(', ')} may not be led until broken`,
          '    const from = n;',
          // The suits still closed, as one mask: a card without a suit (`1 << -1` is bit 31,
          // never a suit's bit) may always be led.
          `    const closed = ${restrictMask} & ~s.broken;`,
          `    ${listIf('(closed & (1 << cardSuit(DECK, c))) === 0')}`,
          t.lead.unlessOnly ? `    if (n === from) ${eachCard('out[n++] = play + 64 * c;')}` : '',
        ];
  const followLines = steps.flatMap((step) => {
    if (step === 'any') return [`  ${eachCard('out[n++] = play + 64 * c;')}`, '  return n;'];
    const attr = (c: string) => attrOf(step, c);
    const wild = wildFree ? ' || cardWild(DECK, c)' : '';
    // One pass: the cards that follow go straight to `out`; when there are none, the step
    // does not apply. With wild cards exempt, a hand of wild cards alone does not follow.
    const following = wildFree ? `${attr('c')} === led${step} && !cardWild(DECK, c)` : undefined;
    return [
      `  // ${step === 'suit' ? 'Follow the led suit' : "Else a card of the led suit's group"} if able ${ctx.where(t.follow.range)}`,
      `  const led${step} = ${attr('s.led')};`,
      `  if (led${step} >= 0) {`,
      '    const from = n;',
      following === undefined ? '' : '    let able = false;',
      // With wild cards exempt the step walks the hand twice, and may give way to the next: it
      // lists with a branch, which measured faster there than writing every card.
      wildFree
        ? `    ${eachCard(`if (${attr('c')} === led${step}${wild}) out[n++] = play + 64 * c;`)}`
        : `    ${listIf(`${attr('c')} === led${step}`)}`,
      following === undefined ? '' : `    ${eachCard(`if (${following}) able = true;`)}`,
      following === undefined ? '    if (n > from) return n;' : '    if (able) return n;',
      following === undefined ? '' : '    n = from;',
      '  }',
    ].filter((l) => l !== '');
  });
  // A seat that does not follow shows what it lacks: bots deal hidden cards around it.
  const exempt = wildFree ? ' && !cardWild(DECK, card)' : '';
  // With `suit of`, a seat that does not follow lacks the suit as the state counts it, not the
  // deck's suit the voids are kept in: nothing is recorded.
  const voidLines =
    !steps.includes('suit') || suitOf !== undefined
      ? []
      : [
          `  if (s.led >= 0${exempt}) {`,
          '    const ledSuit = cardSuit(DECK, s.led);',
          '    if (cardSuit(DECK, card) !== ledSuit) s.voids[s.seat]! |= 1 << ledSuit;',
          ...(steps.includes('group')
            ? [
                '    const ledGroup = cardGroup(DECK, s.led);',
                '    if (ledGroup >= 0 && cardGroup(DECK, card) !== ledGroup) {',
                '      for (let x = 0; x < DECK.suits.ids.length; x++) if (suitGroup(DECK, x) === ledGroup) s.voids[s.seat]! |= 1 << x;',
                '    }',
              ]
            : []),
          '  }',
        ];
  // Leading a suit not yet broken is allowed only from a hand of nothing else: the seat holds
  // no card of any suit still open to lead, and bots deal around that too.
  const allSuits = t.allSuits;
  const leadVoidLines = !t.lead?.unlessOnly
    ? []
    : [
        `  if (${trick}.length === 0 && leadRestricted${i}(s, card)) {`,
        `    s.voids[s.seat]! |= ${allSuits} & ~(${restrictMask} & ~s.broken); ${ctx.line(t.lead.range)}`,
        '  }',
      ];
  const S: [string, string] = ['s', 'State'];
  const EV: [string, string] = ['ev', 'Events<GameEvent>'];
  const playCode =
    allMoves(ctx).find((m) => m.phaseIndex === i && m.move === undefined)?.index ?? 0;
  const parts: ListingParts = bagMasks
    ? bagListingParts(ctx, { rules: t, hand: from, trick })
    : {
        hand: [
          fromBag
            ? `  const hand = bagCards(${from}, s.seat, ${ctx.bagWords});`
            : `  const hand = ${from}[s.seat]!;`,
          '  const held = hand.length;',
        ],
        lead: leadLines,
        any: `    ${eachCard('out[n++] = play + 64 * c;')}`,
        follow: followLines,
      };
  const listing = fn(
    `trickCards${i}`,
    [S, ['out', 'number[]'], ['n', 'number']],
    'number',
    [
      `  const play = ${playCode};`,
      ...parts.hand,
      `  if (${trick}.length === 0) {`,
      ...parts.lead.filter((l) => l !== ''),
      '    return n;',
      '  }',
      '  if (s.led < 0) {',
      `    // ${skipWild ? 'Only wild cards so far: the led suit is not set, any card may be played' : 'No led suit'}`,
      parts.any,
      '    return n;',
      '  }',
      ...parts.follow,
      ...(steps.includes('any') ? [] : ['  return n;']),
    ],
    `/** The move codes of the cards the seat to act may play ${ctx.line(phase.decl.range)} */`,
  );
  const step = trickStep(ctx, phase, i, t);
  const play = fn(
    `playTrickCard${i}`,
    [S, ['code', 'number'], EV],
    alone ? 'Step' : 'void',
    [
      '  const card = (code >> 6) & 4095;',
      ...leadVoidLines,
      ...voidLines,
      // The card is in the hand of the seat to act (a legal move): no need to look it up.
      fromBag
        ? `  ${bagBit(ctx, from, 's.seat', 'card', 'clear')};`
        : `  takeCard(${from}[s.seat]!, card);`,
      `  ${trick}.push(card);`,
      `  if (s.led < 0${skipWild ? ' && !cardWild(DECK, card)' : ''}) s.led = card; ${ctx.line(t.ledSuitRange)}`,
      "  if (ev) ev.push({ type: 'play', seat: s.seat, card: DECK.ids[card]! });",
      ...(alone ? (step ?? [`return ${stepLeft(false)};`]).map((l) => `  ${l}`) : []),
    ],
    alone
      ? `/** Plays a card of the seat to act into the trick, and passes the turn on ${ctx.line(phase.decl.range)} */`
      : `/** Plays a card of the seat to act into the trick ${ctx.line(phase.decl.range)} */`,
  );
  const entries = [`cards: trickCards${i}`, `winner: trickWinner${i}`];
  const declarations: Declaration[] = [];
  if (suitOf !== undefined) {
    declarations.push(...suitOfFns(ctx, suitOf, i));
    entries.push(`suitOf: playSuit${i}`);
  }
  if (t.sitOut !== undefined) {
    declarations.push(sitOutFn(ctx, t.sitOut, i));
    entries.push(`sitsOut: sitsOut${i}`);
  }
  if (t.mustPlay.length > 0) {
    const clauses = mustPlayFns(ctx, t.mustPlay, i);
    declarations.push(...clauses.declarations);
    entries.push(`mustPlay: ${arrayText(clauses.entries)}`);
  }
  if (t.lead?.unlessOnly === true) {
    declarations.push(
      fn(`leadRestricted${i}`, [S, ['c', 'number']], 'boolean', [
        '  const suit = cardSuit(DECK, c);',
        `  return suit >= 0 && (${restrictMask} & (1 << suit)) !== 0 && (s.broken & (1 << suit)) === 0;`,
      ]),
    );
  }
  declarations.push(listing, play, emitWinner(ctx, t, i, trick));
  // `at trick end`: no seat acts; `winner` is the seat that took the trick.
  const trickEnd = phase.hooks.trickEnd;
  if (trickEnd !== undefined) {
    const moveIndex = new Map(allMoves(ctx).map((m) => [m.name, m.index] as const));
    const taken: StmtPlace = { ctx, seat: undefined, team: undefined, moveIndex, winner: 'winner' };
    declarations.push(
      fn(
        `trickEnd${i}`,
        [S, EV, ['winner', 'number']],
        'void',
        indent(block(taken, trickEnd)),
        `/** Once a trick of ${phase.name} is taken ${ctx.line(trickEnd.range)} */`,
      ),
    );
    entries.push(`end: trickEnd${i}`);
  }
  return { declarations, tricks: objectText(entries), play: `playTrickCard${i}`, step };
}

/** `suit of c: ...`: the suit, and its group, that a card counts as in the tricks now. */
function suitOfFns(
  ctx: GenContext,
  suitOf: NonNullable<TrickIr['suitOf']>,
  i: number,
): Declaration[] {
  const place: Place = { ctx, seat: undefined, team: undefined };
  const c = bind(ctx, suitOf.local);
  return [
    fn(
      `playSuit${i}`,
      [
        ['s', 'State'],
        [c, 'number'],
      ],
      'number',
      [`  return ${print(place, suitOf.suit)};`],
      `/** The suit a card counts as for following and the led suit ${ctx.line(suitOf.range)} */`,
    ),
    fn(
      `playGroup${i}`,
      [
        ['s', 'State'],
        ['c', 'number'],
      ],
      'number',
      [`  const suit = playSuit${i}(s, c);`, '  return suit < 0 ? -1 : suitGroup(DECK, suit);'],
    ),
  ];
}

/**
 * `sit out when ...`: whether the seat to act plays no card in this phase's tricks (the shell
 * asks it of each seat, as the seat to act, so a definition it reads sees that seat).
 */
function sitOutFn(ctx: GenContext, sitOut: NonNullable<TrickIr['sitOut']>, i: number): Declaration {
  const place: Place = { ctx, seat: 's.seat', team: 'teamOf(s, s.seat)' };
  return fn(
    `sitsOut${i}`,
    [['s', 'State']],
    'boolean',
    [`  return ${print(place, sitOut.condition)};`],
    `/** Whether the seat to act sits this phase's tricks out ${ctx.line(sitOut.range)} */`,
  );
}

/**
 * `must play c where ..., if able`: each clause's test of card `c` (the seat to act as `seat`),
 * and the refusal of a card it takes away; the shell narrows the cards and refuses by them.
 */
function mustPlayFns(
  ctx: GenContext,
  clauses: readonly MustPlayIr[],
  i: number,
): { declarations: Declaration[]; entries: string[] } {
  const place: Place = { ctx, seat: 's.seat', team: 'teamOf(s, s.seat)' };
  const declarations = clauses.map((m, k) => {
    const c = bind(ctx, m.local);
    return fn(
      `mustPlay${i}_${k}`,
      [
        ['s', 'State'],
        [c, 'number'],
      ],
      'boolean',
      [`  return ${print(place, m.condition)};`],
      `/** Whether a card passes 'must play' ${ctx.line(m.range)} */`,
    );
  });
  const entries = clauses.map(
    (m, k) => `{ test: mustPlay${i}_${k}, code: ${quote(m.code)}, message: ${quote(m.message)} }`,
  );
  return { declarations, entries };
}

function emitWinner(ctx: GenContext, t: TrickIr, i: number, trick: string): Declaration {
  const body = t.winner.flatMap((tier) => tierLines(ctx, tier));
  return fn(
    `trickWinner${i}`,
    [['s', 'State']],
    'number',
    [`  const cards = ${trick};`, ...body, '  return 0;'],
    `/** Index in the trick of the winning card ${ctx.line(t.winnerRange)} */`,
  );
}

function tierLines(ctx: GenContext, tier: WinnerTierIr): string[] {
  if (tier.kind === 'card') {
    return [
      `  { // ${tier.name} ${ctx.line(tier.range)}`,
      `    const found = cards.findIndex((c) => baseCard(DECK, c) === ${tier.index});`,
      '    if (found >= 0) return found;',
      '  }',
    ];
  }
  const place: Place = { ctx, seat: undefined, team: undefined };
  const c = bind(ctx, tier.local);
  // Keys are compared in order as plain numbers: no key arrays are built per card.
  const keys = tier.keys.map((k) => `+(${print(place, k)})`);
  const where = tier.where === undefined ? 'true' : print(place, tier.where);
  const higher = keys
    .map((_, n) =>
      [...keys.slice(0, n).map((__, m) => `key${m} === best${m}`), `key${n} > best${n}`].join(
        ' && ',
      ),
    )
    .map((test) => `(${test})`)
    .join(' || ');
  return [
    `  { // highest ${ctx.line(tier.range)}`,
    '    let found = -1;',
    ...keys.map((_, n) => `    let best${n} = 0;`),
    '    for (let k = 0; k < cards.length; k++) {',
    `      const ${c} = cards[k]!;`,
    `      if (!(${where})) continue;`,
    ...keys.map((k, n) => `      const key${n} = ${k};`),
    `      if (found < 0 || ${higher || 'false'}) {`,
    '        found = k;',
    ...keys.map((_, n) => `        best${n} = key${n};`),
    '      }',
    '    }',
    '    if (found >= 0) return found;',
    '  }',
  ];
}
