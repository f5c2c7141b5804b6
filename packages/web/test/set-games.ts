// A rules file whose moves take sets of cards, written from docs/language.md ("Sets of cards")
// alone, for the browser test of choosing a set by picking cards: each seat gives exactly two
// cards to a zone of its own, which go to the table once both have given; then a card of the
// hand captures table cards whose faces add up to its own, or is laid on the table. Written to
// a temp folder by the test, never into the repo.

export const SET_SWAP = {
  id: 'set-swap',
  tag: 'set-swap-game',
  rules: `// Two players each give two cards, then capture table cards that add up to a card's face.
game set-swap "Set Swap"

seats 2
seat names "South", "North"
teams solo

deck {
  ranks 3..1
  suits red "Red", blue "Blue", green "Green", gold "Gold"
  names "{rank} of {suit}"
}

zone hand "Hand": per seat, visible to owner
zone given "Given": per seat, visible to owner
zone table "Table": shared, visible to all, spread
zone pile "Pile": per seat, visible to all

first dealer: seat 1
deal 6 each

phase giving "Giving" {
  turns: once around from the dealer's left
  move give(cards in 2 of hand[seat]) {
    move cards to given[seat]
  }
  at end {
    for s in all seats {
      move given[s] to table
    }
  }
}

phase play "Play" {
  turns: clockwise from the dealer's left
  move capture(card in hand[seat], taken in any of table where sum(c in taken: c.face) = card.face) {
    move card to pile[seat]
    move taken to pile[seat]
  }
  move trail(card in hand[seat]) {
    move card to table
  }
  end when all(s in all seats: count(hand[s]) = 0)
}

scoring {
  for s in all seats {
    score team of s count(pile[s]) "{s} took {points} cards"
  }
}

match {
  target 100
  at most 1 hands
}
`,
} as const;
