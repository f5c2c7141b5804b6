import { engine } from '@orrery/engine-mars-venus';
import { describe, expect, it } from 'vitest';
import { parseHouseRules } from './options';

describe('parseHouseRules', () => {
  it('reads declared house rules and treats an empty attribute as the defaults', () => {
    expect(parseHouseRules('{"target": 30, "skunk": "off"}', engine.meta)).toEqual({
      ok: true,
      options: { target: 30, skunk: 'off' },
    });
    expect(parseHouseRules(null, engine.meta)).toEqual({ ok: true, options: {} });
  });

  it('names what is wrong: bad JSON, an unknown rule, a non-scalar value', () => {
    expect(parseHouseRules('{', engine.meta)).toMatchObject({
      ok: false,
      message: 'options is not valid JSON',
    });
    expect(parseHouseRules('{"trumps": 1}', engine.meta)).toMatchObject({
      ok: false,
      message: expect.stringContaining("no house rule 'trumps'"),
    });
    expect(parseHouseRules('{"target": [1]}', engine.meta)).toMatchObject({
      ok: false,
      message: expect.stringContaining('string or a number'),
    });
  });
});
