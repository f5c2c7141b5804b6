import { css, unsafeCSS, type CSSResult } from 'lit';

/**
 * The custom properties a game's tag offers (`--<tag>-felt`, ...), each passed on to
 * the generic `--orrery-*` property its children read, with the house default as fallback.
 */
export const THEME_PROPERTIES: Readonly<Record<string, readonly [string, string]>> = {
  background: ['--orrery-game-background', '#06281b'],
  text: ['--orrery-game-text', '#ffffff'],
  font: ['--orrery-game-font', 'system-ui, sans-serif'],
  felt: ['--orrery-table-felt', '#0b4d33'],
  panel: ['--orrery-table-panel', 'rgba(0, 0, 0, 0.3)'],
  highlight: ['--orrery-table-highlight', '#ffd166'],
  legal: ['--orrery-hand-legal-color', '#ffd166'],
  focus: ['--orrery-focus-color', '#ffffff'],
  'card-width': ['--orrery-hand-card-width', '4.2rem'],
  'card-back': ['--orrery-card-back-color', '#1f3a93'],
};

export function themeFor(tag: string): CSSResult {
  const lines = Object.entries(THEME_PROPERTIES).map(
    ([what, [inner, fallback]]) => `${inner}: var(--${tag}-${what}, ${fallback});`,
  );
  return css`
    :host {
      ${unsafeCSS(lines.join('\n'))}
    }
  `;
}
