import type { GameMeta } from '@orrery/runtime';
import { ART_SETS, ICONS } from '@orrery/rules-lang';
import { describe, expect, it } from 'vitest';
import { planGame, repoGames } from '../../bundler/index';
import type { AnyEngine } from '../match/table-view';
import type { ArtSet } from '../boot';
import { genericArt } from './generic-art';
import { ICON_SHAPES } from './icon-shapes';
import { useIcons } from './icons';
import { NO_LOOK, rankLabel, type DeckLook } from './look';
import { ART_MODULES, GENERIC_ART } from './sets';

// These tests draw any rules file's look, as the package's entry does: every icon is drawable.
useIcons(ICON_SHAPES);

/** A Lit template as the markup it renders: its strings with every value written in. */
function markup(value: unknown): string {
  if (Array.isArray(value)) return value.map(markup).join('');
  if (typeof value === 'object' && value !== null && 'strings' in value && 'values' in value) {
    const { strings, values } = value as { strings: readonly string[]; values: unknown[] };
    return strings.map((s, i) => s + (i < values.length ? markup(values[i]) : '')).join('');
  }
  return value === undefined || value === null ? '' : String(value);
}

const escape = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The repo's games, each with its engine and its rules file's look. */
async function repoDecks(): Promise<{ id: string; meta: GameMeta; look: DeckLook }[]> {
  return Promise.all(
    repoGames().map(async (g) => {
      const planned = await planGame(g.id, process.cwd());
      if (!planned.ok) throw new Error(planned.lines.join('\n'));
      const { engine } = (await import(planned.plan.engineEntry)) as { engine: AnyEngine };
      return { id: g.id, meta: engine.meta, look: planned.plan.look };
    }),
  );
}

describe('art sets and icons', () => {
  it('are the ones the rules language lets a rules file name', () => {
    expect(Object.keys(ART_MODULES).sort()).toEqual([...ART_SETS].sort());
    expect(Object.keys(ICON_SHAPES).sort()).toEqual([...ICONS].sort());
  });
});

describe('the generic face', () => {
  it('gives every card of every repo deck its rank and its suit symbol, or its name', async () => {
    for (const { id, meta } of await repoDecks()) {
      const art = genericArt(NO_LOOK, meta);
      for (const card of meta.deck()) {
        const face = markup(art.face(card));
        const where = `${id} ${card.id}`;
        expect({ where, drawn: face.includes('<rect') }).toEqual({ where, drawn: true });
        if (card.suit === null) {
          const first = escape(card.name.split(' ')[0]!);
          expect({ where, named: face.includes(`>${first}`) }).toEqual({ where, named: true });
          continue;
        }
        const suit = meta.suits.find((s) => s.id === card.suit)!;
        const initial = escape([...suit.name][0]!.toUpperCase());
        const label = escape(rankLabel(meta, card.rank));
        expect({ where, rank: face.includes(`>${label}</text>`) }).toEqual({ where, rank: true });
        expect({ where, symbol: face.includes(`>${initial}</text>`) }).toEqual({
          where,
          symbol: true,
        });
        expect({ where, colour: /stroke=#[0-9a-f]{6} /.test(face) }).toEqual({
          where,
          colour: true,
        });
      }
    }
  });

  it("draws a suit with the rules file's symbol and colour", async () => {
    const { meta } = (await repoDecks()).find((d) => d.id === 'spades')!;
    const art = genericArt(
      {
        suits: {
          hearts: { symbol: { kind: 'text', text: '♥' }, colour: '#b3261e' },
          clubs: { symbol: { kind: 'icon', icon: 'club' }, colour: '#1d6b3a' },
        },
      },
      meta,
    );
    const heart = markup(art.face(meta.deck().find((c) => c.suit === 'hearts')!));
    expect(heart).toContain('>♥</text>');
    expect(heart).toContain('#b3261e');
    const club = markup(art.face(meta.deck().find((c) => c.suit === 'clubs')!));
    expect(club).toContain('#1d6b3a');
    expect(club).toMatch(/scale\(10\)"><g fill=#1d6b3a><circle/);
  });
});

describe("each repo game's own art", () => {
  it('draws every card of its deck, never a blank (the generic face where it names no art set)', async () => {
    for (const { id, meta, look } of await repoDecks()) {
      const entry = look.art === undefined ? GENERIC_ART : ART_MODULES[look.art];
      expect({ id, art: entry !== undefined }).toEqual({ id, art: true });
      const module = (await import(`./${entry!.file}`)) as Record<string, ArtSet>;
      const art = module[entry!.name]!(look, meta);
      for (const card of meta.deck()) {
        const face = markup(art.face(card));
        const shapes = (face.match(/<(path|circle|text|polygon|ellipse)/g) ?? []).length;
        expect({ id, card: card.id, shapes: shapes >= 2 }).toEqual({
          id,
          card: card.id,
          shapes: true,
        });
      }
      expect(markup(art.back())).toContain('class="back"');
    }
  });
});

describe('art italian', () => {
  it('draws the 40-card deck: pips for 1 to 7, the court by initial, suits by their Italian names', async () => {
    const { italianArt } = await import('./italian-art');
    const suits = ['coppe', 'denari', 'spade', 'bastoni'];
    const ranks = [
      ['re', 'Re'],
      ['cavallo', 'Cavallo'],
      ['fante', 'Fante'],
      ...['7', '6', '5', '4', '3', '2', '1'].map((r) => [r, r]),
    ] as const;
    const deck = suits.flatMap((suit) =>
      ranks.map(([rank, title]) => ({
        id: `${suit}-${rank}`,
        name: `${title} di ${suit}`,
        suit,
        rank,
        wild: false,
      })),
    );
    const meta = {
      suits: suits.map((id) => ({ id, name: id, group: null })),
      ranks: ranks.map(([id, name]) => ({ id, name })),
      deck: () => deck,
    } as unknown as GameMeta;
    const art = italianArt(NO_LOOK, meta);
    expect(deck).toHaveLength(40);
    const face = (id: string) => markup(art.face(deck.find((c) => c.id === id)!));
    // Seven pips on the seven (plus the two corner symbols), the court's initial in its panel.
    expect((face('denari-7').match(/translate\(/g) ?? []).length).toBe(7 + 2);
    expect(face('coppe-cavallo')).toContain('>C</text>');
    expect(face('spade-re')).toContain('>R</text>');
    // Each suit in its own colour.
    const colours = suits.map((s) => /stroke=(#[0-9a-f]{6})/.exec(face(`${s}-1`))?.[1]);
    expect(new Set(colours).size).toBe(4);
  });
});
