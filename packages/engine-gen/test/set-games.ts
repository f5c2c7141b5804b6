// Small rules files whose moves take sets of cards, for the generator's and the interpreter's
// tests and the listing benchmark: three cards passed to the left before tricks are played, and
// table cards captured by a hand card whose face their faces add up to, with a lay of two or
// three cards of one face, a pair of one rank and two suits, and a run of three or four. Only tests and benchmarks import this file.

/** Three cards passed to the seat on the left, then thirteen tricks. */
export const PASS_THREE = `game pass-three "Pass Three"
seats 4
seat names "North", "East", "South", "West"
deck {
  ranks ace > king > queen > jack > 10..2
  suits spades "Spades", hearts "Hearts", diamonds "Diamonds", clubs "Clubs"
  names "{rank} of {suit}"
}
zone hand "Hand": per seat, visible to owner
zone passed "Passed": per seat, hidden
zone trick "Trick": shared, visible to all
zone won "Won": per seat, visible to all
first dealer: seat 0
deal 13 each
phase passing "Passing" {
  turns: once around from the dealer's left
  move pass(cards in 3 of hand[seat]) {
    move cards to passed[left of seat]
  }
  at end {
    for s in all seats {
      move passed[s] to hand[s]
    }
  }
}
phase play "Play" {
  play tricks from hand to trick, won tricks to won
  follow: suit, else any
  winner: highest c by c.rank where c.suit = led.suit
}
scoring {
  for s in all seats {
    score team of s count(c in won[s] where c is hearts)
  }
}
match {
  target 26
  at most 3 hands
}
`;

/** A capture of table cards whose faces add up to the face of the card played. */
export const SUM_CAPTURE = `game sum-capture "Sum Capture"
option table-cards "Cards on the table": 4 | 8 = 4
seats 2
seat names "North", "South"
deck {
  ranks 10..1
  suits red "Red", blue "Blue", green "Green", gold "Gold"
  names "{rank} of {suit}"
}
zone hand "Hand": per seat, visible to owner
zone stock "Stock": shared, hidden
zone table "Table": shared, visible to all
zone pile "Pile": per seat, visible to all
var captures: per seat, number
first dealer: seat 0
deal 6 each, rest to stock
phase play "Play" {
  turns: clockwise from the dealer's left
  at start {
    repeat table-cards { move top of stock to table }
  }
  move capture(card in hand[seat], taken in any of table where sum(c in taken: c.face) = card.face) {
    require few "Take at most three cards": count(taken) <= 3
    move card to pile[seat]
    move taken to pile[seat]
    set captures[seat] = captures[seat] + count(taken)
  }
  move lay(cards in 2..3 of hand[seat] where max(c in cards: c.face) = min(c in cards: c.face)) {
    for c in cards {
      move c to pile[seat]
    }
  }
  move pair(cards in 2 of hand[seat] where same-rank(cards) and not same-suit(cards)) {
    move cards to pile[seat]
  }
  move meld(cards in 3..4 of hand[seat] where run(cards)) {
    move cards to pile[seat]
  }
  move trail(card in hand[seat]) {
    move card to table
  }
}
scoring {
  for s in all seats {
    score team of s count(pile[s]) + captures[s]
  }
}
match {
  target 60
  at most 4 hands
}
`;
