import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { compactStyles } from '../bundler/compact-styles';

/** Bundles one module from a scratch folder with the plugin, unminified, and returns the code. */
async function bundled(source: string, plugged = true): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'orrery-compact-'));
  const file = path.join(dir, 'styles.ts');
  writeFileSync(file, source);
  const out = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    format: 'esm',
    plugins: plugged ? [compactStyles([dir])] : [],
  });
  return out.outputFiles[0]!.text;
}

describe('compactStyles', () => {
  it('minifies a css template and drops indentation, keeping what the page sees', async () => {
    const source = [
      'const css = (s: TemplateStringsArray) => s.join("");',
      'export const styles = css`',
      '  /* a comment for people */',
      '  :host {',
      '    display: block;',
      '    color: #ffffff;',
      '  }',
      '`;',
      'export const page = `<p>',
      '    two words</p>`;',
    ].join('\n');
    const code = await bundled(source);
    expect(code).toContain('css`:host{display:block;color:#fff}`');
    expect(code).toContain('`<p>\ntwo words</p>`');
    expect(code).not.toContain('a comment for people');
    // Without the plugin the text is as written.
    expect(await bundled(source, false)).toContain('/* a comment for people */');
  });

  it('leaves a template with substitutions as it is', async () => {
    const source = [
      'const css = (s: TemplateStringsArray, ...v: unknown[]) => s.join(String(v));',
      'const w = "1px";',
      'export const a = css`a { width: ${w}; }`;',
    ].join('\n');
    const code = await bundled(source);
    expect(code).toContain('css`a { width: ${w}; }`');
  });
});
