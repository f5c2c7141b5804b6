// Reads one incoming frame: size first, then JSON, then the message's shape. Anything else is a
// coded refusal naming the place that is wrong (`move.card`, `seats[2].bot`); unknown keys are
// refused too, so a misspelt field never passes unnoticed. Nothing here throws.

import { z } from 'zod';
import type { ClientMessage, ErrorCode } from '../protocol/messages';

export interface MessageFault {
  readonly code: ErrorCode;
  readonly message: string;
  readonly path: string;
  /** The request id, when the frame got far enough to have one. */
  readonly re?: string | number;
}

export type ReadResult =
  | { readonly ok: true; readonly message: ClientMessage }
  | { readonly ok: false; readonly fault: MessageFault };

const requestId = z.union([
  z.string().max(64),
  z
    .number()
    .int()
    .min(0)
    .max(2 ** 53),
]);
const name = z.string().min(1).max(40);
const roomId = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'a room id is 22 letters, digits, - or _');
const seat = z.number().int().min(0).max(63);
const word = z.string().min(1).max(64);
const value = z.union([z.string().max(64), z.number().finite()]);
const botSpec = z.string().min(1).max(40);

/** A move's fields are the engine's business; here only their kinds and sizes are bounded. */
const move = z
  .record(z.string().min(1).max(32), value)
  .refine((m) => Object.keys(m).length <= 16, 'a move has at most 16 fields')
  .refine((m) => typeof m['type'] === 'string' && m['type'] !== '', {
    message: 'a move needs a "type"',
    path: ['type'],
  });

const seatSpec = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('human'), name: name.optional() }),
  z.strictObject({ kind: z.literal('bot'), bot: botSpec, name: name.optional() }),
]);

const millis = z
  .number()
  .int()
  .min(0)
  .max(24 * 3600 * 1000);

const settings = z.strictObject({
  absence: z
    .strictObject({ afterMs: millis.nullable().optional(), bot: botSpec.optional() })
    .optional(),
  turnTimer: z
    .strictObject({
      turnMs: millis.min(100).nullable().optional(),
      onExpiry: z.enum(['bot', 'first-legal']).optional(),
      bot: botSpec.optional(),
    })
    .optional(),
  botDelayMs: z.number().int().min(0).max(60_000).optional(),
  spectators: z.boolean().optional(),
});

const clientMessage = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('create'),
    id: requestId.optional(),
    game: word,
    options: z
      .record(word, value)
      .refine((o) => Object.keys(o).length <= 32, 'at most 32 options')
      .optional(),
    seats: z.array(seatSpec).min(1).max(16),
    settings: settings.optional(),
    seed: z.number().int().min(0).max(0xffffffff).optional(),
  }),
  z.strictObject({
    type: z.literal('join'),
    id: requestId.optional(),
    room: roomId,
    seat: seat.optional(),
    name: name.optional(),
  }),
  z.strictObject({
    type: z.literal('resume'),
    id: requestId.optional(),
    room: roomId,
    seat,
    token: z.string().min(1).max(128),
  }),
  z.strictObject({ type: z.literal('spectate'), id: requestId.optional(), room: roomId }),
  z.strictObject({
    type: z.literal('move'),
    id: requestId.optional(),
    move,
    seq: z.number().int().min(0).optional(),
  }),
  z.strictObject({ type: z.literal('ping'), id: requestId.optional() }),
]);

/** `seats[2].bot`, `move.card`, or `` for the whole message. */
export function pathText(path: readonly PropertyKey[]): string {
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else text += text === '' ? String(key) : `.${String(key)}`;
  }
  return text;
}

function fault(code: ErrorCode, message: string, path = '', re?: unknown): ReadResult {
  const id = requestId.safeParse(re);
  return { ok: false, fault: { code, message, path, ...(id.success ? { re: id.data } : {}) } };
}

/** Reads one frame's text; `maxBytes` bounds its UTF-8 size. */
export function readClientMessage(data: string | Buffer, maxBytes: number): ReadResult {
  const bytes = typeof data === 'string' ? Buffer.byteLength(data) : data.length;
  if (bytes > maxBytes) {
    return fault('message-too-large', `a message is at most ${maxBytes} bytes, not ${bytes}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(typeof data === 'string' ? data : data.toString('utf8'));
  } catch (e) {
    return fault('bad-json', `not JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
  const re = typeof json === 'object' && json !== null ? (json as { id?: unknown }).id : undefined;
  const parsed = clientMessage.safeParse(json);
  if (parsed.success) return { ok: true, message: parsed.data as ClientMessage };
  const issue = parsed.error.issues[0]!;
  const where =
    issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0] ?? ''] : issue.path;
  const path = pathText(where);
  const message =
    issue.code === 'unrecognized_keys'
      ? `unknown field '${path}'`
      : `${path === '' ? 'the message' : path}: ${issue.message}`;
  return fault('bad-message', message, path, re);
}
