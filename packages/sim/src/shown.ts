// What `orrery sim` quotes back of what was typed (an option, a game, a file name): escaped, so
// no control character or bidirectional override reaches the terminal raw, and cut short, so a
// huge argument is not printed whole (issue 25). Game-agnostic and dependency-free on purpose:
// @orrery/harness/replay has the same rules for replay files.

// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** `text` escaped, in at most `max` characters (an ellipsis included where it is cut). */
export function shown(text: string, max = 300): string {
  let out = '';
  let room = 0;
  for (const char of text) {
    const lone = char.length === 1 && char >= '\ud800' && char <= '\udfff';
    const piece =
      lone || UNSAFE.test(char) ? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}` : char;
    if (out.length + piece.length > max) return `${out.slice(0, room)}…`;
    out += piece;
    if (out.length < max) room = out.length;
  }
  return out;
}

/** An argument quoted in a message: `'<game-id>'`, or its first 40 characters. */
export function quoted(text: string): string {
  return `'${shown(text, 40)}'`;
}
