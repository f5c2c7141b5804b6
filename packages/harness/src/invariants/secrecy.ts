/**
 * Secrets, checked by content: from the full saved game and the zones' visibility rules we know
 * which card ids each seat may not see, and look for each of them, as a quoted JSON string, in
 * what that seat is shown. A view that hides a card under another name would pass; one that
 * copies a hidden card anywhere (a field, a log line, a legal-move list) fails.
 *
 * Completed hands: where the saved game keeps each completed hand's final zones
 * (`state.history[k].zones`), the view's `history[k]` is checked against the secrets of that
 * hand's end, and the rest of the view against the secrets of now. The cards were dealt again
 * since, so what a seat saw at the end of an old hand says nothing about where they lie now.
 */

import type { GameEvent, Move } from '@orrery/runtime';
import type { AnyEngine } from './engine-under-test';
import { mentionedIn, revealedOf, secretsOf, zonesOf, type Options } from './layout';
import { guard, problem, type Problem } from './problem';

export interface Secrets {
  /** Per seat, the card ids it may not see now. */
  readonly now: Set<string>[];
  /** Per seat, its secrets at the end of completed hand k; null where the save keeps no zones. */
  hand(k: number): Set<string>[] | null;
}

/** The secrets of a state; null when its saved game has no readable zones. */
export function secretsBySeat<S>(
  engine: AnyEngine<S>,
  options: Options,
  state: S,
  text?: string,
): Secrets | null {
  const read = guard('views-keep-secrets', 'serialize', () => text ?? engine.serialize(state));
  if (!read.ok) return null;
  let saved: { state?: { zones?: unknown; history?: unknown; revealed?: unknown } };
  try {
    saved = JSON.parse(read.value) as typeof saved;
  } catch {
    return null;
  }
  const seats = Array.from({ length: engine.meta.seatCount(options) }, (_, seat) => seat);
  // Instances a `reveal` turned face up are seen by all, now or as a completed hand ended.
  const bySeat = (zones: unknown, path: string, revealed: unknown): Set<string>[] | null => {
    const layout = zonesOf(zones, path);
    const open = revealedOf(revealed);
    return layout.ok
      ? seats.map((seat) => secretsOf(engine, options, layout.zones, seat, open))
      : null;
  };
  const now = bySeat(saved.state?.zones, 'state.zones', saved.state?.revealed);
  if (now === null) return null;
  const history = Array.isArray(saved.state?.history) ? (saved.state.history as unknown[]) : [];
  const hand = (k: number) => {
    const h = history[k];
    return typeof h === 'object' && h !== null && 'zones' in h
      ? bySeat(h.zones, `state.history[${k}].zones`, (h as { revealed?: unknown }).revealed)
      : null;
  };
  return { now, hand };
}

/** The view's record of completed hands and the rest of it, as JSON texts. */
function splitView(view: unknown): { rest: string; hands: string[] } {
  if (typeof view === 'object' && view !== null && 'history' in view) {
    const { history, ...rest } = view as { history: unknown };
    if (Array.isArray(history)) {
      return { rest: JSON.stringify(rest), hands: history.map((h) => JSON.stringify(h) ?? '') };
    }
  }
  return { rest: JSON.stringify(view) ?? '', hands: [] };
}

/**
 * `allHands: false` checks only the newest completed hand of each view (older ones were checked
 * when they were newest), which keeps long matches linear.
 */
export function checkViewsKeepSecrets<S>(
  engine: AnyEngine<S>,
  options: Options,
  state: S,
  known?: Secrets | null,
  allHands = true,
): Problem[] {
  const secrets = known ?? secretsBySeat(engine, options, state);
  if (secrets === null) {
    return [problem('views-keep-secrets', 'the saved game has no readable state.zones')];
  }
  const problems: Problem[] = [];
  const handSecrets = new Map<number, Set<string>[] | null>();
  secrets.now.forEach((hidden, seat) => {
    const view = guard('views-keep-secrets', `view(state, ${seat})`, () =>
      splitView(engine.view(state, seat)),
    );
    if (!view.ok) {
      problems.push(view.problem);
      return;
    }
    const leaked = mentionedIn(view.value.rest, hidden);
    if (leaked.length > 0) {
      problems.push(
        problem('views-keep-secrets', `seat ${seat}'s view shows hidden ${leaked.join(', ')}`),
      );
    }
    const { hands } = view.value;
    hands.forEach((text, k) => {
      if (!allHands && k < hands.length - 1) return;
      if (!handSecrets.has(k)) handSecrets.set(k, secrets.hand(k));
      // Without the hand's final zones, the strict reading: nothing hidden now may appear.
      const then = handSecrets.get(k)?.[seat] ?? hidden;
      const old = mentionedIn(text, then);
      if (old.length > 0) {
        problems.push(
          problem(
            'views-keep-secrets',
            `seat ${seat}'s view of completed hand ${k + 1} shows ${old.join(', ')}, hidden from it at that hand's end`,
          ),
        );
      }
    });
  });
  return problems;
}

/**
 * Events go to every seat. A card an event names must be public by the move itself (the move
 * is announced to every seat: replays and logs list it) or visible to each seat before the move
 * or after it (a trick's cards are public while they lie in the trick, even if they then go to
 * a face-down pile). A card hidden from a seat on both sides of the move, and not named by the
 * move, is a leak: say a card drawn from the stock into another seat's hand.
 */
export function checkEventsKeepSecrets(
  move: Move,
  before: Secrets,
  after: Secrets,
  events: readonly GameEvent[],
): Problem[] {
  const problems: Problem[] = [];
  const announced = JSON.stringify(move);
  events.forEach((event, k) => {
    const text = JSON.stringify(event);
    before.now.forEach((hiddenBefore, seat) => {
      const hiddenAfter = after.now[seat] ?? new Set<string>();
      const leaked = mentionedIn(text, hiddenBefore).filter(
        (card) => hiddenAfter.has(card) && !announced.includes(JSON.stringify(card)),
      );
      if (leaked.length > 0) {
        problems.push(
          problem(
            'events-keep-secrets',
            `event ${k} ${text.slice(0, 160)} shows seat ${seat} ${leaked.join(', ')}, hidden from it before and after the move`,
          ),
        );
      }
    });
  });
  return problems;
}
