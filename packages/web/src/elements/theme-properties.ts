/**
 * The custom properties a game's tag offers (`--<tag>-felt`, ...): each is passed on to the
 * generic `--orrery-*` property its children read, with the house default as fallback. Plain
 * data without Lit, so the bundler can list them in a tag's custom-elements.json entry.
 */
export const THEME_PROPERTIES: Readonly<
  Record<
    string,
    {
      readonly inner: string;
      readonly fallback: string;
      readonly what: string;
      /** The element picks its own default by the space it has (smaller cards on a phone). */
      readonly fits?: true;
    }
  >
> = {
  background: {
    inner: '--orrery-game-background',
    fallback: '#06281b',
    what: 'background around the table',
  },
  text: { inner: '--orrery-game-text', fallback: '#ffffff', what: 'text colour' },
  font: { inner: '--orrery-game-font', fallback: 'system-ui, sans-serif', what: 'font family' },
  felt: { inner: '--orrery-table-felt', fallback: '#0b4d33', what: 'the table' },
  panel: { inner: '--orrery-table-panel', fallback: 'rgba(0, 0, 0, 0.3)', what: 'seat panels' },
  highlight: { inner: '--orrery-table-highlight', fallback: '#ffd166', what: 'the seat to play' },
  legal: {
    inner: '--orrery-hand-legal-color',
    fallback: '#ffd166',
    what: 'outline of playable cards',
  },
  focus: { inner: '--orrery-focus-color', fallback: '#ffffff', what: 'keyboard focus ring' },
  'card-width': {
    inner: '--orrery-hand-card-width',
    fallback: '4.2rem',
    what: 'width of the cards in hand (3.5rem on a phone)',
    fits: true,
  },
  'card-back': { inner: '--orrery-card-back-color', fallback: '#1f3a93', what: 'card back colour' },
};
