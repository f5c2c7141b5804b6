export { MarsVenusMatch, type MarsVenusOptions } from './handwritten/mars-venus';
export { StarbuckaroosMatch, type StarbuckaroosOptions } from './handwritten/starbuckaroos';
export { Sfc32 } from './handwritten/sfc32';
export { MarsVenusGame } from './boardgameio/mars-venus';
export { StarbuckaroosGame } from './boardgameio/starbuckaroos';
export { BoardgameioTable } from './boardgameio/driver';
export { playAlike, type Difference } from './agreement/agree';
export { runner, ENGINES, GAMES, type EngineName, type GameId } from './bench/runners';
