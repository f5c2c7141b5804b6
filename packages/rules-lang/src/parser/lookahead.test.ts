// The parser with lookahead paths worked out ahead of time (lookahead.ts) parses as the parser
// that works its own out: the same trees and the same errors, on every rules file of the
// repository and on broken copies of them; paths of another grammar are refused.

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CstNode, IToken } from 'chevrotain';
import { describe, expect, it } from 'vitest';
import { KnownLookahead, type KnownPaths } from './lookahead';
import { setMessageContext } from './messages';
import { MAX_LOOKAHEAD, parserLookahead, RulesParser } from './parser';
import { allTokens, rulesLexer } from './tokens';

const rulesDir = fileURLToPath(new URL('../../../../rules/', import.meta.url));
const rulesFiles = readdirSync(rulesDir, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.rules'))
  .sort()
  .map((f) => readFileSync(path.join(rulesDir, f), 'utf8'));

const known = parserLookahead();
const withKnown = (paths: KnownPaths) => {
  const lookahead = new KnownLookahead(paths, allTokens, { maxLookahead: MAX_LOOKAHEAD });
  return { parser: new RulesParser({ lookahead }), lookahead };
};

/** A parse as text: the tree (tokens by type, image and offset), the errors, or what it threw. */
function parsed(parser: RulesParser, tokens: IToken[]): string {
  setMessageContext(tokens);
  parser.input = tokens;
  let tree: CstNode | string;
  try {
    tree = parser.file();
  } catch (error) {
    tree = `threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`;
  } finally {
    setMessageContext([]);
  }
  const errors = parser.errors.map((e) => `${e.name} at ${e.token.startOffset}: ${e.message}`);
  return JSON.stringify({ tree, errors }, (key, value: unknown) =>
    key === 'tokenType' ? (value as { name: string }).name : value,
  );
}

/** The text, and copies cut short or missing one token at points spread through it. */
function brokenCopies(text: string): string[] {
  const tokens = rulesLexer.tokenize(text).tokens;
  const copies = [text];
  for (let i = 1; i <= 4; i++) {
    const t = tokens[Math.floor((tokens.length * i) / 5)];
    if (t === undefined) continue;
    copies.push(text.slice(0, t.startOffset));
    copies.push(text.slice(0, t.startOffset) + text.slice(t.endOffset! + 1));
  }
  return copies;
}

describe('KnownLookahead', () => {
  it('works out a path for the productions of the grammar, the expensive ones among them', () => {
    expect(Object.keys(known.paths).length).toBeGreaterThan(100);
    expect(known.paths['call Alternation 0']?.length).toBe(2);
  });

  it('parses every rules file and broken copies of them as Chevrotain does with its own paths', () => {
    const own = new RulesParser();
    const { parser, lookahead } = withKnown(known);
    expect(lookahead.usedKnownPaths).toBe(true);
    let compared = 0;
    for (const text of rulesFiles) {
      for (const copy of brokenCopies(text)) {
        const tokens = rulesLexer.tokenize(copy).tokens;
        expect(parsed(parser, tokens)).toBe(parsed(own, tokens));
        compared++;
      }
    }
    expect(compared).toBe(rulesFiles.length * 9);
  });

  it("refuses paths worked out from another grammar, and works out the grammar's own", () => {
    const other = { ...known, grammar: 'a fingerprint of another grammar' };
    const { parser, lookahead } = withKnown(other);
    expect(lookahead.usedKnownPaths).toBe(false);
    const tokens = rulesLexer.tokenize(rulesFiles[0]!).tokens;
    expect(parsed(parser, tokens)).toBe(parsed(new RulesParser(), tokens));
  });
});
