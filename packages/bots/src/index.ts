export {
  DEFAULT_GREEDY_SAMPLES,
  DEFAULT_ISMCTS_ITERATIONS,
  formatBotSpec,
  parseBotSpec,
  type BotSpec,
  type BotSpecError,
  type BotSpecResult,
} from './spec';
export {
  createBot,
  type Bot,
  type BotEngine,
  type Budget,
  type Decision,
  type Strategy,
  type Turn,
} from './bot';
export { botEngineOf, IllegalBotMove, playMatch, type MatchArgs, type MatchResult } from './match';
