import { describe } from 'vitest';
import { conformance } from '@orrery/harness';
import { engine } from './index';

describe('Casino engine', () => {
  conformance(engine);
});
