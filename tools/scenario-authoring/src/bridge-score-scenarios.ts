// Contract Bridge's scenarios of the scoring and the rubber (B10 to B17 of the draft rules
// file), written by bridge.ts: each plays whole hands, the calls given and the cards chosen by
// each turn's sensible play on a deal found for the number of tricks the scenario is about, and
// expects the model's scores (bridge-scoring.ts). The sums in each description are worked out
// by hand from the tables; the model must reach the same ones or the script stops.

import type { Draft } from './author';
import { dealFor, EAST, NORTH, Script, SOUTH, WEST } from './bridge-script';

type Save = (d: Draft) => void;

/** Stops the script when the model's scores are not the sums worked out by hand. */
function check(s: Script, want: number[][]): Script {
  const got = JSON.stringify(s.rubber.hands.map((h) => h.scores));
  if (got !== JSON.stringify(want)) throw new Error(`scores ${got}, worked out ${want}`);
  return s;
}

/** Plays a hand: its calls, every card, and the scores after it. */
const played = (s: Script, bidding: string, note?: string) =>
  s.call(bidding).playOut().expectScores(note);

export function scoreScenarios(save: Save): void {
  // --- B10, B11: trick points below the line, part scores and games ---------------------------

  {
    const d = dealFor(NORTH, ['CA CK CQ C9'], '2C P P P', 8);
    const s = new Script([d]);
    s.call('2C P P P').expectContract().playOut();
    check(s, [[40, 0]]).expectScores('2 clubs made: 40 below the line, a part score');
    s.write(
      'part-score-below-the-line',
      'North makes 2 clubs with eight tricks: 2 × 20 = 40 below the line, a part score short of the 100 of a game',
      ['B10', 'B11'],
      save,
    );
  }

  {
    const d = dealFor(NORTH, ['SA SK S9 S8 S7 HA HK', '', 'SQ S6 S5 DA DK CA'], '4S P P P', 11);
    const s = played(new Script([d]), '4S P P P', '4 × 30 = 120 below: a game; 30 above');
    check(s, [[150, 0]]).write(
      'game-with-an-overtrick',
      'North makes 4 spades with eleven tricks, not vulnerable: 4 × 30 = 120 below the line is a game, and the overtrick 30 above it, 150 in all',
      ['B10', 'B11', 'B12'],
      save,
    );
  }

  {
    const s = new Script([
      dealFor(NORTH, ['SA SK SQ S9'], '2S P P P', 8),
      dealFor(EAST, ['', 'DA DK DQ D9'], '2D P P P', 8),
      dealFor(SOUTH, ['', '', 'CA CK CQ C9'], '2C P P P', 8),
    ]);
    played(s, '2S P P P', 'North-South 60 below the line');
    played(s.next(), '2D P P P', 'East-West 40 below the line');
    played(s.next(), '2C P P P', '60 + 40 = 100: a game, and East-West’s 40 no longer counts');
    check(s, [
      [60, 0],
      [0, 40],
      [40, 0],
    ]).write(
      'part-scores-add-up-to-a-game',
      'North-South make 2 spades (60), East-West 2 diamonds (40), then North-South 2 clubs (40): their 60 + 40 below the line reach 100, a game, and both sides start the next game from nothing',
      ['B11', 'B10', 'B2'],
      save,
    );
  }

  {
    const d = dealFor(NORTH, ['SA HA DA', '', 'SK HK DK'], '1N P P P', 8);
    const s = played(new Script([d]), '1N P P P', '40 below the line, the overtrick 30 above');
    check(s, [[70, 0]]).write(
      'no-trump-forty-then-thirty',
      'North makes 1 no trump with eight tricks: the first trick over six at no trump is worth 40 below the line, the overtrick 30 above it, 70 in all',
      ['B10', 'B12'],
      save,
    );
  }

  {
    const d = dealFor(WEST, ['', 'SK HK DK CA', '', 'SA HA DA CK'], '3N P P P', 9);
    const s = played(new Script([d]), '3N P P P', '40 + 30 + 30 = 100: a game');
    check(s, [[0, 100]]).write(
      'three-no-trump-is-a-game',
      'West makes 3 no trump exactly: 40 + 30 + 30 = 100 below the line is a game for East-West',
      ['B10', 'B11'],
      save,
    );
  }

  // --- B12: doubled and redoubled contracts made -----------------------------------------------

  {
    const d = dealFor(NORTH, ['SA HA DA', '', 'SK HK DK'], '1N X P P P', 9);
    const s = played(new Script([d]), '1N X P P P', '80 below; 2 × 100 and 50 above');
    check(s, [[330, 0]]).write(
      'doubled-contract-made-with-overtricks',
      'North makes 1 no trump doubled with nine tricks, not vulnerable: 2 × 40 = 80 below the line, two overtricks at 100 and 50 for making a doubled contract above it, 330 in all',
      ['B10', 'B12'],
      save,
    );
  }

  {
    const d = dealFor(NORTH, ['HA HK HQ H9'], '1H X XX P P P', 7);
    const s = played(new Script([d]), '1H X XX P P P', '4 × 30 = 120: a game; 100 above');
    check(s, [[220, 0]]).write(
      'one-heart-redoubled-is-a-game',
      'North makes 1 heart redoubled exactly: 4 × 30 = 120 below the line is a game on its own, and 100 above for making a redoubled contract, 220 in all',
      ['B10', 'B11', 'B12'],
      save,
    );
  }

  // --- B13: undertricks ---------------------------------------------------------------------------

  {
    const d = dealFor(NORTH, [], '4S P P P', 8);
    const s = played(new Script([d]), '4S P P P', 'two down, not vulnerable: 2 × 50');
    check(s, [[0, 100]]).write(
      'set-not-vulnerable',
      'North takes eight tricks in 4 spades, two short, not vulnerable and undoubled: East-West score 2 × 50 = 100 above the line, and nobody anything below it',
      ['B13'],
      save,
    );
  }

  {
    const d = dealFor(NORTH, [], '4H X P P P', 6);
    const s = played(new Script([d]), '4H X P P P', '100 + 200 + 200 + 300');
    check(s, [[0, 800]]).write(
      'doubled-set-by-four-not-vulnerable',
      'North takes six tricks in 4 hearts doubled, four short, not vulnerable: East-West score 100 + 200 + 200 + 300 = 800',
      ['B13'],
      save,
    );
  }

  {
    const d = dealFor(NORTH, [], '3S X P P P', 7);
    const s = played(new Script([d]), '3S X P P P', 'two down doubled: 100 + 200');
    check(s, [[0, 300]]).write(
      'doubled-set-by-two-not-vulnerable',
      'North takes seven tricks in 3 spades doubled, two short, not vulnerable: East-West score 100 for the first undertrick and 200 for the second, 300',
      ['B13'],
      save,
    );
  }

  {
    const d = dealFor(NORTH, [], '2S X XX P P P', 7);
    const s = played(new Script([d]), '2S X XX P P P', 'one down redoubled: twice 100');
    check(s, [[0, 200]]).write(
      'redoubled-set-by-one',
      'North takes seven tricks in 2 spades redoubled, one short, not vulnerable: East-West score twice the doubled 100, 200',
      ['B13', 'B5'],
      save,
    );
  }

  {
    const s = new Script([
      dealFor(NORTH, ['SA HA DA', '', 'SK HK DK'], '3N P P P', 9),
      dealFor(EAST, [], 'P 4S P P P', 8),
    ]);
    played(s, '3N P P P', 'a game: North-South are vulnerable');
    played(s.next(), 'P 4S P P P', 'two down vulnerable: 2 × 100');
    check(s, [
      [100, 0],
      [0, 200],
    ]).write(
      'set-vulnerable',
      'North-South win a game with 3 no trump and are vulnerable; then South takes eight tricks in 4 spades, two short: East-West score 2 × 100 = 200',
      ['B11', 'B13'],
      save,
    );
  }

  {
    const s = new Script([
      dealFor(NORTH, ['SA HA DA', '', 'SK HK DK'], '3N P P P', 9),
      dealFor(EAST, [], 'P 3N X P P P', 7),
    ]);
    played(s, '3N P P P', 'a game: North-South are vulnerable');
    played(s.next(), 'P 3N X P P P', 'two down, doubled and vulnerable: 200 + 300');
    check(s, [
      [100, 0],
      [0, 500],
    ]).write(
      'three-no-trump-doubled-down-two-vulnerable',
      'North-South, vulnerable after a game, play 3 no trump doubled by South and take seven tricks: two down, doubled and vulnerable, East-West score 200 + 300 = 500',
      ['B11', 'B13'],
      save,
    );
  }

  {
    const s = new Script([
      dealFor(NORTH, ['SA HA DA', '', 'SK HK DK'], '3N P P P', 9),
      dealFor(EAST, [], 'P 4H X XX P P P', 8),
    ]);
    played(s, '3N P P P', 'a game: North-South are vulnerable');
    played(s.next(), 'P 4H X XX P P P', 'two down, redoubled and vulnerable: twice 200 + 300');
    check(s, [
      [100, 0],
      [0, 1000],
    ]).write(
      'redoubled-set-by-two-vulnerable',
      'Vulnerable North-South play 4 hearts redoubled and take eight tricks, two short: East-West score twice the doubled 200 + 300, 1000',
      ['B13', 'B11', 'B5'],
      save,
    );
  }

  // --- B14: slams ---------------------------------------------------------------------------------

  // North-South hold every trick but the ace of clubs; nobody holds four heart honours
  const slammer = 'HA HK HQ H9 H8 H7 SA SK SQ DA DK DQ C2';
  const slamPartner = 'HJ HT H6 SJ ST S9 DJ DT D9 CK CQ CJ CT';

  {
    const d = dealFor(NORTH, [slammer, '', slamPartner], '6H X XX P P P', 12);
    const s = new Script([d]).call('6H X XX P P P').expectContract().playOut();
    check(s, [[1320, 0]]).expectScores('720 below, 100 and 500 above');
    s.write(
      'small-slam-redoubled',
      'North makes 6 hearts redoubled exactly, not vulnerable: 4 × 6 × 30 = 720 below the line, 100 for making a redoubled contract and 500 for a small slam, 1320 in all',
      ['B14', 'B10', 'B12'],
      save,
    );
  }

  {
    const s = new Script([
      dealFor(NORTH, ['SA HA DA', '', 'SK HK DK'], '3N P P P', 9),
      dealFor(EAST, [slamPartner, '', slammer], 'P 6H P P P', 12),
    ]);
    played(s, '3N P P P', 'a game: North-South are vulnerable');
    played(s.next(), 'P 6H P P P', '180 below, 750 for the slam, 700 for the rubber');
    check(s, [
      [100, 0],
      [1630, 0],
    ]).write(
      'small-slam-vulnerable',
      'Vulnerable North-South make 6 hearts exactly, South declaring: 6 × 30 = 180 below the line and the second game, 750 for a small slam vulnerable, and 700 for the rubber two games to none',
      ['B14', 'B11', 'B16'],
      save,
    );
  }

  {
    // South and North hold every card above the 8: all thirteen tricks, whoever leads
    const south = 'SA SK SQ SJ HA HK HQ HJ DA DK DQ CK CQ';
    const north = 'ST S9 HT H9 DJ DT D9 CA CJ CT C9 C8 C7'; // no hand holds four aces
    const s = new Script([
      dealFor(NORTH, ['SA SK S9 S8 S7 HA HK', '', 'SQ S6 S5 DA DK CA'], '4S P P P', 10),
      dealFor(EAST, [north, '', south], 'P 7N P P P', 13),
    ]);
    played(s, '4S P P P', 'a game: North-South are vulnerable');
    played(s.next(), 'P 7N P P P', '220 below, 1500 for the grand slam, 700 for the rubber');
    check(s, [
      [120, 0],
      [2420, 0],
    ]).write(
      'grand-slam-vulnerable-wins-the-rubber',
      'After a game North-South bid 7 no trump and take all thirteen tricks, vulnerable: 40 + 6 × 30 = 220 below the line, 1500 for a grand slam, and the second game wins the rubber 2-0 for 700',
      ['B14', 'B10', 'B16'],
      save,
    );
  }

  // --- B15: honours -------------------------------------------------------------------------------

  {
    const d = dealFor(NORTH, ['SA SK SQ SJ'], '2S P P P', 8, { honours: true });
    const s = new Script([d]).call('2S P P P').playOut();
    check(s, [[160, 0]]).expectScores('60 below the line, 100 for four honours');
    s.write(
      'four-trump-honours',
      'North holds the ace, king, queen and jack of spades and makes 2 spades: 60 below the line and 100 for four of the five trump honours in one hand',
      ['B15', 'B10'],
      save,
    );
  }

  {
    const d = dealFor(NORTH, ['', 'HA HK HQ HJ HT'], '2H P P P', 5, { honours: true });
    const s = played(new Script([d]), '2H P P P', 'three down; the five honours');
    check(s, [[0, 150 + 150]]).write(
      'honours-to-the-defenders',
      'East holds all five trump honours against North’s 2 hearts, which goes three down: East-West score 3 × 50 for the undertricks and 150 for the honours, which count for whichever side holds them',
      ['B15', 'B13'],
      save,
    );
  }

  {
    const aces = 'SA HA DA CA';
    const s = new Script([
      dealFor(NORTH, ['', '', '', aces], '1N P P P', 6, { honours: true }),
      dealFor(EAST, ['', '', '', aces], 'P 1S P P P', 7),
    ]);
    played(s, '1N P P P', 'one down; the four aces at no trump');
    played(s.next(), 'P 1S P P P', 'the four aces count nothing in a suit contract');
    check(s, [
      [0, 50 + 150],
      [30, 0],
    ]).write(
      'four-aces-at-no-trump',
      'West holds the four aces against 1 no trump, one down: East-West score 50 and 150 for the aces; in the next hand West holds them against 1 spade, made, and they count nothing',
      ['B15', 'B10', 'B13'],
      save,
    );
  }

  // --- B16, B17: the rubber ------------------------------------------------------------------------

  const game4S = () =>
    dealFor(NORTH, ['SA SK S9 S8 S7 HA HK', '', 'SQ S6 S5 DA DK CA'], '4S P P P', 10);

  {
    const s = new Script([game4S(), dealFor(EAST, ['', '', 'SA HA DA', ''], 'P 3N P P P', 9)]);
    played(s, '4S P P P', 'a game');
    played(s.next(), 'P 3N P P P', 'the second game: the rubber, 700');
    check(s, [
      [120, 0],
      [800, 0],
    ]).write(
      'rubber-two-games-to-none',
      'North-South make 4 spades and then 3 no trump: two games to none win the rubber, 700 more, and the match ends 920 to 0',
      ['B16', 'B11'],
      save,
    );
  }

  {
    const s = new Script([
      game4S(),
      dealFor(EAST, ['', 'SA HA DA', '', 'SK HK DK'], '3N P P P', 9),
      dealFor(SOUTH, ['', '', 'HA HK HQ H9 H8'], '4H P P P', 10),
    ]);
    played(s, '4S P P P', 'North-South’s game');
    played(s.next(), '3N P P P', 'East-West’s game: both vulnerable');
    played(s.next(), '4H P P P', 'the third game: the rubber 2-1, 500');
    check(s, [
      [120, 0],
      [0, 100],
      [620, 0],
    ]).write(
      'rubber-two-games-to-one',
      'North-South win a game, East-West a game, and North-South the third with 4 hearts: the rubber is won two games to one, 500 more, and North-South win the match 740 to 100',
      ['B16', 'B11'],
      save,
      { repeat: true },
    );
  }

  {
    const s = new Script([
      dealFor(NORTH, ['SA HA DA', '', 'SK HK DK'], '3N P P P', 9),
      dealFor(EAST, [], 'P 7S X P P P', 8),
      dealFor(SOUTH, ['', '', 'HA HK HQ H9 H8'], '4H P P P', 10),
    ]);
    played(s, '3N P P P', 'a game');
    played(s.next(), 'P 7S X P P P', 'five down, doubled and vulnerable: 200 + 4 × 300');
    played(s.next(), '4H P P P', 'the second game and the rubber, 700; East-West still ahead');
    check(s, [
      [100, 0],
      [0, 1400],
      [820, 0],
    ]).write(
      'rubber-lost-on-points',
      'North-South win both games and the rubber bonus of 700, but in between went five down in 7 spades doubled and vulnerable (200 + 4 × 300 = 1400): East-West win the match 1400 to 920',
      ['B16', 'B13'],
      save,
    );
  }

  {
    const s = new Script([game4S(), dealFor(EAST, ['', 'DA DK DQ D9'], '2D P P P', 8)], 2);
    played(s, '4S P P P', 'a game for North-South');
    played(s.next(), '2D P P P', 'stopped after two hands: 300 for the game, 100 for the part');
    check(s, [
      [120, 0],
      [300, 140],
    ]).write(
      'unfinished-rubber',
      'A match stopped after two hands: North-South have a game (300 more), East-West a part score of 40 from 2 diamonds (100 more); North-South win 420 to 140',
      ['B17'],
      save,
    );
  }

  {
    const s = new Script([
      dealFor(NORTH, ['SA HA DA', '', 'SK HK DK'], '3N P P P', 9),
      dealFor(EAST, [], 'P 2S X P P P', 9),
    ]);
    played(s, '3N P P P', 'a game: North-South are vulnerable');
    played(s.next(), 'P 2S X P P P', '120 below, 200 and 50 above, and the rubber, 700');
    check(s, [
      [100, 0],
      [1070, 0],
    ]).write(
      'doubled-into-game-vulnerable',
      'Vulnerable North-South make 2 spades doubled with an overtrick: 2 × 2 × 30 = 120 below the line is the second game, the overtrick doubled and vulnerable 200, 50 for making it doubled, and 700 for the rubber two games to none',
      ['B12', 'B11', 'B16'],
      save,
    );
  }
}
