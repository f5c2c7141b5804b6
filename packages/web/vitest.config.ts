import { orreryVitestConfig } from '../../vitest.shared.ts';

export default orreryVitestConfig('web', { globalSetup: ['test/repo-bundles.ts'] });
