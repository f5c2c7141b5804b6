export { OrreryCard } from './orrery-card';
