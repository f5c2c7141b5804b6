// The end of a hand in a generated engine, as the shell's flow asks for it: the scoring block,
// the match check's conditions (C5: instant wins team by team, the target or the match's own
// `end when`, tie-breaks and `ties draw`, the most hands), and who deals next. The check itself, the record of the hand and the next deal are
// the runtime's (shell/match.ts, hand.ts).

import { forShape, type GenContext } from '../context';
import { shapesWritten } from '../shapes';
import { expr, type Place } from '../compile-expr';
import { block, indent, type StmtPlace } from '../compile-stmt';
import { fn } from '../module';
import { quote } from '../naming';
import { allMoves } from '../ir/moves';
import { amountData } from './amount';
import { arrayText, objectText, type Kernels } from './kernels';

const S: [string, string] = ['s', 'State'];
const T: [string, string] = ['t', 'number'];

export function emitHandEnd(ctx: GenContext): Kernels {
  const g = ctx.game;
  const out: Kernels = { declarations: [], entries: [] };
  const moveIndex = new Map(allMoves(ctx).map((m) => [m.name, m.index] as const));
  const none: StmtPlace = { ctx, seat: undefined, team: undefined, moveIndex };
  if (g.scoring !== undefined) {
    // Written once for each shape, as the turn is (shapes.ts): the shape's seats, teams, deck
    // words and fixed options are constants in it.
    const scoring = g.scoring;
    const shapes = shapesWritten(ctx);
    const perShape = shapes.length > 1;
    const names = shapes.map((shape, k) => {
      const name = perShape ? `score_${k}` : 'score';
      const at = forShape(ctx, shape);
      out.declarations.push(
        fn(
          name,
          [S, ['ev', 'Events<GameEvent>']],
          'void',
          indent(block({ ...none, ctx: at }, scoring)),
          perShape
            ? `/** The end of a hand at ${shape!.seats} seats and ${shape!.deckSize} cards: scoring ${ctx.line(scoring.range)} */`
            : `/** The end of a hand: scoring ${ctx.line(scoring.range)} */`,
        ),
      );
      return name;
    });
    out.entries.push(perShape ? `score: [${names.join(', ')}]` : 'score');
  }
  const m = g.match;
  const perTeam: Place = { ctx, seat: undefined, team: 't' };
  const match: string[] = [];
  const instant = m.instantWins.map((w, k) => {
    const name = `instantWin${k}`;
    out.declarations.push(
      fn(
        name,
        [S, T],
        'boolean',
        [`  return ${expr(perTeam, w.when)};`],
        `/** Whether team \`t\` wins the match at once: ${w.event} ${ctx.line(w.when.range)} */`,
      ),
    );
    return `{ event: ${quote(w.event)}, when: ${name} }`;
  });
  if (instant.length > 0) match.push(`instant: ${arrayText(instant)}`);
  const amount = (name: string, e: NonNullable<typeof m.target>) => {
    const data = amountData(ctx, e);
    if (data !== undefined) {
      match.push(`${name}: ${data}`);
      return;
    }
    const kernel = `match${name.charAt(0).toUpperCase()}${name.slice(1)}`;
    out.declarations.push(
      fn(
        kernel,
        [S],
        'number',
        [`  return ${expr(none, e)};`],
        `/** ${name} ${ctx.line(e.range)} */`,
      ),
    );
    match.push(`${name}: ${kernel}`);
  };
  if (m.target !== undefined) amount('target', m.target);
  if (m.tiesBrokenBy.length > 0) {
    out.declarations.push(
      fn(
        'tieKeys',
        [S, T],
        'number[]',
        [`  return [${m.tiesBrokenBy.map((k) => `+(${expr(perTeam, k)})`).join(', ')}];`],
        `/** Ties broken by, team \`t\`'s keys ${ctx.line(m.tiesBrokenBy[0]?.range)} */`,
      ),
    );
    match.push('tieKeys');
  }
  if (m.atMostHands !== undefined) amount('handLimit', m.atMostHands);
  // The match's own `end when`s, read about the match as a whole: no team.
  if (m.endWhen.length > 0) {
    out.declarations.push(
      fn(
        'matchEnded',
        [S],
        'boolean',
        [`  return ${m.endWhen.map((e) => `(${expr(none, e)})`).join(' || ')};`],
        `/** Whether the match ends on a condition of its own ${ctx.line(m.endWhen[0]!.range)} */`,
      ),
    );
    match.push('ended: matchEnded');
  }
  // `ties draw`: a top still level after the tie-breaks is a draw, not another hand.
  if (m.tiesDraw) match.push('tiesDraw: true');
  out.entries.push(`match: ${objectText(match)}`);
  const next = g.nextDealer;
  if (next !== undefined) {
    const data = amountData(ctx, next.seat);
    if (data !== undefined) out.entries.push(`nextDealer: ${data}`);
    else {
      out.declarations.push(
        fn(
          'nextDealer',
          [S],
          'number',
          [`  return ${expr(none, next.seat)};`],
          `/** Who deals the next hand ${ctx.line(next.range)} */`,
        ),
      );
      out.entries.push('nextDealer');
    }
  }
  return out;
}
