import { orreryVitestConfig } from '../../../vitest.shared.ts';

export default orreryVitestConfig('engine-annexation-venus-beats-saturn');
