import { DEFAULT_PLAYOFF_SETTINGS } from '@rinkside/domain';
import { generateSeasonSchedule } from '../../src/modules/games/service';
import { createLeague } from '../../src/modules/leagues/create-league';
import { setPlayoffSettings } from '../../src/modules/playoffs/service';
import type { TestUser } from './accounts';
import type { TestApp } from './test-app';

/**
 * A league of four teams with four games each, all due, from October 1, 2025 to `endDate` (the end of that
 * month by default); its playoffs do not start by themselves.
 */
export async function leagueOfDueGames(t: TestApp, user: TestUser, name: string, endDate = '2025-10-31') {
  const { id } = await createLeague(t.ctx, user.id, {
    name,
    mode: 'Custom',
    importTeams: false,
    teamCount: 4,
  });
  await setPlayoffSettings(t.ctx, id, user.id, { ...DEFAULT_PLAYOFF_SETTINGS, autoStart: false });
  await generateSeasonSchedule(t.ctx, id, user.id, {
    gamesPerTeam: 4,
    playPastGames: true,
    startDate: '2025-10-01',
    endDate,
  });
  return id;
}
