import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Expression, Member, Node, Reference } from '../ast/ast';
import { check } from '../check';
import { formatDiagnostic } from '../diagnostics';
import type { LinkedGame } from './model';
import { optionCombinations } from './options';
import { cardIds, deckFor, evaluateStatic } from './static';
import { walk } from './walk';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const RULES = [
  'rules/annexation.rules',
  'rules/mars-venus.rules',
  'rules/starbuckaroos.rules',
  'rules/examples/bridge.rules',
  'rules/examples/casino.rules',
  'rules/examples/crazy-eights.rules',
  'rules/examples/durak.rules',
  'rules/examples/gin-rummy.rules',
  'rules/examples/euchre.rules',
  'rules/examples/go-fish.rules',
  'rules/examples/hearts.rules',
  'rules/examples/president.rules',
  'rules/examples/spades.rules',
  'rules/examples/spectrum.rules',
  'rules/examples/whist.rules',
  ...readdirSync(path.join(root, 'rules/variants'))
    .filter((f) => f.endsWith('.rules'))
    .map((f) => `rules/variants/${f}`),
];

function load(file: string): LinkedGame {
  const { game, diagnostics } = check(readFileSync(path.join(root, file), 'utf8'), file);
  expect(diagnostics.map(formatDiagnostic)).toEqual([]);
  if (game === undefined) throw new Error(`${file} did not link`);
  return game;
}

const EXPRESSION_KINDS = new Set([
  'StringLiteral',
  'Reference',
  'Member',
  'Index',
  'Unary',
  'Binary',
  'Conditional',
  'SetLiteral',
  'SetBuilder',
  'Aggregate',
  'TopOf',
  'ZoneUnion',
  'SeatsOf',
  'TeamOf',
  'TricksOf',
  'RangeExpr',
]);

describe.each(RULES)('%s', (file) => {
  it('checks with no diagnostics and resolves every name and expression', () => {
    const game = load(file);
    walk(game.file.declarations, (node: Node) => {
      if (node.kind === 'Reference') expect(() => game.symbolOf(node as Reference)).not.toThrow();
      if (node.kind === 'Member')
        expect(game.symbolOf((node as Member).member).kind).toMatch(/attribute|value/);
      if (EXPRESSION_KINDS.has(node.kind))
        expect(() => game.typeOf(node as Expression)).not.toThrow();
    });
  });
});

describe('the Mars & Venus model', () => {
  const game = load('rules/mars-venus.rules');

  it('has 56 base cards, suit by suit, ranks high to low, then the declared cards', () => {
    const ids = game.deck.cards.map((c) => c.id);
    expect(ids).toHaveLength(56);
    expect(ids.slice(0, 10)).toEqual([
      'earth-sun',
      'earth-moon',
      'earth-7',
      'earth-6',
      'earth-5',
      'earth-4',
      'earth-3',
      'earth-2',
      'earth-1',
      'jupiter-sun',
    ]);
    expect(ids.slice(-3)).toEqual(['venus-1', 'mars-galaxy', 'venus-galaxy']);
    expect(game.deck.cards.find((c) => c.id === 'mars-galaxy')).toMatchObject({
      suit: 'mars',
      rank: 'galaxy',
      title: 'Mars Galaxy',
      wild: false,
    });
    expect(game.deck.cards[0]?.title).toBe('Sun of Earth');
  });

  it('ranks suits within their groups', () => {
    expect(game.deck.suits.map((s) => [s.name, s.group, s.suitRank])).toEqual([
      ['earth', 'primary', 3],
      ['jupiter', 'primary', 2],
      ['mars', 'primary', 1],
      ['neptune', 'secondary', 3],
      ['saturn', 'secondary', 2],
      ['venus', 'secondary', 1],
    ]);
    expect(game.deck.ranks.map((r) => [r.name, r.face])).toEqual([
      ['galaxy', 0],
      ['sun', 0],
      ['moon', 0],
      ['7', 7],
      ['6', 6],
      ['5', 5],
      ['4', 4],
      ['3', 3],
      ['2', 2],
      ['1', 1],
    ]);
  });

  it('classifies its phase and deals into the trick hand', () => {
    expect(game.phases.map((p) => [p.name, p.kind, p.tricks?.from, p.tricks?.won])).toEqual([
      ['play', 'tricks', 'hand', 'taken'],
    ]);
    expect(game.deal?.to).toBe('hand');
    expect(game.teams).toEqual({ mode: 'alternating', count: 2 });
  });
});

describe('the Starbuckaroos model', () => {
  const game = load('rules/starbuckaroos.rules');

  it('names card kinds and copies', () => {
    expect(game.deck.cards.slice(-2).map((c) => [c.id, c.kind, c.suit])).toEqual([
      ['nova-1', 'nova', undefined],
      ['nova-2', 'nova', undefined],
    ]);
    const four = { players: 4, 'team-deck': 'double' };
    const combos = optionCombinations(game);
    expect(combos).toHaveLength(2 * 2 * 2 * 2 * 3 * 2);
    const double = combos.find((o) => o.players === 4 && o['team-deck'] === 'double');
    expect(deckFor(game, double ?? four)).toHaveLength(64);
    expect(cardIds(game, double ?? four)?.at(-1)).toBe('nova-2#2');
    expect(deckFor(game, combos[0] ?? four)).toHaveLength(32);
  });

  it('evaluates option-only definitions, deck sums included', () => {
    const define = (name: string) => game.defines.find((d) => d.name === name)!.body;
    const base = optionCombinations(game)[0]!;
    expect(evaluateStatic(game, define('deck-points'), base)).toBe(165);
    expect(
      evaluateStatic(game, define('deck-points'), { ...base, players: 4, 'team-deck': 'double' }),
    ).toBe(330);
    expect(
      evaluateStatic(game, define('hand-limit'), { ...base, players: 4, 'team-deck': 'single' }),
    ).toBe(5);
  });

  it('resolves a name by the type it needs', () => {
    const kinds = new Map<string, Set<string>>();
    walk(game.file.declarations, (node) => {
      if (node.kind !== 'Reference') return;
      const r = node as Reference;
      const set = kinds.get(r.name.text) ?? new Set();
      set.add(game.symbolOf(r).kind);
      kinds.set(r.name.text, set);
    });
    expect([...(kinds.get('moon') ?? [])]).toEqual(['suit']);
    expect([...(kinds.get('always') ?? [])]).toEqual(['option-value']);
    expect([...(kinds.get('target') ?? [])].sort()).toEqual(['local', 'option']);
    expect(game.phases.map((p) => [p.name, p.kind, p.order])).toEqual([
      ['bidding', 'turns', 'once-around'],
      ['play', 'turns', 'clockwise'],
    ]);
    expect(
      game.phases[1]?.moves
        .find((m) => m.name === 'capture')
        ?.params.map((p) => [p.name, p.type.kind]),
    ).toEqual([
      ['card', 'card'],
      ['target', 'card'],
    ]);
  });
});
