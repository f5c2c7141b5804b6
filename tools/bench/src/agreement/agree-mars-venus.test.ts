import { describe } from 'vitest';
import { agreementSuite } from './suite';

describe('mars-venus', () => agreementSuite('mars-venus'));
