export { checkConservation, countCards, type ConservationReport, type Zones } from './conservation';
