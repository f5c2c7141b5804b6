import type { Ctx, Game } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { seedRandom, shuffleInPlace } from '@orrery/runtime';

/**
 * Two-player Starbuckaroos for boardgame.io (S1-S12 with `players` 2 and `draw` `always`): plain
 * arrays in G, the automatic draw in `turn.onBegin`, one move per turn, `endIf` for the match end
 * and `ai.enumerate` for bots. Cards are deck indices in rules/starbuckaroos.rules order
 * (Planet 10..1, Moon 10..1, Comet 10..1, Nova 1, Nova 2); the deck is shuffled with sfc32 words
 * kept in G so that every engine deals the same hands.
 */

type Kind = 'planet' | 'moon' | 'comet' | 'nova';
function kindOf(c: number): Kind {
  return c < 10 ? 'planet' : c < 20 ? 'moon' : c < 30 ? 'comet' : 'nova';
}
function faceOf(c: number): number {
  return c < 30 ? 10 - (c % 10) : 0;
}
/** S8: a Planet is worth twice its face, a Moon its face. */
function pointsOf(c: number): number {
  const kind = kindOf(c);
  return kind === 'planet' ? 2 * faceOf(c) : kind === 'moon' ? faceOf(c) : 0;
}
function laid(c: number): boolean {
  return kindOf(c) === 'planet' || kindOf(c) === 'moon';
}

export interface StarbuckaroosG {
  rng: number[];
  options: { ownerScores: boolean; target: number; maxHands: number };
  hands: number[][];
  /** Top card first. */
  stock: number[];
  areas: number[][];
  piles: number[][];
  dealer: number;
  /** The seat to act next (the turn order reads it). */
  seat: number;
  drew: boolean;
  quiet: number;
  handNumber: number;
  total: number[];
  handScores: number[][];
  winner: number | null;
}

export interface StarbuckaroosSetup {
  seed: number;
  options?: { unclaimed?: 'owner' | 'nobody'; target?: number; 'max-hands'?: number };
}

/** A move as boardgame.io's bots enumerate it. */
export type StarbuckaroosMove =
  | { move: 'lay' | 'nova'; args: [number] }
  | { move: 'capture'; args: [number, number] }
  | { move: 'pass'; args: [] };

function deal(G: StarbuckaroosG): void {
  const deck = Array.from({ length: 32 }, (_, i) => i);
  shuffleInPlace(deck, G.rng);
  G.hands = [[], []];
  for (let i = 0; i < 10; i++) G.hands[(G.dealer + 1 + i) % 2]!.push(deck[i]!); // S3
  G.stock = deck.slice(10);
  G.areas = [[], []];
  G.piles = [[], []];
  G.quiet = 0;
  G.seat = (G.dealer + 1) % 2; // C2
}

export function legalMoves(G: StarbuckaroosG, seat: number): StarbuckaroosMove[] {
  const hand = G.hands[seat]!;
  const moves: StarbuckaroosMove[] = [];
  for (const c of hand) if (laid(c)) moves.push({ move: 'lay', args: [c] });
  for (const c of hand) {
    if (kindOf(c) !== 'comet') continue;
    for (const t of G.areas[1 - seat]!) {
      if (laid(t) && faceOf(t) <= faceOf(c)) moves.push({ move: 'capture', args: [c, t] }); // S5
    }
  }
  const anyLaid = G.areas.some((a) => a.some(laid));
  for (const c of hand)
    if (kindOf(c) === 'nova' && anyLaid) moves.push({ move: 'nova', args: [c] });
  moves.push({ move: 'pass', args: [] });
  return moves;
}

function handOver(G: StarbuckaroosG): boolean {
  return (G.stock.length === 0 && G.hands.every((h) => h.length === 0)) || G.quiet >= 2; // S7
}

function endHand(G: StarbuckaroosG): void {
  const scores = [0, 1].map(
    (t) =>
      G.piles[t]!.reduce((n, c) => n + pointsOf(c), 0) +
      (G.options.ownerScores ? G.areas[t]!.reduce((n, c) => n + pointsOf(c), 0) : 0),
  );
  G.handScores.push(scores);
  G.total = G.total.map((x, t) => x + scores[t]!);
  const [a, b] = G.total as [number, number];
  if (Math.max(a, b) >= G.options.target && a !== b) G.winner = a > b ? 0 : 1;
  else if (G.options.maxHands > 0 && G.handNumber >= G.options.maxHands)
    G.winner = a === b ? -2 : a > b ? 0 : 1;
  if (G.winner !== null) return;
  G.handNumber++;
  G.dealer = 1 - G.dealer;
  deal(G);
}

/** After every act: the turn passes, or the hand ends and the next one starts left of its dealer. */
function afterAct(G: StarbuckaroosG, seat: number): void {
  G.seat = 1 - seat;
  if (handOver(G)) endHand(G);
}

function isLegal(G: StarbuckaroosG, seat: number, move: string, args: readonly number[]): boolean {
  return legalMoves(G, seat).some(
    (m) =>
      m.move === move && m.args.length === args.length && m.args.every((x, i) => x === args[i]),
  );
}

function take(list: number[], card: number): void {
  list.splice(list.indexOf(card), 1);
}

export const StarbuckaroosGame: Game<
  StarbuckaroosG,
  Record<string, unknown>,
  StarbuckaroosSetup
> = {
  name: 'starbuckaroos',
  minPlayers: 2,
  maxPlayers: 2,
  setup: (_context, setupData) => {
    const o = setupData?.options ?? {};
    const G: StarbuckaroosG = {
      rng: [...seedRandom(setupData?.seed ?? 0)],
      options: {
        ownerScores: (o.unclaimed ?? 'owner') === 'owner',
        target: o.target ?? 500,
        maxHands: o['max-hands'] ?? 0,
      },
      hands: [],
      stock: [],
      areas: [],
      piles: [],
      dealer: 0, // S3
      seat: 0,
      drew: false,
      quiet: 0,
      handNumber: 1,
      total: [0, 0],
      handScores: [],
      winner: null,
    };
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
    onBegin: ({ G, ctx }) => {
      const seat = Number(ctx.currentPlayer);
      G.drew = false;
      if (G.stock.length > 0 && G.hands[seat]!.length < 10) {
        G.hands[seat]!.push(G.stock.shift()!); // S4: the automatic draw
        G.drew = true;
      }
    },
  },
  moves: {
    lay: ({ G, playerID }, card: number) => {
      const seat = Number(playerID);
      if (!isLegal(G, seat, 'lay', [card])) return INVALID_MOVE;
      take(G.hands[seat]!, card);
      G.areas[seat]!.push(card);
      G.quiet = 0;
      afterAct(G, seat);
    },
    capture: ({ G, playerID }, card: number, target: number) => {
      const seat = Number(playerID);
      if (!isLegal(G, seat, 'capture', [card, target])) return INVALID_MOVE;
      take(G.hands[seat]!, card);
      take(G.areas[1 - seat]!, target);
      G.piles[seat]!.push(card, target);
      G.quiet = 0;
      afterAct(G, seat);
    },
    nova: ({ G, playerID }, card: number) => {
      const seat = Number(playerID);
      if (!isLegal(G, seat, 'nova', [card])) return INVALID_MOVE;
      take(G.hands[seat]!, card);
      for (const area of G.areas) G.piles[seat]!.push(...area.filter(laid));
      G.areas = G.areas.map((area) => area.filter((c) => !laid(c)));
      G.piles[seat]!.push(card);
      G.quiet = 0;
      afterAct(G, seat);
    },
    pass: ({ G, playerID }) => {
      const seat = Number(playerID);
      if (!isLegal(G, seat, 'pass', [])) return INVALID_MOVE;
      G.quiet = G.drew ? 0 : G.quiet + 1;
      afterAct(G, seat);
    },
  },
  endIf: ({ G }) => (G.winner === null ? undefined : { winner: G.winner }),
  ai: {
    enumerate: (G: StarbuckaroosG, ctx: Ctx, playerID: string) => legalMoves(G, Number(playerID)),
  },
};
