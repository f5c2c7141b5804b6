import { css } from 'lit';

/**
 * Cards on the table a set takes (a capture's cards added up): outlined to be tapped, raised and
 * ticked once picked, so picking shows by more than colour.
 */
export const pickStyles = css`
  .target.pick {
    position: relative;
    transform: none;
    box-shadow: 0 0 0 3px var(--hi);
    transition: transform 140ms ease-out;
  }
  .target.pick[data-picked] {
    transform: translateY(-0.6rem);
    box-shadow:
      0 0 0 3px #ffffff,
      0 0 0 6px var(--hi),
      0 0 0.8rem var(--hi);
  }
  .target.pick[data-picked]::after {
    content: '\\2713';
    position: absolute;
    top: -0.55rem;
    right: -0.45rem;
    width: 1.3rem;
    height: 1.3rem;
    border-radius: 50%;
    background: #ffffff;
    color: #1b1b1b;
    font:
      700 0.9rem/1.3rem system-ui,
      sans-serif;
    text-align: center;
    box-shadow: 0 0 0 2px #1b1b1b;
  }
  @media (prefers-reduced-motion: reduce) {
    .target.pick {
      transition: none;
    }
  }
`;
