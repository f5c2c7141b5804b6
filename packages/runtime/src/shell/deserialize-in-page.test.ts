import { describe, expect, it } from 'vitest';
import { deserialize as pageDeserialize, NO_STATE_READER } from './deserialize-in-page';

describe("the saved-state reader a page's bundle has in place of deserialize.ts", () => {
  it('refuses every state with a code and a path, reading none', () => {
    for (const text of ['{"format":"orrery-state"}', 'not json', '']) {
      expect(pageDeserialize({} as never, text)).toEqual({
        ok: false,
        error: { code: 'no-state-reader', path: '', message: NO_STATE_READER },
      });
    }
  });
});
