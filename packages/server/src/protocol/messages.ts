// The wire protocol between the game server and its clients: one JSON object per WebSocket text
// frame. These are the types both sides are written against; docs/online.md is the contract in
// words. Browser-safe: no imports but types.

/** Bumped when a message changes in a way an older client cannot read. */
export const PROTOCOL_VERSION = 1;

/** A move in its public notation, as the engine lists it: `{ "type": "play", "card": "earth-7" }`. */
export interface WireMove {
  readonly type: string;
  /** A set of cards is an array of card ids. */
  readonly [param: string]: string | number | readonly string[];
}

/** A move as one connection is shown it: a card it may not see is `null`. */
export interface ShownMove {
  readonly type: string;
  readonly [param: string]: string | number | null | readonly (string | null)[];
}

/** A client's own number for a request, echoed as `re` in the answer. */
export type RequestId = string | number;

export type SeatSpec =
  | { readonly kind: 'human'; readonly name?: string }
  | { readonly kind: 'bot'; readonly bot: string; readonly name?: string };

export interface AbsenceSettings {
  /** A claimed seat whose player has been gone this long is played by `bot`; null: never. */
  readonly afterMs: number | null;
  readonly bot: string;
}

export interface TurnTimerSettings {
  /** Time for a human's turn; null: no timer. */
  readonly turnMs: number | null;
  /** On expiry: `bot` moves for the seat, or the first legal move is played. */
  readonly onExpiry: 'bot' | 'first-legal';
  readonly bot: string;
}

export interface RoomSettings {
  readonly absence: AbsenceSettings;
  readonly turnTimer: TurnTimerSettings;
  /** A bot waits this long before it moves, so people can follow. */
  readonly botDelayMs: number;
  readonly spectators: boolean;
}

export interface RoomSettingsInput {
  readonly absence?: Partial<AbsenceSettings>;
  readonly turnTimer?: Partial<TurnTimerSettings>;
  readonly botDelayMs?: number;
  readonly spectators?: boolean;
}

/** A game of the server's catalogue, as `GET /games` lists it. */
export interface GameSummaryWire {
  readonly id: string;
  readonly title: string;
  /** Seats under the default options. */
  readonly seats: number;
  readonly options: readonly unknown[];
}

// ---------------------------------------------------------------------------------------------
// Client to server

export interface CreateMessage {
  readonly type: 'create';
  readonly id?: RequestId;
  /** A game id of the server's catalogue (`GET /games`). */
  readonly game: string;
  readonly options?: Readonly<Record<string, string | number>>;
  /** One entry per seat, as many as the game has under these options. */
  readonly seats: readonly SeatSpec[];
  readonly settings?: RoomSettingsInput;
  /** Only where the server allows chosen seeds (tests, benchmarks): whoever knows it knows the deal. */
  readonly seed?: number;
}

export interface JoinMessage {
  readonly type: 'join';
  readonly id?: RequestId;
  readonly room: string;
  /** A free human seat; the first free one when left out. */
  readonly seat?: number;
  readonly name?: string;
}

export interface ResumeMessage {
  readonly type: 'resume';
  readonly id?: RequestId;
  readonly room: string;
  readonly seat: number;
  /** The token `joined` gave this seat. */
  readonly token: string;
}

export interface SpectateMessage {
  readonly type: 'spectate';
  readonly id?: RequestId;
  readonly room: string;
}

export interface MoveMessage {
  readonly type: 'move';
  readonly id?: RequestId;
  readonly move: WireMove;
  /** The `seq` of the view the move was chosen on: refused as `stale` when the game moved on. */
  readonly seq?: number;
}

export interface PingMessage {
  readonly type: 'ping';
  readonly id?: RequestId;
}

export type ClientMessage =
  CreateMessage | JoinMessage | ResumeMessage | SpectateMessage | MoveMessage | PingMessage;

// ---------------------------------------------------------------------------------------------
// Server to client

/** Sent once a socket opens; it says nothing about any room. */
export interface HelloFrame {
  readonly type: 'hello';
  readonly protocol: number;
  readonly maxMessageBytes: number;
}

export interface CreatedFrame {
  readonly type: 'created';
  readonly re?: RequestId;
  /** The room's id: unguessable, it is the invite. */
  readonly room: string;
  readonly game: string;
  readonly seats: number;
}

/** A seat claimed: `token` is this seat's private reconnect token, sent this once. */
export interface JoinedFrame {
  readonly type: 'joined';
  readonly re?: RequestId;
  readonly room: string;
  readonly seat: number;
  readonly token: string;
}

export type MovedBy = 'player' | 'bot' | 'stand-in' | 'timer';

export interface SeatInfo {
  readonly seat: number;
  readonly name: string;
  readonly kind: 'human' | 'bot';
  /** A bot seat's spec. */
  readonly bot?: string;
  /** A player holds this seat's token. */
  readonly claimed: boolean;
  /** A connection holds the seat now (bots are always connected). */
  readonly connected: boolean;
  /** A bot plays for the absent player. */
  readonly standIn: boolean;
}

export interface LogEntry {
  readonly seq: number;
  readonly seat: number;
  readonly by: MovedBy;
  readonly move: ShownMove;
}

export interface TurnInfo {
  /** The seat to act. */
  readonly seat: number;
  /** Milliseconds left on the turn timer when the frame was sent; null without a timer. */
  readonly timeLeftMs: number | null;
}

/** Everything a connection needs to draw its room, sent on join, resume and spectate. */
export interface StateFrame {
  readonly type: 'state';
  readonly re?: RequestId;
  readonly room: string;
  readonly game: string;
  readonly title: string;
  readonly options: Readonly<Record<string, string | number>>;
  /** The connection's seat; null for a spectator. */
  readonly seat: number | null;
  /** Moves applied so far. */
  readonly seq: number;
  /** The engine's view for the seat; a spectator's shows only cards visible to all. */
  readonly view: unknown;
  readonly seats: readonly SeatInfo[];
  /** The room's moves as this connection may see them, oldest first (the latest ones only). */
  readonly log: readonly LogEntry[];
  /** Null once the match is over. */
  readonly turn: TurnInfo | null;
  readonly settings: RoomSettings;
}

/** A move was applied. */
export interface UpdateFrame {
  readonly type: 'update';
  /** Set on the mover's own connection, to the move request's id. */
  readonly re?: RequestId;
  readonly room: string;
  readonly seq: number;
  readonly seat: number;
  readonly by: MovedBy;
  readonly move: ShownMove;
  /** The engine's events, with any card this connection may not see as null. */
  readonly events: readonly unknown[];
  readonly view: unknown;
  readonly turn: TurnInfo | null;
}

export interface PresenceFrame {
  readonly type: 'presence';
  readonly room: string;
  readonly seats: readonly SeatInfo[];
}

export interface PongFrame {
  readonly type: 'pong';
  readonly re?: RequestId;
}

export interface ErrorFrame {
  readonly type: 'error';
  readonly re?: RequestId;
  readonly code: ErrorCode;
  readonly message: string;
  /** Where in the message it went wrong: `move.card`, `options.target`. */
  readonly path?: string;
  /** For `illegal-move`: the engine's code, naming the rule (`must-follow-suit`). */
  readonly rule?: string;
}

export type ServerFrame =
  | HelloFrame
  | CreatedFrame
  | JoinedFrame
  | StateFrame
  | UpdateFrame
  | PresenceFrame
  | PongFrame
  | ErrorFrame;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Every code an `error` frame may carry; docs/online.md says what each means. */
export const ERROR_CODES = [
  'bad-json',
  'bad-message',
  'message-too-large',
  'rate-limited',
  'unknown-game',
  'bad-options',
  'bad-seats',
  'seed-not-allowed',
  'no-such-room',
  'no-such-seat',
  'seat-taken',
  'room-full',
  'bad-token',
  'already-in-room',
  'not-in-room',
  'not-seated',
  'spectators-off',
  'not-your-turn',
  'stale',
  'match-over',
  'illegal-move',
  'replaced',
  'unavailable',
  'internal',
] as const;
