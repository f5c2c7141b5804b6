// The battery's checks, each a pure function returning problems (see README.md).
export { runBattery, type BatteryConfig, type BatteryReport, type PlayedMatch } from './battery';
export { checkCardsConserved } from './cards';
export { checkApplyRepeatable, checkReplay } from './determinism';
export type { AnyEngine } from './engine-under-test';
export {
  layoutOf,
  maySee,
  mentionedIn,
  secretsOf,
  type Options,
  type ZoneInstance,
} from './layout';
export { checkListedMovesApply } from './listed';
export { playCheckedMatch, type MatchPlan, type MatchReport } from './match';
export { malformedMoves, moveKey, randomMove } from './moves';
export { optionSets } from './option-sets';
export { KNOWN_BUGS, knownBugOf, type KnownBug } from './known-bugs';
export { CHECKS, isKebabCase, problem, show, type CheckId, type Problem } from './problem';
export { checkRefusedWhenOver, checkUnlistedMovesRefused } from './refusals';
export { checkCorruptSavedGamesRefused, checkRoundTrip, corruptions } from './saved-games';
export { checkEventsKeepSecrets, checkViewsKeepSecrets, secretsBySeat } from './secrecy';
export { checkOutcome, checkTurn } from './turn';
