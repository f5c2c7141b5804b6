/**
 * The file name of online play's own module, beside the games' bundles: the bundler writes it
 * under this name and a game element loads it by this name when it is given a room.
 */
export const ONLINE_MODULE = 'orrery-online.js';
