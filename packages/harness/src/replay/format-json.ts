// JSON for people and diffs: indented like JSON.stringify(value, null, 2), except that a list or
// object holding only plain values (or empty lists and objects) stays on one line: a trick's
// cards, a move, a team's pile.

export function formatJson(value: unknown, indent = ''): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  const entries: [string | null, unknown][] = Array.isArray(value)
    ? value.map((v: unknown) => [null, v])
    : Object.entries(value).filter(([, v]) => v !== undefined);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  if (entries.length === 0) return `${open}${close}`;
  const key = (k: string | null) => (k === null ? '' : `${JSON.stringify(k)}: `);
  if (entries.every(([, v]) => isPlain(v))) {
    const inner = entries.map(([k, v]) => `${key(k)}${JSON.stringify(v)}`).join(', ');
    return Array.isArray(value) ? `[${inner}]` : `{ ${inner} }`;
  }
  const deeper = `${indent}  `;
  const lines = entries.map(([k, v]) => `${deeper}${key(k)}${formatJson(v, deeper)}`);
  return `${open}\n${lines.join(',\n')}\n${indent}${close}`;
}

function isPlain(value: unknown): boolean {
  return value === null || typeof value !== 'object' || Object.keys(value).length === 0;
}
