import { describe } from 'vitest';
import { conformance } from '@orrery/harness';
import { engine } from './index';

describe('Go Fish engine', () => {
  conformance(engine);
});
