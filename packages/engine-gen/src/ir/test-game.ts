// A small linked game for the IR's tests, and its expressions by the text they are written as.

import { check, type Expression, type LinkedGame } from '@orrery/rules-lang';
import { everyNode } from '../every-node';
import type { Lowering } from './lower-expr';

export const SMALL = `game small "Small"
option players "Players": 2 | 4 = 4
option bonus "Bonus": 0..10 = 2
seats players
teams 2 alternating
deck {
  ranks 4..1
  suits red "Red", blue "Blue"
  copies 2 when players = 4
}
var bid "Bid": per seat, number
zone hand "Hand": per seat, visible to owner
zone pile "Pile": shared, visible to all
define reds = count(c in pile where c is red)
define bonus-now = bonus + seat-count
deal 2 each
phase play "Play" {
  turns: clockwise from the dealer's left
  move lay(card in hand[seat]) when reds >= 0 and bonus-now > 0 {
    require same "Same": card = top of pile or {card} = {card} or count(c in hand[seat] where c is red) > 0
    move card to pile
  }
  end when all(s in all seats: count(hand[s]) = 0)
}
`;

export function smallGame(text = SMALL): LinkedGame {
  const checked = check(text, 'small.rules');
  const errors = checked.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0 || checked.game === undefined) throw new Error(JSON.stringify(errors));
  return checked.game;
}

export function loweringOf(game: LinkedGame): Lowering {
  return { game, maxCopies: 2, varKey: (v) => v.name };
}

/** Every expression of the file whose source text is `text` (the first one found). */
export function expressionOf(game: LinkedGame, text: string, source = SMALL): Expression {
  let found: Expression | undefined;
  everyNode(game.file, (node) => {
    const range = (node as { range?: { start: { offset: number }; end: { offset: number } } })
      .range;
    if (found === undefined && range !== undefined && 'kind' in node && node.kind !== 'Name') {
      if (source.slice(range.start.offset, range.end.offset) === text) found = node as Expression;
    }
    return 'look-inside';
  });
  if (found === undefined) throw new Error(`no expression '${text}'`);
  return found;
}
