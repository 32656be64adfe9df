import type { GameEvent, PlayerId, SimulationData } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { createRng } from '../rng';
import { playGames, testLeague, type TestTeam } from './test-games';

type Side = 'home' | 'away';
const SIDES: readonly Side[] = ['home', 'away'];
const key = (side: Side): 'teamA' | 'teamB' => (side === 'home' ? 'teamA' : 'teamB');
const seconds = (e: GameEvent): number => (Math.min(e.period, 4) - 1) * 1200 + e.clock;

/** Replays the play-by-play and checks it against itself and the box score; returns problems found. */
function audit(data: SimulationData, rosters: Record<Side, Set<string>>): string[] {
  const problems: string[] = [];
  const fail = (msg: string, e?: GameEvent) => problems.push(e ? `${e.time} ${e.type}: ${msg}` : msg);
  const goalieOf = {
    home: Object.keys(data.goalieStats.teamA)[0],
    away: Object.keys(data.goalieStats.teamB)[0],
  };
  const onIce: Record<Side, string[]> = { home: [], away: [] };
  const box: Record<Side, string[]> = { home: [], away: [] };
  const goals = { home: 0, away: 0 };
  const shots = { home: 0, away: 0 };
  const saves = { home: 0, away: 0 }; // saves made by this side's goalie
  const skaterSeconds = { home: 0, away: 0 };
  const skaters = (side: Side) => onIce[side].filter((id) => id !== goalieOf[side]).length;
  let last: GameEvent | undefined;
  let shootout: Side | null = null;
  const made = { home: 0, away: 0 };

  for (const e of data.events) {
    if (last && e.period < 5) {
      const dt = seconds(e) - seconds(last);
      if (dt < 0 || e.period < last.period) fail('events out of order', e);
      for (const side of SIDES) skaterSeconds[side] += dt * skaters(side);
    }
    last = e;
    const side = e.team;
    // Strength on the ice must match the penalty box at every live-play event.
    if (['FACEOFF', 'SHOT', 'HIT', 'GOAL', 'MISSED_SHOT', 'BLOCKED_SHOT'].includes(e.type)) {
      for (const s of SIDES) {
        const other: Side = s === 'home' ? 'away' : 'home';
        const own = Math.min(2, box[s].length);
        const opp = Math.min(2, box[other].length);
        const base = e.period === 4 ? Math.min(5, 3 + Math.max(0, opp - own)) : 5 - own;
        const pulled = !onIce[s].includes(goalieOf[s] ?? '') ? 1 : 0;
        if (skaters(s) !== base + pulled)
          fail(`${s} has ${skaters(s)} skaters, box says ${base + pulled}`, e);
        for (const id of onIce[s]) if (box[s].includes(id)) fail(`${id} on the ice while in the box`, e);
      }
    }
    switch (e.type) {
      case 'LINE_CHANGE': {
        if (!side) break;
        const ids = e.players.map(String);
        if (new Set(ids).size !== ids.length) fail('a player is on the ice twice', e);
        for (const id of ids) if (!rosters[side].has(id)) fail(`${id} is not on the ${side} roster`, e);
        const other = onIce[side === 'home' ? 'away' : 'home'];
        if (ids.some((id) => other.includes(id))) fail('a player is on the ice for both teams', e);
        onIce[side] = ids;
        break;
      }
      case 'GOAL': {
        if (!side) break;
        goals[side]++;
        shots[side]++;
        const scorers = [e.scorer, ...e.assists].map((id: PlayerId) => String(id));
        for (const id of scorers) if (!onIce[side].includes(id)) fail(`${id} credited but not on the ice`, e);
        if (new Set(scorers).size !== scorers.length) fail('a player credited twice on one goal', e);
        if (
          e.emptyNet ===
          onIce[side === 'home' ? 'away' : 'home'].includes(goalieOf[side === 'home' ? 'away' : 'home'] ?? '')
        )
          fail('empty-net flag disagrees with the goalie on the ice', e);
        if (e.endedPenalty !== null) {
          const other: Side = side === 'home' ? 'away' : 'home';
          box[other].splice(box[other].indexOf(String(e.endedPenalty)), 1);
        }
        break;
      }
      case 'SHOT':
        if (!side) break;
        shots[side]++;
        saves[side === 'home' ? 'away' : 'home']++;
        if (!onIce[side].includes(String(e.shooter))) fail('shooter not on the ice', e);
        break;
      case 'PENALTY':
        if (side && e.reducesStrength) box[side].push(String(e.player));
        break;
      case 'PENALTY_EXPIRED': {
        if (!side) break;
        const i = box[side].indexOf(String(e.player));
        if (i >= 0) box[side].splice(i, 1);
        break;
      }
      case 'SHOOTOUT_ATTEMPT':
        if (side && e.scored) made[side]++;
        break;
    }
  }
  if (data.decidedIn === 'SO') shootout = made.home > made.away ? 'home' : 'away';
  for (const side of SIDES) {
    const t = data.statistics[key(side)];
    const bonus = shootout === side ? 1 : 0;
    const score = side === 'home' ? data.homeScore : data.awayScore;
    if (t.goals !== goals[side] || score !== goals[side] + bonus)
      fail(`${side} score ${score} vs ${goals[side]} goal events`);
    if (t.shots !== shots[side]) fail(`${side} shots ${t.shots} vs ${shots[side]} events`);
    const goalie = Object.values(data.goalieStats[key(side)])[0];
    if (!goalie || goalie.shotsAgainst !== goalie.saves + goalie.goalsAgainst)
      fail(`${side} goalie shots != saves + GA`);
    if (goalie && goalie.saves !== saves[side])
      fail(`${side} goalie saves ${goalie.saves} vs ${saves[side]} events`);
    const toi = Object.values(data.playerStats[key(side)]).reduce((s, p) => s + p.icetime, 0);
    if (toi !== skaterSeconds[side])
      fail(`${side} skater ice time ${toi} vs ${skaterSeconds[side]} on the ice`);
    const sumGoals = Object.values(data.playerStats[key(side)]).reduce((s, p) => s + p.goals, 0);
    if (sumGoals !== goals[side]) fail(`${side} player goals ${sumGoals} vs ${goals[side]}`);
  }
  for (const star of data.threeStars) {
    const stats =
      star.type === 'goalie' ? data.goalieStats[key(star.team)] : data.playerStats[key(star.team)];
    const line = stats[String(star.playerId)];
    if (!line) fail(`star ${star.lastName} did not play`);
    else if ('saves' in line ? line.saves === 0 : line.goals + line.assists + line.shots === 0)
      fail(`star ${star.lastName} did nothing`);
  }
  return problems;
}

describe('game invariants over thousands of seeded games', () => {
  const league = testLeague(21, 8, 4);
  const roster = (team: TestTeam) => new Set(team.players.map((p) => String(p.id)));

  it('keeps score, shots, saves, ice time, the penalty box and credits consistent with the play-by-play', () => {
    let games = 0;
    const problems: string[] = [];
    for (const data of playGames(createRng(77), league, 2000)) {
      const rosters = { home: roster(data.homeTeam), away: roster(data.awayTeam) };
      problems.push(...audit(data, rosters).map((p) => `game ${games}: ${p}`));
      games++;
    }
    expect(problems.slice(0, 10)).toEqual([]);
    expect(games).toBe(2000);
  });
});
