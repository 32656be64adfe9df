import type { TradeFinderResponse } from '@rinkside/domain';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { signUp, type TestUser } from './accounts';
import { makeCapRoomForLeague } from './cap-room';
import type { Dialect } from './databases';
import { leagueWithGms, type LeagueSummaryForTest } from './leagues';
import { createTestApp, type TestApp } from './test-app';
import { finderApi, proposeAccepted } from './trade-finder';
import { activeRosterOf, expectOneOwnerEach, proposal, rankedSkatersOf, tradesApi } from './trades';

const FINDER_LEAGUE_SEED = 'finder-league-2';

/**
 * The trade finder's test league, made once for a file: two GMs run the first two teams, the AI the last
 * two; every team has 20 actives and cap room. Each test ends with every asset owned once.
 */
export function useFinderLeague(dialect: Dialect) {
  let app: TestApp | undefined;
  let people: { commissioner: TestUser; gmA: TestUser; gmB: TestUser } | undefined;
  let made: LeagueSummaryForTest | undefined;
  const need = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The finder league is made in beforeAll');
    return value;
  };
  beforeAll(async () => {
    // The same league every run: whether a generated league holds a deal for each question (a forward some
    // addition buys, more an AI team would still give) is up to its players, and the tests ask them all.
    app = await createTestApp(dialect, {}, undefined, { leagueSeed: FINDER_LEAGUE_SEED });
    people = { commissioner: await signUp(app), gmA: await signUp(app), gmB: await signUp(app) };
    made = await leagueWithGms(app, people.commissioner, 'Finder League', [people.gmA, people.gmB]);
    for (const team of made.teams) await activeRosterOf(app, team.id, 20);
    await makeCapRoomForLeague(app, made.id, 20_000_000);
  }, 60_000);
  afterEach(async () => expectOneOwnerEach(need(app), need(made).id));
  afterAll(async () => app?.close());

  const teamId = (i: number) => need(made).teams[i]?.id ?? 0;
  const fixture = {
    get t() {
      return need(app);
    },
    get commissioner() {
      return need(people).commissioner;
    },
    get gmA() {
      return need(people).gmA;
    },
    get gmB() {
      return need(people).gmB;
    },
    get league() {
      return need(made);
    },
    get api() {
      return tradesApi(need(app), need(made).id);
    },
    get finder() {
      return finderApi(need(app), need(made).id);
    },
    mine: () => teamId(0),
    human: () => teamId(1),
    aiA: () => teamId(2),
    aiB: () => teamId(3),
    ranked: (team: number) => rankedSkatersOf(need(app), team),
    /** The GM's weakest skater for a good one of the other team's: short of what it would accept. */
    async uneven(partner: number, rank = 4) {
      const give = (await fixture.ranked(fixture.mine())).at(-1);
      const get = (await fixture.ranked(partner))[rank];
      if (!give || !get) throw new Error('No skaters');
      return proposal([fixture.mine(), { playerIds: [give.id] }], [partner, { playerIds: [get.id] }]).teams;
    },
    /** The GM's best skater for the other team's weakest: more than it asks. */
    async generous(partner: number) {
      const give = (await fixture.ranked(fixture.mine()))[0];
      const get = (await fixture.ranked(partner)).at(-1);
      if (!give || !get) throw new Error('No skaters');
      return proposal([fixture.mine(), { playerIds: [give.id] }], [partner, { playerIds: [get.id] }]).teams;
    },
    /** Proposes each package and expects the AI team to accept it at once (then reversed). */
    async expectAllAccepted(answer: TradeFinderResponse) {
      const users = { gm: fixture.gmA, commissioner: fixture.commissioner };
      for (const pkg of answer.packages) await proposeAccepted(fixture.api, users, pkg);
    },
  };
  return fixture;
}
