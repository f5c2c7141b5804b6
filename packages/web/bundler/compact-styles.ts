import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { transform, type Plugin } from 'esbuild';

/** A Lit `css` template with no `${}` in it: its text is plain CSS. */
const CSS_TEMPLATE = /\bcss`([^`$\\]*)`/g;

/**
 * Minifies the CSS of the web elements' `css` templates with esbuild's own CSS minifier, as the
 * bundle is built: a template's indentation and comments are kept in the source for people and
 * cost nothing in the bundle, which has a gzip budget. A template esbuild cannot read as CSS, or
 * one with substitutions, is left as it is. `dirs` are the folders (elements, art) it applies to;
 * none of their templates is shown with `white-space: pre`.
 */
export function compactStyles(dirs: readonly string[]): Plugin {
  const folders = dirs.map((d) => escape(path.resolve(d))).join('|');
  const filter = new RegExp(`^(?:${folders})[\\\\/][^\\\\/]+\\.ts$`);
  return {
    name: 'orrery-compact-styles',
    setup(build) {
      build.onLoad({ filter }, async ({ path: file }) => {
        const source = await readFile(file, 'utf8');
        const parts: string[] = [];
        let last = 0;
        for (const m of source.matchAll(CSS_TEMPLATE)) {
          parts.push(source.slice(last, m.index));
          parts.push(`css\`${await minified(m[1]!)}\``);
          last = m.index + m[0].length;
        }
        parts.push(source.slice(last));
        // Indentation goes too: in code it means nothing, and in the html and svg templates a
        // newline and its indent render as the one space the newline alone renders as.
        return { contents: parts.join('').replace(/\n[ \t]+/g, '\n'), loader: 'ts' };
      });
    },
  };
}

async function minified(css: string): Promise<string> {
  try {
    const out = (await transform(css, { loader: 'css', minify: true })).code.trim();
    return out.includes('`') || out.includes('\\') || out.includes('${') ? css : out;
  } catch {
    return css;
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
