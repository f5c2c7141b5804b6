// The public API of the rules language: parse, check, the AST, the linked model and diagnostics.

export type * from './ast/ast';
export {
  DiagnosticSink,
  formatDiagnostic,
  sortDiagnostics,
  TOO_MANY_ERRORS,
  type Diagnostic,
  type Severity,
} from './diagnostics';
export { LIMITS } from './limits';
export { decodeRules, sizeProblem, withoutBom } from './source';
export { parse } from './parser/parse';
// For builds that bundle the parser (the CLI's): its lookahead, worked out ahead of time.
export { parserLookahead, usesKnownLookahead } from './parser/parser';
export { check, checkFile, type CheckResult } from './check';
export { dealReadsState } from './validation/check-static';
export type * from './model/model';
export type * from './model/look';
export { ART_SETS, COLOURS, ICONS, contrastOnWhite } from './model/look-names';
export { T, compatible, elementType, typeName, type Type } from './model/types';
export {
  cardIds,
  copiesFor,
  deckFor,
  evaluateStatic,
  evaluateValue,
  type StaticGame,
  type StaticValue,
} from './model/static';
export {
  defineFunction,
  identifierOf,
  INHERITED_KEYS,
  MOVE_NOTATION_KEYS,
  scopedName,
  TRICK_MOVE,
  variableKey,
  zoneKey,
} from './model/identifiers';
export {
  defaultOptions,
  describeCombination,
  optionCombinations,
  optionSamples,
  optionsUsedBy,
} from './model/options';
