// Chevrotain's own checks of the grammar (ambiguous alternatives, left recursion, rules that
// cannot be told apart within the lookahead), which the parser that programs load skips.

import { expect, it } from 'vitest';
import { RulesParser } from './parser';

it('passes Chevrotain’s validations of the grammar', () => {
  expect(() => new RulesParser({ validate: true })).not.toThrow();
});
