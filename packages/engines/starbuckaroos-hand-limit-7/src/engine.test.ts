import { describe } from 'vitest';
import { conformance } from '@orrery/harness';
import { engine } from './index';

describe('Starbuckaroos (hand limit 7) engine', () => {
  conformance(engine);
});
