// What the runtime's saved-game checks (`checkSavedGame`) need to know of this rules file: how
// each phase's turn goes, the moves that may be owed, the zones of the tricks, and whether cards
// move only by the deal and by trick play.

import type { LinkedGame, ResolvedPhase } from '@orrery/rules-lang';
import type { GenContext } from '../context';
import { everyNode } from '../every-node';
import { quote } from '../naming';
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

/** How the turn goes in phase `p`, as the saved-game checks read it. */
export function turnKind(p: ResolvedPhase): string {
  return p.kind === 'turns' ? (p.order ?? 'clockwise') : p.kind;
}

/** The `saved` table: what the rules file fixes about its saved games, beyond the other tables. */
export function savedTable(ctx: GenContext): string {
  const g = ctx.game;
  const tricks = trickZones(g.phases);
  return [
    '{',
    `    owable: [${owable(ctx).join(', ')}],`,
    tricks === undefined
      ? '    tricks: undefined,'
      : `    tricks: { from: ${quote(tricks.from)}, to: ${quote(tricks.to)}, won: ${quote(tricks.won)}, ledSkipsWild: ${tricks.ledSkipsWild} },`,
    `    dealtOnly: ${!movesCards(g)},`,
    '  }',
  ].join('\n');
}
