// How a hand flows in a generated engine: phases in order, turns, tricks, owed choices, the end
// of the hand and the match check (C5). One `begin`/`after` pair per phase, named by index.

import type { ResolvedPhase } from '@orrery/rules-lang';
import { forShape, type GenContext } from '../context';
import { byShape, shapesWritten } from '../shapes';
import { expr, type Place } from '../compile-expr';
import { block, indent, type StmtPlace } from '../compile-stmt';
import { quote } from '../naming';
import { allMoves } from './move-table';
import { alwaysSomeMove } from './moves';
import { emitTricks } from './tricks';

export function emitFlow(ctx: GenContext): string[] {
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
  return [
    '// ---------------------------------------------------------------------------------------',
    '// The flow of a hand',
    '',
    'type Events = GameEvent[] | undefined;',
    '',
    'function startHand(s: State, ev: Events): void {',
    '  resetHandVariables(s);',
    '  resetTrickVariables(s);',
    '  setAll(s.handScore, 0);',
    '  setAll(s.tricksWon, 0);',
    '  s.broken = 0;',
    '  s.led = -1;',
    '  s.leader = (s.dealer + 1) % s.seats; // C2: left of the dealer acts first',
    '  s.lastTrickTeam = -1;',
    // Setting the length is a call into the runtime, even when it is 0 already.
    '  if (s.owed.length !== 0) s.owed.length = 0;',
    '  setAll(s.voids, 0);',
    '  dealHand(s);',
    "  if (ev) ev.push({ type: 'deal', hand: s.handNumber, dealer: s.dealer });",
    '  enterPhase(s, 0, ev);',
    '}',
    '',
    '/** Whether a phase is played under the current options. */',
    'function phaseApplies(s: State, p: number): boolean {',
    '  switch (p) {',
    ...applies,
    '    default: return false;',
    '  }',
    '}',
    '',
    'function enterPhase(s: State, first: number, ev: Events): void {',
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
    '}',
    '',
    '/** After a move of the phase being played: next seat, next trick, or the next phase. */',
    'function afterMove(s: State, again: boolean, ev: Events): void {',
    '  switch (s.phase) {',
    ...afters,
    '  }',
    '}',
    '',
    "/** The first seat clockwise from the dealer's left that plays for `team`. */",
    'function chooserOf(s: State, team: number): number {',
    '  for (let i = 1; i <= s.seats; i++) {',
    '    const seat = (s.dealer + i) % s.seats;',
    '    if (teamOf(s, seat) === team) return seat;',
    '  }',
    '  return s.dealer;',
    '}',
    '',
    ...phases,
    ...emitHandEnd(ctx, moveIndex),
  ];
}

function emitPhase(
  ctx: GenContext,
  phase: ResolvedPhase,
  i: number,
  moveIndex: ReadonlyMap<string, number>,
): string[] {
  const none: StmtPlace = { ctx, seat: undefined, team: undefined, moveIndex };
  const acting: StmtPlace = { ctx, seat: 's.seat', team: 'teamOf(s, s.seat)', moveIndex };
  const start = phase.hooks.start === undefined ? [] : indent(block(acting, phase.hooks.start));
  const end = phase.hooks.end === undefined ? [] : indent(block(none, phase.hooks.end));
  const inTurns = phase.kind !== 'tricks' && phase.kind !== 'choices';
  const head = [
    `// Phase ${i}: ${phase.name} ${ctx.line(phase.decl.range)}`,
    '',
    // A phase played in turns writes `ended` with its turn (below).
    ...(inTurns
      ? []
      : [
          `function ended${i}(s: State): boolean {`,
          `  return ${endedText(acting, phase)};`,
          '}',
          '',
        ]),
    `function finish${i}(s: State, ev: Events): void {`,
    ...end,
    `  enterPhase(s, ${i + 1}, ev);`,
    '}',
    '',
  ];
  if (phase.kind === 'tricks') {
    return [
      ...head,
      `function begin${i}(s: State, ev: Events): void {`,
      '  s.seat = s.leader;',
      ...start,
      `  if (handsEmpty${i}(s)) finish${i}(s, ev);`,
      '}',
      '',
      `function after${i}(s: State, _again: boolean, ev: Events): void {`,
      '  if (s.z.' + zoneKey(phase.tricks?.to ?? 'trick') + '.length < s.seats) {',
      '    s.seat = (s.seat + 1) % s.seats;',
      '    return;',
      '  }',
      `  completeTrick${i}(s, ev);`,
      `  if (handsEmpty${i}(s) || ended${i}(s)) finish${i}(s, ev);`,
      '  else s.seat = s.leader;',
      '}',
      '',
      ...emitTricks(ctx, phase, i),
    ];
  }
  if (phase.kind === 'choices') {
    return [
      ...head,
      `function begin${i}(s: State, ev: Events): void {`,
      ...start,
      "  // Owed choices are made in seat order from the dealer's left, then in the order owed.",
      '  const position = (o: Owed) => (chooserOf(s, o.team) - s.dealer - 1 + s.seats) % s.seats;',
      '  s.owed = s.owed',
      '    .map((o, k) => ({ o, k }))',
      '    .sort((a, b) => position(a.o) - position(b.o) || a.k - b.k)',
      '    .map((x) => x.o);',
      `  settle${i}(s, ev);`,
      '}',
      '',
      `function settle${i}(s: State, ev: Events): void {`,
      '  while (s.owed.length > 0) {',
      '    s.seat = chooserOf(s, s.owed[0]!.team);',
      '    if (hasLegal(s)) return;',
      '    s.owed.shift(); // a choice with nothing to choose is skipped',
      '  }',
      `  finish${i}(s, ev);`,
      '}',
      '',
      `function after${i}(s: State, again: boolean, ev: Events): void {`,
      '  if (!again) s.owed.shift();',
      `  settle${i}(s, ev);`,
      '}',
    ];
  }
  // Turns: the turn, played at every move, is written once per shape the options allow when
  // they are few (see shapes.ts); `begin` and `afterMove` pick one.
  const shapes = shapesWritten(ctx);
  const perShape = shapes.length > 1;
  const sfx = (k: number) => (perShape ? `_${k}` : '');
  return [
    ...head,
    `function begin${i}(s: State, ev: Events): void {`,
    '  s.seat = (s.dealer + 1) % s.seats;',
    ...start,
    `  if (${byShape(shapes, (k) => `ended${i}${sfx(k)}(s)`)}) finish${i}(s, ev);`,
    `  else ${byShape(shapes, (k) => `turnStart${i}${sfx(k)}(s, ev)`)};`,
    '}',
    '',
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
): string[] {
  const acting: StmtPlace = { ctx, seat: 's.seat', team: 'teamOf(s, s.seat)', moveIndex };
  const turnStart =
    phase.hooks.turnStart === undefined ? [] : indent(block(acting, phase.hooks.turnStart));
  const seats = ctx.shape === undefined ? 's.seats' : String(ctx.shape.seats);
  const onceAround = phase.order === 'once-around';
  const shape = ctx.shape;
  // Where some move is always legal (moves.ts), the seat to act never sits a turn out.
  const always = alwaysSomeMove(
    ctx,
    allMoves(ctx).filter((m) => m.phaseIndex === i),
  );
  return [
    ...(sfx === '' || shape === undefined
      ? []
      : [`// The turn at ${shape.seats} seats and ${shape.deckSize} cards.`, '']),
    `function ended${i}${sfx}(s: State): boolean {`,
    `  return ${endedText(acting, phase)};`,
    '}',
    '',
    `function turnStart${i}${sfx}(s: State, ev: Events): void {`,
    '  resetTurnVariables(s);',
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
      : [
          `  // Always a legal move (${always}): no seat sits a turn out.`,
          '  s.idle = 0;',
          '  void ev;',
        ]),
    '}',
    '',
    `function after${i}${sfx}(s: State, again: boolean, ev: Events): void {`,
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
          `  s.seat = (s.seat + 1) % ${seats};`,
        ]),
    `  turnStart${i}${sfx}(s, ev);`,
    '}',
    '',
  ];
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

function emitHandEnd(ctx: GenContext, moveIndex: ReadonlyMap<string, number>): string[] {
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
  const target =
    m.target === undefined
      ? []
      : [
          `  const target = ${expr(none, m.target)}; ${ctx.line(m.target.range)}`,
          '  const best = largest(s.total);',
          '  if (best >= target) {',
          '    let leaders = teamList(s).filter((t) => s.total[t] === best);',
          ...(tieKeys.length === 0
            ? []
            : [
                `    const keys = (t: number) => [${tieKeys.join(', ')}]; ${ctx.line(m.tiesBrokenBy[0]?.range)}`,
                '    for (let k = 0; leaders.length > 1 && k < keys(0).length; k++) {',
                '      const top = Math.max(...leaders.map((t) => keys(t)[k]!));',
                '      leaders = leaders.filter((t) => keys(t)[k] === top);',
                '    }',
              ]),
          '    if (leaders.length === 1) return leaders[0]!;',
          '    // C5: an exact tie plays another hand.',
          '  }',
        ];
  const limit =
    m.atMostHands === undefined
      ? []
      : [
          `  const limit = ${expr(none, m.atMostHands)}; ${ctx.line(m.atMostHands.range)}`,
          '  if (limit > 0 && s.handNumber >= limit) {',
          '    const best = largest(s.total);',
          '    const leaders = teamList(s).filter((t) => s.total[t] === best);',
          '    return leaders.length === 1 ? leaders[0]! : -2; // C5: level is a draw',
          '  }',
        ];
  return [
    '// ---------------------------------------------------------------------------------------',
    `// The end of a hand: scoring ${ctx.line(g.scoring?.range)}`,
    '',
    'function endHand(s: State, ev: Events): void {',
    ...scoring,
    '  for (let t = 0; t < s.teams; t++) s.total[t]! += s.handScore[t]!;',
    '  // The finished zones go to the record as they are: the next deal starts from new ones.',
    '  s.history.push({ hand: s.handNumber, dealer: s.dealer, scores: s.handScore.slice(), zones: s.z });',
    "  if (ev) ev.push({ type: 'hand-end', hand: s.handNumber, scores: s.handScore.slice(), totals: s.total.slice() });",
    '  const winner = matchWinner(s, ev);',
    '  if (winner !== -1) {',
    '    s.over = true;',
    '    s.winner = winner;',
    '    s.seat = -1;',
    '    s.phase = -1;',
    "    if (ev) ev.push({ type: 'match-end', winner: winner === -2 ? 'draw' : winner });",
    '    return;',
    '  }',
    '  s.handNumber++;',
    '  s.dealer = (s.dealer + 1) % s.seats; // C2: the deal passes clockwise',
    '  if (s.pause) {',
    '    // A search that stops at the end of the hand: nothing to move until the next deal.',
    '    s.seat = -1;',
    '    s.phase = -1;',
    '    return;',
    '  }',
    '  startHand(s, ev);',
    '}',
    '',
    `/** C5: the match is checked after each hand. -1: it goes on; -2: a draw. ${ctx.line(g.file.declarations.find((d) => d.kind === 'MatchDecl')?.range)} */`,
    'function matchWinner(s: State, ev: Events): number {',
    ...instant,
    ...target,
    ...limit,
    '  void ev;',
    '  return -1;',
    '}',
  ];
}
