import type { GameMeta, Move, MoveError, MoveParamMeta } from '@orrery/runtime';

/**
 * How much a refusal code tells a person, for the codes every engine shares: a code not listed
 * is the game's own rule (a rules file's `require`, following suit), which names the rule and
 * beats them all; a failed `where` (`not-allowed`) says the card does not fit the move; a card
 * that is not where the move takes it from, or a move of another phase, says least.
 */
const GENERIC_RANK: Readonly<Record<string, number>> = {
  'not-allowed': 3,
  'out-of-range': 2,
  'not-available': 2,
  'card-not-held': 2,
  'not-now': 1,
  'not-your-turn': 0,
  'game-over': 0,
  'malformed-move': -1,
  'unknown-move': -1,
  'unknown-card': -1,
  'internal-error': -1,
};

/** The rank of the game's own rules: above every shared code. */
const RULE_RANK = 4;

export function refusalRank(code: string): number {
  return GENERIC_RANK[code] ?? RULE_RANK;
}

/** The most moves a refusal tries: a card's move with every value of its other parameters. */
const MOST_TRIES = 4000;

/**
 * The values a parameter other than the card can take, for trying a move: cards that `seen`
 * lists (a target must lie where the person sees it), every suit, rank, seat or team, and the
 * numbers the legal moves of that type use (a number alone rarely decides a card's refusal).
 */
function valuesOf(
  meta: GameMeta,
  param: MoveParamMeta,
  type: string,
  seen: readonly string[],
  legal: readonly Move[],
  counts: { seats: number; teams: number },
): unknown[] {
  switch (param.kind) {
    case 'card':
      return [...seen];
    case 'suit':
      return meta.suits.map((s) => s.id);
    case 'rank':
      return meta.ranks.map((r) => r.id);
    case 'seat':
      return Array.from({ length: counts.seats }, (_, i) => i);
    case 'team':
      return Array.from({ length: counts.teams }, (_, i) => i);
    case 'number': {
      const used = legal.filter((m) => m.type === type).map((m) => m[param.name]);
      return used.length > 0 ? [...new Set(used)] : [0];
    }
    case 'cards':
      // A set of cards: the sets the legal moves of that type name (there are too many to try).
      return legal.filter((m) => m.type === type).map((m) => m[param.name]);
  }
}

/**
 * Why no move may take `card`, the most telling refusal of all the moves that could: each move
 * whose first card parameter could be it is tried with every value of its other parameters
 * (`apply` returns the refusal and leaves the state alone), and the refusal of the highest
 * rank wins (a `require`'s message from the rules file over a failed `where` over not now).
 * Null when some try is accepted: the card can be played.
 */
export function bestRefusal(
  meta: GameMeta,
  apply: (move: Move) => MoveError | null,
  card: string,
  seen: readonly string[],
  legal: readonly Move[],
  counts: { seats: number; teams: number },
): MoveError | null {
  let best: MoveError | null = null;
  let tries = 0;
  for (const declared of meta.moves) {
    const first = declared.params.findIndex((p) => p.kind === 'card');
    if (first < 0) continue;
    const others = declared.params.filter((_, i) => i !== first);
    const choices = others.map((p) =>
      valuesOf(
        meta,
        p,
        declared.type,
        seen.filter((c) => c !== card),
        legal,
        counts,
      ),
    );
    for (const combo of product(choices)) {
      if (++tries > MOST_TRIES) return best;
      const move: Record<string, unknown> = { type: declared.type };
      move[declared.params[first]!.name] = card;
      others.forEach((p, i) => (move[p.name] = combo[i]));
      const refused = apply(move as Move);
      if (refused === null) return null;
      if (best === null || refusalRank(refused.code) > refusalRank(best.code)) best = refused;
    }
  }
  return best;
}

/** Every combination of one value from each list, in order; one empty combination for none. */
function* product(lists: readonly (readonly unknown[])[]): Generator<unknown[]> {
  if (lists.length === 0) {
    yield [];
    return;
  }
  const [head, ...rest] = lists;
  for (const value of head!) for (const tail of product(rest)) yield [value, ...tail];
}
