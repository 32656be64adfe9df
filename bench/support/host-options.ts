// What `npm run bench:host` runs, from its flags: the database, the server processes, the leagues and the
// people reading them, and how far each league's season goes.
import { numberArg } from './args';

export interface HostOptions {
  dialect: 'sqlite' | 'postgres';
  /** PostgreSQL: where the bench makes (and afterwards drops) its scratch database. */
  adminUrl: string;
  /** Server processes sharing the database; the bench's client sends its requests to each in turn. */
  servers: number;
  leagues: number;
  /** Signed-in GMs reading their leagues' pages in a loop. */
  clients: number;
  /** Open `GET /api/events` streams, spread over the league members. */
  streams: number;
  /** A reader's pause between two reads, on average: a person reads a page before opening the next. */
  thinkMs: number;
  gamesPerTeam: number;
  /** Custom leagues of this many teams of their own instead of the 32 NHL teams (smaller data). */
  teams: number | null;
  /** How far every league advances: its whole regular season, or one day of games. */
  advanceTo: 'regularSeasonEnd' | 'day';
  /** Reads measured with no advance running, after a warm-up. */
  idleSeconds: number;
  quick: boolean;
}

// Past this many leagues a run is "a day of games for every league": a season each would take hours.
const DAY_RUN_FROM = 200;
// About 3,200 games in all (10 a team in 20 NHL-size leagues, 4 in 50), so the seasons play in a few minutes
// on two busy cores; --games-per-team 82 plays whole ones. The database size is also given for 82 games.
const DEFAULT_GAMES = 3200;
const defaultGamesPerTeam = (leagues: number) =>
  Math.min(82, Math.max(2, 2 * Math.round(DEFAULT_GAMES / 32 / leagues)));
const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export function hostOptions(argv: string[] = process.argv): HostOptions {
  const has = (flag: string) => argv.includes(`--${flag}`);
  const quick = has('quick');
  const postgres = has('pg') || Boolean(process.env.RINKSIDE_TEST_PG);
  const leagues = Math.max(1, Math.floor(numberArg('leagues', quick ? 4 : postgres ? 50 : 20)));
  const teamsArg = numberArg('teams', 0);
  return {
    dialect: postgres ? 'postgres' : 'sqlite',
    adminUrl: process.env.RINKSIDE_TEST_PG || DEFAULT_ADMIN_URL,
    servers: Math.max(1, Math.floor(numberArg('servers', postgres ? 2 : 1))),
    leagues,
    clients: Math.max(1, Math.floor(numberArg('clients', quick ? 50 : 200))),
    streams: Math.max(0, Math.floor(numberArg('streams', quick ? 60 : 300))),
    thinkMs: Math.max(0, numberArg('think-ms', 1000)),
    gamesPerTeam: Math.max(
      2,
      Math.floor(numberArg('games-per-team', quick ? 10 : defaultGamesPerTeam(leagues))),
    ),
    teams: teamsArg >= 4 ? Math.floor(teamsArg) : null,
    advanceTo: has('day') || leagues >= DAY_RUN_FROM ? 'day' : 'regularSeasonEnd',
    idleSeconds: Math.max(1, numberArg('idle-seconds', quick ? 5 : 15)),
    quick,
  };
}

export function describeOptions(o: HostOptions): string {
  const processes = `${o.servers} server process${o.servers === 1 ? '' : 'es'}`;
  const size = o.teams === null ? 'NHL-size (32 teams)' : `custom ${o.teams}-team`;
  const season = o.advanceTo === 'day' ? 'advance one day' : 'advance to the regular season end';
  return [
    `${o.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, ${processes}; ${o.leagues} ${size} leagues, ` +
      `${o.gamesPerTeam} games a team, ${season};`,
    `${o.clients} reading clients (a read, then about ${o.thinkMs} ms to read it), ${o.streams} event streams.`,
  ].join('\n');
}
