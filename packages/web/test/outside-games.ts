// Two rules files a designer might write outside the repo, from docs/language.md alone: one with
// no look at all (the generic face) and one naming an art set. Written to a temp folder by the
// test, never into the repo.

export interface OutsideGame {
  readonly id: string;
  readonly seats: string;
  /** Texts its hand must show: the generic face writes each suit's initial as its symbol. */
  readonly symbols: readonly string[];
  readonly rules: string;
}

const TRICKS = `zone hand "Hand": per seat, visible to owner
zone trick "Trick": shared, visible to all
zone taken "Tricks won": per team, visible to all

first dealer: seat 0
`;

const PLAY = `phase play "Play" {
  play tricks from hand to trick, won tricks to taken
  follow: suit, else any
  winner: highest c by c.rank where c.suit = led.suit
}

scoring {
  for t in teams {
    score t tricks(t) "{t} took {points} tricks"
  }
}
`;

export const OUTSIDE_GAMES: readonly OutsideGame[] = [
  {
    id: 'little-tricks',
    seats: 'human random',
    // No look declared: each suit shows its initial in a palette colour.
    symbols: ['S', 'M', 'C'],
    rules: `// Two players, three suits, six tricks: no art, so every card gets the generic face.
game little-tricks "Little Tricks"

seats 2
teams solo

deck {
  ranks 6..1
  suits sun "Sun", moon "Moon", comet "Comet"
  names "{rank} of {suit}"
}

${TRICKS}deal 6 each

${PLAY}
match {
  target 10
}
`,
  },
  {
    id: 'little-whist',
    seats: 'human random random random',
    // The French art draws its pips as SVG shapes, not text.
    symbols: [],
    rules: `// Whist for four in two partnerships, on the French deck drawn by its art set.
game little-whist "Little Whist"

seats 4
teams 2 alternating

deck {
  ranks ace > king > queen > jack > 10..2
  suits spades "Spades", hearts "Hearts", diamonds "Diamonds", clubs "Clubs"
  names "{rank} of {suit}"
  art french
  look hearts: icon heart red, diamonds: icon diamond red
}

${TRICKS}deal 13 each

${PLAY}
match {
  target 30
}
`,
  },
];
