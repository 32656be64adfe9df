import { describe, expect, it } from 'vitest';
import { describeShortfalls, openingHold, openingHoldMessage, type OpeningTeam } from './opening-hold';

const FLOOR = 75_000_000;
const waiting = { floor: FLOOR, begun: false };

const team = (teamId: number, payroll: number, runByGm = true): OpeningTeam => ({
  teamId,
  teamName: `Team ${teamId}`,
  runByGm,
  payroll,
});

describe("the floor binds at the season's opening", () => {
  it('holds the opening for a GM team a dollar under the floor, not for one exactly on it or above', () => {
    const under = openingHold([team(1, FLOOR - 1)], waiting, false);
    expect(under.held).toBe(true);
    expect(under.belowFloor).toEqual([{ teamId: 1, teamName: 'Team 1', payroll: FLOOR - 1, short: 1 }]);
    expect(openingHold([team(1, FLOOR)], waiting, false)).toEqual({ belowFloor: [], held: false });
    expect(openingHold([team(1, FLOOR + 1)], waiting, false)).toEqual({ belowFloor: [], held: false });
  });

  it('lets an AI team under the floor open the season: only teams run by GMs hold it', () => {
    const hold = openingHold([team(1, FLOOR - 5_000_000, false), team(2, FLOOR + 1)], waiting, false);
    expect(hold).toEqual({ belowFloor: [], held: false });
    const mixed = openingHold([team(1, FLOOR - 5_000_000, false), team(2, FLOOR - 1)], waiting, false);
    expect(mixed.belowFloor.map((t) => t.teamId)).toEqual([2]);
    expect(mixed.held).toBe(true);
  });

  it('opens once the commissioner overrides, still naming who is under', () => {
    const hold = openingHold([team(1, FLOOR - 1)], waiting, true);
    expect(hold.held).toBe(false);
    expect(hold.belowFloor.map((t) => t.teamId)).toEqual([1]);
  });

  it('never holds a season whose regular season has begun', () => {
    const hold = openingHold([team(1, FLOOR - 1)], { floor: FLOOR, begun: true }, false);
    expect(hold.held).toBe(false);
  });

  it('names the furthest under first, then by team id, whatever their names', () => {
    const teams = [
      { ...team(3, FLOOR - 1_000_000), teamName: 'Albany' },
      { ...team(1, FLOOR - 4_000_000), teamName: 'Zurich' },
      { ...team(2, FLOOR - 1_000_000), teamName: 'Yukon' },
    ];
    const order = openingHold(teams, waiting, false).belowFloor.map((t) => t.teamId);
    expect(order).toEqual([1, 2, 3]);
  });
});

describe('the words of a held opening', () => {
  it('names each team and its shortfall, and the way to start anyway', () => {
    const hold = openingHold(
      [
        { ...team(1, FLOOR - 3_200_000), teamName: 'Halifax' },
        { ...team(2, FLOOR - 400_000), teamName: 'Quebec' },
      ],
      waiting,
      false,
    );
    expect(describeShortfalls(hold.belowFloor)).toBe('Halifax ($3.2M short) and Quebec ($400K short)');
    expect(openingHoldMessage(hold, FLOOR, 7)).toBe(
      'The regular season cannot start while 2 teams run by GMs are below the salary floor of $75.0M: ' +
        'Halifax ($3.2M short) and Quebec ($400K short). Their GMs must sign or trade for players to reach ' +
        'it, or the commissioner can start the season anyway (POST /league/7/season/start-below-floor).',
    );
  });

  it('speaks of one team alone', () => {
    const hold = openingHold([{ ...team(1, FLOOR - 50_000), teamName: 'Halifax' }], waiting, false);
    expect(openingHoldMessage(hold, FLOOR, 7)).toMatch(
      /^The regular season cannot start while a team run by a GM is below the salary floor of \$75\.0M: Halifax \(\$50K short\)\./,
    );
  });
});
