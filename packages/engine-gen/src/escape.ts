// Text from a rules file in generated TypeScript. A title, a message, a reason, a seat or card
// name is the designer's text: wherever it lands it must stay text, whatever it holds (a `*/`, a
// backtick, `${`, a backslash, a line or paragraph separator, `</script>`). Every emitter writes
// such text through one of these, chosen by where it lands. Names (`first-dealer`) are checked
// by the lexer to be `[a-z][a-z0-9-]*`, so only text needs this; `identifier` guards the
// identifiers the generator builds from names.

/** Characters JSON.stringify leaves as they are but a script or an HTML page may not. */
const UNSAFE_IN_LITERALS = /[\u2028\u2029<]/g;

function unicodeEscape(c: string): string {
  return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/**
 * A double-quoted string literal holding `text`. JSON.stringify escapes quotes, backslashes,
 * control characters and lone surrogates; line and paragraph separators and `<` are escaped
 * too, so the literal is one line and `</script>` never appears in an engine inlined in a page.
 */
export function stringLiteral(text: string): string {
  return JSON.stringify(text).replace(UNSAFE_IN_LITERALS, unicodeEscape);
}

/**
 * Control characters, which a literal holds raw but should not (a template keeps a line break
 * raw and turns CR LF into LF), and which would end a `//` comment or hide text in an editor.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const RAW_IN_TEMPLATES = /[\u0000-\u001f\u007f\u2028\u2029<]/g;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const BREAKS_A_COMMENT = /[\u0000-\u001f\u007f\u0085\u2028\u2029]/g;

/** A lone half of a surrogate pair, which no UTF-8 file can hold. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * `text` as it stands between the backticks of a template literal, next to `${...}` parts the
 * generator writes: backslashes, backticks and dollar signs are escaped, and every character a
 * literal should not hold raw (line breaks, which a template would keep and normalise; line and
 * paragraph separators; control characters; lone surrogates; `<`) is a `\u` escape.
 */
export function templateText(text: string): string {
  return text
    .replace(/[\\`$]/g, (c) => `\\${c}`)
    .replace(RAW_IN_TEMPLATES, unicodeEscape)
    .replace(LONE_SURROGATE, unicodeEscape);
}

/**
 * `text` for the inside of a comment, `//` or `/* *\/` (JSDoc too): on one line (every line
 * break, separator or control character is a space), with no `*\/` to end a block comment and no
 * `</` or `<!` for a page the engine may be inlined in (a backslash is put between). Lone
 * surrogates, which a UTF-8 file cannot hold, become U+FFFD.
 */
export function commentText(text: string): string {
  return text
    .replace(BREAKS_A_COMMENT, ' ')
    .replace(/\*\//g, '*\\/')
    .replace(/<([/!])/g, '<\\$1')
    .replace(LONE_SURROGATE, '\ufffd');
}

/**
 * A single-quoted string literal holding `text`, as Prettier writes the hand-editable files of a
 * new engine package: the same escapes as `stringLiteral`, with `'` escaped instead of `"`.
 */
export function singleQuoted(text: string): string {
  const body = text
    .replace(/[\\']/g, (c) => `\\${c}`)
    .replace(RAW_IN_TEMPLATES, unicodeEscape)
    .replace(LONE_SURROGATE, unicodeEscape);
  return `'${body}'`;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * An identifier the generator built from validated names (`def_playCanDraw`, `putIntoHand`):
 * returned as it is, after making sure it is one. Anything else is a bug in the generator, never
 * a designer's mistake, so it throws.
 */
export function identifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`not an identifier: ${stringLiteral(name)}`);
  return name;
}
