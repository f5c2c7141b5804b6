import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { check } from '@orrery/rules-lang';
import type { AnyEngine } from '@orrery/runtime';
import { afterAll, describe, expect, it } from 'vitest';
import { generateEngine } from './generate';

// A hand's variables start again at each hand: one value per seat is written over in place, a
// collection per seat is made anew.

const scratch = path.resolve(__dirname, '../tmp/variable-resets');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// Each seat marks once a hand: its tally grows by 10 and the number joins its list.
const text = `game tally "Tally"
seats 2
teams solo
deck {
  ranks 3..1
  suits red "Red", blue "Blue"
}
zone hand "Hand": per seat, visible to owner
deal 1 each
var tally: per seat, number = 3
var marked: per seat, flag
var seen: per seat, list of numbers
phase play {
  turns: clockwise from the dealer's left
  var moves: number
  move mark {
    set tally[seat] = tally[seat] + 10
    set marked[seat] = true
    add 10 to seen[seat]
    set moves = moves + 1
  }
  end when moves >= 2
}
scoring {
  for t in teams {
    score t 1
  }
}
match {
  at most 3 hands
}
`;
const file = 'rules/tally.rules';

describe('variables of a hand', () => {
  it('start again at each hand, per seat too', async () => {
    const checked = check(text, file);
    expect(checked.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const files = generateEngine(checked.game!, file, {});
    const engineText = files.find((f) => f.name === 'engine.ts')!.text;
    // A number and a flag per seat are written over; a list per seat is made anew.
    expect(engineText).toMatch(
      /for \(let k = 0, a = s\.v\.tally; k < a\.length; k\+\+\) a\[k\] = 3;/,
    );
    expect(engineText).toMatch(
      /for \(let k = 0, a = s\.v\.marked; k < a\.length; k\+\+\) a\[k\] = false;/,
    );
    expect(engineText).toMatch(/s\.v\.seen = perOwner\(s\.seats, \(\) => \[\]\);/);

    mkdirSync(scratch, { recursive: true });
    for (const f of files) writeFileSync(path.join(scratch, f.name), f.text);
    const { engine } = (await import(path.join(scratch, 'index.ts'))) as { engine: AnyEngine };
    const r = engine.setup({ seed: 1 });
    if (!r.ok) throw new Error(r.error.message);
    let s = r.value;
    const variables = () => (engine.view(s, 0) as { variables: Record<string, unknown> }).variables;
    const start = { tally: [3, 3], marked: [false, false], seen: [[], []] };
    expect(variables()).toMatchObject(start);
    const first = engine.apply(s, { type: 'mark' });
    if (!first.ok) throw new Error(first.error.message);
    s = first.state;
    expect(variables()).toMatchObject({ tally: [3, 13], marked: [false, true], seen: [[], [10]] });
    // The second mark ends the hand: the next one starts from the starting values.
    const second = engine.apply(s, { type: 'mark' });
    if (!second.ok) throw new Error(second.error.message);
    const before = s;
    s = second.state;
    expect(engine.fast.handNumber(s)).toBe(2);
    expect(variables()).toMatchObject(start);
    // The state the move was applied to is untouched.
    s = before;
    expect(variables()).toMatchObject({ tally: [3, 13], marked: [false, true], seen: [[], [10]] });
  });
});
