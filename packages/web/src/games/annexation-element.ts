import { engine } from '@orrery/engine-annexation';
import { sixSuitArt } from '../art/six-suit-art';
import { OrreryGame } from '../elements/orrery-game';
import { themeFor } from '../elements/theme';
import type { AnyEngine } from '../match/table-view';

/**
 * `<annexation-game>`: Annexation, the four-player trick-taking game of annexing suits, playable from one tag. Attributes, events and
 * parts are those of `OrreryGame`; see docs/embedding.md.
 *
 * @cssprop --annexation-game-background - background around the table (default #06281b)
 * @cssprop --annexation-game-text - text colour (default #ffffff)
 * @cssprop --annexation-game-font - font family (default system-ui, sans-serif)
 * @cssprop --annexation-game-felt - the table (default #0b4d33)
 * @cssprop --annexation-game-panel - seat panels (default rgba(0, 0, 0, 0.3))
 * @cssprop --annexation-game-highlight - the seat to play (default #ffd166)
 * @cssprop --annexation-game-legal - outline of playable cards (default #ffd166)
 * @cssprop --annexation-game-focus - keyboard focus ring (default #ffffff)
 * @cssprop --annexation-game-card-width - width of the cards in hand (default 4.2rem)
 * @cssprop --annexation-game-card-back - card back colour (default #1f3a93)
 *
 * @tag annexation-game
 */
export class AnnexationGame extends OrreryGame {
  static readonly tagName = 'annexation-game';
  static override styles = [OrreryGame.styles, themeFor('annexation-game')];
  protected override readonly engine = engine as AnyEngine;
  protected override readonly art = sixSuitArt;
  protected override readonly moduleUrl = import.meta.url;
}

if (!customElements.get(AnnexationGame.tagName))
  customElements.define(AnnexationGame.tagName, AnnexationGame);

declare global {
  interface HTMLElementTagNameMap {
    'annexation-game': AnnexationGame;
  }
}
