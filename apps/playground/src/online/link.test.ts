import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVER, joinLink, readLink, seatSpecs } from './link';

const PAGE = 'https://play.example/online.html';
const ROOM = 'abcdefghijklmnopqrstuv';

describe('the lobby link', () => {
  it('round-trips server, game and room through the invite link', () => {
    const link = { server: 'https://games.example', game: 'spades', room: ROOM };
    expect(readLink(joinLink(`${PAGE}?x=1#top`, link))).toEqual(link);
  });

  it('takes the default server, and a page without a room is the lobby', () => {
    expect(readLink(PAGE)).toEqual({ server: DEFAULT_SERVER, game: '', room: null });
  });

  it('says what is wrong with a bad link, in words', () => {
    expect(readLink(`${PAGE}?server=javascript:alert(1)`)).toEqual({
      problem: expect.stringContaining('not an http(s) URL'),
    });
    expect(readLink(`${PAGE}?game=spades&room=short`)).toEqual({
      problem: expect.stringContaining('not a room id'),
    });
    expect(readLink(`${PAGE}?room=${ROOM}`)).toEqual({
      problem: 'The link names a room but not its game',
    });
  });

  it('turns the seat choices into the seats of a create request', () => {
    expect(seatSpecs(['human', 'ismcts:300', 'human'])).toEqual([
      { kind: 'human' },
      { kind: 'bot', bot: 'ismcts:300' },
      { kind: 'human' },
    ]);
  });
});
