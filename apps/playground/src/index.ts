export { groupGames, PLAYERS, type PlaygroundGame } from './games';
export {
  attributesFor,
  defaultSeats,
  readSavedSettings,
  ruleProblem,
  seedProblem,
  type SavedSettings,
  type Settings,
} from './settings';
