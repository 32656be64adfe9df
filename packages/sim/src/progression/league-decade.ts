import type { Player, Position } from '@rinkside/domain';
import { gaussian, type Rng } from '../rng';
import { prospectAge } from '../player/age';
import { generatePlayer } from '../player/generate-player';
import { generateLeague } from '../player/generate-roster';
import { rolloverPlayers } from './rollover';

// A league as league creation draws it (apps/server build-rosters.ts generatedRosters, professional).
const QUALITY = 72;
const TEAM_QUALITY_SD = 3.5;
// Replacements are drawn as the generator draws prospects: quality - 16, ±2.5.
const PROSPECT_OFFSET = -16;
const SLOT_SPREAD = 2.5;
const DRESSED: Record<'F' | 'D' | 'G', number> = { F: 14, D: 8, G: 3 };

const group = (position: Position): 'F' | 'D' | 'G' =>
  position === 'G' ? 'G' : position === 'D' ? 'D' : 'F';

/** One summer's measurements. */
export interface DecadeYear {
  retiredPerTeam: number;
  oldest: number;
  meanAge: number;
  /** Mean overall of every player, and of each team's NHL roster (best 14 F, 8 D, 3 G). */
  meanOverall: number;
  meanActiveOverall: number;
  /** Active players' overall at the 10th, 50th and 90th percentile. */
  activeOverall: [number, number, number];
  stars: number;
}

export interface LeagueDecade {
  /** Before the first summer, then after each. */
  years: DecadeYear[];
  /** Every summer's overall change, with the age turned and the position. */
  changes: { position: Position; age: number; change: number }[];
  /** Every summer's attribute change for skaters 31 and older: speed, hands (mean of two), awareness. */
  veterans: { speed: number; hands: number; awareness: number; experience: number }[];
}

const quantile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const mean = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);

/** NHL regulars are each team's best by position; the rest are prospects to 21, minor-leaguers after. */
function assignStatuses(team: Player[]): void {
  const taken = { F: 0, D: 0, G: 0 };
  for (const player of [...team].sort((a, b) => b.overall - a.overall)) {
    const g = group(player.position);
    if (taken[g] < DRESSED[g]) {
      taken[g] += 1;
      player.status = 'active';
    } else player.status = player.age <= 21 ? 'prospect' : 'minors';
  }
}

function measure(teams: readonly Player[][], retired: number): DecadeYear {
  const players = teams.flat();
  const active = players.filter((p) => p.status === 'active');
  const activeOveralls = active.map((p) => p.overall).sort((a, b) => a - b);
  return {
    retiredPerTeam: retired / teams.length,
    oldest: Math.max(...players.map((p) => p.age)),
    meanAge: mean(players.map((p) => p.age)),
    meanOverall: mean(players.map((p) => p.overall)),
    meanActiveOverall: mean(activeOveralls),
    activeOverall: [
      quantile(activeOveralls, 0.1),
      quantile(activeOveralls, 0.5),
      quantile(activeOveralls, 0.9),
    ],
    stars: players.filter((p) => p.overall >= 88).length,
  };
}

/**
 * Ten (or `summers`) summers of a generated 32-team league: players progress and retire, each retiree is
 * replaced by a generated prospect of his position, and each team's best become its NHL roster.
 */
export function simulateLeagueDecade(
  rng: Rng,
  options: { teams?: number; summers?: number } = {},
): LeagueDecade {
  const teams = generateLeague(rng, {
    teams: options.teams ?? 32,
    quality: QUALITY,
    spread: TEAM_QUALITY_SD,
    stars: true,
  });
  // The measure compares like with like: every year each team's best are its NHL roster.
  teams.forEach(assignStatuses);
  let nextId = teams.flat().length + 1;
  const decade: LeagueDecade = { years: [measure(teams, 0)], changes: [], veterans: [] };
  for (let summer = 0; summer < (options.summers ?? 10); summer += 1) {
    let retired = 0;
    for (let t = 0; t < teams.length; t += 1) {
      const before = new Map((teams[t] ?? []).map((p) => [p.id, p]));
      const rollover = rolloverPlayers(teams[t] ?? [], rng);
      for (const [id, change] of rollover.changes) {
        const was = before.get(id);
        const now = rollover.players.find((p) => p.id === id) ?? rollover.retired.find((p) => p.id === id);
        if (!was || !now) continue;
        decade.changes.push({
          position: was.position,
          age: change.age.to,
          change: change.overall.to - change.overall.from,
        });
        if (was.attributes && now.attributes && now.age >= 31)
          decade.veterans.push({
            speed: now.attributes.skating.speed - was.attributes.skating.speed,
            hands:
              (now.attributes.puckSkills.passing -
                was.attributes.puckSkills.passing +
                now.attributes.scoring.wristshot -
                was.attributes.scoring.wristshot) /
              2,
            awareness: now.attributes.senses.offensiveAwareness - was.attributes.senses.offensiveAwareness,
            experience: now.attributes.senses.experience - was.attributes.senses.experience,
          });
      }
      const replacements = rollover.retired.map((r) =>
        generatePlayer(rng, {
          id: nextId++,
          position: r.position,
          overall: Math.round(QUALITY + PROSPECT_OFFSET + gaussian(rng) * SLOT_SPREAD),
          status: 'prospect',
          age: prospectAge(rng),
        }),
      );
      retired += rollover.retired.length;
      const team = [...rollover.players, ...replacements];
      assignStatuses(team);
      teams[t] = team;
    }
    decade.years.push(measure(teams, retired));
  }
  return decade;
}
