export { generatedHeader, isGenerated } from './header';
export { generateEngine, type GeneratedFile } from './generate';
export {
  buildEngine,
  writeEngine,
  type BuildResult,
  type WriteOptions,
  type WriteResult,
} from './write';
