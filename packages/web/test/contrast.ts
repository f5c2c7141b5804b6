import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** One piece of text whose colours fall short of WCAG AA. */
export interface LowContrast {
  readonly text: string;
  readonly ratio: number;
  readonly needed: number;
  readonly color: string;
  readonly background: string;
}

/**
 * Every visible text on the page, shadow roots and card SVGs included, whose contrast ratio
 * against what is painted behind it is under WCAG AA: 4.5:1, or 3:1 for large text (24px, or
 * 18.66px bold). Colours are composited as the browser paints them: translucent backgrounds over
 * what lies behind, and a dimmed (opacity) ancestor fading its text and background alike.
 */
export function lowContrastTexts(page: Page): Promise<ContrastReport> {
  // Measured at rest, in the same task as the wait: bots keep playing, and a card in flight (or
  // the card waiting unseen where it lands) is mid-motion, not a colour a person reads.
  return page.evaluate(
    `(async () => { await (${atRest.toString()})(); return (${findLowContrast.toString()})(); })()`,
  ) as Promise<ContrastReport>;
}

/** Runs in the page: resolves, in a microtask, once no animation runs, shadow roots included. */
async function atRest(): Promise<void> {
  const running = () => {
    const all: Animation[] = [];
    const visit = (root: Document | ShadowRoot) => {
      all.push(...root.getAnimations());
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) visit(el.shadowRoot);
    };
    visit(document);
    return all;
  };
  for (let all = running(); all.length > 0; all = running())
    await Promise.all(all.map((a) => a.finished.catch(() => undefined)));
}

/** How many texts were measured (a check that saw nothing proves nothing), and which fall short. */
export interface ContrastReport {
  readonly checked: number;
  readonly low: readonly LowContrast[];
}

/** Runs in the page: see lowContrastTexts. Self-contained, as page.evaluate needs. */
function findLowContrast(): ContrastReport {
  type Rgba = [number, number, number, number];
  const parse = (css: string): Rgba => {
    const m = /rgba?\(([^)]+)\)/.exec(css);
    if (!m) return [0, 0, 0, 0];
    const p = m[1]!
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return [p[0] ?? 0, p[1] ?? 0, p[2] ?? 0, p[3] ?? 1];
  };
  /** `top` painted over the opaque `under`. */
  const over = (top: Rgba, under: Rgba): Rgba => {
    const a = top[3];
    return [
      top[0] * a + under[0] * (1 - a),
      top[1] * a + under[1] * (1 - a),
      top[2] * a + under[2] * (1 - a),
      1,
    ];
  };
  const luminance = (c: Rgba) => {
    const [r, g, b] = c.slice(0, 3).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const ratio = (a: Rgba, b: Rgba) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };
  const parentOf = (el: Element): Element | null =>
    el.parentElement ?? ((el.getRootNode() as ShadowRoot).host || null);
  const chainOf = (el: Element): Element[] => {
    const chain: Element[] = [];
    for (let e: Element | null = el; e; e = parentOf(e)) chain.unshift(e);
    return chain;
  };
  /**
   * The text colour and the background as painted: each element's background over its parent's,
   * and an element with opacity mixing everything inside it with what lies behind it.
   * `extra` is one more background layer inside the last element (an SVG card's face).
   */
  const painted = (chain: Element[], color: Rgba, extra: Rgba | null): [Rgba, Rgba] => {
    const paint = (i: number, behind: Rgba): [Rgba, Rgba] => {
      const style = getComputedStyle(chain[i]!);
      let inside = over(parse(style.backgroundColor), behind);
      if (i === chain.length - 1 && extra) inside = over(extra, inside);
      let [text, back] =
        i === chain.length - 1 ? [over(color, inside), inside] : paint(i + 1, inside);
      const alpha = Number(style.opacity);
      if (alpha < 1) {
        text = over([...text.slice(0, 3), alpha] as Rgba, behind);
        back = over([...back.slice(0, 3), alpha] as Rgba, behind);
      }
      return [text, back];
    };
    return paint(0, [255, 255, 255, 1]);
  };
  const visible = (el: Element) => {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return box.width > 1 && box.height > 1 && style.visibility !== 'hidden';
  };
  const rgb = (c: Rgba) => `rgb(${c.slice(0, 3).map(Math.round).join(', ')})`;

  const found: LowContrast[] = [];
  let checked = 0;
  const check = (
    el: Element,
    text: string,
    color: Rgba,
    px: number,
    bold: boolean,
    face: Rgba | null,
  ) => {
    const chain = chainOf(el);
    // Fully transparent (a card placed unseen where a flight will land, before the flight has
    // begun): nothing is painted, so there is no colour a person reads.
    if (chain.reduce((alpha, e) => alpha * Number(getComputedStyle(e).opacity), 1) === 0) return;
    checked++;
    const [fg, bg] = painted(chain, color, face);
    const large = px >= 24 || (px >= 18.66 && bold);
    const needed = large ? 3 : 4.5;
    const r = ratio(fg, bg);
    if (r < needed)
      found.push({
        text: text.slice(0, 40),
        ratio: Math.round(r * 100) / 100,
        needed,
        color: rgb(fg),
        background: rgb(bg),
      });
  };
  const visit = (root: Document | ShadowRoot) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const el = node.parentElement;
      if (text === '' || !el || ['STYLE', 'SCRIPT', 'TITLE', 'title'].includes(el.tagName))
        continue;
      if (!visible(el)) continue;
      const style = getComputedStyle(el);
      const bold = Number(style.fontWeight) >= 700;
      if (el instanceof SVGElement) {
        // Card text: drawn on the card's face, the SVG's first filled rectangle.
        const svgRoot = el.ownerSVGElement;
        if (!svgRoot) continue;
        const faceRect = svgRoot.querySelector('rect');
        const face = faceRect ? parse(getComputedStyle(faceRect).fill) : null;
        const scale = svgRoot.getBoundingClientRect().width / (svgRoot.viewBox.baseVal.width || 1);
        const px = parseFloat(style.fontSize) * scale;
        check(svgRoot, text, parse(style.fill), px, bold, face);
      } else {
        check(el, text, parse(style.color), parseFloat(style.fontSize), bold, null);
      }
    }
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot) visit(el.shadowRoot);
  };
  visit(document);
  return { checked, low: found };
}

/** Every text on the page meets WCAG AA, and there was text to measure. */
export async function expectAaContrast(page: Page): Promise<void> {
  const { checked, low } = await lowContrastTexts(page);
  expect(checked).toBeGreaterThan(10);
  expect(low).toEqual([]);
}
