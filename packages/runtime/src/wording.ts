/**
 * A move's own wording (`move bid "Bid {level} {suit}" (...)` in a rules file), as its engine's
 * move table and `MoveMeta` hold it: text with `{name}` placeholders, each a parameter of the
 * move; a brace or backslash of the text itself is escaped with a backslash (`\{`, `\\`). The
 * shell's log (describeMove) and a user interface's buttons fill it the same way.
 */

/** One piece of a wording: text as written, or the name of the parameter shown there. */
export type WordingPart = string | { readonly param: string };

/** A wording's text and placeholders, in order. */
export function wordingParts(wording: string): WordingPart[] {
  const parts: WordingPart[] = [];
  let text = '';
  for (let i = 0; i < wording.length; i++) {
    const c = wording[i]!;
    if (c === '\\') {
      text += wording[++i] ?? '';
    } else if (c === '{') {
      const close = wording.indexOf('}', i);
      if (close < 0) {
        text += wording.slice(i);
        break;
      }
      if (text !== '') parts.push(text);
      text = '';
      parts.push({ param: wording.slice(i + 1, close) });
      i = close;
    } else {
      text += c;
    }
  }
  if (text !== '') parts.push(text);
  return parts;
}

/** A wording's text as a table holds it: braces and backslashes of the text escaped. */
export function escapeWordingText(text: string): string {
  return text.replace(/[\\{}]/g, (c) => `\\${c}`);
}

/**
 * The wording filled with each parameter's words; undefined where a placeholder's parameter has
 * no words (`words` gives undefined: a value not chosen yet), so the caller words the move its
 * own way rather than show a sentence with a hole in it.
 */
export function fillWording(
  wording: string,
  words: (param: string) => string | undefined,
): string | undefined {
  let out = '';
  for (const part of wordingParts(wording)) {
    if (typeof part === 'string') {
      out += part;
      continue;
    }
    const word = words(part.param);
    if (word === undefined) return undefined;
    out += word;
  }
  return out;
}
