export { groupGames, PLAYERS, type PlaygroundGame } from './games';
export { attributesFor, defaultSeats, type Settings } from './settings';
