// A small rules file for generator tests that writes every kind of text a rules file can hand the
// generator: the game's title, option, zone, phase, suit, group and card titles, seat names,
// the card name template, a move's wording, require messages, score and event reasons with placeholders. `text`
// fills each of those from `strings`, so a test can give them hostile values and compare the
// engine with the one plain strings give. Only tests import this file.

/** Every quoted text of the game, by where it stands. */
export interface GameStrings {
  readonly game: string;
  readonly option: string;
  readonly choice: string;
  readonly seat0: string;
  readonly seat1: string;
  readonly suit: string;
  readonly group: string;
  readonly card: string;
  readonly names: string;
  readonly zone: string;
  readonly variable: string;
  readonly phase: string;
  /** The lay move's wording, before its `{card}`. */
  readonly move: string;
  readonly require: string;
  readonly score: string;
  readonly event: string;
}

export const PLAIN: GameStrings = {
  game: 'Plain Game',
  option: 'Goal',
  choice: 'Style',
  seat0: 'North',
  seat1: 'South',
  suit: 'Red',
  group: 'Warm',
  card: 'Joker',
  names: '{rank} of {suit}',
  zone: 'Hand',
  variable: 'Passes',
  phase: 'Play',
  move: 'Lay',
  require: 'Not that one',
  score: 'takes the pile: ',
  event: 'a joker',
};

/** What a rules file's quoted text holds for `value`: a backslash and a quote are escaped. */
export function quoted(value: string): string {
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/**
 * The game. `{seat}`, `{card}` and `{points}` placeholders are added to the require message,
 * the move's wording and the reasons, so each one's text is split around a value as the generator writes it (the score's
 * text runs into `{points}`). Braces in a reason or a wording are placeholders, so `score`,
 * `event` and `move` must hold none of their own.
 */
export function gameText(s: GameStrings = PLAIN, id = 'fixture'): string {
  const q = quoted;
  return `game ${id} ${q(s.game)}
option goal ${q(s.option)}: 1..50 = 10
option style ${q(s.choice)}: fast | slow = fast
seats 2
seat names ${q(s.seat0)}, ${q(s.seat1)}
deck {
  ranks 3..1
  suits red ${q(s.suit)}, blue "Blue"
  group warm ${q(s.group)}: red > blue
  card joker ${q(s.card)}
  names ${q(`${s.names}`)}
}
zone hand ${q(s.zone)}: per seat, visible to owner
zone pile: per team, visible to all
var passes ${q(s.variable)}: per seat, number
first dealer: seat 0
deal 3 each
phase play ${q(s.phase)} {
  turns: clockwise from the dealer's left
  move lay ${q(`${s.move} {card}`)} (card in hand[seat]) {
    require not-joker ${q(`${s.require} {card}`)}: not (card is joker) or count(hand[seat]) = 1
    move card to pile[team]
    if card is joker { event joker-laid ${q(`{seat} ${s.event}`)} }
  }
  end when all(x in all seats: count(hand[x]) = 0)
}
scoring {
  for t in teams { score t count(pile[t]) ${q(`{t} ${s.score}{points}`)} }
}
match {
  target goal
  at most 4 hands
}
`;
}
