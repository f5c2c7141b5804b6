// The browser-safe parts of @orrery/sim that a simulation in a Web Worker needs: one match on
// the fast path, tallies, figures with their intervals, the rules file's words, and the report's
// sections. The package's own entry also starts worker threads and writes files (node:), so
// these are imported file by file; the editor's build bundles them for the browser, which fails
// on any node: import they might gain.

export { playGame, type PlaySettings } from '../../../../packages/sim/src/play';
export { addGame, emptyTally, type Tally } from '../../../../packages/sim/src/tally';
export { figuresOf, type Figures } from '../../../../packages/sim/src/figures';
export { wordsOf, NO_WORDS, type RulesWords } from '../../../../packages/sim/src/rules-words';
export { verdict } from '../../../../packages/sim/src/verdict';
export { howAHandGoes, whatHappened, whoWins } from '../../../../packages/sim/src/report-sections';
