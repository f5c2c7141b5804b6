// How a rules file becomes an embeddable game: `orrery bundle`, `nx build web`, the playground
// and a dev server all go through these functions (Node only; the element itself is ../src).

export {
  BUDGET_BYTES,
  BUNDLE_CACHE,
  bundleGames,
  createBundler,
  removeStaleEntries,
  type BuildOutcome,
  type BuiltGame,
  type BundlerOptions,
  type GameBundler,
} from './bundler';
export { entryModule } from './entry-module';
export { demoPage } from './demo-page';
export { className, elementManifest } from './manifest';
export { overBudget, sizeLine, writeBundles, type WriteOptions } from './output';
export { planGame, repoRulesFiles, tagOf, webLook, type GamePlan, type PlanResult } from './plan';
export { repoGames, type RepoGame } from './repo-games';
