// What the generated engine can hold, checked where the rules file says it: a move code packs the
// move's index in 6 bits and each parameter in 12, a zone numbers its owners in 6 bits. A file
// past one of these would check clean and then fail to generate, or generate an engine that
// plays wrong; so each is a diagnostic here, at the declaration that goes over.

import type { Expression, SetSize } from '../ast/ast';
import type { DiagnosticSink } from '../diagnostics';
import { LIMITS } from '../limits';
import { TRICK_MOVE } from '../model/identifiers';
import type { LinkedGame, OptionValues } from '../model/model';
import { describeCombination, optionCombinations, optionsUsedBy } from '../model/options';
import { evaluateStatic } from '../model/static';

export function checkLimits(game: LinkedGame, sink: DiagnosticSink): void {
  checkMoveCount(game, sink);
  checkTeams(game, sink);
  checkParameterRanges(game, sink);
}

function checkMoveCount(game: LinkedGame, sink: DiagnosticSink): void {
  let count = 0;
  for (const phase of game.phases) {
    const moves = [
      ...(phase.tricks === undefined ? [] : [{ name: TRICK_MOVE, range: phase.decl.name.range }]),
      ...phase.moves.map((m) => ({ name: m.name, range: m.decl.name.range })),
    ];
    for (const move of moves) {
      if (++count <= LIMITS.moves) continue;
      sink.error(
        'too-many-moves',
        move.range,
        `move '${move.name}' is move ${count} of the game; a game may have at most ${LIMITS.moves} (each phase that plays tricks has one, 'play')`,
      );
      return;
    }
  }
}

function checkTeams(game: LinkedGame, sink: DiagnosticSink): void {
  const decl = game.file.declarations.find((d) => d.kind === 'TeamsDecl');
  const count = decl?.kind === 'TeamsDecl' ? decl.count : undefined;
  if (count === undefined) return;
  if (count.value < 1) {
    sink.error('bad-team-count', count.range, 'seats alternate between at least one team, not 0');
    return;
  }
  if (count.value <= LIMITS.owners) return;
  sink.error(
    'too-many-owners',
    count.range,
    `${count.value} teams; a game may have at most ${LIMITS.owners}`,
  );
}

/**
 * A number parameter's range, with every combination of the options it depends on: its ends
 * within what the move notation reads, its step a whole number of at least 1 that follows from
 * the options. Ends that depend on the game's state are kept in bounds by the engine itself.
 */
function checkParameterRanges(game: LinkedGame, sink: DiagnosticSink): void {
  const limit = LIMITS.moveNumber;
  for (const phase of game.phases) {
    for (const move of phase.moves) {
      for (const param of move.decl.params) {
        const domain = param.domain;
        if (param.size !== undefined) checkSetSize(game, param.size, sink);
        if (domain.kind !== 'RangeExpr') continue;
        const used = optionsUsedBy(game, [domain.from, domain.to, param.step]);
        const combos = optionCombinations(game, used);
        const valuesOf = (e: Expression) =>
          combos.map((combo) => ({ combo, value: evaluateStatic(game, e, combo) }));
        const withCombo = (combo: OptionValues): string => {
          const named = describeCombination(combo, used);
          return named === '' ? '' : ` with ${named}`;
        };
        for (const end of [domain.from, domain.to]) {
          const far = valuesOf(end).find(
            (x) => typeof x.value === 'number' && Math.abs(x.value) > limit,
          );
          if (far === undefined) continue;
          sink.error(
            'parameter-out-of-range',
            end.range,
            `'${param.name.text}' would reach ${String(far.value)}${withCombo(far.combo)}; a number in a move lies from -${limit} to ${limit}`,
          );
          break;
        }
        if (param.step === undefined) continue;
        const steps = valuesOf(param.step);
        if (steps.some((x) => typeof x.value !== 'number')) {
          sink.error(
            'not-static',
            param.step.range,
            "a 'step' must follow from the options alone, not from the state of a game",
          );
          continue;
        }
        const bad = steps.find((x) => (x.value as number) < 1);
        if (bad !== undefined) {
          sink.error(
            'bad-step',
            param.step.range,
            `a 'step' is a whole number of at least 1, not ${String(bad.value)}${withCombo(bad.combo)}`,
          );
        }
      }
    }
  }
}

/**
 * A set parameter's size (`3 of`, `1..4 of`) under every combination of the options it reads: a
 * whole number that follows from the options alone, at least 1, the least no more than the most.
 */
function checkSetSize(game: LinkedGame, size: SetSize, sink: DiagnosticSink): void {
  const ends = [size.least, size.most].filter((e): e is Expression => e !== undefined);
  const used = optionsUsedBy(game, ends);
  const combos = optionCombinations(game, used);
  for (const combo of combos) {
    const values: number[] = [];
    for (const end of ends) {
      const v = evaluateStatic(game, end, combo);
      if (typeof v !== 'number') {
        sink.error(
          'not-static',
          end.range,
          'the number of cards of a set must follow from the options alone, not from the state of a game',
        );
        return;
      }
      if (v < 1 || !Number.isInteger(v)) {
        const named = describeCombination(combo, used);
        sink.error(
          'bad-set-size',
          end.range,
          `a set holds a whole number of cards, at least 1, not ${String(v)}${named === '' ? '' : ` with ${named}`}`,
        );
        return;
      }
      values.push(v);
    }
    if (values.length === 2 && values[0]! > values[1]!) {
      const named = describeCombination(combo, used);
      sink.error(
        'bad-set-size',
        size.range,
        `a set of ${values[0]}..${values[1]} cards${named === '' ? '' : ` with ${named}`}: the least is more than the most`,
      );
      return;
    }
  }
}
