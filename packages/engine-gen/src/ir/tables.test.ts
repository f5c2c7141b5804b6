import { readFileSync } from 'node:fs';
import path from 'node:path';
import { check } from '@orrery/rules-lang';
import { Deck } from '@orrery/runtime';
import { describe, expect, it } from 'vitest';
import { COMPILED, repoRoot, rulesFiles } from '../../test/compiled-engines';
import { bagZones } from '../bags';
import { createContext } from '../context';
import { gameTables } from './tables';

// The tables as data are what the compiled engines were printed from: every rules file's tables
// give the metadata and deck its engine has, so an engine built from the data (the interpreter)
// keeps the same deck, zones and moves.

describe('engine tables as data', () => {
  it('every rules file has a compiled engine to hold its tables against', () => {
    expect(rulesFiles()).toEqual([...COMPILED.keys()].sort());
  });

  for (const [file, compiled] of COMPILED) {
    it(`${file}: the tables give the compiled engine's metadata and deck`, () => {
      const checked = check(readFileSync(path.join(repoRoot, file), 'utf8'), file);
      const game = checked.game!;
      const data = gameTables(createContext(game, file));
      const meta = compiled.meta;
      expect(data.tables.id).toBe(meta.id);
      expect(data.tables.title).toBe(meta.title);
      expect(data.seatNames).toEqual(meta.seatNames);
      expect(data.tables.options).toEqual(meta.options);
      expect(
        data.zones.map(({ name, title, owner, visibility, sorted, spread, revealable }) => ({
          name,
          title,
          owner,
          visibility,
          sorted,
          ...(spread === true ? { spread } : {}),
          ...(revealable === true ? { revealable } : {}),
        })),
      ).toEqual(meta.zones);
      expect(data.tables.variables.map(({ shape: _s, of: _o, ...v }) => v)).toEqual(meta.variables);
      expect(data.tables.phases.map(({ id, name }) => ({ id, name }))).toEqual(meta.phases);
      expect(data.tables.trickZone).toBe(meta.trickZone);
      expect(data.tables.moves.map((m) => m.type)).toEqual(meta.moves.map((m) => m.type));
      const deck = new Deck(data.deck);
      // The data holds the most copies any option asks for; the default options may use fewer.
      const dealt = meta.deck().map((c) => c.id);
      expect(deck.ids.slice(0, dealt.length)).toEqual(dealt);
    });
  }

  it('each zone is a bag exactly when bags.ts says so, and a list for a context that keeps no bags', () => {
    for (const file of COMPILED.keys()) {
      const game = check(readFileSync(path.join(repoRoot, file), 'utf8'), file).game!;
      const bags = bagZones(game, game.deck.cards.length);
      const zones = gameTables(createContext(game, file)).zones;
      expect(zones.map((z) => [z.name, z.bag])).toEqual(
        game.zones.map((z) => [z.name, bags.has(z.name)]),
      );
      const lists = gameTables(createContext(game, file, { bags: false })).zones;
      expect(lists.filter((z) => z.bag)).toEqual([]);
    }
  });
});
