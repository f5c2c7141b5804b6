import { describe } from 'vitest';
import { conformance } from '@orrery/harness';
import { engine } from './index';

describe('Mars & Venus (Mars free to lead) engine', () => {
  conformance(engine);
});
