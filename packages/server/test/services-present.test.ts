// CI installs PostgreSQL and Redis (.ci/run) and sets ORRERY_REQUIRE_SERVICES=1, so the store and
// cluster tests must run there: a missing binary fails this test instead of skipping them quietly.

import { describe, expect, it } from 'vitest';
import { servicesMissing } from './helpers/services';

describe('services for the store and cluster tests', () => {
  it.runIf(process.env['ORRERY_REQUIRE_SERVICES'] === '1')(
    'PostgreSQL and Redis are installed when CI requires them',
    () => {
      expect(servicesMissing).toBeNull();
    },
  );
});
