export { nextInt, nextUint32, seedRandom, shuffle, type RandomState } from './random';
export { randomBelow, randomWord, shuffleInPlace } from './fast-random';
export * from './bags';
export * from './helpers';
export type * from './engine';
export * from './reader';
export * from './saved-game';
export * from './visibility';
export * from './shell/index';
