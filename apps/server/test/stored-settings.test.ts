import { DEFAULT_TRADE_SETTINGS, NHL_CONTRACT_SETTINGS } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { leagueWithGms, requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 29: a league's settings that no longer read are an error its commissioner is told of and can
// put right, never quietly the defaults; other leagues on the host play on.

describe.each(DIALECTS)('stored league settings that do not read, on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let gm: TestUser;
  let league: LeagueSummaryForTest;
  let other: LeagueSummaryForTest;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const store = (leagueId: number, column: 'trade_settings' | 'contract_settings', text: string | null) =>
    t.ctx.database.db
      .updateTable('leagues')
      .set({ [column]: text })
      .where('id', '=', leagueId)
      .execute();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    commissioner = await signUp(t);
    gm = await signUp(t);
    league = await leagueWithGms(t, commissioner, 'Broken Rules League', [gm]);
    other = await leagueWithGms(t, commissioner, 'Sound Rules League', []);
  });
  afterAll(() => t.close());

  it('answers 409 naming the setting, lets the commissioner correct it, and leaves other leagues alone', async () => {
    await store(league.id, 'trade_settings', JSON.stringify({ expiryHours: 5000 }));
    const url = `/api/league/${league.id}/trade-settings`;
    const broken = await inject(gm, 'GET', url);
    expect(broken.statusCode, broken.body).toBe(409);
    expect(broken.json().message).toMatch(
      /stored trade settings do not read \(expiryHours: .*\): its commissioner/,
    );
    const sound = await inject(commissioner, 'GET', `/api/league/${other.id}/trade-settings`);
    expect(sound.statusCode, sound.body).toBe(200);

    const corrected = await inject(commissioner, 'PUT', url, { ...DEFAULT_TRADE_SETTINGS, expiryHours: 24 });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().settings.expiryHours).toBe(24);
    expect((await inject(gm, 'GET', url)).json().settings.expiryHours).toBe(24);
  });

  it('answers 409 for contract rules that are not JSON, and a reset brings back the NHL rules', async () => {
    await store(league.id, 'contract_settings', '{"salaryCap": "a lot"');
    const url = `/api/league/${league.id}/contract-settings`;
    const broken = await inject(commissioner, 'GET', url);
    expect(broken.statusCode, broken.body).toBe(409);
    expect(broken.json().message).toContain(
      'stored contract settings do not read (the stored text is not JSON)',
    );
    const reset = await inject(commissioner, 'DELETE', url);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().settings).toEqual(NHL_CONTRACT_SETTINGS);
  });
});
