export const distDir: string;
export function buildPlayground(options?: { outdir?: string; quiet?: boolean }): Promise<string>;
