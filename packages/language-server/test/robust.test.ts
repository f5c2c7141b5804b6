// No input takes a feature down: every feature on files with random lines cut, joined or
// garbled, at random points, answers without throwing.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completions } from '../src/features/completion';
import { formatting } from '../src/features/formatting';
import { hover } from '../src/features/hover';
import { definition, references } from '../src/features/navigation';
import { outline } from '../src/features/outline';
import { prepareRename, rename } from '../src/features/rename';
import { semanticTokens } from '../src/features/semantic-tokens';
import { given, TINY } from './helpers';

const lines = TINY.split('\n');
const garble = fc.oneof(
  fc.constant(''),
  fc.constantFrom('{', '}', '(', 'move', 'c.', '"', 'if', '..', 'x in', ':', "'"),
  fc.string({ maxLength: 6 }),
);
const mutant = fc
  .array(fc.tuple(fc.nat(lines.length - 1), garble, fc.boolean()), { minLength: 1, maxLength: 4 })
  .map((edits) => {
    const out = [...lines];
    for (const [line, text, replace] of edits) {
      const at = Math.min(line, out.length - 1);
      out[at] = replace ? text : `${out[at]} ${text}`;
    }
    return out.join('\n');
  });

describe('every feature on broken files', () => {
  it('answers without throwing, anywhere in the file', () => {
    fc.assert(
      fc.property(mutant, fc.double({ min: 0, max: 1, noNaN: true }), (text, where) => {
        const g = given(text);
        const offset = Math.floor(where * text.length);
        expect(() => {
          completions(g.document, g.analysis, offset);
          hover(g.document, g.analysis, offset);
          definition(g.document, g.analysis, offset);
          references(g.document, g.analysis, offset, true);
          prepareRename(g.document, g.analysis, offset);
          rename(g.document, g.analysis, offset, 'fresh-name', 'x.rules');
          outline(g.document, g.analysis);
          semanticTokens(g.document, g.analysis);
          formatting(g.document, 'x.rules');
        }).not.toThrow();
      }),
      { numRuns: 60, seed: 28 },
    );
  });
});
