import { describe, expect, it } from 'vitest';
import type { DeckDecl, ZoneDecl } from '../ast/ast';
import { declarationsOf, expectNoErrors, parseHelper, withoutRanges } from '../test-helpers';

const name = (text: string) => ({ kind: 'Name', text });
const ref = (text: string) => ({ kind: 'Reference', name: name(text) });
const num = (value: number) => ({ kind: 'NumberLiteral', value });
const sym = (n: string) => ({ kind: 'SymbolLiteral', name: n });
const rank = (text: string) => ({ kind: 'RankName', text });
const bin = (op: string, left: unknown, right: unknown) => ({ kind: 'Binary', op, left, right });
const member = (object: unknown, m: string) => ({ kind: 'Member', object, member: name(m) });
const block = (...statements: unknown[]) => ({ kind: 'Block', statements });

describe('file', () => {
  it('reads the game id and title', () => {
    const file = expectNoErrors(parseHelper('game crazy-eights "Crazy Eights"\n'));
    expect(withoutRanges(file)).toEqual({
      kind: 'GameFile',
      id: name('crazy-eights'),
      title: 'Crazy Eights',
      declarations: [],
    });
  });
});

describe('table declarations', () => {
  it.each<[string, unknown]>([
    [
      'option target "Points": 50..1000 = 100',
      {
        kind: 'OptionDecl',
        name: name('target'),
        title: 'Points',
        values: { kind: 'range', min: num(50), max: num(1000) },
        defaultValue: num(100),
      },
    ],
    [
      'option players: 2 | 3 | 4 = 2',
      {
        kind: 'OptionDecl',
        name: name('players'),
        values: { kind: 'choices', choices: [num(2), num(3), num(4)] },
        defaultValue: num(2),
      },
    ],
    [
      'option first-dealer: cut | seat-0 = cut',
      {
        kind: 'OptionDecl',
        name: name('first-dealer'),
        values: { kind: 'choices', choices: [sym('cut'), sym('seat-0')] },
        defaultValue: sym('cut'),
      },
    ],
    ['seats players', { kind: 'SeatsDecl', count: ref('players') }],
    [
      'seat names "South", "North"',
      { kind: 'SeatNamesDecl', names: [{ text: 'South' }, { text: 'North' }] },
    ],
    ['teams solo', { kind: 'TeamsDecl', mode: 'solo' }],
    ['teams 2 alternating', { kind: 'TeamsDecl', mode: 'alternating', count: num(2) }],
    [
      'value points of c = c.face',
      { kind: 'ValueDecl', name: name('points'), card: name('c'), body: member(ref('c'), 'face') },
    ],
    ['define limit = 10', { kind: 'DefineDecl', name: name('limit'), body: num(10) }],
    [
      'zone taken "Tricks won": per team, visible to all, sorted',
      {
        kind: 'ZoneDecl',
        name: name('taken'),
        title: 'Tricks won',
        owner: 'team',
        visibility: 'all',
        sorted: true,
      },
    ],
    [
      'zone stock: shared, hidden',
      {
        kind: 'ZoneDecl',
        name: name('stock'),
        owner: 'shared',
        visibility: 'hidden',
        sorted: false,
      },
    ],
    [
      'zone hand: per seat, visible to owner',
      { kind: 'ZoneDecl', name: name('hand'), owner: 'seat', visibility: 'owner', sorted: false },
    ],
    [
      'var bid "Bid": per seat, number',
      {
        kind: 'VariableDecl',
        storage: 'var',
        name: name('bid'),
        title: 'Bid',
        owner: 'seat',
        type: { kind: 'number' },
        lifetime: 'hand',
      },
    ],
    [
      'record annexed: per team, list of suits',
      {
        kind: 'VariableDecl',
        storage: 'record',
        name: name('annexed'),
        owner: 'team',
        type: { kind: 'list', of: 'suit' },
        lifetime: 'match',
      },
    ],
    [
      'var drew: flag = false, each turn',
      {
        kind: 'VariableDecl',
        storage: 'var',
        name: name('drew'),
        owner: 'shared',
        type: { kind: 'flag' },
        initial: ref('false'),
        lifetime: 'turn',
      },
    ],
    [
      'var seen: set of cards, each trick',
      {
        kind: 'VariableDecl',
        storage: 'var',
        name: name('seen'),
        owner: 'shared',
        type: { kind: 'set', of: 'card' },
        lifetime: 'trick',
      },
    ],
    [
      'var asked: per seat, set of ranks',
      {
        kind: 'VariableDecl',
        storage: 'var',
        name: name('asked'),
        owner: 'seat',
        type: { kind: 'set', of: 'rank' },
        lifetime: 'hand',
      },
    ],
    ['first dealer: seat 0', { kind: 'FirstDealerDecl', choice: { kind: 'seat', seat: num(0) } }],
    [
      'first dealer: cut when first-dealer = cut, else seat 0',
      {
        kind: 'FirstDealerDecl',
        choice: { kind: 'cut' },
        when: bin('=', ref('first-dealer'), ref('cut')),
        otherwise: { kind: 'seat', seat: num(0) },
      },
    ],
    [
      'cut: highest c by c.suit-rank, c.rank, cut again when c.wild',
      {
        kind: 'CutDecl',
        ranking: {
          kind: 'Ranking',
          card: name('c'),
          keys: [member(ref('c'), 'suit-rank'), member(ref('c'), 'rank')],
        },
        again: member(ref('c'), 'wild'),
      },
    ],
    ['deal 14 each', { kind: 'DealDecl', each: num(14) }],
    ['deal 7 each, rest to stock', { kind: 'DealDecl', each: num(7), rest: name('stock') }],
  ])('%s', (text, expected) => {
    expect(declarationsOf(text)).toEqual([expected]);
  });
});

describe('deck', () => {
  it('reads ranks, suits, cards, groups, copies and names', () => {
    const [deck] = declarationsOf(`deck {
  ranks galaxy > 7..1
  suits earth "Earth", mars "Mars": sun..1
  suits spades > hearts
  card nova "Nova" x 2, joker: wild
  card mars-galaxy: galaxy of mars
  group primary "Primary": earth > mars
  copies 2 when players = 4
  names "{rank} of {suit}"
}`);
    expect(deck).toEqual({
      kind: 'DeckDecl',
      items: [
        {
          kind: 'RanksDecl',
          items: [
            { kind: 'RankItem', from: rank('galaxy') },
            { kind: 'RankItem', from: rank('7'), to: rank('1') },
          ],
        },
        {
          kind: 'SuitsDecl',
          suits: [
            { kind: 'SuitDecl', name: name('earth'), title: 'Earth' },
            { kind: 'SuitDecl', name: name('mars'), title: 'Mars' },
          ],
          ordered: false,
          rankRange: { from: rank('sun'), to: rank('1') },
        },
        {
          kind: 'SuitsDecl',
          suits: [
            { kind: 'SuitDecl', name: name('spades') },
            { kind: 'SuitDecl', name: name('hearts') },
          ],
          ordered: true,
        },
        {
          kind: 'CardDecl',
          name: name('nova'),
          title: 'Nova',
          copies: num(2),
          placement: { kind: 'plain' },
        },
        { kind: 'CardDecl', name: name('joker'), placement: { kind: 'wild' } },
        {
          kind: 'CardDecl',
          name: name('mars-galaxy'),
          placement: { kind: 'suited', rank: rank('galaxy'), suit: name('mars') },
        },
        {
          kind: 'GroupDecl',
          name: name('primary'),
          title: 'Primary',
          suits: [name('earth'), name('mars')],
        },
        { kind: 'CopiesDecl', count: num(2), when: bin('=', ref('players'), num(4)) },
        { kind: 'NamesDecl', template: '{rank} of {suit}' },
      ],
    });
  });

  it('ranges the deck from its keyword to its closing brace', () => {
    const file = expectNoErrors(parseHelper('game t\n\ndeck {\n  ranks 2..1\n}\n'));
    const deck = file.declarations[0] as DeckDecl;
    expect(deck.range).toEqual({
      start: { line: 3, column: 1, offset: 8 },
      end: { line: 5, column: 2, offset: 29 },
    });
    expect(deck.items[0]?.range.start).toEqual({ line: 4, column: 3, offset: 17 });
  });
});

describe('phases', () => {
  it('reads every phase item', () => {
    const [phase] = declarationsOf(`phase play "Play" when players = 4 {
  turns: once around from the dealer's left
  turns: clockwise from the dealer's left
  choices: by each team's first seat from the dealer's left
  choices: by left of dealer
  play tricks from hand to trick, won tricks to taken
  lead: no mars or venus until broken, unless only those are held
  lead: no spades until broken
  follow: suit, else group, else any; wild exempt
  led suit: first non-wild card
  led suit: first card
  winner: card joker, then highest c by c.rank where c is spades
  at start { again }
  at turn start { again }
  at trick end { again }
  at end { again }
  move bid(points in 0..deck-points step 5, s in suits where s != led.suit) when ok { again }
  move pass { again }
  end when passes >= 3
  var quiet: number
  define ok = true
}`);
    const again = block({ kind: 'AgainStmt' });
    expect(phase).toEqual({
      kind: 'PhaseDecl',
      name: name('play'),
      title: 'Play',
      when: bin('=', ref('players'), num(4)),
      items: [
        { kind: 'TurnsClause', order: 'once-around' },
        { kind: 'TurnsClause', order: 'clockwise' },
        // The default as written holds no expression; any other seat is one.
        { kind: 'ChoicesClause' },
        {
          kind: 'ChoicesClause',
          chooser: { kind: 'SeatBeside', side: 'left', seat: ref('dealer') },
        },
        { kind: 'PlayTricksClause', from: name('hand'), to: name('trick'), won: name('taken') },
        { kind: 'LeadRestriction', suits: [name('mars'), name('venus')], unlessOnly: true },
        { kind: 'LeadRestriction', suits: [name('spades')], unlessOnly: false },
        { kind: 'FollowClause', steps: ['suit', 'group', 'any'], wildExempt: true },
        { kind: 'LedSuitClause', skipWild: true },
        { kind: 'LedSuitClause', skipWild: false },
        {
          kind: 'WinnerClause',
          tiers: [
            { kind: 'CardTier', card: name('joker') },
            {
              kind: 'Ranking',
              card: name('c'),
              keys: [member(ref('c'), 'rank')],
              where: bin('is', ref('c'), ref('spades')),
            },
          ],
        },
        { kind: 'Hook', when: 'start', body: again },
        { kind: 'Hook', when: 'turn-start', body: again },
        { kind: 'Hook', when: 'trick-end', body: again },
        { kind: 'Hook', when: 'end', body: again },
        {
          kind: 'MoveDecl',
          name: name('bid'),
          params: [
            {
              kind: 'Param',
              name: name('points'),
              domain: { kind: 'RangeExpr', from: num(0), to: ref('deck-points') },
              step: num(5),
            },
            {
              kind: 'Param',
              name: name('s'),
              domain: ref('suits'),
              where: bin('!=', ref('s'), member(ref('led'), 'suit')),
            },
          ],
          when: ref('ok'),
          body: again,
        },
        { kind: 'MoveDecl', name: name('pass'), params: [], body: again },
        { kind: 'EndWhen', condition: bin('>=', ref('passes'), num(3)) },
        {
          kind: 'VariableDecl',
          storage: 'var',
          name: name('quiet'),
          owner: 'shared',
          type: { kind: 'number' },
          lifetime: 'hand',
        },
        { kind: 'DefineDecl', name: name('ok'), body: ref('true') },
      ],
    });
  });
});

describe('statements', () => {
  it('reads every statement', () => {
    const [scoring] = declarationsOf(`scoring {
  set bid[seat] = 3
  add s to annexed[t]
  remove s from annexed[t]
  move card, target to pile[team]
  move top of stock to hand[seat]
  score team of s sum(c in hand of all seats: c.points)
  score t 0 - 10
  if a { again } else if b { again } else { again }
  for t in teams where t != team { again }
  for i in 1..n + 1 where i != 2 { again }
  repeat n - 1 { again }
  let contract = 5
  require comet-too-low "Too low": target.face <= card.face
  require must-match: ok
  owe t annex
  event set
  again
}`);
    const index = (o: string, i: string) => ({ kind: 'Index', object: ref(o), index: ref(i) });
    const again = block({ kind: 'AgainStmt' });
    expect(scoring).toEqual({
      kind: 'ScoringDecl',
      body: block(
        { kind: 'SetStmt', target: index('bid', 'seat'), value: num(3) },
        { kind: 'AddStmt', value: ref('s'), target: index('annexed', 't') },
        { kind: 'RemoveStmt', value: ref('s'), target: index('annexed', 't') },
        { kind: 'MoveCardsStmt', cards: [ref('card'), ref('target')], to: index('pile', 'team') },
        {
          kind: 'MoveCardsStmt',
          cards: [{ kind: 'TopOf', zone: ref('stock') }],
          to: index('hand', 'seat'),
        },
        {
          kind: 'ScoreStmt',
          team: { kind: 'TeamOf', seat: ref('s') },
          points: {
            kind: 'Aggregate',
            op: 'sum',
            variable: name('c'),
            collection: { kind: 'ZoneUnion', zone: name('hand'), seats: ref('all seats') },
            body: member(ref('c'), 'points'),
          },
        },
        { kind: 'ScoreStmt', team: ref('t'), points: bin('-', num(0), num(10)) },
        {
          kind: 'IfStmt',
          branches: [
            { condition: ref('a'), body: again },
            { condition: ref('b'), body: again },
          ],
          otherwise: again,
        },
        {
          kind: 'ForStmt',
          variable: name('t'),
          collection: ref('teams'),
          where: bin('!=', ref('t'), ref('team')),
          body: again,
        },
        {
          kind: 'ForStmt',
          variable: name('i'),
          collection: { kind: 'RangeExpr', from: num(1), to: bin('+', ref('n'), num(1)) },
          where: bin('!=', ref('i'), num(2)),
          body: again,
        },
        { kind: 'RepeatStmt', count: bin('-', ref('n'), num(1)), body: again },
        { kind: 'LetStmt', name: name('contract'), value: num(5) },
        {
          kind: 'RequireStmt',
          code: name('comet-too-low'),
          message: 'Too low',
          condition: bin('<=', member(ref('target'), 'face'), member(ref('card'), 'face')),
        },
        { kind: 'RequireStmt', code: name('must-match'), condition: ref('ok') },
        { kind: 'OweStmt', team: ref('t'), move: name('annex') },
        { kind: 'EventStmt', name: name('set') },
        { kind: 'AgainStmt' },
      ),
    });
  });
});

describe('match', () => {
  it('reads every match item', () => {
    const [match] = declarationsOf(`match {
  target target
  ties broken by whole[team], tricks(team)
  instant win skunk when skunk = on
  at most max-hands hands
  lowest total wins
  end when any(t in teams: games[t] >= 2)
  end when hand-number > 9
  ties draw
}`);
    expect(match).toEqual({
      kind: 'MatchDecl',
      items: [
        { kind: 'Target', value: ref('target') },
        {
          kind: 'TiesBrokenBy',
          keys: [
            { kind: 'Index', object: ref('whole'), index: ref('team') },
            { kind: 'TricksOf', team: ref('team') },
          ],
        },
        { kind: 'InstantWin', name: name('skunk'), when: bin('=', ref('skunk'), ref('on')) },
        { kind: 'AtMostHands', value: ref('max-hands') },
        { kind: 'LowestWins' },
        {
          kind: 'MatchEndWhen',
          condition: {
            kind: 'Aggregate',
            op: 'any',
            variable: name('t'),
            collection: ref('teams'),
            body: bin('>=', { kind: 'Index', object: ref('games'), index: ref('t') }, num(2)),
          },
        },
        { kind: 'MatchEndWhen', condition: bin('>', ref('hand-number'), num(9)) },
        { kind: 'TiesDraw' },
      ],
    });
  });

  it("wants 'total' in 'lowest total wins'", () => {
    const { diagnostics } = parseHelper('game g "G"\nmatch {\n  lowest score wins\n}');
    expect(diagnostics.map((d) => [d.code, d.range.start.line, d.range.start.column])).toEqual([
      ['unexpected-token', 3, 10],
    ]);
  });

  it('ranges names exactly', () => {
    const file = expectNoErrors(parseHelper('game t\nzone hand: shared, hidden'));
    const zone = file.declarations[0] as ZoneDecl;
    expect(zone.name.range).toEqual({
      start: { line: 2, column: 6, offset: 12 },
      end: { line: 2, column: 10, offset: 16 },
    });
    expect(zone.range.end).toEqual({ line: 2, column: 26, offset: 32 });
  });
});
