import { describe } from 'vitest';
import { conformance } from '@orrery/harness';
import { engine } from './index';

describe('Gin Rummy engine', () => {
  conformance(engine);
});
