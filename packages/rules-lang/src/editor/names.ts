// The names a rules file may use without declaring them, and what a valid new name is: for
// completion and for refusing a rename. Read from the language's own tables and lexer, so they
// cannot drift from what the checker accepts.

import { tokenMatcher } from 'chevrotain';
import type { CardAttribute } from '../model/model';
import { Identifier, Name, rulesLexer } from '../parser/tokens';
import { BUILTIN_TYPES } from '../references/scopes';

/** `seat`, `dealer`, `all seats`, ...: as written in a rules file. */
export const BUILTIN_NAMES: readonly string[] = Object.keys(BUILTIN_TYPES)
  .filter((name) => name !== 'wild')
  .map((name) => (name === 'all-seats' ? 'all seats' : name));

export const CARD_ATTRIBUTE_NAMES: readonly CardAttribute[] = [
  'suit',
  'rank',
  'face',
  'group',
  'suit-rank',
  'wild',
];

/** Written `NAME(...)` (aggregates and `tricks`) or `NAME of ...`. */
export const FUNCTION_NAMES = {
  call: [
    'sum',
    'count',
    'any',
    'all',
    'max',
    'min',
    'first',
    'tricks',
    'same-rank',
    'same-suit',
    'run',
    'melds',
    'deadwood',
    'sum-groups',
  ],
  of: ['top', 'seats', 'team'],
} as const;

/** One token the grammar reads as a name: kebab-case, and not a reserved word. */
export function isValidName(text: string): boolean {
  const { tokens, errors } = rulesLexer.tokenize(text);
  const only = tokens[0];
  return (
    errors.length === 0 &&
    tokens.length === 1 &&
    only !== undefined &&
    only.image === text &&
    tokenMatcher(only, Name) &&
    (tokenMatcher(only, Identifier) || only.tokenType.name.startsWith('Kw'))
  );
}

/** `if`, `in`, `of` ...: words that can never be names. */
export function isReservedWord(text: string): boolean {
  const { tokens } = rulesLexer.tokenize(text);
  const only = tokens[0];
  return (
    tokens.length === 1 && only !== undefined && only.image === text && !tokenMatcher(only, Name)
  );
}
