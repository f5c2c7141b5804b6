export { checkConservation, countCards, type ConservationReport, type Zones } from './conservation';
export { playRandomMatch, type RandomMatch } from './random-play';
export { conformance, formatProblem, type ConformanceOptions } from './conformance';
export { agreement, type AgreementConfig, type AgreementReport } from './agreement';
export * from './invariants/index';
export {
  parseScenario,
  scenarioSchema,
  type Scenario,
  type ScenarioFormatError,
} from './scenario-schema';
export {
  runScenario,
  describeFailure,
  type ScenarioFailure,
  type ScenarioReport,
} from './scenario-runner';
export { completeDeal, type PartialDeal } from './scenario-deal';
export { rulingCoverage, type Coverage } from './scenario-coverage';
export { readScenarioFiles, type ScenarioFile } from './scenario-files';
