// engine.ts of a generated engine: the game's tables (game.ts) and the kernels only its rules
// decide, handed to the runtime shell (`makeEngine`), which plays the hand's flow around them
// and builds the whole Engine API. What the shell does the same for every game is not written.

import type { GenContext } from '../context';
import { emitCardMasks, emitMaskWords } from '../card-masks';
import { commentText } from '../escape';
import type { Declaration } from '../module';
import { emitDeal } from './deal';
import { emitDefinitions } from './definitions';
import { emitGame } from './game';
import { emitHandEnd } from './hand-end';
import { emitKnown } from './known';
import { arrayText, objectText } from './kernels';
import { emitMoves, emitPlay, goesAgain } from './moves';
import { allMoves } from '../ir/moves';
import { emitPhases } from './phases';
import { turnStep } from './steps';
import { emitTricks } from './tricks';

export function emitEngine(ctx: GenContext): Declaration[] {
  // Every part is compiled before the file is put together: compiling asks for the card masks
  // (card-masks.ts) and the shapes' tables, which are declared with the rest.
  const definitions = emitDefinitions(ctx);
  const deal = emitDeal(ctx);
  const phases = emitPhases(ctx);
  // A trick's card alone is played by the trick's kernel, which is then the engine's step.
  const alone = allMoves(ctx).length === 1;
  const tricks = ctx.game.phases.map((p, i) =>
    p.kind === 'tricks' ? emitTricks(ctx, p, i, alone) : undefined,
  );
  const moves = emitMoves(ctx);
  const handEnd = emitHandEnd(ctx);
  const known = emitKnown(ctx);
  const phaseEntries = ctx.game.phases.map((_, i) => [
    ...phases.phases[i]!,
    ...moves.phases[i]!,
    ...(tricks[i] === undefined ? [] : [`tricks: ${tricks[i].tricks}`]),
  ]);
  // How a move of each phase ends (steps.ts): a card to a trick, or the next turn.
  const again = allMoves(ctx).some(goesAgain);
  // By shape `k`, where the move functions are written once for each (moves.ts `emitPlay`).
  const steps = (k: number) =>
    ctx.game.phases.map((_, i) => {
      const next = phases.next[i];
      if (tricks[i] !== undefined) return tricks[i].step;
      if (next === undefined) return undefined;
      return turnStep(next[next.length === 1 ? 0 : k]!, phases.always[i] === true, again);
    });
  const play = emitPlay(ctx, (i) => tricks[i]!.play, steps);
  const kernels = [
    ...deal.entries,
    ...definitions.entries,
    `phases: ${arrayText(phaseEntries.map(objectText))}`,
    // The shell's play of the kinds of phase this game has but turns (each engine plays turns).
    ...(ctx.game.phases.some((p) => p.kind === 'tricks') ? ['trickFlow: TRICK_FLOW'] : []),
    ...(ctx.game.phases.some((p) => p.kind === 'choices') ? ['choiceFlow: CHOICE_FLOW'] : []),
    ...play.entries,
    ...handEnd.entries,
    ...known.entries,
  ];
  const g = ctx.game;
  return [
    emitGame(ctx),
    ...definitions.declarations,
    ...emitCardMasks(ctx),
    ...deal.declarations,
    ...phases.declarations,
    ...tricks.flatMap((t) => t?.declarations ?? []),
    ...moves.declarations,
    ...play.declarations,
    ...handEnd.declarations,
    ...known.declarations,
    // The shapes' constant tables (shapes.ts), once every part that reads one is compiled: like
    // the mask words, only functions read them, and nothing runs before the engine is made.
    ...[...ctx.shapeTables].map(([name, text]) => ({ name, text })),
    ...emitMaskWords(ctx),
    {
      name: 'engine',
      text: [
        `/** The ${commentText(g.title ?? g.id)} engine, generated from ${commentText(ctx.rulesPath)}. */`,
        `export const engine = makeEngine<State, Move, View, GameEvent>(GAME, ${objectText(kernels)});`,
      ].join('\n'),
    },
  ];
}
