// `orrery replay FILE` without --json: the match as a person reads it. Hand headers name the
// dealer, each move is in the engine's own words (`describeMove`), trick winners, rule events
// and hand scores follow the move that caused them, then the cards everyone sees in the middle
// of the table where the move changed them, and the last lines say how it stands.

import type { GameEvent } from '@orrery/runtime';
import { gameShape, type GameShape } from './game-shape';
import type { ReplayRun } from './replay';
import { safeMessage } from './quote';
import { readSavedState } from './saved-state';
import { sharedZoneLog, type SharedZoneCards } from './shared-zones';

/** A zone of more cards than this is shown by its count and its last cards. */
const ZONE_CARDS_SHOWN = 5;

export function transcript(run: ReplayRun): string {
  const { engine, file } = run;
  const { meta } = engine;
  const shape = gameShape(engine, run.options);
  const seat = (s: number) => meta.seatNames[s] ?? `Seat ${s}`;
  const team = (t: number) => `team ${t} (${shape.seatsOf(t).map(seat).join(' & ')})`;
  const outcome = engine.outcome(run.state);
  const lines: string[] = [`${meta.title} (${meta.id})`];
  const options = meta.options.map((o) => `${o.name} ${run.options[o.name] ?? o.default}`);
  if (options.length > 0) lines.push(`Options: ${options.join(', ')}`);
  if (file.seed !== undefined) lines.push(`Seed: ${file.seed}`);
  if (file.rules !== undefined) lines.push(`Rules: ${safeMessage(file.rules.path)}`);
  if (file.players !== undefined) {
    lines.push(`Players: ${file.players.map((p, s) => `${seat(s)} ${safeMessage(p)}`).join(', ')}`);
  }
  lines.push(`Teams: ${Array.from({ length: shape.teams }, (_, t) => team(t)).join('; ')}`);
  const scores = (values: readonly number[]) => values.map((v, t) => `team ${t} ${v}`).join(', ');

  const currentDealer = readSavedState(engine, run.state).dealer;
  const names = new Map(meta.deck(run.options).map((c) => [c.id, c.name]));
  const zoneLines = (zones: readonly SharedZoneCards[]) =>
    zones.map((z) => `        ${zoneLine(z, (id) => names.get(id) ?? id)}`);
  const shared = sharedZoneLog(run);
  run.hands.forEach((hand, k) => {
    const dealer = outcome.hands[k]?.dealer ?? currentDealer;
    lines.push('', `Hand ${k + 1}, dealt by ${seat(dealer)}`);
    if (k === 0) lines.push(...zoneLines(shared.start.filter((z) => z.cards.length > 0)));
    let tricks = 0;
    for (const played of hand.moves) {
      lines.push(`  ${String(played.index).padStart(4)}  ${played.text}`);
      for (const event of played.events) {
        const said = eventLine(event, seat, shape, () => ++tricks, scores);
        if (said !== null) lines.push(`        ${said}`);
      }
      lines.push(...zoneLines(shared.changed.get(played.index) ?? []));
    }
  });

  lines.push('');
  if (run.stop !== undefined) {
    const entry = file.moves[run.stop.atMove];
    lines.push(
      `Stopped at move ${run.stop.atMove} (${safeMessage(JSON.stringify(entry))}): ${run.stop.error.code}: ${run.stop.error.message}`,
    );
  }
  if (outcome.over) {
    const w = outcome.winner;
    const result = w === 'draw' ? 'a draw' : w === null ? 'no winner' : `${team(w)} wins`;
    lines.push(`Match over: ${result}. Totals: ${scores(outcome.totals)}`);
  } else {
    const toMove = engine.toMove(run.state);
    const legal = engine.legalMoves(run.state).length;
    lines.push(`Totals: ${scores(outcome.totals)}`);
    if (toMove !== null) lines.push(`${seat(toMove)} to move (${legal} legal moves)`);
  }
  return `${lines.join('\n')}\n`;
}

/** `Trick: 7 of Earth, Sun of Earth`; a long pile by its count and its last cards (the newest, unless sorted). */
function zoneLine({ zone, cards }: SharedZoneCards, name: (id: string) => string): string {
  if (cards.length === 0) return `${zone.title}: empty`;
  if (cards.length <= ZONE_CARDS_SHOWN) return `${zone.title}: ${cards.map(name).join(', ')}`;
  const last = cards.slice(-ZONE_CARDS_SHOWN).map(name).join(', ');
  return `${zone.title} (${cards.length} cards): …, ${last}`;
}

/** One line for an event the move itself does not already say, or null. */
function eventLine(
  event: GameEvent,
  seat: (s: number) => string,
  shape: GameShape,
  nextTrick: () => number,
  scores: (values: readonly number[]) => string,
): string | null {
  switch (event.type) {
    case 'trick': {
      const winner = Number(event.winner);
      return `trick ${nextTrick()} to ${seat(winner)} (team ${shape.teamOf(winner)})`;
    }
    case 'no-move':
      return event.seat === undefined ? null : `${seat(event.seat)} has no move`;
    case 'rule': {
      // The seat that acted says most; a team only where no seat acted (hand-end rules).
      const who =
        event.seat !== undefined
          ? `, ${seat(event.seat)}`
          : event.team !== undefined
            ? `, team ${event.team}`
            : '';
      const why = typeof event.reason === 'string' ? `: ${event.reason}` : '';
      return `rule: ${String(event.name)}${who}${why}`;
    }
    case 'score':
      return `score: team ${String(event.team)} +${String(event.points)}: ${String(event.reason)}`;
    case 'hand-end': {
      const handScores = Array.isArray(event.scores) ? event.scores.map(Number) : [];
      const totals = Array.isArray(event.totals) ? event.totals.map(Number) : [];
      return `hand ${String(event.hand)} score: ${scores(handScores)} (totals: ${scores(totals)})`;
    }
    default:
      return null;
  }
}
