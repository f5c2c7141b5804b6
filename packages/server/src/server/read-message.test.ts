import { describe, expect, it } from 'vitest';
import { readClientMessage } from './read-message';

const read = (value: unknown, max = 16_384) =>
  readClientMessage(typeof value === 'string' ? value : JSON.stringify(value), max);

describe('reading a client message', () => {
  it('takes each kind of message as the protocol writes it', () => {
    const room = 'A'.repeat(22);
    for (const message of [
      { type: 'ping' },
      {
        type: 'create',
        id: 1,
        game: 'g',
        seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
      },
      { type: 'join', room, seat: 1, name: 'Ann' },
      { type: 'resume', id: 'x', room, seat: 0, token: 't'.repeat(43) },
      { type: 'spectate', room },
      { type: 'move', move: { type: 'play', card: 'earth-7', points: 5 }, seq: 3 },
    ]) {
      expect(read(message)).toEqual({ ok: true, message });
    }
  });

  it('refuses with a code, the place, and the request id when it has one', () => {
    expect(read('{"type":')).toMatchObject({ ok: false, fault: { code: 'bad-json', path: '' } });
    expect(read([1])).toMatchObject({ fault: { code: 'bad-message', path: '' } });
    expect(read({ type: 'ping', id: 7, extra: true })).toMatchObject({
      fault: { code: 'bad-message', path: 'extra', re: 7 },
    });
    expect(read({ type: 'nope' })).toMatchObject({ fault: { code: 'bad-message', path: 'type' } });
    expect(read({ type: 'create', game: 'g', seats: [{ kind: 'bot' }] })).toMatchObject({
      fault: { path: 'seats[0].bot' },
    });
    expect(
      read({ type: 'create', game: 'g', seats: [{ kind: 'human', nick: 'x' }] }),
    ).toMatchObject({
      fault: { path: 'seats[0].nick' },
    });
    expect(read({ type: 'move', move: { card: 'x' } })).toMatchObject({
      fault: { path: 'move.type' },
    });
    expect(read({ type: 'move', move: { type: 'play', card: { deep: 1 } } })).toMatchObject({
      fault: { path: 'move.card' },
    });
    expect(read({ type: 'join', room: '../../etc/passwd' })).toMatchObject({
      fault: { path: 'room' },
    });
    expect(read({ type: 'resume', room: 'A'.repeat(22), seat: -1, token: 't' })).toMatchObject({
      fault: { path: 'seat' },
    });
  });

  it('refuses a message over the size limit before reading it', () => {
    const big = JSON.stringify({ type: 'ping', pad: 'x'.repeat(200) });
    expect(read(big, 100)).toMatchObject({ fault: { code: 'message-too-large' } });
    expect(readClientMessage(Buffer.from('{"type":"ping"}'), 100)).toMatchObject({ ok: true });
  });

  it('never throws, whatever it is given', () => {
    for (const text of [
      '',
      'null',
      '"x"',
      '[]',
      '{}',
      '{"type":null}',
      '\u0000',
      '{"__proto__":{"type":"ping"}}',
    ]) {
      expect(() => read(text)).not.toThrow();
      expect(read(text).ok).toBe(false);
    }
  });
});
