export { loadEngine, type AnyEngine, type EngineLookup } from './engines';
export {
  INVALID_REPLAY,
  checkAgainstEngine,
  parseReplayFile,
  type ReplayFile,
  type ReplayMove,
} from './replay-file';
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
  type HandReport,
  type InvalidReplayReport,
  type ReplayReport,
} from './report';
export { transcript } from './transcript';
export { formatJson } from './format-json';
