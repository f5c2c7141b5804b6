import { describe } from 'vitest';
import { conformance } from '@orrery/harness';
import { engine } from './index';

describe('Mars & Venus (no skunk) engine', () => {
  conformance(engine);
});
