// Every room this process serves, and the requests that reach them: create, join, resume,
// spectate, move. Rooms are loaded when a peer asks for them and owned when their lease is
// free; a lease loop renews what this process owns and takes over rooms whose owner is gone.

import { randomUUID } from 'node:crypto';
import type { Bus } from '../cluster/bus';
import type { Catalogue } from '../games/catalogue';
import type {
  CreateMessage,
  CreatedFrame,
  ErrorCode,
  JoinMessage,
  MoveMessage,
  ResumeMessage,
  RoomSettings,
  SpectateMessage,
} from '../protocol/messages';
import type { Store } from '../store/store';
import { planRoom } from './create';
import {
  inboxChannel,
  LiveRoom,
  matchFromStore,
  procChannel,
  roomChannel,
  type ForwardedMove,
  type Refusal,
  type RoomBusMessage,
  type RoomContext,
  type RoomTiming,
} from './live-room';
import { SPECTATOR } from './match';
import type { Peer } from './peer';
import { newToken, tokenHash, tokenMatches } from './tokens';

export interface HostConfig extends RoomTiming {
  readonly leaseMs: number;
  readonly tickMs: number;
  readonly allowSeed: boolean;
  readonly defaults: RoomSettings;
  /** How many ownerless rooms one lease round takes over at most. */
  readonly adoptBatch: number;
}

export interface Fault {
  readonly code: ErrorCode;
  readonly message: string;
  readonly path?: string;
}

export type HostResult<T> = { ok: true; value: T } | { ok: false; fault: Fault };

const fault = <T>(code: ErrorCode, message: string, path?: string): HostResult<T> => ({
  ok: false,
  fault: { code, message, ...(path === undefined ? {} : { path }) },
});

/** ORRERY_DEBUG=1 prints what the host does with leases and rooms, for operators and failing tests. */
const debug = process.env['ORRERY_DEBUG'] === '1';
function trace(...what: unknown[]): void {
  if (debug) console.error(new Date().toISOString(), ...what);
}

export class RoomHost {
  readonly proc = randomUUID();
  private readonly rooms = new Map<string, LiveRoom>();
  private readonly loading = new Map<string, Promise<LiveRoom | null>>();
  private readonly bindings = new Map<Peer, LiveRoom>();
  private readonly early = new Map<string, RoomBusMessage[]>();
  private readonly intervals: NodeJS.Timeout[] = [];
  private readonly ctx: RoomContext;
  private leaseRound: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly store: Store,
    private readonly bus: Bus,
    private readonly catalogue: Catalogue,
    private readonly config: HostConfig,
  ) {
    this.ctx = {
      proc: this.proc,
      store,
      bus,
      timing: config,
      lostLease: (room) => void this.disown(room),
    };
  }

  async start(): Promise<void> {
    await this.bus.subscribe(procChannel(this.proc), (m) => this.fromOwner(m));
    const every = (ms: number, run: () => void) => {
      const t = setInterval(run, ms);
      t.unref();
      this.intervals.push(t);
    };
    every(this.config.tickMs, () => this.tick());
    every(this.config.presenceMs, () => {
      for (const room of this.rooms.values()) room.heartbeat();
    });
    every(Math.max(50, Math.floor(this.config.leaseMs / 3)), () => void this.leases());
    await this.leases();
  }

  /** Lets go of every room: their leases are freed for the other processes at once. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const t of this.intervals.splice(0)) clearInterval(t);
    await this.leaseRound;
    for (const room of this.rooms.values()) {
      room.close();
      if (room.role === 'owner') {
        await this.store.releaseLease(room.id, this.proc, false).catch(() => undefined);
      }
    }
    this.rooms.clear();
  }

  /** Rooms in memory, by role: for health checks and tests. */
  counts(): { owned: number; followed: number; peers: number } {
    let owned = 0;
    for (const room of this.rooms.values()) if (room.role === 'owner') owned++;
    return { owned, followed: this.rooms.size - owned, peers: this.bindings.size };
  }

  // -------------------------------------------------------------------------------------------
  // Requests

  async create(message: CreateMessage): Promise<HostResult<Omit<CreatedFrame, 're'>>> {
    const loading = this.catalogue.get(message.game);
    if (loading === undefined) {
      return fault('unknown-game', `unknown game '${message.game}' (see GET /games)`, 'game');
    }
    const game = await loading;
    const planned = planRoom(message, game, this.config, Date.now());
    if (!planned.ok) return { ok: false, fault: planned.fault };
    const { room, seats, first } = planned.plan;
    await this.store.createRoom(room, seats, first);
    // The room's creator joins through this process next, and its bots start here.
    await this.load(room.id);
    return {
      ok: true,
      value: { type: 'created', room: room.id, game: room.game, seats: seats.length },
    };
  }

  async join(peer: Peer, m: JoinMessage): Promise<HostResult<{ seat: number; token: string }>> {
    if (this.bindings.has(peer)) return fault('already-in-room', 'this connection is in a room');
    const room = await this.load(m.room);
    if (room === null) return fault('no-such-room', 'no room has this id', 'room');
    const seats = (await this.store.seats(room.id)) ?? [];
    let seat = m.seat;
    if (seat === undefined) {
      seat = seats.findIndex((s) => s.kind === 'human' && s.tokenHash === null);
      if (seat < 0) return fault('room-full', 'every seat of this room is taken');
    } else {
      const s = seats[seat];
      if (s === undefined) return fault('no-such-seat', `this room has no seat ${seat}`, 'seat');
      if (s.kind !== 'human') return fault('no-such-seat', `seat ${seat} is a bot's`, 'seat');
    }
    const token = newToken();
    const name = m.name ?? seats[seat]!.name;
    if (!(await this.store.claimSeat(room.id, seat, tokenHash(token), name))) {
      return fault('seat-taken', `seat ${seat} is taken`, 'seat');
    }
    await room.refreshSeats();
    void this.bus
      .publish(roomChannel(room.id), { kind: 'seat', from: this.proc, seat })
      .catch(() => undefined);
    peer.send({
      type: 'joined',
      ...(m.id === undefined ? {} : { re: m.id }),
      room: room.id,
      seat,
      token,
    });
    this.bind(peer, room, seat, m.id);
    return { ok: true, value: { seat, token } };
  }

  async resume(peer: Peer, m: ResumeMessage): Promise<HostResult<{ seat: number }>> {
    if (this.bindings.has(peer)) return fault('already-in-room', 'this connection is in a room');
    const room = await this.load(m.room);
    // The same answer for a room, a seat or a token that is wrong: it tells a guesser nothing.
    const refuse = fault<{ seat: number }>('bad-token', 'no seat of a room holds this token');
    if (room === null) return refuse;
    const seats = await this.store.seats(room.id);
    const hash = seats?.[m.seat]?.tokenHash ?? null;
    if (!tokenMatches(m.token, hash)) return refuse;
    room.seats = seats!;
    this.bind(peer, room, m.seat, m.id);
    return { ok: true, value: { seat: m.seat } };
  }

  async spectate(peer: Peer, m: SpectateMessage): Promise<HostResult<null>> {
    if (this.bindings.has(peer)) return fault('already-in-room', 'this connection is in a room');
    const room = await this.load(m.room);
    if (room === null) return fault('no-such-room', 'no room has this id', 'room');
    if (!room.record.settings.spectators) {
      return fault('spectators-off', 'this room takes no spectators');
    }
    this.bind(peer, room, SPECTATOR, m.id);
    return { ok: true, value: null };
  }

  async move(peer: Peer, m: MoveMessage): Promise<Refusal | null> {
    const room = this.bindings.get(peer);
    if (room === undefined) return { code: 'not-in-room', message: 'join or resume a room first' };
    return room.request(peer, m.move, m.seq, m.id);
  }

  detach(peer: Peer): void {
    const room = this.bindings.get(peer);
    if (room === undefined) return;
    this.bindings.delete(peer);
    room.detach(peer);
  }

  private bind(peer: Peer, room: LiveRoom, viewer: number, re?: string | number): void {
    this.bindings.set(peer, room);
    room.attach(peer, viewer, re);
  }

  // -------------------------------------------------------------------------------------------
  // Rooms in memory

  private load(id: string): Promise<LiveRoom | null> {
    const known = this.rooms.get(id);
    if (known !== undefined) return Promise.resolve(known);
    let loading = this.loading.get(id);
    if (loading === undefined) {
      loading = this.open(id).finally(() => this.loading.delete(id));
      this.loading.set(id, loading);
    }
    return loading;
  }

  private async open(id: string): Promise<LiveRoom | null> {
    // Listen first, keep what comes while the room loads, replay it after: no move slips by.
    this.early.set(id, []);
    await this.bus.subscribe(roomChannel(id), (m) => this.toRoom(id, m as RoomBusMessage));
    try {
      const stored = await this.store.loadRoom(id);
      if (stored === null) {
        await this.bus.unsubscribe(roomChannel(id));
        return null;
      }
      const game = await this.catalogue.get(stored.room.game);
      if (game === undefined) throw new Error(`this server does not offer '${stored.room.game}'`);
      const room = new LiveRoom(
        game,
        stored.room,
        [...stored.seats],
        matchFromStore(stored, game),
        this.ctx,
      );
      this.rooms.set(id, room);
      for (const m of this.early.get(id) ?? []) room.onBus(m);
      if (!stored.finished && (await this.store.claimLease(id, this.proc, this.config.leaseMs))) {
        await this.own(room);
      }
      return room;
    } catch (error) {
      if (!this.rooms.has(id)) await this.bus.unsubscribe(roomChannel(id)).catch(() => undefined);
      throw error;
    } finally {
      this.early.delete(id);
    }
  }

  private toRoom(id: string, message: RoomBusMessage): void {
    const room = this.rooms.get(id);
    if (room !== undefined) room.onBus(message);
    else this.early.get(id)?.push(message);
  }

  private async own(room: LiveRoom): Promise<void> {
    trace('own', room.id);
    await this.bus.subscribe(inboxChannel(room.id), (m) => room.inbox(m as ForwardedMove));
    await room.promote();
  }

  private async disown(room: LiveRoom): Promise<void> {
    if (room.role !== 'owner') return;
    trace('disown', room.id);
    room.demote();
    await this.bus.unsubscribe(inboxChannel(room.id)).catch(() => undefined);
    await room.resync();
  }

  private async unload(room: LiveRoom): Promise<void> {
    if (this.rooms.get(room.id) !== room) return;
    trace('unload', room.id, room.role);
    this.rooms.delete(room.id);
    room.close();
    await this.bus.unsubscribe(roomChannel(room.id)).catch(() => undefined);
    if (room.role === 'owner') {
      await this.bus.unsubscribe(inboxChannel(room.id)).catch(() => undefined);
      await this.store.releaseLease(room.id, this.proc, !room.match.over()).catch(() => undefined);
    }
  }

  private fromOwner(message: unknown): void {
    const m = message as {
      kind?: string;
      room?: string;
      peer?: string;
      re?: string | number;
      refusal?: Refusal;
    };
    if (m.kind !== 'refused' || m.room === undefined || m.peer === undefined || !m.refusal) return;
    this.rooms.get(m.room)?.refused(m.peer, m.refusal, m.re);
  }

  private tick(): void {
    const now = Date.now();
    for (const room of [...this.rooms.values()]) {
      if (room.tick(now) === 'unload') void this.unload(room);
    }
  }

  /** Renews this process's leases, lets go of rooms another took, takes over orphans. */
  private leases(): Promise<void> {
    if (this.leaseRound !== null || this.stopped) return this.leaseRound ?? Promise.resolve();
    this.leaseRound = this.leaseWork()
      .catch((error: unknown) => trace('lease round failed', error))
      .finally(() => {
        this.leaseRound = null;
      });
    return this.leaseRound;
  }

  private async leaseWork(): Promise<void> {
    const owned = [...this.rooms.values()].filter((r) => r.role === 'owner');
    const held = new Set(
      await this.store.renewLeases(
        this.proc,
        owned.map((r) => r.id),
        this.config.leaseMs,
      ),
    );
    for (const room of owned) if (!held.has(room.id)) await this.disown(room);
    for (const id of await this.store.orphanRooms(this.config.adoptBatch)) {
      if (this.stopped) return;
      const room = this.rooms.get(id);
      if (room === undefined) {
        trace('adopt', id);
        await this.load(id).catch((error: unknown) => trace('adopt failed', id, error));
      } else if (
        room.role === 'follower' &&
        (await this.store.claimLease(id, this.proc, this.config.leaseMs))
      ) {
        await this.own(room);
      }
    }
  }
}
