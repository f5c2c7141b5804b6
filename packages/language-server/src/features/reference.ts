// The short reference hover shows for a keyword, a built-in name or a function word: one or two
// sentences each, condensed from docs/language.md (Part 1, Reference), which says it at length.

/** Keywords, by the construct they start or the part they play. */
export const KEYWORDS: Readonly<Record<string, string>> = {
  game: '`game NAME "Title"`: the first line of a rules file, naming the game.',
  option:
    '`option NAME "Title": 0..10 = 0` or `option NAME: a | b = a`: a house rule a table chooses before a match, with its default.',
  seats: '`seats N`: how many seats play (a number or a number-valued option).',
  seat: '`seat`: the seat to act (in moves, hooks and a phase\'s definitions); `seat names "A", ...` names the seats; `per seat` gives one zone or variable to each seat.',
  names:
    '`seat names "South", ...` names the seats; in the deck, `names "{rank} of {suit}"` is how cards are called.',
  teams:
    '`teams solo` (every seat its own team) or `teams N alternating` (seat s is on team s mod N). As a name: every team.',
  solo: '`teams solo`: every seat is its own team.',
  alternating: '`teams N alternating`: seat s is on team s mod N.',
  deck: '`deck { ranks ... suits ... }`: the cards. As a name: every card, copies included.',
  ranks: '`ranks ace > king > 10..2`: the ranks, high to low; `7..1` is a numeric range.',
  suits:
    '`suits hearts "Hearts", ...`: the suits (`>` between them orders them high to low; `: sun..1` limits their ranks). As a name: every suit.',
  card: '`card NAME "Title" x 2: RANK of SUIT` or `: wild`: a card beside the suits; `x N` makes N copies named NAME-1...',
  group:
    '`group NAME: a > b > c`: suits that rank together, high to low (`c.group`, `c.suit-rank`).',
  copies: '`copies N when CONDITION`: N copies of the whole deck when the condition holds.',
  x: '`card NAME x N`: N copies of the card, named NAME-1 ... NAME-N.',
  wild: '`card NAME: wild`: a card in no suit that is wild; `c is wild` and `c.wild` test it.',
  art: '`art NAME` in the deck: the art set its cards are drawn with in the browser (french, italian, six-suit, star); without it, a generic face.',
  look: '`look SUIT: SYMBOL COLOUR, ...` in the deck: how a suit looks in the browser, its symbol a text (`"♥"`) or `icon NAME`, its colour a name (`red`) or `"#rrggbb"`.',
  icon: '`icon NAME` in a `look`: a suit symbol drawn as SVG (heart, diamond, club, spade, cup, coin, sword, baton, star, ...).',
  value: '`value NAME of c = EXPR`: a number every card has, read as `c.NAME`.',
  define: '`define NAME = EXPR`: a name for a value, worked out wherever it is used.',
  zone: '`zone NAME "Title": OWNER, VISIBILITY, sorted, spread`: a place cards can be (a hand, a stock, a pile), who owns it and who sees it.',
  per: '`per seat` or `per team`: one zone or variable for each seat or team, read as `hand[seat]`.',
  shared: '`shared`: one zone or variable for the whole table, read bare.',
  visible:
    '`visible to owner`, `visible to team` or `visible to all`: who sees the cards of a zone.',
  owner: '`visible to owner`: only the seat (or team) that owns the zone sees it.',
  hidden: '`hidden`: nobody sees the cards (a face-down stock); its size is still public.',
  sorted: '`sorted`: the zone keeps its cards in deck order.',
  spread: '`spread`: the card table shows the shared zone with every card face up, not as a pile.',
  var: '`var NAME: OWNER, TYPE = START, each turn`: a value kept for a hand (or a shorter time).',
  record: '`record NAME: OWNER, TYPE`: a value kept for the whole match.',
  each: '`each turn`, `each trick`, `each hand`: how often a variable starts again; `deal N each`: cards to every seat.',
  number: 'the type of whole numbers.',
  flag: 'the type of true and false.',
  set: '`set REF = EXPR` sets a variable; `set of T` is the type of a collection without order.',
  list: '`list of T`: the type of a collection that keeps the order things were added.',
  first:
    '`first dealer: seat 0` or `cut`: who deals the first hand; `led suit: first card` in a trick phase.',
  dealer: "`dealer`: the dealer's seat; `the dealer's left` is the seat after it.",
  cut: '`cut: highest c by KEY, ...`: every seat draws a card and the ranking picks the first dealer; `cut again when C` cuts a seat again.',
  deal: "`deal N each, rest to ZONE`: N cards to every seat from the dealer's left, the rest to a zone.",
  rest: '`rest to ZONE`: where the undealt cards go, top first.',
  known:
    '`known: CONDITION`: a fact about hidden cards every seat knows holds (a seat that asks for a rank holds one); the rules never read it, and bots keep it true when they guess at the hidden cards.',
  highest:
    '`highest c by KEY, KEY where C`: the greatest card by the keys in order, among those that meet the condition.',
  phase:
    '`phase NAME "Title" when C { ... }`: a part of a hand, run in order; skipped when its condition is false.',
  turns:
    "`turns: once around from the dealer's left` (each seat once) or `turns: clockwise from the dealer's left` (until an `end when`).",
  once: '`turns: once around ...`: each seat acts once, then the phase ends.',
  clockwise: '`turns: clockwise ...`: seats act in turn until an `end when` holds.',
  choices:
    "`choices: by each team's first seat from the dealer's left` (the default) or `choices: by SEAT` (`team` the team owed): a phase of owed choices (see `owe`).",
  play: '`play tricks from HAND to TRICK, won tricks to PILE`: a trick-taking phase.',
  tricks:
    '`play tricks ...` starts a trick phase; `tricks(t)` is how many tricks team t took this hand.',
  won: '`won tricks to ZONE`: where the winner of a trick puts it.',
  lead: '`lead: no SUIT until broken, unless only those are held`: a suit that may not be led until it has been played.',
  follow:
    '`follow: suit, else group, else any; wild exempt`: what a seat must play to a trick when it can.',
  led: '`led suit: first non-wild card`: which card sets the suit to follow. As a name: that card.',
  winner:
    '`winner: card NAME, then highest c by ...`: who takes a trick, tier by tier. As a name, in `at trick end`: the seat that took the trick.',
  at: '`at start { }`, `at turn start { }`, `at trick end { }`, `at end { }`: statements run as a phase starts, before each turn, after each trick is taken, as it ends; in `match`, `at most N hands`.',
  start: '`at start { }` runs as the phase begins; `at turn start { }` before each turn.',
  end: '`end when C`: the phase ends when the condition holds, checked after every turn (in `match`, the match ends after a hand where it holds, the totals deciding); `at end { }` runs as it ends; `at trick end { }` after each trick is taken.',
  move: '`move NAME "WORDING" (PARAM in DOMAIN where C) when C { ... }` declares a decision a seat can make, worded for people as `"Bid {level} {suit}"` says where it gives a wording; as a statement, `move CARDS to ZONE` moves cards.',
  step: '`points in 0..100 step 5`: every fifth number of the range.',
  scoring:
    '`scoring { ... }`: statements run once at the end of every hand, usually `score` in a loop over `teams`.',
  match: '`match { target ... }`: when the match is over, checked at the end of each hand.',
  target: '`target EXPR`: the match ends when a team reaches this total; the higher total wins.',
  ties: '`ties broken by EXPR, ...`: how a tie at the target is broken, per team, higher first; `ties draw`: a tie left is a draw, not another hand (C5).',
  draw: '`ties draw` in `match`: a level top at the target or an `end when` is a draw, not another hand (C5).',
  instant: '`instant win NAME when C`: a team for which C holds after a hand wins at once.',
  most: '`at most N hands`: the match ends after N hands (0: no limit).',
  add: '`add EXPR to REF`: adds to a set or list variable.',
  remove: '`remove EXPR from REF`: removes from a set or list variable.',
  score:
    '`score TEAM POINTS "REASON"`: adds points to a team\'s score for this hand; `{name}` in the reason shows a value.',
  if: '`if C { } else if C { } else { }` chooses statements; `if C then A else B` chooses a value.',
  for: '`for X in C where P { }`: repeats for each element of a collection; `for i in 1..n { }` counts from 1 to n.',
  lowest:
    '`lowest total wins` in `match`: the lowest total wins the match, where C5 has the highest.',
  wins: '`lowest total wins` in `match`: the lowest total wins the match.',
  repeat: '`repeat N { }`: runs the block N times (N worked out once, before the first time).',
  skip: '`skip`: the seat whose turn would come next sits it out (in a phase played clockwise).',
  reverse:
    '`reverse`: turns pass the other way for the rest of the hand (in a phase played clockwise).',
  next: "`next turn to SEAT`: the next turn is that seat's, whoever would have been next.",
  reveal:
    '`reveal ZONE`: that zone instance (`hand[s]`, a shared stock) lies face up for every seat until the hand ends.',
  played:
    "`played by: SEAT` in a phase: the seat that chooses each turn's move, read with `seat` the seat whose turn it is (a partner playing a dummy's cards).",
  let: '`let NAME = EXPR`: a name for a value, for the rest of the block.',
  require:
    '`require CODE "MESSAGE": C`: the move is illegal unless C holds, and an attempt returns CODE.',
  owe: '`owe TEAM MOVE`: the team is owed a choice, made with that move in a `choices` phase.',
  event: '`event NAME "REASON"`: marks a moment for logs and players; changes nothing in the game.',
  again: '`again`: the same seat moves again; the turn has not ended.',
  when: '`when C`: a condition (a move offered, a phase played, copies of the deck, a first dealer).',
  where: '`where C`: keeps only the values that meet the condition.',
  in: '`x in C`: membership in a zone, set, list or collection; `NAME in DOMAIN` binds a parameter or loop variable.',
  is: '`x is N`: the card is of that suit, group or kind, or `wild`.',
  of: '`top of ZONE`, `seats of TEAM`, `team of SEAT`, `ZONE of SEATS`, `RANK of SUIT`, `list of T`.',
  and: '`A and B`: both hold.',
  or: '`A or B`: either holds.',
  not: '`not A`: A does not hold; `x not in C`.',
  then: '`if C then A else B`; `winner: ..., then highest ...`.',
  else: 'what happens otherwise: `if ... else`, `follow: suit, else any`, `first dealer: cut when C, else seat 0`.',
  to: '`move CARDS to ZONE`, `add X to REF`, `visible to ...`, `rest to ZONE`.',
  from: "`remove X from REF`, `play tricks from HAND ...`, `from the dealer's left`, `all seats from SEAT`.",
  by: '`highest c by KEY`, `ties broken by ...`, `choices: by SEAT`, `played by: SEAT`.',
  team: "`team`: the acting seat's team (in `match`, each team in turn); `team of s` is a seat's team; `per team` gives one to each team.",
  all: '`all seats`: every seat (`all seats from SEAT`: in turn order from that seat); `all(x in C: P)` holds when P holds for every x; `visible to all`.',
  any: '`any(x in C: P)` holds when P holds for some x; `follow: ..., else any` lets any card be played.',
};

/** Built-in names, as docs/language.md's table of built-ins says them. */
export const BUILTINS: Readonly<Record<string, string>> = {
  seat: "the seat to act (moves, hooks, a phase's `define`s).",
  team: "the acting seat's team; in `match`, each team in turn.",
  dealer: "the dealer's seat.",
  'seat-count': 'the number of seats.',
  'hand-number': '1 for the first hand of the match.',
  'hand-score': "`hand-score[t]`: team t's points so far this hand.",
  total: "`total[t]`: team t's match total before this hand.",
  deck: 'every card, copies included.',
  suits: 'every suit.',
  teams: 'every team.',
  'all seats': 'every seat; `all seats from SEAT`, every seat in turn order from that one.',
  opponents: "the acting seat's opponents.",
  partners: "the acting seat's partners.",
  led: 'the card that set the led suit, or none (trick phases).',
  winner: "the seat that took the trick just complete (a trick phase's `at trick end`).",
  true: 'the flag that holds.',
  false: 'the flag that does not hold.',
};

export const ATTRIBUTES: Readonly<Record<string, string>> = {
  suit: "the card's suit, or none (a card in no suit).",
  rank: 'its rank, or none.',
  face: 'the number of a numeric rank, else 0.',
  group: "its suit's group, or none.",
  'suit-rank': "its suit's strength in its group or suit order, 1 for the weakest, 0 for no suit.",
  wild: 'true for a `wild` card.',
};

export const FUNCTIONS: Readonly<Record<string, string>> = {
  sum: '`sum(x in C where P: VALUE)`: the values added up.',
  count: '`count(x in C where P)` or `count(C)`: how many.',
  any: '`any(x in C where P: COND)`: the condition holds for some x.',
  all: '`all(x in C where P: COND)`: the condition holds for every x.',
  max: '`max(x in C: VALUE)`: the greatest value.',
  min: '`min(x in C: VALUE)`: the least value.',
  first:
    '`first(x in C where P)`: the first element a loop over C meets that meets P, or none (`first(s in all seats from left of dealer where ...)`).',
  tricks: '`tricks(t)`: the tricks team t took this hand.',
  top: '`top of ZONE`: the card last moved in, or none.',
  seats: '`seats of t`: the seats of a team.',
  left: '`left of s`: the seat on the left of s, the next clockwise (C2).',
  right: '`right of s`: the seat on the right of s, the one before it clockwise.',
};
