import type { OutputFile } from 'esbuild';

export const webRoot: string;
export function gameEntries(): string[];
export function bundleGames(options?: {
  outdir?: string;
  write?: boolean;
  minify?: boolean;
}): Promise<{ entries: string[]; outputFiles: OutputFile[] }>;
