// What editors and tools build on besides `check` (`@orrery/rules-lang/editor`): the formatter,
// the index of every name in a file, and what the grammar allows at a point.

export { formatRules, sameMeaning, type FormatResult } from '../format/format';
export { analyze, type Analysis } from './analyze';
export {
  symbolKey,
  type Entity,
  type EntityKind,
  type FileIndex,
  type Occurrence,
} from './symbol-index';
export { expectedAt, type Expectation, type NameSlot } from './assist';
export { lexicalTokens, type LexicalKind, type LexicalToken } from './lexical';
export {
  BUILTIN_NAMES,
  CARD_ATTRIBUTE_NAMES,
  FUNCTION_NAMES,
  isValidName,
  isReservedWord,
} from './names';
