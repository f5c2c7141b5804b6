import { orreryVitestConfig } from '../../vitest.shared.ts';

// A page driven on two busy cores can miss a beat that no rule of the game explains; one retry
// in CI keeps such a miss from failing the run, while a real fault fails both attempts.
export default orreryVitestConfig('playground', { retry: process.env['CI'] ? 1 : 0 });
