export { checkConservation, countCards, type ConservationReport, type Zones } from './conservation';
export { playRandomMatch, type RandomMatch } from './random-play';
export { conformance, type ConformanceOptions } from './conformance';
