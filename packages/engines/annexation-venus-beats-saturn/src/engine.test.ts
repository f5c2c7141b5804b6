import { describe } from 'vitest';
import { conformance } from '@orrery/harness';
import { engine } from './index';

describe('Annexation (Venus Galaxy high) engine', () => {
  conformance(engine);
});
