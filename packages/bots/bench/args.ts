import os from 'node:os';

/** `--name N` from the command line, or the default. */
export function argInt(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const value = Number(process.argv[i + 1]);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} needs a whole number, got '${process.argv[i + 1] ?? ''}'`);
    process.exit(2);
  }
  return value;
}

/** `--name text` from the command line, or the default. */
export function argText(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? fallback : (process.argv[i + 1] ?? fallback);
}

/** One line saying what the figures were measured on. */
export function machine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `${cpu}, ${os.cpus().length} cores, Node ${process.version}`;
}
