import { orreryVitestConfig } from '../../../vitest.shared.ts';

export default orreryVitestConfig('engine-starbuckaroos-hand-limit-7');
