// Where a client keeps its seats' reconnect tokens: in memory, or in a Storage the page gives
// (localStorage, sessionStorage). A token is the only proof a player holds a seat, so it is kept
// per room and nowhere else; the page decides how long it lives.

export interface SeatToken {
  readonly seat: number;
  readonly token: string;
}

export interface TokenStore {
  get(room: string): SeatToken | null;
  set(room: string, token: SeatToken): void;
  delete(room: string): void;
}

/** The part of the Web Storage API the token store uses. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function memoryTokens(): TokenStore {
  const tokens = new Map<string, SeatToken>();
  return {
    get: (room) => tokens.get(room) ?? null,
    set: (room, token) => void tokens.set(room, token),
    delete: (room) => void tokens.delete(room),
  };
}

/** Tokens in a Web Storage under `prefix` + room id; unreadable entries count as none. */
export function storageTokens(storage: StorageLike, prefix = 'orrery-seat:'): TokenStore {
  return {
    get(room) {
      const text = storage.getItem(prefix + room);
      if (text === null) return null;
      try {
        const value = JSON.parse(text) as Partial<SeatToken>;
        return typeof value.seat === 'number' && typeof value.token === 'string'
          ? { seat: value.seat, token: value.token }
          : null;
      } catch {
        return null;
      }
    },
    set: (room, token) => storage.setItem(prefix + room, JSON.stringify(token)),
    delete: (room) => storage.removeItem(prefix + room),
  };
}
