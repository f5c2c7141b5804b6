import { engine as marsVenus } from '@orrery/engine-mars-venus';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseBotMove, type BotRequest } from './bot-move';
import { BotRunner, bundleWorker } from './bot-runner';
import { serveBotsOnceGiven, type BotReply } from './bot-worker';
import type { AnyEngine, TableView } from './table-view';

const engine = marsVenus as AnyEngine;

function request(seed: number): BotRequest {
  const setup = engine.setup({ seed });
  if (!setup.ok) throw new Error(setup.error.message);
  const seat = engine.toMove(setup.value)!;
  return { spec: 'greedy:2', seat, view: engine.view(setup.value, seat) as TableView, seed: 4 };
}

describe('bundleWorker', () => {
  it('reloads a bundle from an address a worker can load, and gives up on any other', () => {
    expect(bundleWorker('https://example.org/games/mars-venus-game.js')).toBeTypeOf('function');
    expect(bundleWorker('file:///site/mars-venus-game.js')).toBeTypeOf('function');
    expect(bundleWorker(null)).toBeNull();
    expect(bundleWorker('data:text/javascript,1')).toBeNull();
    expect(bundleWorker('blob:https://example.org/1')).toBeNull();
  });
});

describe('BotRunner', () => {
  it('without a worker, thinks on the main thread and makes the move the bot makes', async () => {
    const runner = new BotRunner(engine, null);
    expect(runner.inWorker).toBe(false);
    const asked = request(6);
    expect(await runner.decide(asked)).toEqual(chooseBotMove(engine, asked));
  });
});

describe('serveBotsOnceGiven', () => {
  const scope = globalThis as unknown as {
    onmessage: ((e: { data: unknown }) => void) | null;
    postMessage?: (reply: BotReply) => void;
  };
  afterEach(() => {
    scope.onmessage = null;
    delete scope.postMessage;
  });

  it("builds the game from the page's first message, then answers bot requests for it", () => {
    const replies: BotReply[] = [];
    scope.postMessage = (reply) => replies.push(reply);
    const given: unknown[] = [];
    serveBotsOnceGiven((data: { game: string }) => {
      given.push(data);
      return engine;
    });
    scope.onmessage!({ data: { game: 'the rules text' } });
    expect(given).toEqual([{ game: 'the rules text' }]);
    expect(replies).toEqual([]);
    const asked = request(9);
    scope.onmessage!({ data: { id: 7, request: asked } });
    expect(replies).toEqual([{ id: 7, move: chooseBotMove(engine, asked) }]);
    expect(given).toHaveLength(1);
  });

  it('throws when the game cannot be built, so the page falls back to the main thread', () => {
    scope.postMessage = () => {};
    serveBotsOnceGiven(() => {
      throw new Error('line 3: unknown zone');
    });
    expect(() => scope.onmessage!({ data: 'broken text' })).toThrow('line 3: unknown zone');
  });
});
