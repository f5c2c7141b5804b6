import { describe } from 'vitest';
import { conformance } from '@orrery/harness';
import { engine } from './index';

describe('Starbuckaroos (Comets strictly higher) engine', () => {
  conformance(engine);
});
