// bench:host's leagues, made as people make them, through the API of the running servers: everyone signs
// in, each commissioner creates a league and generates its schedule, then makes the reading GMs its teams'
// GMs (so they are members, and their streams are told of the league's advances).
import { addDays, type LeagueClock, type LeagueDetail } from '@rinkside/domain';
import { inTurns, type HostClient } from './host-client';
import { BENCH_PASSWORD, type Person } from './host-database';
import type { HostOptions } from './host-options';

export interface SignedIn extends Person {
  /** The session's cookies, as a browser sends them. */
  cookie: string;
}

export interface HostLeague {
  id: number;
  commissioner: SignedIn;
  teamIds: number[];
  games: number;
}

/** A GM reading one league, on the team he was given. */
export interface HostReader extends SignedIn {
  leagueId: number;
  teamId: number;
}

// Sign-ins hash a password each: the server checks two at a time and lets 32 wait (PasswordHasher).
const SIGN_INS_AT_ONCE = 8;
// Creating a league writes thousands of rows in one transaction: two at a time for each process.
const LEAGUES_AT_ONCE_PER_SERVER = 2;
// NHL: 82 games a team between early October and mid-April, about 190 days (seven games a day in all).
const DAYS_PER_GAME = 190 / 82;

export async function signIn(client: HostClient, people: Person[]): Promise<SignedIn[]> {
  return inTurns(people, SIGN_INS_AT_ONCE, async (person) => {
    const answer = await client.request('/api/auth/login', {
      method: 'POST',
      body: { username: person.username, password: BENCH_PASSWORD },
    });
    if (answer.status !== 200)
      throw new Error(`Sign-in of ${person.username}: ${answer.status} ${answer.body}`);
    const cookie = answer.cookies.map((header) => header.split(';')[0]).join('; ');
    return { ...person, cookie };
  });
}

/**
 * Each commissioner's league with its season's schedule, starting on the league's tomorrow: no game is due
 * until an advance plays it (the scheduler plays games whose start passed), and a day's advance plays one.
 */
export async function createLeagues(
  client: HostClient,
  commissioners: SignedIn[],
  options: HostOptions,
): Promise<HostLeague[]> {
  const concurrency = LEAGUES_AT_ONCE_PER_SERVER * client.baseUrls.length;
  const body = (i: number) =>
    options.teams === null
      ? { name: `Host bench ${i + 1}`, mode: 'NHL' }
      : { name: `Host bench ${i + 1}`, mode: 'Custom', importTeams: false, teamCount: options.teams };
  const span = Math.max(1, Math.round(options.gamesPerTeam * DAYS_PER_GAME));
  return inTurns(commissioners, concurrency, async (commissioner, i) => {
    const { cookie } = commissioner;
    const { id } = await client.json<{ id: number }>('/api/league/create', {
      method: 'POST',
      cookie,
      body: body(i),
      expect: 201,
    });
    const { date: today } = await client.json<LeagueClock>(`/api/league/${id}/clock`, { cookie });
    const { created } = await client.json<{ created: number }>(`/api/league/${id}/schedule/generate`, {
      method: 'POST',
      cookie,
      body: {
        gamesPerTeam: options.gamesPerTeam,
        startDate: addDays(today, 1),
        endDate: addDays(today, span),
      },
      expect: 201,
    });
    const detail = await client.json<LeagueDetail>(`/api/league/${id}`, { cookie });
    return { id, commissioner, teamIds: detail.teams.map((team) => team.id), games: created };
  });
}

/**
 * Reader j runs a team in league j mod N, a team no other reader has there; the commissioner assigns him,
 * as a commissioner fills his league's seats. Readers past one per team of every league are left out.
 */
export async function assignReaders(
  client: HostClient,
  leagues: HostLeague[],
  gms: SignedIn[],
): Promise<HostReader[]> {
  const seats = gms.flatMap((gm, j) => {
    const league = leagues[j % leagues.length];
    const teamId = league?.teamIds[Math.floor(j / leagues.length)];
    return league && teamId !== undefined ? [{ gm, league, teamId }] : [];
  });
  const concurrency = LEAGUES_AT_ONCE_PER_SERVER * client.baseUrls.length;
  return inTurns(seats, concurrency, async ({ gm, league, teamId }) => {
    await client.json(`/api/league/${league.id}/team/${teamId}/gm`, {
      method: 'PUT',
      cookie: league.commissioner.cookie,
      body: { username: gm.username },
    });
    return { ...gm, leagueId: league.id, teamId };
  });
}
