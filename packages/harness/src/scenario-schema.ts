/**
 * The scenario file format: a game, its options, an explicit deal for every hand that is
 * reached (the `deals` shape of replay files), and steps that play moves and check what must
 * hold. Validated with zod so a wrong file is reported with the path of what is wrong
 * (`steps[3].play.card`), never with a stack trace. See scenarios/README.md for the format.
 */

import { z } from 'zod';
import type { Result } from '@orrery/runtime';

const cardList = z.array(z.string().min(1));
const option = z.union([z.string(), z.number()]);
/** A move's parameter: a card, suit, rank or seat, a number, or a set of cards (their ids). */
const parameter = z.union([z.string(), z.number(), cardList]);

/** A move in public notation with the seat that makes it (REPLAY.md). */
const seatedMove = z
  .object({ seat: z.number().int().min(0), type: z.string().min(1) })
  .catchall(parameter);

/** A move as the engine lists it: no seat. */
const bareMove = z.object({ type: z.string().min(1) }).catchall(parameter);

const deal = z.strictObject({
  dealer: z.number().int().min(0).optional(),
  hands: z.array(cardList).min(1),
  stock: cardList.optional(),
});

const trickEvent = z.strictObject({
  leader: z.number().int().min(0).optional(),
  winner: z.number().int().min(0),
  cards: cardList.optional(),
});

/** What must hold at a point of the scenario; every field is optional. */
const expectation = z.strictObject({
  toMove: z.number().int().min(0).nullable().optional(),
  /** Exactly these legal moves, in any order. */
  legal: z.array(bareMove).optional(),
  legalIncludes: z.array(bareMove).optional(),
  legalExcludes: z.array(bareMove).optional(),
  /** Zone contents in any order, keyed `zone` or `zone.owner` (`taken.0`, `hand.2`, `stock`). */
  zones: z.record(z.string(), cardList).optional(),
  /** Zone contents in exactly this order (a stock, top card first). */
  zonesInOrder: z.record(z.string(), cardList).optional(),
  zonesInclude: z.record(z.string(), cardList).optional(),
  zoneSizes: z.record(z.string(), z.number().int().min(0)).optional(),
  /** What one seat's view shows of some zones: the cards in order, or only a count. */
  view: z
    .strictObject({
      seat: z.number().int().min(0),
      zones: z.record(z.string(), z.union([cardList, z.strictObject({ count: z.number() })])),
    })
    .optional(),
  /** Every completed hand so far: its dealer and the points of each team. */
  hands: z
    .array(
      z.strictObject({
        dealer: z.number().int().min(0).optional(),
        scores: z.array(z.number()).optional(),
      }),
    )
    .optional(),
  totals: z.array(z.number()).optional(),
  over: z.boolean().optional(),
  winner: z
    .union([z.number().int().min(0), z.literal('draw')])
    .nullable()
    .optional(),
  dealer: z.number().int().min(0).optional(),
  handNumber: z.number().int().min(1).optional(),
  phase: z.string().nullable().optional(),
  /** Names of the rule events fired since the previous expectation, in order. */
  rules: z.array(z.string()).optional(),
  /** The tricks completed since the previous expectation, in order. */
  tricks: z.array(trickEvent).optional(),
  /** Part of the saved state's `variables`; a suit may be written by its id. */
  variables: z.record(z.string(), z.unknown()).optional(),
});

const step = z.union([
  z.strictObject({ play: seatedMove, note: z.string().optional() }),
  z.strictObject({ moves: z.array(seatedMove).min(1), note: z.string().optional() }),
  z.strictObject({ illegal: seatedMove, code: z.string().min(1), note: z.string().optional() }),
  z.strictObject({
    trick: cardList.min(1),
    winner: z.number().int().min(0),
    type: z.string().optional(),
    note: z.string().optional(),
  }),
  z.strictObject({ expect: expectation, note: z.string().optional() }),
]);

export const scenarioSchema = z.strictObject({
  description: z.string().min(1),
  rulings: z.array(z.string().regex(/^[A-Z][0-9]+$/, 'a ruling id like "M6"')).min(1),
  game: z.string().min(1),
  options: z.record(z.string(), option).optional(),
  seed: z.number().int().optional(),
  deals: z.array(deal).optional(),
  /** Play the scenario twice and require the same saved state after every step (C3). */
  repeat: z.boolean().optional(),
  steps: z.array(step).min(1),
});

export type Scenario = z.infer<typeof scenarioSchema>;
export type ScenarioStep = Scenario['steps'][number];
export type Expectation = z.infer<typeof expectation>;
export type SeatedMove = z.infer<typeof seatedMove>;

export interface ScenarioFormatError {
  readonly code: 'invalid-scenario';
  readonly message: string;
  /** Where in the file: `steps[3].play.card`. */
  readonly path: string;
}

function pathText(path: readonly PropertyKey[]): string {
  return path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`))
    .join('');
}

/**
 * A step is one of several shapes; when none fits, the branch with the fewest complaints (then
 * the deepest one) is the shape the author meant, so its issue is the one worth showing.
 */
function deepest(issue: z.core.$ZodIssue, prefix: readonly PropertyKey[] = []): z.core.$ZodIssue {
  const here = { ...issue, path: [...prefix, ...issue.path] } as z.core.$ZodIssue;
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return here;
  const branches = issue.errors
    .filter((branch) => branch.length > 0)
    .map((branch) => ({ size: branch.length, first: deepest(branch[0]!, here.path) }));
  branches.sort((a, b) => a.size - b.size || b.first.path.length - a.first.path.length);
  return branches[0]?.first ?? here;
}

/** Reads a scenario from JSON text; says where the first problem is. */
export function parseScenario(text: string): Result<Scenario, ScenarioFormatError> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return {
      ok: false,
      error: { code: 'invalid-scenario', message: `not JSON: ${why}`, path: '' },
    };
  }
  const read = scenarioSchema.safeParse(json);
  if (read.success) return { ok: true, value: read.data };
  const issue = deepest(read.error.issues[0]!);
  const path = pathText(issue.path);
  return {
    ok: false,
    error: { code: 'invalid-scenario', message: `${path || 'scenario'}: ${issue.message}`, path },
  };
}
