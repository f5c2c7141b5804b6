import { orreryVitestConfig } from '../../vitest.shared.ts';

// The tests run the real bin, which starts a Node process: give them room on a busy machine.
export default orreryVitestConfig('cli', { testTimeout: 60_000 });
