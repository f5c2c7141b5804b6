import { describe, expect, it } from 'vitest';
import { formatSeats, parseSeats } from './seats';

describe('parseSeats', () => {
  it('reads people and bot specs, filling missing seats with the fallback bot', () => {
    const read = parseSeats('human ismcts:1000', 4, 'random');
    expect(read).toEqual({
      ok: true,
      seats: [
        { kind: 'human' },
        { kind: 'bot', spec: 'ismcts:1000' },
        { kind: 'bot', spec: 'random' },
        { kind: 'bot', spec: 'random' },
      ],
    });
    if (read.ok) expect(formatSeats(read.seats)).toBe('human ismcts:1000 random random');
  });

  it('refuses unknown bots and too many seats with a message', () => {
    expect(parseSeats('human wizard', 2, 'random')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/seat 2: .*wizard/),
    });
    expect(parseSeats('human human human', 2, 'random')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/3 players.*2 seats/),
    });
  });
});
