// How a hand flows in a generated engine: phases in order, turns, tricks, owed choices, the end
// of the hand and the match check (C5). One `begin`/`after` pair per phase, named by index. What
// every game does the same (the deal, the record of a hand, passing the deal) is the runtime's.

import type { ResolvedPhase } from '@orrery/rules-lang';
import { forShape, type GenContext } from '../context';
import { byShape, shapesWritten } from '../shapes';
import { expr, type Place } from '../compile-expr';
import { block, indent, type StmtPlace } from '../compile-stmt';
import { fn, type Declaration } from '../module';
import { quote } from '../naming';
import { everyNode } from '../every-node';
import { resets } from './definitions';
import { allMoves } from '../ir/moves';
import { movesCards } from '../ir/tables';
import { alwaysSomeMove } from './moves';
import { emitTricks, trickTurnStart } from './tricks';
import { emitChooser, emitChooserOfPhase } from './choosers';

const S: [string, string] = ['s', 'State'];
const EV: [string, string] = ['ev', 'Events<GameEvent>'];

export function emitFlow(ctx: GenContext): Declaration[] {
  const g = ctx.game;
  const moveIndex = new Map(allMoves(ctx).map((m) => [m.name, m.index] as const));
  const phases = g.phases.flatMap((phase, i) => emitPhase(ctx, phase, i, moveIndex));
  const applies = g.phases.map((p, i) =>
    p.when === undefined
      ? `    case ${i}: return true;`
      : `    case ${i}: return ${expr({ ctx, seat: undefined, team: undefined }, p.when)}; ${ctx.line(p.when.range)}`,
  );
  const begins = g.phases.map((p, i) => `    case ${i}: begin${i}(s, ev); return; // ${p.name}`);
  const shapes = shapesWritten(ctx);
  const afterCall = (p: ResolvedPhase, i: number) =>
    p.kind === 'tricks' || p.kind === 'choices' || shapes.length === 1
      ? `after${i}(s, again, ev)`
      : byShape(shapes, (k) => `after${i}_${k}(s, again, ev)`);
  const afters = g.phases.map((p, i) => `    case ${i}: ${afterCall(p, i)}; return; // ${p.name}`);
  const chooserOfPhase = emitChooserOfPhase(ctx);
  const hand = g.zones.findIndex((z) => z.name === g.deal?.to);
  const rest = g.zones.findIndex((z) => z.name === g.deal?.rest);
  const reset = (life: 'hand' | 'trick') => {
    const name = resets(ctx, life);
    return name === undefined ? [] : [`  ${name}(s);`];
  };
  return [
    fn(
      'startHand',
      [S, EV],
      'void',
      [
        ...reset('hand'),
        ...reset('trick'),
        '  resetHand(s);',
        '  s.z = emptyZones(s.seats, s.teams);',
        `  dealHand(s, ZONES, ${hand}, ${rest}, dealSize(s));`,
        '  dealt(s, ev);',
        '  enterPhase(s, 0, ev);',
      ],
      '/** Clears the table, deals the hand and enters its first phase. */',
    ),
    fn(
      'phaseApplies',
      [S, ['p', 'number']],
      'boolean',
      ['  switch (p) {', ...applies, '    default: return false;', '  }'],
      '/** Whether a phase is played under the current options. */',
    ),
    fn('enterPhase', [S, ['first', 'number'], EV], 'void', [
      '  let p = first;',
      `  while (p < ${g.phases.length} && !phaseApplies(s, p)) p++;`,
      `  if (p >= ${g.phases.length}) {`,
      '    endHand(s, ev);',
      '    return;',
      '  }',
      '  s.phase = p;',
      '  s.step = 0;',
      '  s.idle = 0;',
      '  switch (p) {',
      ...begins,
      '  }',
    ]),
    fn(
      'afterMove',
      [S, ['again', 'boolean'], EV],
      'void',
      ['  switch (s.phase) {', ...afters, '  }'],
      '/** After a move of the phase being played: next seat, next trick, or the next phase. */',
    ),
    ...phases,
    ...(chooserOfPhase === undefined ? [] : [chooserOfPhase]),
    ...emitHandEnd(ctx, moveIndex),
  ];
}

function emitPhase(
  ctx: GenContext,
  phase: ResolvedPhase,
  i: number,
  moveIndex: ReadonlyMap<string, number>,
): Declaration[] {
  const none: StmtPlace = { ctx, seat: undefined, team: undefined, moveIndex };
  const acting: StmtPlace = { ctx, seat: 's.seat', team: 'teamOf(s, s.seat)', moveIndex };
  const start = phase.hooks.start === undefined ? [] : indent(block(acting, phase.hooks.start));
  const end = phase.hooks.end === undefined ? [] : indent(block(none, phase.hooks.end));
  const inTurns = phase.kind !== 'tricks' && phase.kind !== 'choices';
  const head = [
    // A phase played in turns writes `ended` with its turn (below).
    ...(inTurns
      ? []
      : [fn(`ended${i}`, [S], 'boolean', [`  return ${endedText(acting, phase)};`])]),
    fn(
      `finish${i}`,
      [S, EV],
      'void',
      [...end, `  enterPhase(s, ${i + 1}, ev);`],
      `/** Phase ${i}, ${phase.name}, is over: its end hook, then the next phase ${ctx.line(phase.decl.range)} */`,
    ),
  ];
  if (phase.kind === 'tricks') {
    // Each card played is a turn: `at turn start` and `each turn` variables, when the phase has
    // them, come before every seat's card (trickTurnStart in tricks.ts).
    const turn = trickTurnStart(ctx, phase, i, acting);
    // `at trick end`, in completeTrick: no seat acts; `winner` is the seat that took the trick.
    const taken: StmtPlace = { ...none, winner: 'winner' };
    const trickEnd =
      phase.hooks.trickEnd === undefined ? [] : indent(block(taken, phase.hooks.trickEnd));
    // Where the rules move cards themselves, the saved-game check cannot tell each hand's size
    // from the tricks played: a seat to play that holds no card it may play (a corrupt save)
    // ends the phase rather than the match waiting on it for ever.
    const guard = movesCards(ctx.game);
    const sitsOut = phase.tricks?.sitOut !== undefined;
    const firstLead = phase.tricks?.firstLead;
    const seatUp = [
      ...(turn === undefined ? [] : [`trickTurnStart${i}(s, ev);`]),
      ...(guard ? [`if (!hasLegal(s)) finish${i}(s, ev);`] : []),
    ];
    const up = (pad: string) => seatUp.map((l) => `${pad}${l}`);
    return [
      ...head,
      fn(`begin${i}`, [S, EV], 'void', [
        '  s.seat = s.leader;',
        ...start,
        // `first lead: SEAT`, worked out once the start hook has run.
        ...(firstLead === undefined
          ? []
          : [
              `  s.leader = firstSeat(s, ${expr(acting, firstLead.seat)}); ${ctx.line(firstLead.range)}`,
              '  s.seat = s.leader;',
            ]),
        // A seat sitting out does not lead: the next seat that plays does.
        ...(sitsOut ? [`  s.leader = nextPlayer${i}(s, s.leader);`, '  s.seat = s.leader;'] : []),
        `  if (handsEmpty${i}(s)) finish${i}(s, ev);`,
        ...(seatUp.length === 0 ? [] : ['  else {', ...up('    '), '  }']),
      ]),
      fn(`after${i}`, [S, ['again', 'boolean'], EV], 'void', [
        `  if (s.z.${zoneKey(phase.tricks?.to ?? 'trick')}.length < ${sitsOut ? `players${i}(s)` : 's.seats'}) {`,
        sitsOut
          ? `    s.seat = nextPlayer${i}(s, s.seat + 1);`
          : '    s.seat = (s.seat + 1) % s.seats;',
        ...up('    '),
        '    return;',
        '  }',
        `  completeTrick${i}(s, ev);`,
        `  if (handsEmpty${i}(s) || ended${i}(s)) finish${i}(s, ev);`,
        ...(seatUp.length === 0
          ? ['  else s.seat = s.leader;']
          : ['  else {', '    s.seat = s.leader;', ...up('    '), '  }']),
      ]),
      ...(turn === undefined ? [] : [turn]),
      ...emitTricks(ctx, phase, i, trickEnd),
    ];
  }
  if (phase.kind === 'choices') {
    // `choices: by SEAT`, in a function of its own; else C2's order from the dealer's left.
    const chooser = phase.chooser === undefined ? 'chooserOf' : `chooser${i}`;
    return [
      ...head,
      ...(phase.chooser === undefined ? [] : [emitChooser(ctx, phase.chooser, i)]),
      fn(`begin${i}`, [S, EV], 'void', [
        ...start,
        "  // Owed choices are made in seat order from the dealer's left, then in the order owed.",
        `  const position = (o: Owed) => (${chooser}(s, o.team) - s.dealer - 1 + s.seats) % s.seats;`,
        '  s.owed = s.owed',
        '    .map((o, k) => ({ o, k }))',
        '    .sort((a, b) => position(a.o) - position(b.o) || a.k - b.k)',
        '    .map((x) => x.o);',
        `  settle${i}(s, ev);`,
      ]),
      fn(`settle${i}`, [S, EV], 'void', [
        '  while (s.owed.length > 0) {',
        `    s.seat = ${chooser}(s, s.owed[0]!.team);`,
        '    if (hasLegal(s)) return;',
        '    s.owed.shift(); // a choice with nothing to choose is skipped',
        '  }',
        `  finish${i}(s, ev);`,
      ]),
      fn(`after${i}`, [S, ['again', 'boolean'], EV], 'void', [
        '  if (!again) s.owed.shift();',
        `  settle${i}(s, ev);`,
      ]),
    ];
  }
  // Turns: the turn, played at every move, is written once per shape the options allow when
  // they are few (see shapes.ts); `begin` and `afterMove` pick one.
  const shapes = shapesWritten(ctx);
  const perShape = shapes.length > 1;
  const sfx = (k: number) => (perShape ? `_${k}` : '');
  return [
    ...head,
    fn(`begin${i}`, [S, EV], 'void', [
      '  s.seat = (s.dealer + 1) % s.seats;',
      // A seat named in an earlier phase does not carry into this one.
      ...(changesTurnOrder(ctx) ? ['  s.turnTo = -1;'] : []),
      ...start,
      // `turns: ... from SEAT`, worked out once the start hook has run.
      ...(phase.first === undefined
        ? []
        : [
            `  s.seat = firstSeat(s, ${expr(acting, phase.first)}); ${ctx.line(phase.first.range)}`,
          ]),
      `  if (${byShape(shapes, (k) => `ended${i}${sfx(k)}(s)`)}) finish${i}(s, ev);`,
      `  else ${byShape(shapes, (k) => `turnStart${i}${sfx(k)}(s, ev)`)};`,
    ]),
    ...shapes.flatMap((shape, k) => turns(forShape(ctx, shape), phase, i, sfx(k), moveIndex)),
  ];
}

/** The turn of a phase played in turns, with `sfx` after each function's name. */
function turns(
  ctx: GenContext,
  phase: ResolvedPhase,
  i: number,
  sfx: string,
  moveIndex: ReadonlyMap<string, number>,
): Declaration[] {
  const acting: StmtPlace = { ctx, seat: 's.seat', team: 'teamOf(s, s.seat)', moveIndex };
  const turnStart =
    phase.hooks.turnStart === undefined ? [] : indent(block(acting, phase.hooks.turnStart));
  const seats = ctx.shape === undefined ? 's.seats' : String(ctx.shape.seats);
  const onceAround = phase.order === 'once-around';
  const shape = ctx.shape;
  const resetTurn = resets(ctx, 'turn');
  // Where some move is always legal (moves.ts), the seat to act never sits a turn out.
  const always = alwaysSomeMove(
    ctx,
    allMoves(ctx).filter((m) => m.phaseIndex === i),
  );
  const doc =
    sfx === '' || shape === undefined
      ? undefined
      : `/** The turn at ${shape.seats} seats and ${shape.deckSize} cards. */`;
  return [
    fn(`ended${i}${sfx}`, [S], 'boolean', [`  return ${endedText(acting, phase)};`], doc),
    fn(`turnStart${i}${sfx}`, [S, EV], 'void', [
      ...(resetTurn === undefined ? [] : [`  ${resetTurn}(s);`]),
      ...turnStart,
      ...(always === false
        ? [
            '  if (hasLegal(s)) {',
            '    s.idle = 0;',
            '    return;',
            '  }',
            '  // A seat with no legal move sits the turn out; a full round of that ends the phase.',
            "  if (ev) ev.push({ type: 'no-move', seat: s.seat });",
            '  s.idle++;',
            `  if (s.idle >= ${seats}) finish${i}(s, ev);`,
            `  else after${i}${sfx}(s, false, ev);`,
          ]
        : [`  // Always a legal move (${always}): no seat sits a turn out.`, '  s.idle = 0;']),
    ]),
    fn(`after${i}${sfx}`, [S, ['again', 'boolean'], EV], 'void', [
      always === false ? '  if (again && hasLegal(s)) return;' : '  if (again) return;',
      ...(onceAround
        ? [
            '  s.step++;',
            `  if (s.step >= ${seats} || ended${i}${sfx}(s)) {`,
            `    finish${i}(s, ev);`,
            '    return;',
            '  }',
            `  s.seat = (s.dealer + 1 + s.step) % ${seats};`,
          ]
        : [
            `  if (ended${i}${sfx}(s)) {`,
            `    finish${i}(s, ev);`,
            '    return;',
            '  }',
            changesTurnOrder(ctx)
              ? '  passTurn(s); // to the left, unless a `reverse`, `skip` or `next turn to` said otherwise'
              : `  s.seat = (s.seat + 1) % ${seats};`,
          ]),
      `  turnStart${i}${sfx}(s, ev);`,
    ]),
  ];
}

/**
 * Whether a rule of the game changes who takes the next turn (`skip`, `reverse`, `next turn
 * to`): only then is the turn passed through the runtime's `passTurn`, which reads them.
 */
function changesTurnOrder(ctx: GenContext): boolean {
  const turnOrder = new Set(['SkipStmt', 'ReverseStmt', 'NextTurnStmt']);
  return !everyNode(ctx.game.file, (node) =>
    node.kind !== undefined && turnOrder.has(node.kind) ? 'fail' : 'look-inside',
  );
}

/** When a phase ends: its `end when` clauses, any of them. */
function endedText(place: Place, phase: ResolvedPhase): string {
  return phase.endWhen.length === 0
    ? 'false'
    : phase.endWhen.map((e) => `(${expr(place, e)})`).join(' || ');
}

function zoneKey(name: string): string {
  return name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

function emitHandEnd(ctx: GenContext, moveIndex: ReadonlyMap<string, number>): Declaration[] {
  const g = ctx.game;
  const none: StmtPlace = { ctx, seat: undefined, team: undefined, moveIndex };
  const scoring = g.scoring === undefined ? [] : indent(block(none, g.scoring));
  const m = g.match;
  const perTeam = (t: string): Place => ({ ctx, seat: undefined, team: t });
  const instant = m.instantWins.flatMap((w) => [
    `  for (let t = 0; t < s.teams; t++) {`,
    `    if (${expr(perTeam('t'), w.when)}) { ${ctx.line(w.when.range)}`,
    `      if (ev) ev.push({ type: 'rule', name: ${quote(w.event)}, team: t });`,
    '      return t;',
    '    }',
    '  }',
  ]);
  const tieKeys = m.tiesBrokenBy.map((k) => `+(${expr(perTeam('t'), k)})`);
  // C5: the highest total wins; with `lowest total wins`, the lowest, once any total reaches
  // the target or a match's `end when` holds (read about the match as a whole: no team).
  const ended =
    m.endWhen.length === 0
      ? []
      : [
          `  const ended = ${m.endWhen.map((e) => `(${expr(none, e)})`).join(' || ')}; ${ctx.line(m.endWhen[0]!.range)}`,
        ];
  const ends = [
    ...(m.target === undefined
      ? []
      : [m.lowestWins ? 'largest(s.total) >= target' : 'best >= target']),
    ...(ended.length === 0 ? [] : ['ended']),
  ];
  const target =
    ends.length === 0
      ? []
      : [
          ...(m.target === undefined
            ? []
            : [`  const target = ${expr(none, m.target)}; ${ctx.line(m.target.range)}`]),
          ...ended,
          ...(m.lowestWins
            ? [`  if (${ends.join(' || ')}) {`, '    const best = smallest(s.total);']
            : ['  const best = largest(s.total);', `  if (${ends.join(' || ')}) {`]),
          `    ${tieKeys.length === 0 ? 'const' : 'let'} leaders = teamList(s).filter((t) => s.total[t] === best);`,
          ...(tieKeys.length === 0
            ? []
            : [
                `    const keys = (t: number) => [${tieKeys.join(', ')}]; ${ctx.line(m.tiesBrokenBy[0]?.range)}`,
                '    for (let k = 0; leaders.length > 1 && k < keys(0).length; k++) {',
                '      const most = Math.max(...leaders.map((t) => keys(t)[k]!));',
                '      leaders = leaders.filter((t) => keys(t)[k] === most);',
                '    }',
              ]),
          '    if (leaders.length === 1) return leaders[0]!;',
          m.tiesDraw
            ? '    return -2; // `ties draw`: a level top is a draw'
            : '    // C5: an exact tie plays another hand.',
          '  }',
        ];
  const limit =
    m.atMostHands === undefined
      ? []
      : [
          `  const limit = ${expr(none, m.atMostHands)}; ${ctx.line(m.atMostHands.range)}`,
          `  if (limit > 0 && s.handNumber >= limit) return leaderOrDraw(s.total${m.lowestWins ? ', true' : ''}); // C5`,
        ];
  const matchDecl = g.file.declarations.find((d) => d.kind === 'MatchDecl');
  const next = g.nextDealer;
  const close = [
    'matchWinner(s, ev)',
    'ev',
    ...(m.lowestWins || next !== undefined ? [String(m.lowestWins)] : []),
    ...(next === undefined ? [] : ['nextDealer']),
  ];
  return [
    ...(next === undefined
      ? []
      : [
          fn(
            'nextDealer',
            [S],
            'number',
            [`  return ${expr(none, next.seat)};`],
            `/** Who deals the next hand ${ctx.line(next.range)} */`,
          ),
        ]),
    fn(
      'endHand',
      [S, EV],
      'void',
      [
        ...scoring,
        '  recordHand(s, ev);',
        `  if (closeHand(s, ${close.join(', ')})) startHand(s, ev);`,
      ],
      `/** The end of a hand: scoring ${ctx.line(g.scoring?.range)}, the record, the match check. */`,
    ),
    fn(
      'matchWinner',
      [S, EV],
      'number',
      [...instant, ...target, ...limit, '  return -1;'],
      `/** C5: the match is checked after each hand. -1: it goes on; -2: a draw. ${ctx.line(matchDecl?.range)} */`,
    ),
  ];
}
