import { orreryVitestConfig } from '../../../vitest.shared.ts';

export default orreryVitestConfig('engine-bridge');
