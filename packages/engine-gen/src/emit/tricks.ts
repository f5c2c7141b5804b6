// Trick-taking in a generated engine: which cards may be led and followed, who wins a trick,
// and where the trick goes. Compiled from a phase's `play tricks`, `lead`, `follow`, `led suit`
// and `winner` clauses.

import type { ResolvedPhase } from '@orrery/rules-lang';
import type { GenContext } from '../context';
import { bind, lowered, print, zoneRef, type Place } from '../compile-expr';
import { lowerTricks, type MustPlayIr, type TrickIr, type WinnerTierIr } from '../ir/tricks';
import { fn, type Declaration } from '../module';
import { quote } from '../naming';
import { resets } from './definitions';
import { allMoves } from '../ir/moves';
import { bagBit } from './bag-code';
import { bagListingParts, type ListingParts } from './trick-masks';
import { block, indent, type StmtPlace } from '../compile-stmt';

/**
 * The clauses of trick phase `i` as functions; `trickEnd`, the phase's `at trick end` written
 * out (flow.ts, which knows the move table its statements may `owe`), runs as each trick ends.
 */
export function emitTricks(
  ctx: GenContext,
  phase: ResolvedPhase,
  i: number,
  trickEnd: readonly string[] = [],
): Declaration[] {
  const t = lowerTricks({ game: ctx.game, bags: ctx.bags, expr: (e) => lowered(ctx, e) }, phase);
  const from = zoneRef(t.from);
  const trick = zoneRef(t.to);
  const wonOwner = t.wonOwner === 'seat' ? 'winner' : t.wonOwner === 'team' ? 'team' : '0';
  const wonRef = t.wonOwner === 'shared' ? zoneRef(t.won) : `${zoneRef(t.won)}[${wonOwner}]!`;
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
  // Hands and won tricks kept as bags (see bags.ts) are listed by masks and moved by bits; with
  // `suit of`, whose suits no mask knows, a bag's cards are listed one by one as a list's are.
  const fromBag = t.fromBag;
  const bagMasks = fromBag && suitOf === undefined;
  const wonBag = t.wonBag;

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
  const whyFollow = steps.flatMap((step) => {
    if (step === 'any') return [];
    const attr = (c: string) => attrOf(step, c);
    const names = step === 'suit' ? 'suit names' : 'group names';
    const code = step === 'suit' ? 'must-follow-suit' : 'must-follow-group';
    const text =
      step === 'suit'
        ? '`You must follow ${DECK.suits.names[ledsuit]}`'
        : '`You must play a ${DECK.groups.names[ledgroup]} card`';
    return [
      `  const led${step} = ${attr('s.led')};`,
      `  if (led${step} >= 0 && hand.some((c) => ${attr('c')} === led${step}${wildFree ? ' && !cardWild(DECK, c)' : ''})) {`,
      `    if (${attr('card')} === led${step}${wildFree ? ' || cardWild(DECK, card)' : ''}) return null;`,
      `    return moveError(${quote(code)}, ${text}); // ${names}`,
      '  }',
    ];
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
  // A seat sitting out keeps its hand: the phase is over when every other hand is empty.
  const sitOut = t.sitOut;
  const seated = (k: string) =>
    sitOut === undefined ? '' : `!out[${fromBag ? `(${k} / ${ctx.bagWords}) | 0` : k}]! && `;
  const handsEmpty = fn(`handsEmpty${i}`, [S], 'boolean', [
    `  const hands = ${from};`,
    ...(sitOut === undefined ? [] : [`  const out = sitting${i}(s);`]),
    // A bag holds words, each 0 when its cards are gone; a list holds one hand per seat.
    `  for (let k = 0; k < hands.length; k++) if (${seated('k')}${fromBag ? 'hands[k] !== 0' : 'hands[k]!.length > 0'}) return false;`,
    '  return true;',
  ]);
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
  // With `must play` clauses, the lead and follow rules list into `followCards` and `trickCards`
  // narrows what they listed (mustPlayFns below); else they are `trickCards` itself.
  const narrowed = t.mustPlay.length > 0;
  const listing = fn(
    narrowed ? `followCards${i}` : `trickCards${i}`,
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
  const why = fn(
    narrowed ? `followWhy${i}` : `trickWhy${i}`,
    [S, ['card', 'number']],
    'MoveError | null',
    [
      fromBag
        ? `  const hand = bagCards(${from}, s.seat, ${ctx.bagWords});`
        : `  const hand = ${from}[s.seat]!;`,
      "  if (!hand.includes(card)) return moveError('card-not-held', `You do not hold the ${DECK.names[card]}`);",
      `  if (${trick}.length === 0) {`,
      ...(t.lead === undefined
        ? []
        : [
            `    if (leadRestricted${i}(s, card)${t.lead.unlessOnly ? ` && hand.some((c) => !leadRestricted${i}(s, c))` : ''}) {`,
            '      const suit = DECK.suits.names[cardSuit(DECK, card)];',
            "      return moveError('suit-not-broken', `${suit} can't be led until a ${suit} card has been played`);",
            '    }',
          ]),
      '    return null;',
      '  }',
      '  if (s.led < 0) return null;',
      ...whyFollow,
      '  return null;',
    ],
    "/** Why a card may not be played now, in the game's words; null when it may. */",
  );
  const play = fn(`playTrickCard${i}`, [S, ['card', 'number'], EV], 'void', [
    ...leadVoidLines,
    ...voidLines,
    // The card is in the hand of the seat to act (a legal move): no need to look it up.
    fromBag
      ? `  ${bagBit(ctx, from, 's.seat', 'card', 'clear')};`
      : `  takeCard(${from}[s.seat]!, card);`,
    `  ${trick}.push(card);`,
    `  if (s.led < 0${skipWild ? ' && !cardWild(DECK, card)' : ''}) s.led = card; ${ctx.line(t.ledSuitRange)}`,
    "  if (ev) ev.push({ type: 'play', seat: s.seat, card: DECK.ids[card]! });",
  ]);
  const resetTrick = resets(ctx, 'trick');
  const complete = fn(`completeTrick${i}`, [S, EV], 'void', [
    `  const cards = ${trick};`,
    sitOut === undefined
      ? `  const winner = (s.leader + trickWinner${i}(s)) % s.seats;`
      : `  const winner = trickSeat${i}(s, trickWinner${i}(s));`,
    '  const team = teamOf(s, winner);',
    '  for (let k = 0; k < cards.length; k++) {',
    '    const c = cards[k]!;',
    '    const suit = cardSuit(DECK, c);',
    '    if (suit >= 0) s.broken |= 1 << suit; // a suit played in a trick is broken',
    ...(wonBag ? [`    ${bagBit(ctx, zoneRef(t.won), wonOwner, 'c', 'set')};`] : []),
    '  }',
    sitOut === undefined
      ? "  if (ev) ev.push({ type: 'trick', leader: s.leader, winner, cards: cards.map((c) => DECK.ids[c]!) });"
      : `  if (ev) ev.push({ type: 'trick', leader: s.leader, winner, cards: cards.map((c) => DECK.ids[c]!), seats: cards.map((_, k) => trickSeat${i}(s, k)) });`,
    wonBag
      ? '  for (let k = cards.length; k > 0; k--) cards.pop();'
      : `  moveZone(cards, ${wonRef});`,
    '  s.tricksWon[team]!++;',
    '  s.leader = winner;',
    '  s.led = -1;',
    // `at trick end`: the trick is taken, its `each trick` variables not yet started again.
    ...trickEnd,
    ...(resetTrick === undefined ? [] : [`  ${resetTrick}(s);`]),
  ]);
  return [
    ...(suitOf === undefined ? [] : suitOfFns(ctx, suitOf, i)),
    ...(sitOut === undefined ? [] : sitOutFns(ctx, sitOut, i)),
    handsEmpty,
    ...(t.lead === undefined
      ? []
      : [
          fn(`leadRestricted${i}`, [S, ['c', 'number']], 'boolean', [
            '  const suit = cardSuit(DECK, c);',
            `  return suit >= 0 && (${restrictMask} & (1 << suit)) !== 0 && (s.broken & (1 << suit)) === 0;`,
          ]),
        ]),
    listing,
    why,
    ...(narrowed ? mustPlayFns(ctx, t.mustPlay, i) : []),
    play,
    emitWinner(ctx, t, i, trick),
    complete,
  ];
}

/**
 * The start of a seat's turn in a trick phase, before it plays its card: the phase's `each turn`
 * variables start again and its `at turn start` hook runs. Undefined when the phase has neither,
 * so a trick phase without them is written as before.
 */
export function trickTurnStart(
  ctx: GenContext,
  phase: ResolvedPhase,
  i: number,
  acting: StmtPlace,
): Declaration | undefined {
  const resetTurn = resets(ctx, 'turn');
  const hook = phase.hooks.turnStart;
  if (resetTurn === undefined && hook === undefined) return undefined;
  return fn(
    `trickTurnStart${i}`,
    [
      ['s', 'State'],
      ['ev', 'Events<GameEvent>'],
    ],
    'void',
    [
      ...(resetTurn === undefined ? [] : [`  ${resetTurn}(s);`]),
      ...(hook === undefined ? [] : indent(block(acting, hook))),
    ],
    `/** Before the seat to act plays its card ${ctx.line(hook?.range)} */`,
  );
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
 * `sit out when ...`: which seats play no card, asked of each seat as the seat to act (so a
 * definition it reads sees that seat); the seat after one, and the seat that played a trick's
 * k-th card, counting only the seats that play. A rule that would leave nobody to play leaves
 * everybody playing, so a hand always goes on.
 */
function sitOutFns(
  ctx: GenContext,
  sitOut: NonNullable<TrickIr['sitOut']>,
  i: number,
): Declaration[] {
  const place: Place = { ctx, seat: 's.seat', team: 'teamOf(s, s.seat)' };
  const S: [string, string] = ['s', 'State'];
  const X: [string, string] = ['x', 'number'];
  return [
    fn(
      `sitting${i}`,
      [S],
      'boolean[]',
      [
        '  const acting = s.seat;',
        '  const out: boolean[] = [];',
        '  let playing = 0;',
        '  for (let x = 0; x < s.seats; x++) {',
        '    s.seat = x;',
        `    const sits = ${print(place, sitOut.condition)};`,
        '    out.push(sits);',
        '    if (!sits) playing++;',
        '  }',
        '  s.seat = acting;',
        '  return playing === 0 ? out.map(() => false) : out;',
      ],
      `/** The seats that sit this phase's tricks out ${ctx.line(sitOut.range)} */`,
    ),
    fn(`players${i}`, [S], 'number', [
      `  const out = sitting${i}(s);`,
      '  let n = 0;',
      '  for (let x = 0; x < s.seats; x++) if (!out[x]) n++;',
      '  return n;',
    ]),
    fn(`nextPlayer${i}`, [S, X], 'number', [
      `  const out = sitting${i}(s);`,
      '  let seat = x % s.seats;',
      '  while (out[seat]) seat = (seat + 1) % s.seats;',
      '  return seat;',
    ]),
    fn(`trickSeat${i}`, [S, ['k', 'number']], 'number', [
      '  let seat = s.leader;',
      `  for (let j = 0; j < k; j++) seat = nextPlayer${i}(s, seat + 1);`,
      '  return seat;',
    ]),
  ];
}

/**
 * `must play c where ..., if able`: the cards the lead and follow rules allow, narrowed by each
 * clause in turn (keepPlaysIfAny, in the runtime), and the refusal of a card a clause took away.
 */
function mustPlayFns(ctx: GenContext, clauses: readonly MustPlayIr[], i: number): Declaration[] {
  const place: Place = { ctx, seat: 's.seat', team: 'teamOf(s, s.seat)' };
  const S: [string, string] = ['s', 'State'];
  const tests = clauses.map((m) => {
    const c = bind(ctx, m.local);
    return `(${c}) => ${print(place, m.condition)}`;
  });
  return [
    fn(
      `trickCards${i}`,
      [S, ['out', 'number[]'], ['n', 'number']],
      'number',
      [
        '  const from = n;',
        `  n = followCards${i}(s, out, n);`,
        ...clauses.map(
          (m, k) => `  n = keepPlaysIfAny(out, from, n, ${tests[k]!}); ${ctx.line(m.range)}`,
        ),
        '  return n;',
      ],
      "/** The move codes of the cards the seat to act may play, narrowed by 'must play' */",
    ),
    fn(
      `trickWhy${i}`,
      [S, ['card', 'number']],
      'MoveError | null',
      [
        `  const refused = followWhy${i}(s, card);`,
        '  if (refused !== null) return refused;',
        `  let n = followCards${i}(s, scratchCodes, 0);`,
        ...clauses.flatMap((m, k) => [
          `  n = keepPlaysIfAny(scratchCodes, 0, n, ${tests[k]!}); ${ctx.line(m.range)}`,
          `  if (!playsCard(scratchCodes, n, card)) return moveError(${quote(m.code)}, ${quote(m.message)});`,
        ]),
        '  return null;',
      ],
      "/** Why a card may not be played now, in the game's words; null when it may. */",
    ),
  ];
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
