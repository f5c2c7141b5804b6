import { engine as annexation } from '@orrery/engine-annexation';
import { engine as marsVenus } from '@orrery/engine-mars-venus';
import { engine as starbuckaroos } from '@orrery/engine-starbuckaroos';
import type { GameMeta } from '@orrery/runtime';

/** The games the playground offers: each element's tag, its bundle, and its engine's metadata. */
export interface PlaygroundGame {
  readonly tag: string;
  readonly bundle: string;
  readonly meta: GameMeta;
}

export const GAMES: readonly PlaygroundGame[] = [
  { tag: 'mars-venus-game', bundle: 'mars-venus-game.js', meta: marsVenus.meta },
  { tag: 'starbuckaroos-game', bundle: 'starbuckaroos-game.js', meta: starbuckaroos.meta },
  { tag: 'annexation-game', bundle: 'annexation-game.js', meta: annexation.meta },
];

/** The players a seat can have, as `seats` attribute words. */
export const PLAYERS: readonly { readonly spec: string; readonly label: string }[] = [
  { spec: 'human', label: 'Person' },
  { spec: 'random', label: 'Bot: random' },
  { spec: 'greedy', label: 'Bot: greedy' },
  { spec: 'ismcts:300', label: 'Bot: ISMCTS 300' },
  { spec: 'ismcts:1000', label: 'Bot: ISMCTS 1000' },
];
