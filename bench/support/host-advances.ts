// bench:host's seasons: every commissioner starts an advance (POST /advance answers 202 with the job), and
// the bench follows the jobs to their ends. It reads their rows in the database, one query a second, rather
// than asking the API for each job as the Season panel does: a thousand leagues' polls would be a load of
// their own. The jobs' own start and finish times, written by the servers, time the games.
import type { AdvanceJob } from '@rinkside/domain';
import { inTurns, type HostClient } from './host-client';
import type { HostDatabase } from './host-database';
import type { HostLeague } from './host-setup';

export interface AdvancesDone {
  played: number;
  failed: string[];
  /** From the first job's start to the last one's finish, by the servers' clocks (ms). */
  wallMs: number;
  /** Games stored when the bench first saw a job ended, and when that was after the first start (ms). */
  playedAtFirstEnd: number;
  firstEndMs: number;
}

const POSTS_AT_ONCE = 16;
const FOLLOW_EVERY_MS = 1000;
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

export async function startAdvances(
  client: HostClient,
  leagues: HostLeague[],
  to: 'regularSeasonEnd' | 'day',
): Promise<AdvanceJob[]> {
  return inTurns(leagues, POSTS_AT_ONCE, (league) =>
    client.json<AdvanceJob>(`/api/league/${league.id}/advance`, {
      method: 'POST',
      cookie: league.commissioner.cookie,
      body: { to },
      expect: 202,
    }),
  );
}

/** Follows every job to its end; `onFirstEnd` runs once, when the bench first sees one ended. */
export async function followAdvances(
  database: HostDatabase,
  jobs: AdvanceJob[],
  onFirstEnd: () => void,
): Promise<AdvancesDone> {
  const ids = jobs.map((job) => job.id);
  const read = () =>
    database.measure.db
      .selectFrom('league_advances')
      .select(['league_id', 'status', 'played', 'error', 'created_at', 'finished_at'])
      .where('id', 'in', ids)
      .execute();
  const played = (rows: { played: number }[]) => rows.reduce((sum, row) => sum + row.played, 0);
  let firstEnd: { played: number; at: number } | null = null;
  let rows = await read();
  while (rows.some((row) => row.status === 'running')) {
    await pause(FOLLOW_EVERY_MS);
    rows = await read();
    if (firstEnd === null && rows.some((row) => row.status !== 'running')) {
      firstEnd = { played: played(rows), at: Date.now() };
      onFirstEnd();
    }
  }
  const firstStart = Math.min(...rows.map((row) => Date.parse(row.created_at)));
  const lastFinish = Math.max(...rows.map((row) => Date.parse(row.finished_at ?? '')));
  return {
    played: played(rows),
    failed: rows.flatMap((row) => (row.status === 'failed' ? [`league ${row.league_id}: ${row.error}`] : [])),
    wallMs: lastFinish - firstStart,
    playedAtFirstEnd: firstEnd?.played ?? played(rows),
    firstEndMs: (firstEnd?.at ?? lastFinish) - firstStart,
  };
}
