export { startServer, openStore, type RunningServer } from './server/app';
export {
  configFromEnv,
  defaultConfig,
  ConfigError,
  DEFAULT_SETTINGS,
  type ServerConfig,
  type StoreConfig,
} from './server/config';
export { RoomHost, type HostConfig } from './rooms/host';
export { Catalogue, type GameHandle } from './games/catalogue';
export { SqliteStore } from './store/sqlite-store';
export { PostgresStore } from './store/postgres-store';
export type { Store, StoredRoom, RoomRecord, SeatRecord } from './store/store';
export { LocalBus, type Bus } from './cluster/bus';
export { RedisBus } from './cluster/redis-bus';
export * from './protocol/messages';
