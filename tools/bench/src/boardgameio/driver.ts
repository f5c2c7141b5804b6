import type { Game, State } from 'boardgame.io';
import { RandomBot } from 'boardgame.io/ai';
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';

/** What boardgame.io's reducer takes: the actions its bots build from `ai.enumerate`. */
export type BotAction = ReturnType<RandomBot['enumerate']>[number];
type Reducer = ReturnType<typeof CreateGameReducer>;

/**
 * A game driven the way boardgame.io's own bots drive it (`Simulate` in boardgame.io/ai): the
 * state from `InitializeGame`, moves listed by the bot's `enumerate` (which wraps `ai.enumerate`
 * in `makeMove` actions) and applied by the reducer of `CreateGameReducer`, no client or
 * transport. The choice of move is the caller's.
 */
export class BoardgameioTable<G> {
  readonly game: Game<G>;
  private readonly reducer: Reducer;
  private readonly bot: RandomBot;

  constructor(game: Game<G>) {
    this.game = ProcessGameConfig(game as Game) as unknown as Game<G>;
    this.reducer = CreateGameReducer({ game: this.game as Game });
    const enumerate = this.game.ai?.enumerate;
    if (enumerate === undefined) throw new Error(`${game.name ?? 'game'} has no ai.enumerate`);
    this.bot = new RandomBot({
      enumerate: enumerate as Game['ai'] extends infer A
        ? A extends { enumerate: infer E }
          ? E
          : never
        : never,
    });
  }

  start(numPlayers: number, setupData: unknown): State<G> {
    return InitializeGame({ game: this.game as Game, numPlayers, setupData }) as State<G>;
  }

  /** The seat to act, -1 once the game is over. */
  toMove(state: State<G>): number {
    return state.ctx.gameover === undefined ? Number(state.ctx.currentPlayer) : -1;
  }

  actions(state: State<G>): BotAction[] {
    return this.bot.enumerate(state.G, state.ctx, state.ctx.currentPlayer);
  }

  play(state: State<G>, action: BotAction): State<G> {
    return this.reducer(state as State, action) as State<G>;
  }
}
