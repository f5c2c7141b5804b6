// What editors and tools build on besides `check` (`@orrery/rules-lang/editor`): the formatter,
// and the position and symbol index the language server answers from.

export { formatRules, sameMeaning, type FormatResult } from '../format/format';
