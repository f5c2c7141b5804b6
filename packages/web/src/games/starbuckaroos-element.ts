import { engine } from '@orrery/engine-starbuckaroos';
import { starDeckArt } from '../art/star-art';
import { OrreryGame } from '../elements/orrery-game';
import { themeFor } from '../elements/theme';
import type { AnyEngine } from '../match/table-view';

/**
 * `<starbuckaroos-game>`: Starbuckaroos, the laying-and-capturing game of Planets, Moons, Comets and Novas, playable from one tag. Attributes, events and
 * parts are those of `OrreryGame`; see docs/embedding.md.
 *
 * @cssprop --starbuckaroos-game-background - background around the table (default #06281b)
 * @cssprop --starbuckaroos-game-text - text colour (default #ffffff)
 * @cssprop --starbuckaroos-game-font - font family (default system-ui, sans-serif)
 * @cssprop --starbuckaroos-game-felt - the table (default #0b4d33)
 * @cssprop --starbuckaroos-game-panel - seat panels (default rgba(0, 0, 0, 0.3))
 * @cssprop --starbuckaroos-game-highlight - the seat to play (default #ffd166)
 * @cssprop --starbuckaroos-game-legal - outline of playable cards (default #ffd166)
 * @cssprop --starbuckaroos-game-focus - keyboard focus ring (default #ffffff)
 * @cssprop --starbuckaroos-game-card-width - width of the cards in hand (default 4.2rem)
 * @cssprop --starbuckaroos-game-card-back - card back colour (default #1f3a93)
 *
 * @tag starbuckaroos-game
 */
export class StarbuckaroosGame extends OrreryGame {
  static readonly tagName = 'starbuckaroos-game';
  static override styles = [OrreryGame.styles, themeFor('starbuckaroos-game')];
  protected override readonly engine = engine as AnyEngine;
  protected override readonly art = starDeckArt;
  protected override readonly moduleUrl = import.meta.url;
}

if (!customElements.get(StarbuckaroosGame.tagName))
  customElements.define(StarbuckaroosGame.tagName, StarbuckaroosGame);

declare global {
  interface HTMLElementTagNameMap {
    'starbuckaroos-game': StarbuckaroosGame;
  }
}
