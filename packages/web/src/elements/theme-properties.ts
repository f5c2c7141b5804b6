/**
 * The custom properties a game's tag offers (`--<tag>-felt`, ...): each is passed on to the
 * generic `--orrery-*` property its children read, with the house default as fallback. Plain
 * data without Lit, so the bundler can list them in a tag's custom-elements.json entry; what
 * each is for is THEME_PROPERTY_DOCS (theme-property-docs.ts), which only the manifest reads, so
 * no game's bundle carries it.
 */
export const THEME_PROPERTIES: Readonly<
  Record<
    string,
    {
      readonly inner: string;
      readonly fallback: string;
      /** The element picks its own default by the space it has (smaller cards on a phone). */
      readonly fits?: true;
    }
  >
> = {
  background: {
    inner: '--orrery-game-background',
    fallback: '#06281b',
  },
  text: { inner: '--orrery-game-text', fallback: '#ffffff' },
  font: { inner: '--orrery-game-font', fallback: 'system-ui, sans-serif' },
  felt: { inner: '--orrery-table-felt', fallback: '#0b4d33' },
  panel: { inner: '--orrery-table-panel', fallback: 'rgba(0, 0, 0, 0.3)' },
  highlight: { inner: '--orrery-table-highlight', fallback: '#ffd166' },
  legal: {
    inner: '--orrery-hand-legal-color',
    fallback: '#ffd166',
  },
  focus: { inner: '--orrery-focus-color', fallback: '#ffffff' },
  'card-width': {
    inner: '--orrery-hand-card-width',
    fallback: '4.2rem',
    fits: true,
  },
  'card-back': { inner: '--orrery-card-back-color', fallback: '#1f3a93' },
};
