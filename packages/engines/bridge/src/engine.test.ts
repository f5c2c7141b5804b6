import { describe } from 'vitest';
import { conformance } from '@orrery/harness';
import { engine } from './index';

describe('Contract Bridge engine', () => {
  // Random calls bid a rubber up to contracts nobody makes (a random rubber ends after some
  // 100,000 moves): the full match stops at the rules' own hand limit, an unfinished rubber (B17).
  conformance(engine, { fullMatchOptions: { 'max-hands': 12 } });
});
