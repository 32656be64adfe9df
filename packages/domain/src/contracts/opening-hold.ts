import { formatCapHit } from '../format';

/** A team as the season's opening sees it: who runs it and what it counts against the cap. */
export interface OpeningTeam {
  teamId: number;
  teamName: string;
  /** Run by a GM (a person, on autopilot or not). An AI team signs to the floor at the rollover. */
  runByGm: boolean;
  /** The payroll its cap sheet counts this season. */
  payroll: number;
}

/** A GM's team under the floor and by how much. */
export interface FloorShortfall {
  teamId: number;
  teamName: string;
  payroll: number;
  /** The floor less the payroll: always more than zero. */
  short: number;
}

export interface OpeningHold {
  /** Every team run by a GM below the floor, the furthest below first. */
  belowFloor: FloorShortfall[];
  /** Whether the regular season's opening games wait: a team below, no override, the season not begun. */
  held: boolean;
}

/**
 * Whether a season's regular season may start (docs/decisions/076; NHL CBA 50.5: no club may be below the
 * lower limit once the regular season has begun). Every team run by a GM must be at or above the floor
 * before the first regular-season game is played, unless the commissioner started the season anyway. A
 * season already begun is never held again; AI teams never hold it (the rollover signs them to the floor).
 */
export function openingHold(
  teams: readonly OpeningTeam[],
  season: { floor: number; begun: boolean },
  overridden: boolean,
): OpeningHold {
  const belowFloor = teams
    .filter((team) => team.runByGm && team.payroll < season.floor)
    .map((team) => ({
      teamId: team.teamId,
      teamName: team.teamName,
      payroll: team.payroll,
      short: season.floor - team.payroll,
    }))
    .sort((a, b) => b.short - a.short || a.teamId - b.teamId);
  return { belowFloor, held: belowFloor.length > 0 && !overridden && !season.begun };
}

/** "Team A ($3.2M short) and Team B ($400K short)". */
export function describeShortfalls(teams: readonly Pick<FloorShortfall, 'teamName' | 'short'>[]): string {
  const named = teams.map((t) => `${t.teamName} (${formatCapHit(t.short)} short)`);
  if (named.length <= 1) return named.join('');
  return `${named.slice(0, -1).join(', ')} and ${named.at(-1) ?? ''}`;
}

/** Why the opening waits, in the words of the commissioner's 409: each team, by how much, and the way out. */
export function openingHoldMessage(
  hold: Pick<OpeningHold, 'belowFloor'>,
  floor: number,
  leagueId: number,
): string {
  const count = hold.belowFloor.length;
  const teams = count === 1 ? 'a team run by a GM is' : `${count} teams run by GMs are`;
  return (
    `The regular season cannot start while ${teams} below the salary floor of ${formatCapHit(floor)}: ` +
    `${describeShortfalls(hold.belowFloor)}. Their GMs must sign or trade for players to reach it, or the ` +
    `commissioner can start the season anyway (POST /league/${leagueId}/season/start-below-floor).`
  );
}
