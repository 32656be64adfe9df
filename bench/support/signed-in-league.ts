// A GM as a person becomes one, through the API of a running server: register, follow the verification
// link (the server has no SMTP, so it writes the link to its log), sign in, create an NHL league.
import type { BenchServer } from './bench-server';

export interface SignedInLeague {
  leagueId: number;
  /** Cookie header of the GM's session. */
  cookie: string;
}

async function call(server: BenchServer, path: string, body?: unknown, cookie?: string): Promise<Response> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body ?? {}),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return response;
}

export async function signedInLeague(server: BenchServer): Promise<SignedInLeague> {
  const username = `bench_${Date.now().toString(36)}`;
  const password = 'Rinkside-bench-2026!';
  const email = `${username}@example.com`;
  await call(server, '/api/db/users/create', { email, username, password });

  const escaped = email.replace(/[.]/g, '\\.');
  const line = await server.waitForLog(new RegExp(`${escaped}.*link: \\S+/db/verify/`));
  const token = /\/db\/verify\/([^\s"\\]+)/.exec(line)?.[1];
  if (!token) throw new Error(`No verification token in: ${line}`);
  await call(server, `/api/db/verify/${token}`);

  const login = await call(server, '/api/auth/login', { username, password });
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');

  const created = await call(server, '/api/league/create', { name: 'Bench League', mode: 'NHL' }, cookie);
  const { id } = (await created.json()) as { id: number };
  return { leagueId: id, cookie };
}

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/**
 * The league halfway through an 82-game season, as a GM finds it on most days of a year: a schedule from
 * 50 days ago to 50 days ahead, every game before today played (the commissioner's simulate, a batch at a
 * time). Returns how many games were played.
 */
export async function playHalfASeason(server: BenchServer, league: SignedInLeague): Promise<number> {
  const { leagueId, cookie } = league;
  await call(
    server,
    `/api/league/${leagueId}/schedule/generate`,
    { gamesPerTeam: 82, startDate: day(-50), endDate: day(50), playPastGames: true },
    cookie,
  );
  let played = 0;
  for (;;) {
    const answer = await call(
      server,
      `/api/simulation/league/${leagueId}/simulate`,
      { until: day(-1) },
      cookie,
    );
    const { simulated, remaining } = (await answer.json()) as { simulated: number; remaining: number };
    played += simulated;
    if (remaining === 0 || simulated === 0) return played;
  }
}
