// Names in generated code: rules-file names are kebab-case, TypeScript wants identifiers.

import { identifierOf } from '@orrery/rules-lang';
import { stringLiteral } from './escape';

/**
 * `first-dealer` → `firstDealer`; `seat-0` → `seat0`. The rules language's own conversion, so
 * that what its checker calls a name collision is exactly what would collide here.
 */
export const camel = identifierOf;

/** `first-dealer` → `FIRST_DEALER`. */
export function constant(name: string): string {
  return name.replace(/-/g, '_').toUpperCase();
}

/** A string literal in generated code, whatever the text holds (escape.ts). */
export const quote = stringLiteral;

/** A number, a string or a list of them as a literal, spaced as JSON.stringify spaces it. */
export function valueLiteral(value: string | number | readonly (string | number)[]): string {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return quote(value);
  return `[${value.map((v) => valueLiteral(v)).join(',')}]`;
}

/** A union of string literals, on lines of about 100 characters when long: `'a' | 'b'`. */
export function literalUnion(values: readonly (string | number)[]): string {
  if (values.length === 0) return 'never';
  const parts = values.map((v) => (typeof v === 'number' ? String(v) : quote(v)));
  const oneLine = parts.join(' | ');
  return oneLine.length <= 90 ? oneLine : `\n  | ${packed(parts, '\n  | ', ' | ')}`;
}

/**
 * Items joined by `separator` (`, ` unless given) on lines of about 100 characters, the lines
 * joined by `lineBreak` (`,\n` and an indent, say): long tables of a generated file take few lines.
 */
export function packed(items: readonly string[], lineBreak: string, separator = ', '): string {
  const lines: string[] = [];
  let line = '';
  for (const item of items) {
    if (line !== '' && line.length + separator.length + item.length > 100) {
      lines.push(line);
      line = '';
    }
    line = line === '' ? item : `${line}${separator}${item}`;
  }
  if (line !== '') lines.push(line);
  return lines.join(lineBreak);
}

/** A property key: bare when it is an identifier, quoted otherwise. */
export function key(name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : quote(name);
}

/** Property access: `o.name` or `o["first-dealer"]`. */
export function access(object: string, name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name)
    ? `${object}.${name}`
    : `${object}[${quote(name)}]`;
}

/** Title-case for display when a rules file gives no title: `skip-draw` → `Skip draw`. */
export function title(name: string): string {
  const words = name.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
