import type { Ctx, Game } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { seedRandom, shuffleInPlace } from '@orrery/runtime';

/**
 * Mars & Venus for boardgame.io, written the way its tutorials write games: plain arrays in G,
 * one `play` move, custom turn order, `endIf` for the match end and `ai.enumerate` for bots.
 * Cards are deck indices in rules/mars-venus.rules order. The deck is shuffled with the sfc32
 * words kept in G (not boardgame.io's own PRNG) so that every engine deals the same hands.
 */

const MARS = 2;
const VENUS = 5;
const SUIT_RANK = [3, 2, 1, 3, 2, 1];
const SUIT_GROUP = [0, 0, 0, 1, 1, 1];

function suitOf(c: number): number {
  return c === 54 ? MARS : c === 55 ? VENUS : Math.floor(c / 9);
}
/** M2: Galaxy 10, Sun 9, Moon 8, then the face. */
function rankOf(c: number): number {
  return c >= 54 ? 10 : 9 - (c % 9);
}
/** M8 and M4: suit tier first, then rank. */
function power(c: number): number {
  return SUIT_RANK[suitOf(c)]! * 16 + rankOf(c);
}

export interface MarsVenusG {
  rng: number[];
  options: { target: number; skunk: boolean; cut: boolean; maxHands: number };
  hands: number[][];
  trick: number[];
  taken: number[][];
  dealer: number;
  leader: number;
  /** The seat to act next (the turn order reads it). */
  seat: number;
  broken: boolean[];
  tricksPlayed: number;
  lastTrickWinner: number;
  handNumber: number;
  total: number[];
  /** Every completed hand's scores, per team. */
  handScores: number[][];
  winner: number | null;
}

export interface MarsVenusSetup {
  seed: number;
  options?: {
    target?: number;
    skunk?: 'on' | 'off';
    'first-dealer'?: 'cut' | 'seat-0';
    'max-hands'?: number;
  };
}

function freshDeck(): number[] {
  return Array.from({ length: 56 }, (_, i) => i);
}

function deal(G: MarsVenusG): void {
  const deck = freshDeck();
  shuffleInPlace(deck, G.rng);
  G.hands = [[], [], [], []];
  deck.forEach((c, i) => G.hands[(G.dealer + 1 + i) % 4]!.push(c)); // M5
  G.trick = [];
  G.taken = [[], []];
  G.broken = [false, false, false, false, false, false];
  G.tricksPlayed = 0;
  G.leader = (G.dealer + 1) % 4; // C2
  G.seat = G.leader;
}

/** M4: the highest cut deals; ties cut again. */
function cut(G: MarsVenusG): number {
  let contenders = [0, 1, 2, 3];
  for (let round = 0; round < 64; round++) {
    const deck = freshDeck();
    shuffleInPlace(deck, G.rng);
    const powers = contenders.map((_, i) => power(deck[i]!));
    const best = Math.max(...powers);
    const tied = contenders.filter((_, i) => powers[i] === best);
    if (tied.length === 1) return tied[0]!;
    contenders = tied;
  }
  return contenders[0]!;
}

export function legalCards(G: MarsVenusG, seat: number): number[] {
  const hand = G.hands[seat]!;
  if (G.trick.length === 0) {
    const open = hand.filter((c) => {
      const s = suitOf(c);
      return (s !== MARS && s !== VENUS) || G.broken[s]; // M6
    });
    return open.length > 0 ? open : hand.slice();
  }
  const led = suitOf(G.trick[0]!);
  const following = hand.filter((c) => suitOf(c) === led); // M7
  return following.length > 0 ? following : hand.slice();
}

function trickWinner(G: MarsVenusG): number {
  const led = G.trick[0]!;
  let best = 0;
  G.trick.forEach((c, i) => {
    // M8: power only in the led group, at or above the led suit
    const s = suitOf(c);
    const ok =
      SUIT_GROUP[s] === SUIT_GROUP[suitOf(led)] && SUIT_RANK[s]! >= SUIT_RANK[suitOf(led)]!;
    if (ok && power(c) > power(G.trick[best]!)) best = i;
  });
  return (G.leader + best) % 4;
}

function scoreHand(G: MarsVenusG): number[] {
  return [0, 1].map((t) => {
    let score = 0;
    for (const suit of [MARS, VENUS]) {
      const mine = G.taken[t]!.filter((c) => suitOf(c) === suit);
      if (mine.length === 10)
        score += 20; // M10
      else if (!mine.some((c) => rankOf(c) === 10)) score += mine.length;
    }
    return score;
  });
}

function endHand(G: MarsVenusG): void {
  const scores = scoreHand(G);
  G.handScores.push(scores);
  G.total = G.total.map((x, t) => x + scores[t]!);
  const [a, b] = G.total as [number, number];
  if (G.options.skunk && G.handNumber === 1 && scores.includes(40)) G.winner = scores.indexOf(40);
  else if (Math.max(a, b) >= G.options.target && a !== b) G.winner = a > b ? 0 : 1;
  else if (G.options.maxHands > 0 && G.handNumber >= G.options.maxHands)
    G.winner = a === b ? -2 : a > b ? 0 : 1;
  if (G.winner !== null) return;
  G.handNumber++;
  G.dealer = (G.dealer + 1) % 4;
  deal(G);
}

export const MarsVenusGame: Game<MarsVenusG, Record<string, unknown>, MarsVenusSetup> = {
  name: 'mars-venus',
  minPlayers: 4,
  maxPlayers: 4,
  setup: (_context, setupData) => {
    const o = setupData?.options ?? {};
    const G: MarsVenusG = {
      rng: [...seedRandom(setupData?.seed ?? 0)],
      options: {
        target: o.target ?? 56,
        skunk: (o.skunk ?? 'on') === 'on',
        cut: (o['first-dealer'] ?? 'cut') === 'cut',
        maxHands: o['max-hands'] ?? 0,
      },
      hands: [],
      trick: [],
      taken: [],
      dealer: 0,
      leader: 0,
      seat: 0,
      broken: [],
      tricksPlayed: 0,
      lastTrickWinner: -1,
      handNumber: 1,
      total: [0, 0],
      handScores: [],
      winner: null,
    };
    G.dealer = G.options.cut ? cut(G) : 0;
    deal(G);
    return G;
  },
  turn: {
    minMoves: 1,
    maxMoves: 1,
    order: {
      first: ({ G }) => G.seat,
      next: ({ G }) => G.seat,
    },
  },
  moves: {
    play: ({ G, playerID }, card: number) => {
      const seat = Number(playerID);
      if (!legalCards(G, seat).includes(card)) return INVALID_MOVE;
      G.hands[seat] = G.hands[seat]!.filter((c) => c !== card);
      G.trick.push(card);
      if (G.trick.length < 4) {
        G.seat = (seat + 1) % 4;
        return;
      }
      const winner = trickWinner(G);
      for (const c of G.trick) G.broken[suitOf(c)] = true;
      G.taken[winner % 2]!.push(...G.trick);
      G.trick = [];
      G.leader = winner;
      G.seat = winner;
      G.lastTrickWinner = winner;
      if (++G.tricksPlayed === 14) endHand(G);
    },
  },
  endIf: ({ G }) => (G.winner === null ? undefined : { winner: G.winner }),
  ai: {
    enumerate: (G: MarsVenusG, _ctx: Ctx, playerID: string) =>
      legalCards(G, Number(playerID)).map((card) => ({ move: 'play', args: [card] })),
  },
};
