import { describe, expect, it } from 'vitest';
import type { OptionMeta, ZoneMeta } from '@orrery/runtime';
import { layoutOf, maySee, mentionedIn, revealedOf, secretsOf } from './layout';
import { optionSets } from './option-sets';

const zone = (owner: ZoneMeta['owner'], visibility: ZoneMeta['visibility']): ZoneMeta => ({
  name: 'z',
  title: 'Z',
  owner,
  visibility,
  sorted: false,
});
const teamOf = (seat: number) => seat % 2;

describe('who may see a zone', () => {
  it('follows owner, team, all and hidden', () => {
    expect(maySee(zone('seat', 'owner'), 1, 1, teamOf)).toBe(true);
    expect(maySee(zone('seat', 'owner'), 1, 3, teamOf)).toBe(false);
    expect(maySee(zone('seat', 'team'), 1, 3, teamOf)).toBe(true);
    expect(maySee(zone('team', 'team'), 0, 2, teamOf)).toBe(true);
    expect(maySee(zone('team', 'team'), 0, 1, teamOf)).toBe(false);
    expect(maySee(zone('shared', 'all'), null, 3, teamOf)).toBe(true);
    expect(maySee(zone('shared', 'hidden'), null, 0, teamOf)).toBe(false);
    expect(maySee(undefined, null, 0, teamOf)).toBe(false);
  });
});

describe('reading zones from a saved game', () => {
  it('lays out shared and owned zones, and finds whole card ids only', () => {
    const text = JSON.stringify({ state: { zones: { stock: ['planet-10'], hand: [['a'], []] } } });
    const layout = layoutOf(text);
    expect(layout).toEqual({
      ok: true,
      zones: [
        { label: 'stock', zone: 'stock', owner: null, cards: ['planet-10'] },
        { label: 'hand[0]', zone: 'hand', owner: 0, cards: ['a'] },
        { label: 'hand[1]', zone: 'hand', owner: 1, cards: [] },
      ],
    });
    expect(mentionedIn(text, ['planet-1', 'planet-10'])).toEqual(['planet-10']);
    expect(layoutOf('{"state":{}}')).toMatchObject({ ok: false });
  });
});

describe('the cards a seat may not see', () => {
  it('finds a zone with a hyphenated name under the key a saved game gives it', () => {
    // A saved game keys `first-meld` as `firstMeld`; read by its rules-file name, the open meld
    // was taken for an undeclared zone and its cards for secrets.
    const meta = (name: string, visibility: ZoneMeta['visibility']): ZoneMeta => ({
      ...zone('shared', visibility),
      name,
    });
    const engine = {
      meta: { zones: [meta('first-meld', 'all'), meta('face-down', 'hidden')], teamOf },
    } as unknown as Parameters<typeof secretsOf>[0];
    const text = JSON.stringify({ state: { zones: { firstMeld: ['a'], faceDown: ['b'] } } });
    const layout = layoutOf(text);
    if (!layout.ok) throw new Error('the saved game did not lay out');
    expect([...secretsOf(engine, {}, layout.zones, 0)]).toEqual(['b']);
  });

  it('counts a zone instance a `reveal` turned face up as seen by every seat', () => {
    const engine = {
      meta: { zones: [{ ...zone('seat', 'owner'), name: 'hand' }], teamOf },
    } as unknown as Parameters<typeof secretsOf>[0];
    const text = JSON.stringify({ state: { zones: { hand: [['a'], ['b'], ['c']] } } });
    const layout = layoutOf(text);
    if (!layout.ok) throw new Error('the saved game did not lay out');
    expect([...secretsOf(engine, {}, layout.zones, 0)]).toEqual(['b', 'c']);
    const open = revealedOf({ hand: [2] });
    expect([...secretsOf(engine, {}, layout.zones, 0, open)]).toEqual(['b']);
    expect([...secretsOf(engine, {}, layout.zones, 1, open)]).toEqual(['a']);
  });
});

describe('option sets', () => {
  it('tries every other choice, a small range value, and all choices together', () => {
    const options: OptionMeta[] = [
      { name: 'players', title: '', kind: 'choices', choices: [2, 4], default: 2 },
      {
        name: 'draw',
        title: '',
        kind: 'choices',
        choices: ['always', 'optional'],
        default: 'always',
      },
      { name: 'target', title: '', kind: 'range', min: 1, max: 500, default: 100 },
      { name: 'max-hands', title: '', kind: 'range', min: 0, max: 99, default: 0 },
    ];
    // An option called `max-hands` is a range like any other: the battery's own hand limit is
    // the runtime's (SetupArgs.handLimit), not an option.
    expect(optionSets(options)).toEqual([
      { players: 4 },
      { draw: 'optional' },
      { target: 1 },
      { 'max-hands': 1 },
      { players: 4, draw: 'optional' },
    ]);
  });
});
