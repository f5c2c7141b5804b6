export { engineCatalog, type EngineEntry } from './catalog';
