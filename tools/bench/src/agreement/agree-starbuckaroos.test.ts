import { describe } from 'vitest';
import { agreementSuite } from './suite';

describe('starbuckaroos', () => agreementSuite('starbuckaroos'));
