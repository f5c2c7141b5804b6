import { describe, expect, it } from 'vitest';
import { engine } from '@orrery/engine-starbuckaroos';
import type { GameHandle } from '../games/catalogue';
import { DEFAULT_SETTINGS } from '../server/config';
import { planRoom } from './create';
import { newRoomId, newToken, tokenHash, tokenMatches } from './tokens';

const game = { id: 'starbuckaroos', engine } as unknown as GameHandle;
const seats = [{ kind: 'human' as const }, { kind: 'bot' as const, bot: 'greedy:4' }];

describe('planning a room', () => {
  it('draws the seed itself unless chosen seeds are allowed', () => {
    const refused = planRoom(
      { type: 'create', game: 'starbuckaroos', seats, seed: 5 },
      game,
      { allowSeed: false, defaults: DEFAULT_SETTINGS },
      0,
    );
    expect(refused).toMatchObject({ ok: false, fault: { code: 'seed-not-allowed', path: 'seed' } });
    const a = planRoom(
      { type: 'create', game: 'starbuckaroos', seats },
      game,
      { allowSeed: false, defaults: DEFAULT_SETTINGS },
      0,
    );
    const b = planRoom(
      { type: 'create', game: 'starbuckaroos', seats },
      game,
      { allowSeed: false, defaults: DEFAULT_SETTINGS },
      0,
    );
    if (!a.ok || !b.ok) throw new Error('refused');
    expect(a.plan.room.seed).not.toBe(b.plan.room.seed);
    expect(a.plan.room.id).not.toBe(b.plan.room.id);
    expect(a.plan.seats.map((s) => [s.kind, s.bot, s.name])).toEqual([
      ['human', null, 'South'],
      ['bot', 'greedy:4', 'West'],
    ]);
  });

  it('fills settings from the defaults and checks their bots', () => {
    const planned = planRoom(
      { type: 'create', game: 'starbuckaroos', seats, settings: { turnTimer: { turnMs: 5000 } } },
      game,
      { allowSeed: false, defaults: DEFAULT_SETTINGS },
      0,
    );
    if (!planned.ok) throw new Error('refused');
    expect(planned.plan.room.settings.turnTimer).toEqual({
      ...DEFAULT_SETTINGS.turnTimer,
      turnMs: 5000,
    });
    expect(
      planRoom(
        { type: 'create', game: 'starbuckaroos', seats, settings: { absence: { bot: 'oracle' } } },
        game,
        { allowSeed: false, defaults: DEFAULT_SETTINGS },
        0,
      ),
    ).toMatchObject({ ok: false, fault: { path: 'settings.absence.bot' } });
  });
});

describe('tokens', () => {
  it('are long, random, kept as hashes and matched only by themselves', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newRoomId()).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const hash = tokenHash(token);
    expect(hash).not.toContain(token);
    expect(tokenMatches(token, hash)).toBe(true);
    expect(tokenMatches(newToken(), hash)).toBe(false);
    expect(tokenMatches(token, null)).toBe(false);
    expect(tokenMatches('', 'not-a-hash')).toBe(false);
  });
});
