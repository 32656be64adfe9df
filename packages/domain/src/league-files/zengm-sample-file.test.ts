import { describe, expect, it } from 'vitest';
import { playerSchema } from '../player';
import type { LeagueImportPlan } from './league-import-plan';
import { looksLikeZengmHockeyFile, type ZengmPosition, type ZengmRatingKey } from './zengm-file-schema';
import { zengmBestPosition, zengmOverall } from './zengm-overall';
import { parseZengmLeagueFile, planZengmImport } from './zengm-league';

// The sample ZenGM hockey league kept beside the repository (FORMAT.md describes it): a league a month
// into its first season, 32 teams, 1492 players. It is not part of the repository; CI's machine has it.
// The test reads it from disk through Node; the domain's own code stays free of Node, so its tsconfig
// carries no Node types and these two modules are described here by the little the test uses.
const { existsSync, readFileSync } = (await import('node:' + 'fs')) as {
  existsSync: (path: string) => boolean;
  readFileSync: (path: string) => Uint8Array;
};
const { gunzipSync } = (await import('node:' + 'zlib')) as {
  gunzipSync: (data: Uint8Array) => { toString: (encoding: 'utf8') => string };
};
const SAMPLE = '/work/shared/data/zengm/hockey-league-a.json.gz';
const present = existsSync(SAMPLE);
const title = present
  ? 'the sample ZenGM hockey league file'
  : `the sample ZenGM hockey league file (skipped: no file at ${SAMPLE})`;

describe.skipIf(!present)(title, () => {
  let plan: LeagueImportPlan;
  let document: unknown;

  it('is recognised by its content and read without an error', () => {
    document = JSON.parse(gunzipSync(readFileSync(SAMPLE)).toString('utf8'));
    expect(looksLikeZengmHockeyFile(document)).toBe(true);
    const parsed = parseZengmLeagueFile(document);
    if (!parsed.ok) throw new Error(parsed.message);
    plan = planZengmImport(parsed.file);
    // Reading the whole sample league takes seconds on a busy machine.
  }, 60_000);

  it('has 32 teams in two conferences of two divisions, in the regular season of 2026', () => {
    expect(plan.teams).toHaveLength(32);
    expect(new Set(plan.teams.map((t) => t.conference)).size).toBe(2);
    expect(new Set(plan.teams.map((t) => t.division)).size).toBe(4);
    expect(plan.startYear).toBe(2026);
    expect(plan.phase).toBe('regular');
    expect(plan.draftPicks).toHaveLength(512); // 4 seasons × 32 teams × 4 rounds (FORMAT §8)
    // One record a team, the current season's: a month in, every team has played and the goals agree.
    expect(plan.teamSeasons).toHaveLength(32);
    expect(plan.teamSeasons.every((s) => s.currentSeason && s.gamesPlayed > 0)).toBe(true);
    const sum = (f: (s: (typeof plan.teamSeasons)[number]) => number | null) =>
      plan.teamSeasons.reduce((total, s) => total + (f(s) ?? 0), 0);
    expect(sum((s) => s.goalsFor)).toBe(sum((s) => s.goalsAgainst));
    expect(sum((s) => s.wins)).toBe(sum((s) => s.losses + s.otLosses));
  });

  it('maps every player into a valid Rinkside player, 24 to 26 on each roster', () => {
    const source = (document as { players: unknown[] }).players;
    expect(plan.players).toHaveLength(source.length); // no retired players in this file
    for (const player of plan.players) {
      const stored = playerSchema.safeParse({
        ...player,
        id: player.sourcePlayerId,
        assignedPosition: null,
        jerseyNumber: player.jerseyNumber ?? 1,
        status: player.place.kind === 'draft-prospect' ? 'draft' : 'active',
        contract: player.contract ?? { capHit: 0, yearsLeft: 1 },
        injury: null,
      });
      expect(stored.error?.issues, `player ${player.sourcePlayerId}`).toBeUndefined();
    }
    for (const team of plan.teams) {
      const roster = plan.players.filter(
        (p) => p.place.kind === 'team' && p.place.sourceTeamId === team.sourceTeamId,
      );
      expect(roster.length).toBeGreaterThanOrEqual(24);
      expect(roster.length).toBeLessThanOrEqual(26);
    }
  });

  it("computes ZenGM's own overall and position for every row, as a file made by hand needs", () => {
    type Row = Record<ZengmRatingKey, number> & {
      pos: ZengmPosition;
      ovr: number;
      ovrs: Record<ZengmPosition, number>;
    };
    const rows = (document as { players: { ratings: Row[] }[] }).players.flatMap((p) => p.ratings);
    const differ = rows.filter(
      (row) =>
        zengmOverall(row, row.pos) !== row.ovr ||
        zengmBestPosition(row) !== row.pos ||
        (['C', 'W', 'D', 'G'] as const).some((pos) => zengmOverall(row, pos) !== row.ovrs[pos]),
    );
    expect(rows.length).toBeGreaterThan(1400);
    expect(differ).toEqual([]);
  });

  it("finds ZenGM's five best players among Rinkside's ten best", () => {
    const byZengm = [...plan.players].sort((a, b) => b.sourceOverall - a.sourceOverall).slice(0, 5);
    // His place: one more than the players rated strictly above him, so a tie never pushes him out.
    const rinksideRank = (overall: number) => plan.players.filter((p) => p.overall > overall).length + 1;
    const ranks = byZengm.map((p) => rinksideRank(p.overall));
    expect(byZengm.map((p) => p.sourceOverall)).toEqual([87, 83, 82, 82, 82]);
    for (const rank of ranks) expect(rank).toBeLessThanOrEqual(10);
  });

  it("puts each position's mean Rinkside overall within two of the ZenGM mean on Rinkside's scale", () => {
    for (const position of ['C', 'LW', 'RW', 'D', 'G'] as const) {
      const rostered = plan.players.filter((p) => p.position === position && p.place.kind === 'team');
      const mean = (f: (p: (typeof rostered)[number]) => number) =>
        rostered.reduce((s, p) => s + f(p), 0) / rostered.length;
      const expected = 33 + 0.7 * mean((p) => p.sourceOverall);
      expect(Math.abs(mean((p) => p.overall) - expected), position).toBeLessThanOrEqual(2);
    }
  });
});
