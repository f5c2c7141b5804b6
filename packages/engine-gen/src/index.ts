export { generatedHeader, isGenerated } from './header';
