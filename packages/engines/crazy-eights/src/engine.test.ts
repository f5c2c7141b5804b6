import { describe } from 'vitest';
import { conformance } from '@orrery/harness';
import { engine } from './index';

describe('Crazy Eights engine', () => {
  conformance(engine);
});
