import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { check } from '@orrery/rules-lang';
import type { AnyEngine } from '@orrery/runtime';
import { afterAll, describe, expect, it } from 'vitest';
import { generateEngine } from './generate';

// `move top of ZONE to ...` pops the zone's last card, into a bag or a list, and moves nothing
// when the zone is empty (`top of` an empty zone is none).

const scratch = path.resolve(__dirname, '../tmp/top-moves');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// Two seats take turns drawing, six times in all: the stock of four runs out after four draws.
const text = `game draw "Draw"
seats 2
teams solo
deck {
  ranks 3..1
  suits red "Red", blue "Blue"
}
zone hand "Hand": per seat, visible to owner
zone stock "Stock": shared, hidden
deal 1 each, rest to stock
phase play {
  turns: clockwise from the dealer's left
  var draws: number
  move draw {
    move top of stock to hand[seat]
    set draws = draws + 1
  }
  end when draws >= 6
}
scoring {
  for t in teams {
    score t count(hand of seats of t)
  }
}
match {
  at most 1 hands
}
`;
const file = 'rules/draw.rules';
const checked = check(text, file);
const engineText = (bags: boolean) =>
  generateEngine(checked.game!, file, { bags }).find((f) => f.name === 'engine.ts')!.text;

describe('move top of', () => {
  it('pops the top card off its list, into a bag or a list', () => {
    expect(checked.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    // Into a bag: the card is in no other zone, so its bit is set, nothing else (in the seat's
    // one word: the deck fits one).
    expect(engineText(true)).toMatch(
      /const (top_\d+) = s\.z\.stock\.pop\(\);\n\s+if \(\1 !== undefined\) \{\n\s+s\.z\.hand\[\(s\.seat\) \* 1\]! \|= 1 << \(\1 & 31\);\n/,
    );
    // Into a list: pushed, not looked for in the stock first.
    expect(engineText(false)).toMatch(
      /const (top_\d+) = s\.z\.stock\.pop\(\);\n\s+if \(\1 !== undefined\) \{\n\s+s\.z\.hand\[s\.seat\]!\.push\(\1\);\n/,
    );
  });

  it('moves nothing from an empty zone, and every card stays in play', async () => {
    for (const bags of [true, false]) {
      const dir = path.join(scratch, bags ? 'bags' : 'lists');
      mkdirSync(dir, { recursive: true });
      for (const f of generateEngine(checked.game!, file, { bags })) {
        writeFileSync(path.join(dir, f.name), f.text);
      }
      const { engine } = (await import(path.join(dir, 'index.ts'))) as { engine: AnyEngine };
      const r = engine.setup({ seed: 3 });
      if (!r.ok) throw new Error(r.error.message);
      let s = r.value;
      for (let k = 0; k < 6; k++) {
        const next = engine.apply(s, { type: 'draw' });
        if (!next.ok) throw new Error(next.error.message);
        s = next.state;
      }
      expect(engine.toMove(s)).toBeNull();
      // Two dealt and the four of the stock: all six cards in the two hands, none lost or made.
      const scores = engine.fast.handScores(s)!;
      expect(scores.reduce((a, b) => a + b, 0)).toBe(6);
      expect(engine.fast.winner(s)).not.toBe(-1);
    }
  });
});
