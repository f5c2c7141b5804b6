// What `interpret` answers: an engine for a file it plays, and for a construct it has no
// meaning for, a positioned `not-interpreted` diagnostic instead of an engine that plays wrong.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  check,
  type ForStmt,
  type IfStmt,
  type LinkedGame,
  type Name,
  type Reference,
  type ScoreStmt,
} from '@orrery/rules-lang';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../test/compiled-engines';
import { interpret } from './index';

function load(file: string): LinkedGame {
  const { game } = check(readFileSync(path.join(repoRoot, file), 'utf8'), file);
  if (game === undefined) throw new Error(`${file} did not link`);
  return game;
}

describe('interpret', () => {
  it('gives an engine with the game and no diagnostics for a file it plays', () => {
    const result = interpret(load('rules/examples/crazy-eights.rules'));
    expect(result.diagnostics).toEqual([]);
    expect(result.engine?.meta.id).toBe('crazy-eights');
    const setup = result.engine!.setup({ seed: 3, options: { players: 3 } });
    expect(setup.ok).toBe(true);
  });

  it('refuses a construct it has no meaning for, at that construct', () => {
    const game = load('rules/examples/spades.rules');
    const scoring = game.scoring!;
    const future = { kind: 'FutureStmt', range: scoring.statements[0]!.range };
    // The same game, with a statement of a kind the interpreter has never heard of.
    const changed: LinkedGame = Object.create(game, {
      file: {
        value: {
          ...game.file,
          declarations: game.file.declarations.map((d) =>
            d.kind === 'ScoringDecl'
              ? { ...d, body: { ...d.body, statements: [future, ...d.body.statements] } }
              : d,
          ),
        },
      },
    });
    const result = interpret(changed);
    expect(result.engine).toBeUndefined();
    expect(result.diagnostics).toEqual([
      {
        path: game.path,
        range: future.range,
        severity: 'error',
        code: 'not-interpreted',
        message: "'FutureStmt' is not supported by the interpreter yet",
      },
    ]);
  });

  it('refuses, at its place, a name it cannot evaluate where it stands', () => {
    const game = load('rules/examples/spades.rules');
    // `score t ...`: the team of the first score statement, made to mean a phase (the message
    // names it as it is written).
    const loop = game.scoring!.statements[0] as ForStmt;
    const ifs = loop.body.statements.find((st): st is IfStmt => st.kind === 'IfStmt')!;
    const score = ifs.branches[0]!.body.statements[0] as ScoreStmt;
    const team = score.team as Reference;
    const changed: LinkedGame = Object.create(game, {
      symbolOf: {
        value: (node: Reference | Name) =>
          node === team
            ? { kind: 'phase', name: 'play', phase: game.phases[1] }
            : game.symbolOf(node),
      },
    });
    const result = interpret(changed);
    expect(result.engine).toBeUndefined();
    expect(result.diagnostics).toEqual([
      {
        path: game.path,
        range: team.range,
        severity: 'error',
        code: 'not-interpreted',
        message: "'t' (phase) is not a value here: not supported by the interpreter yet",
      },
    ]);
  });
});
