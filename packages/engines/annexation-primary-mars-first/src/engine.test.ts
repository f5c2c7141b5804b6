import { describe } from 'vitest';
import { conformance } from '@orrery/harness';
import { engine } from './index';

describe('Annexation (Mars first) engine', () => {
  conformance(engine);
});
