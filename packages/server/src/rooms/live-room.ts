// One room as this process serves it. The owner (the process holding the room's lease) decides
// every move: it checks it, stores it, then tells its peers and the other processes. A follower
// replays the owner's moves from the bus and forwards its peers' moves to the owner. Either way
// each peer gets only its own viewer's frames (frames.ts).

import type { GameEvent } from '@orrery/runtime';
import type { GameHandle } from '../games/catalogue';
import type { Bus } from '../cluster/bus';
import type { ErrorCode, MovedBy, RequestId, ServerFrame, WireMove } from '../protocol/messages';
import type { RoomRecord, SeatRecord, Store, StoredRoom } from '../store/store';
import { seatInfos, stateFrame, turnInfo, updateFrame } from './frames';
import { Match, SPECTATOR, type MoveRecord } from './match';
import type { Peer } from './peer';

export interface RoomTiming {
  readonly presenceMs: number;
  readonly snapshotEvery: number;
  readonly logInState: number;
  readonly idleMs: number;
  readonly forwardTimeoutMs: number;
}

export interface RoomContext {
  readonly proc: string;
  readonly store: Store;
  readonly bus: Bus;
  readonly timing: RoomTiming;
  /** Called when the owner's append was refused: the lease is lost. */
  readonly lostLease: (room: LiveRoom) => void;
}

export interface Refusal {
  readonly code: ErrorCode;
  readonly message: string;
  readonly rule?: string;
}

/** Where a move came from, so its answer reaches the peer that sent it. */
export interface Origin {
  readonly proc: string;
  readonly peer: string;
  readonly re?: RequestId;
}

interface Submission {
  readonly seat: number;
  readonly move: WireMove;
  readonly seq?: number;
  readonly by: MovedBy;
  readonly origin?: Origin;
}

/** Messages on a room's bus channel. */
export type RoomBusMessage =
  | {
      readonly kind: 'move';
      readonly from: string;
      readonly record: MoveRecord;
      readonly origin?: Origin;
      readonly standIn: readonly number[];
      readonly timeLeftMs: number | null;
    }
  | {
      readonly kind: 'status';
      readonly from: string;
      readonly seq: number;
      readonly standIn: readonly number[];
      readonly timeLeftMs: number | null;
    }
  | {
      readonly kind: 'presence';
      readonly from: string;
      readonly seats: readonly number[];
      readonly spectators: number;
    }
  | { readonly kind: 'seat'; readonly from: string; readonly seat: number };

/** A follower's move on its way to the owner. */
export interface ForwardedMove {
  readonly kind: 'move';
  readonly from: string;
  readonly seat: number;
  readonly move: WireMove;
  readonly seq?: number;
  readonly origin: Origin;
}

export function roomChannel(id: string): string {
  return `room:${id}`;
}

export function inboxChannel(id: string): string {
  return `room-in:${id}`;
}

export function procChannel(proc: string): string {
  return `proc:${proc}`;
}

/** Builds a room's match from the store: the latest snapshot, then the moves after it. */
export function matchFromStore(stored: StoredRoom, game: GameHandle): Match {
  const state = game.engine.deserialize(stored.snapshot.state);
  if (!state.ok) {
    throw new Error(
      `room ${stored.room.id}: snapshot ${stored.snapshot.seq} does not load: ${state.error.message}`,
    );
  }
  const log = stored.moves.filter((m) => m.seq <= stored.snapshot.seq);
  const match = new Match(game.engine, stored.room.options, state.value, stored.snapshot.seq, log);
  for (const record of stored.moves) {
    if (record.seq <= stored.snapshot.seq) continue;
    const replayed = match.replay(record);
    if (!replayed.ok) throw new Error(`room ${stored.room.id}: ${replayed.message}`);
    match.commit(replayed.applied);
  }
  return match;
}

export class LiveRoom {
  role: 'owner' | 'follower' = 'follower';
  readonly peers = new Map<Peer, number>();
  private readonly remote = new Map<string, { seats: number[]; spectators: number; at: number }>();
  private standIn = new Set<number>();
  private readonly absentSince = new Map<number, number>();
  private deadline: number | null = null;
  private botSeq = -1;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly forwarded = new Map<
    number,
    { peer: Peer; re?: RequestId; timer: NodeJS.Timeout }
  >();
  private forwardCount = 0;
  private idleSince: number | null = null;
  private resyncing: Promise<void> | null = null;
  private readonly early: RoomBusMessage[] = [];
  private lastPresence = '';
  private closed = false;

  constructor(
    readonly game: GameHandle,
    readonly record: RoomRecord,
    public seats: SeatRecord[],
    public match: Match,
    private readonly ctx: RoomContext,
  ) {}

  get id(): string {
    return this.record.id;
  }

  private get settings() {
    return this.record.settings;
  }

  // -------------------------------------------------------------------------------------------
  // Peers

  attach(peer: Peer, viewer: number, re?: RequestId): void {
    // One connection per seat: a second one (a new tab, a reconnect before the old socket
    // noticed) takes over, and the old one is told why it is closed.
    if (viewer !== SPECTATOR) {
      for (const [other, v] of this.peers) {
        if (v !== viewer || other === peer) continue;
        this.peers.delete(other);
        other.send({
          type: 'error',
          code: 'replaced',
          message: 'this seat was taken up by another connection',
        });
        other.close(4001, 'replaced');
      }
    }
    this.peers.set(peer, viewer);
    this.idleSince = null;
    peer.send(this.stateFor(viewer, re));
    this.presenceChanged(true);
  }

  detach(peer: Peer): void {
    if (!this.peers.delete(peer)) return;
    for (const [id, f] of this.forwarded) {
      if (f.peer !== peer) continue;
      clearTimeout(f.timer);
      this.forwarded.delete(id);
    }
    this.presenceChanged(true);
  }

  private stateFor(viewer: number, re?: RequestId): ServerFrame {
    return stateFrame({
      room: this.record,
      match: this.match,
      viewer,
      seats: this.seatInfo(),
      turn: turnInfo(this.match, this.deadline, Date.now()),
      settings: this.settings,
      logLimit: this.ctx.timing.logInState,
      re,
    });
  }

  private seatInfo() {
    return seatInfos(this.seats, {
      connected: (seat) => this.connected(seat),
      standIn: this.standIn,
    });
  }

  connected(seat: number): boolean {
    for (const v of this.peers.values()) if (v === seat) return true;
    const fresh = Date.now() - 3 * this.ctx.timing.presenceMs;
    for (const p of this.remote.values()) if (p.at >= fresh && p.seats.includes(seat)) return true;
    return false;
  }

  /** Anyone watching or playing, here or on another process. */
  private occupied(): boolean {
    if (this.peers.size > 0) return true;
    const fresh = Date.now() - 3 * this.ctx.timing.presenceMs;
    for (const p of this.remote.values()) {
      if (p.at >= fresh && (p.seats.length > 0 || p.spectators > 0)) return true;
    }
    return false;
  }

  private localPresence() {
    const seats = new Set<number>();
    let spectators = 0;
    for (const v of this.peers.values()) {
      if (v === SPECTATOR) spectators++;
      else seats.add(v);
    }
    return { seats: [...seats].sort((a, b) => a - b), spectators };
  }

  /** Tells the other processes who is here, and every peer who is where, when it changed. */
  private presenceChanged(publish: boolean): void {
    if (publish) {
      void this.publish({ kind: 'presence', from: this.ctx.proc, ...this.localPresence() });
    }
    if (this.role === 'owner') this.checkAbsence(Date.now());
    const seats = this.seatInfo();
    const text = JSON.stringify(seats);
    if (text === this.lastPresence) return;
    this.lastPresence = text;
    this.broadcast({ type: 'presence', room: this.id, seats });
  }

  private broadcast(frame: ServerFrame): void {
    const text = JSON.stringify(frame);
    for (const peer of this.peers.keys()) peer.sendText(text);
  }

  // -------------------------------------------------------------------------------------------
  // Moves

  /** A peer's move: decided here when this process owns the room, else sent to the owner. */
  async request(
    peer: Peer,
    move: WireMove,
    seq: number | undefined,
    re?: RequestId,
  ): Promise<Refusal | null> {
    const viewer = this.peers.get(peer);
    if (viewer === undefined || viewer === SPECTATOR) {
      return { code: 'not-seated', message: 'only a seated player moves' };
    }
    const early = this.precheck(viewer, seq);
    if (early !== null) return early;
    const origin: Origin = {
      proc: this.ctx.proc,
      peer: peer.id,
      ...(re === undefined ? {} : { re }),
    };
    if (this.role === 'owner') {
      return this.submit({
        seat: viewer,
        move,
        ...(seq === undefined ? {} : { seq }),
        by: 'player',
        origin,
      });
    }
    const id = ++this.forwardCount;
    const timer = setTimeout(() => {
      if (!this.forwarded.delete(id)) return;
      peer.send({
        type: 'error',
        ...(re === undefined ? {} : { re }),
        code: 'unavailable',
        message: 'the process that runs this room did not answer; try again',
      });
    }, this.ctx.timing.forwardTimeoutMs);
    this.forwarded.set(id, { peer, ...(re === undefined ? {} : { re }), timer });
    const forward: ForwardedMove = {
      kind: 'move',
      from: this.ctx.proc,
      seat: viewer,
      move,
      ...(seq === undefined ? {} : { seq }),
      origin: { ...origin, peer: `${peer.id}#${id}` },
    };
    await this.ctx.bus.publish(inboxChannel(this.id), forward).catch(() => undefined);
    return null;
  }

  private precheck(seat: number, seq: number | undefined): Refusal | null {
    if (this.match.over()) return { code: 'match-over', message: 'the match is over' };
    if (seq !== undefined && seq !== this.match.seq) {
      return { code: 'stale', message: `the game is at move ${this.match.seq}, not ${seq}` };
    }
    if (this.match.toMove() !== seat) {
      return {
        code: 'not-your-turn',
        message: `it is ${this.seats[this.match.toMove() ?? 0]?.name ?? 'nobody'}'s turn`,
      };
    }
    return null;
  }

  /** The owner's side of a move sent by a follower; refusals go back to the follower. */
  inbox(message: ForwardedMove): void {
    if (this.role !== 'owner') return;
    void this.submit({
      seat: message.seat,
      move: message.move,
      ...(message.seq === undefined ? {} : { seq: message.seq }),
      by: 'player',
      origin: message.origin,
    }).then((refusal) => {
      if (refusal === null) return;
      void this.ctx.bus
        .publish(procChannel(message.origin.proc), {
          kind: 'refused',
          room: this.id,
          peer: message.origin.peer,
          ...(message.origin.re === undefined ? {} : { re: message.origin.re }),
          refusal,
        })
        .catch(() => undefined);
    });
  }

  /** A follower's forwarded move was refused by the owner. */
  refused(peerRef: string, refusal: Refusal, re?: RequestId): void {
    const id = Number(peerRef.split('#')[1]);
    const f = this.forwarded.get(id);
    if (f === undefined) return;
    clearTimeout(f.timer);
    this.forwarded.delete(id);
    f.peer.send({ type: 'error', ...(re === undefined ? {} : { re }), ...refusal });
  }

  /** Moves are decided one at a time, in the order they came. */
  submit(s: Submission): Promise<Refusal | null> {
    const run = this.queue.then(() => this.decide(s));
    this.queue = run.catch(() => undefined);
    return run.catch((error: unknown) => ({
      code: 'internal' as const,
      message: `the move could not be applied: ${error instanceof Error ? error.message : String(error)}`,
    }));
  }

  private async decide(s: Submission): Promise<Refusal | null> {
    if (this.role !== 'owner' || this.closed) {
      return { code: 'unavailable', message: 'this room moved to another process; try again' };
    }
    const early = this.precheck(s.seat, s.seq);
    if (early !== null) return early;
    const now = Date.now();
    const attempt = this.match.attempt(s.seat, s.move, s.by, now);
    if (!attempt.ok) return { code: attempt.code, rule: attempt.rule, message: attempt.message };
    const { applied } = attempt;
    const finished = this.game.engine.outcome(applied.state).over;
    const seq = applied.record.seq;
    const snapshot =
      finished || seq % this.ctx.timing.snapshotEvery === 0
        ? { seq, state: this.game.engine.serialize(applied.state) }
        : undefined;
    let stored: boolean;
    try {
      stored = await this.ctx.store.appendMove({
        room: this.id,
        owner: this.ctx.proc,
        move: applied.record,
        ...(snapshot === undefined ? {} : { snapshot }),
        finished,
      });
    } catch (error) {
      return {
        code: 'unavailable',
        message: `the move could not be stored: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
    if (!stored) {
      this.ctx.lostLease(this);
      return { code: 'unavailable', message: 'this room moved to another process; try again' };
    }
    this.match.commit(applied);
    this.deadline = this.nextDeadline(now);
    const timeLeftMs = this.deadline === null ? null : this.deadline - now;
    void this.publish({
      kind: 'move',
      from: this.ctx.proc,
      record: applied.record,
      ...(s.origin === undefined ? {} : { origin: s.origin }),
      standIn: [...this.standIn],
      timeLeftMs,
    });
    this.fanOut(applied.record, applied.events, s.origin);
    this.scheduleBot();
    return null;
  }

  /** Sends each peer its own frame of a move; the mover's carries its request id. */
  private fanOut(record: MoveRecord, events: readonly GameEvent[], origin?: Origin): void {
    const turn = turnInfo(this.match, this.deadline, Date.now());
    const texts = new Map<number, string>();
    for (const [peer, viewer] of this.peers) {
      const mine =
        origin !== undefined &&
        origin.proc === this.ctx.proc &&
        origin.peer.split('#')[0] === peer.id;
      if (mine && origin.re !== undefined) {
        const frame = updateFrame(this.id, this.match, record, events, viewer, turn);
        peer.send({ ...frame, re: origin.re });
        continue;
      }
      let text = texts.get(viewer);
      if (text === undefined) {
        text = JSON.stringify(updateFrame(this.id, this.match, record, events, viewer, turn));
        texts.set(viewer, text);
      }
      peer.sendText(text);
    }
    if (origin !== undefined && origin.proc === this.ctx.proc) {
      const id = Number(origin.peer.split('#')[1]);
      const f = this.forwarded.get(id);
      if (f !== undefined) {
        clearTimeout(f.timer);
        this.forwarded.delete(id);
      }
    }
  }

  // -------------------------------------------------------------------------------------------
  // Bots, stand-ins and timers (owner only)

  /** The bot spec that plays `seat` now, or null when a person does. */
  private botOf(seat: number): { spec: string; by: MovedBy } | null {
    const s = this.seats[seat];
    if (s === undefined) return null;
    if (s.kind === 'bot') return { spec: s.bot ?? 'random', by: 'bot' };
    if (this.standIn.has(seat)) return { spec: this.settings.absence.bot, by: 'stand-in' };
    return null;
  }

  private nextDeadline(now: number): number | null {
    const { turnMs } = this.settings.turnTimer;
    const seat = this.match.toMove();
    if (turnMs === null || seat === null || this.match.over()) return null;
    const s = this.seats[seat];
    if (s === undefined || s.kind === 'bot' || s.tokenHash === null || this.standIn.has(seat)) {
      return null;
    }
    return now + turnMs;
  }

  scheduleBot(): void {
    if (this.role !== 'owner' || this.closed) return;
    const seat = this.match.toMove();
    if (seat === null || this.match.over()) return;
    const bot = this.botOf(seat);
    if (bot === null || this.botSeq === this.match.seq) return;
    this.playFor(seat, bot.spec, bot.by, this.settings.botDelayMs);
  }

  private playFor(seat: number, spec: string, by: MovedBy, delayMs: number): void {
    const seq = this.match.seq;
    this.botSeq = seq;
    const go = () =>
      this.botTurn(seat, spec, by, seq).catch(() => {
        // A bot that failed is asked again at the room's next tick.
        if (this.match.seq === seq) this.botSeq = -1;
      });
    // Always through the event loop: bots answering at once must not starve the sockets.
    if (delayMs > 0) setTimeout(() => void go(), delayMs);
    else setImmediate(() => void go());
  }

  private async botTurn(seat: number, spec: string, by: MovedBy, seq: number): Promise<void> {
    if (this.closed || this.role !== 'owner' || this.match.seq !== seq) return;
    const legal = this.match.legal();
    if (legal.length === 0) return;
    const choice = await this.game.bots.decide({
      spec,
      seed: botSeed(this.record.seed, seq, seat),
      seat,
      view: this.match.viewFor(seat),
      legal,
    });
    if (this.match.seq !== seq) return;
    // A player who came back while a stand-in thought keeps the turn.
    if (by === 'stand-in' && !this.standIn.has(seat)) return;
    const refusal = await this.submit({ seat, move: choice.move, seq, by });
    if (refusal !== null && this.match.seq === seq) this.botSeq = -1;
  }

  private checkAbsence(now: number): void {
    const { afterMs } = this.settings.absence;
    let changed = false;
    this.seats.forEach((s, seat) => {
      if (s.kind !== 'human' || s.tokenHash === null) return;
      if (this.connected(seat)) {
        this.absentSince.delete(seat);
        if (this.standIn.delete(seat)) changed = true;
        return;
      }
      if (!this.absentSince.has(seat)) this.absentSince.set(seat, now);
      if (
        afterMs !== null &&
        !this.standIn.has(seat) &&
        now - this.absentSince.get(seat)! >= afterMs
      ) {
        this.standIn.add(seat);
        changed = true;
      }
    });
    if (!changed) return;
    this.deadline = this.nextDeadline(now);
    this.publishStatus(now);
    this.presenceChanged(false);
    this.scheduleBot();
  }

  private publishStatus(now: number): void {
    void this.publish({
      kind: 'status',
      from: this.ctx.proc,
      seq: this.match.seq,
      standIn: [...this.standIn],
      timeLeftMs: this.deadline === null ? null : this.deadline - now,
    });
  }

  /** Runs on the host's clock: timers, absences, presence going stale, idleness. */
  tick(now: number): 'keep' | 'unload' {
    if (this.role === 'owner') {
      this.checkAbsence(now);
      this.scheduleBot();
      if (this.deadline !== null && now >= this.deadline && this.botSeq !== this.match.seq) {
        const seat = this.match.toMove();
        this.deadline = null;
        if (seat !== null) {
          const { onExpiry, bot } = this.settings.turnTimer;
          if (onExpiry === 'first-legal') {
            const first = this.match.legal()[0];
            if (first !== undefined)
              void this.submit({ seat, move: first, seq: this.match.seq, by: 'timer' });
          } else {
            this.playFor(seat, bot, 'timer', 0);
          }
        }
      }
    }
    const fresh = now - 3 * this.ctx.timing.presenceMs;
    let dropped = false;
    for (const [proc, p] of this.remote) {
      if (p.at < fresh) {
        this.remote.delete(proc);
        dropped = true;
      }
    }
    if (dropped) this.presenceChanged(false);
    const busy =
      this.occupied() ||
      (this.role === 'owner' && !this.match.over() && this.seats.every((s) => s.kind === 'bot'));
    if (busy) {
      this.idleSince = null;
      return 'keep';
    }
    this.idleSince ??= now;
    const wait = this.role === 'owner' ? this.ctx.timing.idleMs : this.ctx.timing.presenceMs;
    return now - this.idleSince >= wait ? 'unload' : 'keep';
  }

  /** Re-announces this process's peers, so other processes know they are still here. */
  heartbeat(): void {
    if (this.peers.size > 0) {
      void this.publish({ kind: 'presence', from: this.ctx.proc, ...this.localPresence() });
    }
  }

  // -------------------------------------------------------------------------------------------
  // The bus

  onBus(message: RoomBusMessage): void {
    if (message.from === this.ctx.proc || this.closed) return;
    if (this.resyncing !== null) {
      this.early.push(message);
      return;
    }
    switch (message.kind) {
      case 'presence':
        this.remote.set(message.from, {
          seats: [...message.seats],
          spectators: message.spectators,
          at: Date.now(),
        });
        this.presenceChanged(false);
        return;
      case 'seat':
        void this.refreshSeats();
        return;
      case 'status':
        if (this.role === 'owner') return;
        this.standIn = new Set(message.standIn);
        this.deadline = message.timeLeftMs === null ? null : Date.now() + message.timeLeftMs;
        this.presenceChanged(false);
        return;
      case 'move':
        if (this.role === 'owner') return;
        this.followMove(message);
        return;
    }
  }

  private followMove(message: Extract<RoomBusMessage, { kind: 'move' }>): void {
    const { record } = message;
    if (record.seq <= this.match.seq) return;
    if (record.seq > this.match.seq + 1) {
      void this.resync();
      return;
    }
    const replayed = this.match.replay(record);
    if (!replayed.ok) {
      void this.resync();
      return;
    }
    this.match.commit(replayed.applied);
    this.standIn = new Set(message.standIn);
    this.deadline = message.timeLeftMs === null ? null : Date.now() + message.timeLeftMs;
    this.fanOut(record, replayed.applied.events, message.origin);
  }

  /** Reloads the room from the store and shows every peer where it stands now. */
  resync(): Promise<void> {
    // A store that cannot answer now is asked again at the next gap or lease tick.
    this.resyncing ??= this.reload()
      .catch((error: unknown) => {
        if (process.env['ORRERY_DEBUG'] === '1') console.error('resync failed', this.id, error);
      })
      .finally(() => {
        this.resyncing = null;
        for (const m of this.early.splice(0)) this.onBus(m);
      });
    return this.resyncing;
  }

  private async reload(): Promise<void> {
    if (this.closed) return;
    const stored = await this.ctx.store.loadRoom(this.id);
    if (stored === null) return;
    const before = this.match.seq;
    this.seats = [...stored.seats];
    this.match = matchFromStore(stored, this.game);
    if (this.match.seq !== before) {
      for (const [peer, viewer] of this.peers) peer.send(this.stateFor(viewer));
    }
  }

  async refreshSeats(): Promise<void> {
    const seats = await this.ctx.store.seats(this.id);
    if (seats === null) return;
    this.seats = seats;
    this.presenceChanged(false);
    if (this.role === 'owner') this.deadline ??= this.nextDeadline(Date.now());
  }

  /** This process took the room's lease: it decides from now on, from the stored moves. */
  async promote(): Promise<void> {
    await this.resync();
    this.role = 'owner';
    this.botSeq = -1;
    const now = Date.now();
    // Whoever was away is counted away from now: the old owner's clocks are gone.
    this.absentSince.clear();
    this.deadline = this.nextDeadline(now);
    this.checkAbsence(now);
    this.publishStatus(now);
    this.scheduleBot();
  }

  demote(): void {
    this.role = 'follower';
    this.deadline = null;
    this.botSeq = -1;
  }

  close(): void {
    this.closed = true;
    for (const f of this.forwarded.values()) clearTimeout(f.timer);
    this.forwarded.clear();
  }

  private publish(message: RoomBusMessage): Promise<void> {
    return this.ctx.bus.publish(roomChannel(this.id), message).catch(() => undefined);
  }
}

/** Each bot decision's seed, from the room's seed and the move it is for. */
export function botSeed(roomSeed: number, seq: number, seat: number): number {
  return (roomSeed ^ Math.imul(seq + 1, 0x9e3779b1) ^ Math.imul(seat + 1, 0x85ebca6b)) >>> 0;
}
