import type { GoalieAttributes, Player, SimulationData, SkaterAttributes } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { resolveLineup } from '../lineup/resolve-lineup';
import { generateRoster } from '../player/generate-roster';
import { createRng } from '../rng';
import { simulateGame, type TeamInput } from './simulate-game';

// Issue 13: ratings show in the box score, for shooters and for goalies.
const rng = createRng(1313);
const roster = generateRoster(rng, { quality: 74, firstId: 1, depth: false });
const opponent: TeamInput = {
  name: 'Opponent',
  players: generateRoster(rng, { quality: 74, firstId: 1001, depth: false }),
};
const lineup = resolveLineup(roster);

/** Every skater attribute at `value`: a player whose ratings all read the same. */
function skaterAt(value: number, base: SkaterAttributes): SkaterAttributes {
  const level = <T extends object>(group: T): T =>
    Object.fromEntries(Object.keys(group).map((k) => [k, value])) as T;
  return {
    puckSkills: level(base.puckSkills),
    skating: level(base.skating),
    scoring: level(base.scoring),
    defense: level(base.defense),
    physique: { ...base.physique },
    senses: { ...base.senses, offensiveAwareness: value },
  };
}

function goalieAt(value: number, base: GoalieAttributes): GoalieAttributes {
  const level = <T extends object>(group: T): T =>
    Object.fromEntries(Object.keys(group).map((k) => [k, value])) as T;
  return { saving: level(base.saving), athletism: level(base.athletism), senses: level(base.senses) };
}

const withPlayer = (players: readonly Player[], id: unknown, change: (p: Player) => Player): Player[] =>
  players.map((p) => (p.id === id ? change(p) : p));

function play(team: TeamInput, games: number, seed: string): SimulationData[] {
  const out: SimulationData[] = [];
  for (let i = 0; i < games; i++) {
    const home = i % 2 === 0;
    const input = home ? { home: team, away: opponent } : { home: opponent, away: team };
    out.push(simulateGame(input, { rng: createRng(`${seed}-${i}`) }));
  }
  return out;
}

const skaterTotals = (games: SimulationData[], id: unknown) => {
  let goals = 0;
  let points = 0;
  for (const data of games) {
    const line = data.playerStats.teamA[String(id)] ?? data.playerStats.teamB[String(id)];
    goals += line?.goals ?? 0;
    points += line?.points ?? 0;
  }
  return { goals, points };
};

describe('talent that shows', () => {
  it('lets a 95-rated shooter outscore a 75-rated linemate by a wide margin', () => {
    const star = lineup.line1_lw;
    const plain = lineup.line1_rw;
    let players = withPlayer(roster, star, (p) => ({
      ...p,
      role: 'two-way',
      overall: 95,
      attributes: skaterAt(95, p.attributes as SkaterAttributes),
    }));
    players = withPlayer(players, plain, (p) => ({
      ...p,
      role: 'two-way',
      overall: 75,
      attributes: skaterAt(75, p.attributes as SkaterAttributes),
    }));
    const games = play({ name: 'Team', players, lineup }, 120, 'star');
    const a = skaterTotals(games, star);
    const b = skaterTotals(games, plain);
    expect(a.goals).toBeGreaterThan(2 * b.goals);
    expect(a.points).toBeGreaterThan(1.6 * b.points);
    // Most of a point a game beside a 75 on an average team: the star carries his line.
    expect(a.points / games.length).toBeGreaterThan(0.75);
  });

  it("lets a star's linemates score on more of their shots (issue 30: he makes their chances)", () => {
    const wingers = [lineup.line1_lw, lineup.line1_rw];
    const rated = (rating: number) => (p: Player) => ({
      ...p,
      role: 'two-way' as const,
      overall: rating,
      attributes: skaterAt(rating, p.attributes as SkaterAttributes),
    });
    // Wingers below the lift's threshold, so only the centre can lift their chances.
    const withWingers = wingers.reduce((players, id) => withPlayer(players, id, rated(78)), roster);
    const wingersShooting = (centre: number): number => {
      const players = withPlayer(withWingers, lineup.line1_c, rated(centre));
      let goals = 0;
      let shots = 0;
      for (const data of play({ name: 'Team', players, lineup }, 400, 'lift')) {
        for (const id of wingers) {
          const line = data.playerStats.teamA[String(id)] ?? data.playerStats.teamB[String(id)];
          goals += line?.goals ?? 0;
          shots += line?.shots ?? 0;
        }
      }
      return goals / shots;
    };
    // About 1.34 times here; without the lift (STAR_CHANCES 0) 1.09, from the better line's edge alone.
    expect(wingersShooting(95)).toBeGreaterThan(1.2 * wingersShooting(72));
  });

  it('moves save percentage by about .010-.020 for 10 points of goalie rating, less when he is worn out', () => {
    const starter = lineup.starter_g;
    const saves = (rating: number, goalieFatigue: number): number => {
      const players = withPlayer(roster, starter, (p) => ({
        ...p,
        overall: rating,
        goalieAttributes: goalieAt(rating, p.goalieAttributes as GoalieAttributes),
      }));
      let saved = 0;
      let faced = 0;
      for (const data of play({ name: 'Team', players, lineup, goalieFatigue }, 700, 'goalie')) {
        const line = data.goalieStats.teamA[String(starter)] ?? data.goalieStats.teamB[String(starter)];
        saved += line?.saves ?? 0;
        faced += line?.shotsAgainst ?? 0;
      }
      return saved / faced;
    };
    const average = saves(70, 0);
    const good = saves(80, 0);
    expect(good - average).toBeGreaterThanOrEqual(0.01);
    expect(good - average).toBeLessThanOrEqual(0.02);
    expect(saves(80, 1)).toBeLessThan(good - 0.005);
  });
});
