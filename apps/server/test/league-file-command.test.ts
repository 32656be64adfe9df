import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { createLeague } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

// The operator's backup and restore (docs/league-file.md): `npm run league:export` and `league:import` run as
// their own process with the server's configuration, on the database the server uses.

const COMMAND = fileURLToPath(new URL('../src/league-file-command.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
const run = promisify(execFile);

describe('the league file commands on sqlite', () => {
  let t: TestApp;
  let commissioner: TestUser;
  let other: TestUser;
  const dir = mkdtempSync(join(tmpdir(), 'rinkside-backups-'));
  const command = (...args: string[]) =>
    run(TSX, [COMMAND, ...args], {
      env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: t.ctx.config.DATABASE_URL },
    });

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    [commissioner, other] = [await signUp(t), await signUp(t)];
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const teamNames = async (leagueId: number) =>
    (
      await t.ctx.database.db
        .selectFrom('teams')
        .select('name')
        .where('league_id', '=', leagueId)
        .orderBy('id')
        .execute()
    ).map((row) => row.name);

  it('backs up one league or every league, and restores a file as a new league', async () => {
    const first = await createLeague(t, commissioner, { name: 'Backed Up', mode: 'Custom', teamCount: 4 });
    await createLeague(t, other, { name: 'Backed Up', mode: 'Custom', teamCount: 6 });

    const one = join(dir, 'one.rinkside.json.gz');
    await command('export', '--league', String(first.id), '--out', one);
    expect(existsSync(one)).toBe(true);
    const all = await command('export', '--all', '--out', join(dir, 'all'));
    expect(all.stdout.trim().split('\n')).toHaveLength(2);
    expect(readdirSync(join(dir, 'all')).sort()).toEqual([
      expect.stringMatching(/^\d+-backed-up-\d{4}-\d{2}-\d{2}\.rinkside\.json\.gz$/),
      expect.stringMatching(/^\d+-backed-up-\d{4}-\d{2}-\d{2}\.rinkside\.json\.gz$/),
    ]);

    // A restore on the same host: the file's commissioner runs the new league.
    const restored = await command('import', one);
    const id = Number(/as league (\d+)/.exec(restored.stdout)?.[1]);
    const league = await t.ctx.database.db
      .selectFrom('leagues')
      .select(['name', 'commissioner_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(league).toEqual({ name: 'Backed Up', commissioner_id: commissioner.id });
    expect(await teamNames(id)).toEqual(await teamNames(first.id));

    const given = await command('import', one, '--commissioner', other.username);
    const second = Number(/as league (\d+)/.exec(given.stdout)?.[1]);
    expect(second).not.toBe(id);
    const owner = await t.ctx.database.db
      .selectFrom('leagues')
      .select('commissioner_id')
      .where('id', '=', second)
      .executeTakeFirstOrThrow();
    expect(owner.commissioner_id).toBe(other.id);
  }, 120_000);

  it('fails with a reason and a non-zero exit for a league that is not there', async () => {
    await expect(
      command('export', '--league', '999999', '--out', join(dir, 'none.gz')),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('League 999999 is not on this host.'),
    });
  }, 60_000);
});
