// @orrery/server/client: the browser-safe client of the game server. No Node imports: it runs
// in a page as it is, and in Node with a WebSocket from a library (`socket` option).

export {
  DEFAULT_BACKOFF,
  OrreryError,
  RoomConnection,
  type Backoff,
  type RoomOptions,
  type RoomStatus,
} from './room-connection';
export { createRoom, listGames, type CreateRequest, type LobbyOptions } from './lobby';
export {
  memoryTokens,
  storageTokens,
  type SeatToken,
  type StorageLike,
  type TokenStore,
} from './tokens';
export {
  defaultSocket,
  inviteLink,
  roomFromLink,
  socketUrl,
  type SocketFactory,
  type SocketLike,
} from './socket';
export type * from '../protocol/messages';
export { PROTOCOL_VERSION, ERROR_CODES } from '../protocol/messages';
