// The TextMate grammar, run in Node by VS Code's own engine (vscode-textmate on the oniguruma
// regex library): every rules file in the repository is tokenised with each non-blank character
// under a real scope of the language (not just the file's, and not `invalid`), and no begin/end
// region is still open at the end of the file.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import * as oniguruma from 'vscode-oniguruma';
import * as textmate from 'vscode-textmate';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../..');
const SCOPE = 'source.orrery-rules';

function rulesFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) out.push(...rulesFiles(full));
    else if (entry.endsWith('.rules')) out.push(full);
  }
  return out.sort();
}

let grammar: textmate.IGrammar;

beforeAll(async () => {
  const require = createRequire(import.meta.url);
  const wasm = readFileSync(require.resolve('vscode-oniguruma/release/onig.wasm'));
  await oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength));
  const registry = new textmate.Registry({
    onigLib: Promise.resolve({
      createOnigScanner: (sources) => new oniguruma.OnigScanner(sources),
      createOnigString: (s) => new oniguruma.OnigString(s),
    }),
    loadGrammar: async (scopeName) =>
      scopeName === SCOPE
        ? textmate.parseRawGrammar(
            readFileSync(path.join(here, '../syntaxes/orrery.tmLanguage.json'), 'utf8'),
            'orrery.tmLanguage.json',
          )
        : null,
  });
  const loaded = await registry.loadGrammar(SCOPE);
  if (loaded === null) throw new Error('the grammar did not load');
  grammar = loaded;
});

interface Problem {
  readonly at: string;
  readonly text: string;
  readonly scopes: string;
}

/** Every non-blank piece of text without a scope of its own, or under an `invalid` one. */
function tokenise(text: string): { problems: Problem[]; open: boolean; scopes: Set<string> } {
  let stack = textmate.INITIAL;
  const problems: Problem[] = [];
  const scopes = new Set<string>();
  text.split(/\r?\n/).forEach((line, i) => {
    const result = grammar.tokenizeLine(line, stack);
    for (const t of result.tokens) {
      const piece = line.slice(t.startIndex, t.endIndex);
      const own = t.scopes.filter((s) => s !== SCOPE);
      own.forEach((s) => scopes.add(s));
      if (piece.trim() !== '' && (own.length === 0 || own.some((s) => s.startsWith('invalid'))))
        problems.push({
          at: `${i + 1}:${t.startIndex + 1}`,
          text: piece,
          scopes: t.scopes.join(' '),
        });
    }
    stack = result.ruleStack;
  });
  // The root rule alone is depth 1; a begin/end region still open adds to it.
  return { problems, open: stack.depth > 1, scopes };
}

const files = rulesFiles(repo).map((f) => path.relative(repo, f));

describe('the TextMate grammar', () => {
  it('finds the rules files of the repository', () => {
    expect(files).toEqual(
      expect.arrayContaining(['rules/mars-venus.rules', 'rules/examples/spades.rules']),
    );
  });

  it.each(files)('tokenises %s with no unmatched text and no open region', (file) => {
    const { problems, open } = tokenise(readFileSync(path.join(repo, file), 'utf8'));
    expect(problems).toEqual([]);
    expect(open).toBe(false);
  });

  it('tells keywords, names, numbers, strings, placeholders and comments apart', () => {
    const { scopes } = tokenise(
      'zone deck-points "Pile {t}": shared // c\nset x = count(hand[seat]) + 10..2',
    );
    expect([...scopes].sort()).toEqual(
      expect.arrayContaining([
        'storage.type.orrery-rules',
        'variable.other.orrery-rules',
        'string.quoted.double.orrery-rules',
        'variable.other.placeholder.orrery-rules',
        'comment.line.double-slash.orrery-rules',
        'support.function.orrery-rules',
        'keyword.operator.range.orrery-rules',
        'constant.numeric.integer.orrery-rules',
      ]),
    );
  });

  it("scopes issue 26's words: 'ties draw', 'first(', 'winner' in a hook but not its clause", () => {
    const scopeOf = (line: string, word: string) => {
      const tokens = grammar.tokenizeLine(line, textmate.INITIAL).tokens;
      const at = line.indexOf(word);
      const token = tokens.find((t) => t.startIndex <= at && at < t.endIndex)!;
      return token.scopes.at(-1);
    };
    expect(scopeOf('  ties draw', 'draw')).toBe('keyword.other.orrery-rules');
    expect(scopeOf('  move draw {', 'draw')).toBe('variable.other.orrery-rules');
    expect(scopeOf('first(s in all seats from dealer)', 'first')).toBe(
      'support.function.orrery-rules',
    );
    expect(scopeOf('at trick end { set x = team of winner }', 'winner')).toBe(
      'support.variable.orrery-rules',
    );
    expect(scopeOf('  winner: highest c by c.rank', 'winner')).toBe('keyword.other.orrery-rules');
  });

  it('marks what is not the language, and closes a string left open at the end of its line', () => {
    expect(tokenise('seats 4 @ Hearts').problems.map((p) => p.text)).toEqual(['@', 'Hearts']);
    expect(tokenise('var x "no end\nseats 4').open).toBe(false);
  });
});
