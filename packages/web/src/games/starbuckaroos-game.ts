// The `<starbuckaroos-game>` bundle's entry: the element in a page, the bots in its Web Worker.
import { engine } from '@orrery/engine-starbuckaroos';
import { boot } from '../boot';
import type { AnyEngine } from '../match/table-view';

boot(engine as AnyEngine, () => import('./starbuckaroos-element'));
