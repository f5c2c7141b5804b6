export { nextInt, nextUint32, seedRandom, shuffle, type RandomState } from './random';
