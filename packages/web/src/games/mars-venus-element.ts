import { engine } from '@orrery/engine-mars-venus';
import { sixSuitArt } from '../art/six-suit-art';
import { OrreryGame } from '../elements/orrery-game';
import { themeFor } from '../elements/theme';
import type { AnyEngine } from '../match/table-view';

/**
 * `<mars-venus-game>`: Mars & Venus, the four-player trick-taking game of the six planets, playable from one tag. Attributes, events and
 * parts are those of `OrreryGame`; see docs/embedding.md.
 *
 * @cssprop --mars-venus-game-background - background around the table (default #06281b)
 * @cssprop --mars-venus-game-text - text colour (default #ffffff)
 * @cssprop --mars-venus-game-font - font family (default system-ui, sans-serif)
 * @cssprop --mars-venus-game-felt - the table (default #0b4d33)
 * @cssprop --mars-venus-game-panel - seat panels (default rgba(0, 0, 0, 0.3))
 * @cssprop --mars-venus-game-highlight - the seat to play (default #ffd166)
 * @cssprop --mars-venus-game-legal - outline of playable cards (default #ffd166)
 * @cssprop --mars-venus-game-focus - keyboard focus ring (default #ffffff)
 * @cssprop --mars-venus-game-card-width - width of the cards in hand (default 4.2rem)
 * @cssprop --mars-venus-game-card-back - card back colour (default #1f3a93)
 *
 * @tag mars-venus-game
 */
export class MarsVenusGame extends OrreryGame {
  static readonly tagName = 'mars-venus-game';
  static override styles = [OrreryGame.styles, themeFor('mars-venus-game')];
  protected override readonly engine = engine as AnyEngine;
  protected override readonly art = sixSuitArt;
  protected override readonly moduleUrl = import.meta.url;
}

if (!customElements.get(MarsVenusGame.tagName))
  customElements.define(MarsVenusGame.tagName, MarsVenusGame);

declare global {
  interface HTMLElementTagNameMap {
    'mars-venus-game': MarsVenusGame;
  }
}
