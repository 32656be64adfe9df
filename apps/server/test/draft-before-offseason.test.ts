import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './support/databases';
import { draftLeague } from './support/draft';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 19: the class shows from mid-season; the lottery waits for the regular season's end and the
// draft for the offseason.

describe.each(DIALECTS)('the draft before its time on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('hides the class before mid-season and holds neither lottery nor draft during the season', async () => {
    const setup = await draftLeague(t, { stage: 'scheduled' });
    const prospects = await setup.api.prospects(setup.commissioner);
    expect(prospects).toMatchObject({ visible: false, prospects: [] });
    expect(prospects.visibleFrom).not.toBeNull();
    expect((await setup.api.get(setup.commissioner)).status).toBe('upcoming');
    const lottery = await setup.api.act(setup.commissioner, 'lottery');
    expect(lottery.statusCode).toBe(409);
    expect(lottery.json().message).toMatch(/regular season is over/);
    expect((await setup.api.act(setup.commissioner, 'start')).statusCode).toBe(409);
    expect((await setup.api.act(setup.commissioner, 'auto')).statusCode).toBe(409);
  });
});
