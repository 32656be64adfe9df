import type { GameEventRecord, GameRecord } from '@rinkside/domain';
import { createRng, generateLeague, resolveLineup, simulateGameRecord } from '@rinkside/sim';
import { describe, expect, it } from 'vitest';
import { resultRows } from './result-rows';
import { unpackShots } from './shot-packing';

const KEYS = { gameId: 7, seasonId: 3, gameType: 'playoff' as const, homeTeamId: 10, awayTeamId: 20 };
const ATTEMPTS = new Set(['GOAL', 'SHOT', 'MISSED_SHOT', 'BLOCKED_SHOT']);
type AttemptRecord = Extract<GameEventRecord, { type: 'GOAL' | 'SHOT' | 'MISSED_SHOT' | 'BLOCKED_SHOT' }>;
const isAttempt = (e: GameEventRecord): e is AttemptRecord => ATTEMPTS.has(e.type);

function playedGame(seed: string): GameRecord {
  const rng = createRng(seed);
  const [home, away] = generateLeague(rng, { teams: 2 }).map((players, i) => ({
    name: `Team ${i + 1}`,
    players,
    lineup: resolveLineup(players),
  }));
  if (!home || !away) throw new Error('two teams');
  return simulateGameRecord({ home, away, gameType: 'regular' }, { rng });
}

/** The game as one played before events had places: no place and no expected goals anywhere. */
function withoutPlaces(game: GameRecord): GameRecord {
  const events = game.events.map((e) => {
    const { x: _x, y: _y, xg: _xg, ...rest } = e as GameEventRecord & { x?: number; y?: number; xg?: number };
    return rest as GameEventRecord;
  });
  return { ...game, events };
}

/** The game with every other attempt given a place and an expected-goals value, as the engine tells them. */
function withPlaces(game: GameRecord): GameRecord {
  let n = 0;
  const events = withoutPlaces(game).events.map((e): GameEventRecord => {
    if (!isAttempt(e) || n++ % 2 === 1) return e;
    const place = { x: 40 + (n % 45), y: (n % 17) - 8.5 };
    return e.type === 'BLOCKED_SHOT' ? { ...e, ...place } : { ...e, ...place, xg: (n % 9) / 100 + 0.004 };
  });
  return { ...game, events };
}

describe('resultRows', () => {
  const game = withPlaces(playedGame('result-rows'));
  const rows = resultRows(game, KEYS);
  const attempts = game.events.flatMap((e, index) => (isAttempt(e) ? [{ e, index }] : []));

  it("packs each team's located attempts in one row, with their shooters, kinds and expected goals", () => {
    const located = attempts.filter(({ e }) => e.x !== undefined);
    expect(located.length).toBeGreaterThan(20);
    expect(rows.shots.map(({ shots: _shots, ...keys }) => keys)).toEqual([
      { game_id: 7, team_id: 10, season_id: 3, game_type: 'playoff' },
      { game_id: 7, team_id: 20, season_id: 3, game_type: 'playoff' },
    ]);
    const packed = rows.shots.flatMap((row) => unpackShots(row.shots as Uint8Array).map((s) => ({ row, s })));
    expect(packed.map(({ s }) => s.eventIndex).sort((a, b) => a - b)).toEqual(located.map((a) => a.index));
    const byIndex = new Map(located.map(({ e, index }) => [index, e]));
    for (const { row, s } of packed) {
      const e = byIndex.get(s.eventIndex);
      if (!e) throw new Error(`no attempt at ${s.eventIndex}`);
      expect(row.team_id).toBe(e.team === 'home' ? 10 : 20);
      expect(s).toMatchObject({
        shooterId: Number(
          e.type === 'GOAL' ? e.scorer : e.type === 'SHOT' ? (e.deflectedBy ?? e.shooter) : e.shooter,
        ),
        x: e.x,
        y: e.y,
        kind: { GOAL: 'G', SHOT: 'S', MISSED_SHOT: 'M', BLOCKED_SHOT: 'B' }[e.type],
        xgMilli: e.type === 'BLOCKED_SHOT' ? 0 : Math.round((e.xg ?? 0) * 1000),
      });
    }
  });

  it("gives each team's row its own attempts and the other's, and each skater his own", () => {
    const [homeRow, awayRow] = rows.teams;
    const count = (side: 'home' | 'away') => attempts.filter(({ e }) => e.team === side).length;
    expect(homeRow).toMatchObject({ team_id: 10, cf: count('home'), ca: count('away') });
    expect(awayRow).toMatchObject({ team_id: 20, cf: count('away'), ca: count('home') });
    const homeSkaters = rows.players.filter((p) => p.team_id === 10);
    expect(homeSkaters.reduce((sum, p) => sum + (p.icf ?? 0), 0)).toBe(count('home'));
    expect(homeSkaters.reduce((sum, p) => sum + (p.ixg_milli ?? 0), 0)).toBe(homeRow?.xgf_milli);
    expect(homeSkaters.reduce((sum, p) => sum + (p.cf_5v5 ?? 0), 0)).toBe(5 * (homeRow?.cf_5v5 ?? 0));
    const awayGoalies = rows.goalies.filter((g) => g.team_id === 20);
    expect(awayGoalies.reduce((sum, g) => sum + (g.xga_milli ?? 0), 0)).toBeLessThanOrEqual(
      homeRow?.xgf_milli ?? 0,
    );
  });

  it('writes no shot rows and zero expected goals for a game whose events have no places', () => {
    const plain = resultRows(withoutPlaces(playedGame('no-places')), KEYS);
    expect(plain.shots).toEqual([]);
    expect(plain.teams.map((t) => t.xgf_milli)).toEqual([0, 0]);
    expect(plain.teams.every((t) => (t.cf ?? 0) > 0)).toBe(true);
  });
});
