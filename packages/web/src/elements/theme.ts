import { css, unsafeCSS, type CSSResult } from 'lit';
import { THEME_PROPERTIES } from './theme-properties';

export { THEME_PROPERTIES };

/** A tag's theme: `--<tag>-felt` and the rest, each passed on to what the children read. */
export function themeFor(tag: string): CSSResult {
  // A property the element sizes to its space has no fallback here: unset, the inner default holds.
  const lines = Object.entries(THEME_PROPERTIES).map(([what, { inner, fallback, fits }]) =>
    fits ? `${inner}: var(--${tag}-${what});` : `${inner}: var(--${tag}-${what}, ${fallback});`,
  );
  return css`
    :host {
      ${unsafeCSS(lines.join('\n'))}
    }
  `;
}
