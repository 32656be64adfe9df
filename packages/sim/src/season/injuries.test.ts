import type { GameInjury } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { injuriesAfterGame } from './injuries';

const injury = (gamesOut: number): GameInjury => ({
  playerId: 7,
  team: 'home',
  type: 'Upper body',
  gamesOut,
  period: 2,
  clock: 300,
});
const upcomingGameDates = ['2026-10-12', '2026-10-14', '2026-10-15', '2026-10-18', '2026-10-20'];

describe('injuriesAfterGame', () => {
  it('returns him for the game after the ones he misses, day-to-day when out three games or fewer', () => {
    const [short] = injuriesAfterGame([injury(2)], { gameDate: '2026-10-10', upcomingGameDates });
    expect(short).toEqual({
      playerId: 7,
      injury: {
        type: 'Upper body',
        injuredOn: '2026-10-10',
        returnDate: '2026-10-15',
        gamesOut: 2,
        dayToDay: true,
      },
    });
    const [longer] = injuriesAfterGame([injury(4)], { gameDate: '2026-10-10', upcomingGameDates });
    expect(longer?.injury).toMatchObject({ returnDate: '2026-10-20', dayToDay: false });
  });

  it('counts only the games after the one he was hurt in, whatever order the schedule comes in', () => {
    const [hurt] = injuriesAfterGame([injury(1)], {
      gameDate: '2026-10-14',
      upcomingGameDates: ['2026-10-20', '2026-10-10', '2026-10-14', '2026-10-15'],
    });
    expect(hurt?.injury.returnDate).toBe('2026-10-20');
  });

  it('estimates the days past the end of the known schedule at a season pace', () => {
    const [late] = injuriesAfterGame([injury(10)], { gameDate: '2026-10-10', upcomingGameDates });
    // 5 known games, then 6 more at 2.3 days each: 14 days after the last known game.
    expect(late?.injury.returnDate).toBe('2026-11-03');
    const [none] = injuriesAfterGame([injury(1)], { gameDate: '2027-04-15', upcomingGameDates: [] });
    expect(none?.injury.returnDate).toBe('2027-04-20');
  });
});
