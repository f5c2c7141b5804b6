/** The value after `--name` on the command line, or undefined where it is not given. */
export function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? undefined : process.argv[i + 1];
}
