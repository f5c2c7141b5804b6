export {
  DEFAULT_GAMES,
  DEFAULT_SEED,
  parseSim,
  readOptions,
  SIM_USAGE,
  type SimArgs,
  type SimParse,
} from './args';
export { runSim, type SimIo } from './run';
export { figuresOf, positionName, type EventFigure, type Figures, type RunInfo } from './figures';
export { compareTallies, type ComparedFigure } from './compare';
export { htmlReport, renderSvg } from './html-report';
export { playGame, type GameRecord, type HandRecord, type PlaySettings } from './play';
export { addGame, emptyTally, mergeTally, type Tally } from './tally';
export {
  meanOf,
  tQuantile975,
  twoProportions,
  welch,
  wilson,
  type Difference,
  type Mean,
  type Moments,
  type Rate,
} from './stats';
export { loadGame, type LoadedGame, type LoadResult } from './load';
export { isRulesPath, repoGames, type RulesText } from './source';
