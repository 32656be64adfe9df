import type { SeasonOpening } from '@rinkside/domain';
import { expect } from 'vitest';
import type { TestUser } from './accounts';
import { as } from './leagues';
import type { TestApp } from './test-app';

/**
 * As the commissioner: when GM teams below the floor hold the active season's opening (docs/decisions/076),
 * starts its regular season anyway, for a test whose moves may leave a GM's team under the floor and that is
 * about something else. Does nothing when nothing holds it.
 */
export async function startSeasonAnyway(t: TestApp, commissioner: TestUser, leagueId: number): Promise<void> {
  const read = await t.app.inject({
    method: 'GET',
    url: `/api/league/${leagueId}/season/opening`,
    headers: as(commissioner),
  });
  expect(read.statusCode, read.body).toBe(200);
  const opening = read.json<SeasonOpening>();
  if (!opening.held) return;
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/league/${leagueId}/season/start-below-floor`,
    headers: as(commissioner),
    payload: { seasonId: opening.seasonId },
  });
  expect(response.statusCode, response.body).toBe(200);
}
