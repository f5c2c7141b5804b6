// One room, as a page plays or watches it: connects, takes a seat (or resumes the one whose
// token it keeps, or watches), keeps the latest state up to date from the server's frames, and
// reconnects with backoff when the connection drops, resuming where the player was.

import type {
  ErrorCode,
  ErrorFrame,
  PresenceFrame,
  ServerFrame,
  StateFrame,
  UpdateFrame,
  WireMove,
} from '../protocol/messages';
import { defaultSocket, socketUrl, type SocketFactory, type SocketLike } from './socket';
import { memoryTokens, type TokenStore } from './tokens';

export interface Backoff {
  readonly initialMs: number;
  readonly maxMs: number;
  readonly factor: number;
  /** 0.2: each wait is 80% to 120% of its step, so clients that dropped together spread out. */
  readonly jitter: number;
}

export const DEFAULT_BACKOFF: Backoff = { initialMs: 250, maxMs: 10_000, factor: 2, jitter: 0.2 };

export interface RoomOptions {
  /** The server's address: `https://games.example` (the socket is at `/ws`). */
  readonly server: string;
  readonly room: string;
  /** Take a seat (a given one, or the first free), or watch. */
  readonly as?: { readonly seat?: number; readonly name?: string } | 'spectator';
  readonly tokens?: TokenStore;
  readonly socket?: SocketFactory;
  readonly backoff?: Backoff;
  /** How often a move refused as `unavailable` (the room changing process) is sent again. */
  readonly moveRetries?: number;
}

export type RoomStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** A refusal from the server, or a connection that could not deliver a request. */
export class OrreryError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly path?: string,
    readonly rule?: string,
  ) {
    super(message);
  }
}

interface RoomEvents {
  state: StateFrame;
  update: UpdateFrame;
  presence: PresenceFrame;
  error: ErrorFrame;
  status: RoomStatus;
}

type Listener<T> = (value: T) => void;

/** Refusals of the first request after which reconnecting cannot help. */
const FATAL: readonly ErrorCode[] = [
  'bad-token',
  'no-such-room',
  'room-full',
  'seat-taken',
  'no-such-seat',
  'spectators-off',
  'bad-message',
];

interface PendingMove {
  readonly move: WireMove;
  readonly seq: number | undefined;
  readonly resolve: (frame: UpdateFrame) => void;
  readonly reject: (error: OrreryError) => void;
  tries: number;
}

export class RoomConnection {
  /** The room as last heard: view, seq, seats, log and turn, kept up to date by every frame. */
  state: StateFrame | null = null;
  status: RoomStatus = 'connecting';
  private socket: SocketLike | null = null;
  private readonly listeners = new Map<keyof RoomEvents, Set<Listener<never>>>();
  private readonly pending = new Map<string, PendingMove>();
  private readonly tokens: TokenStore;
  private readonly factory: SocketFactory;
  private readonly backoff: Backoff;
  private attempt = 0;
  private requests = 0;
  private bindId = '';
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;

  constructor(private readonly options: RoomOptions) {
    this.tokens = options.tokens ?? memoryTokens();
    this.factory = options.socket ?? defaultSocket();
    this.backoff = options.backoff ?? DEFAULT_BACKOFF;
    this.connect();
  }

  /** The seat this connection holds, or null for a spectator or before it has one. */
  get seat(): number | null {
    return this.state?.seat ?? null;
  }

  on<K extends keyof RoomEvents>(event: K, listener: Listener<RoomEvents[K]>): () => void {
    let set = this.listeners.get(event);
    if (set === undefined) {
      set = new Set();
      this.listeners.set(event, set);
    }
    set.add(listener as Listener<never>);
    return () => set.delete(listener as Listener<never>);
  }

  /** Resolves once the room's state has arrived (or at once if it has). */
  ready(): Promise<StateFrame> {
    if (this.state !== null && this.status === 'open') return Promise.resolve(this.state);
    return new Promise((resolve, reject) => {
      const offState = this.on('state', (s) => {
        offState();
        offStatus();
        resolve(s);
      });
      const offStatus = this.on('status', (s) => {
        if (s !== 'closed') return;
        offState();
        offStatus();
        reject(new OrreryError('unavailable', 'the room connection is closed'));
      });
    });
  }

  /** Sends a move on the current view; resolves with its update, rejects with the refusal. */
  move(move: WireMove): Promise<UpdateFrame> {
    return new Promise((resolve, reject) => {
      const id = `m${++this.requests}`;
      this.pending.set(id, { move, seq: this.state?.seq, resolve, reject, tries: 0 });
      this.sendMove(id);
    });
  }

  close(): void {
    this.stopped = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.socket?.close(1000, 'closed by the page');
    this.fail(new OrreryError('unavailable', 'the room connection is closed'));
    this.setStatus('closed');
  }

  private sendMove(id: string): void {
    const p = this.pending.get(id);
    if (p === undefined) return;
    if (this.socket === null || this.status !== 'open') {
      this.pending.delete(id);
      p.reject(new OrreryError('unavailable', 'not connected to the room'));
      return;
    }
    this.send({
      type: 'move',
      id,
      move: p.move,
      ...(p.seq === undefined ? {} : { seq: p.seq }),
    });
  }

  private connect(): void {
    if (this.stopped) return;
    const socket = this.factory(socketUrl(this.options.server));
    this.socket = socket;
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      let frame: ServerFrame;
      try {
        frame = JSON.parse(String(event.data)) as ServerFrame;
      } catch {
        return;
      }
      this.receive(frame);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.fail(new OrreryError('unavailable', 'the connection dropped'));
      if (this.stopped || this.status === 'closed') return;
      // Another tab or device took this seat over: this one gives way.
      if (event.code === 4001) return this.setStatus('closed');
      this.retry();
    };
    socket.onerror = () => undefined;
  }

  private retry(): void {
    this.setStatus('reconnecting');
    const { initialMs, maxMs, factor, jitter } = this.backoff;
    const step = Math.min(maxMs, initialMs * factor ** this.attempt++);
    const wait = step * (1 - jitter + Math.random() * 2 * jitter);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.connect();
    }, wait);
  }

  private bind(): void {
    const { room } = this.options;
    const as = this.options.as ?? {};
    this.bindId = `b${++this.requests}`;
    const held = this.tokens.get(room);
    if (as === 'spectator') {
      this.send({ type: 'spectate', id: this.bindId, room });
    } else if (held !== null) {
      this.send({ type: 'resume', id: this.bindId, room, seat: held.seat, token: held.token });
    } else {
      this.send({
        type: 'join',
        id: this.bindId,
        room,
        ...(as.seat === undefined ? {} : { seat: as.seat }),
        ...(as.name === undefined ? {} : { name: as.name }),
      });
    }
  }

  private receive(frame: ServerFrame): void {
    switch (frame.type) {
      case 'hello':
        this.bind();
        return;
      case 'joined':
        this.tokens.set(this.options.room, { seat: frame.seat, token: frame.token });
        return;
      case 'state':
        this.state = frame;
        this.attempt = 0;
        this.setStatus('open');
        this.emit('state', frame);
        return;
      case 'update':
        this.applyUpdate(frame);
        return;
      case 'presence':
        if (this.state !== null) this.state = { ...this.state, seats: frame.seats };
        this.emit('presence', frame);
        return;
      case 'error':
        this.refused(frame);
        return;
      default:
        return;
    }
  }

  private applyUpdate(frame: UpdateFrame): void {
    if (this.state !== null) {
      const entry = { seq: frame.seq, seat: frame.seat, by: frame.by, move: frame.move };
      this.state = {
        ...this.state,
        seq: frame.seq,
        view: frame.view,
        turn: frame.turn,
        log: [...this.state.log, entry],
      };
    }
    if (typeof frame.re === 'string') {
      const p = this.pending.get(frame.re);
      this.pending.delete(frame.re);
      p?.resolve(frame);
    }
    this.emit('update', frame);
  }

  private refused(frame: ErrorFrame): void {
    this.emit('error', frame);
    const error = new OrreryError(frame.code, frame.message, frame.path, frame.rule);
    if (frame.re === this.bindId) {
      if (frame.code === 'bad-token') this.tokens.delete(this.options.room);
      if (FATAL.includes(frame.code)) {
        this.stopped = true;
        this.socket?.close(1000, frame.code);
        this.setStatus('closed');
      }
      return;
    }
    if (typeof frame.re !== 'string') return;
    const p = this.pending.get(frame.re);
    if (p === undefined) return;
    const retries = this.options.moveRetries ?? 3;
    if (frame.code === 'unavailable' && p.tries < retries) {
      p.tries++;
      const id = frame.re;
      setTimeout(() => this.sendMove(id), this.backoff.initialMs * 2 ** p.tries);
      return;
    }
    this.pending.delete(frame.re);
    p.reject(error);
  }

  private fail(error: OrreryError): void {
    for (const p of this.pending.values()) p.reject(error);
    this.pending.clear();
  }

  private send(message: object): void {
    this.socket?.send(JSON.stringify(message));
  }

  private setStatus(status: RoomStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.emit('status', status);
  }

  private emit<K extends keyof RoomEvents>(event: K, value: RoomEvents[K]): void {
    for (const l of this.listeners.get(event) ?? []) (l as Listener<RoomEvents[K]>)(value);
  }
}
