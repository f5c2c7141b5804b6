export { loadEngine, type AnyEngine, type EngineLookup } from './engines';
export { INVALID_REPLAY, type Read } from './fault';
export {
  parseReplayFile,
  SEED_MAX,
  SEED_MIN,
  type ReplayFile,
  type ReplayMove,
} from './replay-file';
export { checkAgainstEngine } from './engine-check';
export { readPlayers, readRulesRef, type RulesRef } from './recorded-with';
export { MAX_NESTING, MAX_REPLAY_BYTES } from './limits';
export { readReplayFile, type ReplaySource } from './read-file';
export { escapeUnsafe, quote, safeMessage } from './quote';
export {
  replayText,
  replayWith,
  type HandLog,
  type PlayedMove,
  type ReplayResult,
  type ReplayRun,
  type Trick,
} from './replay';
export {
  buildReport,
  invalidReplayReport,
  type ByTeam,
  type HandReport,
  type InvalidReplayReport,
  type ReplayReport,
} from './report';
export {
  sharedZoneLog,
  sharedZones,
  type SharedZoneCards,
  type SharedZoneLog,
} from './shared-zones';
export { transcript } from './transcript';
export { formatJson } from './format-json';
