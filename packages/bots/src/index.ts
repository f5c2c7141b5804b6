export { formatBotSpec, parseBotSpec, type BotSpec, type BotSpecResult } from './spec';
