// The interpreter against the generator on small rules files that use what the repo's rules
// files do not (differential.test.ts plays those): lists and sets added to, removed from and
// compared, `max` and `min`, a group step and a lead restriction without `unless`, a wild led
// card, a card tier, two copies of a deck, owed choices from a scoring hook, a seat, a suit and
// a number from a list as parameters, a range the state ends, `again`, `repeat` and a counted
// `for`, `skip`, `reverse`, `next turn to`, `left of` and turns from a seat, `lowest total
// wins`, each-turn variables, a turn-start hook that moves cards, a cut that cuts again, a deal
// that shrinks hand by hand, ties broken and an instant win; a trick phase whose turn-start hook
// and each-turn variable run before every card (a turned card taken up by the dealer, a trump
// suit held in a variable and read by a winner tier); and a game whose every text holds what
// could be taken for code; a number written for a rank in a deck whose numbers are not their
// strengths, and the top of a filtered set moved out of its zone; a match that ends on its
// own condition and draws a level top, a trick phase's `at trick end` reading `winner`, a
// chooser of another team found with `first` over `all seats from` (issue 26); hands, a shared
// stock and a team's zone revealed in moves, hooks and scoring (a seat that is none revealing
// nothing, a zone visible to all revealed for nothing), and turns played by another seat in a
// phase in turns (none falling back to the seat) and in a trick phase; facts every seat knows
// (`known`) over a set and a list of ranks, which a bot's deal of the hidden cards keeps; calls
// with no parameters and requirements of their own, listed with no loop around them; a deal
// size that reads records a hand and its scoring change, and comes to more than the deck holds
// (issue 26); moves worded by the rules file (a card, a suit, a number, a seat, a rank, none at
// all). Each file is generated and loaded as the CLI would, then played through both engines.

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { check, formatDiagnostic, optionCombinations } from '@orrery/rules-lang';
import { randomBelow, seedRandom, type AnyEngine } from '@orrery/runtime';
import { afterAll, describe, expect, it } from 'vitest';
import { gameText, PLAIN, type GameStrings } from '../../test/games';
import { typeCheck } from '../../test/typecheck';
import { generateEngine } from '../generate';
import { interpret } from './index';
import { playSampled } from './play-both';

const scratch = path.resolve(__dirname, '../../tmp/interpret-language');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * Every text of a small game holding what a template, a string or a comment could take for
 * code, and placeholders a `require` message does not know: the reasons and messages must come
 * out as the generated engine writes them.
 */
function hostile(): string {
  const payload = '${globalThis.x} ` \\ */ </script> \u2028 {seat} {nothing}';
  const strings: Record<string, string> = {};
  for (const [k, v] of Object.entries(PLAIN)) {
    // A reason's and a wording's braces are placeholders: they hold none of their own.
    const text = `${v} ${payload}`;
    strings[k] = k === 'score' || k === 'event' || k === 'move' ? text.replace(/[{}]/g, '') : text;
  }
  return gameText(strings as unknown as GameStrings, 'hostile');
}

const FILES: Readonly<Record<string, string>> = {
  tells: `game tells "Tells"
seats 3
teams solo
deck {
  ranks 6..1
  suits red "Red", blue "Blue", green "Green", gold "Gold"
}
zone hand "Hand": per seat, visible to owner
zone stock "Stock": shared, hidden
zone pile "Pile": shared, visible to all
var claimed: per seat, set of ranks
var lacking: per seat, list of ranks
known: all(s in all seats: all(r in claimed[s]: any(c in hand[s]: c.rank = r)))
known: all(s in all seats: all(r in lacking[s]: not any(c in hand[s]: c.rank = r))) and count(stock) >= 0
first dealer: seat 0
deal 4 each, rest to stock
phase play "Play" {
  turns: clockwise from the dealer's left
  move claim(card in hand[seat] where card.rank not in claimed[seat]) {
    add card.rank to claimed[seat]
  }
  move lay(card in hand[seat]) {
    move card to pile
    if not any(c in hand[seat]: c.rank = card.rank) {
      remove card.rank from claimed[seat]
      add card.rank to lacking[seat]
    }
    if count(stock) > 0 {
      move top of stock to hand[seat]
      set lacking[seat] = {}
    }
  }
  end when count(pile) >= 10
}
scoring {
  for s in all seats { score team of s count(hand[s]) }
}
match { at most 1 hands }
`,
  'tricks-plus': `game tricks-plus "Tricks Plus"
option decks "Decks": 1 | 2 = 1
option goal "Goal": 5..50 = 20
seats 4
seat names "North", "East", "South", "West"
teams 2 alternating
deck {
  ranks ace > king > 3..1
  suits red "Red", blue "Blue", green "Green", gold "Gold"
  card joker "Joker" x 2: wild
  group warm "Warm": red > gold
  group cool "Cool": blue > green
  copies 2 when decks = 2
  names "{rank} of {suit}"
}
define hand-size = if decks = 2 then 11 else 5
zone hand "Hand": per seat, visible to owner
zone trick "Trick": shared, visible to all
zone won "Won": per seat, visible to all
record seen "Seen": per team, list of numbers
record suits-taken: per team, set of suits
var rounds: number
var best: per seat, number, each hand
first dealer: cut
cut: highest c by c.rank, c.suit-rank, cut again when c.wild
deal hand-size each
phase play "Play" {
  play tricks from hand to trick, won tricks to won
  lead: no gold until broken
  led suit: first non-wild card
  follow: suit, else group, else any; wild exempt
  winner: card joker-2, then highest c by c.rank, c.suit-rank where c.suit = led.suit
  at start { set rounds = rounds + 1 }
  at end { event play-over "{dealer} dealt hand {rounds}" }
}
phase bonus "Bonus" when goal > 5 {
  choices: by each team's first seat from the dealer's left
  at start {
    for t in teams where tricks(t) > 1 {
      owe t pick
      if tricks(t) > 3 { owe t pick }
    }
  }
  move pick(s in suits where not (s in suits-taken[team])) {
    add s to suits-taken[team]
    score team 1 "{team} picks {s}"
  }
}
scoring {
  for t in teams {
    let most = max(c in won of seats of t: c.face)
    let least = min(c in won of seats of t where c.face > 0: c.face)
    let jokers = count(c in won of seats of t where c is wild)
    if most >= least and jokers = 0 {
      score t tricks(t) + most - least "{t} spread {most} to {least}: {points}"
    } else if jokers > 0 {
      score t 0 - jokers
      event jokered "{t} took a joker"
    } else {
      score t tricks(t)
    }
    add tricks(t) to seen[t]
    if count(seen[t]) > 3 { remove tricks(t) from seen[t] }
  }
  for s in all seats where count(won[s]) = 0 {
    event empty-handed "{s} took nothing"
  }
  for s in all seats {
    set best[s] = max(c in won[s]: c.face)
  }
}
match {
  target goal
  ties broken by tricks(team), hand-score[team]
  instant win sweep when hand-score[team] > 15
  at most 6 hands
}
`,
  hostile: hostile(),
  'turns-plus': `game turns-plus "Turns Plus"
option players "Players": 2 | 3 = 3
option rich "Rich starts": yes | no = no
seats players
seat names "Ann", "Bob", "Cy"
teams solo
deck {
  ranks 6..1
  suits a "A", b "B", c "C"
  card star "Star" x 2
  names "{suit} {rank}"
}
value worth of c = if c is star then 5 else if c.face > 4 then c.face * 2 else c.face
zone hand "Hand": per seat, visible to owner
zone stock "Stock": shared, hidden
zone pile "Pile": shared, visible to all
zone table "Table": per seat, visible to all
var chosen: list of numbers
var picked: set of suits
var target-seat: seat
var last: card
var marks: per seat, number = 1
var made: number, each turn
record tally: per seat, number
first dealer: cut when rich = no, else seat 1
cut: highest c by c.rank, cut again when c is star
deal 6 - hand-number each, rest to stock
phase play "Play" {
  turns: clockwise from the dealer's left
  at start { move top of stock to pile }
  at turn start {
    if count(hand[seat]) > 5 { move {c in hand[seat] where c.face = 1} to table[seat] }
  }
  move discard(card in hand[seat] where not (card is star)) {
    require match-top "The {card} does not match": card.suit = (top of pile).suit or card.rank = (top of pile).rank or (top of pile) is star
    move card to pile
    set last = card
    add card.face to chosen
    set marks[seat] = marks[seat] + 1
  }
  move wish "Wish for {suit} with {card}" (card in hand[seat] where card is star, suit in suits where not (suit in picked)) {
    move card to pile
    add suit to picked
    event wished "{seat} wished for {suit}"
  }
  move draw "Draw a card" when count(stock) > 0 and made < 2 {
    move top of stock to hand[seat]
    set made = made + 1
    again
  }
  move bet "Bet {n}" (n in 0..count(hand[seat]) step 2) when count(stock) = 0 {
    set tally[seat] = tally[seat] + n
  }
  move drop(x in chosen where x > 2) when count(chosen) > 0 {
    remove x from chosen
  }
  move point "Point at {other}" (other in opponents) when count(stock) = 0 and marks[seat] > 0 {
    set target-seat = other
    set marks[seat] = marks[seat] - 1
    move {c in table of all seats where c.worth > 3} to table[other]
  }
  end when any(s in all seats where count(hand[s]) = 0)
  end when count(stock) = 0 and all(s in all seats: marks[s] = 0)
}
scoring {
  for s in all seats {
    score team of s sum(c in hand[s]: c.worth) + tally[s] "{s} holds {points}"
  }
  if last.suit = a { event ended-on-a "last was the {last}" }
  repeat hand-number { event counted "{dealer} counts" }
  for i in 2..count(pile) where i != 3 { set tally[dealer] = tally[dealer] + i }
}
match {
  target 40
  at most 5 hands
  lowest total wins
}
`,
  'turn-order': `game turn-order "Turn Order"
option players "Players": 2 | 3 | 4 = 4
seats players
teams solo
deck {
  ranks 5..1
  suits a "A", b "B", c "C", d "D"
}
zone hand "Hand": per seat, visible to owner
zone pile "Pile": shared, visible to all
zone stock "Stock": shared, hidden
var target-seat: seat
first dealer: seat 0
deal 4 each, rest to stock
phase play "Play" {
  turns: clockwise from right of dealer
  at turn start {
    if count(hand[seat]) = 1 and count(stock) > 0 { skip }
  }
  move lay(card in hand[seat]) {
    move card to pile
    if card.face = 1 {
      reverse
    } else if card.face = 2 {
      skip
      skip
    } else if card.face = 3 {
      next turn to right of left of right of seat
    } else if card.face = 4 {
      again
    } else {
      set target-seat = left of seat
      next turn to target-seat
      reverse
    }
  }
  move draw when count(stock) > 0 {
    move top of stock to hand[seat]
  }
  end when any(s in all seats where count(hand[s]) = 0)
}
scoring {
  for s in all seats { score team of s 5 - count(hand[s]) }
}
match {
  target 12
  at most 4 hands
}
`,
  'ranks-shown': `game ranks-shown "Ranks Shown"
seats 2
seat names "Ann", "Bob"
teams solo
deck {
  ranks ace > king > 4..2
  suits red "Red", blue "Blue"
  names "{rank} of {suit}"
}
zone hand "Hand": per seat, visible to owner
zone shown "Shown": per seat, visible to all
zone stock "Stock": shared, hidden
zone pile "Pile": shared, visible to all
define low = {ace, 4, 3}
first dealer: seat 0
deal 3 each, rest to stock
phase play "Play" {
  turns: clockwise from the dealer's left
  move show "Show {rank}s" (rank in low where any(c in hand[seat]: c.rank = rank)) {
    move top of {c in hand[seat] where c.rank = rank} to shown[seat]
  }
  move discard(rank in low where any(c in shown[seat]: c.rank = rank)) {
    move top of {c in shown[seat] where c.rank = rank} to pile
    move top of {c in hand[seat] where c.rank = 2} to pile
  }
  move draw when count(stock) > 0 {
    move top of stock to hand[seat]
  }
  end when all(s in all seats: count(hand[s]) = 0)
}
scoring {
  for s in all seats { score team of s count(shown[s]) }
}
match {
  target 100
  at most 2 hands
}
`,
  'trick-turns': `game trick-turns "Trick Turns"
seats 3
seat names "Ann", "Bob", "Cy"
teams solo
deck {
  ranks 5..1
  suits red "Red", blue "Blue", green "Green"
  names "{suit} {rank}"
}
zone hand "Hand": per seat, visible to owner
zone aside "Turned up": shared, visible to all
zone trick "Trick": shared, visible to all
zone won "Won": per seat, visible to all
var trump: suit
var turns: number
var waited: per seat, number
var this-turn: number, each turn
first dealer: seat 0
deal 5 each
phase play "Play" {
  play tricks from hand to trick, won tricks to won
  follow: suit, else any
  winner: highest c by c.rank where c.suit = trump, then highest c by c.rank where c.suit = led.suit
  at start {
    move top of hand[dealer] to aside
    set trump = (top of aside).suit
  }
  at turn start {
    set this-turn = this-turn + 1
    set turns = turns + this-turn
    set waited[seat] = waited[seat] + count(trick)
    if seat = dealer and count(aside) > 0 { move top of aside to hand[seat] }
  }
}
scoring {
  for s in all seats {
    score team of s tricks(team of s) + waited[s]
  }
}
match {
  target 40
  at most 4 hands
}
`,
  'match-ends': `game match-ends "Match Ends"
option players "Players": 3 | 4 = 4
seats players
seat names "Ann", "Bob", "Cy", "Di"
teams 2 alternating
deck {
  ranks 5..1
  suits red "Red", blue "Blue", green "Green"
  names "{suit} {rank}"
}
zone hand "Hand": per seat, visible to owner
zone trick "Trick": shared, visible to all
zone won "Won": per team, visible to all
record games "Games": per team, number
record picked: per team, list of suits
var last-taker: team
var taken-by: per seat, number
var streak: number, each trick
first dealer: seat 0
deal 3 each
phase play "Play" {
  play tricks from hand to trick, won tricks to won
  follow: suit, else any
  winner: highest c by c.rank where c.suit = led.suit
  at turn start { set streak = streak + 1 }
  at trick end {
    set taken-by[winner] = taken-by[winner] + streak
    if last-taker = team of winner { event again-taken "{winner} keeps the lead for its team" }
    set last-taker = team of winner
  }
}
phase pick "Pick" {
  choices: by first(s in all seats from left of dealer where taken-by[s] > 0 and team of s != team)
  at start {
    for t in teams where tricks(t) >= 2 { owe t pick }
  }
  move pick(s in suits where not (s in picked[team])) {
    add s to picked[team]
    score team 1 "{team} picks {s}"
  }
}
scoring {
  for t in teams {
    score t tricks(t)
    let best = first(c in won[t] where c.rank = 5)
    if best.suit = red { score t 1 }
    let keeper = first(c in won[t] where c.suit = blue)
    if keeper.rank = 5 or last-taker = t { set games[t] = games[t] + 1 }
  }
}
match {
  end when any(t in teams: games[t] >= 3)
  end when hand-number >= 5 and total[team of dealer] = total[team of left of dealer]
  ties draw
  at most 7 hands
}
`,
  'open-play': `game open-play "Open Play"
option players "Players": 3 | 4 = 4
seats players
seat names "Ann", "Bob", "Cy", "Di"
teams 2 alternating
deck {
  ranks 6..1
  suits red "Red", blue "Blue", green "Green"
  names "{suit} {rank}"
}
zone hand "Hand": per seat, visible to owner
zone stock "Stock": shared, hidden
zone kept "Kept": per team, visible to team
zone pile "Pile": shared, visible to all
zone trick "Trick": shared, visible to all
zone won "Won": per team, visible to all
var helper: seat
var out: per seat, flag
first dealer: seat 0
deal 3 each, rest to stock
phase swap "Swap" {
  turns: clockwise from the dealer's left
  played by: if out[seat] then helper else seat
  move keep(card in hand[seat]) {
    move card to kept[team]
    if count(kept[team]) = 2 { reveal kept[team] }
    set helper = left of left of seat
  }
  move draw when count(stock) > 0 {
    move top of stock to hand[seat]
    if count(stock) < 4 { reveal stock }
    set out[seat] = count(hand[seat]) > 3
  }
  move pass {
    reveal pile
  }
  end when count(stock) = 0 or all(s in all seats: count(hand[s]) = 0)
}
phase play "Play" {
  play tricks from hand to trick, won tricks to won
  follow: suit, else any
  winner: highest c by c.rank where c.suit = led.suit
  played by: if count(trick) = 1 then left of left of seat else left of seat
  at turn start {
    if count(trick) = 1 { reveal hand[seat] }
    reveal hand[helper]
  }
}
scoring {
  for s in all seats where count(hand[s]) > 0 { reveal hand[s] }
  for t in teams { score t count(won[t]) + count(kept[t]) }
}
match {
  target 30
  at most 3 hands
}
`,
  calls: `game calls "Calls"
seats 4
teams 2 alternating
deck {
  ranks 4..1
  suits red "Red", blue "Blue"
}
zone hand "Hand": per seat, visible to owner
var high: number
var holder: seat
var doubled: flag
var quiet: number
first dealer: seat 0
deal 2 each
phase calls "Calls" {
  turns: clockwise from dealer
  move raise(step in 1..2) {
    set high = high + step
    set holder = seat
    set doubled = false
    set quiet = 0
  }
  move pass {
    set quiet = quiet + 1
  }
  move double {
    require nothing-yet "There is nothing to double": high > 0
    require own-side "Only the other side's call can be doubled": team of holder != team
    require twice "That call is doubled already": not doubled
    set doubled = true
    set quiet = 0
  }
  end when quiet = 3 or high >= 6
}
scoring {
  if high > 0 {
    score team of holder (if doubled then 2 * high else high)
  }
}
match {
  at most 3 hands
}
`,
  'deal-grows': `game deal-grows "Deal Grows"
seats 3
teams solo
deck {
  ranks 6..1
  suits red "Red", blue "Blue", green "Green"
}
zone hand "Hand": per seat, visible to owner
zone stock "Stock": shared, hidden
zone pile "Pile": shared, visible to all
record grow: number = 1
record extra: number
record laid: per seat, number
first dealer: seat 0
deal if grow > 4 or total[team of dealer] > 8 then 9 else grow + extra + laid[dealer] each, rest to stock
phase play "Play" {
  turns: clockwise from the dealer's left
  move lay(card in hand[seat]) {
    move card to pile
    set laid[seat] = laid[seat] + 1
    if card.rank = 6 { set extra = extra + 1 }
  }
  end when all(s in all seats: count(hand[s]) = 0)
}
scoring {
  for s in all seats {
    score team of s count(hand[s]) "{s} holds {points}"
  }
  set grow = grow + 1
}
match {
  target 1000
  at most 6 hands
}
`,
};

describe.each(Object.keys(FILES))('%s', (name) => {
  it('plays random games alike through the compiled and the interpreted engine', async () => {
    const file = `${name}.rules`;
    const { game, diagnostics } = check(FILES[name]!, file);
    // A file may draw warnings (a lead restriction with no way out, on purpose): no errors.
    expect(diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([]);
    const dir = path.join(scratch, name);
    mkdirSync(dir, { recursive: true });
    for (const f of generateEngine(game!, file)) writeFileSync(path.join(dir, f.name), f.text);
    const compiled = ((await import(path.join(dir, 'index.ts'))) as { engine: AnyEngine }).engine;
    const result = interpret(game!, file);
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    const combos = optionCombinations(game!);
    expect(playSampled(compiled, result.engine!, file, combos, 8, 400)).toBeUndefined();
  });
});

describe('the files written for this test', () => {
  it('generate engines that type-check with nothing unused', () => {
    // The repo's own engines are type-checked in generate.test.ts; these use what they do not.
    const engines = Object.fromEntries(
      Object.entries(FILES).map(([name, text]) => {
        const { game } = check(text, `${name}.rules`);
        return [name, generateEngine(game!, `${name}.rules`)];
      }),
    );
    expect(typeCheck(engines)).toEqual([]);
  }, 120_000);
});

describe('moves worded by the rules file', () => {
  it("carry their wording into both engines' tables, and the log reads it", async () => {
    const file = 'turns-plus.rules';
    const { game } = check(FILES['turns-plus']!, file);
    const dir = path.join(scratch, 'turns-plus-wording');
    mkdirSync(dir, { recursive: true });
    for (const f of generateEngine(game!, file)) writeFileSync(path.join(dir, f.name), f.text);
    const compiled = ((await import(path.join(dir, 'index.ts'))) as { engine: AnyEngine }).engine;
    const interpreted = interpret(game!, file).engine!;
    const worded = (engine: AnyEngine) => engine.meta.moves.map((m) => [m.type, m.wording ?? null]);
    expect(worded(compiled)).toEqual(worded(interpreted));
    expect(Object.fromEntries(worded(compiled))).toMatchObject({
      discard: null,
      wish: 'Wish for {suit} with {card}',
      draw: 'Draw a card',
      bet: 'Bet {n}',
      point: 'Point at {other}',
    });
    for (const engine of [compiled, interpreted]) {
      const set = engine.setup({ seed: 1, options: {} });
      if (!set.ok) throw new Error('setup failed');
      const bet = { type: 'bet', n: 4 };
      expect(engine.describeMove(set.value, bet)).toMatch(/^[A-Za-z ]+: Bet 4$/);
    }
  });
});

describe('a turn-start hook in a trick phase', () => {
  it('runs before every card, in both engines, with each-turn variables starting again', async () => {
    const file = 'trick-turns.rules';
    const { game } = check(FILES['trick-turns']!, file);
    const dir = path.join(scratch, 'trick-turns-hook');
    mkdirSync(dir, { recursive: true });
    for (const f of generateEngine(game!, file)) writeFileSync(path.join(dir, f.name), f.text);
    const compiled = ((await import(path.join(dir, 'index.ts'))) as { engine: AnyEngine }).engine;
    for (const engine of [compiled, interpret(game!, file).engine!]) {
      const set = engine.setup({ seed: 3, options: {} });
      if (!set.ok) throw new Error('setup failed');
      let state = set.value;
      // One hand: 15 cards, the dealer's turned card taken back at its first turn.
      for (let played = 0; played < 15; played++) {
        const seat = engine.toMove(state);
        const seen = engine.view(state, -1) as { variables: Record<string, unknown> };
        expect(seen.variables['turns'], `before card ${played}`).toBe(played + 1);
        expect(seen.variables['thisTurn']).toBe(1);
        const before = engine.view(state, -1) as { zones: Record<string, { count: number }> };
        if (played > 2 && seat === 0) expect(before.zones['aside']!.count).toBe(0);
        const result = engine.apply(state, engine.legalMoves(state)[0]);
        if (!result.ok) throw new Error(`card ${played} refused`);
        state = result.state;
      }
    }
  });
});

describe('a number written for a rank, and the top of a filtered set moved', () => {
  it('names that rank, and takes the card out of the zone it was in, in both engines', async () => {
    const file = 'ranks-shown.rules';
    const { game } = check(FILES['ranks-shown']!, file);
    const dir = path.join(scratch, 'ranks-shown-moves');
    mkdirSync(dir, { recursive: true });
    for (const f of generateEngine(game!, file)) writeFileSync(path.join(dir, f.name), f.text);
    const compiled = ((await import(path.join(dir, 'index.ts'))) as { engine: AnyEngine }).engine;
    for (const engine of [compiled, interpret(game!, file).engine!]) {
      for (let seed = 1; seed <= 20; seed++) {
        const set = engine.setup({ seed, options: {} });
        if (!set.ok) throw new Error('setup failed');
        let state = set.value;
        for (let k = 0; k < 40 && engine.toMove(state) !== null; k++) {
          const moves = engine.legalMoves(state) as { type: string; rank?: string }[];
          // \`{ace, 4, 3}\`: the 4 and the 3 are those ranks, never the fourth and third from the
          // bottom (a king and a 4 in this deck).
          for (const m of moves)
            if (m.rank !== undefined) expect(['ace', '4', '3']).toContain(m.rank);
          const result = engine.apply(state, moves[(seed + k) % moves.length]);
          if (!result.ok) throw new Error(`move ${k} refused`);
          state = result.state;
          const seen = engine.view(state, -1) as {
            zones: Record<string, { count: number } | { count: number }[]>;
          };
          const counted = Object.values(seen.zones).reduce<number>(
            (n, z) => n + (Array.isArray(z) ? z.reduce((m, x) => m + x.count, 0) : z.count),
            0,
          );
          expect(counted, `seed ${seed}, move ${k}`).toBe(10);
        }
      }
    }
  });
});

describe("'known' facts over a set and a list of ranks", () => {
  it('hold in every deal a bot makes from any seat, in both engines', async () => {
    const file = 'tells.rules';
    const { game } = check(FILES['tells']!, file);
    const dir = path.join(scratch, 'tells-known');
    mkdirSync(dir, { recursive: true });
    for (const f of generateEngine(game!, file)) writeFileSync(path.join(dir, f.name), f.text);
    const compiled = ((await import(path.join(dir, 'index.ts'))) as { engine: AnyEngine }).engine;
    type Seen = {
      zones: { hand: { cards?: string[] }[] };
      variables: { claimed: number[][]; lacking: number[][] };
    };
    const rankOf = (id: string) => Number(id.split('-')[1]);
    /** The facts of tells.rules, read from every seat's own view of a state. */
    const broken = (engine: AnyEngine, state: unknown): number => {
      let n = 0;
      for (let s = 0; s < 3; s++) {
        const view = engine.view(state, s) as Seen;
        const held = (view.zones.hand[s]!.cards ?? []).map(rankOf);
        n += view.variables.claimed[s]!.filter((r) => !held.includes(r)).length;
        n += view.variables.lacking[s]!.filter((r) => held.includes(r)).length;
      }
      return n;
    };
    for (const engine of [compiled, interpret(game!, file).engine!]) {
      let told = 0;
      for (let seed = 1; seed <= 12; seed++) {
        const set = engine.setup({ seed, options: {} });
        if (!set.ok) throw new Error('setup failed');
        let state = set.value;
        const rng = [...seedRandom(seed)];
        for (let k = 0; engine.toMove(state) !== null; k++) {
          expect(broken(engine, state), `seed ${seed}, move ${k}`).toBe(0);
          const seat = engine.toMove(state)!;
          const view = engine.view(state, seat) as Seen;
          told += view.variables.claimed.flat().length + view.variables.lacking.flat().length;
          for (let d = 0; d < 4; d++)
            expect(broken(engine, engine.determinize(view, rng)), `seed ${seed}, move ${k}`).toBe(
              0,
            );
          const moves = engine.legalMoves(state);
          const result = engine.apply(state, moves[randomBelow(rng, moves.length)]);
          if (!result.ok) throw new Error(`move ${k} refused`);
          state = result.state;
        }
      }
      // The facts said something: ranks claimed and lacked were there to keep.
      expect(told).toBeGreaterThan(200);
    }
  });
});
