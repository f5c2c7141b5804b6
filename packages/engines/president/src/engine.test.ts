import { describe } from 'vitest';
import { conformance } from '@orrery/harness';
import { engine } from './index';

describe('President engine', () => {
  conformance(engine);
});
