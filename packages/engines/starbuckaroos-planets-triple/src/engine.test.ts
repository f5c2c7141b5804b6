import { describe } from 'vitest';
import { conformance } from '@orrery/harness';
import { engine } from './index';

describe('Starbuckaroos (Planets triple) engine', () => {
  conformance(engine);
});
