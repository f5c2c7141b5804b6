import { describe, expect, it } from 'vitest';
import { chooserOf, owedTeam, seatsFrom } from './seats';

describe('seatsFrom', () => {
  it('lists every seat in turn order (clockwise, C2) from the one given', () => {
    expect(seatsFrom({ seats: 4, teams: 2 }, 2)).toEqual([2, 3, 0, 1]);
    expect(seatsFrom({ seats: 3, teams: 3 }, 0)).toEqual([0, 1, 2]);
    expect(seatsFrom({ seats: 5, teams: 5 }, 4)).toEqual([4, 0, 1, 2, 3]);
  });

  it('starts from seat 0 when the seat is none or no seat of the table', () => {
    expect(seatsFrom({ seats: 4, teams: 2 }, -1)).toEqual([0, 1, 2, 3]);
    expect(seatsFrom({ seats: 4, teams: 2 }, 4)).toEqual([0, 1, 2, 3]);
  });

  it("gives C2's chooser as its first seat of the team from the dealer's left", () => {
    const s = { seats: 6, teams: 3, dealer: 4 };
    for (let team = 0; team < 3; team++) {
      const first = seatsFrom(s, (s.dealer + 1) % 6).find((x) => x % 3 === team);
      expect(first).toBe(chooserOf(s, team));
    }
  });
});

describe('owedTeam', () => {
  it("is the team the choice being made is owed to, else the seat to act's", () => {
    const table = { seats: 4, teams: 2, seat: 1 };
    expect(owedTeam({ ...table, owed: [{ team: 0 }, { team: 1 }] })).toBe(0);
    expect(owedTeam({ ...table, owed: [] })).toBe(1);
  });
});
