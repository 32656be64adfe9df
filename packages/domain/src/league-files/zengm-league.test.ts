import { describe, expect, it } from 'vitest';
import { looksLikeZengmHockeyFile, unwrapSetting } from './zengm-file-schema';
import { conferenceName, parseZengmLeagueFile, phaseFrom, planZengmImport } from './zengm-league';
import { zengmLeague, zengmPlayer, zengmRatingsRow, zengmTeam } from './zengm-test-league';

describe('the season and phase', () => {
  it("maps each ZenGM phase onto Rinkside's four", () => {
    const phases = [-2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8].map((p) => phaseFrom(p).phase);
    expect(phases).toEqual([
      'preseason',
      'preseason',
      'preseason',
      'regular',
      'regular',
      'playoffs',
      'offseason',
      'offseason',
      'offseason',
      'offseason',
      'offseason',
    ]);
  });
  it('says what moves when a draft is in progress', () => {
    expect(phaseFrom(5).note).toMatch(/draft in progress/);
    expect(phaseFrom(-1).note).toMatch(/fantasy or expansion draft/);
    expect(phaseFrom(1).note).toBeNull();
  });
  it("starts Rinkside's season in ZenGM's season year", () => {
    expect(planZengmImport(zengmLeague()).startYear).toBe(2026);
  });
});

describe('teams', () => {
  it('carry their conference and division by name, and their colours', () => {
    const plan = planZengmImport(zengmLeague());
    expect(plan.teams.map((t) => [t.abbreviation, t.conference, t.division])).toEqual([
      ['C0', 'Eastern', 'Atlantic'],
      ['C1', 'Eastern', 'Metropolitan'],
      ['C2', 'Western', 'Central'],
      ['C3', 'Western', 'Pacific'],
    ]);
    expect(plan.teams[0]).toMatchObject({
      name: 'City0 Club0',
      city: 'City0',
      colors: ['#112233', '#445566'],
    });
  });

  it("name a conference as Rinkside's NHL leagues do, and keep a name that is only 'Conference'", () => {
    expect(conferenceName('Eastern Conference')).toBe('Eastern');
    expect(conferenceName('Prince of Wales conference')).toBe('Prince of Wales');
    expect(conferenceName('North')).toBe('North');
    expect(conferenceName('Conference')).toBe('Conference');
  });

  it('read conferences stored the wrapped way', () => {
    const league = zengmLeague();
    league.gameAttributes.confs = [
      {
        start: null,
        value: [
          { cid: 0, name: 'North' },
          { cid: 1, name: 'South' },
        ],
      },
    ];
    expect(planZengmImport(league).teams[3]?.conference).toBe('South');
    expect(
      unwrapSetting([
        { start: null, value: 1 },
        { start: 2027, value: 2 },
      ]),
    ).toBe(2);
    expect(unwrapSetting(84)).toBe(84);
  });

  it('leave out an inactive team and its players, and say so', () => {
    const league = zengmLeague({
      teams: [zengmTeam(0), zengmTeam(1, { disabled: true })],
      players: [zengmPlayer(1, 0), zengmPlayer(2, 1)],
    });
    const plan = planZengmImport(league);
    expect(plan.teams.map((t) => t.sourceTeamId)).toEqual([0]);
    expect(plan.players.map((p) => p.sourcePlayerId)).toEqual([1]);
    expect(plan.warnings.map((w) => w.code)).toEqual(
      expect.arrayContaining(['team-skipped', 'players-skipped']),
    );
  });
});

describe('draft picks and players', () => {
  it("carry each pick's owner and original team into Rinkside's draft year, fantasy picks left out", () => {
    const plan = planZengmImport(
      zengmLeague({
        draftPicks: [
          { tid: 1, originalTid: 0, round: 2, pick: 0, season: 2026 },
          { tid: 0, originalTid: 0, round: 1, season: 'fantasy' },
        ],
      }),
    );
    expect(plan.draftPicks).toEqual([
      { year: 2027, round: 2, ownerSourceTeamId: 1, originalSourceTeamId: 0 },
    ]);
    expect(plan.warnings.find((w) => w.code === 'picks-skipped')?.count).toBe(1);
  });

  it('leave retired players behind and count them', () => {
    const plan = planZengmImport(
      zengmLeague({ players: [zengmPlayer(1, 0), zengmPlayer(2, -3), zengmPlayer(3, -3)] }),
    );
    expect(plan.players).toHaveLength(1);
    expect(plan.warnings.find((w) => w.code === 'players-skipped')).toMatchObject({ count: 2 });
  });

  it('say when an age or a contract had to change to fit Rinkside, and not otherwise', () => {
    const plan = planZengmImport(
      zengmLeague({
        players: [
          zengmPlayer(1, 0, { born: { year: 2012, loc: 'Sweden' } }),
          zengmPlayer(2, 0, { contract: { amount: 900, exp: 2025 } }),
          zengmPlayer(3, 0, { contract: { amount: 900, exp: 2026 } }),
          zengmPlayer(4, -1, { contract: { amount: 900, exp: 2020 } }),
        ],
      }),
    );
    const adjusted = plan.warnings.filter((w) => w.code === 'value-adjusted');
    expect(adjusted.map((w) => w.count)).toEqual([1, 1]);
    expect(adjusted[0]?.message).toBe(
      "1 player's age was outside Rinkside's 16 to 50 and set to the nearest.",
    );
    expect(
      planZengmImport(zengmLeague({ players: [zengmPlayer(5, 0)] })).warnings.map((w) => w.code),
    ).not.toContain('value-adjusted');
  });

  it('carry the cap settings in dollars', () => {
    expect(planZengmImport(zengmLeague()).settings).toMatchObject({
      salaryCap: 105_000_000,
      minContract: 700_000,
      maxContract: 20_000_000,
    });
  });
});

describe('what stays behind', () => {
  it('names each ZenGM store that is not carried, with its count', () => {
    const plan = planZengmImport(zengmLeague({ events: [{}, {}], games: [{}] }));
    const stores = plan.warnings.filter((w) => w.code === 'store-not-carried');
    expect(stores.map((w) => w.count)).toEqual([2, 1]);
    expect(stores[0]?.message).toBe("ZenGM's news feed (2 items) is not carried.");
  });

  it("mentions ZenGM's trade screen only when a trade is on it", () => {
    const empty = {
      teams: [
        { tid: 0, pids: [], dpids: [] },
        { tid: 1, pids: [], dpids: [] },
      ],
    };
    const drafted = {
      teams: [
        { tid: 0, pids: [12], dpids: [] },
        { tid: 1, pids: [], dpids: [] },
      ],
    };
    const tradeWarnings = (trade: unknown[]) =>
      planZengmImport(zengmLeague({ trade })).warnings.filter((w) => /trade screen/.test(w.message));
    expect(tradeWarnings([empty])).toHaveLength(0);
    expect(tradeWarnings([drafted])).toHaveLength(1);
  });

  it('says a soft cap becomes a hard one, and that a newer file may hold what Rinkside ignores', () => {
    const league = zengmLeague({ version: 73 });
    league.gameAttributes.salaryCapType = 'soft';
    const codes = planZengmImport(league).warnings.map((w) => w.code);
    expect(codes).toContain('newer-file-version');
    expect(planZengmImport(league).warnings.some((w) => /soft salary cap becomes/.test(w.message))).toBe(
      true,
    );
    expect(planZengmImport(zengmLeague()).warnings.map((w) => w.code)).not.toContain('newer-file-version');
  });
});

describe('reading a file', () => {
  it('names the first bad path', () => {
    const document = {
      ...zengmLeague(),
      players: [{ ...zengmPlayer(1, 0), ratings: [{ ...zengmRatingsRow('C'), glk: 'x' }] }],
    };
    const result = parseZengmLeagueFile(document);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.path).toBe('players.0.ratings.0.glk');
  });

  it('ignores keys Rinkside does not read', () => {
    const result = parseZengmLeagueFile({ ...zengmLeague(), playoffSeries: [], teamSeasons: 'anything' });
    expect(result.ok).toBe(true);
  });

  it('recognises a ZenGM hockey file by its content', () => {
    const hockey = zengmLeague({ players: [zengmPlayer(1, 0)] });
    expect(looksLikeZengmHockeyFile(hockey)).toBe(true);
    const basketball = { ...hockey, players: [{ ratings: [{ hgt: 50, jmp: 50, drb: 50 }] }] };
    expect(looksLikeZengmHockeyFile(basketball)).toBe(false);
    expect(looksLikeZengmHockeyFile({ format: 'rinkside-league', version: 1 })).toBe(false);
    expect(looksLikeZengmHockeyFile(null)).toBe(false);
  });
});

describe('a file made by hand', () => {
  const handMade = {
    version: 72,
    startingSeason: 2030,
    teams: [{ tid: 0, cid: 0, did: 0, region: 'Oslo', name: 'Fjords', abbrev: 'OSL' }],
    players: [
      // Only the ratings, as ZenGM's schema asks: no ovr, no position, no birth year.
      {
        pid: 1,
        tid: 0,
        ratings: [
          {
            hgt: 50,
            stre: 40,
            spd: 70,
            endu: 60,
            pss: 70,
            wst: 60,
            sst: 40,
            stk: 70,
            oiq: 70,
            chk: 30,
            blk: 30,
            fcf: 70,
            diq: 40,
            glk: 5,
          },
        ],
      },
      {
        pid: 2,
        tid: 0,
        pos: 'D',
        ratings: [
          {
            hgt: 60,
            stre: 70,
            spd: 20,
            endu: 60,
            pss: 20,
            wst: 40,
            sst: 70,
            stk: 20,
            oiq: 20,
            chk: 70,
            blk: 70,
            fcf: 10,
            diq: 70,
            glk: 5,
          },
        ],
      },
      {
        pid: 3,
        tid: 0,
        ratings: [
          {
            hgt: 50,
            stre: 5,
            spd: 10,
            endu: 50,
            pss: 5,
            wst: 5,
            sst: 5,
            stk: 5,
            oiq: 5,
            chk: 5,
            blk: 5,
            fcf: 5,
            diq: 5,
            glk: 80,
          },
        ],
      },
    ],
  };

  it('opens in its starting season, in the preseason', () => {
    const parsed = parseZengmLeagueFile(handMade);
    if (!parsed.ok) throw new Error(parsed.message);
    const plan = planZengmImport(parsed.file);
    expect(plan.startYear).toBe(2030);
    expect(plan.phase).toBe('preseason');
  });

  it("places each player where ZenGM would, his own position first, and rates him with ZenGM's formula", () => {
    const parsed = parseZengmLeagueFile(handMade);
    if (!parsed.ok) throw new Error(parsed.message);
    const rows = parsed.file.players.map((p) => p.ratings[0]);
    expect(rows.map((row) => row?.pos)).toEqual(['C', 'D', 'G']);
    expect(rows[2]?.ovr).toBe(70); // a goalie's overall is glk - 10
    const plan = planZengmImport(parsed.file);
    expect(plan.players.map((p) => p.position)).toEqual(['C', 'D', 'G']);
    expect(plan.players.every((p) => p.age === 25)).toBe(true);
    expect(plan.warnings.find((w) => w.code === 'value-adjusted')?.message).toBe(
      '3 players have no birth year in the file and are carried at 25.',
    );
  });

  it('is refused when it does not say its season', () => {
    const { startingSeason: _, ...noSeason } = handMade;
    expect(looksLikeZengmHockeyFile(noSeason)).toBe(true);
    expect(parseZengmLeagueFile(noSeason)).toMatchObject({ ok: false, path: 'gameAttributes.season' });
  });
});
