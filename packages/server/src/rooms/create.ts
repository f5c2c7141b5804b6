// A `create` request checked against its game: the options by the engine's own setup (which
// names the option that is wrong), one seat spec per seat, bot specs by @orrery/bots' parser,
// settings filled from the server's defaults. The seed is the server's unless it allows chosen
// ones: whoever picks the seed knows every hidden card.

import { parseBotSpec } from '@orrery/bots';
import type { GameHandle } from '../games/catalogue';
import type { CreateMessage, ErrorCode, RoomSettings } from '../protocol/messages';
import type { RoomRecord, SeatRecord } from '../store/store';
import { newRoomId, newSeed } from './tokens';

export interface CreateFault {
  readonly code: ErrorCode;
  readonly message: string;
  readonly path: string;
}

export interface PlannedRoom {
  readonly room: RoomRecord;
  readonly seats: SeatRecord[];
  /** The first state, serialized: the room's snapshot 0. */
  readonly first: string;
}

export interface CreatePolicy {
  readonly allowSeed: boolean;
  readonly defaults: RoomSettings;
}

function botFault(spec: string, path: string): CreateFault | null {
  const parsed = parseBotSpec(spec);
  return parsed.ok ? null : { code: 'bad-seats', message: parsed.message, path };
}

export function planRoom(
  message: CreateMessage,
  game: GameHandle,
  policy: CreatePolicy,
  now: number,
): { ok: true; plan: PlannedRoom } | { ok: false; fault: CreateFault } {
  const fail = (code: ErrorCode, text: string, path: string) =>
    ({ ok: false, fault: { code, message: text, path } }) as const;
  if (message.seed !== undefined && !policy.allowSeed) {
    return fail('seed-not-allowed', 'this server chooses the seed of every room', 'seed');
  }
  const seed = message.seed ?? newSeed();
  const options = message.options ?? {};
  const { engine } = game;
  const setup = engine.setup({ seed, options });
  if (!setup.ok) return fail('bad-options', setup.error.message, setup.error.path);
  const seatCount = engine.meta.seatCount(options);
  if (message.seats.length !== seatCount) {
    return fail(
      'bad-seats',
      `${engine.meta.title} has ${seatCount} seats with these options, not ${message.seats.length}`,
      'seats',
    );
  }
  const seats: SeatRecord[] = [];
  for (const [i, spec] of message.seats.entries()) {
    const name = spec.name ?? engine.meta.seatNames[i] ?? `Seat ${i + 1}`;
    if (spec.kind === 'bot') {
      const bad = botFault(spec.bot, `seats[${i}].bot`);
      if (bad !== null) return { ok: false, fault: bad };
      seats.push({ kind: 'bot', bot: spec.bot, name, tokenHash: null });
    } else {
      seats.push({ kind: 'human', bot: null, name, tokenHash: null });
    }
  }
  const given = message.settings ?? {};
  const d = policy.defaults;
  const settings: RoomSettings = {
    absence: { ...d.absence, ...given.absence },
    turnTimer: { ...d.turnTimer, ...given.turnTimer },
    botDelayMs: given.botDelayMs ?? d.botDelayMs,
    spectators: given.spectators ?? d.spectators,
  };
  for (const [path, spec] of [
    ['settings.absence.bot', settings.absence.bot],
    ['settings.turnTimer.bot', settings.turnTimer.bot],
  ] as const) {
    const bad = botFault(spec, path);
    if (bad !== null) return { ok: false, fault: { ...bad, code: 'bad-message' } };
  }
  const room: RoomRecord = {
    id: newRoomId(),
    game: game.id,
    options: { ...options },
    seed,
    settings,
    createdAt: now,
  };
  return { ok: true, plan: { room, seats, first: engine.serialize(setup.value) } };
}
